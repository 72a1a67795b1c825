"""Refusals in words: a refused click or drag names piles as a player does
("column 6", "cascade 5", "the waste"), never by a stack's internal name,
and says the rules' reason when they can tell (a `where` filter's
`; refused:` sentence, FreeCell's run limit, Pyramid's 13)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from runtime import Session
from runtime.engine.paperlang.refusals import count_words

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(p.stem for p in (ROOT / "games_src").iterdir() if p.suffix in (".pl", ".cdl"))


def _internal(session: Session, message: str) -> list[str]:
    """The internal stack names (and brackets) a message shows."""
    found = [ch for ch in "[]" if ch in message]
    for name in session.stacks():
        if not name.isalpha() or not name.islower():  # `T6`, `cascades[4]`, `RWaste`
            if re.search(rf"(?<![\w\[]){re.escape(name)}(?![\w\]])", message):
                found.append(name)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_random_refusals_name_no_internal_stack(game: str) -> None:
    session = Session.open(ROOT / "plugins" / f"{game}.py", seed=3)
    if session.status != "playing":  # a deal lost from the start (streets_and_alleys 3)
        session.new_deal(4)
    pick = random.Random(game)
    stacks = session.stacks()
    refused = 0
    for _ in range(60):
        if session.status != "playing":
            break
        source, target = pick.choice(stacks), pick.choice(stacks)
        size = len(session.cards(source))
        index = pick.randrange(size) if size else -1
        did = (
            session.click(source, index)
            if pick.random() < 0.3
            else session.drag(source, index, target)
        )
        if did:
            continue
        refused += 1
        message = session.message
        assert message, f"{game}: a refusal with no message"
        assert not _internal(session, message), f"{game}: {message!r}"
    assert refused


def test_paperlang_pile_names() -> None:
    session = Session.open(ROOT / "plugins" / "freecell.py", seed=1)
    assert session.pile_name("cascades[4]") == "cascade 5"
    assert session.pile_name("cells[1]") == "cell 2"
    klondike = Session.open(ROOT / "plugins" / "klondike.py", seed=1)
    assert klondike.pile_name("waste") == "the waste"


def test_cdl_pile_names_come_from_help_titles() -> None:
    session = Session.open(ROOT / "plugins" / "cws_klondike.py", seed=1)
    assert session.pile_name("T6") == "column 6"
    assert session.pile_name("A1") == "foundation 1"
    assert session.pile_name("Stock") == "the stock"
    clock = Session.open(ROOT / "plugins" / "cws_clock.py", seed=1)
    assert clock.pile_name("H10") == "hour 10"
    session.drag("T1", -1, "T6")
    assert "T6" not in session.message and "column 6" in session.message


def test_count_words() -> None:
    assert count_words(0, "free cell") == "no free cell"
    assert count_words(1, "card") == "one card"
    assert count_words(4, "card") == "4 cards"


def _freecell_run_refusal() -> tuple[Session, str]:
    """Play FreeCell at random until a run that the columns' build rule
    allows is refused for its length; the session and its message."""
    for seed in range(1, 40):
        session = Session.open(ROOT / "plugins" / "freecell.py", seed=seed)
        pick = random.Random(seed)
        for _ in range(120):
            if session.status != "playing":
                break
            for source in session.stacks():
                if not source.startswith("cascades"):
                    continue
                size = len(session.cards(source))
                for index in range(max(size - 13, 0), size - 1):
                    for target in session.stacks():
                        if not target.startswith("cascades") or target == source:
                            continue
                        if not session.drag(source, index, target):
                            if " move" in session.message and "let only" in session.message:
                                return session, session.message
                        else:
                            session.undo()
            moves = session.moves()
            if not moves:
                break
            session.play(pick.choice(moves))
    raise AssertionError("no FreeCell run was refused for its length")


def test_freecell_run_limit_in_words() -> None:
    session, message = _freecell_run_refusal()
    free = sum(1 for n in session.stacks() if n.startswith("cells") and not session.cards(n))
    empty = sum(1 for n in session.stacks() if n.startswith("cascades") and not session.cards(n))
    cells = "no free cell" if free == 0 else ("one free cell" if free == 1 else f"{free} free")
    assert message.startswith(cells), message
    assert ("no empty column" if empty == 0 else "empty column") in message
    most = re.search(r"empty columns? let only (one|\d+) cards? move$", message)
    assert most, message
    # the number is right: (free cells + 1) doubled for each empty column
    room = (free + 1) * 2**empty
    assert most.group(1) in ("one", str(room), str(room // 2)), message


def test_pyramid_pairs_must_total_13() -> None:
    session = Session.open(ROOT / "plugins" / "pyramid.py", seed=1)
    bottom = [f"pyramid[{i}]" for i in range(21, 28)]
    values = {n: session.cards(n)[-1].rank for n in bottom}
    pairs = [(a, b) for a in bottom for b in bottom if a != b and values[a] + values[b] != 13]
    source, target = pairs[0]
    assert not session.drag(source, -1, target)
    assert "pairs must total 13" in session.message
    assert "[" not in session.message
    # a covered card says so
    assert not session.drag("pyramid[0]", -1, target)
    assert session.message.startswith("pyramid 1 is covered")


GAME = """\
game Gate start
    #use "deck"
    stacklist piles[3]
    visiblestack goal
    shuffle deck
    setup start
        deck -> every piles top 1
    end
    turn start
        int left = 5
        pickone start
            ; refused to: the goal takes only cards from {from}, with {left|card} left
            pick piles -> goal top 1
                where to{from == piles[0]} then
            pick piles -> piles top 1
                where to{to.size == 0} then
        end
    end
