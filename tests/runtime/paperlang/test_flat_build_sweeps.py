"""`every S -> D build` and `auto S -> D build` in a `then` body (issue
22), on the compiled engine: from each source in set order, the first move
a build pick from it would offer, as the moves before left the table
(`auto`: the first source that has one, alone), as the language reference
says (`docs/paperlang.md`, "Transfers"). Compiled from a real source,
played at random, and checked move by move against a little model."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# the homes take an ace, then one up in suit; the rows a king, then one
# down in the other colour; a card turned from the deck sends every row's
# top card and the waste's that a home takes there, one pass in order; a
# card put on a row lets the first top card of a row, or else the waste's,
# that another row takes go (one card)
SWEEPS = """game Sweeps start
    #use "deck"
    visiblestack waste
    stacklist rows[4] start
        build "KDA"
    end
    stacklist homes[4] start
        build "AUS"
    end
    shuffle deck
    setup start
        turnup deck all
        deck -> every rows top 2
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                every rows, waste -> homes build
            pick waste -> rows build then
                auto rows, waste -> rows build
            pick waste -> deck top all where from{(deck.size == 0) && (from.size > 0)} then
        end
    end
end
"""

Card = tuple[int, str]
RED = {"H", "D"}
ROWS = [f"rows[{k}]" for k in range(4)]
HOMES = [f"homes[{k}]" for k in range(4)]


def row_takes(pile: list[Card], card: Card) -> bool:
    """`KDA`: a king on an empty row, else one down in the other colour."""
    if not pile:
        return card[0] == 13
    top = pile[-1]
    return card[0] == top[0] - 1 and (card[1] in RED) != (top[1] in RED)


def home_takes(pile: list[Card], card: Card) -> bool:
    """`AUS`: an ace on an empty home, else one up in the same suit."""
    if not pile:
        return card[0] == 1
    return card == (pile[-1][0] + 1, pile[-1][1])


class Model:
    """Sweeps as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.swept = {"every": 0, "auto": 0}  # (the cards each sweep moved)

    def moves(self) -> list[tuple[str, str]]:
        deck, waste = self.stacks["deck"], self.stacks["waste"]
        found = [("deck", "waste")] if deck else []
        if waste:
            found += [("waste", row) for row in ROWS if row_takes(self.stacks[row], waste[-1])]
        if not deck and waste:
            found.append(("waste", "deck"))
        return found

    def _first(self, source: str, dests: list[str], takes) -> str | None:
        """The first of `dests` (not `source`) that takes `source`'s top card."""
        cards = self.stacks[source]
        if not cards:
            return None
        return next((d for d in dests if d != source and takes(self.stacks[d], cards[-1])), None)

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        stacks = self.stacks
        if target == "deck":  # (one at a time, the top first)
            while stacks["waste"]:
                stacks["deck"].append(stacks["waste"].pop())
            return
        stacks[target].append(stacks[source].pop())
        if source == "deck":  # every row, then the waste, onto the first home that takes it
            for each in [*ROWS, "waste"]:
                home = self._first(each, HOMES, home_takes)
                if home is not None:
                    stacks[home].append(stacks[each].pop())
                    self.swept["every"] += 1
        else:  # the first row (or the waste) whose top card another row takes, alone
            for each in [*ROWS, "waste"]:
                row = self._first(each, ROWS, row_takes)
                if row is not None:
                    stacks[row].append(stacks[each].pop())
                    self.swept["auto"] += 1
                    break


def test_build_sweeps_compile() -> None:
    compiled(SWEEPS)


def played(seed: int) -> Model:
    session = Session(game_class(SWEEPS)(), seed)
    model = Model(session)
    played_against(session, model, seed, 200)
    return model


@pytest.mark.parametrize("seed", range(8))
def test_build_sweeps_play_as_the_reference_says(seed: int) -> None:
    played(seed)


def test_the_sweeps_move_cards() -> None:
    # (between them, the playouts' sweeps send cards home and from row to row)
    models = [played(seed) for seed in range(8)]
    assert all(sum(model.swept[kind] for model in models) for kind in ("every", "auto"))
