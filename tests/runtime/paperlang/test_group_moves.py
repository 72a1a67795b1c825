"""Group moves (`group "F."`, docs/paperlang.md "Group moves"): any face-up
card of a pile may be picked with all the cards on it, whatever their order;
the target's build rule checks only the picked group's bottom card."""

from __future__ import annotations

import pytest

from runtime.engine.model import IllegalMove, Move
from tests.runtime.paperlang.conftest import names, open_game

GROUPS = """game G start
    #use "deck"
    stacklist cols[3] start
        facing keep  build "KDA"  group "FY"
    end
    visiblestack home start build "AUSK" maxlength 13 end
    place sevenH -> cols[0] 1
    place eightS -> cols[0] 1
    place twoC -> cols[0] 1
    place nineD -> cols[0] 1
    turndown cols[0] bottom 1
    place eightC -> cols[1] 1
    place kingH -> cols[2] 1
    place aceS -> cols[2] 1
    turn start
        pickone start
            pick cols /> cols, home build then
        end
    end
end
"""


def table(session) -> dict[str, list[str]]:
    return {name: names(session, name) for name in ("cols[0]", "cols[1]", "cols[2]")}


def test_any_face_up_card_moves_with_what_lies_on_it_whatever_their_order():
    session = open_game(GROUPS.replace("place kingH", "place nineH"))
    moves = {str(m) for m in session.moves()}
    # 8C goes on 9D; AS home; 8S (under 2C 9D) waits: AS covers 9H
    assert moves == {"cols[1] -> cols[0] (1 card)", "cols[2] -> home (1 card)"}
    assert session.drag("cols[2]", 1, "home")
    # 8S goes on 9H with 2C 9D, which are no run: only 8S must fit
    assert "cols[0] -> cols[2] (3 cards)" in {str(m) for m in session.moves()}
    assert session.drag("cols[0]", 1, "cols[2]")
    assert table(session) == {
        "cols[0]": ["7H"],
        "cols[1]": ["8C"],
        "cols[2]": ["9H", "8S", "2C", "9D"],
    }
    assert session.cards("cols[0]")[0].face_up is False  # no autoflip here
    assert session.undo() and names(session, "cols[0]") == ["7H", "8S", "2C", "9D"]


def test_a_king_with_any_cards_on_it_fills_an_empty_pile():
    source = GROUPS.replace("place eightC -> cols[1] 1", "").replace(
        "place sevenH -> cols[0] 1", "place kingS -> cols[0] 1"
    )
    session = open_game(source.replace("turndown cols[0] bottom 1", ""))
    assert "cols[0] -> cols[1] (4 cards)" in {str(m) for m in session.moves()}
    assert not session.drag("cols[0]", 1, "cols[1]")
    assert session.message == "only a king may fill an empty col"


def test_refusals_name_the_bottom_card_and_face_down_cards_stay():
    session = open_game(GROUPS)
    assert not session.drag("cols[0]", 1, "cols[1]")
    assert session.message == "8S cannot go on 8C: build down in alternate colours"
    assert not session.drag("cols[0]", 0, "cols[1]")
    assert session.message == "face-down cards cannot be moved"
    with pytest.raises(IllegalMove, match="8S cannot go on 8C"):
        session.play(Move("cols[0]", "cols[1]", 3, 1))
    assert names(session, "cols[1]") == ["8C"]


def test_a_group_lands_only_where_the_target_takes_groups():
    source = GROUPS.replace(
        "maxlength 13 end", 'maxlength 13 end\n    visiblestack tail start build "YDA" end'
    ).replace("pick cols /> cols, home build then", "pick cols /> cols, home, tail build then")
    session = open_game(source)
    # tail has a build rule and no `group`: one card at a time lands there
    assert {m.count for m in session.moves() if m.target == "tail"} == {1}
    assert not session.drag("cols[0]", 1, "tail")
    assert session.message == "only one card at a time may be put on the tail"


def test_group_yy_still_wants_a_run_in_sequence():
    session = open_game(
        GROUPS.replace('group "FY"', 'group "YY"').replace(
            "place kingH -> cols[2] 1", "place nineH -> cols[2] 1"
        )
    )
    assert "cols[0] -> cols[2] (3 cards)" not in {str(m) for m in session.moves()}
