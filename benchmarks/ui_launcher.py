"""Time to the launcher's first frame with 200 plugins installed.

Copies the UI tests' plugin 200 times into a temporary folder, each copy
with its own game ids (header and registration), then starts a fresh Python
that opens the launcher on that folder headless and draws one frame. Prints
the time from starting the process to the first frame, and the part of it
spent after the window exists (listing plugins from their headers, laying
out tiles, drawing). Target: at most 1.5 s to the first frame.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLUGIN = ROOT / "tests" / "runtime" / "ui" / "fixtures" / "aces_up.py"
COPIES = 200
RUNS = 3

CHILD = """
import os, sys, time, json
sys.path.insert(0, {root!r})
from pathlib import Path
from runtime.settings import Settings
from runtime.ui.app import PaperWindow
window = PaperWindow(Settings(plugin_folders=[{folder!r}]), 1280, 800, visible=False,
                     persist=False, entry_points=False)
opened = time.time()
view = window.show_launcher()
window.clear()
view.on_draw()
window.ctx.finish()
done = time.time()
print(json.dumps({{"window": opened, "frame": done, "tiles": len(view.tiles)}}))
window.close()
"""


def make_plugins(folder: Path) -> None:
    text = PLUGIN.read_text(encoding="utf-8")
    for i in range(COPIES):
        copy = (
            text.replace('"handmade_aces_up"', f'"aces_up_{i}"')
            .replace('"handmade_double_aces_up"', f'"double_aces_up_{i}"')
            .replace('"Aces Up"', f'"Aces Up {i}"')
        )
        (folder / f"aces_up_{i:03d}.py").write_text(copy, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        make_plugins(folder)
        env = {**os.environ, "ARCADE_HEADLESS": "1"}
        totals, after_window, tiles = [], [], 0
        for _ in range(RUNS):
            start = time.time()
            out = subprocess.run(
                [sys.executable, "-c", CHILD.format(root=str(ROOT), folder=str(folder))],
                capture_output=True,
                text=True,
                env=env,
                check=True,
            )
            data = json.loads(out.stdout.strip().splitlines()[-1])
            totals.append(data["frame"] - start)
            after_window.append(data["frame"] - data["window"])
            tiles = data["tiles"]
    print(f"plugins: {COPIES}, tiles: {tiles}, runs: {RUNS}")
    print(
        f"process start to first frame: median {statistics.median(totals):.3f} s (target <= 1.5 s)"
    )
    print(
        f"  of which launcher (headers, tiles, first draw): "
        f"median {statistics.median(after_window) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
