"""IR in, Python plugin source out. Knows only `paperc.ir`."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path, PurePosixPath

from paperc import ir
from paperc.codegen.validate import check_python
from paperc.errors import CompileError


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


def generate(game: ir.Game, marked: bool = False) -> str:
    """The plugin's source. `marked`: a Paperlang module with its line
    marks still in it (`codegen.sharing`). An error found here at a place
    in the game's own file (its path "") names the file as given."""
    shown = game.source_path
    game = dataclasses.replace(game, source_path=module_path(game.source_path))
    if game.language == "paperlang":
        from paperc.codegen.paperlang import render_game

        try:
            source = render_game(game, marked)  # the header and all (writer)
        except CompileError as exc:
            named = dataclasses.replace
            found = [
                d if d.span.path else named(d, span=named(d.span, path=shown))
                for d in exc.diagnostics
            ]
            raise CompileError(found, exc.source, exc.sources) from None
    else:
        from paperc.codegen.cdl import render_game

        source = render_game(game)
    from paperc.codegen.writer import unmarked  # (here: the front ends load no Jinja)

    check_python(unmarked(source), f"{game.game_id}.py")
    return source
