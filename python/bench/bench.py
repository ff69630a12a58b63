"""The Python package against C and its peers, in one run; prints Markdown
tables for BENCHMARKS.md.

    python python/bench/bench.py [--data ../shared/data] [--lib target/release/libsudoku.so]
        [--parquet N --out DIR]

Needs the package with its dask extra, pencilmark and py-sudoku in the
same environment, and the C library (cargo build --release). Times are
wall-clock, best of ``--rounds``.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import platform
import shutil
import tempfile
import time
from pathlib import Path

import numpy as np

import libsudoku


def cpu() -> str:
    info = {}
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        key, _, value = line.partition(":")
        info.setdefault(key.strip(), value.strip())
    return f"{info.get('model name')} (family {info.get('cpu family')}, model {info.get('model')}), {os.cpu_count()} CPUs"


def lines(path: Path) -> list:
    out = []
    for line in path.read_text().splitlines():
        if len(line) >= 81 and not line.startswith("#"):
            out.append(line[:81])
    return out


def rows(puzzles: list) -> np.ndarray:
    return np.array([[0 if c in ".0" else int(c) for c in p] for p in puzzles], dtype=np.uint8)


def best(rounds: int, run) -> float:
    times = []
    for _ in range(rounds):
        begin = time.perf_counter()
        run()
        times.append(time.perf_counter() - begin)
    return min(times)


def c_batch(lib_path: str):
    lib = ctypes.CDLL(lib_path)
    f = lib.sudoku_solve_batch
    f.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t,
                  ctypes.c_int32, ctypes.POINTER(ctypes.c_int64)]
    f.restype = ctypes.c_int32

    def solve(text: bytes, n: int, threads: int) -> None:
        out = ctypes.create_string_buffer(n * 81)
        counts = (ctypes.c_int64 * n)()
        assert f(text, n, 81, out, 81, threads, counts) == 0
    return solve


def table(title: str, header: list, body: list) -> None:
    print(f"\n### {title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in body:
        print("| " + " | ".join(row) + " |")


def solve_tables(data: Path, lib: str, rounds: int, pysudoku_n: int) -> None:
    puzzles = lines(data / "puzzles2_17_clue")
    P = rows(puzzles)
    text = "".join(puzzles).encode()
    c = c_batch(lib)
    body = []
    for threads in (1, 2):
        py = best(rounds, lambda: libsudoku.solve_many(P, threads=threads))
        cc = best(rounds, lambda: c(text, len(puzzles), threads))
        body.append([str(threads), f"{len(P) / py:,.0f}", f"{len(P) / cc:,.0f}", f"{cc / py:.2f}"])
    table(f"solve_many against sudoku_solve_batch, 17-clue ({len(P):,} puzzles), puzzles/s",
          ["threads", "solve_many (numpy uint8)", "sudoku_solve_batch (C, via ctypes once)", "ratio"], body)

    from sudoku import Sudoku  # py-sudoku

    few = puzzles[:pysudoku_n]
    def pysudoku():
        for p in few:
            Sudoku(3, 3, board=[[0 if ch == "." else int(ch) for ch in p[r * 9:r * 9 + 9]] for r in range(9)]).solve()
    t_peer = best(1, pysudoku)
    t_loop = best(rounds, lambda: [libsudoku.solve(p) for p in few])
    t_many = best(rounds, lambda: libsudoku.solve_many(P[:pysudoku_n], threads=1))
    body = [
        ["libsudoku.solve_many (1 thread)", f"{pysudoku_n / t_many:,.0f}", f"{t_peer / t_many:,.0f}x"],
        ["a Python loop over libsudoku.solve", f"{pysudoku_n / t_loop:,.0f}", f"{t_peer / t_loop:,.0f}x"],
        ["py-sudoku (Sudoku(3, 3, board).solve())", f"{pysudoku_n / t_peer:,.1f}", "1x"],
    ]
    table(f"Solving the first {pysudoku_n} 17-clue puzzles, one thread", ["solver", "puzzles/s", "against py-sudoku"], body)


def rate_tables(data: Path, rounds: int, pencilmark_n: int, max_seconds: float) -> None:
    import pencilmark

    rated = [line.split() for line in (data / "se_rated_dev").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    puzzles = [p for p, _ in rated]
    # Spread over ER 2.5-8.9, every k-th puzzle: pencilmark takes tens of
    # seconds a puzzle and more from ER 9 up.
    below = [p for p, er in rated if float(er) < 9.0]
    step = max(1, len(below) // pencilmark_n)
    few = below[::step][:pencilmark_n]
    body = []
    for jobs in (1, 2):
        ours = best(rounds, lambda: libsudoku.rate_many(few, threads=jobs))
        cards = []
        theirs = best(1, lambda: cards.extend(pencilmark.rate_many(few, jobs=jobs, max_seconds=max_seconds)))
        gave_up = sum(1 for card in cards if "error" in card or "difficulty" not in card)
        body.append([str(jobs), f"{len(few) / ours:,.0f}", f"{len(few) / theirs:,.1f}", f"{theirs / ours:,.0f}x",
                     f"{gave_up} of {len(few)}"])
    table(f"rate_many against pencilmark.rate_many, {len(few)} puzzles of se_rated_dev (every {step}th "
          f"below ER 9.0), puzzles/s; pencilmark with max_seconds={max_seconds}",
          ["threads / jobs", "libsudoku.rate_many", "pencilmark.rate_many", "ratio", "pencilmark gave up"], body)
    whole = best(rounds, lambda: libsudoku.rate_many(puzzles, threads=2))
    print(f"\nlibsudoku.rate_many on all {len(puzzles):,} puzzles of se_rated_dev, 2 threads: {whole:.2f} s "
          f"({len(puzzles) / whole:,.0f}/s)")


def dask_tables(n: int, parquet: int, out: str) -> None:
    from distributed import Client, LocalCluster

    from libsudoku.dask import generate_dataset

    body = []
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster):
            generate_dataset(workers * 8, 1, workers).compute()  # warm the workers
            begin = time.perf_counter()
            frame = generate_dataset(n, 10_000, 8 * workers).compute()
            took = time.perf_counter() - begin
            assert len(frame) == n
            body.append([str(workers), f"{n:,}", f"{took:.1f}", f"{n / took:,.0f}"])
    table("generate_dataset on a LocalCluster (1 thread per worker, default options)",
          ["workers", "puzzles", "seconds", "puzzles/s"], body)
    if parquet:
        target = Path(out or tempfile.mkdtemp()) / "puzzles.parquet"
        shutil.rmtree(target, ignore_errors=True)
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster):
            begin = time.perf_counter()
            generate_dataset(parquet, 0, max(2, parquet // 10_000)).to_parquet(str(target))
            took = time.perf_counter() - begin
        size = sum(f.stat().st_size for f in target.rglob("*") if f.is_file())
        print(f"\n{parquet:,} rated puzzles (generate_dataset, 2 workers) written to Parquet in {took:,.0f} s "
              f"({parquet / took:,.0f}/s), {size / 2**20:,.1f} MiB")


def main() -> None:
    here = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(here.parent / "shared" / "data"))
    parser.add_argument("--lib", default=str(here / "target" / "release" / "libsudoku.so"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pysudoku", type=int, default=20, help="17-clue puzzles for the py-sudoku table")
    parser.add_argument("--pencilmark", type=int, default=40, help="se_rated_dev puzzles (spread) for the pencilmark table")
    parser.add_argument("--pencilmark-seconds", type=float, default=10.0,
                        help="pencilmark's max_seconds a puzzle (it runs minutes on some)")
    parser.add_argument("--dask", type=int, default=4000, help="puzzles for the LocalCluster table")
    parser.add_argument("--parquet", type=int, default=0, help="also write this many rated puzzles to Parquet")
    parser.add_argument("--out", default="", help="folder for the Parquet file (default: a temporary one)")
    args = parser.parse_args()
    print(f"libsudoku {libsudoku.__version__}, Python {platform.python_version()}, numpy {np.__version__}; {cpu()}")
    solve_tables(Path(args.data), args.lib, args.rounds, args.pysudoku)
    rate_tables(Path(args.data), args.rounds, args.pencilmark, args.pencilmark_seconds)
    dask_tables(args.dask, args.parquet, args.out)


if __name__ == "__main__":
    main()
