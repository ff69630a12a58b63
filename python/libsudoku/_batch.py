"""Batches: numpy arrays of puzzles in, numpy arrays out, worked on the
library's own threads with the GIL released."""

from __future__ import annotations

from typing import Any, Optional, Sequence, Tuple, Union

import numpy as np

from . import _native
from ._errors import ParseError, RangeError

Puzzles = Union[np.ndarray, Sequence[str]]

#: The fields of ``rate_many``'s structured array.
RATING_DTYPE = np.dtype([("score", np.float32), ("level", np.int8), ("hardest", np.int16), ("status", np.int32)])


def _puzzles(puzzles: Any) -> Tuple[Optional[bytes], Optional[list], int]:
    """(digits, texts, count): an (N, 81) integer array as bytes of digits,
    or a list of strings as it is."""
    if isinstance(puzzles, (list, tuple)) and (not puzzles or isinstance(puzzles[0], str)):
        bad = next((i for i, p in enumerate(puzzles) if not isinstance(p, str)), None)
        if bad is not None:
            raise RangeError(f"puzzle {bad} is a {type(puzzles[bad]).__name__}, expected str")
        return None, list(puzzles), len(puzzles)
    a = np.asarray(puzzles)
    if a.dtype.kind not in "ui":
        raise RangeError(f"puzzles have dtype {a.dtype}, expected uint8 (0 = blank)")
    if a.ndim != 2 or a.shape[1] != 81:
        raise RangeError(f"puzzles have shape {a.shape}, expected (N, 81)")
    if a.dtype != np.uint8:
        bad = np.argwhere((a < 0) | (a > 9))
        if len(bad):
            row, col = bad[0]
            raise ParseError(f"puzzle {row}: cell {col} holds {a[row, col]}, expected 0-9 (0 = blank)")
        a = a.astype(np.uint8)
    return np.ascontiguousarray(a).tobytes(), None, a.shape[0]


def _threads(threads: Optional[int]) -> Optional[int]:
    if threads is None:
        return None
    if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)):
        raise RangeError(f"threads {threads!r} is not an integer")
    return int(threads)


def _array(raw: bytes, dtype: Any, shape: Tuple[int, ...]) -> np.ndarray:
    return np.frombuffer(raw, dtype=dtype).reshape(shape).copy()


def solve_many(puzzles: Puzzles, threads: Optional[int] = None) -> Tuple[np.ndarray, np.ndarray]:
    """Solves every puzzle and proves each unique or not.

    Returns ``(solutions, status)``: ``solutions[i]`` holds the 81 digits
    of the first solution found (zeros when there is none) and
    ``status[i]`` is ``SUDOKU_OK`` (0, one solution), ``SUDOKU_NO_SOLUTION``
    (1), ``SUDOKU_NOT_UNIQUE`` (4; the first solution found is given) or
    ``SUDOKU_ERR_BUDGET`` (-6). ``threads``: None or 0 for one per core.
    """
    digits, texts, n = _puzzles(puzzles)
    solutions, status = _native.solve_many(digits, texts, _threads(threads))
    return _array(solutions, np.uint8, (n, 81)), _array(status, np.int32, (n,))


def count_many(puzzles: Puzzles, limit: int = 2, threads: Optional[int] = None) -> np.ndarray:
    """Counts each puzzle's solutions up to ``limit`` (an int64 array; a
    negative ``SUDOKU_ERR_*`` where a count failed, such as -6 when the
    guesses ran out)."""
    digits, texts, n = _puzzles(puzzles)
    counts = _native.count_many(digits, texts, int(limit), _threads(threads))
    return _array(counts, np.int64, (n,))


def _ratings(columns: Tuple[bytes, bytes, bytes, bytes], n: int) -> np.ndarray:
    out = np.empty(n, dtype=RATING_DTYPE)
    for name, raw in zip(RATING_DTYPE.names, columns):
        out[name] = np.frombuffer(raw, dtype=RATING_DTYPE[name])
    return out


def rate_many(puzzles: Puzzles, threads: Optional[int] = None) -> np.ndarray:
    """Rates every puzzle: a structured array with fields ``score``
    (float32), ``level`` (int8), ``hardest`` (int16) and ``status``
    (int32, ``SUDOKU_*``). A puzzle that cannot be rated (no solution,
    several) has score NaN, level and hardest -1, and its status."""
    digits, texts, n = _puzzles(puzzles)
    return _ratings(_native.rate_many(digits, texts, _threads(threads)), n)


def _seeds(seeds: Any) -> np.ndarray:
    a = np.asarray(seeds)
    if a.ndim != 1:
        raise RangeError(f"seeds have shape {a.shape}, expected (N,)")
    if a.dtype.kind == "f":
        bad = a[~np.isfinite(a) | (a != np.floor(a)) | (a < 0)]
        if len(bad):
            raise RangeError(f"seed {bad[0]} is not an integer in 0..2^64-1")
        if len(a) and a.max() >= 2.0**64:
            raise RangeError(f"seed {a.max()} is not an integer in 0..2^64-1")
    elif a.dtype.kind == "i":
        if len(a) and a.min() < 0:
            raise RangeError(f"seed {a.min()} is not an integer in 0..2^64-1")
    elif a.dtype.kind != "u":
        raise RangeError(f"seeds have dtype {a.dtype}, expected uint64")
    return np.ascontiguousarray(a.astype(np.uint64))


def _generate(seeds: Any, threads: Optional[int], options: dict) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(puzzles, solutions, ratings as ``rate_many`` gives them)."""
    s = _seeds(seeds)
    puzzles, solutions, columns = _native.generate_many(s.tobytes(), _threads(threads), **options)
    n = len(s)
    return _array(puzzles, np.uint8, (n, 81)), _array(solutions, np.uint8, (n, 81)), _ratings(columns, n)


def generate_many(
    seeds: Any,
    *,
    level: Any = None,
    score: Any = None,
    technique: Any = None,
    symmetry: Any = None,
    clues: Optional[int] = None,
    attempts: Optional[int] = None,
    threads: Optional[int] = None,
) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A puzzle from each seed, with the options of :func:`generate`.

    Returns ``(puzzles, solutions, scores)``: (N, 81) uint8 digits (0 =
    blank) and float32 scores. A seed that found no puzzle as asked within
    its attempts gets zeros and a NaN score.
    """
    options = dict(level=level, score=score, technique=technique, symmetry=symmetry, clues=clues, attempts=attempts)
    puzzles, solutions, ratings = _generate(seeds, threads, options)
    return puzzles, solutions, ratings["score"].copy()
