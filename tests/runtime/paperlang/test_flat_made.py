"""Cards made during play (`place T`, `random T` in
`then` bodies and in the turn after its wait): each takes the next card
id, as recorded, and a row of the card tables by id and type
(one id may be of another type in another line of play). Compiled from a
real source and played at random as recorded
(`recorded.played`); with undo, a line of play reached by undoing plays
as the same line played from the deal, and a new deal on the same rules
as on new ones; a search in between; a game saved on the first engine
loads and replays."""

from __future__ import annotations

import random

import pytest

import paperc
from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.recorded import goes_on_as_recorded, loaded_save, played
from tests.runtime.paperlang.test_flat import game_ir_of, table
from tests.runtime.paperlang.test_flat_cards import CHANGING, SHAPE, changed, not_compiled
from tests.runtime.paperlang.test_flat_deal import dealt_alike

# the jewels whose values play changes, making cards as they go: a gathering
# adds two gems at random (a ruby, an opal or a pearl, drawn from the deal
# generator), a card sent home slides a stone under the deck, and the turn
# after its wait fills an empty third row with a random gem
MAKES = [
    (
        "                shuffle deck\n",
        "                shuffle deck\n                random gem -> deck 2\n",
    ),
    (
        '                home.top.colour = "gold"\n',
        '                home.top.colour = "gold"\n                place stone ->_ deck 1\n',
    ),
    (
        "        if scored > 30 start\n",
        "        if rows[2].size == 0 start\n"
        "            random gem -> rows[2] 1\n"
        "        end\n"
        "        if scored > 30 start\n",
    ),
]
MAKING = changed(CHANGING, MAKES)
# the turn before its wait making a gem while the deck runs short (it ends
# no game after its wait, and its picks read none of its locals)
BEFORE = changed(
    changed(CHANGING, SHAPE),
    [
        (
            "        int rubies = deck{ruby}.size\n",
            "        int rubies = deck{ruby}.size\n"
            "        if deck.size < 3 start\n"
            "            random gem -> deck 1\n"
            "        end\n",
        )
    ],
)


# a card type's attribute play changes, which the cards made after it take:
# the setup sets the pearls' glow before it makes gems, and each card sent
# home adds one to it (the pearls the turn makes later glow brighter)
TYPES = [
    (
        "        deck -> every rows top 2\n",
        "        pearl.glow = 7\n        random gem -> deck 3\n        deck -> every rows top 2\n",
    ),
    (
        "                place stone ->_ deck 1\n",
        "                place stone ->_ deck 1\n                pearl.glow = pearl.glow + 1\n",
    ),
]
TYPED = changed(MAKING, TYPES)


def branching(rules_class: type, seed: int, steps: int) -> int:
    """Random play that undoes one to three moves every third step
    (another line of play makes other cards), each position as the same
    line played from the deal on new rules; then a new deal on the same
    rules, played as recorded (`played`): how many card ids play made of
    two types or more, before that deal."""
    fast = Session(rules_class(), seed)
    chooser = random.Random(seed)
    for step in range(steps):
        straight = Session(rules_class(), seed)
        for move in fast.history():
            straight.play(move)
        assert fast.moves() == straight.moves() and table(fast) == table(straight)
        assert fast.status == straight.status and fast.score == straight.score
        if step % 3 == 2 or not fast.moves():
            for _ in range(chooser.randint(1, 3)):
                fast.undo()
            continue
        fast.play(chooser.choice(fast.moves()))
    rows = fast.rules._flat_play  # (by card id and type)
    twice = len(rows) - len({card for card, _ in rows})
    fast.new_deal(seed + 1)
    recorded = played(rules_class, seed + 1, 40)
    for move in recorded.history():
        fast.play(move)
    assert table(fast) == table(recorded) and fast.status == recorded.status
    return twice


def test_cards_made_during_play_compile() -> None:
    assert refusal(game_ir_of(MAKING)) is None
    assert not_compiled(MAKING) == []
    rules_class = game_class(MAKING)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_random
    made = 0
    for seed in range(3):
        fast = played(rules_class, seed, 150, ("some refusals",))
        made = max(made, sum(map(len, fast.state[: fast.rules.flat_stacks])) - 26)
    assert made > 3  # (the deck's 22 and 4 the setup dealt, then the cards play made)


def test_cards_the_turn_makes_before_its_wait_compile() -> None:
    assert refusal(game_ir_of(BEFORE)) is None
    rules_class = game_class(BEFORE)
    fast = played(rules_class, 2, 120, ("some refusals",))
    assert sum(map(len, fast.state[: fast.rules.flat_stacks])) > 26 + 10


