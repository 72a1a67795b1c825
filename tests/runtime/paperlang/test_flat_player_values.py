"""Players as values: `currentPlayer` read as a value, `playerref`
variables (of the game, of the turn, of a `then` body), a player moved on
(`currentPlayer + 1`, `currentPlayer - 1`), players compared with players
and with a player's number, another player's attribute read through a
variable, `winneris`/`looseris` of a player who may not be the current
one, and a turn's ending reading the players' values. Compiled from a real
source and played at random as recorded (`recorded.played`: moves, tables,
status, events, score, refusals, and each player's values at every
step)."""

from __future__ import annotations

import random

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.recorded import played
from tests.runtime.paperlang.test_flat import game_ir_of
from tests.runtime.paperlang.test_flat_players import DUEL, not_compiled

# three players; a game variable holding a player (the leader, set by the
# turn's ending, read by a filter and by the ending's `winneris`), a second
# one never set, a local of the turn (the player before) read by a filter
# through its attribute, a local of a `then` body moved on and compared
# with a game variable, the current player compared with a number in a
# filter and in the ending, the next player's attribute read in the ending
LEAD = """game Lead start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    players 3
    int turns = 0
    int firsts = 0
    playerref leader = currentPlayer + 2
    playerref first = currentPlayer
    foreachplayer p start
        int p.score = 0
        string p.rank = "novice"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
    end
    turn start
        playerref before = currentPlayer - 1
        pickone start
            pick piles -> piles build where from{(before.score > 2) || (from.size > 1)} then
            pick piles -> homes build then
                currentPlayer.score = currentPlayer.score + 5
            pick waste -> piles build where to{leader != currentPlayer} then
                currentPlayer.score = currentPlayer.score + 1
            pick waste -> homes build then
                playerref me = currentPlayer
                me = me + 3
                currentPlayer.score = currentPlayer.score + 5
                if (me == first) && (currentPlayer.score > 10) start
                    currentPlayer.rank = "expert"
                end
            pick deck -> waste top 3 where from{(currentPlayer != 2) || (deck.size != 9)} then
            pick waste -> deck top 0 where from{deck.size == 0} then
                waste -> deck top all
                currentPlayer.score = currentPlayer.score - 2
        end
        playerref next = currentPlayer + 1
        if (leader == currentPlayer) || (next.score > 3) start
            turns = turns + 1
        end
        if currentPlayer == 0 start
            firsts = firsts + 1
        end
        if currentPlayer.score > leader.score start
            leader = currentPlayer
        end
        if (homes[0].size + homes[1].size > 2) && (leader.rank == "novice") start
            winneris leader
        end
        if homes[2].size > 3 start
            looseris next
        end
    end
    score turns * 100 + firsts
end
"""

# the turn's ending reading the current player's attributes and the
# leader's (the player whose turn it was: the engine hands the values on
# before the ending, which reads them of the player before)
ENDING = LEAD.replace(
    "        if homes[2].size > 3 start\n",
    "        if (currentPlayer.score > 12) && (currentPlayer.rank != leader.rank) start\n"
    "            winneris currentPlayer\n        end\n"
    "        if homes[2].size > 3 start\n",
)
# the same reading a local the turn worked out after its wait (`next`):
# the turn is written as a machine, whose code hands the values on at the
# turn's end
MACHINE = ENDING.replace("!= leader.rank", "!= next.rank")
# another player's attribute set through a variable: the next player's
# and the one before's, in `then` bodies
SETS = LEAD.replace(
    "            pick piles -> homes build then\n",
    "            pick piles -> homes build then\n"
    "                playerref after = currentPlayer + 1\n"
    "                after.score = after.score - 1\n"
    "                playerref back = currentPlayer - 1\n"
    '                back.rank = "robbed"\n',
)
SOURCES = {"LEAD": LEAD, "ENDING": ENDING, "MACHINE": MACHINE, "SETS": SETS}


