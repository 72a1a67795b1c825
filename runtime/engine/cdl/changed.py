"""A search's successor made over the piles a move changed alone.

integrity? runs over every pile after every move; a search's successor
(`CdlGame._search_piles`) runs it over the piles the move changed alone
where `turned_alone` (search_key.py) proves what it does: per member of
one loop, turn the member's top card to one side, reading that member
alone. Its result for a pile is then worked out once per pile, by its
flat version over a table whose members all hold that pile, and doing it
again changes nothing, so integrity? leaves a state it ran on alone but
for the piles a move changed. Every state a search successor makes
(`LazyState`) is one integrity? ran on; another (the deal) is checked
once, integrity? run over a copy of it. A game whose integrity? does more
(Spider's sends runs off, the Clock's names a global) follows its moves
the general way.

Then what a move changed is kept by the pile objects it changed
(`Interned` gives one object per pile):

- a direct drop (`Changed.drop`): the same block off the same pile onto
  the same pile is followed from many positions (the piles the move
  leaves alone differ). In cws_klondike's searches (deals 1-3, 3,000
  states) 96% of the drops followed had been followed before from the
  same two pile objects: the two piles after it and integrity?, interned,
  are kept by the drop and the two piles' ids. A game whose drops seldom
  come back (Golf's all go onto the foundation, which changes with every
  card played) keeps none once that shows (`TRIED`, `SELDOM`);
- a click whose press's change `PressMemo` gave (`Changed.pressed`): the
  piles it gives are its own kept objects, so integrity?'s result and the
  interned pile are kept by each one's id.
"""

from __future__ import annotations

from typing import Any

from runtime.engine.cards import STEP_BUDGET
from runtime.engine.cdl.search_key import turned_alone
from runtime.engine.cdl.state import CdlState, LazyState

KEPT = 100_000  # drops and piles kept at most, then all are forgotten
TRIED, SELDOM = 500, 4  # see `Changed.followed`


