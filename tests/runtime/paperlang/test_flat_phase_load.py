"""A phase that runs itself in the game's own statements (the load pass),
on the compiled engine: run at compile time as the language runs it
before each deal, each `do` of the phase inside its own copy inlined
again as it runs, in a frame of its own (its locals its own at each
depth, the locals of its caller seen); past 64 deep the deal stops with
the language's error naming the phase and the `do`. The expected tables
are dealt here by hand from the unshuffled deck, as the language
reference says the game's statements run (`docs/paperlang.md`,
"Structure")."""

from __future__ import annotations

import pytest

from runtime.engine.model import GameError
from runtime.session import Session
from tests.runtime.paperlang.modelled import compiled

# `left` cards round the rows from row `at` on, once a card, the phase
# running itself; each copy keeps the row it dealt to in a local of its
# own (`here`), and after the deeper copies ran, one that dealt to the
# first row sends a card to the waste
LOAD_RECURSE = """game LoadRecurse start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste
    int dealt = 0
    int at = 1
    phase deal start
        if left > 0 start
            int here = at
            deck -> rows[here] top 1
            dealt = dealt + 1
            at = (here + 1) % 4
            left = left - 1
            do deal
            if here == 0 start
                deck -> waste top 1
            end
        end
    end
    if LEFT >= 0 start
        int left = LEFT
        do deal
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{deck.size > 0} then
            pick rows -> waste top 1 where from{from.size > 0} then
        end
    end
    score dealt * 100 + at
end
"""


def names(session: Session, stack: str) -> list[str]:
    return [card.name for card in session.cards(stack)]


@pytest.mark.parametrize("left", [0, 1, 9, 30])
def test_a_phase_that_runs_itself_in_the_load_pass_deals_as_the_reference_says(
    left: int,
) -> None:
    rules_class = compiled(LOAD_RECURSE.replace("LEFT", str(left)))
    # (nothing of it is left to play: the deal's first lines move the cards)
    assert not [name for name in dir(rules_class) if name.startswith("flat_phase")]
    deck = names(Session(compiled(LOAD_RECURSE.replace("LEFT", "-1"))(), 0), "deck")
    rows: list[list[str]] = [[], [], [], []]
    waste: list[str] = []
    at, heres = 1, []
    for _ in range(left):  # (the copies, by hand: down...)
        heres.append(at)
        rows[at].append(deck.pop())
        at = (at + 1) % 4
    for here in reversed(heres):  # (... and back up, each with its own `here`)
        if here == 0:
            waste.append(deck.pop())
    for seed in (0, 3):  # (nothing shuffles: every seed deals the same)
        session = Session(rules_class(), seed)
        assert [names(session, f"rows[{k}]") for k in range(4)] == rows
        assert names(session, "waste") == waste and names(session, "deck") == deck
        assert session.score == left * 100 + at
    session.play(session.moves()[0])  # (and play goes on from that table)
    assert len(session.cards("waste")) == len(waste) + 1


def test_a_phase_that_runs_itself_too_deep_in_the_load_pass_stops_the_deal() -> None:
    rules_class = compiled(LOAD_RECURSE.replace("LEFT", "70"))
    assert rules_class.flat_depth < 70
    with pytest.raises(GameError, match="phase deal runs itself more than 64 deep") as found:
        Session(rules_class(), 0)
    assert (found.value.source, found.value.line) == ("t.pl", 14)  # (`do deal`)
