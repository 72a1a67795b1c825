"""Picks the compiled engine took over from the first engine, each compiled
from a real source: the game compiles (`FlatGame`, no refusal,
no P180 warning), and random games play at every step (moves, tables,
status, events, clicks, refusals) as recorded
(`recorded.played`); and picks that mean nothing, an error naming the
line and column."""

from __future__ import annotations

import pytest

import paperc
from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, not_compiled
from tests.runtime.paperlang.recorded import played
from tests.runtime.paperlang.test_flat import game_ir_of

# cards taken from the bottom of a stack: onto piles with rules (the one
# card judged, a `to` filter reading `moving`), several at once, all; and
# put under piles with rules (which take no card there) or from them
BOTTOMS = """game Bottoms start
    #use "deck"
    visiblestack waste
    hiddenstack cellar start
        build "YBY"
    end
    stacklist piles[4] start
        build "YBY"
        group "YY"
    end
    stacklist homes[4] start
        build "YBY"
        maxlength 13
    end
    setup start
        deck -> every piles top 3
        deck -> cellar top 2
    end
    turn start
        pickone start
            pick piles -> homes bottom 1 then
            pick deck -> waste bottom 2 then
            pick waste /> piles bottom 1 where to{(to.size == 0) || (moving.top.v < to.top.v)} then
            pick cellar -> homes bottom 1 then
            pick waste ->_ homes top 1 then
            pick cellar ->_ waste top 1 then
            pick waste ->_ piles top 1 then
            pick waste -> deck bottom all where from{deck.size == 0} then
                waste -> piles[0] bottom 1
        end
    end
end
"""
SEEDS = range(3)


def test_picks_from_the_bottom_compile() -> None:
    assert refusal(game_ir_of(BOTTOMS)) is None
    assert not_compiled(BOTTOMS) == []
    rules_class = game_class(BOTTOMS)
    assert issubclass(rules_class, FlatGame)
    for seed in SEEDS:
        played(rules_class, seed, 120, ("clicks", "some refusals"))


def test_a_pick_from_the_bottom_takes_the_bottom_card() -> None:
    session = Session(game_class(BOTTOMS)(), 1)
    deck = [card.id for card in session.cards("deck")]
    (move,) = [m for m in session.moves() if m.source == "deck"]
    assert (move.count, move.index) == (2, 0)
    session.play(move)
    assert [card.id for card in session.cards("waste")] == deck[:2]
    assert [card.id for card in session.cards("deck")] == deck[2:]


@pytest.mark.parametrize("word", ["auto", "every"])
def test_a_pick_that_plays_by_itself_is_an_error(word: str) -> None:
    source = BOTTOMS.replace("pick deck -> waste", f"pick {word} deck -> waste")
    with pytest.raises(paperc.CompileError) as caught:
        paperc.compile_source(source, "t.pl")
    (found,) = caught.value.diagnostics
    assert (found.code, found.span.line, found.span.col) == ("P130", 22, 18)
    assert f"`{word}` plays a transfer without asking" in found.message


# amounts the code works out: a game variable the `then` bodies change, a
# local of the turn, a size; negative (no card), to every stack, in a
# `then` body, an `every` and an `auto`
COUNTS = """game Counts start
    #use "deck"
    visiblestack waste
    int draw = 1
    stacklist piles[4]
    setup start
        deck -> every piles top 2
    end
    turn start
        int k = (waste.size % 3) + 1
        pickone start
            pick deck -> waste top draw where from{from.size > 0} then
                draw = draw + 1
                if draw > 3 start
                    draw = 1
                end
            ; refused from: {from} is empty
            pick piles -> waste top k where from{from.size > 0} then
            ; refused to: the card under the move is low
            pick waste -> piles top (waste.size - 5) where to{moving.bottom.v > 3} then
                waste -> deck top (draw + 1)
                every piles -> deck top (deck.size % 2)
                auto deck -> piles[0] top draw
            pick deck -> every piles top (deck.size % 3) where from{from.size > 20} then
        end
    end
end
"""


def test_amounts_the_code_works_out_compile() -> None:
    assert refusal(game_ir_of(COUNTS)) is None
    assert not_compiled(COUNTS) == []
    rules_class = game_class(COUNTS)
    assert issubclass(rules_class, FlatGame)
    for seed in SEEDS:
        played(rules_class, seed, 120, ("clicks", "some refusals"))


# `then` bodies (and the setup) moving cards under a stack or from its
# bottom with filters, `every` and `auto`; to every stack with filters,
# from several sources, onto several lists
ENDS = """game Ends start
    #use "deck"
    visiblestack waste
    hiddenstack stock
    stacklist piles[4]
    stacklist homes[2]
    setup start
        deck -> every piles top 3
        every piles ->_ homes top 1 where to{to.size < 3}
        deck -> every piles, homes bottom 1 where to{to.size < 5}
    end
    turn start
        pickone start
            pick deck -> waste top 1 then
                waste ->_ every piles top 1 where to{to.size < 6}
                every piles -> stock bottom 1 where from{from.size > 4}
            pick piles -> waste top 1 where from{from.size > 0} then
                auto waste ->_ homes bottom 2 where to{to.size < 8}
                every homes -> piles, waste top 1 where from{from.size > 3},
                    to{moving.top.v > to.size}
            pick stock -> waste top all where from{from.size > 0} then
                auto stock -> every piles top 1 where from{from.size > 1}, to{from.size > 2}
                every deck, waste -> every homes top 1 where to{to.size < 4}
                waste ->_ piles[1] bottom 1
        end
    end
end
"""


def test_then_transfers_under_from_below_and_to_every_stack_compile() -> None:
    assert refusal(game_ir_of(ENDS)) is None
    assert not_compiled(ENDS) == []
    rules_class = game_class(ENDS)
    assert issubclass(rules_class, FlatGame)
    for seed in SEEDS:
        played(rules_class, seed, 120)
