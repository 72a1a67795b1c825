"""`seat + 1` and `seat - 1` in a card hook or a phase, where the `seat`
it sees may be a player or a number (`paperc/codegen/paperlang_flat_hook_frames.py`,
issue 22): a hook sees the variables of whoever moved the card, and a
phase those of whoever runs it, innermost first (`docs/paperlang.md`,
"Structure"), and `+` moves a player round the table ("Players") but
counts a number on. So the compiled hook (or phase) chooses as it runs,
by the declaration innermost then: a `foreachplayer seat` loop's player
or a `playerref seat` local of the mover is moved round, the game's
`int seat` counted on (or, the other way round, the game's `playerref
seat` moved round and a mover's `int seat` counted on). A long run
`seat + 4 + 2 - 3 ...` (one flat `ir.Chain`) moves so too, as `seat + 1`.
Compiled from real sources, played at random, and checked move by move
against a little model of the game written from the reference."""

from __future__ import annotations

import re

import pytest

import paperc
from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, reached
from tests.runtime.paperlang.test_flat_hook_frames import played_scored

# what a moved card counts, by the `seat` seen: a player (of three) 0
# counts 10 (0 - 1 is the last player), 1 counts 1000, 2 counts 1 (2 + 1
# is the first); a number 5 counts 100, any other above 2 (or 2) 1000
TALLY = """        if seat + 1 == 0 start
            count = count + 1
        elseif seat - 1 == 2 then
            count = count + 10
        elseif seat + 1 == 6 then
            count = count + 100
        else
            count = count + 1000
        end
"""

# the game variable a number, 5; a deck card onto a waste of more than
# three deals its top three, one a player, in a `foreachplayer seat`; a
# pile's card counts the game variable on, and onto a waste of more than
# four spreads it onto the first pile (a phase that runs itself) where a
# `playerref seat` of the player two on from the current one is declared
ROUND = """game Round start
    #use "deck"
    players 3
    visiblestack waste
    stacklist piles[3]
    int seat = 5
    int count = 0
    onmoved number start
(the tally)    end
    phase spread start
        if waste.size > 3 start
            waste -> piles[0] top 1
            do spread
        end
    end
    shuffle deck
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                if waste.size > 3 start
                    foreachplayer seat start
                        if seat == 0 start
                            waste -> piles[0] top 1
                        elseif seat == 1 then
                            waste -> piles[1] top 1
                        else
                            waste -> piles[2] top 1
                        end
                    end
                end
            pick piles -> waste top 1 where from{from.size > 0} then
                seat = seat + 1
                if waste.size > 4 start
                    playerref seat = currentPlayer + 2
                    do spread
                end
        end
    end
    score count
end
""".replace("(the tally)", TALLY)

# the other way round: the game variable a player (the second), the
# block's local a number, 2
REVERSED = ROUND.replace("    int seat = 5\n", "    playerref seat = currentPlayer + 1\n").replace(
    "playerref seat = currentPlayer + 2", "int seat = 2"
)


def phased(source: str) -> str:
    """`source` with its hook's tally in a phase the hook runs."""
    source = source.replace(TALLY, "        do tally\n")
    phase = f"    phase tally start\n{TALLY}    end\n"
    return source.replace("    phase spread", phase + "    phase spread")


def unhooked(source: str) -> str:
    """`source` with no hook: the turn (or the phase) that moves a card
    runs the tally's phase after it (and a `then` body first, for its
    pick's card)."""
    source = phased(source).replace("    onmoved number start\n        do tally\n    end\n", "")
    source = re.sub(r"( +)(waste -> piles\[\d\] top 1\n)", r"\1\2\1do tally\n", source)
    first = lambda m: m.group(0) + m.group(1) + "    do tally\n"  # noqa: E731
    return re.sub(r"( +)(pick .* then\n)", first, source)


class Round:
    """Round as the reference says it plays (cards as (rank, suit)): the
    game variable and the block's `seat` (a player, or a number) as given."""

    game: tuple[int, bool] = (5, False)  # (the game variable's value, and whether a player)
    block_player = True  # (the pile's block: a player two on from the current one, or 2)

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.seat, self.player = self.game
        self.count, self.turns = 0, 0
        self.seen = {"game variable": 0, "loop's player": 0, "block's local": 0}

    def moves(self) -> list[tuple[str, str]]:
        found = [("deck", "waste")] if self.stacks["deck"] else []
        return found + [(p, "waste") for p in PILES if self.stacks[p]]

    def tally(self, seat: int, player: bool, seen: str) -> None:
        """What a card moved counts where the `seat` seen is `seat`."""
        up, down = (seat + 1, seat - 1) if not player else ((seat + 1) % 3, (seat - 1) % 3)
        self.count += 1 if up == 0 else 10 if down == 2 else 100 if up == 6 else 1000
        self.seen[seen] += 1

    def moved(self, source: str, target: str) -> None:
        self.stacks[target].append(self.stacks[source].pop())

    def play(self, move: Move) -> None:
        stacks = self.stacks
        self.moved(move.source or "", move.target or "")
        self.tally(self.seat, self.player, "game variable")
        if move.source == "deck" and len(stacks["waste"]) > 3:
            for player in range(3):  # (the loop's player)
                self.moved("waste", PILES[player])
                self.tally(player, True, "loop's player")
        elif move.source != "deck":
            self.seat = (self.seat + 1) % 3 if self.player else self.seat + 1
            if len(stacks["waste"]) > 4:
                local = (self.turns % 3 + 2) % 3 if self.block_player else 2
                while len(stacks["waste"]) > 3:  # (the phase, running itself)
                    self.moved("waste", PILES[0])
                    self.tally(local, self.block_player, "block's local")
        self.turns += 1

    def score(self) -> int:
        return self.count


