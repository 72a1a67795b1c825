"""The `paperc` command: argv in, exit code out. The only place that prints.

Exit 0 when every source compiled, 1 when a source has errors, 2 for bad
usage. A bug in paperc prints a short notice (and the traceback only with
--debug), never a user's mistake as a traceback.
"""

from __future__ import annotations

import argparse
import sys
import traceback
from pathlib import Path
from typing import TextIO

from paperc import CompileError, __version__, compile_file_to_source, write_compiled
from paperc.ids import IdCollision, collision

USAGE_ERROR = 2


def say(text: str, stream: TextIO | None = None) -> None:
    """Print `text` on a terminal that may not take every character (a file
    name in another script under PYTHONIOENCODING=ascii): what the stream's
    encoding cannot hold is printed as a backslash escape."""
    stream = stream or sys.stdout
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text = text.encode(encoding, "backslashreplace").decode(encoding, "replace")
    except LookupError:  # an encoding Python does not know: keep to ASCII
        text = text.encode("ascii", "backslashreplace").decode("ascii")
    print(text, file=stream)


def complain(text: str) -> None:
    say(text, sys.stderr)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse exits 2 too; keep its wording
        complain(self.format_usage().rstrip("\n"))
        complain(f"paperc: error: {message}")
        raise SystemExit(USAGE_ERROR)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="paperc",
        description="Compile Paperlang (.pl) and CDL (.cdl) games into Paper plugins.",
    )
    parser.add_argument(
        "files", nargs="*", metavar="FILE", help="game sources (.pl or .cdl); folders with --watch"
    )
    parser.add_argument(
        "-o", "--output", default="plugins", metavar="DIR", help="where plugins go (plugins/)"
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="only report diagnostics; write nothing")
    mode.add_argument(
        "--emit", choices=["ir"], help="print the IR of one source instead of writing a plugin"
    )
    mode.add_argument(
        "--watch",
        action="store_true",
        help="compile every source in the FILE folders, then again on each change (Ctrl+C ends)",
    )
    mode.add_argument("--explain", metavar="CODE", help="explain a diagnostic code (P012...)")
    parser.add_argument(
        "--share",
        action="store_true",
        help="write the code that games including the same files share once, in DIR/included/",
    )
    parser.add_argument("--debug", action="store_true", help="show tracebacks of paperc bugs")
    parser.add_argument("--version", action="version", version=f"paperc {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    args.ids = {}  # game id -> the first source of this run that made it
    if args.explain is not None:
        if args.files:
            parser.error("--explain takes a code, not source files")
        return _explain(args.explain)
    if not args.files:
        parser.error("the following arguments are required: FILE")
    if args.emit and len(args.files) != 1:
        parser.error("--emit ir takes exactly one source")
    output = Path(args.output)
    if not (args.check or args.emit) and output.exists() and not output.is_dir():
        complain(f"paperc: error: -o {args.output}: this is a file, not a folder for plugins")
        return USAGE_ERROR
    if args.watch:
        if args.share:
            parser.error("--share compiles sources together, not one at a time as --watch does")
        return _watch(args)
    args.together = []  # (--share: the sources compiled, written once all are)
    status = 0
    for name in args.files:
        path = Path(name)
        if path.suffix not in (".pl", ".cdl"):
            complain(f"{name}: error: not a .pl or .cdl source")
            return USAGE_ERROR
        if not path.is_file():
            complain(f"{name}: error: no such file")
            status = max(status, 1)
            continue
        status = max(status, _compile_one(name, path, args))
    if args.together:
        status = max(status, _write_together(args))
    return status


def _write_together(args: argparse.Namespace) -> int:
    """Write the sources compiled with --share: the code each family of
    games shares once (`DIR/included/`), then each game's plugin."""
    from paperc import share, write_shared

    plugins, shared = share([(path, compiled) for _, path, compiled in args.together])
    status = 0
    try:
        write_shared(shared, args.output)
    except OSError as exc:
        complain(f"{args.output}: error: {exc.strerror or exc} ({exc.filename})")
        return 1
    for (name, path, _), compiled in zip(args.together, plugins, strict=True):
        try:
            target = write_compiled(compiled, path, args.output)
        except (IdCollision, OSError) as exc:
            complain(f"{name}: error: {exc}")
            status = 1
            continue
        say(f"{name} -> {target.as_posix()}")
    return status


def _explain(code: str) -> int:
    from paperc.explain import explanations, render

    key = code.strip().upper()
    if key not in explanations():
        complain(f"paperc: error: --explain {code}: no such diagnostic code (try P012, C101, E001)")
        return USAGE_ERROR
    say(render(key))
    return 0


def _watch(args: argparse.Namespace) -> int:
    from paperc.watch import watch

    folders = [Path(name) for name in args.files]
    for folder in folders:
        if not folder.is_dir():
            complain(f"{folder.as_posix()}: error: --watch takes folders; this is not one")
            return USAGE_ERROR
    try:
        import watchdog  # noqa: F401
    except ImportError:
        complain("paperc: error: --watch needs the watchdog package (pip install watchdog)")
        return USAGE_ERROR
    say(f"watching {', '.join(f.as_posix() for f in folders)} (Ctrl+C ends)")

    def compile_one(path: Path) -> None:
        shown = _relative(path)
        _compile_one(shown, Path(shown), args)
        sys.stdout.flush()
        sys.stderr.flush()

    try:
        watch(folders, compile_one)
    except KeyboardInterrupt:
        pass
    say("paperc: stopped watching")
    return 0


def _relative(path: Path) -> str:
    """A watched path as the user would write it: relative to here if it can be."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def _compile_one(name: str, path: Path, args: argparse.Namespace) -> int:
    try:
        target, compiled = None, None
        if args.emit:
            from paperc.irdump import dump, game_ir

            text = dump(game_ir(path))
        else:
            share = getattr(args, "share", False) and not args.check
            compiled = compile_file_to_source(path, marked=share)
            first = args.ids.setdefault(compiled.game_id, name)
            if first != name:  # two sources of this run make one game id: the first stays
                raise IdCollision(collision(compiled.game_id, first, name))
            if share:  # (written with the others: `_write_together`)
                args.together.append((name, path, compiled))
            elif not args.check:
                target = write_compiled(compiled, path, args.output)
    except IdCollision as exc:
        complain(f"{name}: error: {exc}")
        return 1
    except CompileError as exc:
        complain(exc.render())
        count = sum(1 for d in exc.diagnostics if d.severity == "error")
        complain(f"{name}: {count} error{'s' if count != 1 else ''}")
        return 1
    except OSError as exc:
        where = f" ({exc.filename})" if exc.filename else ""
        complain(f"{name}: error: {exc.strerror or exc}{where}")
        return 1
    except Exception as exc:  # noqa: BLE001 - a paperc bug, reported as one
        complain(
            f"{name}: internal error in paperc {__version__}: {type(exc).__name__}: {exc}\n"
            "This is a bug in paperc, not in your game; please report it "
            "with the source file."
        )
        if args.debug:
            complain(traceback.format_exc().rstrip("\n"))
        return 1
    if args.emit:
        say(text)
    elif target is not None:  # --check says nothing about a clean source
        say(f"{name} -> {target.as_posix()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
