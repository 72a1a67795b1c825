"""A phase that runs itself and declares locals, run in a turn written as
a machine (`paperlang_flat_machine`: one that reads a game variable
before it sets it, or ends the game after its `pickone`): its copy is one
method that calls itself, each run with locals of its own, though the
machine keeps the turn's own locals in the state, one place a name
(issue 22; refused before, P180 "runs itself in a turn written as a
machine"). Compiled from real sources, played at random, and checked
move by move (the options, the tables, the score and the outcome)
against little models of the games written from the reference."""

from __future__ import annotations

import re

import pytest

from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.compiling import compiled as compiled_python
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against
from tests.runtime.paperlang.test_flat_phase_again import SPREAD, Spread
from tests.runtime.paperlang.test_flat_phases import RECURSE

# each turn counts the turns (read before it is set: a machine), then
# folds the waste: while the third pile holds an odd number of cards,
# each run moves the waste's top card onto a pile its own `k` chooses and
# runs itself, and after that works its own `k` into the count again (a
# `k` shared between the runs would be the innermost's)
FOLD = """game Fold start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int count = 0
    int turns = 0
    phase fold start
        int k = waste.size
        count = count + k
        if (k > 1) && (piles[2].size % 2 == 1) start
            waste -> piles[k % 2] top 1
            do fold
        end
        count = (count * 3 + k) % 1000
    end
    shuffle deck
    turn start
        turns = turns + 1
        do fold
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick deck -> piles[2] top 1 where from{from.size > 0} then
        end
    end
    score count
end
"""
# a run inside another may end the game (`level`: how deep it runs), and
# the runs around it stop there, as the statements after the ending do
ENDS = (
    FOLD.replace("    int turns = 0\n", "    int turns = 0\n    int level = 0\n")
    .replace(
        "        int k = waste.size\n", "        int k = waste.size\n        level = level + 1\n"
    )
    .replace(
        "            do fold\n        end\n",
        "            do fold\n"
        "        elseif level > 1 then\n"
        "            if piles[0].size > 5 start\n"
        "                winneris currentPlayer\n"
        "            end\n"
        "            if count % 5 == 2 start\n"
        "                looseris currentPlayer\n"
        "            end\n"
        "        end\n"
        "        level = level - 1\n",
    )
)
# the phase run twice, and a local of the turn's own of the phase's name
TWICE = FOLD.replace(
    "        do fold\n        pickone",
    "        do fold\n        do fold\n        int k = turns % 4\n        count = count + k\n"
    "        pickone",
)
# the phase reads its caller's `n`, a local of the turn's the state keeps,
# which the turn declares twice, once in each branch of an `if`
BRANCHES = FOLD.replace("        count = count + k\n", "        count = count + k * n\n").replace(
    "        do fold\n        pickone",
    "        if turns % 3 == 0 start\n"
    "            int n = 2\n"
    "            do fold\n"
    "        else\n"
    "            int n = 1\n"
    "            do fold\n"
    "        end\n"
    "        pickone",
)
# the turn shuffles the third pile before it folds (running it again on
# the table a move left would shuffle again: a machine)
SHUFFLED = FOLD.replace("        turns = turns + 1\n", "        shuffle piles[2]\n")
# the game's own statements run forever (the deal's code runs them, and
# stops with an error): the state's places the machine declares come
# first, before them
ENDLESS = FOLD.replace(
    "    shuffle deck\n",
    "    shuffle deck\n    int spin = 1\n"
    "    while spin > 0 start\n        spin = spin * 1\n    end\n",
)
# (the test of the turn's shape that made it a machine: the turn's count)
assert "turns = turns + 1" in FOLD and FOLD not in (ENDS, TWICE, BRANCHES, SHUFFLED, ENDLESS)


