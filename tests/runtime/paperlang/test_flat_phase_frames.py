"""Phases that wait for the player and run each other in any shape
(`paperc/codegen/paperlang_flat_frames.py`, issue 22): their frames kept
in the state. Each game is compiled from a real source, played at
random, and checked move by move against a model of it written from
`docs/paperlang.md`, "Structure": a plain recursive interpreter of its
phases (a Python generator for each, which yields at each wait the
options open, and runs a phase it runs with `yield from`), whose frames
see their callers' variables, innermost first."""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached
from tests.runtime.paperlang.test_flat_phase_inner import WALK
from tests.runtime.paperlang.test_flat_phase_loops import ASKING

# `ask` waits, runs itself in the middle of a pick's body, and goes on
# after that reading its own local
MIDDLE = ASKING.replace(
    "                    do ask\n                end\n",
    "                    do ask\n                end\n                asked = asked + round % 5\n",
)

# `ask` runs `lay`, which runs `ask`: each waits, declares a local, and
# goes on after the other is over
MUTUAL = (
    ASKING[: ASKING.index("    phase ask start")]
    + """    phase ask start
        int mark = asked
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                asked = asked + 1
                if asked % 4 > 0 start
                    do lay
                end
                asked = asked + mark % 7
        end
    end
    phase lay start
        int before = asked
        pickone start
            pick waste -> piles top 1 where from{from.size > 0} then
                do ask
                asked = asked + 1
            pick deck -> piles top 1 where from{(from.size > 0) && (before % 2 == 1)} then
        end
        asked = asked + before % 3
    end
"""
    + ASKING[ASKING.index("    shuffle deck") :]
)

# `walk` sets and reads `level` (the game's in its first run, its
# caller's local in a run inside it) and then declares a `level` of its
# own, which hides the game's, and waits; the turn reads the game's after
HIDING = (
    WALK[: WALK.index("        if (level > 1)")]
    + """        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                if level > 1 start
                    do walk
                end
                total = total + level
            pick waste -> piles top 1 where from{(from.size > 0) && (level != 3)} then
                level = level + 1
        end
    end
    shuffle deck
    turn start
        do walk
        total = total + level * 10
    end
    score total * 100 + level
end
"""
)

STACKS = ("deck", "waste", "piles[0]", "piles[1]")
Options = list[tuple[str, str]]
Run = Generator[Options, tuple[str, str], None]


class Model:
    """A game as `docs/paperlang.md` runs it: `turn` a generator that
    yields the options open at each wait and is sent the move chosen."""

    def __init__(self, session: Session, variables: dict[str, int] | None = None) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.vars = dict(variables or {})  # (the game's variables where it starts)
        self.seen: dict[str, int] = {}
        self.game = self.turns()
        self.options = next(self.game)

    def turns(self) -> Run:
        while True:
            yield from self.turn()

    def turn(self) -> Run:
        raise NotImplementedError

    def moves(self) -> Options:
        return self.options

    def play(self, move: Move) -> None:
        self.options = self.game.send((move.source or "", move.target or ""))

    def moved(self, move: tuple[str, str]) -> None:
        source, target = move
        self.stacks[target].append(self.stacks[source].pop())

    def count(self, what: str) -> None:
        self.seen[what] = self.seen.get(what, 0) + 1

    def score(self) -> int:
        raise NotImplementedError


class Middle(Model):
    again, rest = 0, True  # (what a run adds after the run it ran, and after each card)

    def turn(self) -> Run:
        self.vars["turns"] = self.vars.get("turns", 0) + 1
        self.vars.setdefault("asked", 0)
        yield from self.ask(1)

    def ask(self, depth: int) -> Run:
        round_ = self.vars["asked"]
        options = [("deck", "waste")] if self.stacks["deck"] else []
        if self.stacks["waste"] and round_ % 2 == 0:
            options += [("waste", "piles[0]"), ("waste", "piles[1]")]
        move = yield options
        self.moved(move)
        if move[0] == "deck":
            self.vars["asked"] += 1
            if self.vars["asked"] % 3 > 0:
                yield from self.ask(depth + 1)
                self.count("after itself")
                self.vars["asked"] += self.again
            self.vars["asked"] += round_ % 5 if self.rest else 0
        else:
            self.vars["asked"] += 2
            self.count("to a pile" if depth == 1 else "to a pile, inside")

    def score(self) -> int:
        return self.vars["turns"] * 1000 + self.vars["asked"]


class Through(Middle):
    """`ask` runs `again`, which runs `ask` and then adds 10."""

    again, rest = 10, False


