"""One puzzle at a time: solve, count, rate, generate, hint, names."""

import os
import subprocess

import numpy as np
import pytest

import libsudoku as s
from conftest import CLASSIC, CLASSIC_SOLUTION, digits


def test_solve_count_and_numpy_rows():
    assert s.solve(CLASSIC) == CLASSIC_SOLUTION
    assert s.solve(digits(CLASSIC)) == CLASSIC_SOLUTION
    assert s.solve(digits(CLASSIC).reshape(9, 9).astype(np.int64)) == CLASSIC_SOLUTION
    assert s.count(CLASSIC) == 1
    assert s.count("." * 81, limit=7) == 7
    with pytest.raises(s.NoSolution):
        s.solve("11" + "." * 79)


def test_rate_matches_the_level_bands():
    r = s.rate(CLASSIC)
    assert (r.score, r.level, r.level_name) == (1.2, 0, "easy")
    assert r.hardest_name == s.technique_name(r.hardest)
    with pytest.raises(s.NotUnique):
        s.rate("." * 81)


def test_technique_names():
    assert s.technique_name(0) != s.technique_name(1)
    assert s.technique_name(10_000) == "unknown technique"


@pytest.mark.skipif(not os.environ.get("SUDOKU_CLI"), reason="SUDOKU_CLI names the command line to compare with")
def test_generate_defaults_are_the_command_lines():
    for seed, args in [(42, []), (7, ["--level", "hard"]), (9, ["--score", "6.0-7.4", "--symmetry", "mirror"])]:
        cli = subprocess.run(
            [os.environ["SUDOKU_CLI"], "generate", "--seed", str(seed), *args], capture_output=True, text=True, check=True
        ).stdout.strip()
        kw = {"--level": "level", "--score": "score", "--symmetry": "symmetry"}
        options = {kw[k]: v for k, v in zip(args[::2], args[1::2])}
        if "score" in options:
            options["score"] = tuple(float(x) for x in options["score"].split("-"))
        assert s.generate(seed, **options).puzzle == cli


def test_generate_keeps_its_options():
    g = s.generate(7, level="expert")
    assert g.rating.level == 3 and s.solve(g.puzzle) == g.solution and s.count(g.puzzle) == 1
    assert s.rate(g.puzzle) == g.rating
    assert 6.0 <= s.generate(7, score=(6.0, 6.5)).rating.score <= 6.5
    assert s.generate(3, technique="X-Wing").rating.hardest_name == "X-Wing"
    g = s.generate(5, clues=30, symmetry="none")
    assert sum(c != "." for c in g.puzzle) <= 30
    assert s.generate(5, level=2) == s.generate(5, level="hard")
    with pytest.raises(s.LimitReached):
        s.generate(1, score=9.9, attempts=1)


def test_hint_on_a_puzzle_and_on_pencil_marks():
    h = s.hint(CLASSIC)
    assert h.kind == "step" and h.technique_name and h.explanation
    assert len(h.placed) == 1
    cell, digit = h.placed[0]
    assert CLASSIC_SOLUTION[cell] == str(digit)
    # Every candidate in every empty cell: the hint works on marks.
    marks = "".join("123456789" if c == "." else "".join(d if d == c else "." for d in "123456789") for c in CLASSIC)
    m = s.hint(marks)
    assert m.kind == "step" and m.eliminated
    for cell, ds in m.eliminated:
        assert str(CLASSIC_SOLUTION[cell]) not in map(str, ds)


def test_a_chain_hint_carries_its_nodes():
    # A puzzle whose first hard step is a chain (found by rating; on some
    # seeds hints take a W-Wing first, which ratings leave out).
    g = s.generate(3, technique="xy-chain")
    game = s.Game(g.puzzle)
    for _ in range(200):
        h = game.hint()
        if h.technique_name == "XY-chain":
            assert len(h.chain) >= 4 and h.chain[-1].link == "end"
            assert all(1 <= n.digit <= 9 and n.cells for n in h.chain)
            return
        for cell, digit in h.placed:
            game.enter(cell // 9 + 1, cell % 9 + 1, digit)
    pytest.fail("no XY-chain hint on a puzzle whose hardest step is one")
