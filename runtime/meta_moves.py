"""Meta moves: several real moves of a game with free cells played as one,
as Freecell Solver's dives move (its `-to 01j234`: a card to its
foundation, a cell's card onto a column, a card under others to its
foundation, a run onto another column's card, each with the cards in the
way put into the cells and the empty columns first).

A dive over them (`Search(method="meta")`) counts one position per meta
move, and never stops half-way through one: the cells are filled only on
the way to a card played. Each step is a real move of the game's own
listing: the one it listed for the same piles, cards and pile sizes (learnt
once per game, so that a step costs no listing), and a win is played again
through the listings before it is given (`replays`), so it replays through
`Session.play`. The meta moves are a part of the game's moves, so running
out of them proves nothing (a search of them is for wins only, as the
narrow moves). Read from the pile model as `runtime.narrow.Cells`:
FreeCell, Baker's Game, Eight Off, Seahaven Towers, Stronghold.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from typing import Any

from runtime.engine.model import IllegalMove, Move, Rules
from runtime.narrow import Cells
from runtime.progress import SafeMoves, build_rules

Step = tuple[int, int, int]  # source index, target index, cards moved
Plan = tuple[Step, ...]
Learnt = tuple[dict[tuple[int, ...], Move], set[tuple[int, ...]]]
_LEARNT: weakref.WeakKeyDictionary[Any, Learnt] = weakref.WeakKeyDictionary()


class MetaMoves:
    """The meta moves of a game with free cells (see the module)."""

    def __init__(self, rules: Rules, cells: Cells, safe: SafeMoves | None, kings: bool) -> None:
        self.rules = rules
        self.cells = cells
        self.safe = safe
        self.kings = kings  # only a king fills an empty column
        self.names = {stack.index: name for name, stack in rules.stack_by_name.items()}  # type: ignore[attr-defined]
        self.column_list = sorted(cells.column_at.values())
        self.cell_list = sorted(cells.cell_at)
        self.found_list = sorted(cells.found_at)
        self.successor = getattr(rules, "successor", None) or (
            lambda state, move: rules.play(state, move)[0]
        )
        self.at = {name: index for index, name in self.names.items()}
        self.tops = (*self.column_list, *self.cell_list)
        # the real moves by (source, target, cards, source's size), as the
        # rules listed them, and the steps they listed none for: kept with
        # the rules, for every deal of the game
        self.known, self.refused = _LEARNT.setdefault(rules, ({}, set()))

    @classmethod
    def of(cls, rules: Rules, cells: Cells | None) -> MetaMoves | None:
        """A game's meta moves (None: not a game with free cells)."""
        if cells is None:
            return None
        bases = {rule.base for name, rule in build_rules(rules) or [] if name in cells.columns}
        return cls(rules, cells, SafeMoves.of(rules), bases == {13})

    # -- planning -----------------------------------------------------------------

    def plans(self, state: Any) -> Iterator[Plan]:
        """The meta moves open in `state`, in the order to try them: cards
        to the foundations, a cell's card into an empty column, onto a
        column's card, a card under others to its foundation, a run onto
        another column's card."""
        cells = self.cells
        stacks = self._stacks(state)
        pair, onto, after = cells.pair, cells.onto, cells.after
        columns, cell_list = self.column_list, self.cell_list
        free = [index for index in cell_list if not stacks[index]]
        empty = [index for index in columns if not stacks[index]]
        # the foundation that takes each (rank, suit) next
        wanted: dict[Any, int] = {}
        for index in self.found_list:
            pile = stacks[index]
            if pile:
                wanted[after[pile[-1]]] = index
        aces = [index for index in self.found_list if not stacks[index]]

        def home(card: Any) -> int | None:
            found = wanted.get(card)
            if found is None and card[0] == 1 and aces:
                return aces[0]
            return found

        homes: list[Plan] = []
        for index in (*columns, *cell_list):  # 0, 1: a top card home
            pile = stacks[index]
            if pile and pile[-1] & 1:
                found = home(pair[pile[-1]])
                if found is not None:
                    homes.append(((index, found, 1),))
        yield from homes
        held = [(index, stacks[index][-1]) for index in cell_list if stacks[index]]
        if empty:  # j: a cell's card into an empty column
            for index, code in held:
                if not self.kings or pair[code][0] == 13:
                    yield ((index, empty[0], 1),)
        room = len(free) + len(empty)
        # where each face-up card that at most `room` cards cover lies, with
        # no card built on it (a run is not broken to build on its middle,
        # as Freecell Solver's positions by rank): (rank, suit) -> (column, depth)
        where: dict[Any, tuple[int, int]] = {}
        for index in columns:
            pile = stacks[index]
            above = None
            for depth in range(len(pile) - 1, max(len(pile) - room - 1, 0) - 1, -1):
                code = pile[depth]
                if code & 1 and (above is None or pair[code] not in onto[above]):
                    where[pair[code]] = (index, depth)
                above = code
        placed: list[Plan] = []
        for index, code in held:  # 2: a cell's card onto a column's card
            for parent in onto[code]:
                at = where.get(parent)
                if at is None:
                    continue
                column, depth = at
                above = len(stacks[column]) - depth - 1
                if above <= room:
                    away = self._away(stacks, [(column, above)], free, empty)
                    if away is not None:
                        placed.append((*away, (index, column, 1)))
        yield from sorted(placed, key=len)  # (each kind: fewer cards put away first)
        digs: list[Plan] = []
        for column in columns:  # 3: a card under others home
            pile = stacks[column]
            for depth in range(len(pile) - 2, max(len(pile) - room - 1, 0) - 1, -1):
                code = pile[depth]
                if not code & 1:
                    break
                found = home(pair[code])
                if found is not None:
                    away = self._away(stacks, [(column, len(pile) - depth - 1)], free, empty)
                    if away is not None:
                        digs.append((*away, (column, found, 1)))
                    break
        yield from sorted(digs, key=len)
        runs: list[Plan] = []
        for column in columns:  # 4: a run onto another column's card
            pile = stacks[column]
            size = len(pile)
            heads: list[list[Plan]] = []  # (from the top down: put back in order below)
            end = size - 1
            while end >= 0 and size - end - 1 <= room:
                start = end
                while start and pile[start - 1] & 1 and pair[pile[start - 1]] in onto[pile[start]]:
                    start -= 1
                code = pile[start]
                mine = size - end - 1
                found: list[Plan] = []
                if code & 1:
                    for parent in onto[code]:
                        at = where.get(parent)
                        if at is None or at[0] == column:
                            continue
                        target, depth = at
                        above = len(stacks[target]) - depth - 1
                        if above + mine > room:
                            continue
                        away = self._away(stacks, [(target, above), (column, mine)], free, empty)
                        if away is None:
                            continue
                        left_free = len(free) - min(len(free), above + mine)
                        left_empty = len(empty) - max(above + mine - len(free), 0)
                        if end - start + 1 > (left_free + 1) << left_empty:
                            continue
                        found.append((*away, (column, target, end - start + 1)))
                heads.append(found)
                end = start - 1
            for found in reversed(heads):
                runs.extend(found)
        yield from sorted(runs, key=len)

    def _away(
        self, stacks: Any, piles: list[tuple[int, int]], free: list[int], empty: list[int]
    ) -> tuple[Step, ...] | None:
        """The steps that put the top `count` cards of each pile, one at a
        time, into the cells, then into the empty columns (None: a king-only
        empty column refuses one)."""
        steps: list[Step] = []
        places = iter((*free, *empty))
        cells = len(free)
        for pile, count in piles:
            for _ in range(count):
                place = next(places)
                if cells <= 0 and self.kings:
                    return None
                cells -= 1
                steps.append((pile, place, 1))
        return tuple(steps)

    # -- playing --------------------------------------------------------------------

    def play(self, state: Any, plan: Plan) -> tuple[Any, list[Move]] | None:
        """The position after `plan` and the cards its foundations take
        safely then, and the real moves that reach it (None: the rules
        refuse a step)."""
        successor, move_of = self.successor, self._move
        played: list[Move] = []
        here = state
        for step in plan:
            move = move_of(here, step)
            if move is None:
                return None
            try:
                here = successor(here, move)
            except IllegalMove:
                return None
            played.append(move)
        return self.settle(here, played)

    def settle(self, state: Any, played: list[Move]) -> tuple[Any, list[Move]]:
        """`state` with every card its foundations take safely played home
        (`played`: the moves before, to which these are added)."""
        safe = self.safe
        if safe is None:
            return state, played
        while True:
            homes = [move for step in self._homes(state) if (move := self._move(state, step))]
            forced = safe.find(state, homes) if homes else None
            if forced is None:
                return state, played
            state = self.successor(state, forced)
            played.append(forced)

    def _stacks(self, state: Any) -> Any:
        """`state`'s stacks as card codes, the cards' readings (`Cells`)
        made for its table."""
        cells = self.cells
        stacks, table = cells.flat(state)
        if table is not cells.table:
            cells._read(table)
        return stacks

    def _homes(self, state: Any) -> list[Step]:
        """A step home for each top card its foundation takes next."""
        cells = self.cells
        stacks = self._stacks(state)
        pair, after = cells.pair, cells.after
        wanted: dict[Any, int] = {}
        aces = None
        for index in self.found_list:
            pile = stacks[index]
            if pile:
                wanted[after[pile[-1]]] = index
            elif aces is None:
                aces = index
        steps = []
        for index in self.tops:
            pile = stacks[index]
            if pile and pile[-1] & 1:
                card = pair[pile[-1]]
                found = wanted.get(card)
                if found is None and card[0] == 1:
                    found = aces
                if found is not None:
                    steps.append((index, found, 1))
        return steps

    def _move(self, state: Any, step: Step) -> Move | None:
        """The real move of `step` in `state`: the one the rules listed for
        the same piles, cards and source's size (learnt from the listing of
        the first position that needed it; None: they listed none). Whether
        it is open here is the plan's reading of the pile model (a run's
        room read as FreeCell's): a win is checked against the rules' own
        listings (`replays`)."""
        source, target, count = step
        stacks = self.cells.flat(state)[0]
        key = (source, target, count, len(stacks[source]))
        move = self.known.get(key)
        if move is None and key not in self.refused:
            at = self.at
            for listed in self.rules.moves(state):
                if listed.source is None or listed.target is None:
                    continue
                a, b = at[listed.source], at[listed.target]
                self.known[(a, b, listed.count, len(stacks[a]))] = listed
            move = self.known.get(key)
            if move is None:
                self.refused.add(key)
        return move

    def cleared(self, state: Any) -> bool:
        """Whether the columns and the cells are empty (only then may the
        game be won: the dive asks the rules' status no sooner)."""
        stacks = self.cells.flat(state)[0]
        return not any(stacks[index] for index in self.tops)

    def replays(self, state: Any, moves: list[Move]) -> bool:
        """Whether each of `moves` is one the rules list where it is played."""
        for move in moves:
            if move not in self.rules.moves(state):
                return False
            state = self.successor(state, move)
        return True
