"""`every` and `auto` onto their own sources (`every piles -> piles top 1
where to{...}` in a `then` body), on the compiled engine (issue 22): one
pass over the sources in order, each moving onto the first destination its
filter allows as the table stands then, itself among them in its turn
(`auto`: the first move of such a pass; a stack onto itself leaves it and
comes back, `docs/paperlang.md`, "Transfers"). Compiled from a real
source, played at random, and checked move by move against a little model
of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# after each card dealt: every pile moves its top card onto the first pile
# two shorter than it (as the moves before left them), then the first pile
# of more than three cards onto the first at least as tall: itself, unless
# one before it is
SPREAD = """game Spread start
    #use "deck"
    visiblestack waste
    stacklist piles[4]
    shuffle deck
    setup start
        turnup deck all
        deck -> piles[0] top 3
        deck -> piles[1] top 1
    end
    turn start
        pickone start
            pick deck -> piles top 1 where from{from.size > 0}, to{to.size < 6} then
                every piles -> piles top 1 where from{from.size > 0}, to{to.size + 1 < from.size}
                auto piles -> piles top 1 where from{from.size > 3}, to{to.size >= from.size}
            pick piles -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(4)]


class Model:
    """Spread as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.onto_itself = 0  # (how often the `auto` took its own pile)

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = []
        if stacks["deck"]:
            found += [("deck", pile) for pile in PILES if len(stacks[pile]) < 6]
        return found + [(pile, "waste") for pile in PILES if stacks[pile]]

    def move(self, source: str, target: str) -> None:
        card = self.stacks[source].pop()  # (onto itself: off it and back)
        self.stacks[target].append(card)

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self.move(source, target)
        if source != "deck":
            return
        sizes = lambda name: len(self.stacks[name])  # noqa: E731  (as the table stands)
        for pile in PILES:  # `every`: each pile in turn, onto the first two shorter
            if sizes(pile) > 0:
                onto = next((b for b in PILES if sizes(b) + 1 < sizes(pile)), None)
                if onto is not None:
                    self.move(pile, onto)
        for pile in PILES:  # `auto`: the first move of such a pass
            if sizes(pile) > 3:
                onto = next(b for b in PILES if sizes(b) >= sizes(pile))  # (itself at least)
                self.onto_itself += onto == pile
                self.move(pile, onto)
                break


def test_every_and_auto_onto_their_own_sources_compile() -> None:
    compiled(SPREAD)


@pytest.mark.parametrize("seed", range(6))
def test_every_and_auto_onto_their_own_sources_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(SPREAD)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_auto_takes_its_own_pile_and_others() -> None:
    itself = others = 0
    for seed in range(6):
        session = Session(game_class(SPREAD)(), seed)
        model, replay = Model(session), Model(session)
        for move in played_against(session, model, seed, steps=200):
            before = {name: list(cards) for name, cards in replay.stacks.items()}
            replay.play(move)
            others += move.source == "deck" and replay.stacks != before
        itself += model.onto_itself
    assert itself > 0 and others > 0


# a pick from a pile to every pile of its list: the amount to each in turn,
# the pile itself among them (its cards leave it and come back)
ROUND = SPREAD.replace(
    "            pick piles -> waste top 1 where from{from.size > 0} then\n",
    "            pick piles -> waste top 1 where from{from.size > 0} then\n"
    "            pick piles -> every piles top 2 where from{from.size > 1} then\n",
)


class RoundModel(Model):
    """Round: Spread, and a pick from a pile of two or more cards giving
    two (one at a time, the top card first) to each pile in turn."""

    def moves(self) -> list[tuple[str, str | None]]:
        found: list[tuple[str, str | None]] = list(super().moves())
        return found + [(pile, None) for pile in PILES if len(self.stacks[pile]) > 1]

    def play(self, move: Move) -> None:
        if move.target is not None:
            super().play(move)
            return
        source = self.stacks[move.source or ""]
        for pile in PILES:
            moving = source[-2:][::-1]  # (as many as are left, the top card first)
            del source[len(source) - len(moving) :]
            self.stacks[pile] += moving


@pytest.mark.parametrize("seed", range(4))
def test_a_pick_to_every_pile_of_its_own_list_plays_as_the_reference_says(seed: int) -> None:
    assert ROUND != SPREAD
    session = Session(game_class(ROUND)(), seed)
    played = played_against(session, RoundModel(session), seed, steps=200)
    assert any(move.target is None for move in played)
