"""IR in, Python plugin source out. Knows only `paperc.ir`."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path, PurePosixPath

from paperc import ir
from paperc.codegen.validate import check_python
from paperc.errors import Diagnostic


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


def generate(
    game: ir.Game,
    notes: list[Diagnostic] | None = None,
    general: bool = False,
    marked: bool = False,
) -> str:
    """The plugin's source; the warnings found on the way are added to
    `notes` (a Paperlang game that does not get the fast path), their
    places in the game's own file under its path as given. `marked`: a
    Paperlang module with its line marks still in it (`codegen.sharing`)."""
    shown = game.source_path
    game = dataclasses.replace(game, source_path=module_path(game.source_path))
    found: list[Diagnostic] = []
    if game.language == "paperlang":
        from paperc.codegen.paperlang import render_game

        source = render_game(game, found, general, marked)  # the header and all (writer)
    else:
        from paperc.codegen.cdl import render_game

        source = render_game(game)
    from paperc.codegen.writer import unmarked  # (here: the front ends load no Jinja)

    check_python(unmarked(source), f"{game.game_id}.py")
    if notes is not None:
        for note in found:
            span = note.span if note.span.path else dataclasses.replace(note.span, path=shown)
            notes.append(dataclasses.replace(note, span=span))
    return source
