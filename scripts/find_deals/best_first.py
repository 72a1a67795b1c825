"""A best-first search over a small Python model of a solitaire, for the
solver scripts that find won games for the tests to replay.

A model gives `moves(state)`, `apply(state, move)`, `score(state)` (higher
is further along), `done(state)` and `key(state)` (equal for positions that
play the same, so each is searched once).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Model:
    moves: Callable[[Any], list]
    apply: Callable[[Any, Any], Any]
    score: Callable[[Any], float]
    done: Callable[[Any], bool]
    key: Callable[[Any], Hashable]


def search(model: Model, start: Any, nodes: int) -> list | None:
    """The moves from start to a done position, or None past `nodes`
    positions. Always goes on from the most advanced position found yet,
    a little less eagerly the deeper it is."""
    seen = {model.key(start)}
    parents: dict[Any, tuple[Any, Any]] = {}
    queue = [(-model.score(start), 0, 0, start)]
    count = 0
    while queue and count < nodes:
        _, _, depth, state = heapq.heappop(queue)
        if model.done(state):
            path = []
            while state in parents:
                state, move = parents[state]
                path.append(move)
            return shorten(model, start, path[::-1])
        for move in model.moves(state):
            after = model.apply(state, move)
            if model.key(after) not in seen:
                seen.add(model.key(after))
                parents[after] = (state, move)
                count += 1
                heapq.heappush(queue, (-model.score(after) + depth / 16, count, depth + 1, after))
    return None


def shorten(model: Model, start: Any, path: list) -> list:
    """Skip the detours of a path: from each position, jump to the latest
    position of the path that one move reaches."""
    states = [start]
    for move in path:
        states.append(model.apply(states[-1], move))
    where = {state: n for n, state in enumerate(states)}
    short, n = [], 0
    while n < len(path):
        best = (n + 1, path[n])
        for move in model.moves(states[n]):
            m = where.get(model.apply(states[n], move), -1)
            if m > best[0]:
                best = (m, move)
        short.append(best[1])
        n = best[0]
    return short


def explore(model: Model, start: Any, nodes: int, held: Any) -> list[tuple[float, Any, list]]:
    """Best first from `start`, never playing the move `held` (a stock's):
    every position met, with its score and the moves to it; a done position
    alone, as soon as one is met."""
    seen = {model.key(start): (model.score(start), start, [])}
    queue = [(-model.score(start), 0, start, [])]
    count = 0
    while queue and count < nodes:
        _, _, state, path = heapq.heappop(queue)
        for move in model.moves(state):
            if move == held:
                continue
            after = model.apply(state, move)
            if model.key(after) in seen:
                continue
            count += 1
            steps = path + [move]
            seen[model.key(after)] = (model.score(after), after, steps)
            if model.done(after):
                return [(math.inf, after, steps)]
            heapq.heappush(queue, (-model.score(after) + len(steps) / 16, count, after, steps))
    return list(seen.values())


def staged(
    model: Model,
    start: Any,
    nodes: int,
    held: Any,
    ready: Callable[[Any], bool],
    width: int = 8,
) -> list | None:
    """Stock turn by stock turn: from each kept position, search best first
    without playing `held` (the stock's move), keep the `width` best
    positions where `ready` says it may be played, play it in each, and go
    on until it can no longer be. Finds wins the plain search misses where
    its frontier grows too wide (four-suit Spider, Maria)."""
    layer = [(start, [])]
    while layer:
        found: dict[Hashable, tuple[float, Any, list]] = {}
        for state, path in layer:
            for value, end, steps in explore(model, state, max(nodes // len(layer), 1), held):
                if value == math.inf:
                    return path + steps
                if ready(end) and model.key(end) not in found:
                    found[model.key(end)] = (value, end, path + steps)
        best = sorted(found.values(), key=lambda item: -item[0])[:width]
        layer = [(model.apply(end, held), steps + [held]) for _, end, steps in best]
    return None
