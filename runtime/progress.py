"""How far a game has come, measured the same way for every game: what the
solver orders its moves by, what `stuck` and hints call progress.

`Progress` reads a state only through the `Rules` protocol: the cards of
each stack and the game's score. `SafeMoves` decides, from a Paperlang
game's pile model, which moves to the foundations can never hurt.
"""

from __future__ import annotations

import copy
import functools
import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

from runtime.engine.model import Card, Move, Rules

OPPOSITE = {"S": ("H", "D"), "C": ("H", "D"), "H": ("S", "C"), "D": ("S", "C")}
PARTNER = {"S": "C", "C": "S", "H": "D", "D": "H"}  # the other suit of the same colour
SUITS = ("S", "H", "C", "D")
# what `rate_moves` takes off a move into a cell (a pile on whose cards
# nothing is built: a free cell, a reserve), so that a dive tries a move
# building on a pile first: FreeCell deals 1-30, 20,000 states, the dive
# restarted won all 30 in 25,314 positions instead of 54,691 (by 15:
# 38,512), the plain dive 27 instead of 22
CELL = 8
# what `rate_moves` adds to a move that puts a card on the card of its suit
# one rank above (a run of one suit grows: Spider's way home)
RUN = 15
# what `rate_moves` adds to a move of a card in play off a pile that holds,
# below its top card, a card the foundations take next: the move digs
# towards it. Fc-solve's dives put cards in free cells to reach the next
# ace; with 25 a card a dig puts in a cell (less `CELL`) comes before a
# build that digs nothing. FreeCell deals 1-1000 at 100,000 states: 1,640
# positions a deal instead of 2,120 (median 206 instead of 619)
DIG = 25
SUITED = 40.0  # what the best-first search weighs each card of a run of one suit (`Measure`)
# a pile's figures packed in one int, FIELD bits each: unordered, suited,
# buried, built home, blocking (while the foundations want a given set of
# cards) and empty piles, so that a position's figures are one sum of its
# piles' (`_Totals`). No figure reaches 2 ** FIELD in a game of a few
# hundred cards, so the sum unpacks exactly
FIELD = 24
MASK = (1 << FIELD) - 1
SUITED_AT, BURIED_AT, BUILT_AT, BLOCKING_AT, EMPTY_AT = (FIELD * n for n in range(1, 6))


class Measure(NamedTuple):
    """Progress in one position: `home` cards on the foundations (or the
    score), `buried` face-down cards under a face-up card (a column's
    hidden cards, not a face-down stock), `empty` empty piles besides the
    foundations."""

    home: int
    buried: int
    empty: int
    blocking: int = 0  # cards lying on the cards the foundations want next
    unordered: int = 0  # face-up cards lying on a card not one rank above them
    # face-up cards lying on the card of their suit one rank above them: a
    # run of one suit, the way home in a game whose runs go home whole
    # (Spider); none in a game that builds in alternate colours
    suited: int = 0


