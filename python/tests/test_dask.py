"""libsudoku.dask on a 2-worker LocalCluster: the rows depend on the seed
alone, never on the partitioning."""

import numpy as np
import pytest

import libsudoku as s

dask = pytest.importorskip("dask")
distributed = pytest.importorskip("distributed")
from libsudoku.dask import generate_dataset, rate_dataset  # noqa: E402


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as client:
        yield client


def test_rows_are_the_same_for_any_partitioning(client):
    frames = [generate_dataset(40, 1000, p, score=(2.0, 4.5)).compute() for p in (1, 3, 7)]
    assert [len(f) for f in frames] == [40, 40, 40]
    assert frames[0].equals(frames[1]) and frames[0].equals(frames[2])
    f = frames[0]
    assert list(f.columns) == ["puzzle", "solution", "score", "level", "hardest", "seed"]
    assert list(f.index) == list(range(40)) and list(f.seed) == list(range(1000, 1040))
    puzzles, solutions, scores = s.generate_many(np.arange(1000, 1040, dtype=np.uint64), score=(2.0, 4.5))
    assert np.allclose(f.score.to_numpy(), scores)
    assert all(s.generate(1000 + i, score=(2.0, 4.5)).puzzle == f.puzzle[i] for i in (0, 17, 39))
    assert ((f.score >= 2.0) & (f.score <= 4.5)).all()


def test_rate_dataset_adds_the_ratings(client):
    ddf = generate_dataset(24, 7, 4, level="medium")
    rated = rate_dataset(ddf[["puzzle", "seed"]]).compute()
    assert list(rated.columns) == ["puzzle", "seed", "score", "level", "hardest"]
    assert (rated.level == 1).all()
    for i in (0, 23):
        r = s.rate(rated.puzzle[i])
        assert (round(float(rated.score[i]), 1), rated.level[i], rated.hardest[i]) == (r.score, r.level, r.hardest)


def test_bad_arguments_fail_before_any_work(client):
    with pytest.raises(s.RangeError):
        generate_dataset(10, 1, 0)
    with pytest.raises(s.RangeError):
        generate_dataset(10, -1, 2)
    with pytest.raises(s.RangeError):
        generate_dataset(10, 1, 2, level="impossible")
    with pytest.raises(s.RangeError):
        rate_dataset(generate_dataset(4, 1, 1), column="nope")
