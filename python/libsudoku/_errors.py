"""The exceptions of libsudoku. Each carries the library's message (what
went wrong and where, as ``sudoku_last_error`` gives it) and ``status``, the
``SUDOKU_*`` code of the C API (``None`` for a check made in Python)."""

from __future__ import annotations

from typing import Optional


class SudokuError(Exception):
    """The base of every libsudoku error."""

    def __init__(self, message: str, status: Optional[int] = None) -> None:
        super().__init__(message)
        self.status = status


class ParseError(SudokuError, ValueError):
    """A puzzle, pencil marks, a saved game or a variant text that does not
    read: a bad character, a wrong length, an unknown statement."""


class NoSolution(SudokuError):
    """The puzzle has no solution (its givens may clash)."""


class NotUnique(SudokuError):
    """The puzzle has more than one solution where one is needed."""


class LimitReached(SudokuError):
    """The work allowed ran out: guesses, attempts or time."""


class Cancelled(SudokuError):
    """The call was cancelled."""


class RangeError(SudokuError, ValueError):
    """An argument out of range: a wrong dtype, shape or length, a negative
    thread count, a NaN or negative seed, an unknown name or id."""


__all__ = [
    "SudokuError",
    "ParseError",
    "NoSolution",
    "NotUnique",
    "LimitReached",
    "Cancelled",
    "RangeError",
]