class Progress:
    """The measure of progress for one game."""

    # what the best-first search weighs: home, buried, empty, blocking,
    # unordered, moves open, suited
    weights = (100.0, 20.0, 10.0, 5.0, 20.0, 0.0, SUITED)

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.names = list(rules.stacks())
        # Paperlang names its foundations; a CDL game, the stacks cards go
        # to and the player can never take them from
        found = getattr(rules, "foundations", None) or getattr(rules, "home_stacks", None)
        self.foundations = set(found or ())
        self.others = [name for name in self.names if name not in self.foundations]
        self.cells = _cells(rules)
        # runs of one suit weigh (`weights[6]`) only where a pile builds them:
        # in a game whose piles build in alternate colours only (FreeCell), a
        # card dealt face up on the card of its suit one rank above is no run
        self.suit_builds = _suit_builds(rules, self.foundations)
        # a move digging towards the next cards home rates higher (`DIG`) only
        # where a foundation takes its cards one at a time, up
        self.digs = _home_up(rules, self.foundations)
        # but not off a pile any face-up card may leave with all the cards
        # on it (`group "F."`: Yukon): one move frees any card there, and a
        # dig outranks turning up a face-down card (Yukon deals 1-200 at
        # 5,000 states: 154 won without it, 137 with it, 141 digging only
        # when the move leaves the wanted card on top)
        self.loose = _any_order(rules)
        # a Paperlang game reads its table as card codes (see `_summed`)
        self.flat = getattr(rules, "flat_table", None)
        self.codes: _Codes | None = None
        # an engine that hands over its piles (CDL) with `pile_table`: each
        # pile's figures are remembered by its cards (`_Totals`)
        self.pile_table = getattr(rules, "pile_table", None)
        self.figures = _Figures()  # (shared by the copies, as the rest)
        at = self.stack_at = {name: index for index, name in enumerate(self.names)}
        self.found_at = [at[name] for name in self.names if name in self.foundations]
        self.others_at = [at[name] for name in self.others]
        self.totals = _Totals(self.others_at, self.figures.known)
        # what the foundations want, of the piles an engine hands over
        self.wants = _Wants(self.found_at, self.figures.next_of).of

    def copy(self) -> Progress:
        """The same measure, its weights its own to set: the pile model is
        not read again (the searches of one `Search.solve` share what it
        says, and what each remembers of the piles it measured)."""
        return copy.copy(self)

    def measure(self, state: Any) -> Measure:
        summed = self._summed(state)
        if summed is not None:
            home, total = summed
            return Measure(
                (total >> BUILT_AT) & MASK if home is None else home or 0,
                (total >> BURIED_AT) & MASK,
                total >> EMPTY_AT,
                (total >> BLOCKING_AT) & MASK,
                total & MASK,
                (total >> SUITED_AT) & MASK,
            )
        rules = self.rules
        home = rules.score(state)
        wanted = self._wanted(state)
        if home is None and self.foundations:
            home = sum(len(rules.cards(state, name)) for name in self.foundations)
        shaped = home is None
        buried = empty = blocking = unordered = suited = 0
        for name in self.others:
            cards = rules.cards(state, name)
            if not cards:
                empty += 1
                continue
            below = cards[0]
            for card in cards[1:]:
                if card.face_up and below.face_up and card.rank is not None:
                    if below.rank is None or below.rank != card.rank + 1:
                        unordered += 1
                    elif below.suit == card.suit:
                        suited += 1
                below = card
            if cards[-1].face_up:
                for card in cards:
                    if card.face_up:
                        break
                    buried += 1
            if shaped:
                home = (home or 0) + _built_home(cards)
            if wanted:
                for depth, card in enumerate(reversed(cards)):
                    if (card.rank, card.suit) in wanted or (card.rank == 1 and "A" in wanted):
                        blocking += depth
        return Measure(home or 0, buried, empty, blocking, unordered, suited)

    def _summed(self, state: Any) -> tuple[int | None, int] | None:
        """`measure`'s figures as the engine's piles give them: the home
        cards (None where the piles' built cards count instead) and the
        piles' packed figures summed (`FIELD`, `_Totals`). A Paperlang game
        reads its card codes (`_Codes`, `code & 1` face up); an engine that
        hands over its piles (`pile_table`: CDL) reads each pile as Cards
        once. None for any other engine (`measure` reads `Rules.cards`)."""
        if self.flat is not None:
            found = self.flat(state)
            if found is not None:
                stacks = found[0]
                codes = self._codes(found[1])
                home = self.rules.score(state)
                if home is None and codes.found_at:
                    home = sum(len(stacks[index]) for index in codes.found_at)
                return home, codes.totals.total(stacks, codes.wanted(stacks))
        if self.pile_table is None:
            return None
        piles, shown = self.pile_table(state)
        self.figures.shown = shown
        home = self.rules.score(state)
        if home is None and self.found_at:
            home = 0
            for index in self.found_at:
                home += len(piles[index])
        wanted = self.wants(piles) if self.found_at else None
        return home, self.totals.total(piles, wanted)

    def _wanted(self, state: Any) -> set[Any]:
        """The cards the foundations take next, when they are built up in
        suit from the ace (the next card of each suit; "A": any ace)."""
        if not self.foundations:
            return set()
        wanted: set[Any] = set()
        for name in self.foundations:
            cards = self.rules.cards(state, name)
            if not cards:
                wanted.add("A")
                continue
            if _built_home(cards) != len(cards):
                return set()  # not a foundation of that kind
            wanted.add((len(cards) + 1, cards[0].suit))
        return wanted

    def score(self, state: Any, moves: list[Move]) -> float:
        """Higher is better: the order the solver tries positions in."""
        if self.rules.status(state) == "won":
            return 1e9
        if not moves:
            return -1e9
        home, buried, empty, blocking, unordered, suited = self.measure(state)
        w = self.weights
        return (
            w[0] * home
            - w[1] * buried
            + w[2] * empty
            - w[3] * blocking
            - w[4] * unordered
            + w[5] * len(moves)
            + (w[6] * suited if self.suit_builds else 0.0)
        )

    def rank(self, state: Any) -> float | None:
        """`score` without the moves, for a position the best-first search
        may never go on from (its moves are listed only when it does: most
        of an engine's time is listing moves); None when the weights count
        the moves open, and `score` must be used."""
        w = self.weights
        if w[5]:
            return None
        summed = self._summed(state)
        if summed is None:
            home, buried, empty, blocking, unordered, suited = self.measure(state)
        else:  # (`measure`'s figures, unpacked here: a search ranks every new position)
            home, total = summed
            home = (total >> BUILT_AT) & MASK if home is None else home or 0
            buried = (total >> BURIED_AT) & MASK
            empty = total >> EMPTY_AT
            blocking = (total >> BLOCKING_AT) & MASK
            unordered = total & MASK
            suited = (total >> SUITED_AT) & MASK
        return (
            w[0] * home
            - w[1] * buried
            + w[2] * empty
            - w[3] * blocking
            - w[4] * unordered
            + (w[6] * suited if self.suit_builds else 0.0)
        )

    def rate_moves(self, state: Any, moves: list[Move]) -> list[int]:
        """How promising each move looks before it is played (higher is
        better), from the cards it takes: to a foundation, off one, turning
        up the card under it, emptying its pile."""
        if self.flat is not None:
            found = self.flat(state)
            if found is not None:
                return self._rate_codes(found[0], found[1], moves)
        foundations = self.foundations
        piles: dict[str, Sequence[Card]] = {}
        cards_of = self._cards_of(state)
        wanted = self._wanted(state) if self.digs else set()
        digs: dict[str, bool] = {}  # by pile: a wanted card lies below its top
        rates = []
        for move in moves:
            rate = 0
            source, target = move.source, move.target
            if target in self.cells:
                rate -= CELL  # a place that holds one card and builds nothing
            if target in foundations and source not in foundations:
                rate += 100 * max(move.count, 1)
            elif source in foundations and target not in foundations:
                rate -= 100 * max(move.count, 1)
            if source is not None and move.count and target is not None:
                cards = piles.get(source)
                if cards is None:
                    cards = piles[source] = cards_of(source)
                left = len(cards) - move.count
                if not 0 <= left < len(cards):
                    pass
                elif left == 0 and source not in foundations:
                    rate += 4
                elif not cards[left - 1].face_up and cards[left].face_up:
                    rate += 20  # uncovers a face-down card (not a turn of the stock)
                if 0 <= left < len(cards) and cards[left].face_up:
                    rate += 10  # a card in play, rather than one from a face-down stock
                    if (
                        wanted
                        and source not in foundations
                        and target not in foundations
                        and source not in self.loose
                    ):
                        dig = digs.get(source)
                        if dig is None:
                            dig = digs[source] = any(
                                (c.rank, c.suit) in wanted or (c.rank == 1 and "A" in wanted)
                                for c in cards[:-1]
                            )
                        if dig:
                            rate += DIG  # digs towards a card the foundations take next
                    below, moved = cards[left - 1] if left else None, cards[left]
                    if (
                        below is not None
                        and below.face_up
                        and below.rank is not None
                        and moved.rank is not None
                        and below.rank == moved.rank + 1
                        and target not in foundations
                    ):
                        rate -= 25  # takes a card off the one it is built on: a run broken
                    if target not in foundations:
                        onto = piles.get(target)
                        if onto is None:
                            onto = piles[target] = cards_of(target)
                        top = onto[-1] if onto else None
                        if (
                            top is not None
                            and top.face_up
                            and top.suit == moved.suit
                            and moved.rank is not None
                            and top.rank == moved.rank + 1
                        ):
                            rate += RUN  # builds a run of one suit
            rates.append(rate)
        return rates

    def _cards_of(self, state: Any) -> Callable[[str], Sequence[Card]]:
        """How to read a stack's Cards in `state` by name: from the piles
        an engine hands over (`pile_table`, each remembered by the pile),
        else through `Rules.cards`."""
        if self.pile_table is None:
            return functools.partial(self.rules.cards, state)
        piles, shown = self.pile_table(state)
        at = self.stack_at

        def cards_of(name: str) -> Sequence[Card]:
            return shown(piles[at[name]])

        return cards_of

    def _rate_codes(self, stacks: Any, table: list[Card | None], moves: list[Move]) -> list[int]:
        """`rate_moves` of a Paperlang game's state, read from its card codes
        (`code & 1`: face up): the same rates, without a list of Cards per
        pile (a dive rates every position it enters). What a move's ends
        give (a foundation's, a cell's rate; where the stack lies) is read
        once per stack name (`_Codes.ends`), whether a pile digs once per
        pile in a listing."""
        codes = self._codes(table)
        rank, suit, ends = codes.rank, codes.suit, codes.ends
        wanted = codes.wanted(stacks) if self.digs else None
        digs: dict[int, bool] = {}  # by the source's index: a wanted card lies below its top
        rates = []
        for move in moves:
            source, target, count = move.source, move.target, move.count
            here = ends.get(source)
            if here is None:
                here = codes.end(source, self)
            there = ends.get(target)
            if there is None:
                there = codes.end(target, self)
            # (index, a foundation, a cell, a pile any face-up card leaves whole)
            at, home, _, loose = here
            into, found, cell, _ = there
            rate = -CELL if cell else 0
            if found and not home:
                rate += 100 * max(count, 1)
            elif home and not found:
                rate -= 100 * max(count, 1)
            if at < 0 or not count or into < 0:
                rates.append(rate)
                continue
            cards = stacks[at]
            size = len(cards)
            left = size - count
            if not 0 <= left < size:
                rates.append(rate)
                continue
            moved = cards[left]
            if left == 0 and not home:
                rate += 4
            elif moved & 1 and not cards[left - 1] & 1:
                rate += 20  # uncovers a face-down card (not a turn of the stock)
            if moved & 1:
                rate += 10  # a card in play, rather than one from a face-down stock
                if found:
                    rates.append(rate)
                    continue
                if wanted and size > 1 and not home and not loose:
                    dig = digs.get(at)
                    if dig is None:
                        dig = digs[at] = codes.digs(cards, wanted)
                    if dig:
                        rate += DIG  # digs towards a card the foundations take next
                rank_moved = rank[moved]
                if rank_moved is not None:
                    if left:
                        below = cards[left - 1]
                        if below & 1 and rank[below] == rank_moved + 1:
                            rate -= 25  # takes a card off the one it is built on
                    onto = stacks[into]
                    if onto:
                        top = onto[-1]
                        if top & 1 and suit[top] == suit[moved] and rank[top] == rank_moved + 1:
                            rate += RUN  # builds a run of one suit
            rates.append(rate)
        return rates

    def _codes(self, table: list[Card | None]) -> _Codes:
        """The game's `_Codes` for `table` (made once per table)."""
        codes = self.codes
        if codes is None or codes.table is not table:
            codes = self.codes = _Codes(self.rules, table, self.foundations, self.others)
        return codes

    @staticmethod
    def better(now: Measure, before: Measure) -> bool:
        return now.home > before.home or now.buried < before.buried

    @staticmethod
    def describe(before: Measure, after: Measure) -> str:
        """What a move changes, in a player's words."""
        gained = after.home - before.home
        if gained > 0:
            return (
                "puts a card on a foundation"
                if gained == 1
                else f"puts {gained} cards on the foundations"
            )
        if after.buried < before.buried:
            return "turns up a card"
        if after.empty > before.empty:
            return "empties a pile"
        return "keeps the game going"


