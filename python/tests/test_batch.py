"""Batches: the same answers as one call at a time, on any thread count,
with the GIL released."""

import threading
import time

import numpy as np
import pytest

import libsudoku as s
from conftest import CLASSIC, CLASSIC_SOLUTION, dataset, digits

SOLVE_OK, NO_SOLUTION, CONFLICT, NOT_UNIQUE = 0, 1, 2, 4


def rows(lines):
    return np.stack([digits(l) for l in lines])


def test_solve_many_gives_each_status():
    P = rows([CLASSIC, "11" + "." * 79, "." * 81])
    for given in (P, [CLASSIC, "11" + "." * 79, "." * 81]):
        solutions, status = s.solve_many(given)
        assert status.dtype == np.int32 and solutions.dtype == np.uint8 and solutions.shape == (3, 81)
        assert list(status) == [SOLVE_OK, NO_SOLUTION, NOT_UNIQUE]
        assert "".join(map(str, solutions[0])) == CLASSIC_SOLUTION
        assert not solutions[1].any()
        assert s.count(solutions[2]) == 1 and (solutions[2] > 0).all()


def test_batches_match_single_calls_on_any_thread_count():
    lines = dataset("puzzles3_magictour_top1465", 300)
    P = rows(lines)
    one, st1 = s.solve_many(P, threads=1)
    two, st2 = s.solve_many(P, threads=2)
    assert (one == two).all() and (st1 == st2).all() and (st1 == SOLVE_OK).all()
    assert all("".join(map(str, one[i])) == s.solve(lines[i]) for i in range(0, 300, 29))
    counts = s.count_many(P[:50], limit=3, threads=2)
    assert counts.dtype == np.int64 and list(counts) == [s.count(l, 3) for l in lines[:50]]
    r = s.rate_many(P[:40], threads=2)
    assert r.dtype.names == ("score", "level", "hardest", "status")
    for i in range(40):
        single = s.rate(lines[i])
        assert (round(float(r["score"][i]), 1), r["level"][i], r["hardest"][i]) == (
            single.score,
            single.level,
            single.hardest,
        )


def test_rate_many_marks_what_cannot_be_rated():
    r = s.rate_many([CLASSIC, "." * 81, "11" + "." * 79])
    assert r["status"][0] == 0 and np.isnan(r["score"][1:]).all()
    assert list(r["level"][1:]) == [-1, -1] and list(r["status"][1:]) == [NOT_UNIQUE, CONFLICT]


def test_generate_many_is_generate_per_seed():
    seeds = np.array([3, 2**64 - 1, 17], dtype=np.uint64)
    puzzles, solutions, scores = s.generate_many(seeds, level="hard", threads=2)
    assert puzzles.shape == (3, 81) and scores.dtype == np.float32
    for i, seed in enumerate(seeds):
        g = s.generate(int(seed), level="hard")
        assert "".join(str(d) if d else "." for d in puzzles[i]) == g.puzzle
        assert "".join(map(str, solutions[i])) == g.solution
        assert round(float(scores[i]), 1) == g.rating.score
    # A seed that finds nothing as asked: zeros and NaN, the others kept.
    puzzles, _, scores = s.generate_many([1, 2], score=9.9, attempts=1)
    assert not puzzles.any() and np.isnan(scores).all()


def test_more_threads_than_work():
    solutions, status = s.solve_many([CLASSIC], threads=10**6)
    assert list(status) == [SOLVE_OK]
    assert s.rate_many([CLASSIC] * 3, threads=10**6)["level"][2] == 0


def test_empty_batches():
    solutions, status = s.solve_many(np.zeros((0, 81), dtype=np.uint8))
    assert solutions.shape == (0, 81) and status.shape == (0,)
    assert s.rate_many([]).shape == (0,)
    assert s.generate_many(np.zeros(0, dtype=np.uint64))[0].shape == (0, 81)


def test_batches_release_the_gil():
    P = rows(dataset("puzzles5_forum_hardest_1905_11+", 4000))
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    t = threading.Thread(target=tick)
    t.start()
    try:
        begin = time.perf_counter()
        s.solve_many(P, threads=1)
        end = time.perf_counter()
    finally:
        stop.set()
        t.join()
    during = [x for x in ticks if begin < x < end]
    # Ticking about every millisecond throughout: the GIL was free.
    assert end - begin > 0.05 and len(during) >= (end - begin) / 0.01
