"""The launcher's families are docs/games.md's: the data file made from the
docs matches them, and every bundled game is in exactly one family."""

from __future__ import annotations

from runtime import families, registry


def test_the_data_file_is_made_from_the_docs_as_they_are_now():
    made = families.render(families.from_markdown(families.DOC.read_text(encoding="utf-8")))
    assert families.DATA.read_text(encoding="utf-8") == made, (
        "docs/games.md's families changed: run `python -m runtime.families` to write "
        "runtime/families.json again"
    )


def test_every_bundled_game_is_in_exactly_one_family():
    bundled = {
        path.stem: registry.read_header(path).game_id
        for path in registry.plugin_files(registry.BUNDLED)
    }
    listed = [game for family in families.load() for game in family.games]
    assert len(listed) == len(set(listed))  # no game in two families
    assert set(listed) == set(bundled.values())
    assert families.family_of("freecell") == "FreeCell"
    assert families.family_of("cws_golf") == "Golf, pairs and pyramids"
    assert families.family_of("my_own_game") == families.OTHER


def test_a_section_without_a_games_table_is_no_family():
    text = (
        "# Games\n\nIntro with `klondike` in prose.\n\n## Klondike\n\n"
        "| game | Paperlang | CDL | screenshot |\n|---|---|---|---|\n"
        "| Klondike (see `include/klondike.pl`) | `klondike` | `cws_klondike` | [deal](x.png) |\n"
        "\n## Notes\n\nNothing here.\n"
    )
    found = families.from_markdown(text)
    assert found == [families.Family("Klondike", ("klondike", "cws_klondike"))]
