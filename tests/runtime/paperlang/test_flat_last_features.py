"""The last expressions, turn and player features the compiled engine took
over (issue 22), each from a real source: recordings the first engine
made (`feature_sources.RECORDINGS`, replayed by `recorded.py`), or tables
and moves written out from the language reference."""

from __future__ import annotations

import random

import pytest

import paperc
from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.feature_sources import RECORDINGS
from tests.runtime.paperlang.recorded import replayed, rules_class
from tests.runtime.paperlang.test_flat_players import DUEL, RESERVE


def test_a_move_that_ends_a_turn_of_two_waits_runs_no_more_of_the_next_turn() -> None:
    # (the next turn's start would set `n` again: the recording keeps it as
    # the winning turn left it)
    cls = rules_class("ended")
    assert issubclass(cls, FlatGame) and cls.flat_over is not FlatGame.flat_over
    sessions = replayed("ended")
    assert [session.status for session in sessions].count("won") >= 3


@pytest.mark.parametrize(
    "name", ["nones", "hook_phases", "each_player", "counted_players", "no_player", "next_loses"]
)
def test_the_feature_takes_the_compiled_engine_and_plays_as_recorded(name: str) -> None:
    source = RECORDINGS[name].source
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    assert issubclass(rules_class(name), FlatGame)
    assert sum(len(session.history()) for session in replayed(name)) > 40


def test_none_in_and_or_not_and_minus_is_paperlang_s_own() -> None:
    # (`truth` for an operand that may be none, `neg` for `-`; `!` as Python's)
    code = paperc.compile_source(RECORDINGS["nones"].source, "t.pl").python
    assert "truth(card_shiny[" in code and "neg(card_v[" in code
    assert "not (card_shiny[" in code


# an offset by an amount that is none (`spare.top.v` of an empty spare)
# names no card: its value is none, and the comparison false
OFFSETS = """game Offsets start
    #use "deck"
    visiblestack waste
    visiblestack spare
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{(deck.top - spare.top.v).v != 99} then
            pick deck -> spare top 1 where from{spare.size == 0} then
        end
    end
end
"""


def test_an_offset_by_none_names_no_card() -> None:
    assert refusal(game_ir_of(OFFSETS)) is None and not_compiled(OFFSETS) == []
    session = Session(game_class(OFFSETS)(), 0)
    assert [(m.source, m.target) for m in session.moves()] == [("deck", "spare")]
    session.play(session.moves()[0])
    assert session.cards("spare")[0].rank <= 13
    assert [(m.source, m.target) for m in session.moves()] == [("deck", "waste")]


# each player's own hand, picked from beside the waste: a pick from both
# offers the waste's card and the current player's hand, never the other's
OWN_AMONG = (
    RESERVE.replace(
        "    privatestack hand\n",
        "    players 2\n    foreachplayer p start\n        privatestack p.hand\n    end\n",
    )
    .replace("hand", "currentPlayer.hand")
    .replace("p.currentPlayer.hand", "p.hand")
    .replace(
        "            pick waste -> piles build then\n"
        "            pick waste -> homes build then\n"
        "            pick currentPlayer.hand -> piles build then\n",
        "            pick waste -> homes build then\n"
        "            pick waste, currentPlayer.hand -> piles build then\n",
    )
)


def test_a_pick_from_a_player_s_own_stack_among_other_stacks() -> None:
    assert "pick waste, currentPlayer.hand -> piles" in OWN_AMONG
    assert refusal(game_ir_of(OWN_AMONG)) is None
    rules_class = game_class(OWN_AMONG)
    onto_piles = set()
    for seed in range(3):
        session, chooser = Session(rules_class(), seed), random.Random(seed)
        for _ in range(200):
            if not session.moves():
                break
            mine = f"hand[{session.player}]"
            for move in session.moves():
                assert {move.source, move.target} & {"hand[0]", "hand[1]"} <= {mine}
                if move.target and move.target.startswith("piles"):
                    onto_piles.add(move.source.split("[")[0] + ("" if move.source != mine else "*"))
            session.play(chooser.choice(session.moves()))
    assert {"waste", "hand*", "piles"} <= onto_piles


def test_a_turn_written_as_a_machine_passes_a_string_attribute_round() -> None:
    # (the spare `_rotation` passes through is declared as the first
    # player's attribute is: a string with a value)
    source = DUEL.replace(
        "        int mine = currentPlayer.score\n        pickone start",
        "        int mine = currentPlayer.score\n        if mine >= 0 start\n"
        "        mine = mine + 0\n        pickone start",
    ).replace("        turns = turns + 1\n", "        end\n        turns = turns + 1\n", 1)
    assert refusal(game_ir_of(source)) is None and not_compiled(source) == []
    rules_class = game_class(source)
    assert "(player rank+3)" in rules_class.flat_changing
    session, chooser = Session(rules_class(), 0), random.Random(0)
    for _ in range(120):
        if not session.moves():
            break
        session.play(chooser.choice(session.moves()))
    assert len(session.history()) > 20
