"""Players and values that are not numbers: private stacks, compiled
from a real source and played at random as recorded (`recorded.played`:
moves, tables, status, events, refusals, what each test reads besides);
a game saved on the first engine loads and plays."""

from __future__ import annotations

import random

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, not_compiled
from tests.runtime.paperlang.recorded import goes_on_as_recorded, loaded_save, played
from tests.runtime.paperlang.test_flat import game_ir_of

SEEDS = range(3)

# a reserve in a private stack (the one player's own: shown as a visible
# stack is), played from and turned over with the waste
RESERVE = """game Reserve start
    #use "deck"
    visiblestack waste
    privatestack hand
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    shuffle deck
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
        deck -> hand top 4
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick hand -> piles build then
            pick hand -> homes build then
            pick deck -> waste top 3 then
            pick waste -> hand top 1 where from{hand.size < 4} then
            pick waste -> deck top 0 where from{deck.size == 0} then
                flip waste
                waste -> deck top all
                flip deck
                flip hand
        end
    end
end
"""

# strings: game variables the `then` bodies set and the filters read, an
# attribute of each pile (set by the setup and by `then` bodies, read by
# the filters), a local of the turn the filters read
MARKS = """game Marks start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
        string mark = "open"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    string mode = "deal"
    string last = ""
    shuffle deck
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
        piles[2].mark = "shut"
    end
    turn start
        string said = "none"
        if waste.size > 5 start
            said = "full"
        end
        pickone start
            pick piles -> piles build where from{from.mark != "shut"}, to{to.mark == "open"} then
                last = "piles"
            pick piles -> homes build then
                from.mark = "open"
                last = "home"
                mode = "play"
            pick waste -> piles build where to{(to.mark != "shut") || (said == "full")} then
                to.mark = "used"
            pick waste -> homes build then
                if last == "home" start
                    mode = "play"
                end
            pick deck -> waste top 3 where from{mode != "done"} then
                last = "deck"
            pick waste -> deck top 0 where from{(deck.size == 0) && (last != "turned")} then
                waste -> deck top all
                last = "turned"
                if mode == "play" start
                    mode = "done"
                end
        end
    end
    score homes[0].size
end
"""

# the one player's attributes (an int, a second the `from` filter reads, a
# string), set by `then` bodies, read by the turn after its wait and by
# the score
SCORED = """game Scored start
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
    foreachplayer p start
        int p.score = 0
        int p.passes = 0
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
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
                currentPlayer.score = currentPlayer.score + 5
            pick waste -> piles build then
                currentPlayer.score = currentPlayer.score + 1
            pick waste -> homes build then
                currentPlayer.score = currentPlayer.score + 5
                if currentPlayer.score > 20 start
                    currentPlayer.rank = "expert"
                end
            pick deck -> waste top 3 then
            pick waste -> deck top 0 where from{(deck.size == 0) && (currentPlayer.passes < 3)} then
                waste -> deck top all
                currentPlayer.passes = currentPlayer.passes + 1
                currentPlayer.score = currentPlayer.score - 2
        end
        if currentPlayer.score > 60 start
            winneris currentPlayer
        end
    end
    score currentPlayer.score
end
"""

# three players taking turns, their attributes (an int, a second the
# `from` filter reads, a string, a bool) set by `then` bodies and read by
# the turn before its wait; the game won by whoever fills a home pile
DUEL = """game Duel start
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
    foreachplayer p start
        int p.score = 0
        int p.passes = 0
        string p.rank = "novice"
        bool p.lucky = true
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
        int mine = currentPlayer.score
        pickone start
            pick piles -> piles build where from{(currentPlayer.lucky == true) || (mine > 3)} then
            pick piles -> homes build then
                currentPlayer.score = currentPlayer.score + 5
            pick waste -> piles build then
                currentPlayer.score = currentPlayer.score + 1
            pick waste -> homes build then
                currentPlayer.score = currentPlayer.score + 5
                if currentPlayer.score > 10 start
                    currentPlayer.rank = "expert"
                end
            pick deck -> waste top 3 then
            pick waste -> deck top 0 where from{(deck.size == 0) && (currentPlayer.passes < 3)} then
                waste -> deck top all
                currentPlayer.passes = currentPlayer.passes + 1
                currentPlayer.score = currentPlayer.score - 2
        end
        turns = turns + 1
        if homes[0].size > 5 start
            winneris currentPlayer
        end
    end
    score turns
end
"""
# the same, its score each player's own (none wins: the ending reads none)
SCORES = DUEL.replace("    score turns", "    score currentPlayer.score * 10 + turns").replace(
    "        if homes[0].size > 5 start\n            winneris currentPlayer\n        end\n", ""
)

