"""Card hooks that read a game variable a local of the turn hides
(`paperc/codegen/paperlang_flat_hook_frames.py`, issue 22): a hook sees
the variables of whoever moved the card, innermost first
(`docs/paperlang.md`, "Structure"), so while the turn's local `landed` is
declared the hook counts in it, and in the deal, or in a branch of the
turn that declares none, in the game variable; a phase the hook runs
sees them so too. Compiled from a real source, played at random, and
checked move by move against a little model of the game written from
the reference."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import paperc
from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

LANDINGS = """game Landings start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int landed = 0
    int count = 0
    onmoved number start
        landed = landed + 1
        count = count + 1
    end
    shuffle deck
    setup start
        deck -> every piles top 2
    end
    turn start
        if waste.size > 4 start
            int landed = 10
            pickone start
                pick deck -> waste top 1 where from{from.size > 0} then
                    if landed == 11 start
                        waste -> piles[0] top 1
                    end
                pick waste -> piles top 1 where from{from.size > 0} then
            end
            count = count + landed
        else
            pickone start
                pick deck -> waste top 1 where from{from.size > 0} then
                pick piles -> waste top 1 where from{from.size > 0} then
            end
        end
    end
    score landed * 1000 + count
end
"""

# the same game, the hook counting `landed` in a phase it runs
PHASED = LANDINGS.replace(
    "        landed = landed + 1\n        count",
    "        do bump\n        count",
).replace(
    "    shuffle deck\n",
    "    phase bump start\n        landed = landed + 1\n    end\n    shuffle deck\n",
)

# the same game, the setup declaring a `landed` of its own: the deal's
# cards count in it, not in the game variable
SET_UP = LANDINGS.replace("    setup start\n", "    setup start\n        int landed = 100\n")

PILES = [f"piles[{k}]" for k in range(3)]


class Model:
    """Landings as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session, dealt: int = 6) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.count = 6  # (the deal's six cards)
        self.landed = dealt  # (counted in the game variable, or in the setup's local)
        self.seen = {"local": 0, "game variable": 0, "then": 0}

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = [("deck", "waste")] if stacks["deck"] else []
        if len(stacks["waste"]) > 4:
            return found + [("waste", p) for p in PILES]
        return found + [(p, "waste") for p in PILES if stacks[p]]

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        stacks = self.stacks
        hidden = len(stacks["waste"]) > 4
        stacks[target].append(stacks[source].pop())
        self.count += 1
        if not hidden:
            self.landed += 1
            self.seen["game variable"] += 1
            return
        local = 11  # (10, and the card just moved)
        self.seen["local"] += 1
        if target == "waste":  # (the `then` body: its own move counted in the local too)
            stacks["piles[0]"].append(stacks["waste"].pop())
            self.count += 1
            local += 1
            self.seen["then"] += 1
        self.count += local

    def score(self) -> int:
        return self.landed * 1000 + self.count


def played_scored(
    source: str, model_of: Callable[[Session], Any], seed: int, steps: int = 150
) -> None:
    """`source` played at random against its model (`played_against`),
    the score checked before each move too."""
    session = Session(compiled(source)(), seed)
    model = model_of(session)

    def scored() -> None:
        assert session.score == model.score()

    played_against(session, model, seed, steps, check=scored)


def test_a_card_hook_reading_what_a_local_hides_compiles() -> None:
    compiled(LANDINGS)


@pytest.mark.parametrize(
    ("source", "dealt"),
    [(LANDINGS, 6), (PHASED, 6), (SET_UP, 0)],
    ids=["hook", "phase", "setup's local"],
)
@pytest.mark.parametrize("seed", range(5))
def test_a_card_hook_sees_the_variables_of_whoever_moved_the_card(
    seed: int, source: str, dealt: int
) -> None:
    played_scored(source, lambda session: Model(session, dealt), seed)


def test_the_playouts_reach_the_local_and_the_game_variable() -> None:
    seen = reached(LANDINGS, Model)
    assert min(seen.values()) > 0, seen


def test_a_local_of_another_type_the_hook_cannot_read_is_an_error_at_the_read() -> None:
    # (the hook's `landed` is a number: where the turn's `bool landed` hides
    # it, `landed + 1` cannot be worked out)
    source = LANDINGS.replace(
        "        else\n            pickone start\n",
        "        else\n            bool landed = true\n            pickone start\n",
    )
    assert source != LANDINGS
    with pytest.raises(paperc.CompileError) as raised:
        paperc.compile_source(source, "t.pl")
    found = {(d.code, d.span.line, d.span.col) for d in raised.value.diagnostics}
    assert found == {("P105", 8, 18), ("P113", 8, 18)}
    message = raised.value.diagnostics[0].message
    assert "the local declared at t.pl:27:13, true or false, may hide" in message


def test_a_phase_s_read_of_a_name_another_type_may_hide_is_an_error_there() -> None:
    # (the phase the hook runs adds to `landed`, which the setup's `string
    # landed` hides while the deal's cards move)
    source = PHASED.replace("    setup start\n", '    setup start\n        string landed = "a"\n')
    assert source != PHASED
    with pytest.raises(paperc.CompileError) as raised:
        paperc.compile_source(source, "t.pl")
    found = {(d.code, d.span.line, d.span.col) for d in raised.value.diagnostics}
    assert ("P105", 12, 18) in found  # (`landed = landed + 1` in the phase)
    assert "`landed` in a phase is the innermost" in raised.value.diagnostics[0].message