class Reversed(Round):
    game = (1, True)
    block_player = False


# no game variable `seat`: the phase reads its callers' (the loop's
# player, the pile's block's `int seat = 5`, or the `playerref seat` of a
# block inside it)
LOCALS = (
    unhooked(ROUND)
    .replace("    int seat = 5\n", "")
    .replace(" then\n                do tally\n", " then\n")
    .replace(
        "                seat = seat + 1\n",
        "                int seat = 5\n                do tally\n",
    )
)


class Locals(Round):
    """Round with no game variable `seat` (`LOCALS`)."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen = {"loop's player": 0, "block's local": 0, "its block's local": 0}

    def play(self, move: Move) -> None:
        stacks = self.stacks
        self.moved(move.source or "", move.target or "")
        if move.source == "deck" and len(stacks["waste"]) > 3:
            for player in range(3):
                self.moved("waste", PILES[player])
                self.tally(player, True, "loop's player")
        elif move.source != "deck":
            self.tally(5, False, "block's local")
            if len(stacks["waste"]) > 4:
                while len(stacks["waste"]) > 3:
                    self.moved("waste", PILES[0])
                    self.tally((self.turns % 3 + 2) % 3, True, "its block's local")
        self.turns += 1


# the same, the phase declaring a `seat` of its own in a block it never
# runs: outside that block its `seat` is still its callers'
NESTED = LOCALS.replace(
    "    phase tally start\n",
    "    phase tally start\n"
    "        if count < 0 start\n"
    "            int seat = 7\n"
    "            count = seat\n"
    "        end\n",
)

PILES = [f"piles[{k}]" for k in range(3)]

GAMES = {
    "hook": (ROUND, Round),
    "hook's phase": (phased(ROUND), Round),
    "phase": (unhooked(ROUND), Round),
    "hook, reversed": (REVERSED, Reversed),
    "hook's phase, reversed": (phased(REVERSED), Reversed),
    "phase, reversed": (unhooked(REVERSED), Reversed),
    "phase, callers' locals": (LOCALS, Locals),
    "phase, callers' locals, a nested local": (NESTED, Locals),
}


# `seat + 1` and `seat - 1` as long runs, of which the front end makes one
# flat `ir.Chain` (16 operands or more), moving as far as the short ones
UP = "seat + 4 + 2 - 3 + 1 - 2 + 2 - 1 + 3 - 4 + 2 - 2 + 1 - 3 + 2 - 1"
DOWN = "seat - 4 - 2 + 3 - 1 + 2 - 2 + 1 - 3 + 4 - 2 + 2 - 1 + 3 - 2 + 1"


def long_runs(source: str) -> str:
    return source.replace("seat + 1 ==", f"{UP} ==").replace("seat - 1 ==", f"{DOWN} ==")


# no name hidden: the turn's player two on from the current one (a long
# run from `currentPlayer`), and each player of a `foreachplayer` loop
PLAIN = f"""game Plain start
    #use "deck"
    players 3
    visiblestack waste
    stacklist piles[3]
    int count = 0
    shuffle deck
    turn start
        pickone start
            pick deck -> waste top 1 where from{{from.size > 0}} then
                playerref seat = {UP.replace("seat", "currentPlayer")} + 1
(the tally)                foreachplayer each start
(each's tally)                end
        end
    end
    score count
end
""".replace("(the tally)", TALLY).replace("(each's tally)", TALLY.replace("seat", "each"))


class Plain(Round):
    """Plain as the reference says it plays (`PLAIN`)."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen = {"turn's player": 0, "loop's player": 0}

    def play(self, move: Move) -> None:
        self.moved(move.source or "", move.target or "")
        self.tally((self.turns % 3 + 2) % 3, True, "turn's player")
        for player in range(3):
            self.tally(player, True, "loop's player")
        self.turns += 1


LONG_RUNS = {
    "plain": (long_runs(PLAIN), Plain),
    "hook": (long_runs(ROUND), Round),
    "phase, reversed": (long_runs(unhooked(REVERSED)), Reversed),
    "phase, callers' locals": (long_runs(LOCALS), Locals),
}


@pytest.mark.parametrize("name", LONG_RUNS)
def test_a_long_run_moves_a_player_round_as_a_short_one_does(name: str) -> None:
    source, model_of = LONG_RUNS[name]
    assert UP in source and DOWN in source
    played_scored(source, model_of, 0, steps=100)


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_moves_round_where_it_is_a_player_and_counts_on_where_a_number(name: str) -> None:
    source, model_of = GAMES[name]
    for seed in range(2):
        played_scored(source, model_of, seed, steps=100)


@pytest.mark.parametrize("name", ["hook", "phase, reversed", "phase, callers' locals"])
def test_the_playouts_reach_each_seat(name: str) -> None:
    source, model_of = GAMES[name]
    seen = reached(source, model_of, 100)
    assert min(seen.values()) > 0, seen


def test_a_seat_that_may_be_a_player_compared_as_a_number_is_an_error_there() -> None:
    # (`>` compares numbers: where the phase's `seat` is the loop's player,
    # `seat + 1 > 5` cannot be worked out, an error at the read naming it)
    source = GAMES["phase"][0].replace("elseif seat + 1 == 6 then", "elseif seat + 1 > 5 then")
    with pytest.raises(paperc.CompileError) as raised:
        paperc.compile_source(source, "t.pl")
    (error, *_) = raised.value.diagnostics
    assert (error.code, error.span.line, error.span.col) == ("P105", 13, 16), error
    assert "the local declared at t.pl:32:21, a player, may hide" in error.message
