"""Property tests of the Session across every bundled game: random sequences
of moves, clicks, drags (with good and bad stack names and indexes), made-up
moves, undo, redo, restart and save/load round trips.

Whatever the sequence: only the project's errors escape, the table holds the
same cards as the deal, undo and redo step exactly between the states, and
a save loads back to exactly the same game and history.

The default run is small and derandomized (a few seconds); the `slow` ones
run the same properties much longer.
"""

from __future__ import annotations

import collections
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime import GameError, IllegalMove, Move, Session, SessionError, registry

OURS = (IllegalMove, GameError, SessionError)
GAMES = sorted(registry.load_all(entry_points=False).games)
# the Grand Tour's CDL program rewrites cards: its Pyramid REMOVEs pairs from
# the table, and its score pile's cards change value as the tour goes on
REWRITES_CARDS = {"cws_tour"}

QUICK = settings(
    max_examples=4,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
LONG = settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# a stack: ("stack", n) is the game's n-th (mod the count), text is any name
stacks = st.one_of(
    st.integers(0, 300).map(lambda n: ("stack", n)),
    st.sampled_from(["", "deck", "row[99]", "foundations[-1]", "Stock", "T1 "]),
    st.text(max_size=6),
)
indexes = st.one_of(st.integers(-60, 60), st.sampled_from([-(10**20), 10**20, 2**63]))
junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=True),
    st.text(max_size=5),
    st.lists(st.integers(), max_size=3),
    st.tuples(st.integers(), st.lists(st.integers(), max_size=2)),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
)
details = st.one_of(
    st.tuples(),
    st.lists(st.one_of(st.integers(-5, 60), st.text(max_size=5)), max_size=4).map(tuple),
    st.tuples(st.just("help"), st.text(max_size=6), st.integers(-2, 5)),
    junk.map(lambda value: (value,)),
    junk,
)

operations = st.one_of(
    st.tuples(st.just("play"), st.integers(0, 1000)),
    st.tuples(st.just("play"), st.integers(0, 1000)),
    st.tuples(st.just("click"), stacks, indexes),
    st.tuples(st.just("drag"), stacks, indexes, stacks),
    st.tuples(st.just("drag"), stacks, indexes, stacks),
    st.tuples(st.just("right_click"), stacks, indexes),
    st.tuples(st.just("autoplay_target"), stacks, indexes),
    st.tuples(st.just("help"), stacks),
    st.tuples(st.just("press_help"), stacks, st.integers(-2, 4)),
    st.tuples(st.just("cards"), stacks),
    st.tuples(
        st.just("made_up"),
        st.integers(0, 1000),
        st.sampled_from(["source", "target", "count", "index", "detail", "label"]),
        st.one_of(junk, details, stacks),
    ),
    st.just(("undo",)),
    st.just(("redo",)),
    st.just(("restart",)),
    st.just(("save_load",)),
)


def name_of(session: Session, stack: Any) -> Any:
    if isinstance(stack, tuple) and stack[:1] == ("stack",):
        names = session.stacks()
        return names[stack[1] % len(names)]
    return stack


def cards_on_table(session: Session) -> collections.Counter:
    return collections.Counter(
        (card.id, card.rank, card.suit) for name in session.stacks() for card in session.cards(name)
    )


def check_cards(session: Session, dealt: collections.Counter, operation: tuple) -> None:
    """The same cards as the deal: none made, none lost (for a game that
    rewrites its cards: each card in one place, and no more than were dealt)."""
    now = cards_on_table(session)
    if session.game_id in REWRITES_CARDS:
        ids = collections.Counter(card_id for card_id, _, _ in now.elements())
        assert max(ids.values(), default=1) == 1 and len(ids) <= len(dealt), operation
    else:
        assert now == dealt, f"cards changed after {operation}"