class Changed:
    """One game's successors over the piles a move changed (module docstring)."""

    def __init__(self, game: Any) -> None:
        members = turned_alone(game)
        # integrity?'s flat version where it turns its members' tops alone (else None)
        self.integrity = game._at_once[0] if members else None
        self.members = frozenset(members or ())
        self.first = min(members) if members else -1
        # (source, count, target, the ids of their piles) -> (the source pile, the
        # target pile, the two piles after the drop and integrity? (None: the
        # general way), the source's and the target's drawings, the stacks changed)
        self.drops: dict[tuple[int, ...], tuple] = {}
        # (a pile's id, its stack) -> (the pile, its drawing, the pile after
        # integrity?, interned (None: the general way))
        self.piles: dict[tuple[int, int], tuple] = {}
        self.closed: tuple[Any, bool] = (None, False)  # the last state checked, and the answer
        # the drops followed and those not kept before; kept drops found again in
        # fewer than one in `SELDOM` of the first `TRIED`: none kept from then on
        self.followed = self.missed = 0
        self.seldom = False

    @staticmethod
    def of(game: Any) -> Changed | None:
        """The successors of `game`, or None where integrity? may do more
        than turn the changed piles' tops (`turned_alone`) or has no flat
        version."""
        if game._at_once is None or turned_alone(game) is None:
            return None
        return Changed(game)

    def drop(
        self, game: Any, state: CdlState, source: int, count: int, target: int
    ) -> tuple[list, tuple[int, ...], tuple[int, int]] | None:
        """The piles (a list) after moving the top `count` cards of
        `source` onto `target`, then integrity?, as `CdlGame._search_piles`
        makes them, with the drawings (`state`'s own) and the two stacks
        changed; None where that must run (integrity? faulted, changed a
        drawing, or `state` is one it would change)."""
        if self.seldom:
            return None
        piles, B = state.piles, state.bottoms
        pile, onto = piles[source], piles[target]
        # (an entry holds the two piles it is kept by: their ids are theirs while it is kept)
        found = self.drops.get((source, count, target, id(pile), id(onto)))
        self.followed += 1
        if found is None or found[4] != B[source] or found[5] != B[target]:
            self.missed += 1
            if self.followed >= TRIED and self.missed * SELDOM > self.followed * (SELDOM - 1):
                self.seldom = True  # (Golf's: the foundation changes with every card played)
            found = self._drop_kept(game, state, source, count, target)
        if found[2] is None:
            return None
        if self.integrity is not None and type(state) is not LazyState:
            if not self._closed(game, state):
                return None
        P = list(piles)
        P[source], P[target] = found[2], found[3]
        return P, B, found[6]

    def pressed(
        self, game: Any, state: CdlState, P: list, changed: tuple[int, ...]
    ) -> tuple[list, tuple[int, ...], tuple[int, ...]] | None:
        """The piles (the list `P`, changed in place) after a press whose
        piles are `P` (only those of `changed` are not `state`'s own; the
        drawings unchanged), then integrity?, with the drawings and the
        stacks changed; None where the general way must run."""
        if self.integrity is not None and type(state) is not LazyState:
            if not self._closed(game, state):
                return None
        B, kept = state.bottoms, self.piles
        for stack in changed:
            pile = P[stack]
            found = kept.get((id(pile), stack))
            if found is None or found[1] != B[stack]:
                found = self._pile_kept(game, state, pile, stack)
            if found[2] is None:
                return None
            P[stack] = found[2]
        return P, B, changed

    def _closed(self, game: Any, state: CdlState) -> bool:
        """Does integrity? leave `state` as it is? Asked only of a state the
        search did not make (the deal: a `LazyState` is one integrity? ran
        on): integrity? run over a copy, the last answer kept."""
        closed = self.closed
        if closed[0] is not state:
            closed = self.closed = (state, self._unturned(game, state))
        return closed[1]

    def _drop_kept(self, game: Any, state: CdlState, source: int, count: int, target: int) -> tuple:
        drops = self.drops
        if len(drops) >= KEPT:
            drops.clear()
        piles, B = state.piles, state.bottoms
        pile, onto = piles[source], piles[target]
        cut = len(pile) - count
        left, built = pile[:cut], onto + pile[cut:]
        if source in self.members:
            left = self._turned(game, state, left, B[source])
        if target in self.members and left is not None:
            built = self._turned(game, state, built, B[target])
        if left is not None and built is not None:
            left, built = _interned(game, left), _interned(game, built)
        else:
            left = built = None
        found = (pile, onto, left, built, B[source], B[target], (source, target))
        drops[(source, count, target, id(pile), id(onto))] = found
        return found

    def _pile_kept(self, game: Any, state: CdlState, pile: tuple, stack: int) -> tuple:
        kept = self.piles
        if len(kept) >= KEPT:
            kept.clear()
        drawing = state.bottoms[stack]
        after: tuple | None = pile
        if stack in self.members:
            after = self._turned(game, state, pile, drawing)
        found = (pile, drawing, None if after is None else _interned(game, after))
        kept[(id(pile), stack)] = found
        return found

    def _turned(
        self, game: Any, state: CdlState, pile: tuple[int, ...], drawing: int
    ) -> tuple[int, ...] | None:
        """The pile integrity? makes of a member's `pile` (with `drawing`):
        its flat version run over a table whose members all hold them (each
        member's turn reads its own alone). None where it faults, refuses
        or changes the drawing."""
        size = len(state.piles)
        P, drawings = [pile] * size, [drawing] * size
        if not self._ran(game, P, drawings, state.globals) or drawings[self.first] != drawing:
            return None
        return P[self.first]  # type: ignore[no-any-return]

    def _unturned(self, game: Any, state: CdlState) -> bool:
        """Does integrity? leave `state` (one the search did not make) as it is?"""
        P, drawings = list(state.piles), list(state.bottoms)
        if not self._ran(game, P, drawings, state.globals):
            return False
        same = all(a is b for a, b in zip(P, state.piles, strict=True))
        return same and tuple(drawings) == state.bottoms

    def _ran(self, game: Any, P: list, drawings: list, G: tuple) -> bool:
        """Did integrity?'s flat version run over `P` and `drawings` and
        accept them, without a fault, within the step budget?"""
        steps = [0, STEP_BUDGET]
        try:
            if not self.integrity(game, P, drawings, G, steps, None):  # type: ignore[misc]
                return False
        except Exception:  # noqa: BLE001 - any fault: the general way names it
            return False
        return steps[0] <= STEP_BUDGET


def _interned(game: Any, pile: tuple[int, ...]) -> tuple[int, ...]:
    """The one object of `pile`'s cards (`Interned`)."""
    interned = game._interned
    if len(interned.known) >= interned.limit:
        interned.known.clear()
    return interned.known.setdefault(pile, pile)  # type: ignore[no-any-return]


__all__ = ["Changed"]
