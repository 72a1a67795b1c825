"""Run benchmark scripts of this folder one after the other, each in a
process of its own with its defaults: those named, or else the quick ones
(`QUICK`, a few minutes in all). `make bench` runs the quick ones.

    .venv/bin/python -m benchmarks [--list] [SCRIPT ...]

The others (the solver's runs, the winnability table, the comparisons
before and after a change) take from minutes to hours, or write result
files and docs: run each as its docstring says (`SCRIPT --help` prints
it).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

QUICK = (
    "compile_cache",
    "paperc_cold",
    "paperc_scale",
    "paperlang_front_end",
    "template_load",
    "paperlang_playout",
    "paperlang_klondike",
    "engine_ratios",
    "cdl_moves",
    "cdl_sessions",
    "ui_frames",
    "ui_launcher",
)


def scripts() -> dict[str, Path]:
    """Every benchmark script here, by name: a module that runs as a
    script (not `_bigsource.py` or `fresh.py`, which others import)."""
    return {
        path.stem: path
        for path in sorted(HERE.glob("*.py"))
        if not path.name.startswith("_") and 'if __name__ == "__main__":' in path.read_text()
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "names", nargs="*", metavar="SCRIPT", help="scripts to run (default: QUICK)"
    )
    parser.add_argument(
        "--list", action="store_true", help="list the scripts, the quick ones marked"
    )
    args = parser.parse_args()
    known = scripts()
    if args.list:
        for name in known:
            print(f"{name:24} {'(quick)' if name in QUICK else ''}".rstrip())
        return 0
    unknown = [name for name in args.names if name not in known]
    if unknown:
        parser.error(f"no benchmark script {', '.join(unknown)} (--list names them)")
    failed = []
    for name in args.names or QUICK:
        print(f"== {name}", flush=True)
        if subprocess.run([sys.executable, str(known[name])], cwd=HERE.parent).returncode:
            failed.append(name)
    if failed:
        print(f"failed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