# card variables: locals of the turn before its wait (read by its `if` and
# so by a filter) and of `then` bodies, set to a stack's top card (none
# when it is empty) and set again, their attributes and types read, two
# cards compared (of one type: equal)
HELD = """game Held start
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
    int kings = 0
    int sum = 0
    shuffle deck
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
    end
    turn start
        card shown = waste.top
        int high = 0
        if (waste.size > 0) && (shown.v > 9) start
            high = 1
        end
        pickone start
            pick piles -> piles build where from{(high == 1) || (from.size > 1)} then
            pick piles -> homes build then
                card went = to.top
                if went == kingH start
                    kings = kings + 1
                end
                if went == homes[0].top start
                    kings = kings + 10
                end
                if went.v > 10 start
                    sum = sum + 2
                end
            pick waste -> piles build then
                card under = waste.top
                card last = from.top
                last = to.top
                if (under.suit == last.suit) && (waste.size > 0) start
                    sum = sum + 100
                end
                if under != last start
                    sum = sum + 7
                end
            pick waste -> homes build then
            pick deck -> waste top 3 then
            pick waste -> deck top 0 where from{deck.size == 0} then
                waste -> deck top all
        end
    end
    score sum + kings
end
"""

# a card variable of the game, set by `then` bodies (none until the
# first), read by the filters and a `then` body, compared with a card
LAST = """game Best start
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
    card last
    int sum = 0
    shuffle deck
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick piles -> piles build where from{(last == from.top) || (from.size > 1)} then
                last = to.top
            pick piles -> homes build then
                last = to.top
            pick waste -> piles build where to{last.v != 5} then
                if last.suit == 2 start
                    sum = sum + 1
                end
                last = waste.top
            pick waste -> homes build then
            pick deck -> waste top 3 then
            pick waste -> deck top 0 where from{deck.size == 0} then
                waste -> deck top all
        end
    end
    score sum
end
"""


def test_a_private_stack_compiles() -> None:
    assert refusal(game_ir_of(RESERVE)) is None
    assert not_compiled(RESERVE) == []
    rules_class = game_class(RESERVE)
    assert issubclass(rules_class, FlatGame)
    hand = rules_class().stacks().index("hand")
    assert hand in rules_class.flat_visible  # (`flip hand`: the state keeps its face)
    sources, flipped = set(), 0
    for seed in SEEDS:
        fast = played(rules_class, seed, 200, ("shown", "some refusals"))
        sources |= {m.source for m in fast.history()}
        flipped += sum(m.source == "waste" and m.target is None for m in fast.history())
    assert "hand" in sources and flipped  # (cards left the hand; it was turned over)


@pytest.mark.parametrize("source", ["RESERVE", "MARKS", "SCORED", "DUEL"])
def test_a_game_saved_by_the_first_engine_loads(tmp_path, source) -> None:
    source = {"RESERVE": RESERVE, "MARKS": MARKS, "SCORED": SCORED, "DUEL": DUEL}[source]
    rules_class = game_class(source)
    loaded = loaded_save(rules_class, 2, 50, tmp_path)
    assert type(loaded.state) is tuple  # (the flat state)
    goes_on_as_recorded(loaded, rules_class, 110)


def test_a_player_s_own_stack_compiles() -> None:
    # (each player's own: `hand[0]`, `hand[1]`; the first engine makes
    # none, so no oracle: `test_flat_player_stacks` checks them against a
    # model, this that each move touches the current player's alone)
    source = (
        RESERVE.replace(
            "    privatestack hand\n",
            "    players 2\n    foreachplayer p start\n        privatestack p.hand\n    end\n",
        )
        .replace("hand", "currentPlayer.hand")
        .replace("p.currentPlayer.hand", "p.hand")
    )
    assert refusal(game_ir_of(source)) is None
    rules_class = game_class(source)
    assert rules_class.flat_owned == ("hand",)
    hands = set()
    for seed in SEEDS:
        session, chooser = Session(rules_class(), seed), random.Random(seed)
        for _ in range(150):
            if not session.moves():
                break
            mine = f"hand[{session.player}]"
            for move in session.moves():
                assert {move.source, move.target} & {"hand[0]", "hand[1]"} <= {mine}
            move = chooser.choice(session.moves())
            session.play(move)
            hands |= {move.source, move.target} & {"hand[0]", "hand[1]"}
            assert sum(len(session.cards(name)) for name in session.stacks()) == 52
    assert hands == {"hand[0]", "hand[1]"}


