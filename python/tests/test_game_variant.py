"""Game and Variant: play, undo, save and load, hints, variants bounded by
guesses and time."""

import threading
import time

import pytest

import libsudoku as s
from conftest import CLASSIC, CLASSIC_SOLUTION


def test_a_game_plays_undoes_and_saves():
    g = s.Game(CLASSIC)
    assert g.size == 9 and g.digit(1, 1) == 5 and g.is_given(1, 1)
    g.enter(1, 3, 1)
    assert g.digit(1, 3) == 1 and g.mistakes() == [2]
    g.enter(1, 4, 5)
    assert (3, 0, 0) in g.conflicts() and g.clashes()
    assert g.undo() and g.digit(1, 4) == 0 and g.redo() and g.digit(1, 4) == 5
    g.toggle_pencil(2, 2, 7)
    assert g.pencil(2, 2) == 1 << 6
    saved = g.save()
    h = s.Game.load(saved)
    assert h.save() == saved and h.digit(1, 3) == 1 and h.pencil(2, 2) == 1 << 6
    assert g.hint().kind == "wrong digit"


def test_a_game_finishes_by_its_hints():
    g = s.Game(CLASSIC)
    for _ in range(81):
        hint = g.hint()
        if hint.kind == "solved" or g.is_complete():
            break
        for cell, digit in hint.placed:
            g.enter(cell // 9 + 1, cell % 9 + 1, digit)
    assert g.is_complete()
    assert "".join(str(g.digit(r, c)) for r in range(1, 10) for c in range(1, 10)) == CLASSIC_SOLUTION


def test_a_failed_move_leaves_the_game_as_it_was():
    g = s.Game(CLASSIC)
    before = g.save()
    with pytest.raises(s.RangeError, match="given"):
        g.enter(1, 1, 4)
    with pytest.raises(s.RangeError):
        g.enter(10, 1, 4)
    with pytest.raises(s.RangeError):
        g.set_pencil(1, 2, 1 << 12)
    assert g.save() == before


def test_a_variant_solves_counts_rates_and_plays():
    v = s.Variant.generate(1, "size 6\nrules diagonal killer", level="easy")
    assert v.size == 6 and "cage" in v.text
    solution = v.solve()
    assert len(solution) == 36 and v.count(limit=5) == 1
    assert v.rate().level == 0
    hint = v.hint()
    assert hint.kind == "step" and hint.size == 6
    game = v.game()
    assert game.size == 6 and s.Game.load(game.save()).size == 6
    assert s.Variant.parse(v.text).solve() == solution
    assert s.Variant("size 4").count(limit=1000) == 288


def test_a_variant_goes_to_fpuzzles_and_back():
    v = s.Variant.generate(1, "size 6\nrules diagonal killer", level="easy")
    json = v.to_fpuzzles()
    assert json.startswith('{"size":6,') and '"killercage"' in json
    back = s.Variant.from_fpuzzles(json)
    assert back.text == v.text and back.solve() == v.solve()
    link = (
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZ"
        "YHv3lwC6yQv3GCRYwTL5SBC/iFKVqKdIxbtOMYSJBsIbMtRABLwLwbgAD2ABCQBGDp4/sguQA=="
    )
    assert s.Variant.from_fpuzzles(link).count(limit=100) == 18
    with pytest.raises(s.ParseError, match="clone"):
        s.Variant.from_fpuzzles('{"size":4,"clone":[{}]}')
    thermo = s.Variant("size 4\nthermo r1c1 r1c2 r1c3")
    assert '"thermometer"' in thermo.to_fpuzzles()
    with pytest.raises(s.ParseError, match="greater"):
        s.Variant("size 4\ngreater r1c1 r1c2").to_fpuzzles()


def test_a_variant_is_bounded_by_guesses_and_time():
    hard = s.Variant("size 9\nrules diagonal anti-king non-consecutive")
    with pytest.raises(s.LimitReached, match="ms"):
        hard.count(timeout=0.05)
    with pytest.raises(s.LimitReached):
        hard.count(max_guesses=10)
    with pytest.raises(s.LimitReached):
        s.Variant.generate(3, "size 9\nrules jigsaw", attempts=1, max_guesses=5)


def test_a_cancel_flag_stops_a_call_from_another_thread():
    hard = s.Variant("size 9\nrules diagonal anti-king non-consecutive")
    flag = s.Cancel()
    timer = threading.Timer(0.1, flag.cancel)
    timer.start()
    begin = time.perf_counter()
    with pytest.raises(s.Cancelled):
        hard.count(cancel=flag)
    assert flag.is_set and time.perf_counter() - begin < 1.0
    flag.reset()
    assert not flag.is_set
    assert s.Variant("size 4").count(limit=3, cancel=flag) == 3
    done = s.Cancel()
    done.cancel()
    with pytest.raises(s.Cancelled):
        s.generate(1, cancel=done)
    with pytest.raises(s.Cancelled):
        s.Variant.generate(1, "size 6", cancel=done)
    with pytest.raises(s.Cancelled):
        s.Variant("size 6").rate(cancel=done)
