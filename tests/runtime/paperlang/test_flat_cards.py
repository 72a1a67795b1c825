"""Card types of the game's own: attributes beyond `v`
and `suit` (ints, bools and strings; those play changes kept in the
state), type tests (`X.top == T`, `S{T}`) and hooks of the game's own
types, compiled from a real source and played at random as recorded
(`recorded.played`); a game saved on the first engine loads."""

from __future__ import annotations

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from tests.runtime.paperlang.conftest import game_class, not_compiled
from tests.runtime.paperlang.feature_sources import TOKENS
from tests.runtime.paperlang.recorded import goes_on_as_recorded, loaded_save, played
from tests.runtime.paperlang.test_flat import game_ir_of

# gems of four kinds (a pearl is a kind of opal) and stones that have
# none of a gem's attributes: a filter reads a bool, a string and an int
# only opals have (none for the others), the turn counts a type's cards,
# the hooks of a type of the game's own read the card's own attributes
JEWELS = """game Jewels start
    card gem start
        int v = 1
        int suit = 0
        bool cut = false
        string colour = "red"
    end
    card ruby gem start
        v = 3
        cut = true
    end
    card opal gem start
        v = 2
        suit = 1
        colour = "white"
        int glow = -2
    end
    card pearl opal start
        glow = 5
        cut = true
    end
    card stone start
        int v = 0
        int suit = 2
    end
    visiblestack deck
    stacklist rows[3] start end
    visiblestack home
    int scored = 0
    int glowing = 0
    place ruby -> deck 5
    place opal -> deck 5
    place pearl -> deck 4
    place gem -> deck 4
    place stone -> deck 4
    shuffle deck
    onmoved opal start
        glowing = glowing + this.glow
    end
    premove gem start
        if (this.cut == true) && (to == home) start
            scored = scored + 1
        end
    end
    onmoved stone start
        if this == stone start
            glowing = glowing - 1
        end
    end
    setup start
        deck -> every rows top 2
    end
    turn start
        int rubies = deck{ruby}.size
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.size < 6} then
            pick rows -> home top 1 where from{(from.size > 0)
                && ((from.top.colour == "white") || (from.top.cut == true))} then
                scored = scored + 1
            pick rows -> rows top 1 where from{(from.size > 1) && (from.top != stone)},
                to{(to.size == 0) || (to.top == gem) || ((to.top - 0).glow == opal.glow + 7)} then
            pick home -> deck top 0 where from{(deck.size == 0) && (rubies == 0)} then
                home -> deck top all
                shuffle deck
        end
        if scored > 30 start
            winneris currentPlayer
        end
    end
    score scored * 100 + glowing
end
"""
SEEDS = range(4)


def test_card_attributes_and_type_tests_compile() -> None:
    assert refusal(game_ir_of(JEWELS)) is None
    assert not_compiled(JEWELS) == []
    rules_class = game_class(JEWELS)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_hooked
    assert not rules_class.flat_rank_only  # (a gem's attributes tell two of one `v` apart)
    scores = set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 250, ("some refusals",))
        scores.add(fast.score)
    assert len(scores) > 1
    rules = rules_class()
    rules.deal(0)
    codes = range(2, len(rules.flat_card_v))
    assert {rules.flat_card_glow[code] for code in codes} == {-2, 5, None}
    assert {rules.flat_card_colour[code] for code in codes} == {"red", "white", None}
    assert {rules.flat_card_cut[code] for code in codes} == {True, False, None}
    pearls = [code for code in codes if rules.flat_kinds[code >> 1] == "pearl"]
    assert rules.flat_isa[pearls[0]] == {"pearl", "opal", "gem"}
    assert "stone" in rules.flat_isnt[pearls[0]] and rules.flat_isnt[0] == frozenset()


def test_a_card_type_s_attribute_of_cards_compiles() -> None:
    # (none on every card until play sets one: `test_flat_card_players.py`)
    source = JEWELS.replace("    end\n    card ruby", "        card twin\n    end\n    card ruby")
    assert source != JEWELS
    assert refusal(game_ir_of(source)) is None and not_compiled(source) == []


# the same, the cards' own values changed by play: a hook counts the moves
# of each opal on the card, a `then` body marks the card it moved home,
# another unmarks the deck's top card after a gathering; the filters read them
WRITES = [
    ("        glowing = glowing + this.glow\n", "        this.glow = this.glow + 1\n"),
    ("                scored = scored + 1\n", '                home.top.colour = "gold"\n'),
    (
        "                shuffle deck\n",
        "                shuffle deck\n" + " " * 16 + "deck.top.cut = false\n",
    ),
]
READS = [  # (and what reads them; `benchmarks/feature_speed.py` plays these alone)
    ('(from.top.colour == "white")', '(from.top.colour != "gold")'),
    ("    score scored * 100 + glowing", "    score scored * 100 + glowing + rows[0]{glow}"),
    ("(deck.size == 0) && (rubies == 0)", "(deck.size == 0) && (rubies == 0) && (from.size > 0)"),
]