def _built_home(cards: list[Card]) -> int:
    """A pile that looks like a finished foundation (ace up in suit from its
    bottom), for games that name no foundations."""
    first = cards[0]
    if first.rank != 1 or not first.face_up:
        return 0
    for number, card in enumerate(cards):
        if card.rank != number + 1 or card.suit != first.suit or not card.face_up:
            return 0
    return len(cards)


def _home_next(cards: tuple[Card, ...]) -> Any:
    """What a foundation pile wants next (`Progress._wanted`): "A" when
    empty, the (rank, suit) of the next card when built up in suit from the
    ace, else None."""
    if not cards:
        return "A"
    if _built_home(list(cards)) != len(cards):
        return None
    return (len(cards) + 1, cards[0].suit)


def _figures(cards: tuple[Card, ...]) -> Pile:
    """What a pile (not a foundation) adds to a `Measure`, read from its
    Cards as `Progress.measure` reads them (the same tuple as `_Codes.pile`:
    unordered, buried, built home, the depths of each (rank, suit) and "A"
    for the aces, a table left empty here, suited)."""
    unordered = buried = suited = 0
    below = cards[0]
    for card in cards[1:]:
        if card.face_up and below.face_up and card.rank is not None:
            if below.rank is None or below.rank != card.rank + 1:
                unordered += 1
            elif below.suit == card.suit:
                suited += 1
        below = card
    if cards[-1].face_up:
        for card in cards:
            if card.face_up:
                break
            buried += 1
    depths: dict[Any, int] = {}
    for depth, card in enumerate(reversed(cards)):
        pair = (card.rank, card.suit)
        depths[pair] = depths.get(pair, 0) + depth
        if card.rank == 1:
            depths["A"] = depths.get("A", 0) + depth
    return _pile(unordered, buried, _built_home(list(cards)), depths, suited)


