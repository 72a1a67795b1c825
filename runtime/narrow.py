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

A game with free cells (FreeCell, Baker's Game, Eight Off, Seahaven
Towers, Stronghold) is narrowed otherwise (`Cells`): a card goes into a
cell or an empty column only on the way to something, as Freecell Solver's
dives put cards into the free cells only inside a move that plays the
card they uncover. `narrowing` says which a game's searches use.

Either narrowed graph is a part of the game's, so a win found in it is a win
of the game (it replays through `Session.play`), but running out of its
positions proves nothing: the moves left out might have won. A search of
the narrow moves therefore never says "lost" (`Search(narrow=True)`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from runtime.engine.model import Card, Move, Rules
from runtime.progress import SUITS, SafeMoves, build_rules


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
        columns = _columns(rules)
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


class Cells:
    """A game with cells narrowed as Freecell Solver's dives narrow it: a
    card goes from a column into a cell (a pile that builds nothing) or an
    empty column only on the way to something. The first dive of Freecell
    Solver's `lg` preset tries no move of one card into a free cell; its
    meta moves put the cards above a card there to play that card at once.
    Here a move of a column's top card into a cell or an empty column
    stays when, with at most as many cards moved off that column as there
    are empty cells and empty columns, the card uncovered goes to its
    foundation next, fits the top card of another column, is face down,
    or the column empties; otherwise it goes. Every other move stays."""

    def __init__(self, rules: Rules, columns: set[str], cells: set[str], safe: SafeMoves) -> None:
        at = {name: stack.index for name, stack in rules.stack_by_name.items()}  # type: ignore[attr-defined]
        self.flat = rules.flat_table  # type: ignore[attr-defined]
        self.columns = columns
        self.cells = cells
        self.column_at = {name: at[name] for name in columns}
        self.cell_at = [at[name] for name in cells]
        self.found_at = [at[name] for name in safe.foundations]
        # a suit -> the suits of the cards one rank lower a pile lets be built on it
        self.builders = {suit: safe.builders(suit) for suit in SUITS}
        self.table: Any = None
        self.pair: list[Any] = []
        self.onto: list[Any] = []
        self.after: list[Any] = []

    @classmethod
    def of(cls, rules: Rules) -> Cells | None:
        """The narrowing of a game of the classic shape with cells and a
        flat table (None: another game)."""
        safe = SafeMoves.of(rules)
        if safe is None or getattr(rules, "flat_table", None) is None:
            return None
        # the piles that build nothing and take a card when empty (not a
        # reserve dealt once, which takes none)
        cells = {
            name
            for name, rule in build_rules(rules) or []
            if not rule.builds and rule.base != "none"
        }
        columns = _columns(rules)
        return cls(rules, columns, cells, safe) if cells and columns else None

    def moves(self, state: Any, moves: list[Move]) -> list[Move]:
        """`moves` without the moves into a cell or an empty column that lead nowhere."""
        found = self.flat(state)
        if found is None:
            return moves
        stacks, table = found
        if table is not self.table:
            self._read(table)
        pair, onto = self.pair, self.onto
        room = 0
        for index in self.cell_at:
            if not stacks[index]:
                room += 1
        tops: dict[Any, str] = {}  # a column's top card (rank, suit) -> the column ("": two)
        empty = []
        for name, index in self.column_at.items():
            cards = stacks[index]
            if not cards:
                empty.append(name)
            elif cards[-1] & 1:
                top = pair[cards[-1]]
                tops[top] = "" if top in tops else name
        room += len(empty)
        if not room:  # no cell and no column empty: no move into one
            return moves
        wanted = {self.after[stacks[index][-1]] if stacks[index] else 1 for index in self.found_at}
        # the columns whose cards lead nowhere: a move of theirs into a cell
        # or an empty column goes
        idle = set()
        for name, index in self.column_at.items():
            cards = stacks[index]
            if cards and not _leads(cards, name, room, wanted, tops, pair, onto):
                idle.add(name)
        if not idle:
            return moves
        into = self.cells.union(empty) if empty else self.cells
        return [
            move
            for move in moves
            if move.source not in idle or move.target not in into or not move.count
        ]

    def _read(self, table: list[Card | None]) -> None:
        """Each card code's (rank, suit), the tops it fits on, and the card after it in suit."""
        builders = self.builders
        self.table = table
        self.pair = [None if card is None else (card.rank, card.suit) for card in table]
        self.onto = [
            ()
            if card is None or card.rank is None
            else tuple((card.rank + 1, suit) for suit in SUITS if card.suit in builders[suit])
            for card in table
        ]
        self.after = [
            None if card is None or card.rank is None else (card.rank + 1, card.suit)
            for card in table
        ]


def _leads(
    cards: Any,
    source: str,
    room: int,
    wanted: set[Any],
    tops: dict[Any, str],
    pair: list[Any],
    onto: list[Any],
) -> bool:
    """Whether taking at most `room` cards off a column uncovers a card to
    play: one its foundation takes next (`wanted`; 1 for any ace), one
    that fits another column's top (`tops`), a face-down one, or none."""
    size = len(cards)
    for moved in range(1, min(room, size) + 1):
        if moved == size:
            return True
        card = cards[-1 - moved]
        if not card & 1:
            return True
        here = pair[card]
        if here in wanted or (here[0] == 1 and 1 in wanted):
            return True
        for top in onto[card]:
            name = tops.get(top)
            if name is not None and name != source:
                return True
    return False


def _columns(rules: Rules) -> set[str]:
    """The piles of a classic-shape game that build down: its columns."""
    piles, stack_list = rules.piles, rules.stack_list  # type: ignore[attr-defined]
    columns = set()
    for stack in stack_list:
        pile = piles[stack.index]
        rule = pile.build if pile is not None else None
        if rule is not None and rule.direction == "down" and rule.builds:
            columns.add(stack.name)
    return columns


def narrowing(rules: Rules, folds: bool) -> Narrow | Cells | None:
    """The narrow moves a game's searches for wins use: Klondike-Solver's
    between columns in a game whose stock folds (`folds`), else the cells'
    in a game with free cells (None: neither)."""
    if folds:
        narrow = Narrow.of(rules)
        if narrow is not None:
            return narrow
    return Cells.of(rules)
