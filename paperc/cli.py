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

from paperc import CompileError, __version__, compile_file

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
    parser.add_argument("files", nargs="+", metavar="FILE", help="game sources (.pl or .cdl)")
    parser.add_argument(
        "-o", "--output", default="plugins", metavar="DIR", help="where plugins go (plugins/)"
    )
    parser.add_argument("--debug", action="store_true", help="show tracebacks of paperc bugs")
    parser.add_argument("--version", action="version", version=f"paperc {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    output = Path(args.output)
    if output.exists() and not output.is_dir():
        complain(f"paperc: error: -o {args.output}: this is a file, not a folder for plugins")
        return USAGE_ERROR
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
    return status


def _compile_one(name: str, path: Path, args: argparse.Namespace) -> int:
    try:
        target = compile_file(path, args.output)
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
    say(f"{name} -> {target.as_posix()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
