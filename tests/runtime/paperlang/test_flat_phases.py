"""Phases (`paperc/codegen/paperlang_flat_phases.py`): each `do PHASE`
inlined where it runs (or a call of the phase's method, when it only
works out locals), the game variables the turn sets before it waits kept
in the state, and the inlining refused wherever a phase's own frame
could tell it apart."""

from __future__ import annotations

import inspect
import random
from pathlib import Path

import pytest

from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.feature_sources import HOOK_PHASES, PHASES
from tests.runtime.paperlang.recorded import played
from tests.runtime.paperlang.test_flat import table

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("seed", range(4))
def test_phases_run_inlined_as_recorded(seed: int) -> None:
    rules_class = game_class(PHASES)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_ends
    assert rules_class.flat_changing == ("best", "which", "seen", "over")
    # the turn that keeps variables and ends the game is the one method too,
    # run after each move (`flat_turn`) and, on a copy, by the listing
    assert rules_class.flat_turn is rules_class.flat_before
    listing = inspect.getsource(rules_class.flat_options)
    assert "self.flat_before(list(s), None)" in listing and "v_total" not in listing
    fast = played(rules_class, seed, 300, ("variables",))
    assert fast.status == "lost"  # (by `looseris`, once the deck is low)
    assert [e.kind for e in fast.events][-1] == "lost"


@pytest.mark.parametrize("seed", range(2))
def test_options_read_the_kept_variables_when_the_turn_only_works_them_out(seed: int) -> None:
    # no ending: `flat_options` reads what `flat_turn` kept instead of running the turn again
    source = PHASES.replace(
        "                looseris currentPlayer\n", "                seen = 0\n"
    )
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame) and not rules_class.flat_ends
    assert "g_best = s[KEPT]" in inspect.getsource(rules_class.flat_options)
    played(rules_class, seed, 300, ("variables",))


def test_the_variables_the_turn_sets_take_part_in_the_key_and_survive_a_save(tmp_path) -> None:
    source = tmp_path / "phases.pl"
    source.write_text(PHASES, encoding="utf-8")
    session = Session.open(source, seed=3)
    assert type(session.state) is tuple
    for _ in range(30):
        session.play(session.moves()[-1])
    rules = session.rules
    key = session.key()
    assert key[-1] == session.state[rules.flat_stacks]  # (best, which, seen, over)
    session.save(tmp_path / "game.json")
    loaded = Session.load(tmp_path / "game.json", source=source)
    assert loaded.key() == key and loaded.state == session.state
    while session.undo():
        pass
    while session.redo():
        pass
    assert session.key() == key


# `low` is none while the waste is empty: read through Paperlang's operators
MAYBE = """game Maybe start
    #use "deck"
    stacklist rows[2] start end
    visiblestack waste start end
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        int low = waste.top.v
        int next = low + 1
        bool odd = (low % 2) == 1
        pickone start
            pick deck -> waste top 1 where from{(from.size > 0) && (from.top.v != next)} then
            pick deck -> rows top 1
                where from{from.size > 0}, to{(to.size < 5) && ((to == rows[0]) == odd)} then
            pick rows -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""


@pytest.mark.parametrize("seed", range(3))
def test_a_local_that_may_hold_none_reads_as_recorded(seed: int) -> None:
    rules_class = game_class(MAYBE)
    assert issubclass(rules_class, FlatGame)
    fast = played(rules_class, seed, 200)
    assert fast.status != "playing"


@pytest.mark.parametrize("game", ["osmosis", "canfield", "monte_carlo"])
def test_keys_are_equal_exactly_when_tables_are_with_the_variables_the_turn_sets(
    game: str,
) -> None:
    keys: dict[object, list[str]] = {}
    for seed in range(3):
        session = Session.open(ROOT / "plugins" / f"{game}.py", seed=seed)
        chooser = random.Random(seed)
        for _ in range(150):
            seen = keys.setdefault(session.key(), table(session))
            assert seen == table(session)
            if not session.moves():
                break
            session.play(chooser.choice(session.moves()))
    assert len({tuple(t) for t in keys.values()}) == len(keys)


# `tally` only works out locals: it reads `most` and `found` of its caller
# and sets them, reads the game's `limit`, and has locals of its own (`j`,
# and `n`, which its second caller's `n` hides); its loop over `n` may not
# end, so it takes and gives back the step budget.
TALLY = """game Tally start
    #use "deck"
    stacklist rows[3] start end
    visiblestack waste start end
    int limit = 5
    shuffle deck

    phase tally start
        int j = 0
        while j < 3 start
            if rows[j].size > most start
                most = rows[j].size
            end
            j = j + 1
        end
        int n = rows[0].size + waste.size
        while n > limit start
            n = n - most - 1
            found = found + 1
        end
    end

    setup start
        turnup deck all
        deck -> rows[0] top 2
    end
    turn start
        int most = 0
        int found = 0
        do tally
        int n = most + 1
        if waste.size > 2 start
            do tally
        end
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.size < n + found} then
            pick rows -> waste top 1 where from{(from.size > 0) && (found < 9)} then
        end
    end
