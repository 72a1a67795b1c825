"""The card helpers every model shares, written once: colours, building
(down or up, in alternate colours or in suit), foundations, tops, and
tables after a move, all on the harness's plain data (a card is (rank,
suit, face_up), rank 1..13; a table is {stack: [card, ...]}, bottom card
first)."""

from __future__ import annotations

import random

from runtime.engine.model import Move
from tests.models.harness import Seen, Table


def red(card: Seen) -> bool:
    return card[1] in ("H", "D")


def top(table: Table, name: str) -> Seen | None:
    pile = table[name]
    return pile[-1] if pile else None


def alternate_down(card: Seen, onto: Seen) -> bool:
    """May `card` go on `onto` in a column built down in alternate colours?"""
    return onto[0] == card[0] + 1 and red(onto) != red(card)


def alternate_up_or_down(card: Seen, onto: Seen) -> bool:
    return abs(onto[0] - card[0]) == 1 and red(onto) != red(card)


def suit_down(card: Seen, onto: Seen) -> bool:
    return onto[0] == card[0] + 1 and onto[1] == card[1]


def suit_up_or_down(card: Seen, onto: Seen) -> bool:
    return abs(onto[0] - card[0]) == 1 and onto[1] == card[1]


def any_suit_down(card: Seen, onto: Seen) -> bool:
    return onto[0] == card[0] + 1


def fits_foundation(card: Seen, pile: list[Seen]) -> bool:
    """May `card` go on a foundation built up in suit from the ace?"""
    if not pile:
        return card[0] == 1
    return pile[-1][1] == card[1] and pile[-1][0] == card[0] - 1


def copied(table: Table) -> Table:
    return {name: list(pile) for name, pile in table.items()}


def moved(
    table: Table,
    source: str,
    target: str,
    count: int,
    *,
    face: bool | None = None,
    one_by_one: bool = False,
) -> Table:
    """The table after the top `count` cards of `source` go onto `target`:
    as a block keeping their order, or `one_by_one` (so reversed); `face`
    turns them up (True) or down (False), None keeps their faces."""
    after = copied(table)
    taken = after[source][len(after[source]) - count :]
    del after[source][len(after[source]) - count :]
    if one_by_one:
        taken.reverse()
    if face is not None:
        taken = [(rank, suit, face) for rank, suit, _ in taken]
    after[target].extend(taken)
    return after


def turn_up_top(table: Table, name: str) -> None:
    """Turn the top card of `name` face up, in place."""
    pile = table[name]
    if pile and not pile[-1][2]:
        rank, suit, _ = pile[-1]
        pile[-1] = (rank, suit, True)


def members(prefix: str, count: int) -> list[str]:
    return [f"{prefix}[{i}]" for i in range(count)]


def homeward(rnd: random.Random, moves: list[Move]) -> Move:
    """A random player that mostly plays to the foundations, then mostly
    plays a card rather than turn a stock: its games reach further (full
    foundations, empty columns, wins) than a uniformly random player's."""
    home = [m for m in moves if m.target and m.target.startswith("foundation")]
    if home and rnd.random() < 0.9:
        return rnd.choice(home)
    plays = [m for m in moves if m.source not in ("deck", "reserve")]
    if plays and rnd.random() < 0.8:
        return rnd.choice(plays)
    return rnd.choice(moves)
