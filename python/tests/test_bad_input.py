"""The bad-input table: every row raises its typed error with a message,
and the interpreter lives on."""

import math

import numpy as np
import pytest

import libsudoku as s
from conftest import CLASSIC

P = np.zeros((2, 81), dtype=np.uint8)

ROWS = [
    # (name, call, error, words the message holds)
    ("puzzle too short", lambda: s.solve("123"), s.ParseError, "3 cells"),
    ("bad character", lambda: s.solve("x" * 81), s.ParseError, ""),
    ("NUL inside", lambda: s.solve("1\0" + "." * 79), s.ParseError, "NUL"),
    ("count limit 0", lambda: s.count(CLASSIC, 0), s.RangeError, "limit"),
    ("numpy row too short", lambda: s.solve(np.zeros(80, dtype=np.uint8)), s.RangeError, "81"),
    ("numpy row float", lambda: s.solve(np.zeros(81)), s.RangeError, "dtype"),
    ("numpy row digit 10", lambda: s.solve(np.full(81, 10, dtype=np.uint8)), s.ParseError, "0-9"),
    ("batch float dtype", lambda: s.solve_many(P.astype(np.float64)), s.RangeError, "dtype"),
    ("batch wrong shape", lambda: s.solve_many(np.zeros((2, 80), dtype=np.uint8)), s.RangeError, "shape"),
    ("batch 1-D", lambda: s.rate_many(np.zeros(81, dtype=np.uint8)), s.RangeError, "shape"),
    ("batch digit 10", lambda: s.solve_many(np.full((2, 81), 10, dtype=np.uint8)), s.ParseError, "puzzle 0"),
    ("batch int64 digit -1", lambda: s.count_many(np.full((1, 81), -1)), s.ParseError, "-1"),
    ("batch bad string", lambda: s.rate_many([CLASSIC, "x"]), s.ParseError, "puzzle 1"),
    ("batch non-string", lambda: s.solve_many([CLASSIC, 5]), s.RangeError, "puzzle 1"),
    ("negative threads", lambda: s.solve_many(P, threads=-1), s.RangeError, "threads"),
    ("float threads", lambda: s.rate_many(P, threads=1.5), s.RangeError, "threads"),
    ("count_many limit 0", lambda: s.count_many(P, limit=0), s.RangeError, "limit"),
    ("NaN seed", lambda: s.generate_many(np.array([1.0, math.nan])), s.RangeError, "nan"),
    ("negative seed", lambda: s.generate_many([3, -1]), s.RangeError, "-1"),
    ("fractional seed", lambda: s.generate_many([1.5]), s.RangeError, "1.5"),
    ("seed dtype", lambda: s.generate_many(np.array(["a"])), s.RangeError, "dtype"),
    ("seeds 2-D", lambda: s.generate_many(np.zeros((2, 2), dtype=np.uint64)), s.RangeError, "shape"),
    ("NaN seed, one puzzle", lambda: s.generate(math.nan), s.RangeError, "nan"),
    ("negative seed, one puzzle", lambda: s.generate(-1), s.RangeError, "-1"),
    ("unknown level", lambda: s.generate(1, level="hardest"), s.RangeError, "level"),
    ("level out of range", lambda: s.generate(1, level=5), s.RangeError, "level"),
    ("unknown technique", lambda: s.generate(1, technique="Y-Wing"), s.RangeError, "technique"),
    ("technique never rated", lambda: s.generate(1, technique="AIC"), s.RangeError, "hardest"),
    ("unknown symmetry", lambda: s.generate(1, symmetry="spiral"), s.RangeError, "symmetry"),
    ("score NaN", lambda: s.generate(1, score=math.nan), s.RangeError, "score"),
    ("score pair reversed", lambda: s.generate(1, score=(7.0, 3.0)), s.RangeError, "above"),
    ("score and level apart", lambda: s.generate(1, level="easy", score=(6.0, 7.0)), s.RangeError, "overlap"),
    ("clues 5", lambda: s.generate(1, clues=5), s.RangeError, "clues"),
    ("attempts 0", lambda: s.generate(1, attempts=0), s.RangeError, "attempts"),
    ("bad marks", lambda: s.hint("x" * 729), s.ParseError, ""),
    ("hint, no solution", lambda: s.hint("11" + "." * 79), s.NoSolution, ""),
    ("game, not unique", lambda: s.Game("." * 81), s.NotUnique, ""),
    ("bad saved game", lambda: s.Game.load("nonsense"), s.ParseError, ""),
    ("variant statement", lambda: s.Variant("size 9\nrules sideways"), s.ParseError, "sideways"),
    ("variant size", lambda: s.Variant("size 99"), s.ParseError, "99"),
    ("f-puzzles not JSON", lambda: s.Variant.from_fpuzzles("size 9"), s.ParseError, "f-puzzles"),
    ("f-puzzles NUL", lambda: s.Variant.from_fpuzzles("{\0}"), s.ParseError, "NUL"),
    ("variant limit 0", lambda: s.Variant("size 4").count(limit=0), s.RangeError, "limit"),
    ("variant max_guesses negative", lambda: s.Variant("size 4").count(max_guesses=-1), s.RangeError, "max_guesses"),
    ("variant timeout negative", lambda: s.Variant("size 4").count(timeout=-1), s.RangeError, "timeout"),
    ("variant timeout NaN", lambda: s.Variant("size 4").solve(timeout=math.nan), s.RangeError, "timeout"),
    ("variant level", lambda: s.Variant.generate(1, "size 6", level="nope"), s.RangeError, "level"),
    ("variant rules", lambda: s.Variant.generate(1, "size 6\nrules nope"), s.ParseError, "nope"),
    ("variant no solution", lambda: s.Variant("size 4\ngivens 11..............").solve(), s.NoSolution, ""),
]


