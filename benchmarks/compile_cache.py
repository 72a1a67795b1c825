"""`Session.open` on a source, compiled (a cache miss) and again (a hit).

Each bundled source is opened in one process with an empty cache, then
opened again; the median time of the second open is printed beside the
first (target: a second open takes at most 50 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        os.environ["PAPER_CACHE_DIR"] = cache
        from runtime import Session

        Session.open(ROOT / "plugins" / "golf.py")  # import the engines once
        Session.open(ROOT / "plugins" / "cws_golf.py")
        first, again = [], []
        for source in sorted((ROOT / "games_src").glob("*.*")):
            if source.suffix not in (".pl", ".cdl"):
                continue
            start = time.perf_counter()
            Session.open(source, seed=1)
            middle = time.perf_counter()
            Session.open(source, seed=1)
            first.append(middle - start)
            again.append(time.perf_counter() - middle)
    print(f"sources opened        {len(first)}")
    print(f"first open (compile)  median {statistics.median(first) * 1000:7.1f} ms")
    print(f"second open (cached)  median {statistics.median(again) * 1000:7.1f} ms")
    print(f"second open (cached)  worst  {max(again) * 1000:7.1f} ms (target <= 50 ms)")
    print(f"ratio first/second    {statistics.median(first) / statistics.median(again):7.1f}x")


if __name__ == "__main__":
    main()
