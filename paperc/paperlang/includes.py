"""`#use "file"`: textual includes, expanded on the syntax tree.

Reference 3.1 [REC]: an include is read relative to the including file and
each file is included once. An included file holds whole statements (no
`game` block), so splicing its parsed statements where the `#use` stood is
the same as pasting its text there, while its diagnostics keep naming its
own file and lines. `#use "deck"` with no file `deck` beside the source
brings in the built-in deck (deck.pl, pre-parsed in _deck.json).

An include stays inside the game's folder (the main source's): an absolute
path, a `..` that climbs out, or a symbolic link that leads out is refused
(P126) before anything is read, so a source can never make paperc read, or
quote in a diagnostic, a file from elsewhere on the machine.
"""

from __future__ import annotations

from dataclasses import field, replace
from pathlib import Path

from paperc.errors import CompileError, Diagnostic, error
from paperc.nodes import node
from paperc.paperlang import ast
from paperc.paperlang.packs import check_packs, with_packs
from paperc.paperlang.parser import parse_include
from paperc.paperlang.regen import DECK_PATH, DECK_SOURCE, load_deck

MAX_DEPTH = 16  # includes within includes; deeper is surely a cycle of distinct paths


@node(frozen=False)
class Includer:
    """Expands includes for one compile; remembers what it has read."""

    main_path: str
    errors: list[Diagnostic] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)  # display path -> text
    seen: set[str] = field(default_factory=set)
    # every file a `#use` named, as shown (read, missing or refused): what
    # the game depends on, for the compile cache and the watchers
    wanted: list[str] = field(default_factory=list)
    deck_packs: tuple[int, int] = (1, 4)  # the built-in deck's packs and suits, once used

    def expand(self, body: tuple[ast.Stmt, ...], path: str, depth: int = 0) -> tuple:
        out: list[ast.Stmt] = []
        for stmt in body:
            if isinstance(stmt, ast.Include):
                out.extend(self._include(stmt, path, depth))
            else:
                out.append(self._inside(stmt, path, depth))
        return tuple(out)

    def _inside(self, stmt: ast.Stmt, path: str, depth: int) -> ast.Stmt:
        """The statement with includes in its nested bodies expanded too."""
        if isinstance(stmt, ast.PickOne):
            options = tuple(replace(o, body=self.expand(o.body, path, depth)) for o in stmt.options)
            return replace(stmt, options=options)
        if isinstance(stmt, ast.Buttons):
            buttons = tuple(replace(b, body=self.expand(b.body, path, depth)) for b in stmt.buttons)
            return replace(stmt, buttons=buttons)
        if isinstance(stmt, ast.IfStmt):
            elifs = tuple(replace(e, body=self.expand(e.body, path, depth)) for e in stmt.elifs)
            orelse = None if stmt.orelse is None else self.expand(stmt.orelse, path, depth)
            body = self.expand(stmt.body, path, depth)
            return replace(stmt, body=body, elifs=elifs, orelse=orelse)
        if isinstance(stmt, (ast.Block, ast.PhaseDecl, ast.Hook, ast.WhileStmt, ast.ForEachPlayer)):
            return replace(stmt, body=self.expand(stmt.body, path, depth))
        return stmt

    def _include(self, stmt: ast.Include, path: str, depth: int) -> tuple[ast.Stmt, ...]:
        if depth >= MAX_DEPTH:
            self.errors.append(
                error("P101", f"includes nest more than {MAX_DEPTH} deep", stmt.span)
            )
            return ()
        name = stmt.path
        if not name or "\0" in name or Path(name).is_absolute() or Path(name).drive:
            self.errors.append(
                error("P101", "`#use` takes a file name relative to this file", stmt.span)
            )
            return ()
        target = Path(path).parent / name
        self.wanted.append(target.as_posix())
        inside = self._inside_folder(target)
        if inside is None:
            self.errors.append(
                error(
                    "P126",
                    f"`#use` reads files in this game's folder only, and {name!r} lies outside it",
                    stmt.span,
                )
            )
            return ()
        counted = stmt.packs is not None or stmt.suits is not None
        if counted and (name != "deck" or inside.is_file()):
            message = (
                f'a pack count and suits belong to the built-in deck (`#use "deck" 2`), '
                f"not to the file {name!r}"
            )
            self.errors.append(error("P162", message, stmt.span))
            return ()
        if not inside.is_file():
            if name == "deck":
                return self._builtin_deck(stmt)
            self.errors.append(
                error("P101", f"cannot find the file {name!r} to include", stmt.span)
            )
            return ()
        key = str(inside)
        if key in self.seen:
            return ()
        self.seen.add(key)
        shown = target.as_posix()
        try:
            text = target.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            self.errors.append(error("P101", f"{name!r} is not UTF-8 text", stmt.span))
            return ()
        except OSError as exc:
            self.errors.append(
                error("P101", f"cannot read {name!r}: {exc.strerror or exc}", stmt.span)
            )
            return ()
        self.sources[shown] = text
        try:
            program = parse_include(text, shown)
        except CompileError as exc:
            self.errors.extend(exc.diagnostics)
            return ()
        return self.expand(program.body, shown, depth + 1)

    def _inside_folder(self, target: Path) -> Path | None:
        """`target` with every link followed, if it lies in the main source's
        folder (or below); None if it leads anywhere else."""
        try:
            folder = Path(self.main_path).parent.resolve()
            resolved = target.resolve()
        except (OSError, RuntimeError):  # a link loop
            return None
        if resolved != folder and folder not in resolved.parents:
            return None
        return resolved

    def _builtin_deck(self, stmt: ast.Include) -> tuple[ast.Stmt, ...]:
        problems = check_packs(stmt)
        if problems:
            self.errors.extend(problems)
            return ()
        if DECK_PATH in self.seen:
            if (stmt.packs or 1, stmt.suits or 4) != self.deck_packs:
                message = "the built-in deck is used already, with another pack count or suits"
                self.errors.append(error("P163", message, stmt.span))
            return ()
        self.seen.add(DECK_PATH)
        self.deck_packs = (stmt.packs or 1, stmt.suits or 4)
        self.sources[DECK_PATH] = DECK_SOURCE.read_text(encoding="utf-8")
        if self.deck_packs == (1, 4):
            return load_deck().body
        return with_packs(load_deck().body, *self.deck_packs)
