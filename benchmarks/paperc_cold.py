"""Cold `paperc games_src/accordion.pl` wall time next to a bare `python3 -c pass`.

Both are run as fresh processes several times; the medians and their
difference are printed (target: paperc at most 0.3 s above bare Python).
The processes' CPU time (user + system) is printed too: on a machine shared
with other work, wall time mostly measures the queue, CPU time the program.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7


def timed(argv: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True, cwd=ROOT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.parse_args()
    with tempfile.TemporaryDirectory() as out:
        games = ROOT / "games_src"
        sources = sorted(str(p.relative_to(ROOT)) for p in games.glob("accordion.pl"))
        if not sources:
            print("games_src/accordion.pl not found")
            return
        paperc = [sys.executable, "-m", "paperc.cli", *sources, "-o", out]
        bare = [sys.executable, "-c", "pass"]
        timed(paperc)  # warm the OS file cache, not Python
        bare_runs = [timed(bare) for _ in range(RUNS)]
        paperc_runs = [timed(paperc) for _ in range(RUNS)]
    base = statistics.median(wall for wall, _ in bare_runs)
    cold = statistics.median(wall for wall, _ in paperc_runs)
    base_cpu = statistics.median(cpu for _, cpu in bare_runs)
    cold_cpu = statistics.median(cpu for _, cpu in paperc_runs)
    print(f"python3 -c pass      median {base * 1000:7.1f} ms  (CPU {base_cpu * 1000:6.1f} ms)")
    print(f"paperc accordion.pl  median {cold * 1000:7.1f} ms  (CPU {cold_cpu * 1000:6.1f} ms)")
    print(
        f"paperc overhead             {(cold - base) * 1000:7.1f} ms  "
        f"(CPU {(cold_cpu - base_cpu) * 1000:6.1f} ms; target <= 300 ms)"
    )
    print(f"ratio paperc / bare         {cold / base:7.2f}x")
    if sys.flags.dont_write_bytecode:
        # Then the warm-up run writes no .pyc either, so every paperc module
        # edited since its last .pyc is compiled from source in each run
        # (about 0.1 s for all of them); an installed paperc has its .pyc files.
        print("note: PYTHONDONTWRITEBYTECODE is set: paperc's .pyc files may be stale")


if __name__ == "__main__":
    main()
