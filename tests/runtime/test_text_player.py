"""The terminal player plays real games from typed commands."""

from __future__ import annotations

import functools
import io
import subprocess
import sys
from pathlib import Path

from runtime import Session
from runtime.text.player import TextPlayer
from runtime.text.render import move_text

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


FREECELL = str(ROOT / "plugins" / "freecell.py")


def paper_text(*args: str, stdin: str) -> subprocess.CompletedProcess:
    """`paper text ...` as a player runs it, through the `paper` command line."""
    return subprocess.run(
        [sys.executable, "-m", "runtime.cli", "text", *args, "--no-color"],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def test_paper_text_prompts_lists_every_move_and_hides_freecells_deck():
    result = paper_text(FREECELL, "--seed", "1", stdin="q\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    board = out.split("\n  1. ")[0]
    assert "cascade 1 JD KD 2S 4C 3S 6D 6S" in board  # the piles by their display names
    assert "deck" not in board  # FreeCell's deck only deals: the table does not show it
    moves = Session.open(FREECELL, seed=1).moves()
    assert len(moves) == 32
    fresh = Session.open(FREECELL, seed=1)
    for number, move in enumerate(moves, 1):  # every move, none behind "... and 2 more"
        assert f"{number:>3}. {move_text(move, fresh.pile_name)}" in out
    assert "more" not in out
    assert out.rstrip().endswith(">")  # the prompt, waiting for a command


def test_h_gives_the_solvers_hint_not_the_first_legal_move(monkeypatch):
    # the states budget alone bounds the hints here: a clock limit would make
    # the two searches differ on a loaded machine
    monkeypatch.setattr(Session, "hint", functools.partialmethod(Session.hint, seconds=None))
    fresh = Session.open(FREECELL, seed=1)
    hint = fresh.hint()
    assert hint is not None and hint.move != fresh.moves()[0]
    p, _ = player(FREECELL, seed=1)
    p.command("h")
    number = fresh.moves().index(hint.move) + 1
    said = move_text(hint.move, fresh.pile_name)
    assert p.session.message == f"hint: {number}. {said} ({hint.reason})"
    assert "leads to a win" in p.session.message
    assert p.session.move_count == 0  # a hint plays nothing
    p.command(str(number))  # the number it names plays it
    assert p.session.history() == [hint.move]


def test_h_after_the_game_is_over_says_so():
    p, _ = player(ACCORDION, seed=3)
    while p.session.status == "playing":
        p.command("1")
    p.command("h")
    assert p.session.message.startswith(f"the game is {p.session.status}")


def test_the_old_entry_still_plays():
    """`python -m runtime.text` is the same player as `paper text`."""
    old = subprocess.run(
        [sys.executable, "-m", "runtime.text", FREECELL, "--seed", "1", "--no-color"],
        input="1\nq\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    new = paper_text(FREECELL, "--seed", "1", stdin="1\nq\n")
    assert old.returncode == new.returncode == 0
    assert old.stdout == new.stdout and "seed 1, move 1" in new.stdout
