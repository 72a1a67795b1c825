"""Picks whose cards the player chooses (`choose hand -> kept 2`, `choose
hand /> waste`), as a pick and as a transfer in a `then` body that waits
for the player (issue 22), on the compiled engine: each option the places
of the cards it moves, listed as the language lists them (the top-most
first; `/>`: each card to cut at, the top first), the first chosen landing
first. Compiled from a real source, played at random, and checked move by
move against a little model of the game written from the language
reference (`docs/paperlang.md`, "Transfers")."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, names, open_game
from tests.runtime.paperlang.modelled import cards, compiled, played_against

CHOOSING = """game Choosing start
    #use "deck"
    visiblestack waste
    visiblestack hand
    visiblestack kept
    stacklist piles[2]
    shuffle deck
    setup start
        turnup deck all
        deck -> hand top 4
    end
    turn start
        pickone start
            pick choose hand -> kept 2 where from{from.size > 2} then
            pick choose hand /> waste where from{from.size > 0}, to{to.size < 30} then
            pick deck -> hand top 1 where from{from.size > 0} then
                choose hand -> piles[0] 1
        end
    end
end
"""

Card = tuple[int, str]
Option = tuple[str, str, tuple[int, ...]]


class Model:
    """Choosing as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.choosing = False  # (the `then` body's `choose` waits)

    def moves(self) -> list[Option]:
        hand, deck, waste = self.stacks["hand"], self.stacks["deck"], self.stacks["waste"]
        n = len(hand)
        if self.choosing:
            return [
                ("hand", "piles[0]", places) for places in combinations(range(n - 1, -1, -1), 1)
            ]
        found: list[Option] = []
        if n > 2:
            found += [("hand", "kept", p) for p in combinations(range(n - 1, -1, -1), 2)]
        if n > 0 and len(waste) < 30:
            found += [("hand", "waste", (point,)) for point in range(n - 1, -1, -1)]
        if deck:
            found.append(("deck", "hand", ()))
        return found

    def play(self, move: Move) -> None:
        source, target, places = move.source or "", move.target or "", move.detail[3:]
        cards = self.stacks[source]
        if target == "waste":  # (`/>`: the run from the card cut at, as one)
            self.stacks[target] += cards[places[0] :]
            del cards[places[0] :]
        elif places:  # (the cards at those places, the first chosen landing first)
            self.stacks[target] += [cards[at] for at in places]
            for at in sorted(places, reverse=True):
                del cards[at]
        else:
            self.stacks[target].append(cards.pop())
        self.choosing = source == "deck"


def test_choose_picks_compile() -> None:
    compiled(CHOOSING)


@pytest.mark.parametrize("seed", range(6))
def test_choose_picks_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(CHOOSING)(), seed)
    option = lambda move: (move.source, move.target, move.detail[3:])  # noqa: E731
    played_against(session, Model(session), seed, option=option)


def test_the_playouts_choose_every_way() -> None:
    # (the playouts above, between them, take every pick and the `then` body's choice)
    played = set()
    for seed in range(6):
        session, chooser = Session(game_class(CHOOSING)(), seed), random.Random(seed)
        for _ in range(150):
            if not session.moves():
                break
            move = chooser.choice(session.moves())
            played.add(move.target)
            session.play(move)
    assert played == {"kept", "waste", "hand", "piles[0]"}


HAND = (
    "card A start end card B start end card C start end\n"
    "visiblestack hand visiblestack table\n"
    "place A -> hand 1 place B -> hand 1 place C -> hand 1\n"
)


def test_choose_offers_each_card_and_moves_the_picked_one() -> None:
    session = open_game(f"game T start\n{HAND}turn start choose hand -> table 1 end\nend\n")
    moves = session.moves()
    assert [(m.index, m.count) for m in moves] == [(2, 1), (1, 1), (0, 1)]  # the top first
    session.play(moves[1])
    assert names(session, "hand") == ["A", "C"] and names(session, "table") == ["B"]
    assert session.click("hand", 0)  # (a click on a card chooses it)
    assert names(session, "hand") == ["C"] and names(session, "table") == ["B", "A"]


def test_choose_cut_moves_the_card_and_all_above_it() -> None:
    session = open_game(f"game T start\n{HAND}turn start choose hand /> table end\nend\n")
    moves = session.moves()
    assert [(m.index, m.count) for m in moves] == [(2, 1), (1, 2), (0, 3)]
    session.play(moves[1])
    assert names(session, "hand") == ["A"] and names(session, "table") == ["B", "C"]


def test_choose_of_too_many_ways_is_an_error_at_its_line() -> None:
    # (C(52, 4) ways: more than the 5,000 a list of moves is any use with)
    source = '#use "deck"\nvisiblestack table\nturn start choose deck -> table 4 end\n'
    with pytest.raises(GameError, match=r"t\.pl:4: choose offers more than 5000 ways"):
        open_game(f"game T start\n{source}end\n")


def test_choose_of_a_number_worked_out_in_play() -> None:
    # (one card while k is 1; both left once the pick's body set it to 2)
    source = (
        f"game T start\n{HAND}int k = 1\nturn start\n    pickone start\n"
        "        pick choose hand -> table k where from{from.size > 0} then\n"
        "            k = 2\n    end\nend\nend\n"
    )
    session = open_game(source)
    assert [m.detail[3:] for m in session.moves()] == [(2,), (1,), (0,)]
    session.play(session.moves()[0])
    assert [(m.detail[3:], m.count) for m in session.moves()] == [((1, 0), 2)]
    session.play(session.moves()[0])
    assert names(session, "table") == ["C", "B", "A"]
