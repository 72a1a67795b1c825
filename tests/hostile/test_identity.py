"""A game has one identity: one rule makes ids from file names (paperc.ids),
two sources that make one id are reported with both files named, and a
save or resume file records its game's id, language and rules, so it is
never replayed into another game that happens to share the id."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paperc.ids import MAX_LENGTH, game_id_from_path, is_game_id
from runtime import Session, SessionError
from runtime.stats import Statistics

ROOT = Path(__file__).resolve().parents[2]
GAMES_SRC = ROOT / "games_src"


def test_names_that_used_to_fold_together_stay_apart():
    assert game_id_from_path("a.b") != game_id_from_path("a_b") == "a_b"
    assert game_id_from_path("ünï") == "uni"  # not "n"
    assert game_id_from_path("Forty Thieves") == "forty_thieves"
    assert game_id_from_path("纸牌") != game_id_from_path("扑克")


def test_a_long_file_name_makes_a_short_id():
    made = game_id_from_path("x" * 213)
    assert len(made) <= MAX_LENGTH and is_game_id(made)
    assert made != game_id_from_path("x" * 212)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_every_name_makes_an_id_the_runtime_takes(tmp_path_factory, stem):
    made = game_id_from_path(stem)
    assert is_game_id(made)
    assert game_id_from_path(stem) == made  # the same, every time


def test_statistics_take_every_id_the_compiler_makes(tmp_path):
    stats = Statistics(tmp_path / "statistics.json")
    stats.record_played("klondike")
    for stem in ("x" * 213, "纸牌", "a.b", "2048"):
        stats.record_played(game_id_from_path(stem))
    again = Statistics(tmp_path / "statistics.json")
    assert again.notice == "" and again.get("klondike").played == 1
    assert again.get(game_id_from_path("x" * 213)).played == 1


def paperc(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "paperc.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=120,
    )


def test_paperc_reports_two_sources_of_one_id_naming_both(tmp_path):
    text = (GAMES_SRC / "golf.pl").read_text(encoding="utf-8")
    (tmp_path / "Golf.pl").write_text("; mine\n" + text, encoding="utf-8")
    (tmp_path / "golf.pl").write_text(text, encoding="utf-8")
    result = paperc("Golf.pl", "golf.pl", "-o", "out", cwd=tmp_path)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "golf.pl and Golf.pl both make the game id 'golf'" in result.stderr
    assert "from Golf.pl" in (tmp_path / "out" / "golf.py").read_text("utf-8")  # kept


def test_two_sources_of_one_name_in_two_folders_keep_the_first_plugin(tmp_path):
    text = (GAMES_SRC / "golf.pl").read_text(encoding="utf-8")
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "golf.pl").write_text(f"; {folder}\n" + text, encoding="utf-8")
    result = paperc("a/golf.pl", "b/golf.pl", "-o", "out", cwd=tmp_path)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "b/golf.pl and a/golf.pl both make the game id" in result.stderr
    assert "from a/golf.pl" in (tmp_path / "out" / "golf.py").read_text("utf-8")  # not b's


def test_check_reports_two_sources_of_one_id_and_writes_nothing(tmp_path):
    text = (GAMES_SRC / "golf.pl").read_text(encoding="utf-8")
    (tmp_path / "Golf.pl").write_text(text, encoding="utf-8")
    (tmp_path / "golf.pl").write_text(text, encoding="utf-8")
    result = paperc("--check", "Golf.pl", "golf.pl", "-o", "out", cwd=tmp_path)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "golf.pl and Golf.pl both make the game id 'golf'" in result.stderr
    assert not (tmp_path / "out").exists()


def test_paperc_never_writes_over_another_sources_plugin(tmp_path):
    (tmp_path / "a.b.pl").write_text((GAMES_SRC / "golf.pl").read_text("utf-8"), "utf-8")
    (tmp_path / "a_b.pl").write_text((GAMES_SRC / "golf.pl").read_text("utf-8"), "utf-8")
    result = paperc("a.b.pl", "a_b.pl", "-o", "out", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert len(list((tmp_path / "out").glob("*.py"))) == 2
    (tmp_path / "A_B.pl").write_text((GAMES_SRC / "golf.pl").read_text("utf-8"), "utf-8")
    again = paperc("A_B.pl", "-o", "out", cwd=tmp_path)
    assert again.returncode == 1 and "A_B.pl and a_b.pl" in again.stderr


def played(session: Session, moves: int) -> Session:
    for _ in range(moves):
        session.play(session.moves()[0])
    return session


def test_a_cdl_game_saved_under_a_bundled_id_is_not_replayed_into_the_bundled_game(tmp_path):
    source = tmp_path / "klondike.cdl"
    source.write_text((GAMES_SRC / "cws_klondike.cdl").read_text("utf-8"), "utf-8")
    session = played(Session.open(str(source), seed=3), 2)
    session.save(tmp_path / "k.json")
    data = json.loads((tmp_path / "k.json").read_text("utf-8"))
    assert (data["game"], data["language"]) == ("klondike", "cdl") and data["fingerprint"]
    with pytest.raises(SessionError) as caught:
        Session.load(tmp_path / "k.json", plugins=[])
    message = str(caught.value)
    assert "klondike.cdl" in message and "plugins/klondike.py" in message
    assert "source=" in message and "--plugins" in message
    loaded = Session.load(tmp_path / "k.json", source=str(source))
    assert loaded.move_count == 2 and loaded.language == "cdl"
    with pytest.raises(SessionError, match="cdl"):  # the bundled game, named: not the same
        Session.load(tmp_path / "k.json", source="klondike")


def test_a_users_game_of_a_bundled_id_is_found_by_its_rules(tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "Golf.pl").write_text("; mine\n" + (GAMES_SRC / "golf.pl").read_text("utf-8"))
    session = played(Session.open(str(folder / "Golf.pl"), seed=4), 2)
    session.save(tmp_path / "g.json")
    with pytest.raises(SessionError, match="Golf.pl"):
        Session.load(tmp_path / "g.json", plugins=[])  # only the bundled golf is installed
    loaded = Session.load(tmp_path / "g.json", plugins=[folder])  # the folder is known
    assert loaded.origin == str(folder / "Golf.pl") and loaded.move_count == 2


def test_an_old_save_without_language_or_rules_still_loads(tmp_path):
    session = played(Session.open("klondike", seed=5), 3)
    session.save(tmp_path / "new.json")
    data = json.loads((tmp_path / "new.json").read_text("utf-8"))
    for key in ("language", "fingerprint", "source"):
        del data[key]
    data["origin"] = "games_src/klondike.pl"
    (tmp_path / "old.json").write_text(json.dumps(data), "utf-8")
    loaded = Session.load(tmp_path / "old.json")
    assert loaded.move_count == 3 and loaded.key() == session.key()


def test_a_save_after_arrange_reloads_the_arranged_position(tmp_path):
    session = Session.open("klondike", seed=1)
    every = [card.id for name in session.stacks() for card in session.cards(name)]
    session.arrange({"deck": [(card, False) for card in every]})
    assert len(session.cards("deck")) == 52
    session.save(tmp_path / "arranged.json")
    loaded = Session.load(tmp_path / "arranged.json")
    assert len(loaded.cards("deck")) == 52 and loaded.key() == session.key()
    assert [str(m) for m in loaded.moves()] == [str(m) for m in session.moves()]


def test_moves_before_and_after_an_arrangement_reload_exactly(tmp_path):
    session = played(Session.open("klondike", seed=2), 2)
    piles = {name: [(c.id, c.face_up) for c in session.cards(name)] for name in session.stacks()}
    piles["waste"], piles["deck"] = piles["deck"][:3], piles["deck"][3:]
    session.arrange(piles)
    played(session, 3)
    session.undo()
    session.save(tmp_path / "s.json")
    loaded = Session.load(tmp_path / "s.json")
    assert loaded.key() == session.key() and loaded.move_count == session.move_count == 2
    assert loaded.redo() and session.redo() and loaded.key() == session.key()
    loaded.restart()
    session.restart()
    assert loaded.key() == session.key()  # the arranged position, not the deal


def test_a_save_holds_at_most_what_a_game_reaches(tmp_path):
    from runtime.session import MOVE_LIMIT

    session = played(Session.open("klondike", seed=5), 1)
    session.save(tmp_path / "s.json")
    data = json.loads((tmp_path / "s.json").read_text("utf-8"))
    data["moves"] = data["moves"] * (MOVE_LIMIT + 1)
    (tmp_path / "huge.json").write_text(json.dumps(data), "utf-8")
    with pytest.raises(SessionError, match="at most"):
        Session.load(tmp_path / "huge.json")


def test_one_bad_statistics_entry_never_sets_aside_the_others(tmp_path):
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    stats.record_played("klondike")
    stats.record_win("klondike", 60.0, 100)
    data = json.loads(path.read_text("utf-8"))
    data["games"]["broken"] = {"played": -3}
    data["games"]["x" * 5000] = {"played": 1}
    path.write_text(json.dumps(data), "utf-8")
    again = Statistics(path)
    assert again.get("klondike").won == 1
    assert "2 entries" in again.notice and not list(tmp_path.glob("*.corrupt-*"))
    again.record_played("golf")
    kept = json.loads(path.read_text("utf-8"))["games"]
    assert kept["broken"] == {"played": -3} and kept["klondike"]["won"] == 1
    assert Statistics(path).get("golf").played == 1


def golf_plugin_with_id(folder: Path, game_id: str, name: str) -> Path:
    """Bundled Golf's plugin under another id: a hand-written plugin may
    register any id (two that share their first 80 characters here)."""
    text = (ROOT / "plugins" / "golf.py").read_text("utf-8").replace('"golf"', f'"{game_id}"')
    path = folder / name
    path.write_text(text, "utf-8")
    return path


def test_two_ids_never_share_a_resume_file(tmp_path):
    from runtime import resume

    stem = "g" * 85
    first = played(Session.open(str(golf_plugin_with_id(tmp_path, stem + "a", "a.py")), 3), 2)
    second = Session.open(str(golf_plugin_with_id(tmp_path, stem + "b", "b.py")), seed=5)
    assert resume.keep(first) == ""
    assert resume.resume_path(first.game_id, first.fingerprint) != resume.resume_path(
        second.game_id, second.fingerprint
    )
    assert resume.resume(second).session is None  # B shows a new deal, not A's game
    resume.forget(second)  # a new deal in B
    again = resume.resume(Session.open(first.origin, seed=1))
    assert again.session is not None and again.session.move_count == 2


def test_a_resume_file_of_another_game_is_left_alone(tmp_path):
    from runtime import resume

    first = played(Session.open("klondike", seed=3), 2)
    resume.keep(first)
    kept = resume.resume_path("klondike", first.fingerprint)
    golf = Session.open("golf", seed=1)
    kept.replace(resume.resume_path("golf", golf.fingerprint))  # a file under another's name
    assert resume.resume(golf).session is None
    assert resume.resume_path("golf", golf.fingerprint).is_file()  # not set aside


def test_a_users_game_of_a_bundled_id_keeps_its_own_game_in_progress(tmp_path):
    from runtime import resume

    (tmp_path / "Golf.pl").write_text("; mine\n" + (GAMES_SRC / "golf.pl").read_text("utf-8"))
    mine = played(Session.open(str(tmp_path / "Golf.pl"), seed=4), 2)
    assert mine.game_id == "golf" and resume.keep(mine) == ""
    bundled = Session.open("golf", seed=9)
    assert resume.resume(bundled).session is None  # not the user's game, not set aside
    played(bundled, 1)
    resume.keep(bundled)
    resume.forget(bundled)  # a new deal of the bundled Golf
    again = resume.resume(Session.open(str(tmp_path / "Golf.pl"), seed=1))
    assert again.notice == "" and again.session is not None
    assert again.session.move_count == 2 and again.session.origin == str(tmp_path / "Golf.pl")


def test_a_resumed_game_keeps_its_clock():
    from runtime import resume

    session = played(Session.open("klondike", seed=3), 2)
    assert resume.keep(session, elapsed=23.4) == ""
    opened = resume.resume(Session.open("klondike", seed=1))
    assert opened.session is not None and opened.elapsed == pytest.approx(23.4)
    assert opened.session.elapsed == pytest.approx(23.4)


def test_an_old_resume_file_still_resumes():
    from runtime import resume, userfiles

    session = played(Session.open("klondike", seed=3), 2)
    folder = userfiles.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    session.save(folder / "x.json")
    data = json.loads((folder / "x.json").read_text("utf-8"))
    for key in ("language", "fingerprint", "source"):
        del data[key]
    (folder / "klondike.resume.json").write_text(json.dumps(data), "utf-8")  # as Paper kept it
    (folder / "x.json").unlink()
    opened = resume.resume(Session.open("klondike", seed=1))
    assert opened.session is not None and opened.session.move_count == 2
    played(opened.session, 1)
    resume.keep(opened.session)  # kept under the new name; the old file goes
    assert not (userfiles.saves_dir() / "klondike.resume.json").exists()


def klondike_with_include(folder: Path, rule: str = "") -> Path:
    """Klondike compiled from a folder of its own, its include edited by `rule`."""
    (folder / "include").mkdir(parents=True, exist_ok=True)
    text = (GAMES_SRC / "include" / "klondike.pl").read_text("utf-8")
    (folder / "include" / "klondike.pl").write_text(text + rule, "utf-8")
    source = folder / "klondike.pl"
    source.write_text((GAMES_SRC / "klondike.pl").read_text("utf-8"), "utf-8")
    assert paperc(str(source), "-o", str(folder), cwd=folder).returncode == 0
    return folder / "klondike.py"


def test_an_edited_include_changes_the_rules_fingerprint(tmp_path):
    from runtime import registry

    plugin = klondike_with_include(tmp_path)
    bundled = Session.open("klondike", seed=1)
    assert Session.open(str(plugin), seed=1).fingerprint == bundled.fingerprint  # the same rules
    klondike_with_include(tmp_path, "; a rule changed here\n")
    first = played(Session.open(str(plugin), seed=3), 2)
    made_from = registry.entry_of(type(first.rules)).made_from
    assert made_from == registry.entry_of(type(bundled.rules)).made_from  # the same source
    assert first.fingerprint != bundled.fingerprint  # not the same rules
    first.save(tmp_path / "k.json")
    klondike_with_include(tmp_path, "; and changed again\n")
    with pytest.raises(SessionError, match="rules"):  # neither game has the saved rules
        Session.load(tmp_path / "k.json", plugins=[tmp_path])
    loaded = Session.load(tmp_path / "k.json", source=str(plugin))  # named: its moves replay
    assert loaded.move_count == 2


def test_a_save_from_before_includes_counted_still_loads(tmp_path):
    from runtime import registry

    session = played(Session.open("klondike", seed=5), 3)
    session.save(tmp_path / "new.json")
    data = json.loads((tmp_path / "new.json").read_text("utf-8"))
    data["fingerprint"] = registry.entry_of(type(session.rules)).made_from  # as Paper wrote it
    (tmp_path / "old.json").write_text(json.dumps(data), "utf-8")
    loaded = Session.load(tmp_path / "old.json")
    assert loaded.move_count == 3 and loaded.key() == session.key()


def test_a_game_in_progress_from_before_includes_counted_still_resumes():
    from runtime import registry, resume

    session = played(Session.open("klondike", seed=3), 2)
    older = registry.entry_of(type(session.rules)).made_from
    assert resume.keep(session) == ""
    kept = resume.resume_path("klondike", session.fingerprint)
    data = json.loads(kept.read_text("utf-8"))
    data["fingerprint"] = older
    resume.resume_path("klondike", older).write_text(json.dumps(data), "utf-8")
    kept.unlink()
    opened = resume.resume(Session.open("klondike", seed=1))
    assert opened.session is not None and opened.session.move_count == 2
    resume.keep(opened.session)  # kept under the new name; the older file goes
    assert kept.is_file() and not resume.resume_path("klondike", older).exists()
