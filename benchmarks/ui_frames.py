"""Frame time while 104 cards (two decks) are dealt with animation, headless.

Opens a 1280x800 headless window on Double Aces Up (the UI tests' two-deck
plugin) and replays its deal with every card, the stock's too, flying in
from the table's corner, one by one, as the table's deal animation does.
Each frame's update and draw is timed up to glFinish (so the GPU's work is
counted). The animation clock moves 1/60 s a frame whatever the wall time,
so every run draws the same frames. Target: median at most 16 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from runtime.session import Session  # noqa: E402
from runtime.settings import Settings  # noqa: E402
from runtime.ui.app import PaperWindow  # noqa: E402
from runtime.ui.table import TableView  # noqa: E402

PLUGIN = ROOT / "tests" / "runtime" / "ui" / "fixtures" / "aces_up.py"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.parse_args()
    window = PaperWindow(Settings(), 1280, 800, visible=False, persist=False, entry_points=False)
    clock = Clock()
    session = _double(seed=7)
    view = TableView(session, window.settings, clock=clock)
    window.show_view(view)
    view.settle()
    board = view.board
    corner = (
        board.table.area.left + board.table.card_w / 2,
        board.table.area.top + board.table.card_h / 2,
    )
    board.deal_origin = lambda: (None, corner)  # every card flies, the stock's as well
    board.sync("deal")
    moving = len(board.animator.motions)
    times = []
    while board.busy():
        start = time.perf_counter()
        clock.now += 1 / 60
        view.on_update(1 / 60)
        window.clear()
        view.on_draw()
        window.ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
    window.close()
    times.sort()
    p95 = times[min(int(len(times) * 0.95), len(times) - 1)]
    print(f"cards animated: {moving} of {len(board.sprites)}; frames: {len(times)}")
    print(
        f"frame time: median {statistics.median(times):.2f} ms, 95th percentile {p95:.2f} ms, "
        f"max {times[-1]:.2f} ms (target: median <= 16 ms)"
    )


def _double(seed: int) -> Session:
    from runtime import registry

    reg = registry.Registry()
    entries = {e.game_id: e for e in reg.add_file(PLUGIN)}
    return Session(entries["handmade_double_aces_up"].rules(), seed, origin=str(PLUGIN))


if __name__ == "__main__":
    main()
