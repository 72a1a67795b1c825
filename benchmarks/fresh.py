"""One measure in a fresh process: a benchmark runs itself again with
`--child JSON` and reads what the child prints last, as JSON (a cold
process each time, so that one measure's caches never help another)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any


def in_fresh_process(
    script: str, payload: list, cwd: Path | None = None, nice: bool = False
) -> Any:
    """`script --child JSON(payload)`'s last printed line, read as JSON; a
    failing child stops the benchmark with its error."""
    command = [sys.executable, str(Path(script).resolve()), "--child", json.dumps(payload)]
    done = subprocess.run(
        ["nice", *command] if nice else command,
        capture_output=True,
        text=True,
        check=False,
        cwd=cwd,
    )
    if done.returncode != 0:
        raise SystemExit(f"{payload} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])