class Mutual(Middle):
    def ask(self, depth: int) -> Run:
        mark = self.vars["asked"]
        move = yield [("deck", "waste")] if self.stacks["deck"] else []
        self.moved(move)
        self.vars["asked"] += 1
        if self.vars["asked"] % 4 > 0:
            yield from self.lay(depth)
            self.count("ask after lay")
        self.vars["asked"] += mark % 7

    def lay(self, depth: int) -> Run:
        before = self.vars["asked"]
        options = []
        if self.stacks["waste"]:
            options += [("waste", "piles[0]"), ("waste", "piles[1]")]
        if self.stacks["deck"] and before % 2 == 1:
            options += [("deck", "piles[0]"), ("deck", "piles[1]")]
        move = yield options
        self.moved(move)
        if move[0] == "waste":
            yield from self.ask(depth + 1)
            self.count("lay after ask" if depth == 1 else "lay after ask, inside")
            self.vars["asked"] += 1
        self.vars["asked"] += before % 3


class Hiding(Model):
    """`walk`'s frames as dictionaries: a name is looked up in them,
    innermost first, then among the game's variables."""

    def turn(self) -> Run:
        self.vars.setdefault("level", 0)
        self.vars.setdefault("total", 0)
        yield from self.walk([])
        self.vars["total"] += self.vars["level"] * 10

    def walk(self, frames: list[dict[str, int]]) -> Run:
        def holder(name: str) -> dict[str, int]:
            return next((f for f in reversed(frames) if name in f), self.vars)

        holder("level")["level"] += 1
        self.vars["total"] += holder("level")["level"]
        if frames:
            self.count("the caller's level")
        mine = {"level": self.vars["total"] % 5}
        options = [("deck", "waste")] if self.stacks["deck"] else []
        if self.stacks["waste"] and mine["level"] != 3:
            options += [("waste", f"piles[{k}]") for k in range(3)]
        move = yield options
        self.moved(move)
        if move[0] == "deck":
            if mine["level"] > 1:
                yield from self.walk([*frames, mine])
                self.count("after itself")
            self.vars["total"] += mine["level"]
        else:
            mine["level"] += 1

    def score(self) -> int:
        return self.vars["total"] * 100 + self.vars["level"]


# `ask` runs `again`, which runs `ask` and then goes on
ON_THROUGH = ASKING.replace("                    do ask\n", "                    do again\n")
ON_THROUGH = ON_THROUGH.replace(
    "    shuffle deck\n",
    "    phase again start\n        do ask\n        asked = asked + 10\n    end\n"
    "    shuffle deck\n",
)

GAMES = {
    "middle": (MIDDLE, Middle),
    "mutual": (MUTUAL, Mutual),
    "hiding": (HIDING, Hiding),
    "through": (ON_THROUGH, Through),
}


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("seed", range(2))
def test_phases_that_wait_and_recurse_play_as_the_reference_says(name: str, seed: int) -> None:
    source, model_of = GAMES[name]
    session = Session(compiled(source)(), seed)
    model = model_of(session)

    def scored() -> None:
        assert session.score == model.score()

    played_against(session, model, seed, 150, check=scored)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_playouts_reach_the_recursion(name: str) -> None:
    source, model_of = GAMES[name]
    seen: dict[str, Any] = reached(source, model_of)
    assert len(seen) >= 2 and min(seen.values()) > 0, seen


def test_saves_undo_the_key_and_the_solver_keep_the_frames_arrange_starts_them(
    tmp_path: Path,
) -> None:
    session = Session(compiled(MIDDLE)(), 3)
    model = Middle(session)
    for _ in range(2):  # (two cards: `ask` runs itself twice, each run's frame kept)
        (move,) = [m for m in session.moves() if m.source == "deck"]
        session.play(move)
        model.play(move)
    deep = session.key()
    (tmp_path / "t.pl").write_text(MIDDLE, encoding="utf-8")
    session.save(tmp_path / "game.json")
    loaded = Session.load(tmp_path / "game.json", plugins=[], source=tmp_path / "t.pl")
    assert loaded.key() == deep
    assert session.undo() and session.key() != deep
    assert session.redo() and session.key() == deep
    assert session.solve(budget=200).states > 1  # (the search plays on from the frames)
    assert session.key() == deep
    variables = dict(model.vars)
    played_against(loaded, model, 3, 40)  # (each run goes on after its run, innermost first)
    assert model.seen["after itself"] > 0
    # laid out afresh: the turn starts again, its frames with it
    session.arrange({name: [(c.id, c.face_up) for c in session.cards(name)] for name in STACKS})
    played_against(session, Middle(session, variables), 3, 40)


# `ask` runs `more`, which runs `ask`, after every card it turns (and turns
# back): `ask`'s 64th run is its last, `more`'s `do` of the 65th the error
ENDLESS_PAIR = """game Endless start
    #use "deck"
    visiblestack waste
    phase ask start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                waste -> deck top 1
                do more
        end
    end
    phase more start
        do ask
        waste -> deck top 0
    end
    turn start
        do ask
    end
end
"""


def test_phases_running_each_other_more_than_64_deep_stop_at_the_do() -> None:
    session = Session(compiled(ENDLESS_PAIR)(), 0)
    for _ in range(63):  # (runs 2 to 64 of `ask`, each after a card)
        (move,) = session.moves()
        session.play(move)
    (move,) = session.moves()
    with pytest.raises(GameError, match=r"^t\.pl:12: .*phase ask runs itself more than 64 deep"):
        session.play(move)
