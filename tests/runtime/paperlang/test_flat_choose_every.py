"""Picks whose cards the player chooses, to every stack (`pick choose hand
-> every rows 1`), on the compiled engine (issue 22): one option a way of
choosing (or a card to cut at), and each destination in turn takes the
cards at the places chosen as the source holds them then
(`docs/paperlang.md`, "Transfers"). Compiled from a real source, played
at random, and checked move by move against a little model of the game
written from the reference; then through a Session."""

from __future__ import annotations

from itertools import combinations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.models.cards import red
from tests.runtime.paperlang.conftest import game_class, names
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# a card chosen goes to the first row, and the one that comes to its
# place to the next; a cut goes to the first row whole; two cards chosen
# slide under every row and the kept pile in turn
SHARING = """game Sharing start
    #use "deck"
    visiblestack hand
    visiblestack kept
    stacklist rows[3] start end
    shuffle deck
    setup start
        turnup deck all
        deck -> hand top 6
    end
    turn start
        pickone start
            pick choose hand -> every rows 1 where from{from.size > 2} then
            pick choose hand /> every rows where from{(from.size > 0) && (from.size < 3)} then
            pick choose hand ->_ every rows, kept 2
                where from{(from.size > 1) && (kept.size < 8)} then
            pick deck -> hand top 2 where from{from.size > 0} then
        end
    end
end
"""
ROWS = ["rows[0]", "rows[1]", "rows[2]"]
CHOSEN_FILTERED = (
    "pick choose hand -> every rows 1 where from{from.size > 2}, to{moving.bottom.v > 1}"
)
Option = tuple[str | None, str | None, tuple[int, ...]]


def ways(n: int, k: int) -> list[tuple[int, ...]]:
    """The places of each way of choosing `k` of `n` cards, the top-most first."""
    return list(combinations(range(n - 1, -1, -1), min(k, n)))


class Model:
    """Sharing as the reference says it plays (cards by name)."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: names(session, name) for name in session.stacks()}
        self.seen = {"second row": 0, "cut": 0, "under": 0}

    def moves(self) -> list[Option]:
        hand, n = self.stacks["hand"], len(self.stacks["hand"])
        found: list[Option] = []
        if n > 2:
            found += [("hand", None, places) for places in ways(n, 1)]
        if 0 < n < 3:
            found += [("hand", None, (point,)) for point in range(n - 1, -1, -1)]
        if n > 1 and len(self.stacks["kept"]) < 8:
            found += [("hand", None, places) for places in ways(n, 2)]
        if self.stacks["deck"]:
            found.append(("deck", "hand", ()))
        assert hand is self.stacks["hand"]
        return found

    def play(self, move: Move) -> None:
        stacks, places = self.stacks, move.detail[3:]
        hand = stacks["hand"]
        if move.source == "deck":  # (two cards, the top one first)
            for _ in range(min(2, len(stacks["deck"]))):
                hand.append(stacks["deck"].pop())
        elif move.detail[0] == 0:  # (each row the card at the place chosen, as it is then)
            for row in ROWS:
                if places[0] < len(hand):
                    stacks[row].append(hand.pop(places[0]))
                    self.seen["second row"] += row != ROWS[0]
        elif move.detail[0] == 1:  # (the run from the card cut at: the first row takes it)
            for row in ROWS:
                if places[0] < len(hand):
                    stacks[row] += hand[places[0] :]
                    del hand[places[0] :]
            self.seen["cut"] += 1
        else:  # (the cards at the places chosen, each under the one before, in turn)
            for dest in [*ROWS, "kept"]:
                there = [at for at in places if at < len(hand)]
                picked = [hand[at] for at in there]
                stacks[dest][:0] = picked[::-1]
                for at in sorted(there, reverse=True):
                    del hand[at]
            self.seen["under"] += 1


def option(move: Move) -> Option:
    return move.source, move.target, move.detail[3:]


def test_choose_picks_to_every_stack_compile() -> None:
    compiled(SHARING)


@pytest.mark.parametrize("seed", range(6))
def test_choose_picks_to_every_stack_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(SHARING)(), seed)
    model = Model(session)
    played_against(session, model, seed, 80, option=option, read=names)
    assert model.seen["cut"] or model.seen["under"] or model.seen["second row"]


def test_the_playouts_play_every_pick() -> None:
    seen = {"second row": 0, "cut": 0, "under": 0}
    for seed in range(6):
        session = Session(game_class(SHARING)(), seed)
        model = Model(session)
        played_against(session, model, seed, 80, option=option, read=names)
        seen = {name: count + model.seen[name] for name, count in seen.items()}
    assert all(seen.values()), seen


def test_a_click_on_a_card_chooses_it_and_undo_puts_it_back() -> None:
    session = Session(game_class(SHARING)(), 3)
    hand = names(session, "hand")
    assert session.click("hand", 2)  # (the card at place 2 to rows[0], the next there to rows[1])
    assert [names(session, row) for row in ROWS] == [[hand[2]], [hand[3]], [hand[4]]]
    move = session.history()[-1]
    assert (move.source, move.target, move.count, move.index) == ("hand", None, 1, 2)
    assert session.undo() and names(session, "hand") == hand


# the same picks onto rows built down in alternate colours from a king,
# one card at a time (a row takes nothing under it), the first pick's
# card going only where it is no ace
RULED = SHARING.replace(
    "stacklist rows[3] start end", 'stacklist rows[3] start build "KDA" end'
).replace("pick choose hand -> every rows 1 where from{from.size > 2}", CHOSEN_FILTERED)


def row_takes(row: list[tuple[int, str]], card: tuple[int, str]) -> bool:
    """`build "KDA"`: a king on an empty row, else one lower than the top
    in the other colour."""
    if not row:
        return card[0] == 13
    return card[0] == row[-1][0] - 1 and red(card) != red(row[-1])


class RuledModel(Model):
    """Ruled: Sharing onto rows with rules (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def play(self, move: Move) -> None:
        stacks, places = self.stacks, move.detail[3:]
        hand = stacks["hand"]
        if move.source == "deck" or move.detail[0] == 2:  # (under a row with rules: nothing)
            if move.detail[0] == 2:
                there = [at for at in places if at < len(hand)]
                stacks["kept"][:0] = [hand[at] for at in there][::-1]
                for at in sorted(there, reverse=True):
                    del hand[at]
                self.seen["under"] += 1
                return
            super().play(move)
            return
        for row in ROWS:  # (each row in turn, as the moves before left the hand)
            moved = hand[places[0] :] if move.detail[0] == 1 else hand[places[0] : places[0] + 1]
            if len(moved) != 1 or not row_takes(stacks[row], moved[0]):
                continue
            if move.detail[0] == 0 and moved[0][0] == 1:  # (its `to` filter: no ace)
                continue
            stacks[row].append(hand.pop(places[0]))
            self.seen["second row" if row != ROWS[0] else "cut"] += 1


@pytest.mark.parametrize("seed", range(6))
def test_choose_picks_to_every_pile_with_rules_play_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(RULED)(), seed)
    played_against(session, RuledModel(session), seed, 80, option=option)


def test_the_rows_take_chosen_cards() -> None:
    taken = 0
    for seed in range(6):
        session = Session(game_class(RULED)(), seed)
        model = RuledModel(session)
        played_against(session, model, seed, 80, option=option)
        taken += model.seen["second row"] + model.seen["cut"]
    assert taken > 0
