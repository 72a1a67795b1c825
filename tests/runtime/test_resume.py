"""Games kept between sittings (runtime.resume): the game in progress and
named saves, in the per-user saves folder; a save that no longer loads is
set aside with a notice."""

from __future__ import annotations

import json

import pytest

from runtime import cli, registry, resume
from runtime.session import Session


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("PAPER_DATA_DIR", str(tmp_path))
    return tmp_path


def played(game: str = "klondike", seed: int = 4, moves: int = 5) -> Session:
    session = Session.open(game, seed=seed)
    for _ in range(moves):
        session.play(session.moves()[-1])
    return session


def test_a_game_in_progress_resumes_at_the_same_move_with_its_undo_history(data):
    session = played()
    history = session.history()
    assert resume.keep(session) == ""
    path = resume.resume_path("klondike", session.fingerprint)
    assert path.parent == data / "saves"
    saved = json.loads(path.read_text())
    assert saved["game"] == "klondike" and str(data) not in path.read_text()
    assert not any(isinstance(v, str) and "/" in v for v in saved.values())  # no path inside
    opened = resume.resume("klondike")
    assert opened.notice == "" and opened.session is not None
    again = opened.session
    assert again.move_count == 5 and again.history() == history and again.seed == 4
    assert again.undo() and again.move_count == 4  # the undo history came back too


def test_nothing_is_kept_at_the_deal_or_after_the_game_ends(data):
    session = played()
    resume.keep(session)
    session.restart()
    resume.keep(session)  # back at the deal: nothing to resume
    assert not resume.has_resume("klondike")
    assert resume.resume("klondike").session is None


def test_a_save_that_no_longer_loads_is_set_aside_with_a_notice(data):
    session = played()
    resume.keep(session)
    path = resume.resume_path("klondike", session.fingerprint)
    text = json.loads(path.read_text())
    text["moves"][2] = {"source": "deck", "target": "tableau[0]", "count": 9, "index": 0}
    path.write_text(json.dumps(text))  # as if the rules had changed under it
    opened = resume.resume("klondike")
    assert opened.session is None
    assert "no longer loads" in opened.notice and "move 3" in opened.notice
    assert not path.exists()
    assert [p.name for p in path.parent.iterdir() if ".corrupt-" in p.name]
    assert resume.resume("klondike") == resume.Opened(None)  # set aside once, then quiet


def test_named_saves_list_newest_first_and_open(data):
    first = played("klondike", 4, 3)
    second = played("freecell", 2, 2)
    assert resume.save(first, "my klondike") == ""
    assert resume.save(second, "free/cell: try 2") == ""  # a name safe on every platform
    saves = resume.named_saves()
    assert {(s.name, s.game_id) for s in saves} == {
        ("my klondike", "klondike"),
        ("free_cell_ try 2", "freecell"),
    }
    opened = resume.open_saved(next(s for s in saves if s.game_id == "klondike"))
    assert opened.session is not None and opened.session.move_count == 3


def test_paper_play_resume_goes_on_with_the_game_in_progress(data, capsys):
    session = played()
    resume.keep(session)
    fresh = Session.open("klondike", seed=99)
    again, notice = cli._resumed(fresh, [], None)
    assert again.move_count == 5 and again.seed == 4 and "resumed at move 5" in notice
    resume.forget("klondike")
    again, notice = cli._resumed(fresh, [], None)
    assert again is fresh and "new deal" in notice
    # a game played from its file resumes from that file
    plugin = str(registry.BUNDLED / "golf.py")
    golf = Session.open(plugin, seed=3)
    golf.play(golf.moves()[0])
    resume.keep(golf)
    again, _ = cli._resumed(Session.open(plugin, seed=1), [], plugin)
    assert again.seed == 3 and again.move_count == 1


def test_the_resume_option_is_accepted(data):
    args = cli.parser().parse_args(["play", "klondike", "--resume"])
    assert args.resume and args.game == "klondike"
