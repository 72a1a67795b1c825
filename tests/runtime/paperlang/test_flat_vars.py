"""Game variables (`FlatGame.flat_changing`): the ones the
picks' `then` bodies set, such as the counter `redeals N` keeps, ride in
one more tuple after the stacks, and the engine plays them as recorded
(`recorded.played`), move by move, until the redeals run out."""

from __future__ import annotations

import random

import pytest

from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.recorded import Redealing, played
from tests.runtime.paperlang.test_flat import ROOT, SOURCES, table

# Klondike's own rules with a limit small enough to run out in a playout
KLONDIKE = """game Short_Klondike start
    int draw = {draw}
    bool faceup = false
    int redeal_limit = {limit}
    #use "include/klondike.pl"
end
"""

# a literal limit (no variable), and a variable one, on a stock of three cards
STOCK = """game R start
    #use "deck"
    int limit = {limit}
    visiblestack waste
    hiddenstack spare
    pile deck start redeals {pile} end
    deck -> spare top 49
    turn start
        pickone start
            pick deck -> waste top 1 where from{{from.size > 0}} then
            pick deck -> deck top 0 where from{{from.size == 0}} then
                waste -> deck top all
        end
    end
end
"""


def short(source: str) -> type:
    rules = game_class(source, str(SOURCES / "short.pl"))
    assert issubclass(rules, FlatGame)
    return rules


def same_game(rules: type, seed: int, steps: int = 400) -> tuple[Session, list[int | None]]:
    """A game played as recorded (`played`: at random, the stock's click
    most of the time, so that redeals run out, the redeals left at every
    step); the session at the end, and the redeals left after each move."""
    chooser = Redealing(seed, "deck", 0.7, any_of=True)
    fast = played(rules, seed, steps, ("redeals deck",), chooser=chooser)
    again = Session(rules(), seed)
    left = [again.redeals_left("deck")]
    for move in fast.history():
        again.play(move)
        left.append(again.redeals_left("deck"))
    return fast, left


@pytest.mark.parametrize("seed", range(3))
def test_klondike_plays_as_recorded_until_its_redeals_run_out(seed: int) -> None:
    rules = short(KLONDIKE.format(draw=3, limit=2))
    assert Session(rules(), seed).state[-1] == (0,)  # the counter, after the 13 stacks
    fast, left = same_game(rules, seed)
    assert left[0] == 2 and left[-1] == 0 and 1 in left
    # out of redeals: the empty stock offers nothing, though the waste has cards
    assert not fast.cards("deck") and fast.cards("waste")
    assert not [m for m in fast.moves() if m.source == "deck"]
    assert fast.state[-1] == (2,)


@pytest.mark.parametrize("limit, pile", [(0, "2"), (1, "limit"), (-1, "limit"), (0, "-1")])
def test_literal_variable_and_endless_limits_agree(limit: int, pile: str) -> None:
    fast, left = same_game(short(STOCK.format(limit=limit, pile=pile)), 5, 60)
    if pile == "-1" or limit == -1:
        assert set(left) == {None} and fast.status == "playing"  # endless: clicks go on
    else:
        assert left[-1] == 0 and fast.status == "lost"


def test_the_key_tells_the_counts_apart_and_search_sees_them() -> None:
    fast = Session(short(STOCK.format(limit=0, pile="3"))(), 1)
    rules = fast.rules
    seen = {}
    for _ in range(12):  # round the three-card stock: same table, one more redeal each time
        state = fast.state
        for move in fast.moves():
            child = rules.successor(state, move)
            assert child == rules.play(state, move)[0]
            assert rules.key(child) == rules.key(rules.play(state, move)[0])
        seen.setdefault(tuple(table(fast)), set()).add(fast.key())
        fast.play(fast.moves()[-1])
    assert max(len(keys) for keys in seen.values()) > 1  # one table, two counts: two keys


def test_undo_redo_and_a_save_keep_the_count(tmp_path) -> None:
    path = tmp_path / "short.pl"
    path.write_text(STOCK.format(limit=0, pile="2"), encoding="utf-8")
    session = Session.open(str(path), seed=2)
    assert isinstance(session.rules, FlatGame)
    counts = [session.redeals_left("deck")]
    for _ in range(20):  # three cards, three passes: 11 moves
        if not session.moves():
            break
        session.play(session.moves()[-1])
        counts.append(session.redeals_left("deck"))
    assert counts[0] == 2 and counts[-1] == 0
    session.save(tmp_path / "game.json")
    loaded = Session.load(tmp_path / "game.json", source=str(path))
    assert type(loaded.state) is tuple and loaded.redeals_left("deck") == 0
    assert loaded.key() == session.key()
    for count in reversed(counts[:-1]):
        assert session.undo()
        assert session.redeals_left("deck") == count
    while session.redo():
        pass
    assert session.redeals_left("deck") == 0 and session.key() == loaded.key()


@pytest.mark.parametrize("game", ["klondike", "klondike_draw_one", "thoughtful_klondike"])
def test_the_bundled_klondikes_keep_their_counter_in_the_state(game: str) -> None:
    session = Session.open(ROOT / "plugins" / f"{game}.py", seed=1)
    assert type(session.rules).flat_changing == ("redeals of deck",)
    assert session.state[-1] == (0,) and session.redeals_left("deck") is None  # no limit


def test_an_arranged_position_goes_on() -> None:
    # after two redeals of a limit of two, arranged: the count stays, the state
    # stays flat (and the game is lost, as it was on the first engine)
    fast = Session(short(STOCK.format(limit=0, pile="2"))(), 4)
    for _ in range(8):  # three cards round twice: both redeals used
        fast.play(fast.moves()[-1])
    assert fast.redeals_left("deck") == 0
    ids = sorted(card.id for name in fast.stacks() for card in fast.cards(name))
    piles = {"deck": [(i, False) for i in ids[:2]], "spare": [(i, False) for i in ids[2:]]}
    fast.arrange(piles)
    assert type(fast.state) is tuple and fast.state[-1] == (2,)
    chooser = random.Random(4)
    for _ in range(10):
        if not fast.moves():
            break
        fast.play(chooser.choice(fast.moves()))
        assert fast.redeals_left("deck") == 0
    assert fast.status == "lost"
