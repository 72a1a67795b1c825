"""Card hooks that read a game variable a `foreachplayer` variable hides
(`paperc/codegen/paperlang_flat_hook_frames.py`, issue 22): the loop's
`seat` is a local of the block that runs the loop (`docs/paperlang.md`,
"Players"), a player, and a hook sees the variables of whoever moved the
card, innermost first ("Structure"), so a card the loop moves counts by
the loop's player, and any other card by the game variable `seat`. With
no hook, the loop's body reads the loop's player and the turn after the
loop the game variable (in the turn, a phase, the setup).
Compiled from a real source, played at random, and checked move by move
against a little model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, reached
from tests.runtime.paperlang.test_flat_hook_frames import played_scored

# the loop that deals the waste's top cards, one a player, as the turn runs it
LOOP = """                    foreachplayer seat start
                        if seat == 0 start
                            waste -> piles[0] top 1
                        else
                            waste -> piles[1] top 1
                        end
                    end
"""

SEATS = """game Seats start
    #use "deck"
    players 2
    visiblestack waste
    stacklist piles[2]
    int seat = 5
    int count = 0
    onmoved number start
        if seat == 0 start
            count = count + 10
        elseif seat == 1 then
            count = count + 100
        else
            count = count + 1
        end
    end
    shuffle deck
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                if waste.size > 2 start
                    (the loop)
                end
            pick piles -> waste top 1 where from{from.size > 0} then
                seat = seat + 1
        end
    end
    score count * 1000 + seat
end
""".replace("                    (the loop)\n", LOOP)

PILES = ["piles[0]", "piles[1]"]


class Seats:
    """Seats as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.seat, self.count = 5, 0
        self.seen = {"game variable": 0, "loop's player": 0}

    def moves(self) -> list[tuple[str, str]]:
        found = [("deck", "waste")] if self.stacks["deck"] else []
        return found + [(p, "waste") for p in PILES if self.stacks[p]]

    def landed(self, seat: int) -> None:
        """The hook, `seat` the one it sees."""
        self.count += 10 if seat == 0 else 100 if seat == 1 else 1

    def play(self, move: Move) -> None:
        stacks = self.stacks
        stacks[move.target or ""].append(stacks[move.source or ""].pop())
        self.landed(self.seat)  # (the turn moved it: the game variable)
        self.seen["game variable"] += 1
        if move.source == "deck" and len(stacks["waste"]) > 2:
            for player in (0, 1):  # (the loop moved it: the loop's player)
                stacks[PILES[player]].append(stacks["waste"].pop())
                self.landed(self.inner.get(player, player))
                self.seen["loop's player"] += 1
        if move.source != "deck":
            self.seat += 1

    # the seat the hook sees for a card the loop moves, where the loop's
    # body declares a `seat` of its own (INNER)
    inner: dict[int, int] = {}

    def score(self) -> int:
        return self.count * 1000 + self.seat


class Inner(Seats):
    inner = {1: 0}


def phased(source: str, loop: str) -> str:
    """`source` with its `loop` in a phase the turn runs where it ran."""
    body = "".join(line[12:] + "\n" for line in loop.splitlines())
    source = source.replace(loop, "                    do deal\n")
    phase = f"    phase deal start\n{body}    end\n"
    return source.replace("    shuffle deck\n", phase + "    shuffle deck\n")


# the same game, the loop in a phase the turn runs
PHASED = phased(SEATS, LOOP)

# the same game, the loop's body declaring a `seat` of its own (an int)
# where it moves a card to the second pile
INNER = SEATS.replace(
    "                        else\n                            waste -> piles[1]",
    "                        else\n                            int seat = 0\n"
    "                            waste -> piles[1]",
)

# the same game with no hook reading `seat`: the turn counts, by the
# loop's player (10 or 100) in the loop's body, and by the game variable
# after the loop (`docs/paperlang.md`, "Players": the loop's variable is a
# local of its block)
COUNTED = LOOP.replace(
    "piles[0] top 1\n", "piles[0] top 1\n                            count = count + 10\n"
).replace("piles[1] top 1\n", "piles[1] top 1\n                            count = count + 100\n")
AFTER = "                    count = count + seat\n"
HOOK = SEATS[SEATS.index("    onmoved") : SEATS.index("    shuffle")]
UNHOOKED = SEATS.replace(HOOK, "").replace(LOOP, COUNTED + AFTER)


# the same, with a loop in the setup too: 7 for the second player, and
# the game variable (5) after it
SET_UP = UNHOOKED.replace(
    "    shuffle deck\n",
    "    shuffle deck\n    foreachplayer seat start\n        if seat == 1 start\n"
    "            count = count + 7\n        end\n    end\n    count = count + seat\n",
)


class Unhooked(Seats):
    """Seats with no hook (`UNHOOKED`), as the reference says it plays."""

    def play(self, move: Move) -> None:
        stacks = self.stacks
        stacks[move.target or ""].append(stacks[move.source or ""].pop())
        if move.source == "deck" and len(stacks["waste"]) > 2:
            for player in (0, 1):  # (the loop's player)
                stacks[PILES[player]].append(stacks["waste"].pop())
                self.count += 10 if player == 0 else 100
                self.seen["loop's player"] += 1
            self.after_loop()
        if move.source != "deck":
            self.piled()

    def after_loop(self) -> None:
        self.count += self.seat  # (the game variable)
        self.seen["game variable"] += 1

    def piled(self) -> None:
        """After a pile's card."""
        self.seat += 1


class SetUp(Unhooked):
    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.count = 7 + 5


# a game like Seats with no game variable `seat` and no hook: after a
# pile's card, the turn declares an int `seat` of its own outside any loop,
# which counts on as an int does (`int seat = 1; seat = seat + 1` is 2;
# only a player goes round the table), while the loop still visits the
# players 0 and 1
LOCAL = (
    UNHOOKED.replace("    int seat = 5\n", "")
    .replace(AFTER, "")
    .replace(
        "                seat = seat + 1\n",
        "                int seat = 1\n                seat = seat + 1\n"
        "                count = count + seat\n",
    )
    .replace("score count * 1000 + seat", "score count")
)


class Local(Unhooked):
    """Seats with a local int `seat` (`LOCAL`), as the reference says it plays."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen = {"local int": 0, "loop's player": 0}

    def after_loop(self) -> None:
        pass  # (no game variable `seat`)

    def piled(self) -> None:
        self.count += 2  # (the local int: 1, counted on to 2)
        self.seen["local int"] += 1

    def score(self) -> int:
        return self.count


GAMES = [
    (SEATS, Seats),
    (PHASED, Seats),
    (INNER, Inner),
    (UNHOOKED, Unhooked),
    (phased(UNHOOKED, COUNTED), Unhooked),
    (SET_UP, SetUp),
    (LOCAL, Local),
]
NAMES = [
    "turn",
    "phase",
    "local in the loop",
    "no hook",
    "no hook, phase",
    "no hook, setup",
    "an int of the loop's name",
]


@pytest.mark.parametrize(("source", "model_of"), GAMES, ids=NAMES)
def test_a_hook_sees_the_player_of_the_loop_that_moved_the_card(
    source: str, model_of: type
) -> None:
    for seed in range(3):
        played_scored(source, model_of, seed)


@pytest.mark.parametrize(("source", "model_of"), GAMES, ids=NAMES)
def test_the_playouts_reach_the_loop_and_the_game_variable(source: str, model_of: type) -> None:
    seen = reached(source, model_of, 150)
    assert min(seen.values()) > 0, seen