# what a pile adds to a `Measure` (see `_Codes.pile`): unordered, buried,
# built home, the depths, its share of blocking by wanted cards, suited, and
# all but blocking packed (`FIELD`)
Pile = tuple[int, int, int, dict[Any, int], dict[frozenset[Any], int], int, int]


def _pile(unordered: int, buried: int, built: int, depths: dict[Any, int], suited: int) -> Pile:
    """A `Pile` of these figures."""
    packed = unordered + (suited << SUITED_AT) + (buried << BURIED_AT) + (built << BUILT_AT)
    return unordered, buried, built, depths, {}, suited, packed


def _blocking(known: Pile, wanted: frozenset[Any]) -> int:
    """The pile's share of `blocking` while the foundations want `wanted`
    (kept by the `wanted` object: the same one comes back for the same
    foundations)."""
    blocks = known[4]
    block = blocks.get(wanted)
    if block is None:
        depths = known[3]
        block = blocks[wanted] = sum([depths.get(card, 0) for card in wanted])
    return block


class _Figures(dict):  # type: ignore[type-arg]
    """`_figures` of each pile an engine hands over (`pile_table`), by its
    cards, worked out once per pile; `shown` how the engine reads a pile
    as Cards (`pile_table`'s)."""

    shown: Callable[[Any], Any] = tuple

    def known(self, pile: Any) -> Pile:
        found = self.get(pile)
        if found is None:
            if len(self) > 100_000:
                self.clear()  # a long search: keep the memory bounded
            found = self[pile] = _figures(self.shown(pile))
        return found

    def next_of(self, pile: Any) -> Any:
        """What a foundation pile takes next (`_home_next`)."""
        return _home_next(self.shown(pile))


