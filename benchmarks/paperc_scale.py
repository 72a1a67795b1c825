"""How compile time grows with the size of a source (target: 4,000 statements in 2 s).

Compiles generated games (benchmarks/_bigsource.py) of 500, 2,000 and 4,000
statements in each language, in one warm process, and prints the fastest of
a few runs per size (and its CPU time: on a shared machine wall time mostly
measures the queue), per statement, and against the 500-statement rate.
Then the same 500-statement sources with TatSu alone (PAPERC_PARSER=tatsu,
the parser before the fast readers) as a ratio measured in the same run,
and how long an expression too long or too deep to compile takes to be
refused.

    .venv/bin/python -m benchmarks.paperc_scale [--full]   # --full: TatSu at 2,000 too
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # (run as a file, not with -m)
    sys.path.insert(0, str(ROOT))

from benchmarks._bigsource import cdl_source, paperlang_source  # noqa: E402

SIZES = (500, 2000, 4000)
LANGUAGES: dict[str, tuple[str, Callable[[int], str]]] = {
    "Paperlang": ("big.pl", paperlang_source),
    "CDL": ("big.cdl", cdl_source),
}


def best_time(text: str, path: str, runs: int) -> tuple[float, float]:
    """The fastest run's wall time, and the least CPU time of a run."""
    import paperc

    best = best_cpu = float("inf")
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        paperc.compile_source(text, path)
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    return best, best_cpu


def refusal_time(expression: str) -> tuple[float, str]:
    """How soon an 80 KB expression is refused, and how."""
    import paperc
    from paperc.errors import CompileError

    text = f"game g start\nint x = {expression}\nend\n"
    start = time.perf_counter()
    try:
        paperc.compile_source(text, "big.pl")
    except CompileError as exc:
        return time.perf_counter() - start, exc.render().splitlines()[0]
    return time.perf_counter() - start, "compiled"


REFUSED = {
    "80 KB sum, 40,000 terms": "+".join(["1"] * 40_000),
    "80 KB expression, 40,000 parentheses deep": "(" * 40_000 + "1" + ")" * 40_000,
}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--full", action="store_true", help="TatSu at 2,000 statements too")
    full = parser.parse_args().full
    rates: dict[str, float] = {}
    for language, (path, make) in LANGUAGES.items():
        base = None
        for size in SIZES:
            text = make(size)
            seconds, cpu = best_time(text, path, 3 if size < 4000 else 2)
            per = seconds / size * 1000
            base = base or per
            print(
                f"{language:9s} {size:5d} statements ({len(text) // 1024:3d} KB)"
                f"  {seconds:6.2f} s (CPU {cpu:5.2f} s)  {per:5.2f} ms/statement"
                f"  x{per / base:4.2f} of the 500 rate"
            )
            rates[language, size] = per  # type: ignore[index]
    print("TatSu alone, the parser before the fast readers (same run):")
    os.environ["PAPERC_PARSER"] = "tatsu"
    try:
        for language, (path, make) in LANGUAGES.items():
            for size in (500, 2000) if full else (500,):
                seconds, _ = best_time(make(size), path, 1)
                per = seconds / size * 1000
                fast = rates[language, size]  # type: ignore[index]
                print(
                    f"{language:9s} {size:5d} statements  {seconds:6.2f} s  {per:5.2f} ms/statement"
                    f"  = {per / fast:4.1f}x the fast readers"
                )
    finally:
        del os.environ["PAPERC_PARSER"]
    for label, expression in REFUSED.items():
        seconds, first_line = refusal_time(expression)
        print(f"{label}: refused in {seconds:.2f} s")
        print(f"  {first_line}")


if __name__ == "__main__":
    main()
