"""The piles' rules in words, as the engine judges a refused move on its
own card codes (`refusals.build_problem`): the sentences no bundled game
happens to say, each from a position a real source deals, and what the
rules allow is no refusal at all."""

from __future__ import annotations

from runtime.session import Session
from tests.runtime.paperlang.conftest import open_game

RULED = """game Ruled start
    #use "deck"
    card Flag start end
    stacklist rows[2] start build "YDA" end
    visiblestack crown start build "YUSQ" end
    visiblestack shut start build "YDA" end
    visiblestack spare
    visiblestack other
    place fiveS -> rows[0] 1
    place fourH -> rows[0] 1
    place nineC -> rows[1] 1
    place queenH -> crown 1
    place tenD -> shut 1
    turndown shut top 1
    place Flag -> spare 1
    place kingH -> spare 1
    place eightH -> other 1
    turn start
        pickone start
            pick rows /> rows top 2 then
            pick spare, other, rows -> rows, crown, shut top 1 then
            pick deck -> deck top 0 then
        end
    end
end
"""


def refused(session: Session, source: str, index: int, target: str) -> str | None:
    """What a drag says, as the table asks before it tries (`Session.refusal`)."""
    said = session.refusal(source, index, target)
    assert not session.drag(source, index, target)
    assert session.message == said
    return said


def test_a_group_off_a_pile_that_moves_single_cards():
    # rows build with a rule and no `group`: one card at a time leaves them
    session = open_game(RULED)
    said = refused(session, "rows[0]", 0, "rows[1]")
    assert said == "only one card at a time may be taken from a row"


def test_nothing_goes_on_a_complete_pile():
    session = open_game(RULED)  # (the crown: up in suit, complete at the queen)
    assert refused(session, "spare", 1, "crown") == (
        "the crown is complete: nothing goes on a queen"
    )


def test_only_playing_cards_are_built():
    session = open_game(RULED.replace("place kingH -> spare 1\n", ""))  # (the flag on top)
    assert refused(session, "spare", 0, "rows[1]") == "only playing cards can be built on a row"


def test_nothing_goes_on_a_face_down_card():
    session = open_game(RULED)
    assert refused(session, "spare", 1, "shut") == (
        "nothing may be put on a face-down card on the shut"
    )


def test_what_the_rules_allow_is_no_refusal():
    session = open_game(RULED)
    # 8H on 9C: down, in the other colour
    assert session.rules.refusal(session.state, "other", 0, "rows[1]") is None
    assert session.drag("other", 0, "rows[1]")
    assert [card.name for card in session.cards("rows[1]")] == ["9C", "8H"]
    assert refused(session, "rows[0]", 1, "rows[1]") == (
        "4H cannot go on 8H: build down in alternate colours"
    )