class Fold:
    """Fold (and its variants) as the reference says it plays."""

    def __init__(
        self,
        session: Session,
        ends: bool = False,
        twice: bool = False,
        branches: bool = False,
        shuffles: bool = False,
    ) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.ends, self.twice, self.branches = ends, twice, branches
        self.shuffles = shuffles  # (the third pile: which cards, `sorted_cards`)
        self.n = 1  # (the turn's `n`, where `branches`)
        self.count = self.turns = 0
        self.ended = ""  # (`winneris`, `looseris`: "won", "lost")
        self.seen = {"deepest": 0, "won inside": 0, "lost inside": 0, "the count's k": 0}
        self.turn()

    def moves(self) -> list[tuple[str, str]]:
        if self.ended or not self.stacks["deck"]:
            return []
        return [("deck", "waste"), ("deck", "piles[2]")]

    @property
    def status(self) -> str:
        """As the game ended it, else lost where no move is open."""
        return self.ended or ("playing" if self.moves() else "lost")

    def play(self, move: Move) -> None:
        self.stacks[str(move.target)].append(self.stacks["deck"].pop())
        self.turn()

    def turn(self) -> None:
        self.turns += 1
        if self.shuffles:
            self.stacks["piles[2]"].sort()
        self.n = 2 if self.turns % 3 == 0 else 1
        for _ in range(2 if self.twice else 1):
            if not self.ended:
                self.fold(1)
        if self.twice and not self.ended:
            self.count += self.turns % 4
            self.seen["the count's k"] += self.turns % 4 > 0

    def fold(self, depth: int) -> None:
        stacks = self.stacks
        k = len(stacks["waste"])
        self.count += k * self.n if self.branches else k
        self.seen["deepest"] = max(self.seen["deepest"], depth)
        if k > 1 and len(stacks["piles[2]"]) % 2 == 1:
            stacks[f"piles[{k % 2}]"].append(stacks["waste"].pop())
            self.fold(depth + 1)
        elif self.ends and depth > 1:
            if len(stacks["piles[0]"]) > 5:
                self.ended = "won"
                self.seen["won inside"] += 1
            elif self.count % 5 == 2:  # (not after the game ended)
                self.ended = "lost"
                self.seen["lost inside"] += 1
        if not self.ended:  # (the game ended at once: the runs around stop)
            self.count = (self.count * 3 + k) % 1000

    def score(self) -> int:
        return self.count


def playouts(source: str, model_of, steps: int = 50, read=cards) -> dict[str, int]:
    """Four random playouts of `source` against its model (its stacks by
    `read`), the score and the status checked before each move too: what
    they reached."""
    total: dict[str, int] = {}
    for seed in range(4):
        session = Session(compiled(source)(), seed)
        model = model_of(session)

        def scored(session: Session = session, model=model) -> None:
            assert (session.score, session.status) == (model.score(), model.status)

        played_against(session, model, seed, steps, read=read, check=scored)
        scored()
        for name, count in model.seen.items():
            total[name] = (
                max(total.get(name, 0), count)
                if name == "deepest"
                else (total.get(name, 0) + count)
            )
    return total


def test_a_phase_that_runs_itself_with_locals_runs_several_deep_in_a_machine() -> None:
    seen = playouts(FOLD, Fold)
    assert seen["deepest"] >= 4, seen


def test_the_game_ended_inside_the_runs_of_a_phase_stops_them_all() -> None:
    seen = playouts(ENDS, lambda session: Fold(session, ends=True))
    assert seen["won inside"] and seen["lost inside"], seen


def test_a_phase_run_twice_by_a_turn_with_a_local_of_its_name() -> None:
    seen = playouts(TWICE, lambda session: Fold(session, twice=True))
    assert seen["deepest"] >= 4 and seen["the count's k"], seen


def test_a_phase_reads_its_caller_s_local_declared_in_each_branch() -> None:
    seen = playouts(BRANCHES, lambda session: Fold(session, branches=True))
    assert seen["deepest"] >= 4, seen


def test_the_game_s_own_statements_that_run_forever_stop_a_machine_s_deal() -> None:
    # (the class alone, which the test below compiles too: the front end and
    # the compiler each run the endless loop to their budgets)
    with pytest.raises(GameError, match="runs forever"):
        Session(game_class(ENDLESS)(), 1)


def sorted_cards(session: Session, name: str) -> list[tuple[int | None, str | None]]:
    """A stack's cards in order, but for the pile the turn shuffles: which cards."""
    found = cards(session, name)
    return sorted(found) if name == "piles[2]" else found


def test_a_turn_that_shuffles_runs_a_phase_that_runs_itself_with_locals() -> None:
    seen = playouts(SHUFFLED, lambda session: Fold(session, shuffles=True), read=sorted_cards)
    assert seen["deepest"] >= 4, seen


# a phase whose own local hides a game variable it reads: its runs inside
# itself read their caller's local (`paperlang_flat_phase_inner`), in a
# turn that shuffles
WALK = """game Walk start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int level = 0
    int total = 0
    phase walk start
        total = total + level
        int level = total % 5
        if (level > 1) && (waste.size > 2) start
            waste -> piles[level % 2] top 1
            do walk
        end
        total = total + level * 3 + waste.size
    end
    shuffle deck
    turn start
        shuffle piles[2]
        do walk
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick deck -> piles[2] top 1 where from{from.size > 0} then
        end
    end
    score total
end
"""