class _Wants(dict):  # type: ignore[type-arg]
    """What the foundations take next (`Progress._wanted`: "A" for an
    empty one, the (rank, suit) after the top of one built up in suit from
    the ace, nothing when one is not built so), by their piles: one object
    for each state of the foundations (a pile's share of `blocking` is kept
    per object). `next_of` reads a foundation pile that is not empty (None:
    not built up in suit from the ace)."""

    def __init__(self, found_at: list[int], next_of: Callable[[Any], Any]) -> None:
        super().__init__()
        self.found_at = found_at
        self.next_of = next_of
        self.nexts: dict[Any, Any] = {}  # by a foundation pile

    def of(self, piles: Any) -> frozenset[Any]:
        """What the foundations of a position's `piles` want."""
        homes = tuple([piles[index] for index in self.found_at])
        wanted = self.get(homes)
        return self._new(homes) if wanted is None else wanted

    def _new(self, homes: tuple[Any, ...]) -> frozenset[Any]:
        if len(self) > 100_000:
            self.clear()  # a long search: keep the memory bounded
            self.nexts.clear()
        found: set[Any] = set()
        nexts = self.nexts
        for cards in homes:
            if not cards:
                found.add("A")
                continue
            card = nexts.get(cards, False)
            if card is False:
                card = nexts[cards] = self.next_of(cards)
            if card is None:
                found = set()
                break
            found.add(card)
        wanted = self[homes] = frozenset(found)
        return wanted


class _Totals:
    """A position's figures packed (`FIELD`) and summed over its piles
    (those of `others_at`: not the foundations), each pile's value looked
    up by its cards in a table for the set of cards the foundations want
    (`_Valued`): the sum is one pass in C over the piles."""

    def __init__(self, others_at: list[int], known: Callable[[Any], Pile]) -> None:
        self.known = known  # a pile's `Pile`, by its cards
        self.tables: dict[Any, _Valued] = {}  # by the wanted cards
        if len(others_at) == 1:
            only = others_at[0]
            self.pick: Callable[[Any], Any] = lambda piles: (piles[only],)
        else:
            self.pick = operator.itemgetter(*others_at) if others_at else lambda piles: ()

    def total(self, piles: Any, wanted: Any) -> int:
        table = self.tables.get(wanted)
        if table is None:
            if len(self.tables) > 10_000:
                self.tables.clear()  # a long search: keep the memory bounded
            table = self.tables[wanted] = _Valued(self.known, wanted)
        return sum(map(table.__getitem__, self.pick(piles)))


class _Valued(dict):  # type: ignore[type-arg]
    """What each pile adds to a position's packed figures (`FIELD`), by
    its cards, while the foundations want `wanted`: worked out when first
    asked."""

    def __init__(self, known: Callable[[Any], Pile], wanted: Any) -> None:
        super().__init__()
        self.known = known
        self.wanted = wanted
        self[()] = 1 << EMPTY_AT  # an empty pile

    def __missing__(self, cards: Any) -> int:
        if len(self) > 100_000:
            self.clear()  # a long search: keep the memory bounded
            self[()] = 1 << EMPTY_AT
        known = self.known(cards)
        wanted = self.wanted
        value = known[6] + (_blocking(known, wanted) << BLOCKING_AT) if wanted else known[6]
        self[cards] = value
        return value


