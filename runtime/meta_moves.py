"""Meta moves: several real moves of a game with free cells played as one,
as Freecell Solver's dives move: a card to its foundation, a cell's card
into an empty column with a card put on it at once, a cell's card onto a
column's card, a card under others to its foundation, a run onto another
column's card, a run into an empty column, each with the cards in the way
put into the cells and the empty columns first; tried in the orders of its
`lg` preset's first two dives (ORDERS), the columns read in the order of
their bottom cards, as it reads a position it keeps sorted.

A dive over them (`Search(method="meta")`, `"meta second"` for the second
order) counts one position per meta move, and never stops half-way through
one: the cells are filled only on the way to a card played. Each step is a
real move of the game's own listing: the one it listed for the same piles,
cards and pile sizes (learnt once per game, so that a step costs no
listing), and a win is played again through the listings before it is
given (`replays`), so it replays through `Session.play`. The meta moves are
a part of the game's moves, so running out of them proves nothing (a search
of them is for wins only, as the narrow moves). Read from the pile model as
`runtime.narrow.Cells`: FreeCell, Baker's Game, Eight Off, Seahaven Towers,
Stronghold.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Iterator
from typing import Any

from runtime.engine.model import IllegalMove, Move, Rules
from runtime.narrow import Cells
from runtime.progress import SafeMoves, build_rules

Step = tuple[int, int, int]  # source index, target index, cards moved
Plan = tuple[Step, ...]
Reading = tuple[list[tuple[int, int]], list[tuple[Any, int]]]
Learnt = tuple[dict[tuple[int, ...], Move], set[tuple[int, ...]]]
_LEARNT: weakref.WeakKeyDictionary[Any, Learnt] = weakref.WeakKeyDictionary()


# the orders a dive tries the meta moves in, from each depth on (meta moves
# from the start): Freecell Solver's `lg` preset's first two dives (`-to
# 01j234 -dto2 "33,016[234j]=asw(1)"` and `-to "0[124]=asw(1)j[36]=asw(1)"
# -dto2 "55,016[234j]=asw(1)"`). Its bracketed groups are ordered by the
# cards home after the move (before the cards sent home safely), fewest
# first and in the written order among equals, which is always the order
# written here: a dig (3) or a cell's card home (1) last. The kinds (KINDS):
# 0 a column's top card home, 1 a cell's card home, j a cell's card into an
# empty column and at once a card on it, 2 a cell's card onto a column's
# card, 3 a card under others home, 4 a run onto another column's card, 6 a
# run into an empty column
ORDERS: dict[str, tuple[tuple[int, str], ...]] = {
    "first": ((0, "01j234"), (33, "01624j3")),
    "second": ((0, "0241j63"), (55, "01624j3")),
}
FIRST = "first"
KINDS = {
    "0": "homes_columns",
    "1": "homes_cells",
    "j": "put_on",
    "2": "cells_onto",
    "3": "digs",
    "4": "runs",
    "6": "to_empty",
}


@functools.cache
def _kinds(order: str, depth: int) -> tuple[str, ...]:
    """The kinds (`_Position`'s methods) `order` tries at `depth`, in turn."""
    written = ORDERS[order][0][1]
    for start, kinds in ORDERS[order]:
        if depth >= start:
            written = kinds
    return tuple(KINDS[kind] for kind in written)


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
        self.found_set = set(self.found_list)
        self.cell_set = set(self.cell_list)
        self.plain = _plain_picks(rules, cells)
        self.successor = getattr(rules, "successor", None) or (
            lambda state, move: rules.play(state, move)[0]
        )
        self.at = {name: index for index, name in self.names.items()}
        self.tops = (*self.column_list, *self.cell_list)
        # the real moves by (source, target, cards, source's size), as the
        # rules listed them, and the steps they listed none for: kept with
        # the rules, for every deal of the game
        self.known, self.refused = _LEARNT.setdefault(rules, ({}, set()))
        self._table: Any = None
        self._value: list[int] = []
        self._readings: dict[Any, Reading] = {}
        self._safe: dict[tuple[Any, ...], bool] = {}  # (see `settle`)

    @classmethod
    def of(cls, rules: Rules, cells: Cells | None) -> MetaMoves | None:
        """A game's meta moves (None: not a game with free cells)."""
        if cells is None:
            return None
        bases = {rule.base for name, rule in build_rules(rules) or [] if name in cells.columns}
        return cls(rules, cells, SafeMoves.of(rules), bases == {13})

    # -- planning -----------------------------------------------------------------

    def plans(self, state: Any, depth: int = 0, order: str = FIRST) -> Iterator[Plan]:
        """The meta moves open in `state` (`depth` meta moves from the
        start), in the order to try them: `order`'s kinds in turn (ORDERS);
        the columns read in the order of their bottom cards, the cells in
        their cards' (`_Position`)."""
        at = _Position(self, self._stacks(state))
        for kind in _kinds(order, min(depth, DEEPEST)):
            yield from getattr(at, kind)()

    def children(
        self, state: Any, depth: int = 0, order: str = FIRST
    ) -> Iterator[tuple[Any, list[Move]]]:
        """The positions `plans` reaches from `state`, each with the real
        moves to it."""
        play = self.play
        for plan in self.plans(state, depth, order):
            played = play(state, plan)
            if played is not None:
                yield played

    def play(self, state: Any, plan: Plan) -> tuple[Any, list[Move]] | None:
        """The position after `plan` and the cards its foundations take
        safely then, and the real moves that reach it (None: the rules
        refuse a step)."""
        successor, move_of = self.successor, self._move
        played: list[Move] = []
        here = state
        touched = []
        for step in plan:
            move = move_of(here, step)
            if move is None:
                return None
            try:
                here = successor(here, move)
            except IllegalMove:
                return None
            played.append(move)
            touched += step[:2]
        # (a position `plans` reads is settled: only the piles the plan
        # touched can have a card the foundations take safely now, unless
        # the plan sent a card home)
        sent_home = not self.found_set.isdisjoint(touched)
        return self.settle(here, played, None if sent_home else touched)

    def settle(
        self, state: Any, played: list[Move], touched: list[int] | None = None
    ) -> tuple[Any, list[Move]]:
        """`state` with every card its foundations take safely played home
        (`played`: the moves before, to which these are added; `touched`:
        the only piles whose top card may go, None: any)."""
        safe = self.safe
        if safe is None:
            return state, played
        memo, found_list = self._safe, self.found_list
        piles = self.tops if touched is None else touched
        self._stacks(state)
        self._values()  # (the memo is for the table read)
        if len(memo) > READINGS:
            memo.clear()
        while True:
            stacks = self.cells.flat(state)[0]
            # whether a card is safe home is the foundations' business alone:
            # decided once per foundations' top cards, card and source
            tops = tuple([stacks[index][-1] if stacks[index] else 0 for index in found_list])
            forced = None
            for step in self._homes(stacks, piles):
                key = (tops, stacks[step[0]][-1], step[0])
                sure = memo.get(key)
                if sure is None:
                    move = self._move(state, step)
                    sure = memo[key] = move is not None and safe.find(state, [move]) is not None
                if sure:
                    forced = self._move(state, step)
                    break
            if forced is None:
                return state, played
            state = self.successor(state, forced)
            played.append(forced)
            piles = self.tops

    def _stacks(self, state: Any) -> Any:
        """`state`'s stacks as card codes, the cards' readings (`Cells`)
        made for its table."""
        cells = self.cells
        stacks, table = cells.flat(state)
        if table is not cells.table:
            cells._read(table)
        return stacks

    def _values(self) -> list[int]:
        """Each card code's place in Freecell Solver's order of cards (by
        rank, then suit; -1: no card), for the table `_stacks` last read."""
        table = self.cells.table
        if self._table is not table:
            self._table = table
            self._readings.clear()
            self._safe.clear()
            self._value = [
                -1 if card is None or card.rank is None else card.rank * 4 + SUIT_ORDER[card.suit]
                for card in table
            ]
            # each face-up card's code -> the code of the card after it in
            # suit, face up (what its foundation takes next); the aces'
            pair = self.cells.pair
            up = {pair[code]: code for code in range(1, len(table), 2) if table[code] is not None}
            self._after = [
                up.get(self.cells.after[code]) if code & 1 else None for code in range(len(table))
            ]
            self._aces = {code for at, code in up.items() if at[0] == 1}
        return self._value

    def _wanted(self, stacks: Any) -> tuple[dict[int, int], int | None]:
        """The code of the card each foundation takes next (face up) -> the
        foundation, and an empty foundation (None: none)."""
        after = self._after
        wanted: dict[int, int] = {}
        aces = None
        for index in self.found_list:
            pile = stacks[index]
            if pile:
                code = after[pile[-1]]
                if code is not None:
                    wanted[code] = index
            elif aces is None:
                aces = index
        return wanted, aces

    def _read(self, pile: Any) -> Reading:
        """A column's runs (first card, last card) from the top down, and
        its face-up cards with no card built on them, (rank, suit) and
        depth, from the top down (kept by pile, for the table `_values`
        last read)."""
        reading = self._readings.get(pile)
        if reading is not None:
            return reading
        pair, onto = self.cells.pair, self.cells.onto
        runs = []
        size = len(pile)
        end = size - 1
        while end >= 0:
            start = end
            while start and pile[start - 1] & 1 and pair[pile[start - 1]] in onto[pile[start]]:
                start -= 1
            runs.append((start, end))
            end = start - 1
        bare = []
        above = None
        for depth in range(size - 1, -1, -1):
            code = pile[depth]
            if code & 1 and (above is None or pair[code] not in onto[above]):
                bare.append((pair[code], depth))
            above = code
        if len(self._readings) > READINGS:
            self._readings.clear()
        reading = self._readings[pile] = (runs, bare)
        return reading

    def _homes(self, stacks: Any, piles: Any) -> list[Step]:
        """A step home for each top card of `piles` its foundation takes next."""
        wanted, aces = self._wanted(stacks)
        if aces is not None:
            for code in self._aces:
                wanted.setdefault(code, aces)
        steps = []
        for index in piles:
            pile = stacks[index]
            if pile:
                found = wanted.get(pile[-1])
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
        """Whether each of `moves` is one the rules list where it is played.
        A card onto a foundation or into a cell by a pick with no `where`
        filter (`plain`) is read from the pile model instead, as the
        listing would: the move the listing gave for its piles, count and
        source's size, the source's top card face up, the foundation's next
        card or the cell empty. Every other move is looked for in the listing."""
        at, plain, known, moves_of = self.at, self.plain, self.known, self.rules.moves
        self._stacks(state)
        self._values()
        for move in moves:
            if not (plain and move.detail[0] in plain and self._taken(state, move, at, known)):
                if move not in moves_of(state):
                    return False
            state = self.successor(state, move)
        return True

    def _taken(self, state: Any, move: Move, at: dict[str, int], known: Any) -> bool:
        """Whether the pile model lets `move`, one card, go from its source
        onto a foundation or into a cell in `state` (see `replays`)."""
        if move.source is None or move.target is None or move.count != 1:
            return False
        stacks = self.cells.flat(state)[0]
        source, target = at[move.source], at[move.target]
        pile = stacks[source]
        if not pile or not pile[-1] & 1 or known.get((source, target, 1, len(pile))) is not move:
            return False
        if target in self.cell_set:
            return not stacks[target]
        if target in self.found_set:
            under = stacks[target]
            return self._after[under[-1]] == pile[-1] if under else pile[-1] in self._aces
        return False


def _plain_picks(rules: Rules, cells: Cells) -> frozenset[int]:
    """The picks with no `where` filter (their numbers, a listed move's
    first detail) of an engine that names its filtered picks, in a game
    whose turn has one wait and whose code ends no game itself, with no
    card hooks and one player, and whose cells take any card when empty:
    what `MetaMoves.replays` may read from the pile model (none: it looks
    every move up in the listing)."""
    picks = getattr(rules, "flat_picks", None)
    filtered = getattr(rules, "flat_filtered", None)
    engine = (
        getattr(rules, "flat_lines", True),
        getattr(rules, "flat_ends", True),
        getattr(rules, "flat_hooked", True),
        getattr(rules, "flat_players", 2),
    )
    if picks is None or filtered is None or engine != ((), False, False, 1):
        return frozenset()
    if {rule.base for name, rule in build_rules(rules) or [] if name in cells.cells} != {"any"}:
        return frozenset()
    return frozenset(range(len(picks))) - {number for number, _, _ in filtered}


READINGS = 50_000  # piles whose reading `MetaMoves._read` keeps
DEEPEST = max(start for order in ORDERS.values() for start, _ in order)
# a card's place in Freecell Solver's order of cards: by rank, then suit
SUIT_ORDER = {"H": 0, "C": 1, "D": 2, "S": 3}


class _Position:
    """One position's reading for its meta moves: its columns in the order
    of their bottom cards (empty ones first), its cells in their cards'
    order, the room to put cards away, where each card lies that another
    may be built on, and the foundation each card goes to next."""

    def __init__(self, meta: MetaMoves, stacks: Any) -> None:
        cells = meta.cells
        self.meta, self.stacks = meta, stacks
        self.pair, self.onto = cells.pair, cells.onto
        value = meta._values()
        bottoms = sorted([(value[stacks[i][0]] if stacks[i] else -1, i) for i in meta.column_list])
        self.columns = columns = [index for _, index in bottoms]
        self.free = [index for index in meta.cell_list if not stacks[index]]
        held = sorted([(value[stacks[i][-1]], i) for i in meta.cell_list if stacks[i]])
        self.held = [(index, stacks[index][-1]) for _, index in held]
        self.empty = [index for value_, index in bottoms if value_ < 0]
        # empty columns count as room only where any card fills one
        self.room = room = len(self.free) + (0 if meta.kings else len(self.empty))
        self.wanted, self.aces = meta._wanted(stacks)
        self.ace_codes = meta._aces
        # where each face-up card that at most `room` cards cover lies, with
        # no card built on it: (rank, suit) -> (column, depth)
        self.where = where = {}
        read = meta._read
        # each column's runs (`MetaMoves._read`)
        self.runs_of = runs_of = {}
        for index in columns:
            pile = stacks[index]
            if pile:
                runs_of[index], bare = read(pile)
                bound = len(pile) - room - 1
                for card, depth in bare:
                    if depth < bound:
                        break
                    where[card] = (index, depth)
            else:
                runs_of[index] = ()
        self.order = {index: number for number, index in enumerate(columns)}

    def home(self, code: int) -> int | None:
        """The foundation that takes the card of `code` next (None: none)."""
        found = self.wanted.get(code)
        if found is None and code in self.ace_codes:
            return self.aces
        return found

    def homes_columns(self) -> list[Plan]:
        """0: a column's top card home."""
        return self._homes(self.columns)

    def homes_cells(self) -> list[Plan]:
        """1: a cell's card home."""
        return self._homes([index for index, _ in self.held])

    def _homes(self, piles: list[int]) -> list[Plan]:
        """A step home for the top card of each of `piles` its foundation takes next."""
        stacks, home = self.stacks, self.home
        found: list[Plan] = []
        for index in piles:
            pile = stacks[index]
            if pile:
                target = home(pile[-1])
                if target is not None:
                    found.append(((index, target, 1),))
        return found

    def _away(self, piles: list[tuple[int, int]], free: list[int], empty: list[int]) -> list[Step]:
        """The steps that put the top `count` cards of each pile, one at a
        time, into the cells `free`, then into the empty columns `empty`
        (the caller checked there is room)."""
        places = iter((*free, *empty))
        return [(pile, next(places), 1) for pile, count in piles for _ in range(count)]

    def _fits(self, moved: int, length: int, free: int, empty: int) -> bool:
        """Whether `moved` cards fit in `free` cells and `empty` columns and a
        run of `length` can move with the room left."""
        if self.meta.kings:
            empty = 0
        cells = min(moved, free)
        columns = moved - cells
        return columns <= empty and length <= (free - cells + 1) << (empty - columns)

    def put_on(self) -> Iterator[Plan]:
        """j: a cell's card into an empty column and at once a card of a cell,
        or a run of a column (the cards above it put away), on it."""
        if not self.empty or not self.held:
            return
        stacks, pair, onto, kings = self.stacks, self.pair, self.onto, self.meta.kings
        runs_of = self.runs_of
        target, others = self.empty[0], self.empty[1:]
        for cell, code in self.held:
            if kings and pair[code][0] != 13:
                continue
            into = (cell, target, 1)
            for other, card in self.held:
                if other != cell and pair[code] in onto[card]:
                    yield (into, (other, target, 1))
            free = [*self.free, cell]
            room = len(free) + (0 if kings else len(others))
            for column in self.columns:
                pile = stacks[column]
                ours = []  # (from the top down: put back in order below)
                for start, end in runs_of[column]:
                    mine = len(pile) - end - 1
                    if mine > room:
                        break
                    head = pile[start]
                    if not head & 1 or pair[code] not in onto[head]:
                        continue
                    if not self._fits(mine, end - start + 1, len(free), len(others)):
                        continue
                    away = self._away([(column, mine)], free, others)
                    ours.append((into, *away, (column, target, end - start + 1)))
                yield from reversed(ours)

    def cells_onto(self) -> list[Plan]:
        """2: a cell's card onto a column's card (the cards above it put
        away), by the column, the fewest cards above first, the cell."""
        stacks, onto, where = self.stacks, self.onto, self.where
        found = []
        for number, (cell, code) in enumerate(self.held):
            for parent in onto[code]:
                at = where.get(parent)
                if at is None:
                    continue
                column, depth = at
                above = len(stacks[column]) - depth - 1
                if self._fits(above, 1, len(self.free), len(self.empty)):
                    away = self._away([(column, above)], self.free, self.empty)
                    plan = (*away, (cell, column, 1))
                    found.append(((self.order[column], above, number), plan))
        found.sort(key=_first)
        return [plan for _, plan in found]

    def digs(self) -> Iterator[Plan]:
        """3: a card under others home (the cards above it put away)."""
        stacks, wanted, room = self.stacks, self.wanted, self.room
        aces, ace_codes = self.aces, self.ace_codes
        for column in self.columns:
            pile = stacks[column]
            for depth in range(len(pile) - 2, max(len(pile) - room - 1, 0) - 1, -1):
                code = pile[depth]
                if not code & 1:
                    break
                target = wanted.get(code)
                if target is None and code in ace_codes:
                    target = aces
                if target is not None:
                    above = len(pile) - depth - 1
                    away = self._away([(column, above)], self.free, self.empty)
                    yield (*away, (column, target, 1))

    def runs(self) -> Iterator[Plan]:
        """4: a run onto another column's card (the cards above both put
        away), by the column, the run from the bottom up, the target column
        and the target card from the bottom up (a column's as it is reached:
        a dive that goes down the first reads no other column's)."""
        stacks, onto, where, room, order = self.stacks, self.onto, self.where, self.room, self.order
        free = len(self.free)
        empty = 0 if self.meta.kings else len(self.empty)
        runs_of = self.runs_of
        for column in self.columns:
            pile = stacks[column]
            size = len(pile)
            ours = []
            for start, end in runs_of[column]:
                mine = size - end - 1
                if mine > room:
                    break
                head = pile[start]
                if not head & 1:
                    continue
                for parent in onto[head]:
                    at = where.get(parent)
                    if at is None or at[0] == column:
                        continue
                    target, depth = at
                    above = len(stacks[target]) - depth - 1
                    moved = above + mine
                    cells = moved if moved < free else free
                    if moved > room or end - start >= (free - cells + 1) << (empty - moved + cells):
                        continue
                    if moved:
                        away = self._away([(target, above), (column, mine)], self.free, self.empty)
                        plan = (*away, (column, target, end - start + 1))
                    else:
                        plan = ((column, target, end - start + 1),)
                    ours.append(((start, order[target], depth), plan))
            if len(ours) > 1:
                ours.sort(key=_first)
            for _, plan in ours:
                yield plan

    def to_empty(self) -> Iterator[Plan]:
        """6: a run into an empty column: a column's top run whole (not the
        whole column), or the most of a run under others that can move (the
        cards above it put away)."""
        if not self.empty:
            return
        stacks, pair, kings = self.stacks, self.pair, self.meta.kings
        runs_of = self.runs_of
        free, empty = len(self.free), len(self.empty)
        for column in self.columns:
            pile = stacks[column]
            size = len(pile)
            ours: list[Plan] = []  # (from the top down: put back in order below)
            for start, end in runs_of[column]:
                if end == size - 1:
                    length = size - start
                    if start and length <= (free + 1) << (empty - 1) and pile[start] & 1:
                        if not kings or pair[pile[start]][0] == 13:
                            ours.append(((column, self.empty[0], length),))
                    continue
                mine = size - end - 1
                cells = min(mine, free)
                columns = mine - cells
                if columns > (0 if kings else empty) or columns >= empty:
                    break
                most = (free - cells + 1) << (empty - columns - 1)
                first = max(end + 1 - most, start)
                if not pile[first] & 1 or (kings and pair[pile[first]][0] != 13):
                    continue
                away = self._away([(column, mine)], self.free, self.empty)
                ours.append((*away, (column, self.empty[columns], end - first + 1)))
            yield from reversed(ours)


def _first(pair: tuple[Any, Any]) -> Any:
    """The first of a pair (a sort's key)."""
    return pair[0]
