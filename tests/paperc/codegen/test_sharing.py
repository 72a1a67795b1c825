"""`paperc --share`: the code a family of games (sources that include the
same files) holds alike is written once, in `included/<include>.py` beside
the plugins, and each game's plugin keeps only what is its own. A plugin
loads its family's module beside it, else the bundled games' one, and only
the version it was compiled with. (The bundled games are compiled one by
one, as `paperc games_src/X.pl` makes them, so none of them needs one.)"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from paperc.cli import main
from runtime import GameError, registry
from runtime.engine.lines import line_table
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
RULES = """; the family's rules: a game declares `int draw` first
#use "deck"
visiblestack waste
stacklist row[2]
turn start
    pickone start
        pick deck -> waste top draw where from{from.size > 0} then
        pick waste -> row[0] top 1 where from{row[from.size / 2].size >= 0} then
    end
end
"""
GAME = """; {title}: turns {draw} at a time
game {title} start
    int draw = {draw}
    #use "rules/family.pl"
end
"""


def _family(tmp_path: Path) -> Path:
    """Two games of one family compiled together into tmp_path/out."""
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "family.pl").write_text(RULES)
    for title, draw in (("One", 1), ("Three", 3)):
        (tmp_path / f"{title.lower()}.pl").write_text(GAME.format(title=title, draw=draw))
    sources = [str(tmp_path / "one.pl"), str(tmp_path / "three.pl")]
    assert main(["--share", *sources, "-o", str(tmp_path / "out")]) == 0
    return tmp_path / "out"


def test_a_family_shares_one_module_and_each_game_keeps_its_own(tmp_path, capsys):
    out = _family(tmp_path)
    assert sorted(p.name for p in out.glob("*.py")) == ["one.py", "three.py"]
    (shared,) = (out / "included").glob("*.py")
    assert shared.name == "family.py"
    text = shared.read_text()
    assert "def flat_options" in text and "paper-game" not in text
    for name in ("one", "three"):
        plugin = (out / f"{name}.py").read_text()
        assert "def flat_options" not in plugin and "flat_globals" in plugin
    # the folder holds two games: the shared module is none
    found = registry.load_all([out], entry_points=False)
    assert {"one", "three"} <= set(found.games) and not found.errors
    for game_id, draw in (("one", 1), ("three", 3)):
        session = Session(found.games[game_id].rules(), 0)
        session.play(session.moves()[0])
        assert len(session.cards("waste")) == draw


def test_an_error_in_shared_code_names_the_included_files_line(tmp_path):
    out = _family(tmp_path)
    found = registry.load_all([out], entry_points=False)
    rules = found.games["three"].rules
    table = line_table(rules, rules.source)
    assert any(Path(t.code_file).name == "family.py" for t in (table, *table.shared))
    session = Session(rules(), 0)
    session.play(session.moves()[0])
    with pytest.raises(GameError, match=r"^rules/family\.pl:8: row\[3\] is outside row\[2\]"):
        session.play(session.moves()[0])  # row[from.size / 2]: six cards on the waste


def test_a_plugin_copied_with_its_family_module_loads_and_plays(tmp_path):
    out = _family(tmp_path)
    mine = tmp_path / "mine"
    (mine / "included").mkdir(parents=True)
    shutil.copy(out / "three.py", mine / "three.py")
    shutil.copy(out / "included" / "family.py", mine / "included" / "family.py")
    found = registry.Registry()
    (entry,) = found.add_file(mine / "three.py")
    assert not found.errors
    session = Session(entry.rules(), 5)
    session.play(session.moves()[0])
    assert len(session.cards("waste")) == 3
    assert session.undo()


def test_a_plugin_is_refused_without_the_version_of_its_shared_code(tmp_path):
    out = _family(tmp_path)
    text = (out / "three.py").read_text(encoding="utf-8")
    alone = tmp_path / "alone"
    alone.mkdir()
    (alone / "mine.py").write_text(text)  # no family module beside it, none bundled
    found = registry.Registry()
    assert found.add_file(alone / "mine.py") == []
    (error,) = found.errors
    assert "mine.py" in error and "included/family.py" in error and "compile" in error


def test_share_compiles_together_not_one_at_a_time(tmp_path, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--share", "--watch", str(tmp_path)])
    assert stopped.value.code == 2
    assert "--share compiles sources together" in capsys.readouterr().err