class _Codes:
    """A Paperlang game's card codes read as `Progress` reads Cards: each
    code's rank, suit and (rank, suit), and the stack indexes of the
    foundations and the other piles."""

    def __init__(
        self, rules: Any, table: list[Card | None], foundations: set[str], others: list[str]
    ) -> None:
        self.table = table
        self.rank = [None if card is None else card.rank for card in table]
        self.suit = [None if card is None else card.suit for card in table]
        self.pair = list(zip(self.rank, self.suit, strict=True))
        at = rules.stack_by_name
        self.at = {name: stack.index for name, stack in at.items()}
        self.found_at = [at[name].index for name in rules.stacks() if name in foundations]
        self.others_at = [at[name].index for name in others]
        # (the piles read apart, so that nothing here refers back to this
        # object: a Session let go frees its game without the collector)
        self.figures = figures = _CodePiles(self.rank, self.suit, self.pair)
        self.totals = _Totals(self.others_at, figures.known)
        self.wanted = _Wants(self.found_at, figures.next_of).of  # (`Progress._wanted`, on codes)
        # a stack name (or None) -> what `_rate_codes` reads of a move's end
        self.ends: dict[str | None, tuple[int, bool, bool, bool]] = {}

    def end(self, name: str | None, progress: Progress) -> tuple[int, bool, bool, bool]:
        """A move's end as `_rate_codes` reads it: the stack's index (-1:
        none), whether it is a foundation, a cell, a pile any face-up card
        leaves with the cards on it (`Progress.loose`)."""
        found = self.ends[name] = (
            -1 if name is None else self.at[name],
            name in progress.foundations,
            name in progress.cells,
            name in progress.loose,
        )
        return found

    def digs(self, cards: tuple[int, ...], wanted: frozenset[Any]) -> bool:
        """Does a card of `wanted` lie in the pile `cards` below its top?
        (Its depth counts in the pile's `blocking`, kept per `wanted`.)"""
        return _blocking(self.figures.known(cards), wanted) > 0


class _CodePiles(dict):  # type: ignore[type-arg]
    """A Paperlang game's piles of card codes as `Progress` reads them
    (`pile`), by their cards, each worked out once."""

    def __init__(self, rank: list[Any], suit: list[Any], pair: list[Any]) -> None:
        super().__init__()
        self.rank, self.suit, self.pair = rank, suit, pair

    def known(self, cards: tuple[int, ...]) -> Pile:
        """`pile`, worked out once per pile."""
        known = self.get(cards)
        return self.pile(cards) if known is None else known

    def next_of(self, cards: tuple[int, ...]) -> tuple[int, Any] | None:
        """The card a foundation takes next (None: not built up in suit from the ace)."""
        if self.built_home(cards) != len(cards):
            return None
        return (len(cards) + 1, self.suit[cards[0]])

    def pile(self, cards: tuple[int, ...]) -> Pile:
        """What a pile (not a foundation) adds to a `Measure`: its face-up cards
        not one rank below the card under them, its buried cards, the cards
        it holds built as a finished foundation, and for each card (rank,
        suit), and "A" for the aces, the sum of the depths such cards lie at
        (what they add to `blocking` while the foundations want them), and
        the sum of those depths for each set of wanted cards met so far."""
        if len(self) > 100_000:
            self.clear()  # a long search: keep the memory bounded
        rank, pair, suit = self.rank, self.pair, self.suit
        unordered = buried = suited = 0
        below = cards[0]
        for code in cards[1:]:
            if code & 1 and below & 1 and rank[code] is not None:
                if rank[below] is None or rank[below] != rank[code] + 1:
                    unordered += 1
                elif suit[below] == suit[code]:
                    suited += 1
            below = code
        if cards[-1] & 1:
            for code in cards:
                if code & 1:
                    break
                buried += 1
        depths: dict[Any, int] = {}
        for depth, code in enumerate(reversed(cards)):
            # (a wanted (rank, suit) is never an ace's: the aces are wanted as "A")
            depths[pair[code]] = depths.get(pair[code], 0) + depth
            if rank[code] == 1:
                depths["A"] = depths.get("A", 0) + depth
        known = self[cards] = _pile(unordered, buried, self.built_home(cards), depths, suited)
        return known

    def built_home(self, cards: tuple[int, ...]) -> int:
        """`_built_home`, on codes."""
        rank, suit = self.rank, self.suit
        first = cards[0]
        if rank[first] != 1 or not first & 1:
            return 0
        colour = suit[first]
        for number, code in enumerate(cards):
            if rank[code] != number + 1 or suit[code] != colour or not code & 1:
                return 0
        return len(cards)


