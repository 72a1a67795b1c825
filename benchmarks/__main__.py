"""Run every benchmark script in this folder, one after the other."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    only = set(sys.argv[1:])
    for script in sorted(HERE.glob("*.py")):
        if script.name.startswith("_") or (only and script.stem not in only):
            continue
        print(f"== {script.stem}")
        sys.stdout.flush()
        runpy.run_path(str(script), run_name="__main__")
    return 0


raise SystemExit(main())