end
"""


def test_where_clause_reason(tmp_path: Path) -> None:
    source = tmp_path / "gate.pl"
    source.write_text(GAME)
    session = Session.open(source, seed=1)
    assert not session.drag("piles[2]", -1, "goal")
    assert session.message == "the goal takes only cards from pile 3, with 5 cards left"
    # without a `; refused:` comment the rule's line is named in words
    assert not session.drag("piles[2]", -1, "piles[1]")
    assert session.message == (
        "the rule on line 15 of the game does not allow moving from pile 3 to pile 2 now"
    )
    assert session.drag("piles[0]", -1, "goal")


TURNOVER = """\
game Turnover start
    #use "deck"
    hiddenstack stock
    visiblestack waste
    stacklist piles[2]
    shuffle deck
    setup start
        deck -> piles[0] top all
    end
    turn start
        pickone start
            pick piles -> piles top 1 where from{from.size > 0} then
            pick stock -> waste top 1 where from{from.size > 0} then
            ; refused from: the waste is empty, so there is nothing to turn over
            pick stock -> stock top 0 where from{(from.size == 0) && (waste.size > 0)} then
                waste -> stock top all
        end
    end
end
"""


def test_a_click_on_an_empty_place_says_the_refused_from_sentence(tmp_path: Path) -> None:
    from runtime.engine.paperlang.flat import FlatGame

    source = tmp_path / "turnover.pl"
    source.write_text(TURNOVER)
    session = Session.open(source, seed=1)
    assert isinstance(session.rules, FlatGame)  # the engine asks the same refusals
    assert session.cards("stock") == [] and session.cards("waste") == []
    assert not session.click("stock")
    assert session.message == "the waste is empty, so there is nothing to turn over"
    # an empty place whose picks have no sentence still says there is nothing to do
    assert not session.click("waste")
    assert session.message == "nothing to do on the waste"


def test_refused_comment_diagnostics(tmp_path: Path) -> None:
    from paperc.cli import main

    bad = GAME.replace("where to{from == piles[0]} then", "then")
    source = tmp_path / "bad.pl"
    source.write_text(bad)
    assert main([str(source), "-o", str(tmp_path)]) != 0
    unnamed = GAME.replace("{left|card}", "{2x}")
    source.write_text(unnamed)
    assert main([str(source), "-o", str(tmp_path)]) != 0


def test_refused_comment_diagnostic_text(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from paperc.cli import main

    source = tmp_path / "bad.pl"
    source.write_text(GAME.replace("where to{from == piles[0]} then", "then"))
    main([str(source), "-o", str(tmp_path)])
    err = capsys.readouterr().err
    assert "bad.pl:12:1" in err and "P146" in err and "where" in err
