"""The values libsudoku returns: ratings, generated puzzles, hints."""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Tuple

from . import _native

#: Level names by number (``Rating.level``).
LEVELS = ("easy", "medium", "hard", "expert", "extreme")
#: Hint kinds by the C API's SUDOKU_HINT_* number.
HINT_KINDS = ("step", "wrong digit", "missing candidate", "solved")
#: Chain links by the C API's SUDOKU_LINK_* number.
LINKS = ("end", "strong", "weak", "derived")


@dataclass(frozen=True)
class Rating:
    """A Sudoku Explainer-style rating: ``score`` (e.g. 3.4), ``level``
    (0 easy .. 4 extreme) and ``hardest``, the id of the hardest technique
    needed (see :func:`libsudoku.technique_name`)."""

    score: float
    level: int
    hardest: int

    @property
    def level_name(self) -> str:
        """``easy``, ``medium``, ``hard``, ``expert`` or ``extreme``."""
        return LEVELS[self.level]

    @property
    def hardest_name(self) -> str:
        """The hardest technique's name, e.g. ``X-Wing``."""
        return _native.technique_name(self.hardest)

    @classmethod
    def _of(cls, native: Tuple[int, int, int]) -> "Rating":
        tenths, level, hardest = native
        return cls(tenths / 10, level, hardest)


@dataclass(frozen=True)
class Generated:
    """A generated puzzle (81 characters, ``.`` for blanks), its solution
    and its rating."""

    puzzle: str
    solution: str
    rating: Rating


@dataclass(frozen=True)
class ChainNode:
    """One node of a hint's chain: its cells (one, or a group of 2-3), the
    digit, whether the candidate is true there, and the link to the next
    node (``strong``, ``weak``, ``derived``; ``end`` for the last)."""

    cells: Tuple[int, ...]
    digit: int
    on: bool
    link: str


@dataclass(frozen=True)
class Hint:
    """A hint: ``kind`` (``step``, ``wrong digit``, ``missing candidate``
    or ``solved``), the technique (its id and name; -1 and ``""`` when not
    a step), the grid's ``size``, one English ``explanation``, the
    ``cells`` and ``houses`` to highlight, the digits ``placed`` as
    (cell, digit), the candidates ``eliminated`` as (cell, digits), and
    for chain techniques the ``chain``. Cells are 0..N*N-1 in reading
    order."""

    kind: str
    technique: int
    technique_name: str
    size: int
    explanation: str
    cells: List[int]
    houses: List[int]
    placed: List[Tuple[int, int]]
    eliminated: List[Tuple[int, List[int]]]
    chain: List[ChainNode]

    @classmethod
    def _of(cls, native: tuple) -> "Hint":
        kind, technique, size, text, cells, houses, placed, eliminated, chain = native
        return cls(
            kind=HINT_KINDS[kind],
            technique=technique,
            technique_name=_native.technique_name(technique) if technique >= 0 else "",
            size=size,
            explanation=text,
            cells=list(cells),
            houses=list(houses),
            placed=[tuple(p) for p in placed],
            eliminated=[(cell, list(digits)) for cell, digits in eliminated],
            chain=[ChainNode(tuple(c), d, on, LINKS[link]) for c, d, on, link in chain],
        )