@pytest.mark.parametrize("name,call,error,words", ROWS, ids=[r[0] for r in ROWS])
def test_bad_input_raises_its_typed_error(name, call, error, words):
    with pytest.raises(error) as caught:
        call()
    assert isinstance(caught.value, s.SudokuError)
    message = str(caught.value)
    assert message and words.lower() in message.lower(), message


def test_the_status_is_the_c_apis():
    with pytest.raises(s.ParseError) as caught:
        s.solve("123")
    assert caught.value.status == -3
    with pytest.raises(s.RangeError) as caught:
        s.solve_many(P, threads=-1)
    assert caught.value.status == -2


def test_random_input_only_ever_raises_sudoku_errors():
    """Random strings and arrays into every entry point: an answer or a
    SudokuError, never another exception or a crash."""
    rng = np.random.default_rng(47)
    alphabet = list("123456789.0_ \n\t#xA;-") + ["size 9\n", "rules ", "cage 10 r1c1 r1c2\n", "givens "]
    calls = [
        s.solve,
        s.count,
        s.rate,
        s.hint,
        s.Game,
        s.Game.load,
        lambda t: s.Variant(t).count(limit=2, max_guesses=2000),
        lambda t: s.Variant.generate(1, t, attempts=1, max_guesses=2000),
        lambda t: s.rate_many([t]),
        lambda t: s.solve_many([t, CLASSIC]),
    ]
    for i in range(600):
        n = int(rng.choice([0, 1, 80, 81, 82, 200, 729]))
        text = "".join(rng.choice(alphabet, size=n)) if n else ""
        try:
            calls[i % len(calls)](text)
        except s.SudokuError:
            pass
    for _ in range(100):
        rows = int(rng.integers(0, 4))
        P = rng.integers(0, 12, size=(rows, 81)).astype(np.uint8)
        P[P > 9] = 0 if rng.random() < 0.5 else P[P > 9]
        for batch in (s.solve_many, s.rate_many, lambda p: s.count_many(p, limit=3)):
            try:
                batch(P)
            except s.SudokuError:
                pass
