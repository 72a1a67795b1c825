"""What the models of the bundled CDL games share: card words, table edits,
and the two runs every model test makes (a short one by default, a long one
with `pytest -m slow`).

A model here follows the harness's protocol (`tests/models/harness.py`):
`moves(table)` is empty once the rules say the game is over, `status`
gives that verdict, and `after` says what a move does to the table.
Nothing here reads a game's source or plugin.
"""

from __future__ import annotations

import pytest

from .cards import red
from .harness import MoveKey, Seen, Table, compare_random_games, key_of, table_of

ACE, JACK, QUEEN, KING = 1, 11, 12, 13


def rank(card: Seen) -> int:
    return card[0] or 0


def suit(card: Seen) -> str:
    return card[1] or ""


def face_up(card: Seen) -> bool:
    return card[2]


def alternate(a: Seen, b: Seen) -> bool:
    """Are the two cards of different colours?"""
    return red(a) != red(b)


def turned(card: Seen, up: bool = True) -> Seen:
    return (card[0], card[1], up)


def copy(table: Table) -> Table:
    return {name: list(cards) for name, cards in table.items()}


def shift(table: Table, source: str, target: str, count: int) -> Table:
    """A copy of the table with the top `count` cards of source put, in
    their order, on target."""
    out = copy(table)
    cut = len(out[source]) - count
    out[target] += out[source][cut:]
    del out[source][cut:]
    return out


def turn_top_up(table: Table, names: list[str]) -> None:
    """Turn face up the top card of each named pile that shows its back."""
    for name in names:
        pile = table[name]
        if pile and not face_up(pile[-1]):
            pile[-1] = turned(pile[-1])


def deal_one(table: Table, source: str, target: str) -> None:
    """Turn the top card of source face up onto target."""
    table[target].append(turned(table[source].pop()))


def on_top(pile: list[Seen]) -> Seen | None:
    return pile[-1] if pile else None


def foundation_takes(pile: list[Seen], card: Seen) -> bool:
    """Foundations built up in suit from the Ace."""
    top = on_top(pile)
    if top is None:
        return rank(card) == ACE
    return suit(top) == suit(card) and rank(card) == rank(top) + 1


class VerdictModel:
    """A model whose game ends when `verdict` says so: no move is offered
    once the game is won or lost. Subclasses give `open_moves` and
    `verdict`; `after` and `played` are optional."""

    def open_moves(self, table: Table) -> set[MoveKey]:
        raise NotImplementedError

    def verdict(self, table: Table) -> str | None:
        """'won' or 'lost' when the rules end the game on this table."""
        return None

    def moves(self, table: Table) -> set[MoveKey]:
        if self.verdict(table) is not None:
            return set()
        return self.open_moves(table)

    def status(self, table: Table) -> str:
        return self.verdict(table) or "playing"


def check_model(game: str, factory, seeds, steps: int, choose=None) -> int:
    """Compare the game with its model over random games; returns the steps
    compared (the harness raises at the first difference)."""
    compared = compare_random_games(game, factory, seeds, steps=steps, choose=choose)
    assert compared > 0
    return compared


def slow_only(request: pytest.FixtureRequest) -> None:
    """Skip a long run unless it was asked for with `-m slow`: the default
    suite must stay fast."""
    chosen = request.config.getoption("markexpr") or ""
    if "slow" not in chosen or "not slow" in chosen:
        pytest.skip("long run: select it with `pytest -m slow`")


def guided(model_class, score, explore: float = 0.2):
    """A model factory and a move chooser that steers random games towards
    what `score` rates high on the table after the move (as the model
    predicts it), so that long games reach rare positions (a run going
    off, a won game); with probability `explore` a move is picked at
    random. Returns (factory, choose) for `check_model`."""
    current: dict = {}

    def factory(session):
        current["session"] = session
        current["model"] = model_class(session)
        return current["model"]

    def choose(rnd, offered):
        if rnd.random() < explore:
            return rnd.choice(offered)
        table = table_of(current["session"])
        model = current["model"]
        rated = []
        for move in offered:
            predicted = model.after(table, key_of(move))
            rated.append((score(table if predicted is None else predicted), rnd.random(), move))
        return max(rated, key=lambda r: (r[0], r[1]))[2]

    return factory, choose


def progress(foundations: list[str]):
    """A score for `guided`: cards on the foundations, less the cards still
    face down elsewhere."""

    def score(table: Table) -> float:
        home = sum(len(table[f]) for f in foundations)
        hidden = sum(not face_up(c) for name, pile in table.items() for c in pile)
        return 10 * home - hidden

    return score


def changes_something(table: Table, move: MoveKey, columns: list[str]) -> bool:
    """False for a move that only carries a whole column into an empty one:
    the table stays the same up to the order of the columns, so a game
    with nothing else left is lost."""
    source, target, count = move
    whole = source in columns and count == len(table[source])
    return not (whole and target in columns and not table[target])
