"""What the Session says to a player (runtime/wording.py): one display name
per pile, refusals that never name a face-down card nor a pile's internal
name, and "did you mean" wherever a name is looked up (a stack, a game id,
a move in a test)."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime import cli, registry
from runtime.engine.model import IllegalMove, Move
from runtime.session import Session, SessionError

ROOT = Path(__file__).resolve().parents[2]
SWEEP = str(ROOT / "docs" / "examples" / "sweep.pl")


# -- did you mean --------------------------------------------------------------


def test_a_mistyped_stack_gets_did_you_mean():
    s = Session.open(SWEEP, seed=1)
    with pytest.raises(
        SessionError, match=r"no stack named 'wast' in sweep; did you mean 'waste'\?"
    ):
        s.cards("wast")
    with pytest.raises(IllegalMove, match=r"did you mean 'foundations\[1\]'\?"):
        s.play(Move("waste", "foundation[1]", 1))
    with pytest.raises(SessionError) as caught:
        s.cards("moon")
    assert "did you mean" not in str(caught.value)


def test_a_tests_mistyped_stack_gets_did_you_mean(game):
    g = game(SWEEP, seed=1)
    with pytest.raises(AssertionError, match=r"has no stack 'wast'.*did you mean 'waste'"):
        g.play("wast -> foundations[0]")
    with pytest.raises(SessionError, match="did you mean 'waste'"):
        g.names("wast")


def test_a_mistyped_game_id_gets_one_suggestion_not_the_whole_list(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("PAPER_CONFIG_DIR", str(tmp_path / "cfg"))
    assert cli.main(["play", "klondyke"]) == 1
    err = capsys.readouterr().err
    assert "no game with id 'klondyke'; did you mean 'klondike'?" in err
    assert "freecell" not in err and "Traceback" not in err
    with pytest.raises(registry.PluginError, match=r"installed: .*klondike"):
        registry.find_game("no_such_game")  # nothing close: the list helps


# -- face-down cards ------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "seed"),
    [("klondike", 3), ("spider", 1), ("canfield", 1), ("cws_klondike", 3), ("yukon", 1)],
)
def test_a_refusal_never_names_a_face_down_card(game_id, seed):
    s = Session.open(game_id, seed=seed)
    tried = 0
    for source in s.stacks():
        cards = s.cards(source)
        for index, card in enumerate(cards):
            if card.face_up:
                continue
            assert not s.may_pick_up(source, index) or any(
                m.source == source and m.target is not None for m in s.moves()
            )
            for target in s.stacks():
                if target == source or s.drag(source, index, target):
                    s.undo() if s.move_count else None
                    continue
                tried += 1
                assert card.name not in s.message.split(), (source, index, target, s.message)
                assert s.message
            break  # the lowest face-down card of each pile is enough
    assert tried > 0


def test_a_face_down_card_without_a_move_cannot_be_picked_up():
    s = Session.open("klondike", seed=3)
    assert not s.cards("deck")[-1].face_up and not s.may_pick_up("deck", -1)
    assert not s.may_pick_up("tableau[6]", 0)  # under six others
    assert s.may_pick_up("tableau[6]", -1)  # the face-up top card
    assert s.may_pick_up("waste", -1)  # an empty pile: nothing hidden to show


def test_a_refusal_of_a_face_up_card_keeps_the_rules_reason():
    s = Session.open("klondike", seed=3)
    for source in [name for name in s.stacks() if name.startswith("tableau")]:
        for target in [name for name in s.stacks() if name.startswith("tableau")]:
            if source != target and not s.drag(source, -1, target):
                if "cannot go on" in s.message:
                    assert ": build down in alternate colours" in s.message
                    return
    raise AssertionError("no refused tableau move in Klondike seed 3")


# -- pile names -------------------------------------------------------------------


def test_an_internal_name_is_never_shown():
    s = Session.open("canfield", seed=1)
    assert s.pile_name("rwaste") == "pile 4" and s.stacks()[3] == "rwaste"
    for source in s.stacks():
        for target in s.stacks():
            if source != target and s.cards(source) and not s.drag(source, -1, target):
                assert "rwaste" not in s.message, (source, target, s.message)


@pytest.mark.parametrize(
    ("game_id", "stack", "word"),
    [
        ("klondike", "tableau[4]", "tableau 5"),
        ("freecell", "cascades[0]", "cascade 1"),
        ("aces_up", "cols[2]", "column 3"),
        ("klondike", "waste", "the waste"),
        ("cws_klondike", "T6", "column 6"),
    ],
)
def test_each_pile_has_one_display_name(game_id, stack, word):
    assert Session.open(game_id, seed=1).pile_name(stack) == word


def test_the_inspector_titles_a_pile_by_its_display_name():
    from runtime.ui.pileinfo import describe

    s = Session.open("klondike", seed=1)
    assert describe(s, "tableau[4]").title == "Tableau 5"
    assert describe(s, "waste").title == "Waste"
    about = describe(s, "tableau[0]").text
    assert "tableau[" not in about and "foundations[" not in about


def test_the_terminal_player_shows_and_takes_the_display_names():
    import io

    from runtime.text.player import TextPlayer

    out = io.StringIO()
    p = TextPlayer(Session.open("freecell", seed=1), out)
    p.show()
    shown = out.getvalue()
    assert "cascade 1 JD KD" in shown and "cascades[" not in shown
    k = TextPlayer(Session.open("klondike", seed=1), io.StringIO())
    before = len(k.session.cards("deck"))
    k.command("the deck")  # the stock's name on the board: a click turns a card
    assert len(k.session.cards("deck")) < before
