"""Features the compiled engine took over from the first engine, each compiled
from a real source (`feature_sources.py`): the game now compiles
(`FlatGame`, no refusal, no P180 warning), and random games play at every
step (moves, tables, status, events, score, and what each recording reads
besides) as recorded
(`recorded.py`; tests/traces/features/; docs/testing.md says how to record
again)."""

from __future__ import annotations

import inspect
import json

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_ir_of, not_compiled
from tests.runtime.paperlang.feature_sources import (
    ASK,
    ASK_TWICE,
    ASKED_BRANCH,
    BRANCHED,
    BUTTONS,
    COUNTS,
    FACES,
    FEEDER,
    FILTERED,
    GRID,
    HOOKED,
    HOOKS,
    MACHINE,
    PHASES,
    RECORDINGS,
    REFILL,
    SHADOWS,
    SWEPT,
    TAIL_LOCAL,
    TOKENS,
)
from tests.runtime.paperlang.recorded import recording_path, replayed, rules_class, saved
from tests.traces.record import table_record


def history(sessions: list[Session]) -> list:
    return [move for session in sessions for move in session.history()]


def test_every_recording_is_there() -> None:
    missing = [name for name in RECORDINGS if not recording_path(name).exists()]
    assert not missing, f"no recording of {', '.join(missing)}"


@pytest.mark.parametrize("name", ["feeder", "refill"])
def test_transfers_after_the_pickone_compile(name: str) -> None:
    source = {"feeder": FEEDER, "refill": REFILL}[name]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    assert rules_class(name).flat_tail is not FlatGame.flat_tail
    assert issubclass(rules_class(name), FlatGame)
    assert history(replayed(name))


def test_the_tail_reading_the_turn_s_own_locals_compiles() -> None:
    # (as a machine: its amount, a local the turn worked out before its wait)
    assert refusal(game_ir_of(TAIL_LOCAL)) is None
    assert not_compiled(TAIL_LOCAL) == []
    assert issubclass(rules_class("tail_local"), FlatGame)
    assert history(replayed("tail_local"))


@pytest.mark.parametrize("kind", sorted(FACES))
def test_flip_show_hide_turndown_and_ends_compile(kind: str) -> None:
    source = FACES[kind]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    cls = rules_class(f"faces_{kind}")
    assert issubclass(cls, FlatGame) and cls.flat_visible
    # (each stack's visibility, which a refusal's reason is asked on, as recorded)
    moves = history(replayed(f"faces_{kind}"))
    assert any(m.source == "waste" and m.target is None for m in moves)  # (turned over)


@pytest.mark.parametrize("kind", sorted(SHADOWS))
def test_phases_that_shadow_names_compile(kind: str) -> None:
    source = PHASES.replace(*SHADOWS[kind])
    assert source != PHASES
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    assert issubclass(rules_class(f"shadows_{kind}"), FlatGame)
    assert history(replayed(f"shadows_{kind}"))  # (the variables kept, as recorded)


def test_a_grid_compiles() -> None:
    assert refusal(game_ir_of(GRID)) is None
    assert not_compiled(GRID) == []
    assert issubclass(rules_class("grid"), FlatGame)
    targets = {m.target for m in history(replayed("grid"))}  # (six deals reach each place)
    assert {"floor[1 1]", "floor[2 0]", "waste"} <= targets
    assert any(target.startswith("homes[") for target in targets if target)


@pytest.mark.parametrize("kind", sorted(FILTERED))
def test_transfers_with_filters_compile(kind: str) -> None:
    source = FILTERED[kind]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    assert issubclass(rules_class(f"filtered_{kind}"), FlatGame)
    assert history(replayed(f"filtered_{kind}"))


@pytest.mark.parametrize("kind", sorted(HOOKS))
def test_card_hooks_compile(kind: str) -> None:
    source = HOOKS[kind]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    cls = rules_class(f"hooks_{kind}")
    assert issubclass(cls, FlatGame) and cls.flat_hooked
    assert history(replayed(f"hooks_{kind}"))  # (the variables the hooks set, as recorded)


def test_a_hook_that_moves_cards_compiles_too() -> None:
    # (test_flat_hook_moves.py plays such games as the first engine did)
    source = HOOKED.replace("        moved = moved + 100\n", "        waste -> deck top 1\n")
    assert refusal(game_ir_of(source)) is None


def test_an_interactive_transfer_as_the_turn_s_wait_compiles() -> None:
    assert refusal(game_ir_of(ASK)) is None
    assert not_compiled(ASK) == []
    cls = rules_class("ask")
    assert issubclass(cls, FlatGame)
    assert cls.flat_tail is not FlatGame.flat_tail  # (`rows[3] -> waste`)
    for session in replayed("ask"):  # (the same moves, option 0 each)
        assert session.status == "won"


