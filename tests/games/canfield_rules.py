"""Canfield's rules as games_src/canfield.pl plays them, on plain tuples:
the moves open in a position and the position a move leads to. Written
from the rules, not the source: test_canfield.py asks it whether anything
can still be played, and scripts/find_deals/solve_canfield.py searches it
for won deals.

A card is (rank, suit); a state is (stock, waste, reserve, rwaste, found,
tableau): piles bottom first, `found` the four foundations' sizes and
suits. Moves: `d` clicks the main stock, `h` the holding stock; `w`, `v`,
`t0`..`t3`, `f0`..`f3` are the main waste, the holding waste, the columns
and the foundations, so `v>t2` plays the holding waste's card on the third
column.
"""

from __future__ import annotations

from tests.models.cards import red


def fits_foundation(card, found) -> int | None:
    for j, (size, suit) in enumerate(found):
        if (size == 0 and card[0] == 1) or (size and suit == card[1] and size + 1 == card[0]):
            return j
    return None


def fits_column(card, pile) -> bool:
    return bool(pile) and pile[-1][0] == card[0] + 1 and red(pile[-1]) != red(card)


def moves(state) -> list[str]:
    stock, waste, reserve, rwaste, found, tableau = state
    out = []
    for name, pile in (("w", waste), ("v", rwaste)):
        if pile:
            j = fits_foundation(pile[-1], found)
            if j is not None:
                out.append(f"{name}>f{j}")
            for t, column in enumerate(tableau):
                if fits_column(pile[-1], column):
                    out.append(f"{name}>t{t}")
                elif not column and (
                    name == "v" or (not reserve and not rwaste and pile[-1][0] == 13)
                ):
                    out.append(f"{name}>t{t}")
    for t, column in enumerate(tableau):
        if column:
            j = fits_foundation(column[-1], found)
            if j is not None:
                out.append(f"t{t}>f{j}")
            out += [
                f"t{t}>t{o}" for o, other in enumerate(tableau) if fits_column(column[0], other)
            ]
    if reserve:
        out.append("h")
    if stock or waste:
        out.append("d")
    return out


def apply(state, move: str):
    stock, waste, reserve, rwaste, found, tableau = state
    found, tableau = list(found), list(tableau)
    if move == "h":
        return stock, waste, reserve[:-1], rwaste + reserve[-1:], tuple(found), tuple(tableau)
    if move == "d":
        if not stock:
            return waste[::-1], (), reserve, rwaste, tuple(found), tuple(tableau)
        drawn = stock[-3:][::-1]
        return stock[:-3], waste + drawn, reserve, rwaste, tuple(found), tuple(tableau)
    source, dest = move.split(">")
    if source == "w":
        cards, waste = waste[-1:], waste[:-1]
    elif source == "v":
        cards, rwaste = rwaste[-1:], rwaste[:-1]
    else:
        t = int(source[1])
        take = 1 if dest[0] == "f" else len(tableau[t])
        cards, tableau[t] = tableau[t][-take:], tableau[t][:-take]
    n = int(dest[1])
    if dest[0] == "f":
        found[n] = (found[n][0] + 1, cards[0][1])
    else:
        tableau[n] = tableau[n] + cards
    return stock, waste, reserve, rwaste, tuple(found), tuple(tableau)