class SafeMoves:
    """Moves to the foundations that can never hurt, played without trying
    the alternatives.

    Decided from a Paperlang game's pile model, and only when it has the
    classic shape: foundations built up in suit from the ace (`build
    "AUSK"`, `maxlength 13`); every other pile with a build rule builds
    down in alternate colours ("alternate"), in suit ("suit"), in colour
    ("colour") or regardless of suit ("any"), or takes nothing (a free
    cell, a reserve). A `score` takes no part: it is what the game reports,
    never what it is won by (every capped pile full, or the game's own
    ending), so Vegas scoring changes nothing. From those rules, the cards
    that can ever be built on a card of rank r are known: rank r - 1, of the suits the
    rules' matches allow (`builders`). A card leaving such a pile for its
    foundation is then safe (docs/solver.md, "Safe moves", has the proof):

    - when it is an ace or a two (only aces could go on a two, and an ace
      is always better home);
    - when every card that could be built on it is home already (in suit,
      always: the one card of its suit below it is home, since it goes
      home itself);
    - with one pack, Horne's rule made general: when each card that could
      be built on it and is not home can go home as soon as it is free (the
      card below it in suit is home), and so can each card that could be
      built on those, with nothing left that could be built on them. In
      alternate colours: the other colour two ranks below home, and the
      card of its own colour's other suit three ranks below.

    As long as no open move takes a card off a foundation. Moves from piles
    without a build rule (a stock, a waste) are never forced: leaving the
    waste changes how a three-card stock falls. This reads the pile model
    only; it trusts that the game's own `where` and `then` code gives no
    other reason to keep a card back. CDL games are code through and
    through, so none is decided safe: their searches try every move.
    """

    MATCHES = ("alternate", "suit", "colour", "any")  # the building piles' matches it reads

    def __init__(
        self, rules: Rules, foundations: set[str], sources: set[str], matches: set[str]
    ) -> None:
        self.rules = rules
        self.foundations = foundations
        self.sources = sources
        self.matches = matches  # how the other piles build: the builders of a card
        # a Paperlang game reads its table as card codes (see `_ends`)
        self.flat = getattr(rules, "flat_table", None)
        at = getattr(rules, "stack_by_name", None)
        self.at = {name: stack.index for name, stack in at.items()} if at else {}

    @classmethod
    def of(cls, rules: Rules, matches: Iterable[str] = MATCHES) -> SafeMoves | None:
        """The safe moves of a game of the classic shape whose building
        piles build with one of `matches` (None: another shape)."""
        allowed = set(matches)
        piles = getattr(rules, "piles", None)
        stack_list = getattr(rules, "stack_list", None)
        if piles is None or stack_list is None:
            return None
        foundations: set[str] = set()
        sources: set[str] = set()
        found: set[str] = set()
        try:
            for stack in stack_list:
                pile = piles[stack.index]
                rule = pile.build if pile is not None else None
                if rule is None:
                    continue
                if rule.wrap:
                    return None
                if (rule.base, rule.direction, rule.match) == (1, "up", "suit"):
                    if pile.maxlength != 13:
                        return None
                    foundations.add(stack.name)
                elif not rule.builds:
                    sources.add(stack.name)  # a cell: nothing is built on its cards
                elif rule.direction == "down" and rule.match in allowed and rule.base != "first":
                    sources.add(stack.name)
                    found.add(rule.match)
                else:
                    return None
        except (AttributeError, IndexError, TypeError):
            return None  # an engine whose pile model reads otherwise: decide nothing
        if not foundations or not sources:
            return None
        return cls(rules, foundations, sources, found)

    def builders(self, suit: str) -> tuple[str, ...]:
        """The suits of the cards one rank lower that some pile lets be
        built on a card of `suit`."""
        suits: set[str] = set()
        for match in self.matches:
            if match == "alternate":
                suits.update(OPPOSITE[suit])
            elif match == "suit":
                suits.add(suit)
            elif match == "colour":
                suits.update((suit, PARTNER[suit]))
            else:  # "any" suit
                suits.update(SUITS)
        return tuple(sorted(suits))

    def find(self, state: Any, moves: list[Move]) -> Move | None:
        foundations = self.foundations
        candidates = []
        for move in moves:
            if move.source in foundations:
                return None  # cards can come back from the foundations here
            if move.target in foundations and move.count == 1 and move.source in self.sources:
                candidates.append(move)
        if not candidates:
            return None
        # with two packs two foundations build one suit: every copy of a card counts
        ends = self._ends(state)
        heights: dict[str, list[int]] = {}
        for name in foundations:
            size, bottom, _ = ends(name)
            if bottom is not None and bottom.suit is not None:
                heights.setdefault(bottom.suit, []).append(size)
        copies = self._copies(state)
        single = all(count == 1 for count in copies.values())
        for move in candidates:
            _, _, card = ends(move.source or "")
            if card is None or card.rank is None or card.suit is None:
                continue
            if self.safe(card.suit, card.rank, heights, copies, single):
                return move
        return None

    def safe(
        self,
        suit: str,
        rank: int,
        heights: dict[str, list[int]],
        copies: dict[str, int],
        single: bool,
    ) -> bool:
        """Whether the card of `suit` and `rank`, on its way home, is
        needed by no card (see the class's rules)."""
        if rank <= 2:
            return True
        home = self._home
        waiting = [s for s in self.builders(suit) if not home(heights, copies, (s,), rank - 1)]
        if not waiting:
            return True
        if not single:  # Horne's rule is proved for one pack
            return False
        for other in waiting:  # each can go home once free ...
            if not home(heights, copies, (other,), rank - 2):
                return False
            for below in self.builders(other):  # ... and so can whatever could want it
                if home(heights, copies, (below,), rank - 2):
                    continue
                if not home(heights, copies, (below,), rank - 3):
                    return False
                if not home(heights, copies, self.builders(below), rank - 3):
                    return False
        return True

    @staticmethod
    def _home(
        heights: dict[str, list[int]], copies: dict[str, int], suits: Iterable[str], rank: int
    ) -> bool:
        """Whether every copy of `suits`' card of `rank` is on a foundation."""
        for suit in suits:
            home = 0
            for height in heights.get(suit, ()):
                if height >= rank:
                    home += 1
            if home < copies.get(suit, 0):
                return False
        return True

    def _ends(self, state: Any) -> Callable[[str], tuple[int, Card | None, Card | None]]:
        """How to read a pile of `state` by name: its size, bottom and top
        cards (None when empty); for a Paperlang game from its card codes,
        without a list of Cards."""
        found = self.flat(state) if self.flat is not None else None
        if found is None:

            def ends(name: str) -> tuple[int, Card | None, Card | None]:
                cards = self.rules.cards(state, name)
                return (len(cards), cards[0], cards[-1]) if cards else (0, None, None)

            return ends
        stacks, table = found
        at = self.at

        def ends_of_codes(name: str) -> tuple[int, Card | None, Card | None]:
            codes = stacks[at[name]]
            if codes:
                return len(codes), table[codes[0]], table[codes[-1]]
            return 0, None, None

        return ends_of_codes

    def _copies(self, state: Any) -> dict[str, int]:
        """How many copies of each suit the game holds (its aces, counted once:
        cards are never made or lost)."""
        copies = self.__dict__.get("copies")
        if copies is None:
            copies = {}
            for name in self.rules.stacks():
                for card in self.rules.cards(state, name):
                    if card.rank == 1 and card.suit is not None:
                        copies[card.suit] = copies.get(card.suit, 0) + 1
            self.copies = copies
        return copies


