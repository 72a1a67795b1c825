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
from runtime.engine.paperlang.values import Player
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
    if "variables" in reads or ("playing variables" in reads and session.status == "playing"):
        values = dict(world.globals)
        carded = {read[5:] for read in reads if read.startswith("card ")}
        found["variables"] = {
            name: values[name].index if isinstance(values[name], Player) else values[name]
            for name in compiled.flat_changing
            if not name.startswith("(") and name not in carded
        }
        if compiled.flat_wait >= 0 and session.moves():
            found["line"] = session.state.line
    if "visibility" in reads:
        found["visibility"] = list(world.visibility)
    if "shown" in reads:
        found["shown"] = [visibility != "hidden" for visibility in world.visibility]
    counted = any(read.startswith("players ") for read in reads)  # ("players 3")
    if ("players" in reads or counted) and session.status == "playing":
        places = player_places(world, compiled)
        found["players"] = {}
        if "(player #)" in places:
            found["players"]["player"] = world.current if world.players > 1 else None
        found["players"].update(places)
    if "attrs" in reads:
        found["attrs"] = [
            [index, name, dict(world.stack_attrs[index])[name]]
            for index, name in compiled.flat_kept
        ]
    if "rng" in reads:
        found["rng"] = world.rng
    for read in reads:
        if read.startswith("card "):
            value = dict(world.globals)[read[5:]]
            found[read] = None if value is None else value.id
    return found


def player_places(world: Any, compiled: type) -> dict[str, Any]:
    """The players' values at the places the compiled state keeps them
    (`(player NAME)` the current player's, `(player NAME+K)` the one K
    after, `(player #)` whose turn it is), from the general engine's world."""
    rules = compiled()
    rules.deal(0)
    names = set(rules.flat_vars) | set(compiled.flat_changing)
    found: dict[str, Any] = {}
    for place in sorted(name for name in names if name.startswith("(player ")):
        name, _, later = place[len("(player ") : -1].partition("+")
        if int(later or 0) >= world.players:
            continue
        number = (world.current + int(later or 0)) % world.players
        found[place] = number if name == "#" else dict(world.player_attrs[number]).get(name)
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


def record_played(
    rules_class: type,
    seed: int,
    steps: int,
    reads: tuple[str, ...],
    path: Path,
    arranged: dict[str, list[tuple[int, bool]]] | None = None,
    chooser: Any = None,
) -> dict[str, Any]:
    """Record one game for `recorded.played` (with PAPER_RECORD=1): the
    general build of `rules_class`'s source played at random from `seed`,
    at most `steps` moves, added to the recordings at `path`."""
    general = general_of(rules_class)
    session = Session(general(), seed)

    def watch(session: Session, events: list[Event]) -> dict[str, Any]:
        return general_reads(session, events, reads, rules_class)

    dealt = general().deal(seed)[1]
    if arranged is not None:
        session.arrange(arranged)
        dealt = []
    picking = random.Random(seed) if chooser is None else chooser
    run = record.record_run(session, seed, picking, steps, watch, dealt)
    run.update(length=steps, reads=sorted(reads))
    if chooser is not None:
        run["chooser"] = chooser.name
    if arranged is not None:
        run["arranged"] = {name: [list(card) for card in cards] for name, cards in arranged.items()}
    trace = record.read_path(path) if path.exists() else {"source": path.name, "runs": []}
    trace["runs"].append(run)
    record.write_path(path, trace)
    return run


def record_save(rules_class: type, seed: int, moves: int, path: Path) -> dict[str, Any]:
    """Record for `recorded.general_save` the general engine's save of a
    game of `rules_class` played at random from `seed`, `moves` moves."""
    session = Session(general_of(rules_class)(), seed)
    chooser = random.Random(seed)
    while len(session.history()) < moves and session.moves():
        session.play(chooser.choice(session.moves()))
    with tempfile.TemporaryDirectory() as folder:
        saved = Path(folder) / "save.json"
        session.save(saved)
        save = json.loads(saved.read_text(encoding="utf-8"))
    trace = record.read_path(path) if path.exists() else {"source": path.name, "runs": []}
    trace.setdefault("saves", []).append({"seed": seed, "moves": moves, "save": save})
    record.write_path(path, trace)
    return save