@pytest.mark.parametrize("name", SOURCES)
def test_players_as_values_compile(name: str) -> None:
    source = SOURCES[name]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    assert "(player #+2)" in rules_class.flat_changing
    assert bool(rules_class.flat_passed) == (name != "MACHINE")  # (a machine's code passes)
    statuses, leaders = set(), set()
    for seed in range(2):
        fast = played(rules_class, seed, 150, ("players", "variables", "some refusals"))
        statuses.add(fast.status)
        leaders.add(fast.rules._flat_values(fast.state)["leader"])
    assert len(leaders) > 1 and "won" in statuses


@pytest.mark.parametrize(
    "changes",
    [
        # the ending reads the current player's attribute (of the player who played)
        (("homes[0].size > 5", "currentPlayer.passes > 0"),),
        # and the score reads one, where the ending ends the game (as a machine)
        (("homes[0].size > 5", "turns > 8"), ("    score turns", "    score currentPlayer.score")),
    ],
)
def test_a_turn_s_ending_reading_the_players_values_compiles(changes) -> None:
    source = DUEL
    for change in changes:
        source = source.replace(*change)
        assert change[1] in source
    assert refusal(game_ir_of(source)) is None
    rules_class = game_class(source)
    statuses = set()
    for seed in range(3):  # (three players: the machine's code keeps a fourth place)
        fast = played(rules_class, seed, 150, ("players 3", "variables", "some refusals"))
        statuses.add(fast.status)
    assert "won" in statuses


def test_players_of_a_number_worked_out_before_play_compile() -> None:
    # (a game int that never changes, and arithmetic on it)
    source = LEAD.replace("    players 3\n", "    int seats = 2\n    players seats + 1\n")
    assert refusal(game_ir_of(source)) is None
    rules_class = game_class(source)
    assert "(player #+2)" in rules_class.flat_changing
    played(rules_class, 1, 60, ("players", "variables", "some refusals"))


def test_one_player_s_number_is_a_constant() -> None:
    # (one player: `currentPlayer` is 0, nothing is handed on)
    source = LEAD.replace("    players 3\n", "")
    assert refusal(game_ir_of(source)) is None
    rules_class = game_class(source)
    assert "(player #)" not in rules_class.flat_changing and not rules_class.flat_passed
    for seed in range(2):
        played(rules_class, seed, 100, ("players", "variables", "some refusals"))


def test_a_playerref_declared_with_no_player_compiles() -> None:
    # (none until set: `test_flat_last_features` replays such a game)
    source = LEAD.replace("playerref leader = currentPlayer + 2", "playerref leader")
    assert source != LEAD
    assert refusal(game_ir_of(source)) is None


# three players and a playerref, but no read of `currentPlayer`: the
# players still take turns (`Session.player`); the redeal's `then` body
# makes player number `passes` the keeper, who loses at the second redeal
KEEP = """game Keep start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    players 3
    int passes = 0
    playerref keeper
    shuffle deck
    setup start
        deck -> every piles top 1
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick deck -> waste top 3 then
            pick waste -> deck top 0 where from{deck.size == 0} then
                waste -> deck top all
                passes = passes + 1
                foreachplayer p start
                    if p == passes start
                        keeper = p
                    end
                end
        end
        if keeper == 2 start
            looseris keeper
        end
    end
end
"""


@pytest.mark.parametrize("seed", range(2))
def test_a_playerref_without_current_player_still_takes_turns(seed: int) -> None:
    session = Session(game_class(KEEP)(), seed)
    chooser = random.Random(seed)
    player, passes = 0, 0  # (the model: each move is a turn, the next player's after it)
    assert session.player == player
    while session.status == "playing":
        move = chooser.choice(session.moves())
        session.play(move)
        passes += move.source == "waste"  # (the redeal: a click on the waste)
        player = (player + 1) % 3
        assert (session.player, session.status) == (player, "lost" if passes == 2 else "playing")
    assert passes == 2 and session.moves() == []