def test_a_turn_that_waits_twice_compiles() -> None:
    assert refusal(game_ir_of(ASK_TWICE)) is None and not_compiled(ASK_TWICE) == []
    cls = rules_class("ask_twice")
    assert issubclass(cls, FlatGame) and "(most)" in cls.flat_changing
    for session in replayed("ask_twice"):  # (the variables and refusals, as recorded)
        assert len(session.history()) > 10


@pytest.mark.parametrize("kind", sorted(COUNTS))
def test_the_turn_after_its_wait_sets_game_variables(kind: str) -> None:
    source = COUNTS[kind]
    assert refusal(game_ir_of(source)) is None
    name = f"counts_{kind.split()[0]}"
    cls = rules_class(name)  # (a module of its own, named by its path: `getsource`)
    assert issubclass(cls, FlatGame) and cls.flat_changing[0] == "moved"
    assert "self.flat_set(s, 0, s[KEPT][0] + 1)" in inspect.getsource(cls.flat_tail)
    for session in replayed(name):
        assert session.status == "won"


def test_buttons_as_the_turn_s_wait_compile(tmp_path) -> None:
    assert refusal(game_ir_of(BUTTONS)) is None
    assert not_compiled(BUTTONS) == []
    cls = rules_class("buttons")
    assert issubclass(cls, FlatGame)
    sessions = replayed("buttons")
    assert {session.status for session in sessions} == {"won", "lost"}
    # the first engine's moves, numbered as it numbers them: its save plays here
    assert [(str(m), m.detail) for m in Session(cls(), 1).moves()] == [
        ("hit", ("button", 0)),
        ("fold", ("button", 1)),
    ]
    last = sessions[-1]
    last.undo()
    (tmp_path / "hit.json").write_text(json.dumps(saved("buttons")), encoding="utf-8")
    (tmp_path / "t.pl").write_text(BUTTONS)
    loaded = Session.load(tmp_path / "hit.json", source=tmp_path / "t.pl")
    assert type(loaded.state) is tuple  # (the flat state)
    assert loaded.history() == last.history() and table_record(loaded) == table_record(last)


def test_an_if_choosing_the_turn_s_wait_compiles() -> None:
    assert refusal(game_ir_of(BRANCHED)) is None
    assert not_compiled(BRANCHED) == []
    cls = rules_class("branched")
    assert issubclass(cls, FlatGame) and cls.flat_lines == (14, 19, 27)
    sessions = replayed("branched")  # (the refusals too, as recorded)
    assert {session.status for session in sessions} == {"won", "lost"}
    details = {move.detail[:1] for move in history(sessions)}
    assert details == {(0,), (1,), ("button",)}  # (each wait's picks numbered from 0)
    # a search's successor, on a state listed before others, plays the same
    rules = cls()
    state = Session(rules, 1).state
    for move in rules.moves(state)[:3]:
        after = rules.successor(state, move)
        rules.moves(after)
        assert rules.successor(state, move) == after == rules.play(state, move)[0]


def test_an_if_choosing_an_interactive_transfer_compiles() -> None:
    assert ASKED_BRANCH != BRANCHED and refusal(game_ir_of(ASKED_BRANCH)) is None
    cls = rules_class("asked_branch")
    assert issubclass(cls, FlatGame) and cls.flat_lines == (14, 19, 27)
    for session in replayed("asked_branch"):
        assert {move.detail[0] for move in session.history() if move.source == "deck"} == {0}


def test_an_if_with_more_than_a_wait_in_a_branch_compiles_as_a_machine() -> None:
    assert refusal(game_ir_of(MACHINE)) is None and not_compiled(MACHINE) == []
    assert rules_class("machine").flat_wait >= 0  # (`paperlang_flat_machine`)
    assert history(replayed("machine"))


def test_a_setup_dealing_by_every_and_auto_compiles() -> None:
    assert refusal(game_ir_of(SWEPT)) is None
    assert not_compiled(SWEPT) == []
    cls = rules_class("swept")
    assert issubclass(cls, FlatGame)
    sessions = replayed("swept")  # (eight deals, event for event, as recorded)
    dealt = {tuple(event.target for event in cls().deal(s.seed)[1][-3:]) for s in sessions}
    assert len(dealt) > 2  # (the filters decide by the cards)


def test_card_types_of_the_game_s_own_compile() -> None:
    assert refusal(game_ir_of(TOKENS)) is None
    assert not_compiled(TOKENS) == []
    cls = rules_class("tokens")
    assert issubclass(cls, FlatGame)
    for session in replayed("tokens"):  # (the score and refusals, as recorded)
        assert session.status == "won"
    rules = cls()
    rules.deal(0)
    assert {rules.flat_card_v[code] for code in range(2, len(rules.flat_card_v))} == {1, 2, 4}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(RECORDINGS))
def test_longer_playouts_of_every_feature_replay_as_recorded(name: str) -> None:
    assert history(replayed(name, slow=True))
