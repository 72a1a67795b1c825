"""The recordings of test_flat_features.py's sources (tests/traces/features/,
made on the first, general, engine Paper had; kept as they are, the
reference the compiled engine must match) replayed: the same moves,
tables, status, events and score at every step, and what each recording
reads besides (`feature_sources.Recording`)."""

from __future__ import annotations

import functools
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from runtime.engine.model import Event, Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import SOURCES, game_class
from tests.runtime.paperlang.feature_sources import RECORDINGS
from tests.traces import record

ROOT = Path(__file__).resolve().parents[3]
FOLDER = ROOT / "tests" / "traces" / "features"
PLAYED = FOLDER / "played"  # (`played`: one file a source)


def recording_path(name: str) -> Path:
    return FOLDER / f"{name}.json.gz"


def rules_class(name: str) -> type:
    """The compiled class of recording `name`'s source."""
    recording = RECORDINGS[name]
    return game_class(recording.source, recording.path)


def replayed(name: str, slow: bool = False) -> list[Session]:
    """Recording `name`'s deals replayed on the compiled engine, each
    checked at every step: its sessions at the end (the slow deals, when
    `slow`)."""
    trace = record.read_path(recording_path(name))
    runs = trace["runs"][trace["fast"] :] if slow else trace["runs"][: trace["fast"]]
    assert runs, f"{name}: no deals recorded"
    cls, reads = rules_class(name), RECORDINGS[name].reads
    sessions = []
    for run in runs:
        seed = run["seed"]
        session = Session(cls(), seed)
        dealt = cls().deal(seed)[1]

        def watch(session: Session, events: list[Event]) -> dict[str, Any]:
            return compiled_reads(session, events, reads)

        record.replay_run(session, run, f"{name} seed {seed}", watch, dealt)
        sessions.append(session)
    return sessions


def saved(name: str) -> dict[str, Any]:
    """The save the first engine made of recording `name`'s last deal,
    one move undone (a save is the seed and the moves)."""
    return record.read_path(recording_path(name))["save"]


def refusals(session: Session) -> list[list[Any]]:
    """Why each move of a pile's bottom or top card onto each pile (or a
    click) is refused, where it is: [pile, card, onto, sentence]. None while
    the turn waits at `buttons` (where the first engine still names the
    last `pickone`'s filters)."""
    if any(move.source is None for move in session.moves()):
        return []
    names = session.stacks()
    found = []
    for a in names:
        size = len(session.cards(a))
        for b in [*names, None]:
            for index in sorted({0, max(size - 1, 0)}):
                said = session.rules.refusal(session.state, a, index, b)
                if said is not None:
                    found.append([a, index, b, said])
    return found


def common_reads(session: Session, events: list[Event], reads: tuple[str, ...]) -> dict[str, Any]:
    """What both engines read the same way: the events, the score, the refusals."""
    found: dict[str, Any] = {
        "events": [record.event_record(event) for event in events],
        "score": session.score,
    }
    if "refusals" in reads or ("some refusals" in reads and not len(session.history()) % 4):
        found["refusals"] = refusals(session)
    if "clicks" in reads:
        found["clicks"] = clicks(session)
    for read in reads:
        if read.startswith("redeals "):  # (the redeals left of a stack)
            found[read] = session.redeals_left(read[len("redeals ") :])
    return found


def clicks(session: Session) -> list[list[Any]]:
    """The move a click on each stack's bottom and top card chooses, where
    it is: [pile, card, the move or None]."""
    found = []
    for name in session.stacks():
        for index in sorted({0, max(len(session.cards(name)) - 1, 0)}):
            move = session.rules.click(session.state, name, index)
            found.append([name, index, None if move is None else record.move_record(move)])
    return found


