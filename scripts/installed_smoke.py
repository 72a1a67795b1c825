"""What scripts/check_install.sh runs inside a venv where Paper was installed
from a wheel or an sdist, from outside the checkout: the installed app has
every bundled game, plays both languages, draws a thumbnail and compiles a
source.

    python installed_smoke.py MINE.pl KIND GAME_COUNT
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(source: str, kind: str, expected: int) -> None:
    import paperc
    import runtime
    from runtime import Session, registry
    from runtime.ui import thumbnail

    for package in (paperc, runtime):
        where = Path(package.__file__).resolve()
        assert "site-packages" in where.parts, f"{package.__name__} imported from {where}"
    found = registry.load_all()
    assert not found.errors, found.errors
    assert len(found.games) == expected, f"{len(found.games)} games installed, not {expected}"
    languages = {entry.language for entry in found.games.values()}
    assert languages == {"paperlang", "cdl"}, languages
    for game_id in ("klondike", "cws_klondike", "freecell", "cws_golf"):
        session = Session.open(game_id, seed=3)
        before = session.key()
        session.play(session.moves()[0])
        assert session.key() != before
        assert session.undo() and session.key() == before
        picture = thumbnail.render(session, 160, 120)
        assert picture.getbbox() is not None
    mine = Session.open(source, seed=7)
    mine.play(mine.moves()[0])
    out = Path(source).with_name("compiled")
    written = paperc.compile_file(Path(source), out)
    assert Session.open(str(written), seed=7).moves(), written
    print(f"{kind}: {len(found.games)} games ({', '.join(sorted(languages))}), compiled {source}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