def test_a_card_type_s_attribute_play_changes_compiles() -> None:
    assert refusal(game_ir_of(TYPED)) is None
    rules_class = game_class(TYPED)
    assert rules_class.flat_typed == (("pearl", "glow", 0),)
    assert (
        rules_class.flat_changing[0] == "(pearl.glow)" and "glow" in rules_class.flat_card_changing
    )
    glows = set()
    for seed in range(2):
        fast = played(rules_class, seed, 150, ("some refusals",))
        glow = fast.state[fast.rules.flat_stacks][0]
        kept = dict(zip(rules_class.flat_card_changing, fast.state[-1], strict=True))
        glows |= {value for value in kept["glow"] if value is not None and value > glow - 3}
        assert glow > 7
    assert glows  # (pearls made after the type's glow went up)


def test_a_card_type_s_change_in_the_load_pass_compiles() -> None:
    change = ("    shuffle deck\n    onmoved", "    shuffle deck\n    pearl.glow = 1\n    onmoved")
    assert refusal(game_ir_of(changed(TYPED, [change]))) is None


def test_one_card_id_of_other_types_in_other_lines_of_play() -> None:
    rules_class = game_class(MAKING)
    assert sum(branching(rules_class, seed, 240) for seed in (5, 7)) > 0


def test_cards_made_during_a_search_then_play_goes_on() -> None:
    rules_class = game_class(MAKING)
    recorded = played(rules_class, 3, 90)
    fast = Session(rules_class(), 3)
    for move in recorded.history()[:30]:
        fast.play(move)
    before = len(fast.rules.flat_kinds)
    found = fast.solve(budget=600)
    assert found.verdict in ("unknown", "won", "lost") and len(fast.rules.flat_kinds) > before
    for move in recorded.history()[30:]:
        fast.play(move)
    assert table(fast) == table(recorded) and fast.status == recorded.status


def test_a_game_making_cards_saved_by_the_first_engine_replays(
    tmp_path,
) -> None:
    rules_class = game_class(MAKING)
    loaded = loaded_save(rules_class, 2, 60, tmp_path)
    assert type(loaded.state) is tuple  # (the flat state)
    goes_on_as_recorded(loaded, rules_class, 100)


@pytest.mark.slow
def test_longer_playouts_making_cards_match_the_recordings() -> None:
    rules_class = game_class(MAKING)
    for seed in (4,):
        played(rules_class, seed, 400)
        branching(rules_class, seed, 500)


# cards made onto every stack named: the setup lays a stone on each row and
# the deck, a card sent home slides a random gem under every row and the
# deck, and the turn after its wait lays a pearl on every row while the
# deck is short
EVERY = changed(
    MAKING,
    [
        (
            "        deck -> every rows top 2\n",
            "        deck -> every rows top 2\n        place stone -> every rows, deck 1\n",
        ),
        (
            "                place stone ->_ deck 1\n",
            "                random gem ->_ every rows, deck 1\n",
        ),
        (
            "            random gem -> rows[2] 1\n        end\n",
            "            random gem -> rows[2] 1\n        end\n"
            "        if deck.size < 12 start\n"
            "            place pearl -> every rows 1\n"
            "        end\n",
        ),
    ],
)


def test_cards_made_onto_every_stack_compile() -> None:
    assert refusal(game_ir_of(EVERY)) is None
    assert not_compiled(EVERY) == []
    rules_class = game_class(EVERY)
    assert issubclass(rules_class, FlatGame)
    kinds: set[str] = set()
    for seed in range(3):
        dealt_alike(rules_class, seed)
        fast = played(rules_class, seed, 150, ("some refusals",))
        kinds |= {kind for _, kind in fast.rules._flat_play}  # (by card id and type)
    assert {"stone", "pearl"} < kinds and kinds & {"ruby", "opal", "gem"}


# a card type's string attribute play changes: each gathering names the
# colour the pearls made after it take, which a pick reads
STRINGS = changed(
    TYPED,
    [
        (
            "                pearl.glow = pearl.glow + 1\n",
            "                pearl.glow = pearl.glow + 1\n"
            '                if pearl.colour == "white" start\n'
            '                    pearl.colour = "grey"\n'
            "                else\n"
            '                    pearl.colour = "white"\n'
            "                end\n",
        ),
        ('((from.top.colour != "gold")', "((from.top.colour != pearl.colour)"),
    ],
)


def test_a_card_types_string_that_play_changes_compiles() -> None:
    assert refusal(game_ir_of(STRINGS)) is None
    assert not_compiled(STRINGS) == []
    rules_class = game_class(STRINGS)
    for seed in range(3):
        played(rules_class, seed, 150, ("some refusals",))


def test_a_card_attribute_of_two_types_is_an_error_on_both_paths() -> None:
    # (`from.top.colour` reads either: the front end's checks took the first)
    source = changed(
        MAKING, [("        int suit = 2\n", "        int suit = 2\n        bool colour\n")]
    )
    line = next(n for n, text in enumerate(source.split("\n"), 1) if "bool colour" in text)
    with pytest.raises(paperc.CompileError) as caught:
        paperc.compile_source(source, "t.pl")
    (found,) = caught.value.diagnostics
    assert (found.code, found.span.line) == ("P115", line)
    assert "`colour` is a string in card type `gem`" in found.message