# a `playerref` local hides an `int` game variable: the hook's `seat == 0`
# reads either (a player compared with a number: 0 is the first player),
# none while it is unset
SEATS = """game Seats start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int seat = 0
    int count = 0
    onmoved number start
        if seat == 0 start
            count = count + 1
        end
    end
    shuffle deck
    setup start
        deck -> every piles top 2
    end
    turn start
        if waste.size > 4 start
            playerref seat
            pickone start
                pick deck -> waste top 1 where from{from.size > 0} then
                    seat = currentPlayer
                    waste -> piles[0] top 1
                pick waste -> piles top 1 where from{from.size > 0} then
            end
        else
            pickone start
                pick deck -> waste top 1 where from{from.size > 0} then
                pick piles -> waste top 1 where from{from.size > 0} then
            end
        end
    end
    score count
end
"""


class Seated(Model):
    """Seats as the reference says it plays: the moves of Landings."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.count = 6  # (the deal's six cards: the game variable 0)
        self.seen = {"none": 0, "the player": 0, "game variable": 0}

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        stacks = self.stacks
        hidden = len(stacks["waste"]) > 4
        stacks[target].append(stacks[source].pop())
        if not hidden:
            self.count += 1
            self.seen["game variable"] += 1
            return
        self.seen["none"] += 1  # (the card the pick moved: `seat` unset)
        if target == "waste":  # (the `then` body's move: seat is the player, 0)
            stacks["piles[0]"].append(stacks["waste"].pop())
            self.count += 1
            self.seen["the player"] += 1

    def score(self) -> int:
        return self.count


@pytest.mark.parametrize("seed", range(3))
def test_a_hook_reads_a_local_of_another_type_as_it_is(seed: int) -> None:
    played_scored(SEATS, Seated, seed)


def test_the_playouts_reach_each_value_of_the_seat() -> None:
    seen = reached(SEATS, Seated)
    assert min(seen.values()) > 0, seen


# a game variable the setup sets between its moves, read by a card hook
STEPS = """game Steps start
    #use "deck"
    visiblestack waste
    int landed = 0
    int step = 0
    onmoved number start
        landed = landed + step
    end
    setup start
        step = 5
        deck -> waste top 3
        step = 2
    end
    turn start
        pickone start
            pick deck -> waste top 1 then
        end
    end
    score landed
end
"""


def test_a_card_hook_reads_what_the_setup_set_before_each_move() -> None:
    session = Session(compiled(STEPS)(), 0)
    assert session.score == 3 * 5  # (the deal's three cards, each counting 5)
    session.play(session.moves()[0])
    assert session.score == 3 * 5 + 2


# the game's own statements move cards whose hook counts them, then read
# the count: the load pass leaves them to the deal's code, which runs the hook
LOADED = """game Loaded start
    #use "deck"
    visiblestack waste
    int landed = 0
    onmoved number start
        landed = landed + 1
    end
    deck -> waste top 3
    int seen = landed
    turn start
        pickone start
            pick deck -> waste top 1 then
        end
    end
    score seen * 1000 + landed
end
"""


def test_the_game_s_own_statements_read_what_a_card_hook_set() -> None:
    session = Session(compiled(LOADED)(), 0)
    assert session.score == 3 * 1000 + 3
    session.play(session.moves()[0])
    assert session.score == 3 * 1000 + 4


# the turn runs, before its wait, a phase that counts on the `landed` the
# hook reads, which the turn's local hides (read before the wait: the turn
# is written as a machine), and a phase that runs itself with a local of
# its own twice (each run's own: `test_flat_machine_again`)
BEFORE_WAIT = """game BeforeWait start
    #use "deck"
    visiblestack waste
    int landed = 0
    int count = 0
    onmoved number start
        count = count + landed
    end
    phase bump start
        landed = landed + 1
    end
    phase spread start
        int k = waste.size
        if k > 30 start
            waste -> deck top 1
            do spread
        end
    end
    shuffle deck
    turn start
        int landed = 1
        do bump
        do spread
        do spread
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
    score count
end
"""


class BeforeWait:
    """BeforeWait as the reference says it plays: each card the turn's
    pick moves, or the spreads move back, the hook counts in the turn's
    `landed`, 1 and bumped once."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.count = 0  # (the deal's turn start moves no card)
        self.seen = {"spread": 0}

    def moves(self) -> list[tuple[str, str]]:
        return [("deck", "waste")] if self.stacks["deck"] else []

    def play(self, move: Move) -> None:
        stacks = self.stacks
        stacks["waste"].append(stacks["deck"].pop())
        self.count += 2
        while len(stacks["waste"]) > 30:  # (the first spread's runs; the second moves none)
            stacks["deck"].append(stacks["waste"].pop())
            self.count += 2
            self.seen["spread"] += 1

    def score(self) -> int:
        return self.count


def test_a_hidden_name_read_before_the_wait_compiles_as_a_machine() -> None:
    session = Session(compiled(BEFORE_WAIT)(), 0)
    model = BeforeWait(session)

    def scored() -> None:
        assert session.score == model.score()

    played_against(session, model, 0, 40, check=scored)
    assert model.seen["spread"] > 0, model.seen  # (the only move: 31 cards, and one back)
