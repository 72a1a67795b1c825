"""Picks whose cards the player chooses (`choose hand -> homes 2`) judged
by the piles' rules, with `to` filters that read the cards chosen
(`moving`), and written with `bottom` (which `choose` ignores), on the
compiled engine (issue 22): each way of choosing offered when the rules
take its cards as they land (`docs/paperlang.md`, "Build rules": the
destination's `maxlength`, its rule for the first card, a group only
where groups go, each card on the one before in sequence) and its filter
holds. Compiled from a real source, played at random, and checked move by
move against a little model of the game written from the reference."""

from __future__ import annotations

from itertools import combinations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.models.cards import red
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# homes: any card fills one, then up whatever the suit, groups in
# sequence, at most six (both full: the game is won); rows: a king fills
# one, then down in alternate colours, one card at a time
PICKING = """game Picking start
    #use "deck"
    visiblestack hand
    visiblestack kept
    stacklist homes[2] start
        build "YUY"  group "YY"  maxlength 6
    end
    stacklist rows[2] start
        build "KDA"
    end
    shuffle deck
    setup start
        turnup deck all
        deck -> hand top 5
    end
    turn start
        pickone start
            pick choose hand -> homes 2 where from{from.size > 1} then
            pick choose hand /> rows where from{from.size > 0} then
            ; refused to: only a card below seven is kept
            pick choose hand -> kept bottom 1 where to{moving.bottom.v < 7} then
            pick choose hand -> rows 1 where to{(moving.top.v == 13) && (moving.size == 1)} then
            pick deck -> hand top 1 where from{(from.size > 0) && (hand.size < 8)} then
        end
    end
end
"""

Card = tuple[int, str]
HOMES = ["homes[0]", "homes[1]"]
ROWS = ["rows[0]", "rows[1]"]


def ways(n: int, k: int) -> list[tuple[int, ...]]:
    """The places of each way of choosing `k` of `n` cards, the top-most first."""
    return list(combinations(range(n - 1, -1, -1), min(k, n)))


def home_takes(home: list[Card], landing: list[Card]) -> bool:
    """`build "YUY" group "YY" maxlength 6` (the hand has no rule)."""
    if len(home) + len(landing) > 6:
        return False
    if home and landing and landing[0][0] != home[-1][0] + 1:
        return False
    return all(upper[0] == lower[0] + 1 for lower, upper in zip(landing, landing[1:], strict=False))


def row_takes(row: list[Card], landing: list[Card]) -> bool:
    """`build "KDA"`, no `group`: one card, a king on an empty row, else
    one lower than the top in the other colour."""
    if len(landing) != 1:
        return False
    card = landing[0]
    if not row:
        return card[0] == 13
    return card[0] == row[-1][0] - 1 and red(card) != red(row[-1])


class Model:
    """Picking as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str, tuple[int, ...]]]:
        stacks = self.stacks
        if all(len(stacks[home]) == 6 for home in HOMES):
            return []  # (every pile with a `maxlength` full: won)
        hand = stacks["hand"]
        n = len(hand)
        found = []
        if n > 1:
            for home in HOMES:
                for places in ways(n, 2):
                    if home_takes(stacks[home], [hand[at] for at in places]):
                        found.append(("hand", home, places))
        if n > 0:  # (`/>`: each card to cut at, the top first, the run from it as one)
            for row in ROWS:
                found += [
                    ("hand", row, (point,))
                    for point in range(n - 1, -1, -1)
                    if row_takes(stacks[row], hand[point:])
                ]
        found += [("hand", "kept", places) for places in ways(n, 1) if hand[places[0]][0] < 7]
        for row in ROWS:
            found += [
                ("hand", row, places)
                for places in ways(n, 1)
                if hand[places[0]][0] == 13 and row_takes(stacks[row], [hand[places[0]]])
            ]
        if stacks["deck"] and n < 8:
            found.append(("deck", "hand", ()))
        return found

    def play(self, move: Move) -> None:
        source, target, places = move.source or "", move.target or "", move.detail[3:]
        cards = self.stacks[source]
        if source == "deck":
            self.stacks[target].append(cards.pop())
        elif move.detail[0] == 1:  # (the cut: the run from the card cut at, as one)
            self.stacks[target] += cards[places[0] :]
            del cards[places[0] :]
        else:  # (the cards at those places, the first chosen landing first)
            self.stacks[target] += [cards[at] for at in places]
            for at in sorted(places, reverse=True):
                del cards[at]


def option(move: Move) -> tuple[str | None, str | None, tuple[int, ...]]:
    return move.source, move.target, move.detail[3:]


def test_choose_picks_judged_by_rules_compile() -> None:
    compiled(PICKING)


@pytest.mark.parametrize("seed", range(8))
def test_choose_picks_judged_by_rules_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(PICKING)(), seed)
    played_against(session, Model(session), seed, steps=200, option=option)


def test_the_playouts_play_every_pick() -> None:
    # (between them, the playouts above build a pair on a home, a king and
    # a card on a row, and keep low cards)
    played = set()
    for seed in range(8):
        session = Session(game_class(PICKING)(), seed)
        for move in played_against(session, Model(session), seed, steps=200, option=option):
            played.add(move.detail[0])
    assert played == {0, 1, 2, 3, 4}


def test_a_card_the_filter_refuses_says_its_sentence() -> None:
    # (`moving` is the card the player took: a seven or higher is refused)
    for seed in range(20):
        session = Session(game_class(PICKING)(), seed)
        hand = cards(session, "hand")
        high = [at for at, card in enumerate(hand) if card[0] >= 7]
        if high:
            assert not session.drag("hand", high[0], "kept")
            assert session.message == "only a card below seven is kept"
            return
    raise AssertionError("no deal puts a seven or higher in the hand")


def test_a_choose_pick_to_every_stack_with_rules_compiles() -> None:
    # (once not compiled, P180; played against a model in test_flat_choose_every)
    source = PICKING.replace("pick choose hand /> rows", "pick choose hand -> every rows 1", 1)
    assert source != PICKING
    compiled(source)
