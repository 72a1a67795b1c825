"""Record test_flat_features.py's sources on the general engine:

    .venv/bin/python -m tests.runtime.paperlang.record [NAME ...]

Each recording (`feature_sources.RECORDINGS`; all, or those named) plays
its deals at random on the general engine (paperc's `general` build) and
keeps every step (in tests/traces/features/, one gzipped JSON file each, the format of
tests/traces/record.py) for `recorded.py` to replay on the compiled one.
Record again only when a source, or what it means, changes on purpose.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from runtime.engine.model import Event
from runtime.session import Session
from tests.runtime.paperlang.feature_sources import RECORDINGS, Recording
from tests.runtime.paperlang.general import general_of
from tests.runtime.paperlang.recorded import common_reads, recording_path, rules_class
from tests.traces import record

SLOW_STEPS = 300


def general_reads(
    session: Session, events: list[Event], reads: tuple[str, ...], compiled: type
) -> dict[str, Any]:
    """What a recording reads, from the general engine's state (as
    `recorded.compiled_reads` reads it from the compiled one's)."""
    found = common_reads(session, events, reads)
    world = session.state.now
    if "variables" in reads:
        values = dict(world.globals)
        found["variables"] = {
            name: values[name] for name in compiled.flat_changing if not name.startswith("(")
        }
        if compiled.flat_wait >= 0 and session.moves():
            found["line"] = session.state.line
    if "visibility" in reads:
        found["visibility"] = list(world.visibility)
    return found


def record_one(name: str, recording: Recording) -> dict[str, Any]:
    compiled = rules_class(name)
    general = general_of(compiled)
    seeds = [(seed, recording.steps) for seed in range(recording.seeds)]
    seeds += [(recording.seeds + k, SLOW_STEPS) for k in range(recording.slow)]
    runs = []
    session = None
    for seed, steps in seeds:
        session = Session(general(), seed)

        def watch(session: Session, events: list[Event]) -> dict[str, Any]:
            return general_reads(session, events, recording.reads, compiled)

        dealt = general().deal(seed)[1]
        runs.append(record.record_run(session, seed, random.Random(seed), steps, watch, dealt))
    trace: dict[str, Any] = {"source": name, "fast": recording.seeds, "runs": runs}
    if name == "buttons" and session is not None:  # (a general engine's save loads on both)
        session = Session(general(), recording.seeds - 1)
        for step in runs[recording.seeds - 1]["steps"][:-1]:
            session.play(session.moves()[step["chosen"]])
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "save.json"
            session.save(path)
            trace["save"] = json.loads(path.read_text(encoding="utf-8"))
    return trace


def main(argv: list[str]) -> int:
    names = argv or sorted(RECORDINGS)
    for name in names:
        trace = record_one(name, RECORDINGS[name])
        record.write_path(recording_path(name), trace)
        steps = sum(len(run["steps"]) for run in trace["runs"])
        size = recording_path(name).stat().st_size
        print(f"{name}: {len(trace['runs'])} deals, {steps} steps, {size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
