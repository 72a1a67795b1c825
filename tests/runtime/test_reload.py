"""Hot reload without a window: a game carried over to changed rules keeps
its seed and replays its moves as far as they stay legal; the folder
watcher reports real file changes."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from runtime.reload import FolderWatcher, carry_over, with_dependents
from runtime.session import Session, SessionError

ROOT = Path(__file__).resolve().parents[2]
GOLF = ROOT / "games_src" / "golf.pl"
NO_STOCK = "            pick deck -> deck top 0 where from{from.size > 0} then\n"


def _golf_game(folder: Path) -> tuple[Path, Session]:
    source = folder / "golf.pl"
    shutil.copy(GOLF, source)
    return source, Session.open(source, seed=7)


def _play_with_stock_turns(session: Session, count: int) -> list[int]:
    """Play `count` moves, column plays first; the positions of stock turns."""
    turns = []
    for number in range(count):
        moves = session.moves()
        plays = [m for m in moves if m.source != "deck"]
        move = plays[0] if plays else moves[0]
        if move.source == "deck":
            turns.append(number)
        session.play(move)
    return turns


def test_unchanged_rules_replay_every_move_and_keep_the_seed(tmp_path):
    source, session = _golf_game(tmp_path)
    _play_with_stock_turns(session, 6)
    again = Session.open(source, seed=0)
    reloaded = carry_over(session, again.rules)
    assert reloaded.complete and reloaded.replayed == 6
    assert reloaded.session.seed == 7
    assert reloaded.session.history() == session.history()
    for pile in session.stacks():
        assert reloaded.session.cards(pile) == session.cards(pile)
    assert reloaded.message() == "rules changed: replayed all 6 moves"


def test_replay_stops_at_the_first_move_the_new_rules_refuse(tmp_path):
    source, session = _golf_game(tmp_path)
    turns = _play_with_stock_turns(session, 8)
    assert turns, "the test deal should turn the stock within 8 moves"
    text = source.read_text()
    assert NO_STOCK in text
    # the changed rules never turn the stock: replay stops at the first turn
    source.write_text(text.replace(NO_STOCK, NO_STOCK.replace("> 0", "> 99")))
    changed = Session.open(source, seed=0)
    reloaded = carry_over(session, changed.rules)
    assert reloaded.replayed == turns[0] and reloaded.total == 8
    assert reloaded.session.move_count == turns[0]
    assert reloaded.message().startswith(f"rules changed: replayed {turns[0]} of 8 moves")


def test_rules_that_cannot_deal_the_seed_say_so(tmp_path):
    _, session = _golf_game(tmp_path)
    broken = Session.open(ROOT / "plugins" / "golf.py", seed=1).rules

    class NoDeal(type(broken)):
        @classmethod
        def deal(cls, seed):
            from runtime.engine.model import GameError

            raise GameError("no cards")

    with pytest.raises(SessionError, match="cannot deal seed 7"):
        carry_over(session, NoDeal())


def test_the_watcher_reports_a_real_edit_once_it_is_quiet(tmp_path):
    plugin = tmp_path / "mine.pl"
    plugin.write_text("; nothing yet\n")
    watcher = FolderWatcher([tmp_path])
    try:
        time.sleep(0.05)  # let the observer settle before the edit
        plugin.write_text("; edited\n")
        (tmp_path / "notes.txt").write_text("not a game")
        assert _due(watcher) == [plugin.resolve()]
        assert watcher.due() == []
    finally:
        watcher.stop()


def _due(watcher: FolderWatcher) -> list[Path]:
    """The first files the watcher hands out (the bound only ends a failed
    test: a loaded machine may take seconds to deliver watchdog's events)."""
    deadline = time.monotonic() + 60
    due: list[Path] = []
    while not due and time.monotonic() < deadline:
        time.sleep(0.02)
        due = watcher.due()
    return due


def test_the_watcher_sees_an_included_file_in_a_folder_below(tmp_path):
    rules = tmp_path / "rules"
    (rules / "__pycache__").mkdir(parents=True)
    part = rules / "part.pl"
    part.write_text("; nothing yet\n")
    watcher = FolderWatcher([tmp_path])
    try:
        time.sleep(0.05)
        (rules / "__pycache__" / "part.py").write_text("# compiled, not a game")
        part.write_text("; edited\n")
        assert _due(watcher) == [part.resolve()]
    finally:
        watcher.stop()


def test_a_changed_include_brings_in_every_source_that_uses_it(tmp_path):
    (tmp_path / "rules").mkdir()
    deep = tmp_path / "rules" / "deep.pl"
    deep.write_text("int depth = 1\n")
    part = tmp_path / "rules" / "part.pl"
    part.write_text('#use "deep.pl"\nint width = 2\n')
    uses = tmp_path / "castle.pl"
    uses.write_text('game Castle start\n    #use "rules/part.pl"\nend\n')
    other = tmp_path / "other.pl"
    other.write_text('game Other start\n    #use "deck"\nend\n')
    sources = [uses, other]
    assert with_dependents([part], sources) == [part, uses]
    assert with_dependents([deep], sources) == [deep, uses]  # through part.pl
    assert with_dependents([uses], sources) == [uses]  # listed once
    assert with_dependents([tmp_path / "notes.pl"], sources) == [tmp_path / "notes.pl"]


def test_a_game_reloaded_after_its_include_changed_follows_the_include(tmp_path):
    """The source itself is unchanged: the new rules come from the edited
    include (the compile cache keys on every file a source brings in)."""
    text = GOLF.read_text()
    head, turn = text.split("    turn start\n", 1)
    (tmp_path / "rules").mkdir()
    part = tmp_path / "rules" / "turn.pl"
    part.write_text("    turn start\n" + turn.rsplit("end", 1)[0])
    source = tmp_path / "golf.pl"
    source.write_text(head + '    #use "rules/turn.pl"\nend\n')
    session = Session.open(source, seed=7)
    turns = _play_with_stock_turns(session, 8)
    assert turns
    part.write_text(part.read_text().replace(NO_STOCK, NO_STOCK.replace("> 0", "> 99")))
    assert with_dependents([part], [source]) == [part, source]
    reloaded = carry_over(session, Session.open(source, seed=0).rules)
    assert reloaded.replayed == turns[0] and reloaded.total == 8
    assert all(m.source != "deck" for m in reloaded.session.moves())