def test_strings_compile() -> None:
    assert refusal(game_ir_of(MARKS)) is None
    assert not_compiled(MARKS) == []
    rules_class = game_class(MARKS)
    assert issubclass(rules_class, FlatGame)
    assert {"mode", "last"} <= set(rules_class.flat_changing)
    assert {name for _, name in rules_class.flat_kept} == {"mark"}
    seen = set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 250, ("variables", "attrs", "some refusals"))
        values = fast.rules._flat_values(fast.state)
        seen.add(values["mode"])
        kept = fast.state[fast.rules.flat_stacks][len(fast.rules.flat_changing) :]
        seen |= {
            value
            for (_, name), value in zip(fast.rules.flat_kept, kept, strict=False)
            if name == "mark"
        }
    assert "used" in seen and seen & {"play", "done"}  # (what play set, at the ends)


def test_the_player_s_attributes_compile() -> None:
    assert refusal(game_ir_of(SCORED)) is None
    assert not_compiled(SCORED) == []
    rules_class = game_class(SCORED)
    assert issubclass(rules_class, FlatGame)
    names = {"score": "(player score)", "passes": "(player passes)", "rank": "(player rank)"}
    assert set(names.values()) <= set(rules_class.flat_changing)
    ranks, statuses = set(), set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 300, ("players", "some refusals"))
        ranks.add(fast.rules._flat_values(fast.state)["(player rank)"])
        statuses.add(fast.status)
    assert "expert" in ranks


@pytest.mark.parametrize("source", ["DUEL", "SCORES"])
def test_players_taking_turns_compile(source: str) -> None:
    source = {"DUEL": DUEL, "SCORES": SCORES}[source]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    assert "(player score+2)" in rules_class.flat_changing and rules_class.flat_passed
    ranks, statuses = set(), set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 200, ("players", "some refusals"))
        values = fast.rules._flat_values(fast.state)
        ranks |= {values[name] for name in values if name.startswith("(player rank")}
        statuses.add(fast.status)
    assert "expert" in ranks


@pytest.mark.parametrize(
    "change, reason",
    [
        (
            # (the seed decides it; one the load pass works out compiles:
            # test_flat_players_known)
            ("    shuffle deck\n", "    shuffle deck\n    int x = deck.top.v\n    players x\n"),
            "not known before play",
        ),
    ],
)
def test_what_one_player_cannot_be_is_refused(change, reason) -> None:
    source = SCORED.replace(*change)
    assert source != SCORED
    assert reason in (refusal(game_ir_of(source)) or "")


@pytest.mark.parametrize(
    "change",
    [  # (`players` of an int as the load pass left it; a `foreachplayer` that sets)
        ("    shuffle deck\n", "    int x = 2\n    players x\n    x = 3\n    shuffle deck\n"),
        ("int p.score = 0\n", "int p.score = 0\n        p.score = 1\n"),
    ],
)
def test_what_one_player_could_not_be_compiles(change) -> None:
    source = SCORED.replace(*change)
    assert source != SCORED
    assert refusal(game_ir_of(source)) is None


def test_card_variables_compile() -> None:
    assert refusal(game_ir_of(HELD)) is None
    assert not_compiled(HELD) == []
    rules_class = game_class(HELD)
    assert issubclass(rules_class, FlatGame)
    scores = set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 200, ("some refusals",))
        scores.add(fast.score)
    assert len(scores) > 1


def test_a_game_s_card_variable_compiles() -> None:
    assert refusal(game_ir_of(LAST)) is None
    assert not_compiled(LAST) == []
    rules_class = game_class(LAST)
    assert issubclass(rules_class, FlatGame) and "last" in rules_class.flat_changing
    # (the card `last` holds at every step, as recorded: its id, or none)
    scores = set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 200, ("card last", "some refusals"))
        scores.add(fast.score)
    assert len(scores) > 1


def test_a_game_s_card_variable_the_turn_sets_before_it_waits_compiles() -> None:
    # (as a machine: `paperlang_flat_machine`, the turn run once after each move)
    source = LAST.replace("    turn start\n", "    turn start\n        last = waste.top\n")
    assert refusal(game_ir_of(source)) is None
    for seed in range(2):
        played(game_class(source), seed, 100)


def test_a_name_declared_a_card_and_an_int_compiles() -> None:
    # (`card under` in one `then` body, `int under` in another: each its own)
    source = HELD.replace(
        "homes build then\n            pick deck",
        "homes build then\n                int under = 3\n"
        "                sum = sum + under\n            pick deck",
    )
    assert source != HELD and refusal(game_ir_of(source)) is None
    rules_class = game_class(source)
    for seed in SEEDS:
        played(rules_class, seed, 150, ("some refusals",))


@pytest.mark.slow
@pytest.mark.parametrize("source", [RESERVE, MARKS, SCORED, DUEL, SCORES, HELD, LAST])
def test_longer_playouts_match_the_recordings(source: str) -> None:
    rules_class = game_class(source)
    for seed in (3,):
        played(rules_class, seed, 300, ("shown", "some refusals"))
