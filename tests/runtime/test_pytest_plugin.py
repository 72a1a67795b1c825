"""Paper's pytest plugin, used as a game author uses it: test files that ask
for the `game` fixture, run by pytest itself (the `pytester` fixture)."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime.pytest_plugin import MoveText

pytest_plugins = ["pytester"]
ROOT = Path(__file__).resolve().parents[2]


def test_move_text_forms():
    assert MoveText.parse("waste -> tableau[3]") == MoveText("waste", "tableau[3]")
    assert MoveText.parse("tableau[2] -> tableau[5] (3 cards)") == MoveText(
        "tableau[2]", "tableau[5]", 3
    )
    assert MoveText.parse("click deck") == MoveText("deck", None)
    assert MoveText.parse("click T3:0") == MoveText("T3", None, None, 0)
    assert MoveText.parse("drag T3:4 -> T1") == MoveText("T3", "T1", None, 4)
    with pytest.raises(ValueError, match="cannot read the move"):
        MoveText.parse("waste to tableau")


def test_game_fixture_plays_and_asserts(game):
    g = game(ROOT / "games_src" / "golf.pl", seed=1)
    assert g.status == "playing"
    g.assert_legal("click deck")
    before = len(g.cards("deck"))
    g.play("click deck")
    assert len(g.cards("deck")) == before - 1
    assert g.undo()
    g.assert_refused("foundation -> columns[0]")
    g.assert_status("playing")


def test_a_failing_rule_test_shows_the_table(pytester):
    source = ROOT / "games_src" / "golf.pl"
    pytester.makepyfile(
        f"""
        def test_wrong(game):
            g = game({str(source)!r}, seed=1)
            g.play("columns[0] -> columns[1]")
        """
    )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert "'columns[0] -> columns[1]' is not an open move" in out
    assert "open moves:" in out and "click deck" in out
    assert "paper tables" in out and "Golf (seed 1)" in out


def test_refusal_reason_is_checked(pytester):
    source = ROOT / "plugins" / "klondike.py"
    pytester.makepyfile(
        f"""
        def test_reason(game):
            g = game({str(source)!r}, seed=3)
            g.assert_refused("tableau[0] -> foundations[0]", reason="a reason it does not give")
        """
    )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    assert "was refused with" in result.stdout.str()


def test_the_example_in_docs_testing_md_passes(pytester, monkeypatch):
    text = (ROOT / "docs" / "testing.md").read_text(encoding="utf-8")
    example = text.split("```python pytest\n", 1)[1].split("```", 1)[0]
    monkeypatch.chdir(ROOT)  # the example names games_src/ relative to the project
    path = pytester.path / "test_docs_example.py"
    path.write_text(example, encoding="utf-8")
    result = pytester.runpytest(str(path), "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)


def test_arrange_lays_out_a_position_and_play_starts_there(game):
    g = game("klondike", seed=1)
    g.arrange(
        {
            "tableau[0]": "[9C] KD",
            "tableau[1]": "QS",
            "tableau[2]": "JH",
            "foundations[0]": "AH 2H",
            "waste": "3H QC",
        },
        rest="deck",
    )
    g.assert_cards("tableau[0]", "[9C] KD")
    assert len(g.cards("deck")) == 52 - 8 and not any(c.face_up for c in g.cards("deck"))
    assert g.move_count == 0 and g.history() == []
    g.assert_legal("tableau[1] -> tableau[0]", "tableau[2] -> tableau[1]")
    g.assert_refused("waste -> foundations[0]", reason="QC cannot go on 2H")
    g.assert_refused("tableau[2] -> tableau[3]", reason="only a king may fill an empty tableau")
    g.play("tableau[1] -> tableau[0]")
    g.assert_cards("tableau[0]", "[9C] KD QS")
    assert g.undo() and not g.undo()  # the arranged position is where the history starts
    g.assert_cards("tableau[1]", "QS")


def test_arrange_checks_for_a_full_legal_deck(game):
    g = game("klondike", seed=1)
    with pytest.raises(AssertionError, match=r"not a card of this game.*not placed: "):
        g.arrange({"tableau[0]": "KD 1Z"})
    with pytest.raises(AssertionError, match=r"\[KD\] \(named twice\)"):
        g.arrange({"tableau[0]": "KD", "tableau[1]": "[KD]"}, rest="deck")
    with pytest.raises(AssertionError, match="has no stack 'column'"):
        g.arrange({"column": "KD"}, rest="deck")
    g.assert_status("playing")
    assert len(g.cards("deck")) == 24  # nothing changed
