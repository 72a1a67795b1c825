"""A card attribute of type `playerref` (`card Token start playerref owner
end`), on the compiled engine (issue 22): a player's number in the card's
values, none until set, read as a player is (`!=`, `==`, `currentPlayer +
1`, none comparing false with any player). Compiled from a real source,
played at random, and checked move by move against a little model of the
game written from the language reference (`docs/paperlang.md`, "Players")."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import compiled, played_against

# a token put on the waste is its player's; the deck turns onto the waste
# unless the current player's own token lies there; the other player's token
# goes back to the pool, and scores a point for the player who sends it
OWNERS = """game Owners start
    #use "deck"
    card Token start playerref owner int v = 0 end
    visiblestack waste
    visiblestack pool
    players 2
    foreachplayer p start
        int p.score = 0
    end
    shuffle deck
    place Token -> pool 6
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick pool -> waste top 1 where from{from.size > 0} then
                waste.top.owner = currentPlayer
            pick deck -> waste top 1
                where from{(from.size > 0) && (waste.top.owner != currentPlayer)} then
            pick waste -> pool top 1
                where from{(from.size > 0) && (from.top.owner == currentPlayer + 1)} then
                currentPlayer.score = currentPlayer.score + 1
        end
    end
end
"""


def ids(session: Session, name: str) -> list[int]:
    return [card.id for card in session.cards(name)]


class Model:
    """Owners as the reference says it plays: cards by id, the tokens'
    owners (none until set), whose turn it is and the players' scores."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: ids(session, name) for name in session.stacks()}
        self.owner: dict[int, int | None] = dict.fromkeys(self.stacks["pool"])
        self.current = 0
        self.scores = [0, 0]

    def _owner(self, name: str) -> int | None:
        """The owner of a stack's top card (none: no card, no token, no owner)."""
        cards = self.stacks[name]
        return self.owner.get(cards[-1]) if cards else None

    def moves(self) -> list[tuple[str, str]]:
        found = []
        mine = self._owner("waste")
        if self.stacks["pool"]:
            found.append(("pool", "waste"))
        if self.stacks["deck"] and mine is not None and mine != self.current:
            found.append(("deck", "waste"))
        if mine is not None and mine == (self.current + 1) % 2:
            found.append(("waste", "pool"))
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        card = self.stacks[source].pop()
        self.stacks[target].append(card)
        if source == "pool":
            self.owner[card] = self.current
        if target == "pool":
            self.scores[self.current] += 1
        self.current = (self.current + 1) % 2


def test_a_card_attribute_of_players_compiles() -> None:
    compiled(OWNERS)


@pytest.mark.parametrize("seed", range(6))
def test_a_card_attribute_of_players_plays_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(OWNERS)(), seed)
    model = Model(session)

    def turns() -> None:
        assert session.player == model.current

    played = played_against(session, model, seed, 120, read=ids, check=turns)
    assert {move.target for move in played} == {"waste", "pool"}


# a pin holds the card turned onto the waste while it lay on top of the
# pins; a pin goes out while the card it holds is worth more than 6; the
# waste's card goes out onto the pin that holds it
PINS = """game Pins start
    #use "deck"
    card Pin start card held int v = 0 end
    visiblestack waste
    visiblestack pins
    visiblestack out
    shuffle deck
    place Pin -> pins 4
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                if pins.size > 0 start
                    pins.top.held = waste.top
                end
            pick pins -> out top 1 where from{(from.size > 0) && (from.top.held.v > 6)} then
            pick waste -> out top 1 where from{(from.size > 0) && (out.top.held == from.top)} then
        end
    end
end
"""


class PinsModel:
    """Pins as the reference says it plays: cards by id, the card each pin
    holds (none until set), the deck's cards worth their rank."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: ids(session, name) for name in session.stacks()}
        self.v = {card.id: card.rank for card in session.cards("deck")}
        self.held: dict[int, int | None] = dict.fromkeys(self.stacks["pins"])

    def _held(self, name: str) -> int | None:
        cards = self.stacks[name]
        return self.held.get(cards[-1]) if cards else None

    def moves(self) -> list[tuple[str, str]]:
        deck, pins, waste = self.stacks["deck"], self.stacks["pins"], self.stacks["waste"]
        found = [("deck", "waste")] if deck else []
        held = self._held("pins")
        if pins and held is not None and self.v[held] > 6:
            found.append(("pins", "out"))
        if waste and self._held("out") == waste[-1]:  # (one pack: one card of each type)
            found.append(("waste", "out"))
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self.stacks[target].append(self.stacks[source].pop())
        if source == "deck" and self.stacks["pins"]:
            self.held[self.stacks["pins"][-1]] = self.stacks["waste"][-1]


def test_a_card_attribute_of_cards_compiles() -> None:
    compiled(PINS)


@pytest.mark.parametrize("seed", range(6))
def test_a_card_attribute_of_cards_plays_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(PINS)(), seed)
    played = played_against(session, PinsModel(session), seed, 120, read=ids)
    assert {(move.source, move.target) for move in played} >= {("deck", "waste"), ("pins", "out")}
