"""CDL moves() on a mid-game Klondike position, and a whole CDL compile.

moves() tries every click and drag a player could make on copies of the
state (runtime/engine/cdl/moves.py); the target is at most 20 ms a call on
a mid-game Klondike. Prints the median and the worst of several positions,
each listed by fresh rules (nothing remembered from an earlier call).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from runtime.session import Session  # noqa: E402


def mid_game(seed: int, plies: int = 40) -> Session:
    session = Session.open(str(ROOT / "plugins" / "cws_klondike.py"), seed=seed)
    rnd = random.Random(seed)
    for _ in range(plies):
        moves = session.moves()
        tableau = [m for m in moves if m.target and m.target.startswith(("T", "A"))]
        if not moves:
            break
        session.play(rnd.choice(tableau or moves))
    return session


def main() -> None:
    timings, counts = [], []
    for seed in range(1, 11):
        session = mid_game(seed)
        state = session.state
        runs = []
        for _ in range(10):
            rules = type(session.rules)()  # cold: nothing remembered from an earlier search
            start = time.perf_counter()
            listed = rules.moves(state)
            runs.append(time.perf_counter() - start)
        timings.append(statistics.median(runs) * 1000)
        counts.append(len(listed))
    print("cdl moves() on mid-game Klondike, cold, 10 positions x 10 runs (target <= 20 ms):")
    print(
        f"  median {statistics.median(timings):.1f} ms, worst {max(timings):.1f} ms, "
        f"moves listed {min(counts)}..{max(counts)}"
    )
    from paperc import compile_file_to_source

    start = time.perf_counter()
    compile_file_to_source(ROOT / "games_src" / "cws_klondike.cdl")
    print(f"compile games_src/cws_klondike.cdl in process: {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main()
