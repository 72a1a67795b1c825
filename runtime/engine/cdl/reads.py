"""What a flat press read, for a search that follows the same click again.

A search follows every move of the positions it goes on from, the stock's
click among them; the click's result depends only on the piles and
drawings its flat version reads (Klondike's: the stock and the waste),
and those repeat from position to position far more often than the
positions do. `PressMemo.run` runs the flat version over piles that note
each place read (`Reading`), keeps what it read with what it changed, and
gives that change back, without running it, where the same places hold
equal piles and drawings (and the globals are equal). A flat version
reads the piles only by index (`P[s]`, runtime/engine/cdl/flat.py); one
that goes over the list otherwise (iterating it) is not kept.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress, count
from operator import is_not, itemgetter, ne
from typing import Any

from runtime.engine.cards import STEP_BUDGET

PRESSES = 50_000  # runs kept at most (then all are forgotten)
TRIED, SELDOM = 200, 4  # a press given back in fewer than 1 run in 4 of its first 200: plain


class Reading(list):  # type: ignore[type-arg]
    """A list (piles or drawings) that notes each index read; `whole`
    where it was read otherwise (iterated, sliced, searched)."""

    def __init__(self, items: Any) -> None:
        super().__init__(items)
        self.read: set[int] = set()
        self.whole = False

    def __getitem__(self, index: Any) -> Any:
        if type(index) is int:
            self.read.add(index if index >= 0 else index + len(self))
        else:
            self.whole = True
        return list.__getitem__(self, index)

    def __iter__(self) -> Any:
        self.whole = True
        return list.__iter__(self)

    def __reversed__(self) -> Any:
        self.whole = True
        return list.__reversed__(self)

    def __contains__(self, item: object) -> bool:
        self.whole = True
        return list.__contains__(self, item)

    def __eq__(self, other: object) -> bool:
        self.whole = True
        return list.__eq__(self, other)

    __hash__ = None  # type: ignore[assignment]

    def copy(self) -> list:  # type: ignore[override]
        self.whole = True
        return list(list.__iter__(self))

    def index(self, *args: Any) -> int:  # type: ignore[override]
        self.whole = True
        return list.index(self, *args)

    def count(self, item: Any) -> int:
        self.whole = True
        return list.count(self, item)


class PressMemo:
    """The changes of flat presses run over piles, by what each read: per
    press and position, each set of places a run read (a few: one per
    branch the press takes), with a table from what those places held
    (and the globals) to what the run changed."""

    def __init__(self) -> None:
        # (the flat version, stack, position) -> [its runs, those given back,
        # run plainly (its changes come back too seldom), its ways: [(read
        # piles, read drawings, table, places)]]
        self.kept: dict[tuple, list] = {}
        self.size = 0  # the entries of every table

    def run(
        self,
        game: Any,
        flat: Callable[..., Any],
        piles: tuple,
        bottoms: tuple,
        globals_: tuple,
        key: int,
        pos: int,
    ) -> tuple[list, Any, tuple[int, ...]] | None:
        """The piles (a list) and drawings (a list, or `bottoms` itself
        where a change given back changed none) after `flat` pressed `key`
        at `pos`, and the stacks whose piles are not `piles`' own; None where
        it gave way (a fault, past the step budget, cards left on the
        Cursor), as `CdlGame._flat_run` finds it. A press whose changes
        come back in fewer than one run in `SELDOM` of its first `TRIED`
        (Golf's stock, whose card goes onto the foundation: what it read
        changes with every card played) is run plainly from then on."""
        seen = (flat, key, pos)
        press = self.kept.get(seen)
        if press is None:
            press = self.kept[seen] = [0, 0, False, []]
        elif press[2]:
            done = _ran(game, flat, list(piles), list(bottoms), piles, bottoms, globals_, key, pos)
            return None if done is None else done[:3]
        press[0] += 1
        for read_p, read_b, table, _ in press[3]:
            found = table.get((read_p(piles), read_b(bottoms), globals_))
            if found is not None:
                press[1] += 1
                P = list(piles)
                for stack, pile in found[0]:
                    P[stack] = pile
                B = bottoms  # (a tuple where no drawing changed: `_drawings` finds it the same)
                if found[1]:
                    B = list(bottoms)
                    for stack, drawing in found[1]:
                        B[stack] = drawing
                return P, B, found[2]
        if press[0] >= TRIED and press[1] * SELDOM < press[0]:
            press[2] = True
        P, B = Reading(piles), Reading(bottoms)
        done = _ran(game, flat, P, B, piles, bottoms, globals_, key, pos)
        if done is not None and not (P.whole or B.whole):
            after = (done[3], done[4], done[2])
            self._keep(press[3], piles, bottoms, globals_, (P.read, B.read), after)
        return None if done is None else done[:3]

    def _keep(
        self,
        ways: list,
        piles: tuple,
        bottoms: tuple,
        globals_: tuple,
        read: tuple[set[int], set[int]],
        found: tuple,
    ) -> None:
        if self.size >= PRESSES:  # (every table forgotten; the counts kept)
            for press in self.kept.values():
                press[3].clear()
            self.size = 0
        places = (tuple(sorted(read[0])), tuple(sorted(read[1])))
        way = next((w for w in ways if w[3] == places), None)
        if way is None:
            way = (_getter(places[0]), _getter(places[1]), {}, places)
            ways.append(way)
        way[2][(way[0](piles), way[1](bottoms), globals_)] = found
        self.size += 1


def _ran(
    game: Any,
    flat: Callable[..., Any],
    P: list,
    B: list,
    piles: tuple,
    bottoms: tuple,
    globals_: tuple,
    key: int,
    pos: int,
) -> tuple | None:
    """`flat` run over `P` and `B` (lists of `piles` and `bottoms`): the
    piles and drawings after it (plain lists), the stacks changed, and the
    changes of piles and of drawings; None where it gave way."""
    steps = [0, STEP_BUDGET]
    try:
        flat(game, P, B, globals_, steps, key, pos)
    except Exception:  # noqa: BLE001 - any fault: the working copy names it
        return None
    if steps[0] > STEP_BUDGET or list.__getitem__(P, -1):
        return None
    after_p, after_b = list(list.__iter__(P)), list(list.__iter__(B))
    changed = tuple(compress(count(), map(is_not, after_p, piles)))
    changes = tuple([(i, after_p[i]) for i in changed])
    drawn = tuple([(i, after_b[i]) for i in compress(count(), map(ne, after_b, bottoms))])
    return after_p, after_b, changed, changes, drawn


def _getter(places: tuple[int, ...]) -> Callable[[Any], tuple]:
    """What reads `places` of a sequence, always as a tuple."""
    if not places:
        return lambda items: ()
    if len(places) == 1:
        only = places[0]
        return lambda items: (items[only],)
    return itemgetter(*places)


__all__ = ["PressMemo", "Reading"]
