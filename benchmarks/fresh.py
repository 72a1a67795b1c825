"""One measure in a fresh process: a benchmark runs itself again with
`--child JSON` and reads what the child prints last, as JSON (a cold
process each time, so that one measure's caches never help another); and
an earlier revision checked out beside this tree, for a measure of both
in one run (`checked_out`)."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


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


@contextmanager
def checked_out(rev: str) -> Iterator[Path]:
    """`rev` of this repository checked out into a temporary git worktree
    (its plugins too: they are committed), removed afterwards."""
    with tempfile.TemporaryDirectory() as temp:
        old = Path(temp) / "before"
        subprocess.run(
            ["git", "worktree", "add", "-q", "--detach", str(old), rev], cwd=ROOT, check=True
        )
        try:
            yield old
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=False
            )
