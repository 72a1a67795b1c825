"""The terminal player plays real games from typed commands."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from runtime import Session
from runtime.text.player import TextPlayer

ROOT = Path(__file__).resolve().parents[2]
ACCORDION = str(ROOT / "plugins" / "accordion.py")
KLONDIKE = str(ROOT / "plugins" / "cws_klondike.py")


def player(path, seed=3):
    out = io.StringIO()
    return TextPlayer(Session.open(path, seed=seed), out), out


def test_numbers_play_moves_and_u_undoes():
    p, out = player(ACCORDION)
    before = len(p.session.cards("deck"))
    p.command("1")  # the only move at the start: deal a card
    assert len(p.session.cards("deck")) == before - 1
    p.command("u")
    assert len(p.session.cards("deck")) == before
    p.command("r")
    assert len(p.session.cards("deck")) == before - 1


def test_bad_commands_get_a_message_not_a_crash():
    p, out = player(ACCORDION)
    for line in ["99", "zz", "8Q", "load /nonexistent/file.json", "n x"]:
        assert p.command(line) is True
        assert p.session.message
    assert p.command("q") is False


def test_card_names_play_that_card():
    p, _ = player(KLONDIKE, seed=1)
    # find a move that grabs a named face-up card and play it by its name
    for move in p.session.moves():
        if move.target is not None and move.index is not None and move.source:
            card = p.session.cards(move.source)[move.index]
            if card.face_up:
                p.command(card.name.lower())
                assert p.session.move_count == 1
                assert card.id not in [c.id for c in p.session.cards(move.source)]
                return
    raise AssertionError("seed 1 of Klondike should offer a card move")


def test_pile_names_click(tmp_path):
    p, _ = player(KLONDIKE, seed=1)
    stock = next(name for name in p.session.stacks() if len(p.session.cards(name)) == 24)
    p.command(stock)
    assert len(p.session.cards(stock)) < 24
    p.command(f"save {tmp_path / 's.json'}")
    p.command(f"load {tmp_path / 's.json'}")
    assert p.session.move_count == 1


def test_the_command_line_player_runs_a_session():
    result = subprocess.run(
        [sys.executable, "-m", "runtime.text", ACCORDION, "--seed", "5", "--no-color"],
        input="1\n1\nu\nq\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "seed 5, move 2" in result.stdout and "seed 5, move 1" in result.stdout
    assert "Traceback" not in result.stderr


def test_a_card_that_cannot_move_now_is_answered_with_why():
    """Not "unknown command": the Session's refusal (Paperlang Klondike's
    build rule), and a face-down card says it is face down."""
    p, _ = player(str(ROOT / "plugins" / "klondike.py"), seed=1)
    s = p.session
    movable = {
        s.cards(m.source)[m.index].id
        for m in s.moves()
        if m.source and m.target and m.index is not None
    }
    stuck = next(
        s.cards(name)[-1]
        for name in s.stacks()
        if s.cards(name) and s.cards(name)[-1].face_up and s.cards(name)[-1].id not in movable
    )
    p.command(stuck.name.lower())
    assert s.move_count == 0
    assert s.message.startswith(f"{stuck.name} cannot move now: ")
    assert "unknown command" not in s.message
    reason = s.message.split(": ", 1)[1]  # the rules' words ("only an ace may fill ...")
    assert reason and reason != "no move takes it" and "cannot move from" not in reason
    hidden = next(c for name in s.stacks() for c in s.cards(name) if not c.face_up)
    p.command(hidden.name)
    assert s.message == f"{hidden.name} is face down: it cannot move yet"
    p.command("zz")
    assert "unknown command" in s.message
