"""A phase that runs itself in the setup, on the compiled engine: written
as a method of the deal (`flat_deal_phase_NAME`) that takes the setup's
values it reads and gives back those it sets, each `do` of itself a call
one deeper, stopped by a GameError naming the phase and the `do`'s file
and line past `flat_depth`. The expected tables are dealt here by hand
from the unshuffled deck, as the language reference says the setup runs."""

from __future__ import annotations

import inspect

import pytest

from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class

SETUP_RECURSE = """game SetupRecurse start
    #use "deck"
    stacklist rows[3] start end
    visiblestack waste start end
    int dealt = 0
    ; one card to each row in turn from row `at` on, `left` cards: itself, once a card
    phase deal start
        if (deck.size > 0) && (left > 0) start
            deck -> rows[at] top 1
            dealt = dealt + 1
            at = (at + 1) % 3
            left = left - 1
            do deal
        end
    end
    setup start
        turnup deck all
        int at = 1
        int left = LEFT
        do deal
        deck -> waste top at
        deck -> waste top dealt
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick rows -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""
# the same game dealing nothing: the deck as the load pass leaves it
UNDEALT = (
    SETUP_RECURSE[: SETUP_RECURSE.index("    ; one card")]
    + "    setup start\n        turnup deck all\n"
    + SETUP_RECURSE[SETUP_RECURSE.index("    end\n    turn start") :]
)


def names(session: Session, stack: str) -> list[str]:
    return [card.name for card in session.cards(stack)]


@pytest.mark.parametrize("left", [0, 7, 20])
def test_a_phase_that_runs_itself_in_the_setup_deals_as_written(left: int) -> None:
    rules_class = game_class(SETUP_RECURSE.replace("LEFT", str(left)), "setup_recurse.pl")
    assert issubclass(rules_class, FlatGame)
    method = " ".join(inspect.getsource(rules_class.flat_deal_phase_deal).split())
    assert "= self.flat_deal_phase_deal( s, events, v_at, v_dealt, v_left, depth + 1 )" in method
    deck = names(Session(game_class(UNDEALT, "undealt.pl")(), 0), "deck")  # (bottom first)
    rows: list[list[str]] = [[], [], []]
    at = 1
    for _ in range(left):  # (the phase, by hand)
        rows[at].append(deck.pop())
        at = (at + 1) % 3
    waste: list[str] = []
    for count in (at, left):  # `deck -> waste top at`, `... top dealt`: one by one
        for _ in range(count):
            waste.append(deck.pop())
    session = Session(rules_class(), 0)
    assert [names(session, f"rows[{k}]") for k in range(3)] == rows
    assert names(session, "waste") == waste and names(session, "deck") == deck
    session.play(session.moves()[0])  # (and play goes on from that table)
    assert len(session.cards("waste")) == len(waste) + 1


def test_a_phase_that_runs_itself_too_deep_in_the_setup_stops_the_deal() -> None:
    # (a deal that moves no card: `left` counts down from 100)
    source = SETUP_RECURSE.replace("LEFT", "100").replace(
        "            deck -> rows[at] top 1\n", ""
    )
    rules_class = game_class(source, "setup_deep.pl")
    assert issubclass(rules_class, FlatGame) and rules_class.flat_depth < 100
    with pytest.raises(GameError, match="phase deal runs itself more than 64 deep") as found:
        Session(rules_class(), 0)
    assert (found.value.source, found.value.line) == ("setup_deep.pl", 12)
