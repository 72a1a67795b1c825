"""The authors' messages, each checked on a mutated copy of the tutorial's
own Sweep (docs/examples/sweep.pl), through `paperc --check` as an author
runs it: the code, the place, the words, and the caret under the mistake."""

from __future__ import annotations

from pathlib import Path

import pytest

from paperc.cli import main

ROOT = Path(__file__).resolve().parents[2]
SWEEP = (ROOT / "docs" / "examples" / "sweep.pl").read_text(encoding="utf-8")


def mutated(old: str, new: str) -> str:
    assert SWEEP.count(old) == 1, f"sweep.pl holds {old!r} {SWEEP.count(old)} times"
    return SWEEP.replace(old, new)


@pytest.fixture
def check(tmp_path, monkeypatch, capsys):
    """`paperc --check sweep.pl` on a text: its stderr."""
    monkeypatch.chdir(tmp_path)

    def run(text: str) -> str:
        (tmp_path / "sweep.pl").write_text(text, encoding="utf-8")
        assert main(["--check", "sweep.pl"]) == 1
        stderr = capsys.readouterr().err
        assert "Traceback" not in stderr
        return stderr

    return run


def caret_under(stderr: str) -> str:
    """The text the first diagnostic's caret points at."""
    lines = stderr.splitlines()
    source, caret = lines[1], lines[2]
    start = caret.index("^")
    return source[start : start + caret.count("^")]


@pytest.mark.parametrize(
    ("old", "new", "head", "under"),
    [
        (
            "pickone start",
            "pickon start",
            "sweep.pl:13:9: error: `pickon` is not a keyword; did you mean `pickone`? [P023]",
            "pickon",
        ),
        (
            "visiblestack waste",
            "visiblestak waste",
            "sweep.pl:7:5: error: `visiblestak` is not a keyword; did you mean "
            "`visiblestack`? [P023]",
            "visiblestak",
        ),
        (
            "shuffle deck",
            "shufle deck",
            "sweep.pl:11:5: error: `shufle` is not a keyword; did you mean `shuffle`? [P023]",
            "shufle",
        ),
        (
            "maxlength 13",
            "maxlenght 13",
            "sweep.pl:9:31: error: `maxlenght` is not a keyword; did you mean `maxlength`? [P023]",
            "maxlenght",
        ),
        (
            "            pick waste",
            "            pik waste",
            "sweep.pl:14:13: error: `pik` is not a keyword; did you mean `pick`? [P023]",
            "pik",
        ),
        (
            "top 1 where",
            "top 1 whre",
            "sweep.pl:15:38: error: `whre` is not a keyword; did you mean `where`? [P023]",
            "whre",
        ),
        (
            "foundations build then",
            "foundations build thn",
            "sweep.pl:14:45: error: `thn` is not a keyword; did you mean `then`? [P023]",
            "thn",
        ),
        (
            "    turn start",
            "    turn strat",
            "sweep.pl:12:10: error: `strat` is not a keyword; did you mean `start`? [P023]",
            "strat",
        ),
        (
            "game Sweep start",
            "gmae Sweep start",
            "sweep.pl:3:1: error: `gmae` is not a keyword; did you mean `game`? [P023]",
            "gmae",
        ),
    ],
    ids=["pickon", "visiblestak", "shufle", "maxlenght", "pik", "whre", "thn", "strat", "gmae"],
)
def test_a_mistyped_keyword_is_named_with_the_keyword_it_is_close_to(check, old, new, head, under):
    stderr = check(mutated(old, new))
    assert stderr.splitlines()[0] == head
    assert caret_under(stderr) == under


def test_a_missing_end_names_the_block_that_is_not_closed_and_where_it_opened(check):
    # the foundations' `end` deleted: blamed before on `empty circle` (P022)
    stderr = check(mutated("empty circle\n    end\n", "empty circle\n"))
    assert stderr.splitlines()[0] == (
        "sweep.pl:10:5: error: the block `stacklist foundations[4] start` of line 8 is not "
        "closed: its `end` is missing before `shuffle` [P006]"
    )
    assert caret_under(stderr) == "shuffle"
    assert "P022" not in stderr and "empty" not in stderr.splitlines()[0]


def test_a_missing_end_on_a_pile_of_one_line_names_that_pile(check):
    stderr = check(mutated('autotarget "YN" end', 'autotarget "YN"'))
    assert stderr.splitlines()[0] == (
        "sweep.pl:8:5: error: the block `visiblestack waste start` of line 7 is not closed: "
        "its `end` is missing before `stacklist` [P006]"
    )


@pytest.mark.parametrize(
    ("lines", "block"),
    [((18,), "pickone"), ((19,), "turn"), ((20,), "game")],
    ids=["pickone", "turn", "game"],
)
def test_an_end_missing_at_the_end_of_the_file_names_its_block(check, lines, block):
    kept = [line for n, line in enumerate(SWEEP.split("\n"), 1) if n not in lines]
    stderr = check("\n".join(kept))
    assert f"the `{block} ... start` of line" in stderr.splitlines()[0]
    assert "[P006]" in stderr
    assert caret_under(stderr) == block


def test_a_pile_placed_off_the_table_is_an_error(check):
    stderr = check(mutated("at 2 0  build", "at 5 0  build"))
    assert stderr.splitlines()[0] == (
        "sweep.pl:9:9: error: foundations[1] is placed at 6 0, off the `table 6 2` of line 5: "
        "a pile takes one cell, so x goes from 0 to 5 and y from 0 to 1 [P174]"
    )
    assert caret_under(stderr) == "at 5 0"


def test_a_pile_placed_on_another_is_an_error(check):
    # `at 5 0` for the waste puts it on the last foundation
    stderr = check(mutated("waste start at 1 0", "waste start at 5 0"))
    assert stderr.splitlines()[0] == (
        "sweep.pl:9:9: error: foundations[3] is placed at 5 0, on waste (at 5 0, line 7): "
        "one pile would hide the other [P175]"
    )


def test_the_new_codes_are_explained(capsys):
    for code in ("P023", "P174", "P175"):
        assert main(["--explain", code]) == 0
        assert capsys.readouterr().out.startswith(f"{code}: ")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("shuffle deck", "shuffle dek", "`dek` is not declared; did you mean `deck`? [P102]"),
        (
            "from{from.size > 0}",
            "from{from.sise > 0}",
            "no stack declares an attribute `sise`; did you mean `size`? [P107]",
        ),
        (
            "pick waste /> foundations",
            "pick wast /> foundations",
            "`wast` is not declared; did you mean `waste`? [P102]",
        ),
    ],
    ids=["dek", "sise", "wast"],
)
def test_a_mistyped_name_gets_did_you_mean(check, old, new, message):
    stderr = check(mutated(old, new))
    assert stderr.splitlines()[0].endswith(message)


def test_the_tutorial_shows_what_paperc_says_of_a_mistyped_keyword(tmp_path, monkeypatch, capsys):
    import re

    tutorial = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")
    shown = re.search(r"```text\n(mygames/sweep.pl:13:9: .*?)```", tutorial, re.S)
    assert shown, "the tutorial shows no mistyped keyword"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mygames").mkdir()
    (tmp_path / "mygames" / "sweep.pl").write_text(mutated("pickone start", "pickon start"))
    assert main(["--check", "mygames/sweep.pl"]) == 1
    assert capsys.readouterr().err == shown.group(1)
