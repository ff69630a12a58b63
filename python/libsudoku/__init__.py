"""libsudoku: a fast Sudoku engine. Solve, count, rate like Sudoku
Explainer, hint, generate and play classic and variant puzzles; numpy
batches on the library's threads; datasets on Dask (``libsudoku.dask``).

Every error is a :class:`SudokuError` carrying the library's message."""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

from . import _native
from ._batch import count_many, generate_many, rate_many, solve_many
from ._errors import Cancelled, LimitReached, NoSolution, NotUnique, ParseError, RangeError, SudokuError
from ._native import Cancel, Game, Variant, technique_name
from ._types import ChainNode, Generated, Hint, Rating

__version__ = _native.version()


def _text(puzzle: Any) -> str:
    """A puzzle as the library reads it: a string as it is, or a numpy row
    (81 digits or 9x9, 0 = blank) as 81 digits."""
    if isinstance(puzzle, str):
        return puzzle
    a = np.asarray(puzzle)
    if a.dtype.kind not in "ui":
        raise RangeError(f"a puzzle of dtype {a.dtype}: expected a string or 81 integers 0-9")
    if a.size != 81:
        raise RangeError(f"a puzzle of shape {a.shape}: expected 81 cells")
    flat = a.reshape(81)
    bad = np.flatnonzero((flat < 0) | (flat > 9))
    if len(bad):
        raise ParseError(f"cell {bad[0]} holds {flat[bad[0]]}, expected 0-9 (0 = blank)")
    return "".join(map(str, flat.tolist()))


def solve(puzzle: Any) -> str:
    """The solution of a 9x9 puzzle (81 characters, or a numpy row), as 81
    digits. NoSolution when there is none (or the givens clash)."""
    return _native.solve(_text(puzzle))


def count(puzzle: Any, limit: int = 2) -> int:
    """The number of solutions, counted up to ``limit``."""
    return _native.count(_text(puzzle), limit)


def rate(puzzle: Any) -> Rating:
    """The Sudoku Explainer-style rating of a puzzle with one solution
    (NoSolution, NotUnique otherwise)."""
    return Rating._of(_native.rate(_text(puzzle)))


def generate(
    seed: int,
    *,
    level: Any = None,
    score: Any = None,
    technique: Any = None,
    symmetry: Any = None,
    clues: Optional[int] = None,
    attempts: Optional[int] = None,
    cancel: Optional[Cancel] = None,
) -> Generated:
    """A puzzle with one solution from ``seed``: the same seed and options
    give the same puzzle in every binding, and the defaults are the command
    line's (``generate(42).puzzle`` is ``sudoku generate --seed 42``).

    - ``level``: ``"easy"`` .. ``"extreme"`` or 0-4;
    - ``score``: a number (exactly) or a ``(low, high)`` pair (None: open);
    - ``technique``: the hardest step's technique, by name or id;
    - ``symmetry``: ``"none"``, ``"rotate180"`` (default), ``"rotate90"``,
      ``"mirror"``, ``"diagonal"`` or 0-4;
    - ``clues``: stop removing clues at this many (17-80; None: minimal);
    - ``attempts``: puzzles tried before LimitReached (default 1000);
    - ``cancel``: a :class:`Cancel` another thread may set (Cancelled).
    """
    puzzle, solution, rating = _native.generate(
        seed, level=level, score=score, technique=technique, symmetry=symmetry, clues=clues, attempts=attempts, cancel=cancel
    )
    return Generated(puzzle, solution, Rating._of(rating))


def hint(puzzle_or_marks: Any) -> Hint:
    """The simplest next step: on a puzzle (81 characters or a numpy row),
    the first hint of a game on it; on 729 pencil-mark characters, the
    next step on those candidates."""
    return Hint._of(_native.hint(_text(puzzle_or_marks)))


__all__ = [
    "solve",
    "count",
    "rate",
    "generate",
    "hint",
    "technique_name",
    "solve_many",
    "count_many",
    "rate_many",
    "generate_many",
    "Cancel",
    "Game",
    "Variant",
    "Rating",
    "Generated",
    "Hint",
    "ChainNode",
    "SudokuError",
    "ParseError",
    "NoSolution",
    "NotUnique",
    "LimitReached",
    "Cancelled",
    "RangeError",
]