end
"""


@pytest.mark.parametrize("seed", range(3))
def test_a_phase_that_works_out_locals_is_one_method_the_turn_calls(seed: int) -> None:
    rules_class = game_class(TALLY)
    assert issubclass(rules_class, FlatGame)
    # the turn before its wait is one method: the listing and the reasons call it
    listing = inspect.getsource(rules_class.flat_options)
    assert "self.flat_before(s, None)" in listing and "flat_phase_tally" not in listing
    assert "self.flat_before(s, None)" in inspect.getsource(rules_class.flat_why)
    before = inspect.getsource(rules_class.flat_before)
    # (the second call's `n` renamed in the phase: a method of its own)
    assert before.count("= self.flat_phase_tally") == 2 and "v_j" not in before
    assert before.rstrip().endswith("return v_found, v_n")
    method = inspect.getsource(rules_class.flat_phase_tally)
    assert "return steps, v_found, v_most" in method
    played(rules_class, seed, 200)


@pytest.mark.parametrize("seed", range(2))
def test_every_phase_is_one_method_the_turn_and_the_then_bodies_call(seed: int) -> None:
    # `fullest` sets the game variables the state keeps, `sum` runs `count`
    # (each a method of its own), and a `then` body runs `sum` too
    rules_class = game_class(PHASES, "phases.pl")  # (a module of its own: `getsource`)
    before = inspect.getsource(rules_class.flat_before)
    assert "self.flat_phase_fullest(s)" in before and "flat_set(s, 0" not in before
    assert "v_total = self.flat_phase_sum" in before and "v_k" not in before
    then = inspect.getsource(rules_class.flat_then)
    assert "v_total = self.flat_phase_sum" in then and "v_k" not in then
    methods = [name for name in vars(rules_class) if name.startswith("flat_phase_")]
    assert len(methods) == 3  # (fullest, count, sum: each written once)
    played(rules_class, seed, 300, ("variables",))


def test_a_phase_a_card_hook_runs_is_a_method_the_hook_calls() -> None:
    # (`count` reads the hook's local `k` and runs `note`; test_flat_features
    # replays the game as recorded)
    rules_class = game_class(HOOK_PHASES, "hook_phases.pl")
    onmoved = inspect.getsource(rules_class.flat_onmoved)
    assert "self.flat_phase_count(s, v_k)" in onmoved and "flat_set" not in onmoved
    premove = inspect.getsource(rules_class.flat_premove)
    assert "self.flat_phase_note(s)" in premove and "flat_set" not in premove


# `fans` deals the stock out again in the `then` body of the redeal: a
# phase that moves cards, with its own local and a loop that may not end
FANS = """game Fans start
    #use "deck"
    stacklist tableau[6] start end
    visiblestack foundation start end
    int redeals = 0
    shuffle deck

    phase fans start
        int i = 0
        while deck.size > 0 start
            if deck.size >= 9 start
                deck -> tableau[i] top 9
            else
                deck -> tableau[i] top all
            end
            i = i + 1
        end
    end

    setup start
        turnup deck all
        do fans
    end
    turn start
        pickone start
            pick tableau -> foundation top 1 where from{from.size > 1} then
            pick tableau -> tableau top 1 where from{from.size > 0}, to{to.size < 9} then
            pick deck -> deck top 0 where from{redeals < 3} then
                redeals = redeals + 1
                int t = 0
                while t < 6 start
                    tableau[t] -> deck top all
                    t = t + 1
                end
                shuffle deck
                do fans
        end
    end
