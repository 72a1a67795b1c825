"""Plugins fail alone: a plugin that raises, exits, calls `register` wrongly,
has a hook of the wrong shape or registers a non-class is reported by file
name, and every other plugin still loads."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from runtime import Session, SessionError, registry

GOOD = """\
# paper-game: {{"id": "{gid}", "language": "python", "title": "Good {gid}"}}
from runtime import hookimpl


class Rules:
    game_id = "{gid}"


@hookimpl
def paper_register_games(register):
    register("{gid}", "Good {gid}", Rules, language="python", source="x.pl")
"""

HEADER = '# paper-game: {{"id": "{gid}", "language": "python", "title": "Bad"}}\n'

BROKEN = {
    "hook_raises": """
        from runtime import hookimpl

        @hookimpl
        def paper_register_games(register):
            raise ValueError("the hook fell over")
        """,
    "register_too_few": """
        from runtime import hookimpl

        @hookimpl
        def paper_register_games(register):
            register("register_too_few")
        """,
    "register_unknown_keyword": """
        from runtime import hookimpl

        class Rules:
            pass

        @hookimpl
        def paper_register_games(register):
            register("register_unknown_keyword", "T", Rules, colour="red")
        """,
    "register_id_not_text": """
        from runtime import hookimpl

        class Rules:
            pass

        @hookimpl
        def paper_register_games(register):
            register(12, "T", Rules)
        """,
    "rules_not_a_class": """
        from runtime import hookimpl

        @hookimpl
        def paper_register_games(register):
            register("rules_not_a_class", "Forty-two", rules=42)
        """,
    "rules_an_instance": """
        from runtime import hookimpl

        class Rules:
            pass

        @hookimpl
        def paper_register_games(register):
            register("rules_an_instance", "T", Rules())
        """,
    "swallows_the_refusal": """
        from runtime import hookimpl

        @hookimpl
        def paper_register_games(register):
            try:
                register("swallows_the_refusal", "T", "not a class")
            except Exception:
                pass
        """,
    "hook_wrong_names": """
        from runtime import hookimpl

        @hookimpl
        def paper_register_games(reg, extra):
            reg("hook_wrong_names", "T", object)
        """,
    "hook_unmarked_no_arguments": """
        def paper_register_games():
            pass
        """,
    "hook_not_callable": """
        paper_register_games = 5
        """,
    "exits_at_import": """
        import sys

        sys.exit(3)
        """,
    "exits_in_hook": """
        import sys

        from runtime import hookimpl

        @hookimpl
        def paper_register_games(register):
            sys.exit("bye")
        """,
    "raises_at_import": """
        raise RuntimeError("no import for you")
        """,
    "syntax_error": """
        def (:
        """,
}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    for gid in ("good_one", "good_two"):
        (plugins / f"{gid}.py").write_text(GOOD.format(gid=gid), encoding="utf-8")
    for name, body in BROKEN.items():
        text = HEADER.format(gid=name) + textwrap.dedent(body)
        (plugins / f"{name}.py").write_text(text, encoding="utf-8")
    return plugins


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_plugin_is_reported_by_file_name(folder, name):
    reg = registry.Registry()
    assert reg.add_file(folder / f"{name}.py") == []
    assert reg.games == {}
    assert len(reg.errors) == 1 and f"{name}.py" in reg.errors[0]


def test_every_other_plugin_still_loads(folder):
    reg = registry.load_all([folder], entry_points=False)
    assert {"good_one", "good_two", "klondike", "cws_golf"} <= set(reg.games)
    assert not set(BROKEN) & set(reg.games)
    for name in BROKEN:
        assert sum(f"{name}.py" in error for error in reg.errors) == 1, name
    assert len(reg.errors) == len(BROKEN)


def test_a_non_class_is_refused_when_registered_naming_the_file(folder):
    reg = registry.Registry()
    reg.add_file(folder / "rules_not_a_class.py")
    (error,) = reg.errors
    assert "rules_not_a_class.py" in error and "game class" in error and "42" in error


def test_exits_and_wrong_calls_say_what_happened(folder):
    reg = registry.Registry()
    for name in ("exits_at_import", "exits_in_hook", "register_unknown_keyword"):
        reg.add_file(folder / f"{name}.py")
    at_import, in_hook, keyword = reg.errors
    assert "sys.exit(3)" in at_import and "import" in at_import
    assert "sys.exit('bye')" in in_hook
    assert "colour" in keyword and "register" in keyword


def test_a_game_is_still_found_by_id_among_broken_plugins(folder):
    entry = registry.find_game("good_two", [folder])
    assert entry.title == "Good good_two"
    with pytest.raises(registry.PluginError, match="no game with id"):
        registry.find_game("rules_not_a_class", [folder])


def test_opening_a_broken_plugin_is_a_session_error_naming_it(folder):
    for name in ("hook_raises", "exits_at_import", "rules_not_a_class"):
        with pytest.raises(SessionError, match=f"{name}.py"):
            Session.open(folder / f"{name}.py")


def test_the_launcher_shows_broken_plugins_as_tiles_with_their_error(folder):
    from runtime.ui.launcher import catalog

    tiles = {tile.game_id: tile for tile in catalog([folder], entry_points=False)}
    assert tiles["good_one"].load().title == "Good good_one"
    for name in BROKEN:
        with pytest.raises(registry.PluginError, match=f"{name}.py"):
            tiles[name].load()
        assert f"{name}.py" in tiles[name].error
