"""Card hooks that move and make cards, on the compiled engine (issue 22):
a hook's transfer (`deck -> spare top 1` in an `onmoved` hook, `spare ->
waste` in a `premove`) moves its cards as a `then` body's does, each
card's own hooks run in turn (nested), and cards a hook makes (`place
Flag -> log 1`) take the next ids. Compiled from real sources and played
at random as recorded (`recorded.played`), and checked against what the
language reference says."""

from __future__ import annotations

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.recorded import played

# an ace landing on the waste brings the deck's top card to the spare (its
# own `onmoved` hook runs then, nested); a king about to leave a pile sends
# the spare's top card to the waste first (an ace there sets the first hook
# off in turn); every card that lands counts itself
HOOK_MOVES = """game HookMoves start
    #use "deck"
    visiblestack waste
    visiblestack spare
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    int moved = 0
    onmoved number start
        moved = moved + 1
        if (to == waste) && (this.v == 1) start
            deck -> spare top 1
        end
    end
    premove kingS start
        if from != spare start
            spare -> waste top 1
        end
    end
    premove kingH start
        if from != spare start
            spare -> piles[0] top 1
        end
    end
    setup start
        turnup deck all
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick spare -> homes build then
            pick deck -> waste top 3 where from{moved < 400} then
            pick waste -> deck top 0 where from{deck.size == 0} then
                waste -> deck top all
        end
    end
end
"""

# hooks that make cards: a flag for every card that lands on the waste, and
# one under the log for each ace about to leave it
HOOK_MAKES = """game HookMakes start
    #use "deck"
    card Flag start int v = 0 end
    visiblestack waste
    visiblestack log
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    onmoved number start
        if to == waste start
            place Flag -> log 1
        end
    end
    premove aceS start
        place Flag ->_ log 1
    end
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick waste -> homes build then
            pick deck -> waste top 1 then
            pick waste -> deck top 0 where from{deck.size == 0} then
                waste -> deck top all
        end
    end
end
"""

SOURCES = {"moves": HOOK_MOVES, "makes": HOOK_MAKES}


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_hooks_that_move_or_make_cards_take_the_compiled_engine(name: str) -> None:
    source = SOURCES[name]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    assert issubclass(game_class(source), FlatGame)


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_hooks_that_move_or_make_cards_play_as_recorded(name: str) -> None:
    rules_class = game_class(SOURCES[name])
    hooked = 0
    for seed in range(4):
        session = played(rules_class, seed, 250, ("some refusals",))
        hooked += sum(len(event.cards) for event in session.events if event.kind == "move")
    assert hooked


def test_a_hook_s_transfer_runs_the_hooks_of_the_cards_it_moves() -> None:
    # the deck unshuffled (the king of spades on top): the ace of spades on
    # the waste brings that king to the spare, and when the king of hearts
    # is dealt to piles[0], its `premove` sends the spare's king there first
    source = HOOK_MOVES.replace(
        "    setup start\n        turnup deck all\n",
        "    setup start\n        turnup deck all\n        deck{v == 1} -> waste top 1\n",
    )
    session = Session(game_class(source)(), 0)
    cards = {name: [(c.rank, c.suit) for c in session.cards(name)] for name in session.stacks()}
    assert cards["waste"] == [(1, "S")] and cards["spare"] == []
    assert cards["piles[0]"] == [(13, "C"), (13, "S"), (12, "S"), (12, "H")]
    moves = [(e.source, e.target) for e in session.events if e.kind == "move"]
    assert moves[:3] == [("deck", "waste"), ("deck", "spare"), ("deck", "piles[0]")]
    assert moves[3:6] == [("deck", "piles[1]"), ("spare", "piles[0]"), ("deck", "piles[2]")]
    # (every card that landed counted once: the ace, the king twice, nine dealt)
    assert session.rules._flat_values(session.state)["moved"] == 1 + 2 + 9


def test_hooks_setting_each_other_off_stop_at_the_depth_limit() -> None:
    source = """game Deep start
    card A start end
    visiblestack s visiblestack d
    onmoved A start
        to -> from top 1
    end
    place A -> s 1
    turn start
        pickone start pick s -> d top 1 where from{from.size > 0} then end
    end
end
"""
    assert refusal(game_ir_of(source)) is None
    session = Session(game_class(source)(), 0)
    with pytest.raises(GameError, match=r"t\.pl:4: card hooks set each other off too deeply"):
        session.click("s")
    assert len(session.cards("s")) == 1
    assert session.rules.flat_deep == 0
