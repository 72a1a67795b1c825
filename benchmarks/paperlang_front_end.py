"""Where a cold Paperlang compile spends its time, stage by stage, up to the IR.

Each run is a fresh process (so imports are cold, as for `paperc`); the
fastest of several runs is printed per stage, which is the least disturbed
by other work on the machine. Also prints the parse rate of a warm parser.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5

STAGES = r"""
import json, time
t0 = time.perf_counter()
marks = {}
def mark(name):
    global t0
    now = time.perf_counter(); marks[name] = now - t0; t0 = now
import paperc, paperc.ir; mark("import paperc + paperc.ir")
import paperc.paperlang._parser; mark("import tatsu + generated parser")
import paperc.paperlang.ast; mark("import syntax tree classes")
import paperc.paperlang.lower, paperc.paperlang.includes; mark("import lowering")
from paperc.paperlang.parser import parse_program
text = open("games_src/accordion.pl", encoding="utf-8").read()
program = parse_program(text, "games_src/accordion.pl"); mark("parse accordion.pl")
from paperc.paperlang.includes import Includer
includer = Includer("games_src/accordion.pl")
body = includer.expand(program.body, "games_src/accordion.pl"); mark("#use deck (pre-parsed)")
from paperc.paperlang.lower import Lowerer
Lowerer("games_src/accordion.pl").program(body); mark("lower to IR")
print(json.dumps(marks))
"""

WARM = r"""
import json, time
from paperc.paperlang.parser import parse_include
text = open("paperc/paperlang/deck.pl", encoding="utf-8").read()
parse_include(text, "deck.pl")
best = min(
    (lambda t: (parse_include(text, "deck.pl"), time.perf_counter() - t)[1])(time.perf_counter())
    for _ in range(3)
)
print(json.dumps({"chars": len(text), "seconds": best}))
"""


def run(code: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True, text=True
    )
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.parse_args()
    runs = [run(STAGES) for _ in range(RUNS)]
    total = 0.0
    for stage in runs[0]:
        best = min(r[stage] for r in runs)
        total += best
        print(f"{stage:34s} {best * 1000:7.1f} ms")
    print(f"{'front end total (fastest stages)':34s} {total * 1000:7.1f} ms")
    warm = run(WARM)
    rate = warm["chars"] / warm["seconds"] / 1000
    print(
        f"warm parse of deck.pl ({warm['chars']} chars)  {warm['seconds'] * 1000:7.1f} ms"
        f"  = {rate:.1f} KB/s"
    )


if __name__ == "__main__":
    main()
