"""What Jinja costs a cold `paperc` run: compiling the one module template
(paperc/codegen/templates/module.py.jinja) in a fresh environment, next to
the whole in-process compile of games_src/accordion.pl, in fresh processes.

    .venv/bin/python benchmarks/template_load.py

This decided that paperc keeps no precompiled copy of its template: the
template's compile was about 10 ms of a run of about 270 ms CPU, below
what such runs vary by on a shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 9

PROBE = """
import time
t0 = time.process_time()
from paperc import compile_file_to_source
from paperc.codegen.render import environment
t1 = time.process_time()
environment().get_template("module.py.jinja")
t2 = time.process_time()
compile_file_to_source("games_src/accordion.pl")
t3 = time.process_time()
print(t2 - t1, t3 - t0)
"""


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.parse_args()
    template, whole = [], []
    for _ in range(RUNS):
        out = subprocess.run(
            [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True
        )
        first, second = map(float, out.stdout.split())
        template.append(first)
        whole.append(second)
    compiled, total = statistics.median(template), statistics.median(whole)
    print(f"template compile  median {compiled * 1000:6.1f} ms CPU")
    print(f"imports + compile median {total * 1000:6.1f} ms CPU")
    print(f"template share           {compiled / total:6.1%}")


if __name__ == "__main__":
    main()
