"""The load pass (the game's own statements), worked out
at compile time (`paperc/codegen/paperlang_flat_load.py`): values that are
not constants (`int columns = 2 + 5 / 2`, `int total = deck.size`), `if`
and `while` at the game level, cards made in a loop, a string set after
its declaration, a phase it runs, cards made under a stack, `turnup`
there, amounts and members of a stacklist (`piles[j + 1]`) computed
there. Compiled from a real source, dealt and played at random on both
engines side by side."""

from __future__ import annotations

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.recorded import played
from tests.runtime.paperlang.test_flat import game_ir_of
from tests.runtime.paperlang.test_flat_cards import not_compiled
from tests.runtime.paperlang.test_flat_deal import dealt_alike

# a game whose load pass works its numbers out: jokers made in a loop onto
# the waste, a branch chosen by what it counted, an amount and a stack
# attribute computed, a string set in that branch that a pick reads
LOADED = """game Loaded start
    #use "deck"
    int columns = 2 + 5 / 2
    int total = deck.size
    bool wide = (columns > 3) && (total == 52)
    phase counted start
        int bump = 2
        total = total + bump
    end
    do counted
    string label
    card joker start
        int v = 0
        int suit = 0
    end
    visiblestack waste
    stacklist piles[4] start
        build "YDA"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    int i = 0
    while i < columns - 2 start
        place joker -> waste 1
        i = i + 1
    end
    if wide start
        label = "wide"
        deck -> waste top columns % 3
    elseif total > 10 then
        label = "narrow"
    end
    int dealt = waste.size * 2 - 1
    place joker ->_ deck 1
    place joker />_ deck 2
    shuffle deck
    turnup waste all
    int j = 0
    while j < 2 start
        deck -> piles[j + 1] top j + 1
        j = j + 1
    end
    int piles.extra = -dealt + 8 * (total / 52)
    setup start
        deck -> every piles top 1
        int k = 0
        while k < dealt start
            deck -> piles[k % 4] top 1
            k = k + 1
        end
        deck -> waste top 1
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build where from{waste.top != joker && piles[0].extra > 0} then
            pick waste -> homes build then
            pick waste -> deck top 1 where from{waste.top == joker} then
            pick deck -> waste top 1 where from{label == "wide"} then
                total = total - 1
        end
        if total < 40 start
            winneris currentPlayer
        end
    end
end
"""


# the other branch: three columns, one joker, no card moved to the waste
NARROW = LOADED.replace("int columns = 2 + 5 / 2", "int columns = 2 + -5 / -4")


@pytest.mark.parametrize(
    ("source", "values"),
    [(LOADED, (4, "wide", 5, 3)), (NARROW, (3, "narrow", 1, 7))],
    ids=["wide", "narrow"],
)
def test_a_load_pass_that_works_its_values_out_compiles(source, values) -> None:
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    found = dict(rules_class.flat_globals)
    loaded = {value for _, name, value in rules_class.flat_loaded if name == "extra"}
    assert (found["columns"], found["label"], found["dealt"], *loaded) == values
    assert found["total"] == 54  # (52 cards, and 2 its phase added)
    for seed in range(3):
        dealt_alike(rules_class, seed)
        played(rules_class, seed, 120, ("some refusals",))


ENDLESS = LOADED.replace(
    "    shuffle deck\n", "    while dealt > 0 start\n        dealt = dealt * 1\n    end\n"
)


def test_a_member_the_load_pass_names_outside_its_list_stops_each_deal_alike() -> None:
    outside = LOADED.replace("deck -> piles[j + 1] top j + 1", "deck -> piles[j + 3] top 1")
    assert refusal(game_ir_of(outside)) is None
    rules_class = game_class(outside)
    with pytest.raises(GameError) as caught:  # (as the first engine said it)
        rules_class().deal(1)
    assert (str(caught.value), caught.value.line) == ("t.pl:42: piles[4] is outside piles[4]", 42)


def test_a_load_pass_that_runs_forever_stops_each_deal() -> None:
    assert refusal(game_ir_of(ENDLESS)) is None
    with pytest.raises(GameError, match="runs forever") as caught:
        game_class(ENDLESS)().deal(1)
    assert caught.value.line == 38


@pytest.mark.slow
def test_a_load_pass_that_runs_forever_stops_as_recorded() -> None:
    with pytest.raises(GameError) as caught:  # (as the first engine said it)
        game_class(ENDLESS)().deal(1)
    said = "t.pl:38: this runs forever (no input is ever needed)"
    assert (str(caught.value), caught.value.line) == (said, 38)


@pytest.mark.parametrize("turn", ["flip waste", "hide waste", "show deck", "turndown waste top 1"])
def test_faces_the_load_pass_turns_deal_as_recorded(turn: str) -> None:
    source = LOADED.replace("turnup waste all", turn)
    assert refusal(game_ir_of(source)) is None
    rules_class = game_class(source)
    for seed in range(2):
        dealt_alike(rules_class, seed)
        played(rules_class, seed, 20)


# a stack attribute the load pass reads back, and card positions in a
# stack it knows is empty (none: their attributes none, as the reference
# says), patterns it matches (`[:]`, none other) and sums over it (0), each
# counted by the flags it places
READS_BACK = """game ReadsBack start
    card A start int x = 1 end
    card Flag start end
    visiblestack s
    visiblestack d
    visiblestack out
    int s.count = 2
    s.count = s.count + 5
    if s.count == 7 start place Flag -> out 1 end
    if d.top.x == d.top.x start place Flag -> out 1 end
    if (d.top - 1).x > 0 start place Flag -> out 1 end
    if (d.bottom.x == 1) || (s.size == 0) start place Flag -> out 1 end
    bool one = d == [A]
    bool any = d == [:]
    int total = d{x}
    if one || (total != 0) start place Flag -> out 1 end
    if any && (total == 0) start place Flag -> out 1 end
    turn start pickone start pick out -> out top 0 then end end
end
"""


def test_a_load_pass_reading_stack_attributes_and_empty_positions_compiles() -> None:
    assert refusal(game_ir_of(READS_BACK)) is None and not_compiled(READS_BACK) == []
    session = Session(game_class(READS_BACK)(), 0)
    assert [card.name for card in session.cards("out")] == ["Flag"] * 3