class Walk:
    """Walk as the reference says it plays."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.total = 0
        self.seen = {"deepest": 0}
        self.walk(0, 1)  # (the deal's turn: an empty waste)

    def moves(self) -> list[tuple[str, str]]:
        return [("deck", "waste"), ("deck", "piles[2]")] if self.stacks["deck"] else []

    def play(self, move: Move) -> None:
        self.stacks[str(move.target)].append(self.stacks["deck"].pop())
        self.stacks["piles[2]"].sort()
        self.walk(0, 1)  # (the first run reads the game's `level`, never set: 0)

    def walk(self, seen: int, depth: int) -> None:
        """A run of `walk`, its caller's `level` `seen`."""
        stacks = self.stacks
        self.seen["deepest"] = max(self.seen["deepest"], depth)
        self.total += seen
        level = self.total % 5
        if level > 1 and len(stacks["waste"]) > 2:
            stacks[f"piles[{level % 2}]"].append(stacks["waste"].pop())
            self.walk(level, depth + 1)
        self.total += level * 3 + len(stacks["waste"])

    @property
    def status(self) -> str:
        return "playing" if self.moves() else "lost"

    def score(self) -> int:
        return self.total


def test_a_phase_whose_local_hides_a_game_variable_it_reads_in_a_machine() -> None:
    seen = playouts(WALK, Walk, read=sorted_cards)
    assert seen["deepest"] >= 3, seen


# the phase reads its caller's `r`, and declares an `r` of its own, which
# its run inside itself reads: the turn's, which the state keeps, is its
# method's argument (read from the state where the turn runs it)
# (`longest` of test_flat_phases' Recurse)
LONGEST_PHASE = RECURSE[RECURSE.index("    phase longest") : RECURSE.index("\n    setup") + 1]
LONGEST = """game Longest start
    #use "deck"
    stacklist rows[3]
    visiblestack waste
    int turns = 0
    int best = 0
    {LONGEST_PHASE}    shuffle deck
    setup start
        deck -> rows[0] top 2
    end
    turn start
        turns = turns + 1
        int most = 0
        int r = 0
        do longest
        best = best + most
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.size < most} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
    score best
end
""".replace("    {LONGEST_PHASE}", LONGEST_PHASE)


class Longest:
    """Longest as the reference says it plays."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.most = self.best = len(self.stacks["rows[0]"])  # (the deal's turn: 2)
        self.seen = {"a row": 0}

    def moves(self) -> list[tuple[str, str]]:
        if not self.stacks["deck"]:
            return []
        rows = [f"rows[{r}]" for r in range(3) if len(self.stacks[f"rows[{r}]"]) < self.most]
        return [("deck", row) for row in rows] + [("deck", "waste")]

    def play(self, move: Move) -> None:
        self.stacks[str(move.target)].append(self.stacks["deck"].pop())
        self.seen["a row"] += str(move.target) != "waste"
        self.most = max(len(self.stacks[f"rows[{r}]"]) for r in range(3))
        self.best += self.most

    @property
    def status(self) -> str:
        return "playing" if self.moves() else "lost"

    def score(self) -> int:
        return self.best


def test_a_phase_s_own_local_hides_its_caller_s_in_its_runs_inside_itself() -> None:
    seen = playouts(LONGEST, Longest)
    assert seen["a row"] > 3, seen


# Spread (`test_flat_phase_again`), whose phase's last statement ends the
# game: after the `pickone`, where a `then` body may not, so a machine
SPREAD_ENDS = SPREAD.replace(
    "        int done = 1\n",
    "        if count > 100 start\n            winneris currentPlayer\n        end\n",
)


class SpreadEnds(Spread):
    """Spread, won once the count passes 100 (each run checks after the
    runs inside it, the innermost first: the first check that passes)."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.ended = ""

    def moves(self) -> list[tuple[str, str]]:
        return super().moves() if not self.ended else []

    @property
    def status(self) -> str:
        return self.ended or ("playing" if self.moves() else "lost")

    def play(self, move: Move) -> None:
        super().play(move)
        if self.count > 100:
            self.ended = "won"
            self.seen["won"] = 1


def test_a_phase_that_runs_itself_with_locals_after_the_pickone_ends_the_game() -> None:
    seen = playouts(SPREAD_ENDS, SpreadEnds)
    assert seen["ran itself"] and seen.get("won"), seen


@pytest.mark.parametrize(
    "source",
    [FOLD, ENDS, TWICE, BRANCHES, SHUFFLED, ENDLESS, WALK, LONGEST, SPREAD_ENDS],
    ids=["fold", "ends", "twice", "branches", "shuffled", "endless", "walk", "longest", "spread"],
)
def test_each_is_a_machine_whose_phase_is_a_method_calling_itself(source: str) -> None:
    python = compiled_python(source, "t.pl").python
    assert '"(the wait)"' in python  # (the state says where the turn waits)
    assert re.search(r"self\.flat_phase_\w+\(s, .*depth \+ 1\)", python), python
