"""Independent models of the rules of Simple Simon, Bristol, Clock, La
Belle Lucie and Cruel, written from their rules texts (the headers of
games_src/simple_simon.pl, bristol.pl, clock_pl.pl, la_belle_lucie.pl and
cruel.pl) and the Aisleriot or PySolFC rules they follow, never from the
sources' code.

Each model sees only the table (harness.Table) and gives the set of moves
the rules allow, (source, target, count), and the table a move leads to.
The models also drive scripts/find_deals/solve_games_c.py's searches.
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.models.cards import fits_foundation
from tests.models.families_a import moved, names, won
from tests.models.harness import MoveKey, Table


def suit_run(pile) -> int:
    """How many top cards go down by one rank, all of one suit."""
    n = 1 if pile else 0
    while n < len(pile) and pile[-n - 1][1] == pile[-n][1] and pile[-n - 1][0] == pile[-n][0] + 1:
        n += 1
    return n


@dataclass
class SimpleSimon:
    """Ten columns built down regardless of suit; runs of one suit move;
    any card or run fills an empty column; a whole suit from king to ace
    goes to a foundation at once."""

    def __post_init__(self) -> None:
        self.tableau = names("tableau", 10)
        self.foundations = names("foundations", 4)

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau:
            pile = table[source]
            run = suit_run(pile)
            if run >= 13:
                found |= {(source, f, 13) for f in self.foundations if not table[f]}
            for target in self.tableau:
                if target == source:
                    continue
                for n in range(1, run + 1):
                    dest = table[target]
                    if not dest or dest[-1][0] == pile[-n][0] + 1:
                        found.add((source, target, n))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        return moved(table, move)

    def status(self, table: Table) -> str:
        return "won" if won(table, self.foundations) else "lost"


def rank_home(card, pile) -> bool:
    """A foundation built up from the ace regardless of suit."""
    return card[0] == (pile[-1][0] + 1 if pile else 1)


@dataclass
class Bristol:
    """Eight columns built down regardless of suit, one card at a time,
    never refilled; three reserves the stock deals onto, one card each; the
    foundations up from the ace regardless of suit."""

    def __post_init__(self) -> None:
        self.tableau = names("tableau", 8)
        self.reserves = names("reserves", 3)
        self.foundations = names("foundations", 4)

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau + self.reserves:
            if not table[source]:
                continue
            card = table[source][-1]
            found |= {(source, f, 1) for f in self.foundations if rank_home(card, table[f])}
            found |= {
                (source, t, 1)
                for t in self.tableau
                if t != source and table[t] and table[t][-1][0] == card[0] + 1
            }
        if table["deck"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        if move[1] is not None:
            return moved(table, move)
        after = dict(table)
        deck = list(table["deck"])
        for r in self.reserves:
            if deck:
                rank, suit, _ = deck.pop()
                after[r] = table[r] + [(rank, suit, True)]
        after["deck"] = deck
        return after

    def status(self, table: Table) -> str:
        return "won" if won(table, self.foundations) else "lost"


class Clock:
    """Thirteen piles (aces ... queens round the clock, kings in the
    centre); the one face-up card goes face up under the pile of its rank,
    whose top card then turns up. The model remembers how many cards it
    put under each pile and which pile holds the card to move."""

    def __init__(self) -> None:
        self.piles = names("piles", 13)
        self.placed = [0] * 13
        self.live = 12

    def moves(self, table: Table) -> set[MoveKey]:
        pile = table[self.piles[self.live]]
        if len(pile) <= self.placed[self.live]:
            return set()
        return {(self.piles[self.live], self.piles[pile[-1][0] - 1], 1)}

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, _ = move
        rank, suit, _ = table[source][-1]
        after = dict(table)
        after[source] = table[source][:-1]
        under = [(rank, suit, True)] + after[target]
        index = rank - 1
        if len(under) > self.placed[index] + 1 and not under[-1][2]:
            under[-1] = (under[-1][0], under[-1][1], True)
        after[target] = under
        return after

    def played(self, table: Table, move: MoveKey, result: Table) -> None:
        rank = table[move[0]][-1][0]
        self.placed[rank - 1] += 1
        self.live = rank - 1

    def status(self, table: Table) -> str:
        return "won" if sum(self.placed) == 52 else "lost"


class LaBelleLucie:
    """Eighteen fans built down in suit, one card at a time, never
    refilled; foundations up in suit; two redeals (a click on the stock)
    that gather the fans, shuffle them and deal them in threes. The model
    remembers the redeals used; it cannot foresee a shuffle, so after a
    redeal it only checks the fans' sizes."""

    def __init__(self) -> None:
        self.tableau = names("tableau", 18)
        self.foundations = names("foundations", 4)
        self.redeals = 0

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau:
            if not table[source]:
                continue
            card = table[source][-1]
            found |= {(source, f, 1) for f in self.foundations if fits_foundation(card, table[f])}
            found |= {
                (source, t, 1)
                for t in self.tableau
                if t != source
                and table[t]
                and table[t][-1][1] == card[1]
                and table[t][-1][0] == card[0] + 1
            }
        if self.redeals < 2:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table | None:
        return None if move[1] is None else moved(table, move)

    def played(self, table: Table, move: MoveKey, result: Table) -> None:
        if move[1] is not None:
            return
        self.redeals += 1
        left = sum(len(table[t]) for t in self.tableau)
        sizes = [len(result[t]) for t in self.tableau]
        want = [min(3, max(0, left - 3 * i)) for i in range(18)]
        assert sizes == want, f"a redeal of {left} cards dealt {sizes}, not {want}"
        assert all(c[2] for t in self.tableau for c in result[t])
        assert [result[f] for f in self.foundations] == [table[f] for f in self.foundations]

    def status(self, table: Table) -> str:
        return "won" if won(table, self.foundations) else "lost"


@dataclass
class Cruel:
    """Twelve piles built down in suit, one card at a time, never refilled
    but by a redeal; foundations up in suit from the aces dealt there. A
    redeal (a click on the stock) deals the piles' cards again, in their
    order, in fours from the first pile; it is offered only when it would
    change the piles."""

    def __post_init__(self) -> None:
        self.tableau = names("tableau", 12)
        self.foundations = names("foundations", 4)

    def packed(self, table: Table) -> list[list]:
        cards = [c for t in self.tableau for c in table[t]]
        return [cards[4 * i : 4 * i + 4] for i in range(12)]

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau:
            if not table[source]:
                continue
            card = table[source][-1]
            found |= {(source, f, 1) for f in self.foundations if fits_foundation(card, table[f])}
            found |= {
                (source, t, 1)
                for t in self.tableau
                if t != source
                and table[t]
                and table[t][-1][1] == card[1]
                and table[t][-1][0] == card[0] + 1
            }
        if self.packed(table) != [table[t] for t in self.tableau]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        if move[1] is not None:
            return moved(table, move)
        after = dict(table)
        after.update(zip(self.tableau, self.packed(table), strict=True))
        return after

    def status(self, table: Table) -> str:
        return "won" if won(table, self.foundations) else "lost"