end
"""


@pytest.mark.parametrize("seed", range(2))
def test_a_phase_that_moves_cards_in_a_then_body_is_a_method_given_the_events(seed: int) -> None:
    rules_class = game_class(FANS, "fans.pl")
    assert issubclass(rules_class, FlatGame)
    then = inspect.getsource(rules_class.flat_then)
    assert "steps = self.flat_phase_fans(s, events, steps)" in then and "v_i" not in then
    setup = inspect.getsource(rules_class.flat_setup)  # (the setup calls the same method)
    assert "steps = self.flat_phase_fans(s, events, steps)" in setup and "v_i" not in setup
    played(rules_class, seed, 300)


# `deal` runs itself in a `then` body, once a card, setting its caller's
# locals and a game variable; `longest` runs itself in the turn before it
# waits, each time with a local of its own (`r`) that the next one reads
RECURSE = """game Recurse start
    #use "deck"
    stacklist rows[3] start end
    visiblestack waste start end
    int dealt = 0
    shuffle deck

    ; deals one card to each row in turn, from row `at` on, while the deck
    ; holds cards and fewer than `left` are dealt: itself, once a card
    phase deal start
        if (deck.size > 0) && (left > 0) start
            deck -> rows[at] top 1
            dealt = dealt + 1
            at = (at + 1) % 3
            left = left - 1
            do deal
        end
    end
    ; the longest row from row `r` on: itself for the rows after
    phase longest start
        if r < 3 start
            if rows[r].size > most start
                most = rows[r].size
            end
            int r = r + 1
            do longest
        end
    end

    setup start
        turnup deck all
        deck -> rows[0] top 2
    end
    turn start
        int most = 0
        int r = 0
        do longest
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick waste -> rows top 1 where from{from.size > 0}, to{to.size < most + 1} then
            pick rows -> waste top 1 where from{from.size > 0} then
                int at = 0
                int left = 4
                do deal
        end
    end
end
"""


@pytest.mark.parametrize("seed", range(3))
def test_a_phase_that_runs_itself_is_a_method_that_calls_itself(seed: int) -> None:
    rules_class = game_class(RECURSE, "recurse.pl")
    assert issubclass(rules_class, FlatGame)
    deal = inspect.getsource(rules_class.flat_phase_deal)
    assert "v_at, v_left = self.flat_phase_deal(s, events, v_at, v_left, depth + 1)" in deal
    longest = inspect.getsource(rules_class.flat_phase_longest)
    # (the `r` the next one reads is this one's own, renamed)
    assert "v_most = self.flat_phase_longest(s, v_most, v_r_1, depth + 1)" in longest
    fast = played(rules_class, seed, 300, ("variables",))
    assert fast.state[fast.rules.flat_stacks][0] > 0  # (`dealt`: some cards were dealt again)


def test_a_phase_that_runs_itself_forever_stops_as_recorded() -> None:
    # `deal` moves no card and never counts `left` down
    text = RECURSE.replace("            deck -> rows[at] top 1\n", "")
    rules_class = game_class(text.replace("left = left - 1", "left = left + 0"), "forever.pl")
    assert issubclass(rules_class, FlatGame)
    session = Session(rules_class(), 1)  # (it stopped on the first engine too)
    move = next(m for m in session.moves() if (m.source or "").startswith("rows"))
    with pytest.raises(GameError, match="phases call each other too deeply") as found:
        session.play(move)
    assert found.value.source == "forever.pl"
    assert found.value.line == 15  # (`do deal`, in `deal`)


# `note` runs where `k` is the `then` body's local and where it is `wrap`'s
# own `k`, which hides the body's (the inliner names that one `k_1`)
NOTES = """game Notes start
    #use "deck"
    visiblestack waste
    int total = 0
    phase note start
        total = total + k
        k = k + 1
    end
    phase wrap start
        int k = waste.size
        do note
        do note
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{deck.size > 0} then
                int k = 1
                do note
                do wrap
                total = total + k
        end
    end
    score total
end
"""


@pytest.mark.parametrize("seed", range(3))
def test_copies_of_a_phase_that_differ_only_by_a_renamed_local_are_one_method(seed: int) -> None:
    rules_class = game_class(NOTES)
    methods = [name for name in vars(rules_class) if name.startswith("flat_phase_")]
    assert methods == ["flat_phase_note", "flat_phase_wrap"]
    wrap = " ".join(inspect.getsource(rules_class.flat_phase_wrap).split())
    assert "v_k = self.flat_phase_note(s, v_k)" in wrap
    # (as the reference says: each move, `note` adds the body's 1 and leaves
    # it 2; `wrap`'s own `k`, the waste's size, is added, and again one more;
    # then the body adds its own `k`, 2, untouched by `wrap`)
    session, chooser, total = Session(rules_class(), seed), random.Random(seed), 0
    for _ in range(20):
        session.play(chooser.choice(session.moves()))
        waste = len(session.cards("waste"))
        total += 1 + waste + (waste + 1) + 2
        assert session.score == total
