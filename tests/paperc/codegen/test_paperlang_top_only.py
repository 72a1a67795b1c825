"""The proof behind the search key's top-only stacks (`paperlang_top_only.py`):
which lone stacks of a game the rules read no deeper than the top
card, written into the plugin as `flat_top_only`. Small games both ways:
proved, and refused for each way a card could leave or be read below the
top."""

from __future__ import annotations

import pytest

from paperc.codegen.paperlang_flat_ir import Piles
from paperc.codegen.paperlang_top_only import top_only_stacks
from paperc.paperlang import to_ir
from runtime.engine.paperlang.flat import FlatGame
from tests.runtime.paperlang.conftest import game_class

GAME = """\
game Mini start
    #use "deck"
    stacklist columns[4] start at 0 1 fan down end
    visiblestack home start at 1 0 build "NBYK" maxlength 52 end
    visiblestack trash start at 3 0 end
    shuffle deck
    setup start
        deck -> every columns top 5
        deck -> home top 1
    end
    turn start
        pickone start
            pick columns -> home top 1 where from{from.size > 0} then
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> home top 1
            PICK
        end
    end
end
"""
HOME, TRASH = 5, 6


def top_only(pick: str = "", game: str = GAME) -> tuple[int, ...]:
    cls = game_class(game.replace("PICK", pick))
    assert issubclass(cls, FlatGame)  # the proof is made for compiled games
    return getattr(cls, "flat_top_only", ())


def test_golf_s_foundation_is_top_only() -> None:
    # cards go on, none leaves; the rule reads the top card, the limit its size
    assert top_only() == (HOME,)


@pytest.mark.parametrize(
    "pick",
    [
        "pick columns -> home top 1 where to{(to.top.v != 13) && (to.size < 52)} then",
        "pick columns -> home top 1 where to{(to.top.suit == from.top.suit) || (to == from)} then",
        "pick columns -> columns top 1 where to{home.top.v == 13} then",
    ],
)
def test_reading_the_top_card_the_size_or_which_stack_keeps_the_proof(pick: str) -> None:
    assert top_only(pick) == (HOME,)


@pytest.mark.parametrize(
    "pick",
    [
        "pick home -> columns top 1 then",  # a card leaves
        "pick home -> home top 0 then",  # a click on it: when in doubt, refuse
        "pick columns -> columns top 1 then\n                home -> deck top 1",
        "pick columns -> home top 1 then\n                to -> trash top 1",  # `to` is home
        "pick columns -> columns top 1 where to{home.bottom.v == 1} then",  # below the top
    ],
)
def test_a_card_leaving_or_a_read_below_the_top_refuses_it(pick: str) -> None:
    assert HOME not in top_only(pick)


def test_a_read_the_walk_does_not_know_refuses_it() -> None:
    # a card pattern (asked of the IR directly)
    pick = "pick columns -> columns top 1 where to{(home{v == 1}).size > 0} then"
    program = to_ir(GAME.replace("PICK", pick), "t.pl", "").program
    piles = Piles()
    index = 0
    for stack in program.stacks:
        count = stack.shape[0] if stack.kind == "list" else 1
        piles.where[stack.name] = (index, count)
        index += count
    assert top_only_stacks(program, piles).stacks == ()
    plain = to_ir(GAME.replace("PICK", ""), "t.pl", "").program
    assert top_only_stacks(plain, piles).stacks == (HOME,)


def test_a_score_reading_below_the_top_refuses_it() -> None:
    for score, proved in (("home.bottom.v", ()), ("home.size + home.top.v", (HOME,))):
        scored = GAME.replace("    shuffle deck\n", f"    score {score}\n    shuffle deck\n")
        assert top_only(game=scored) == proved


def test_an_x_base_reads_the_first_card_and_refuses_it() -> None:
    assert top_only(game=GAME.replace('build "NBYK"', 'build "XBY"')) == ()


def test_a_stack_no_card_goes_onto_is_left_out() -> None:
    # trash never takes a card in play: its top alone would gain nothing
    assert TRASH not in top_only()
    assert TRASH in top_only("pick columns -> trash top 1 where from{from.size > 0} then")


def test_a_size_is_read_only_of_the_one_stack_kept_by_its_top() -> None:
    # home's size follows from the other stacks only when no other stack is
    # kept by its top: with trash kept too (its size unread), home is not
    assert top_only("pick columns -> trash top 1 where from{from.size > 0} then") == (TRASH,)
    # both sizes read: the first is kept, alone
    assert top_only("pick columns -> trash top 1 where to{to.size < 9} then") == (HOME,)


def unread(pick: str = "", game: str = GAME) -> tuple[int, ...]:
    return getattr(game_class(game.replace("PICK", pick)), "flat_unread", ())


def test_a_stack_whose_top_card_nothing_reads_is_unread() -> None:
    # Pyramid's foundation: no rule, no `X.top`; only its size is read
    plain = GAME.replace('build "NBYK" ', "")
    assert top_only(game=plain) == unread(game=plain) == (HOME,)
    assert unread() == ()  # Golf's: its build rule reads the top card
    read = "pick columns -> columns top 1 where to{home.top.v > 0} then"
    assert top_only(read, plain) == (HOME,) and unread(read, plain) == ()
    flipped = plain.replace("maxlength 52", "maxlength 52 autoflip")
    assert top_only(game=flipped) == (HOME,) and unread(game=flipped) == ()
