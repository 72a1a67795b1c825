"""`redeals N` played through a Session: the engine offers a pile's redeal
click only while redeals are left, `Session.redeals_left` counts them down,
and undo, saves and `Session.key()` keep the count (it is a game variable)."""

from __future__ import annotations

from runtime import Session
from tests.runtime.paperlang.conftest import open_game

GAME = """game R start
    #use "deck"
    int limit = {limit}
    visiblestack waste
    hiddenstack spare
    pile deck start redeals {pile} end
    deck -> spare top 49           ; a stock of three cards
    turn start
        pickone start
            pick deck -> waste top 1 where from{{from.size > 0}} then
            pick deck -> deck top 0 where from{{from.size == 0}} then
                waste -> deck top all
        end
    end
end
"""


def clicks(session) -> list[str]:
    return [str(m) for m in session.moves() if m.target is None]


def through(session) -> None:
    """Turn the whole stock onto the waste."""
    while session.cards("deck"):
        session.play(next(m for m in session.moves() if m.target == "waste"))


def test_the_redeal_is_offered_while_redeals_are_left():
    s = open_game(GAME.format(limit=0, pile=2))
    assert s.redeal_piles() == ("deck",)
    assert s.redeals_left("deck") == 2 and s.redeals_left("waste") is None
    for left in (1, 0):
        through(s)
        assert clicks(s) == ["click deck"]
        s.play(s.moves()[-1])
        assert s.redeals_left("deck") == left
        assert len(s.cards("deck")) == 3 and not s.cards("waste")
    through(s)
    assert clicks(s) == [] and s.status == "lost"
    assert not s.click("deck")


def test_undo_and_saves_keep_the_count(tmp_path):
    source = tmp_path / "r.pl"
    source.write_text(GAME.format(limit=0, pile=1), encoding="utf-8")
    s = Session.open(str(source), seed=3)
    through(s)
    before = s.key()
    s.play(s.moves()[-1])
    assert s.redeals_left("deck") == 0 and s.key() != before
    s.undo()
    assert s.redeals_left("deck") == 1 and s.key() == before
    s.redo()
    s.save(tmp_path / "r.json")
    again = Session.load(tmp_path / "r.json", source=str(source))
    assert again.redeals_left("deck") == 0 and again.key() == s.key()
    through(again)
    assert clicks(again) == []


def test_a_variable_limit_and_no_limit():
    s = open_game(GAME.format(limit=1, pile="limit"))
    assert s.redeals_left("deck") == 1
    through(s)
    s.play(s.moves()[-1])
    assert s.redeals_left("deck") == 0
    through(s)
    assert clicks(s) == []
    endless = open_game(GAME.format(limit=-1, pile="limit"))
    assert endless.redeals_left("deck") is None
    through(endless)
    start = endless.key()
    for _ in range(3):  # round and round: nothing is counted, the states repeat
        endless.play(endless.moves()[-1])
        through(endless)
        assert endless.key() == start
    assert open_game(GAME.format(limit=0, pile=-1)).redeal_piles() == ()
