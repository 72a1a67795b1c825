"""A pick to places relative to its source and to other stacks (`pick row
-> row[:-1:2], waste top 1`), on the compiled engine (issue 22): for each
source, the destinations in the order written, the relative places in
their order (those off the list dropped), then the others, each the `to`
filter allows (`docs/paperlang.md`, "Transfers"). Compiled from a real
source, played at random, and checked move by move against a little model
of the game written from the reference; a move the filter refuses says
its `; refused:` sentence."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.models.cards import red
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

NEAR = """game Near start
    #use "deck"
    visiblestack waste
    stacklist row[5]
    shuffle deck
    setup start
        turnup deck all
        int i = 0
        while i < 5 start
            deck -> row[i] top 2
            i = i + 1
        end
    end
    turn start
        pickone start
            ; refused to: only onto an empty place, the same suit or the waste
            pick row -> row[:-1:2], waste top 1 where from{from.size > 0},
                to{(to.size == 0) || (to.top.suit == moving.bottom.suit) || (to == waste)} then
            pick deck -> row top 1 where from{from.size > 0}, to{to.size < 3} then
        end
    end
end
"""

ROW = [f"row[{k}]" for k in range(5)]


class Model:
    """Near as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = []
        for k, name in enumerate(ROW):
            pile = stacks[name]
            if not pile:
                continue
            near = [ROW[j] for j in (k - 1, k + 2) if 0 <= j < 5]
            for dest in [*near, "waste"]:
                onto = stacks[dest]
                if dest == "waste" or not onto or onto[-1][1] == pile[-1][1]:
                    found.append((name, dest))
        if stacks["deck"]:
            found += [("deck", name) for name in ROW if len(stacks[name]) < 3]
        return found

    def play(self, move: Move) -> None:
        self.stacks[move.target or ""].append(self.stacks[move.source or ""].pop())


def test_picks_to_near_places_and_other_stacks_compile() -> None:
    compiled(NEAR)


@pytest.mark.parametrize("seed", range(6))
def test_picks_to_near_places_and_other_stacks_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(NEAR)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_a_move_the_filter_refuses_says_its_sentence_and_far_places_none() -> None:
    for seed in range(20):
        session = Session(game_class(NEAR)(), seed)
        model = Model(session)
        tops = {name: model.stacks[name][-1] for name in ROW}
        if tops["row[1]"][1] != tops["row[0]"][1]:  # (row 1's top card on row 0: refused)
            assert not session.drag("row[1]", 1, "row[0]")
            assert session.message == "only onto an empty place, the same suit or the waste"
            assert not session.drag("row[1]", 1, "row[4]")  # (not near it: no such pick)
            assert session.message != "only onto an empty place, the same suit or the waste"
            assert session.drag("row[1]", 1, "waste")
            return
    raise AssertionError("no deal gives rows 0 and 1 tops of two suits")


# a build pick onto the piles beside its source and the homes: each run the
# source lets go (top card first) onto each of them whose rule takes it
BESIDE = """game Beside start
    #use "deck"
    stacklist piles[5] start
        build "YDA"  group "YY"
    end
    stacklist homes[4] start
        build "AUSK"  maxlength 13
    end
    shuffle deck
    setup start
        turnup deck all
        int i = 0
        while i < 5 start
            deck -> piles[i] top 3
            i = i + 1
        end
    end
    turn start
        pickone start
            pick piles -> piles[:-1:1], homes build then
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> every piles top 1
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(5)]
HOMES = [f"homes[{k}]" for k in range(4)]


def follows(lower: tuple[int, str], upper: tuple[int, str]) -> bool:
    """`build "YDA"`: down in alternate colours."""
    return upper[0] == lower[0] - 1 and red(upper) != red(lower)


class BesideModel:
    """Beside as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def takes(self, dest: str, run: list[tuple[int, str]]) -> bool:
        onto = self.stacks[dest]
        if dest in HOMES:  # (`AUSK`, one card at a time, thirteen at most)
            if len(run) != 1 or len(onto) >= 13:
                return False
            card = run[0]
            return (
                card[0] == 1 if not onto else card[1] == onto[-1][1] and card[0] == onto[-1][0] + 1
            )
        return not onto or follows(onto[-1], run[0])

    def moves(self) -> list[tuple[str, str | None, int | None]]:
        stacks = self.stacks
        if all(len(stacks[home]) == 13 for home in HOMES):
            return []  # (every pile with a `maxlength` full: won)
        found: list[tuple[str, str | None, int | None]] = []
        for k, name in enumerate(PILES):
            pile = stacks[name]
            point = len(pile) - 1
            while point >= 0:  # (each run in sequence at its top, the top card first)
                run = pile[point:]
                near = [PILES[j] for j in (k - 1, k + 1) if 0 <= j < 5]
                found += [(name, d, point) for d in [*near, *HOMES] if self.takes(d, run)]
                if point == 0 or not follows(pile[point - 1], pile[point]):
                    break
                point -= 1
        if stacks["deck"]:
            found.append(("deck", None, None))  # (a click: no card taken)
        return found

    def play(self, move: Move) -> None:
        if move.source == "deck":
            for name in PILES:
                if self.stacks["deck"]:
                    self.stacks[name].append(self.stacks["deck"].pop())
            return
        pile = self.stacks[move.source or ""]
        self.stacks[move.target or ""] += pile[move.index :]
        del pile[move.index :]


def test_build_picks_onto_near_places_compile() -> None:
    compiled(BESIDE)


@pytest.mark.parametrize("seed", range(6))
def test_build_picks_onto_near_places_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(BESIDE)(), seed)
    option = lambda move: (move.source, move.target, move.index)  # noqa: E731
    played = played_against(session, BesideModel(session), seed, steps=200, option=option)
    assert any(move.target in PILES for move in played)