def _pile_models(rules: Any) -> list[tuple[str, Any]] | None:
    """Each pile of a Paperlang game, (stack name, its `Pile` model), for
    the piles that have one; None for an engine whose pile model reads
    otherwise (CDL)."""
    piles = getattr(rules, "piles", None)
    if piles is None:
        return None
    found = []
    try:
        for stack in getattr(rules, "stack_list", ()):
            pile = piles[stack.index]
            if pile is not None:
                found.append((stack.name, pile))
    except (AttributeError, IndexError, TypeError):
        return None
    return found


def build_rules(rules: Any) -> list[tuple[str, Any]] | None:
    """Each pile of a Paperlang game with a build rule, (stack name, rule),
    from its pile model; None for an engine whose pile model reads
    otherwise (CDL)."""
    piles = _pile_models(rules)
    if piles is None:
        return None
    return [(name, pile.build) for name, pile in piles if getattr(pile, "build", None) is not None]


def _suit_builds(rules: Any, foundations: set[str]) -> bool:
    """Whether runs of one suit are a Paperlang game's progress: some pile
    (not a foundation, nor a cell) builds a card on the card of its suit
    one rank above (its build rule matches in suit, in colour or regardless
    of suit, not only in alternate colours), and no foundation takes cards
    one at a time, up (from the ace, or the base the deal sets: there the
    cards home measure progress,
    and a run is only a means: Eight Off deals 1-200 at 5,000 states won 189
    with the runs weighed, 194 without; a Spider's foundations take a suit
    only whole, king down to ace). True when the pile model reads otherwise
    (a CDL game)."""
    piles = build_rules(rules)
    if piles is None:
        return True
    builds = False
    for name, rule in piles:
        if not rule.builds:
            continue
        if name in foundations:
            if rule.direction == "up":
                return False  # cards go home one at a time, up
            continue
        if rule.match != "alternate":
            builds = True
    return builds


def _home_up(rules: Any, foundations: set[str]) -> bool:
    """Whether some foundation of a Paperlang game takes its cards one at a
    time, up (from the ace, or the base the deal sets), as its pile model
    reads; False for a game whose foundations take a suit only whole (a
    Spider's) and for an engine whose pile model reads otherwise (CDL)."""
    piles = build_rules(rules) or []
    return any(name in foundations and rule.direction == "up" for name, rule in piles)


def _any_order(rules: Any) -> set[str]:
    """The piles of a Paperlang game from which any face-up card may move
    with all the cards on it, whatever their order (`group "F."`: Yukon,
    Scorpion), as its pile model reads; none for an engine whose pile
    model reads otherwise."""
    piles = _pile_models(rules) or []
    return {name for name, pile in piles if getattr(pile, "any_order", False)}


def _cells(rules: Any) -> set[str]:
    """The piles of a Paperlang game on whose cards nothing is ever built
    (a build rule whose direction or match is "none": free cells, reserves);
    none for an engine whose pile model reads otherwise."""
    piles = build_rules(rules) or []
    return {name for name, rule in piles if not rule.builds}