def made_up(session: Session, pick: int, field: str, value: Any) -> Move:
    moves = session.moves()
    base = moves[pick % len(moves)] if moves else Move(session.stacks()[0], None, 0)
    fields = {
        "source": base.source,
        "target": base.target,
        "count": base.count,
        "index": base.index,
        "detail": base.detail,
        "label": base.label,
    }
    fields[field] = name_of(session, value)
    return Move(**fields)


def check_undo_redo(session: Session, before: Any, count: int) -> None:
    """A change moved one step on: undo goes back exactly, redo forward."""
    if session.move_count != count + 1:
        return
    after = session.state
    assert session.undo() and session.state == before and session.move_count == count
    assert session.redo() and session.state == after and session.move_count == count + 1


def check_save_load(session: Session, folder: Path) -> None:
    """The save loads back to the same game, position and whole journal."""
    path = folder / "game.json"
    session.save(path)
    loaded = Session.load(path)
    assert (loaded.game_id, loaded.seed) == (session.game_id, session.seed)
    assert loaded.state == session.state and loaded.move_count == session.move_count
    assert loaded.history() == session.history()
    at = session.move_count
    steps = 0
    while session.redo():  # the redo tail came along
        assert loaded.redo() and loaded.state == session.state
        steps += 1
    assert not loaded.redo()
    while session.undo():  # and the way back to the deal
        assert loaded.undo() and loaded.state == session.state
    assert not loaded.undo()
    for _ in range(at):
        session.redo()
    assert session.move_count == at and steps + at >= at


def apply(session: Session, operation: tuple, folder: Path) -> None:
    kind, *args = operation
    before, count = session.state, session.move_count
    if kind == "play":  # a listed move always plays
        moves = session.moves()
        if moves:
            session.play(moves[args[0] % len(moves)])
            check_undo_redo(session, before, count)
        return
    if kind in ("undo", "redo", "restart", "save_load"):
        if kind == "save_load":
            check_save_load(session, folder)
        else:
            getattr(session, kind)()
        assert kind != "restart" or session.move_count == 0
        return
    try:
        if kind in ("click", "right_click"):
            done = getattr(session, kind)(name_of(session, args[0]), args[1])
        elif kind == "drag":
            done = session.drag(name_of(session, args[0]), args[1], name_of(session, args[2]))
        elif kind == "press_help":
            done = session.press_help(name_of(session, args[0]), args[1])
        elif kind == "made_up":
            session.play(made_up(session, *args))
            done = True
        else:  # autoplay_target, help, cards: they only read
            getattr(session, kind)(*(name_of(session, a) for a in args[:1]), *args[1:])
            done = False
    except OURS as exc:
        assert str(exc), f"{type(exc).__name__} without a message"
        done = False
    if done:
        check_undo_redo(session, before, count)
    else:  # a refusal, or a question, changes nothing
        assert session.state == before and session.move_count == count


def run(game: str, seed: int, ops: list[tuple]) -> None:
    session = Session.open(game, seed=seed)
    dealt = cards_on_table(session)
    deal_state = session.state
    with tempfile.TemporaryDirectory() as folder:
        for operation in ops:
            apply(session, operation, Path(folder))
            check_cards(session, dealt, operation)
        check_save_load(session, Path(folder))
    session.restart()
    assert session.state == deal_state


@pytest.mark.parametrize("game", GAMES)
@QUICK
@given(seed=st.integers(0, 2**32), ops=st.lists(operations, min_size=4, max_size=10))
def test_random_operations_keep_the_session_sound(game, seed, ops):
    run(game, seed, ops)


@pytest.mark.slow
# nothing deselects `slow` by default, so this asks for it: pytest -m slow
@pytest.mark.skipif("'slow' not in config.getoption('markexpr')", reason="pytest -m slow runs it")
@pytest.mark.parametrize("game", GAMES)
@LONG
@given(seed=st.integers(0, 2**64), ops=st.lists(operations, max_size=120))
def test_long_random_operations_keep_the_session_sound(game, seed, ops):
    run(game, seed, ops)
