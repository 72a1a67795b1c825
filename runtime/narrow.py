"""The narrow moves: a smaller move graph the solver searches for wins only.

Klondike-Solver (and Solvitaire before it) searches fewer moves than the
rules allow: between two columns it moves a column's cards only when the
move turns up a face-down card, empties the column, or uncovers a card
that can go to a foundation at once. A part of a run moved for any other
reason (to free the card under it for a later build) is left out. Read
from the pile model, as `runtime.progress.SafeMoves`: the columns are the
piles that build down (not the cells, which build nothing), and only
moves from one column to another are narrowed; every other move (to and
from a foundation, a cell, the stock and the waste) stays.

The narrowed graph is a part of the game's, so a win found in it is a win
of the game (it replays through `Session.play`), but running out of its
positions proves nothing: the moves left out might have won. A search of
the narrow moves therefore never says "lost" (`Search(narrow=True)`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from runtime.engine.model import Card, Move, Rules
from runtime.progress import SafeMoves


class Narrow:
    """A game's moves, narrowed between columns (see the module)."""

    def __init__(self, rules: Rules, columns: set[str], foundations: set[str]) -> None:
        self.rules = rules
        self.columns = columns
        self.foundations = foundations
        self.flat = getattr(rules, "flat_table", None)
        at = getattr(rules, "stack_by_name", None)
        self.at = {name: stack.index for name, stack in at.items()} if at else {}

    @classmethod
    def of(cls, rules: Rules) -> Narrow | None:
        """The narrowing of a game of the classic shape (None: another shape)."""
        safe = SafeMoves.of(rules)
        if safe is None:
            return None
        piles, stack_list = rules.piles, rules.stack_list  # type: ignore[attr-defined]
        columns = set()
        for stack in stack_list:
            pile = piles[stack.index]
            rule = pile.build if pile is not None else None
            if rule is not None and rule.direction == "down" and rule.builds:
                columns.add(stack.name)
        return cls(rules, columns, safe.foundations) if columns else None

    def moves(self, state: Any, moves: list[Move]) -> list[Move]:
        """`moves` without the moves between columns that turn up nothing,
        empty nothing and free no card for a foundation."""
        columns = self.columns
        inside = [
            move
            for move in moves
            if move.source in columns and move.target in columns and move.count
        ]
        if not inside:
            return moves
        under, stays = self._reader(state)
        dropped = set()
        for move in inside:
            card = under(move.source, move.count)
            if card is not None and stays(card):
                dropped.add(id(move))
        if not dropped:
            return moves
        return [move for move in moves if id(move) not in dropped]

    def _reader(
        self, state: Any
    ) -> tuple[Callable[[str, int], Card | None], Callable[[Card], bool]]:
        """How to read the face-up card a move of `count` cards from a
        pile leaves on top (None: it leaves none, or a face-down one), and
        whether a card is one to keep the move for: none is the next card
        its foundation takes."""
        rules = self.rules
        found = self.flat(state) if self.flat is not None else None
        if found is None:

            def under(name: str, count: int) -> Card | None:
                cards = rules.cards(state, name)
                left = len(cards) - count
                return cards[left - 1] if left > 0 and cards[left - 1].face_up else None

            def tops(name: str) -> tuple[int, str | None]:
                cards = rules.cards(state, name)
                return len(cards), cards[0].suit if cards else None

        else:
            stacks, table = found
            at = self.at

            def under(name: str, count: int) -> Card | None:
                codes = stacks[at[name]]
                left = len(codes) - count
                if left > 0 and codes[left - 1] & 1:
                    return table[codes[left - 1]]
                return None

            def tops(name: str) -> tuple[int, str | None]:
                codes = stacks[at[name]]
                return len(codes), table[codes[0]].suit if codes else None  # type: ignore[union-attr]

        nexts: set[tuple[int, str | None]] = set()
        for name in self.foundations:
            size, suit = tops(name)
            nexts.add((size + 1, suit))

        def stays(card: Card) -> bool:
            """True when the move must go: the card it uncovers stays put."""
            rank = card.rank
            return (rank, card.suit) not in nexts and not (rank == 1 and (1, None) in nexts)

        return under, stays
