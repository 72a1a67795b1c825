"""Property tests of the command lines' options: `paperc` and `paper play` /
`paper shot` given any mix of options and values end with exit 0, 1 or 2
and a message, never a traceback (`paper solve`'s arguments are the
solver's tests'). Nothing here opens a window: `paper` is only given games
that do not exist or outputs it cannot write.

The default run is small and derandomized; the `slow` one runs longer.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paperc import cli as paperc_cli
from runtime import cli as paper_cli
from runtime import registry

ROOT = Path(__file__).resolve().parents[2]
GOLF = (ROOT / "games_src" / "golf.pl").read_text(encoding="utf-8")
QUICK = settings(
    max_examples=15,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
LONG = settings(QUICK, max_examples=600, derandomize=False)

odd_text = st.text(max_size=8).filter(lambda t: "\x00" not in t)
FILES = ["golf.pl", "bad.pl", "missing.pl", "notes.txt", "folder", "Golf.pl", "-", ""]
PAPERC_WORDS = st.one_of(
    st.sampled_from(
        ["-o", "--output", "--check", "--emit", "ir", "xml", "--explain", "P012", "E001"]
        + ["Q999", "--debug", "--version", "--help", "--watch", "out", "notes.txt", *FILES]
    ),
    odd_text,
)
PAPER_WORDS = st.one_of(
    st.sampled_from(
        ["--seed", "7", "-1", "1e3", "x", "99999999999999999999", "--size", "800x600", "0x0"]
        + ["-5x5", "99999x99999", "x", "--moves", "moves.txt", "missing.txt", "--plugins"]
        + ["folder", "nowhere", "-o", "missing/out.png", "out.txt", "--resume", "--help"]
        + ["nosuch", "missing.pl", "../x.py", "bad.pl", "notes.txt", ""]
    ),
    odd_text,
)


@contextlib.contextmanager
def workspace():
    """A fresh folder to run in, with a good and a bad source and a folder."""
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "golf.pl").write_text(GOLF, encoding="utf-8")
        (root / "Golf.pl").write_text("; mine\n" + GOLF, encoding="utf-8")
        (root / "bad.pl").write_text("game Bad start\n  int x = \nend\n", encoding="utf-8")
        (root / "notes.txt").write_text("not a game\n", encoding="utf-8")
        (root / "moves.txt").write_text("deck\nno such move\n", encoding="utf-8")
        (root / "folder").mkdir()
        os.chdir(root)
        try:
            yield root
        finally:
            os.chdir(here)


def run(main, argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's --help, --version and usage errors
            code = exc.code if isinstance(exc.code, int) else 2
    return code, err.getvalue()


def check_paperc(argv: list[str]) -> None:
    with workspace() as root:
        if "--watch" in argv and any((root / a).is_dir() for a in argv if a):
            return  # watching a real folder runs until Ctrl+C
        code, err = run(paperc_cli.main, argv)
    assert code in (0, 1, 2), (argv, code, err)
    assert "Traceback" not in err and "internal error" not in err, (argv, err)
    if code:
        assert err.strip(), argv  # a failure always says why


def check_paper(command: str, argv: list[str]) -> None:
    full = [command, *argv]
    with workspace():
        if command == "shot" and "-o" not in argv and "--output" not in argv:
            full += ["-o", "missing/out.png"]  # never a picture drawn: no folder for it
        code, err = run(paper_cli.main, full)
    assert code in (0, 1, 2), (full, code, err)
    assert "Traceback" not in err, (full, err)
    if code:
        assert err.strip(), full


@QUICK
@given(st.lists(PAPERC_WORDS, max_size=6))
def test_paperc_options_end_in_a_message(argv):
    check_paperc(argv)


KNOWN = set(registry.load_all(entry_points=False).games)
NOT_GAMES = ("missing.pl", "bad.pl", "../x.py")


def harmless(argv: list[str]) -> list[str]:
    """The words, with any that would open a real game (and so a window), or
    name a picture that could be written, made into ones that cannot."""
    words = []
    for word in argv:
        if word in KNOWN or (word.endswith((".pl", ".cdl", ".py")) and word not in NOT_GAMES):
            word = "nosuch"
        elif word.lower().endswith(".png"):
            word = "missing/out.png"
        words.append(word)
    if not words or words[0].startswith("-"):
        words.insert(0, "nosuch")
    return words


@QUICK
@given(st.sampled_from(["play", "shot"]), st.lists(PAPER_WORDS, max_size=6))
def test_paper_options_end_in_a_message(command, argv):
    check_paper(command, harmless(argv))


@pytest.mark.slow
@LONG
@given(st.lists(PAPERC_WORDS, max_size=8))
def test_paperc_options_end_in_a_message_long(argv):
    check_paperc(argv)


@pytest.mark.slow
@LONG
@given(st.sampled_from(["play", "shot"]), st.lists(PAPER_WORDS, max_size=8))
def test_paper_options_end_in_a_message_long(command, argv):
    check_paper(command, harmless(argv))