def changed(source: str, changes: list[tuple[str, str]]) -> str:
    for old, new in changes:
        assert old in source, old
        source = source.replace(old, new, 1)
    return source


CHANGING = changed(JEWELS, WRITES + READS)


def test_card_attributes_play_changes_compile() -> None:
    assert refusal(game_ir_of(CHANGING)) is None
    assert not_compiled(CHANGING) == []
    rules_class = game_class(CHANGING)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_card_changing
    assert set(rules_class.flat_card_changing) == {"glow", "colour", "cut"}
    changed = set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 250, ("some refusals",))
        values = dict(zip(rules_class.flat_card_changing, fast.state[-1], strict=True))
        changed |= set(values["colour"]) | set(values["glow"])
    assert {"gold", 6} <= changed  # (a card marked home; an opal moved eight times)


# the same, the setup and the turn before its wait changing cards' values
# too (`v` among them); the picks read no local of that turn
SHAPE = [  # (what lets the turn change the table before it waits)
    ("        if scored > 30 start\n            winneris currentPlayer\n        end\n", ""),
    ("(rubies == 0)", "(deck{ruby}.size == 0)"),
]
EARLY = changed(
    changed(CHANGING, SHAPE),
    [
        (
            "        deck -> every rows top 2\n",
            """        deck -> every rows top 2
        rows[0].top.v = 9
        if deck.top != stone start
            deck.top.colour = "gold"
        end
""",
        ),
        (
            "        int rubies = deck{ruby}.size\n",
            """        int rubies = deck{ruby}.size
        if (home.size > 0) && (home.top == opal) start
            home.top.glow = home.size
        end
""",
        ),
    ],
)


def test_card_attributes_the_setup_and_the_turn_change_compile() -> None:
    assert refusal(game_ir_of(EARLY)) is None
    rules_class = game_class(EARLY)
    assert set(rules_class.flat_card_changing) == {"v", "glow", "colour", "cut"}
    values = set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 150, ("some refusals",))
        kept = dict(zip(rules_class.flat_card_changing, fast.state[-1], strict=True))
        values |= set(kept["v"]) | set(kept["colour"])
    assert {9, "gold"} <= values  # (the setup's)


def test_a_game_saved_by_the_first_engine_loads(tmp_path) -> None:
    rules_class = game_class(CHANGING)
    loaded = loaded_save(rules_class, 1, 40, tmp_path)
    assert type(loaded.state) is tuple  # (the flat state)
    goes_on_as_recorded(loaded, rules_class, 100)


# cards the setup makes: of a type (onto the deck, under it one at a time
# and as a block) and at random (each a leaf type of the one named, drawn
# from the deal generator between shuffles), by a count worked out (none too)
MADE = changed(
    TOKENS,
    [
        ("    place gem -> deck 6\n    place token -> deck 8\n", ""),
        (
            "    setup start\n        turnup deck all\n",
            """    card odd gem start
        v = 3
    end
    setup start
        int extra = 2
        random token -> deck 6
        place gem ->_ deck 3
        shuffle deck
        random gem />_ deck extra + 1
        random token ->_ home extra - 2
        place token -> rows[1] 2
        turnup deck all
""",
        ),
    ],
)


def test_cards_the_setup_makes_compile() -> None:
    assert refusal(game_ir_of(MADE)) is None
    assert not_compiled(MADE) == []
    rules_class = game_class(MADE)
    assert issubclass(rules_class, FlatGame)
    kinds = set()
    for seed in range(8):  # the same deal, event for event, card ids in the first engine's order
        rules = rules_class()
        rules.deal(seed)
        played(rules_class, seed, 0)  # (its events, as recorded)
        kinds.add(rules.flat_kinds[6 + 1 : 6 + 7])  # (the random tokens: big or odd)
    assert len(kinds) > 2 and set().union(*kinds) == {"big", "odd"}
    for seed in SEEDS:
        played(rules_class, seed, 200, ("some refusals",))


@pytest.mark.slow
@pytest.mark.parametrize("name", ["JEWELS", "CHANGING", "EARLY", "MADE"])
def test_longer_playouts_of_the_game_s_own_cards_match_the_recordings(name: str) -> None:
    rules_class = game_class(globals()[name])
    for seed in (4,):
        played(rules_class, seed, 400)
