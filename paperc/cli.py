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

from paperc import CompileError, __version__, compile_file

USAGE_ERROR = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse exits 2 too; keep its wording
        self.print_usage(sys.stderr)
        print(f"paperc: error: {message}", file=sys.stderr)
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
    status = 0
    for name in args.files:
        path = Path(name)
        if path.suffix not in (".pl", ".cdl"):
            print(f"{name}: error: not a .pl or .cdl source", file=sys.stderr)
            return USAGE_ERROR
        if not path.is_file():
            print(f"{name}: error: no such file", file=sys.stderr)
            status = max(status, 1)
            continue
        try:
            target = compile_file(path, args.output)
        except CompileError as exc:
            print(exc.render(), file=sys.stderr)
            count = sum(1 for d in exc.diagnostics if d.severity == "error")
            print(f"{name}: {count} error{'s' if count != 1 else ''}", file=sys.stderr)
            status = max(status, 1)
        except OSError as exc:
            print(f"{name}: error: {exc.strerror or exc}", file=sys.stderr)
            status = max(status, 1)
        except Exception as exc:  # noqa: BLE001 - a paperc bug, reported as one
            print(
                f"{name}: internal error in paperc {__version__}: {type(exc).__name__}: {exc}\n"
                "This is a bug in paperc, not in your game; please report it "
                "with the source file.",
                file=sys.stderr,
            )
            if args.debug:
                traceback.print_exc()
            status = max(status, 1)
        else:
            print(f"{name} -> {target.as_posix()}")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
