"""Datasets at scale on Dask: generate and rate millions of puzzles on any
Dask cluster (a ``distributed.LocalCluster``, dask-jobqueue, Kubernetes).
Needs the ``dask`` extra: ``pip install "./python[dask]"``.

Each partition works on one worker thread (``threads=1``): Dask spreads
partitions over workers, so more library threads would only compete."""

from __future__ import annotations

from typing import Any, List, Optional, Tuple

import numpy as np

from . import _batch
from ._errors import RangeError

try:
    import dask.dataframe as dd
    import pandas as pd
except ImportError as e:  # pragma: no cover - the message is the point
    raise ImportError('libsudoku.dask needs the dask extra: pip install "libsudoku[dask]"') from e

#: The columns of ``generate_dataset`` and their dtypes.
GENERATED_COLUMNS = {
    "puzzle": object,
    "solution": object,
    "score": np.float32,
    "level": np.int8,
    "hardest": np.int16,
    "seed": np.uint64,
}
#: The columns ``rate_dataset`` adds.
RATING_COLUMNS = {"score": np.float32, "level": np.int8, "hardest": np.int16}


def _lines(digits: np.ndarray) -> List[str]:
    """(N, 81) digits as 81-character lines, '.' for blanks; an all-zero
    row (a seed that found no puzzle) as ''."""
    chars = np.where(digits == 0, ord("."), digits + ord("0")).astype(np.uint8)
    lines = [row.decode("ascii") for row in chars.view("S81").ravel()]
    empty = ~digits.any(axis=1)
    return ["" if e else line for line, e in zip(lines, empty)]


def _generate_part(part: Tuple[int, int, int], options: dict, threads: int) -> "pd.DataFrame":
    first_row, first_seed, rows = part
    seeds = np.arange(rows, dtype=np.uint64) + np.uint64(first_seed)
    puzzles, solutions, ratings = _batch._generate(seeds, threads, options)
    frame = pd.DataFrame(
        {
            "puzzle": _lines(puzzles),
            "solution": _lines(solutions),
            "score": ratings["score"],
            "level": ratings["level"],
            "hardest": ratings["hardest"],
            "seed": seeds,
        },
        index=pd.RangeIndex(first_row, first_row + rows),
    )
    return frame


def _empty(columns: dict) -> "pd.DataFrame":
    return pd.DataFrame({name: pd.Series(dtype=dtype) for name, dtype in columns.items()})


def generate_dataset(
    n: int,
    seed: int,
    npartitions: int,
    *,
    score: Any = None,
    level: Any = None,
    technique: Any = None,
    symmetry: Any = None,
    clues: Optional[int] = None,
    attempts: Optional[int] = None,
    threads: int = 1,
) -> "dd.DataFrame":
    """``n`` puzzles as a Dask DataFrame of ``npartitions`` partitions,
    with the columns ``puzzle``, ``solution`` (81 characters, ``.`` for
    blanks), ``score``, ``level``, ``hardest`` and ``seed``.

    Row i uses seed ``seed + i`` (mod 2^64) and is indexed i, so the rows are
    the same for any ``npartitions`` and any cluster. The options are
    :func:`libsudoku.generate`'s. A seed that found no puzzle as asked
    within its attempts has empty strings, a NaN score and -1s.
    """
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise RangeError(f"n {n!r} is not a count of rows (0 or more)")
    if isinstance(npartitions, bool) or not isinstance(npartitions, (int, np.integer)) or not 1 <= npartitions:
        raise RangeError(f"npartitions {npartitions!r} is not 1 or more")
    seed = int(_batch._seeds([seed])[0])
    options = dict(level=level, score=score, technique=technique, symmetry=symmetry, clues=clues, attempts=attempts)
    # Checks the options at once, not on a worker.
    _batch._generate(np.empty(0, dtype=np.uint64), 1, options)
    npartitions = max(1, min(int(npartitions), int(n)))
    bounds = [int(n) * k // npartitions for k in range(npartitions + 1)]
    parts = [(lo, (seed + lo) % 2**64, hi - lo) for lo, hi in zip(bounds, bounds[1:])]
    divisions = tuple(bounds[:-1]) + (max(bounds[-1] - 1, 0),)
    return dd.from_map(
        _generate_part,
        parts,
        options=options,
        threads=threads,
        meta=_empty(GENERATED_COLUMNS),
        divisions=divisions,
        enforce_metadata=False,
    )


def _rate_part(frame: "pd.DataFrame", column: str, threads: int) -> "pd.DataFrame":
    ratings = _batch.rate_many(list(frame[column]), threads=threads)
    out = frame.copy()
    for name in RATING_COLUMNS:
        out[name] = ratings[name]
    return out


def rate_dataset(ddf: "dd.DataFrame", column: str = "puzzle", *, threads: int = 1) -> "dd.DataFrame":
    """``ddf`` with the columns ``score``, ``level`` and ``hardest`` of the
    puzzles in ``column`` (strings the library reads); replaced when
    present. A puzzle without one solution gets a NaN score and -1s."""
    if column not in ddf.columns:
        raise RangeError(f"no column {column!r}: the columns are {list(ddf.columns)}")
    meta = ddf._meta.copy()
    for name, dtype in RATING_COLUMNS.items():
        meta[name] = pd.Series(dtype=dtype)
    return ddf.map_partitions(_rate_part, column, threads, meta=meta)


__all__ = ["generate_dataset", "rate_dataset"]
