"""The general engine's build of a game (paperc's `general` option: a
game on the fast path ships none of that code), and a fast-path state laid
out as the general engine's: what tests that compare the two engines use."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import paperc
from runtime import registry
from runtime.engine.paperlang.flat import FlatEnd, FlatGame
from runtime.engine.paperlang.game import PaperlangGame, State
from runtime.engine.paperlang.runtime import Runtime
from runtime.engine.paperlang.world import World
from runtime.session import Session
from tests.runtime.paperlang.conftest import SOURCES

ROOT = Path(__file__).resolve().parents[3]


@functools.cache
def general_build(text: str, path: str) -> type[PaperlangGame]:
    """The class of `text` written for the general engine."""
    compiled = paperc.compile_source(text, path, general=True)
    module = registry.module_from_source(compiled.python, f"paper_general_{compiled.game_id}")
    (entry,) = registry.Registry().add_module(module, path)
    return entry.rules


def general_of(rules_class: type) -> type[PaperlangGame]:
    """The general engine's build of the game `rules_class` plays (a
    snippet `conftest.game_class` compiled, or a bundled game's source)."""
    known = SOURCES.get(rules_class)
    if known is None:
        path = ROOT / rules_class.source
        known = (path.read_text(encoding="utf-8"), str(path))
    return general_build(*known)


def as_general(rules: FlatGame, state: Any, general: PaperlangGame | None = None) -> State:
    """`state` (of `rules`, a fast-path game just dealt or played) as the
    general engine's state of the same position, laid out by `general`
    (the game's general build)."""
    if general is None:
        general = twin(type(rules))
    ids = rules._flat_ids or range(len(rules.flat_kinds))  # (by row: `_flat_made`)
    stacks = tuple(tuple(ids[code >> 1] for code in cards) for cards in state[: rules.flat_stacks])
    deck = dealt_deck(rules, state)
    extra = len(state) - rules.flat_stacks  # (the kept values, the cards' own values)
    if rules.flat_card_changing:  # (the state's last tuple: the values play changes)
        extra -= 1
    faces = [True] * len(deck)
    for cards in state[: rules.flat_stacks]:
        for code in cards:
            faces[ids[code >> 1] - 1] = bool(code & 1)
    values = rules._flat_values(state)
    attrs = [dict(items) for items in rules.flat_attrs]
    kept = state[rules.flat_stacks] if extra else ()
    start = len(rules.flat_changing)
    for (index, name), value in zip(rules.flat_kept, kept[start:], strict=False):
        attrs[index][name] = value
    visibility = list(rules.flat_visibility)
    for index, at in rules._shown_at.items():
        visibility[index] = "visible" if kept[at] else "hidden"
    outcome = ("win", 0) if rules._flat_won(state) else None
    if outcome is None and rules.flat_after and state is not rules._first:
        try:  # (the turn after its `pickone` ended the game after the move)
            rules.flat_options(state)
        except FlatEnd as end:
            outcome = ("win" if end.outcome == "won" else "lose", 0)
    world = World(
        stacks=stacks,
        visibility=tuple(visibility),
        stack_attrs=tuple(tuple(items.items()) for items in attrs),
        cards=deck,
        globals=tuple(values.items()),
        players=1,
        player_attrs=((),),
        current=0,
        rng=kept[-1] if rules.flat_random else rules._dealt_rng,
        turn=0,
        outcome=outcome,
        faces=tuple(faces),
    )
    if outcome is not None:
        return State(world, "turn", (), world)
    rt = Runtime(general)
    rt.table.thaw(world)
    rt.animate = True
    return general._advance(rt, general.turn(rt), "turn", world, (), None)


def dealt_deck(rules: FlatGame, state: Any) -> Any:
    """The cards of `state` (type, own values), by card id: each card's
    type by its row (`flat_kinds`), its values its type's, those play
    changes from the state's last tuple (by row)."""
    ids = rules._flat_ids or range(len(rules.flat_kinds))
    found = {}
    for cards in state[: rules.flat_stacks]:
        for code in cards:
            row = code >> 1
            type_name = rules.flat_kinds[row]
            own = list(rules.types[type_name].defaults)
            slots = rules.types[type_name].slots
            if rules.flat_card_changing:
                for name, column in zip(rules.flat_card_changing, state[-1], strict=True):
                    if name in slots:
                        own[slots[name]] = column[row]
            found[ids[row]] = (type_name, tuple(own))
    return tuple(found[card] for card in range(1, len(found) + 1))


@functools.cache
def twin(rules_class: type) -> PaperlangGame:
    """One general build of the game `rules_class` plays, to run positions
    `as_general` lays out (a test's comparisons share it)."""
    return general_of(rules_class)()


def same_refusals(fast: Session, general: Session) -> None:
    """The fast path says why a move is refused as the general engine does
    (while a `pickone` waits: at `buttons` the general engine still names
    the last `pickone`'s filters)."""
    if any(move.source is None for move in fast.moves()):
        return
    names = fast.stacks()
    for a in names:
        size = len(fast.cards(a))
        for b in [*names, None]:
            for index in {0, max(size - 1, 0)}:
                said = fast.rules.refusal(fast.state, a, index, b)
                assert said == general.rules.refusal(general.state, a, index, b)
