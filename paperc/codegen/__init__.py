"""IR in, Python plugin source out. Knows only `paperc.ir`."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path, PurePosixPath

from paperc import ir
from paperc.codegen.validate import check_python


def module_path(path: str) -> str:
    """The source's path as a generated module records it: relative to the
    current folder when the source lies under it, else the file name alone,
    so that the module's bytes never depend on where paperc ran from (an
    absolute path, or one climbing out with `..`, would)."""
    posix = PurePosixPath(path.replace("\\", "/"))
    if not posix.is_absolute() and ".." not in posix.parts:
        return str(posix)
    try:
        here = Path.cwd().resolve()
        inside = Path(os.path.normpath(here / path)).relative_to(here)
    except (OSError, ValueError):
        return posix.name
    return inside.as_posix()


def generate(game: ir.Game) -> str:
    game = dataclasses.replace(game, source_path=module_path(game.source_path))
    if game.language == "paperlang":
        from paperc.codegen.paperlang import render_game
    else:
        from paperc.codegen.cdl import render_game
    source = render_game(game)  # the header and all (writer.write_module)
    check_python(source, f"{game.game_id}.py")
    return source