def compiled_reads(session: Session, events: list[Event], reads: tuple[str, ...]) -> dict[str, Any]:
    """What a recording reads, from the compiled engine's state."""
    found = common_reads(session, events, reads)
    rules, state = session.rules, session.state
    kept = state[rules.flat_stacks] if len(state) > rules.flat_stacks else ()
    if "variables" in reads or ("playing variables" in reads and session.status == "playing"):
        carded = {read[5:] for read in reads if read.startswith("card ")}  # (read below)
        found["variables"] = {
            name: kept[at]
            for at, name in enumerate(rules.flat_changing)
            if not name.startswith("(") and name not in carded
        }
        if rules.flat_wait >= 0 and session.moves():
            found["line"] = rules._waiting_line()
    if "visibility" in reads:
        visibility = list(rules.flat_visibility)
        for index, at in rules._shown_at.items():
            visibility[index] = "visible" if kept[at] else "hidden"
        found["visibility"] = visibility
    if "shown" in reads:  # (which stacks show their cards: "private" ones to their player)
        shown = [visibility != "hidden" for visibility in rules.flat_visibility]
        for index, at in rules._shown_at.items():
            shown[index] = bool(kept[at])
        found["shown"] = shown
    counted = [int(read[8:]) for read in reads if read.startswith("players ")]
    if ("players" in reads or counted) and session.status == "playing":
        values = rules._flat_values(state)
        places = {
            name: int(name.partition("+")[2][:-1] or 0)
            for name in values
            if name.startswith("(player ")
        }
        # (as many players as the state keeps the turn of, as the read says
        # ("players 3"), or as there are places kept)
        count = 1 + max(places.values(), default=0)
        count = rules.flat_players if NUMBER in values else counted[0] if counted else count
        found["players"] = {"player": session.player} if NUMBER in values else {}
        found["players"].update(
            (name, values[name]) for name, later in places.items() if later < count
        )
    if "attrs" in reads:
        own = kept[len(rules.flat_changing) :]
        found["attrs"] = [
            [index, name, value] for (index, name), value in zip(rules.flat_kept, own, strict=False)
        ]
    if "rng" in reads:
        found["rng"] = kept[-1] if rules.flat_random else rules._dealt_rng
    for read in reads:
        if read.startswith("card "):  # (a game variable holding a card: its id, or None)
            code = rules._flat_values(state)[read[5:]]
            found[read] = (
                (rules._flat_ids or range(len(rules.flat_kinds)))[code >> 1] if code else None
            )
    return found


def source_of(rules_class: type) -> tuple[str, str]:
    """The source text and file name of the game `rules_class` plays (a
    snippet `conftest.game_class` compiled, or a bundled game's source)."""
    known = SOURCES.get(rules_class)
    if known is None:
        path = ROOT / rules_class.source
        return path.read_text(encoding="utf-8"), rules_class.source
    return known


def played_path(rules_class: type) -> Path:
    """Where the recordings of `rules_class`'s source are kept (by its
    game id and a digest of its text and file name)."""
    text, path = source_of(rules_class)
    digest = hashlib.sha1(f"{Path(path).name}\0{text}".encode()).hexdigest()[:10]
    return PLAYED / f"{rules_class.game_id}-{digest}.json.xz"


