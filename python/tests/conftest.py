"""Shared puzzles and paths for the libsudoku tests."""

import os
from pathlib import Path

import numpy as np
import pytest

CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
CLASSIC_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
DATA = Path(os.environ.get("SUDOKU_DATA", Path(__file__).resolve().parents[2].parent / "shared" / "data"))


def digits(line: str) -> np.ndarray:
    return np.array([0 if c in ".0" else int(c) for c in line[:81]], dtype=np.uint8)


def dataset(name: str, limit: int) -> list:
    path = DATA / name
    if not path.exists():
        pytest.skip(f"{path} is not here (SUDOKU_DATA names the folder)")
    lines = [l.strip() for l in path.read_text().splitlines()]
    return [l[:81] for l in lines if len(l) >= 81 and not l.startswith("#")][:limit]
