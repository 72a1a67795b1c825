"""Independent models of the rules of ten solitaires, written from their
rules texts (the headers of games_src/bakers_game.pl, seahaven_towers.pl,
eight_off.pl, bakers_dozen.pl, beleaguered_castle.pl, fortress.pl,
streets_and_alleys.pl, black_hole.pl, all_in_a_row.pl and tri_peaks.pl)
and the PySolFC rules they follow, never from the sources' code.

Each model sees only the table (harness.Table) and gives the set of moves
the rules allow, (source, target, count), and the table a move leads to.
The models also drive scripts/find_deals/solve_games_a.py's searches.
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.models.cards import fits_foundation
from tests.models.harness import MoveKey, Seen, Table


def names(prefix: str, count: int) -> list[str]:
    return [f"{prefix}[{i}]" for i in range(count)]


def moved(table: Table, move: MoveKey) -> Table:
    """The table after `count` cards go, in their order, from source to
    target, landing face up."""
    source, target, count = move
    after = dict(table)
    cards = table[source][len(table[source]) - count :]
    after[source] = table[source][: len(table[source]) - count]
    after[target] = table[target] + [(rank, suit, True) for rank, suit, _ in cards]
    return after


def won(table: Table, foundations: list[str]) -> bool:
    return sum(len(table[f]) for f in foundations) == 52


@dataclass
class FreeCellFamily:
    """Baker's Game, Seahaven Towers, Eight Off: columns built down in suit,
    free cells of one card, runs as far as the free space could carry them."""

    columns: int
    cells: int
    kings_only: bool  # only a king (or a run from one) fills an empty column
    doubling: bool  # empty columns double the run (Baker's Game)

    def __post_init__(self) -> None:
        self.cascades = names("cascades", self.columns)
        self.cell_names = names("cells", self.cells)
        self.foundations = names("foundations", 4)

    def fits(self, card: Seen, pile: list[Seen]) -> bool:
        if not pile:
            return card[0] == 13 or not self.kings_only
        return pile[-1][1] == card[1] and pile[-1][0] == card[0] + 1

    def run(self, pile: list[Seen]) -> int:
        n = 1 if pile else 0
        while n < len(pile) and self.fits(pile[-n], [pile[-n - 1]]):
            n += 1
        return n

    def room(self, table: Table, into_empty: bool) -> int:
        free = sum(not table[c] for c in self.cell_names) + 1
        if not self.doubling:
            return free
        empty = sum(not table[c] for c in self.cascades) - into_empty
        return free * 2**empty

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.cascades + self.cell_names:
            if table[source]:
                found |= {
                    (source, f, 1)
                    for f in self.foundations
                    if fits_foundation(table[source][-1], table[f])
                }
        for source in self.cascades:
            if table[source]:
                found |= {(source, c, 1) for c in self.cell_names if not table[c]}
        for source in self.cell_names:
            if table[source]:
                found |= {
                    (source, c, 1) for c in self.cascades if self.fits(table[source][-1], table[c])
                }
        for source in self.cascades:
            pile = table[source]
            for target in self.cascades:
                if target == source:
                    continue
                room = self.room(table, not table[target])
                for n in range(1, self.run(pile) + 1):
                    if n <= room and self.fits(pile[-n], table[target]):
                        found.add((source, target, n))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        return moved(table, move)

    def status(self, table: Table) -> str:
        return "won" if won(table, self.foundations) else "lost"


@dataclass
class Castles:
    """Baker's Dozen, Beleaguered Castle, Fortress, Streets and Alleys:
    columns of face-up cards, foundations up in suit from the ace."""

    columns: int
    build: str  # "down": down regardless of suit; "updown-suit": up or down in suit
    fill: bool  # may an empty column take any card?
    supermove: bool  # runs down by rank, 2 ** (empty columns) cards at most

    def __post_init__(self) -> None:
        self.tableau = names("tableau", self.columns)
        self.foundations = names("foundations", 4)

    def fits(self, card: Seen, pile: list[Seen]) -> bool:
        if not pile:
            return self.fill
        top = pile[-1]
        if self.build == "down":
            return top[0] == card[0] + 1
        return top[1] == card[1] and abs(top[0] - card[0]) == 1

    def run(self, pile: list[Seen]) -> int:
        if not self.supermove:
            return 1 if pile else 0
        n = 1 if pile else 0
        while n < len(pile) and pile[-n - 1][0] == pile[-n][0] + 1:
            n += 1
        return n

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        empty = sum(not table[c] for c in self.tableau)
        for source in self.tableau:
            pile = table[source]
            if not pile:
                continue
            found |= {
                (source, f, 1) for f in self.foundations if fits_foundation(pile[-1], table[f])
            }
            for target in self.tableau:
                if target == source:
                    continue
                room = 2 ** (empty - (not table[target])) if self.supermove else 1
                for n in range(1, self.run(pile) + 1):
                    if n <= room and self.fits(pile[-n], table[target]):
                        found.add((source, target, n))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        return moved(table, move)

    def status(self, table: Table) -> str:
        return "won" if won(table, self.foundations) else "lost"


def neighbours(a: int, b: int) -> bool:
    """One rank apart, the king and the ace next to each other."""
    return (a - b) % 13 in (1, 12)


@dataclass
class Hole:
    """Black Hole and All in a Row: the top card of any pile goes to the one
    foundation when it is one rank above or below the foundation's top card,
    whatever the suit, ranks going round (a king next to an ace); an empty
    foundation (All in a Row) takes any card."""

    piles: list[str]
    home: str

    def moves(self, table: Table) -> set[MoveKey]:
        top = table[self.home][-1][0] if table[self.home] else None
        return {
            (p, self.home, 1)
            for p in self.piles
            if table[p] and (top is None or neighbours(table[p][-1][0], top))
        }

    def after(self, table: Table, move: MoveKey) -> Table:
        return moved(table, move)

    def status(self, table: Table) -> str:
        return "won" if len(table[self.home]) == 52 else "lost"


def thoughtful(rnd, offered):
    """Random play that sends cards home when it can and to a free cell
    only now and then, so that games last long enough to compare."""
    home = [m for m in offered if (m.target or "").startswith(("foundation", "hole"))]
    if home and rnd.random() < 0.7:
        return rnd.choice(home)
    other = [m for m in offered if not (m.target or "").startswith("cells")]
    if other and rnd.random() < 0.85:
        return rnd.choice(other)
    return rnd.choice(offered)


def _peak_rows() -> list[list[int]]:
    """The piles of the four rows of Tri Peaks, top row first: three peak
    cards, six, nine, and the ten of the bottom row."""
    return [list(range(0, 3)), list(range(3, 9)), list(range(9, 18)), list(range(18, 28))]


def covering(k: int) -> tuple[int, ...]:
    """The two piles whose cards lie on pile k of Tri Peaks (none for the
    bottom row): a peak card is covered by the two below it in its peak,
    a card of the nine-card row by its two neighbours of the bottom row."""
    if k < 3:
        return (3 + 2 * k, 4 + 2 * k)
    if k < 9:
        peak, side = divmod(k - 3, 2)
        return (9 + 3 * peak + side, 10 + 3 * peak + side)
    if k < 18:
        return (k + 9, k + 10)
    return ()


@dataclass
class TriPeaks:
    """An uncovered peak card goes onto the waste when one rank above or
    below its top card, ranks going round; a click turns the stock's next
    card onto the waste; a card turns up once nothing covers it."""

    def __post_init__(self) -> None:
        self.peaks = names("peaks", 28)

    def free(self, table: Table, k: int) -> bool:
        return all(not table[self.peaks[c]] for c in covering(k))

    def moves(self, table: Table) -> set[MoveKey]:
        if not any(table[p] for p in self.peaks):
            return set()
        top = table["waste"][-1][0]
        found: set[MoveKey] = {
            (pile, "waste", 1)
            for k, pile in enumerate(self.peaks)
            if table[pile] and self.free(table, k) and neighbours(table[pile][-1][0], top)
        }
        if table["deck"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, _ = move
        if target is None:
            after = dict(table)
            rank, suit, _ = table["deck"][-1]
            after["deck"] = table["deck"][:-1]
            after["waste"] = table["waste"] + [(rank, suit, True)]
            return after
        after = moved(table, move)
        for k, pile in enumerate(self.peaks):
            if after[pile] and self.free(after, k):
                after[pile] = [(rank, suit, True) for rank, suit, _ in after[pile]]
        return after

    def status(self, table: Table) -> str:
        return "lost" if any(table[p] for p in self.peaks) else "won"