@functools.cache
def _played(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {"runs": []}
    return record.read_path(path)


Piles = dict[str, list[tuple[int, bool]]]
# what a deal is read by besides its cards, events, status and score
NUMBER = "(player #)"  # (whose turn it is, where the state keeps it)
DEAL_READS = ("variables", "attrs", "rng", "visibility")


class Last:
    """A chooser that always plays the last move offered."""

    name = "last"

    def choose(self, offered: list[Move]) -> int:
        return len(offered) - 1


class Matching:
    """A chooser that plays the first move from `source` to `target`, else
    the last move offered."""

    def __init__(self, source: str | None, target: str | None) -> None:
        self.source, self.target = source, target
        self.name = f"{source} -> {target}"

    def choose(self, offered: list[Move]) -> int:
        for number, move in enumerate(offered):
            if (move.source, move.target) == (self.source, self.target):
                return number
        return len(offered) - 1


class Redealing:
    """A random chooser that, `share` of the time, plays a move from
    `source` (a redeal) when one is offered: the first, or one at random
    (`any_of`)."""

    def __init__(self, seed: int, source: str, share: float = 0.5, any_of: bool = False) -> None:
        self.random, self.source, self.share, self.any_of = (
            random.Random(seed),
            source,
            share,
            any_of,
        )
        self.name = f"redealing {source}" + (f" {share} any" if any_of else "")

    def choose(self, offered: list[Move]) -> int:
        redeal = [n for n, move in enumerate(offered) if move.source == self.source]
        if redeal and self.random.random() < self.share:
            return self.random.choice(redeal) if self.any_of else redeal[0]
        return self.random.randrange(len(offered))


def played(
    rules_class: type,
    seed: int,
    steps: int,
    reads: tuple[str, ...] = (),
    arranged: Piles | None = None,
    chooser: Any = None,
) -> Session:
    """A game of `rules_class` played at random from deal `seed` (its
    stacks then `arranged` so, when given), at most `steps` moves, on the
    compiled engine, checked at every step against its recording
    (tests/traces/features/played/): the same moves, tables, status,
    events and score as when it was recorded, and
    what `reads` names besides (`compiled_reads`). The moves are chosen at
    random (`random.Random(seed)`) unless a `chooser` (`Last`, `Matching`,
    `Redealing`) chose them. The session at the end."""
    path = played_path(rules_class)
    wanted: dict[str, Any] = {"seed": seed}
    if arranged is not None:
        wanted["arranged"] = {
            name: [list(card) for card in cards] for name, cards in arranged.items()
        }
    if chooser is not None:
        wanted["chooser"] = chooser.name
    found = [  # (a longer recording of the same game, or one reading more, serves too)
        run
        for run in _played(path)["runs"]
        if {name: run.get(name) for name in ("seed", "arranged", "chooser")}
        == {name: wanted.get(name) for name in ("seed", "arranged", "chooser")}
        and set(reads) <= set(run["reads"])
        and (run["length"] >= steps or len(run["steps"]) < run["length"])
    ]
    assert found, f"{path.name}: deal {seed}, {steps} steps, {sorted(reads)} not recorded"
    run = {**found[0], "steps": found[0]["steps"][:steps]}
    session = Session(rules_class(), seed)
    dealt = rules_class().deal(seed)[1]
    if arranged is not None:
        session.arrange(arranged)
        dealt = []
    kept = tuple(run["reads"])

    def watch(session: Session, events: list[Event]) -> dict[str, Any]:
        return compiled_reads(session, events, kept)

    record.replay_run(session, run, f"{path.name} seed {seed}", watch, dealt)
    return session


def general_save(rules_class: type, seed: int, moves: int) -> dict[str, Any]:
    """The save the first engine made of a game of `rules_class` played
    at random (`random.Random(seed)`) from deal `seed`, `moves` moves (or
    to its end), as recorded (tests/traces/features/played/)."""
    path = played_path(rules_class)
    found = [
        kept["save"]
        for kept in _played(path).get("saves", [])
        if (kept["seed"], kept["moves"]) == (seed, moves)
    ]
    assert found, f"{path.name}: no save of deal {seed} after {moves} moves recorded"
    return json.loads(json.dumps(found[0]))


def loaded_save(rules_class: type, seed: int, moves: int, folder: Path) -> Session:
    """The first engine's save of a game of `rules_class` (`general_save`),
    loaded (on the compiled engine) from `folder` beside its source."""
    text, path = source_of(rules_class)
    source = folder / Path(path).name
    source.write_text(text, encoding="utf-8")
    save = folder / "game.json"
    save.write_text(json.dumps(general_save(rules_class, seed, moves)), encoding="utf-8")
    return Session.load(save, source=source)


def goes_on_as_recorded(loaded: Session, rules_class: type, steps: int) -> None:
    """`loaded` (a save `loaded_save` loaded) is the game of `rules_class`
    played at random from its seed as recorded (`played`, `steps` moves in
    all) so far, and plays on as it: the same moves, events and tables."""
    whole = played(rules_class, loaded.seed, steps)
    moves = len(loaded.history())
    assert loaded.history() == whole.history()[:moves]
    session = Session(rules_class(), loaded.seed)
    for move in whole.history()[:moves]:
        session.play(move)
    assert record.table_record(loaded) == record.table_record(session)
    assert loaded.score == session.score
    for move in whole.history()[moves:]:
        assert loaded.moves() == session.moves()
        assert loaded.play(move) == session.play(move)
    assert record.table_record(loaded) == record.table_record(whole)
    assert loaded.status == whole.status
