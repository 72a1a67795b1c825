"""Paper's extensions of Paperlang that act on piles, as `Runtime` methods
(built on `RuntimeCore`, like `selectors.py`): per-card faces (`turnup`, `turndown`,
`autoflip`), the win when every pile with a `maxlength` is full, the
`moving` binding of `to{...}` filters (reference G-27), and the build-rule
check of a player's move (docs/paperlang.md, "Extensions").
"""

from __future__ import annotations

from typing import Any

from runtime.engine.model import Event, GameError
from runtime.engine.paperlang import transfer as tr
from runtime.engine.paperlang.core import RuntimeCore
from runtime.engine.paperlang.values import Logical, Player, Stack, describe


class PileOps(RuntimeCore):
    """The part of `Runtime` that knows about faces and pile rules."""

    # -- faces ------------------------------------------------------------------

    def turn_up(self, target: Any, amount: Any = 1, end: str = "top", line: int = 0) -> None:
        """`turnup S [top N | bottom N | all]`."""
        self._turn(target, True, amount, end, line)

    def turn_down(self, target: Any, amount: Any = 1, end: str = "top", line: int = 0) -> None:
        """`turndown S [top N | bottom N | all]`."""
        self._turn(target, False, amount, end, line)

    def _turn(self, target: Any, up: bool, amount: Any, end: str, line: int) -> None:
        if isinstance(target, Stack):
            stacks: tuple[Stack, ...] = (target,)
        elif isinstance(target, tuple):
            stacks = target
        else:
            word = "turnup" if up else "turndown"
            raise GameError(f"{word} needs a stack, not {describe(target)}", line=line)
        if amount != tr.ALL and (type(amount) is not int or amount < 0):
            raise GameError(f"cannot turn {describe(amount)} cards", line=line)
        for stack in stacks:
            cards = self.table.stacks[stack.index]
            k = len(cards) if amount == tr.ALL else min(amount, len(cards))
            chosen = cards[len(cards) - k :] if end == "top" else cards[:k]
            self._set_faces(stack, [card for card in chosen if card.up is not up], up)

    def _set_faces(self, stack: Stack, cards: list[Any], up: bool) -> None:
        if not cards:
            return
        for card in cards:
            card.up = up
        self.table.touch_faces(cards)
        self.table.touch(stack.index)  # a build check reads faces: see sweep.py
        if self.animate:
            self.events.append(Event("flip", stack.name, cards=tuple(c.id for c in cards)))

    def settle(self) -> None:
        """Just before the game waits for the player: each `autoflip` pile
        turns a face-down top card up, and when every pile with a
        `maxlength` is full, the current player has won."""
        game, stacks = self.game, self.table.stacks
        for stack in game.autoflips:
            cards = stacks[stack.index]
            if cards and not cards[-1].up:
                self._set_faces(stack, [cards[-1]], True)
        capped = game.capped
        if capped and all(len(stacks[index]) >= length for index, length in capped):
            self.win(Player(self.table.current, self.table.players))

    # -- what moves -------------------------------------------------------------

    def moving(self, source: Any) -> Logical:
        """`moving` in a `to{...}` filter: the cards the option would move, in
        the order they move (`moving.bottom` lands first)."""
        if self.transit is None or source is None:
            return Logical([])
        spec, chosen = self.transit
        return Logical(tr.picked_cards(self, spec, source, chosen))

    def refused(self, spec: tr.Spec, source: Any, dest: Stack, chosen: tuple[int, ...]) -> bool:
        """Do the piles' build rules forbid this option of a player's move?"""
        judge = self.game.judge
        ruled = judge.ruled
        origin = source if type(source) is Stack else None
        if origin is None and isinstance(source, Logical) and source.entries:
            origin = source.entries[0][0]
        # a pile without build, group or maxlength forbids nothing
        if not ruled[dest.index] and (origin is None or not ruled[origin.index]):
            return False
        cards = [card for _, card in tr.picked_cards(self, spec, source, chosen)]
        return judge.problem(self.table.stacks, origin, dest, cards, spec.under) is not None
