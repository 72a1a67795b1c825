"""Checks the Spider family's rule tests share (test_spider*.py): the
deal's shape and the refusals of each kind of pile, on a `game` fixture's
GameUnderTest. Recorded games are found by `solve_spider.py --game ID`."""

from __future__ import annotations

from collections import Counter

FOUNDATIONS = [f"foundations[{i}]" for i in range(8)]


def tableau(width: int) -> list[str]:
    return [f"tableau[{i}]" for i in range(width)]


def assert_deal(g, sizes: list[int], stock: int, suits: str, packs: int = 2) -> None:
    """Columns of `sizes` cards, only the top one face up; a face-down stock;
    every rank `packs * 4 / len(suits)` times in each of `suits`."""
    columns = tableau(len(sizes))
    assert g.stacks() == ["deck", *FOUNDATIONS[: packs * 4], *columns]
    for column, size in zip(columns, sizes, strict=True):
        assert [c.face_up for c in g.cards(column)] == [False] * (size - 1) + [True]
    assert len(g.cards("deck")) == stock and not any(c.face_up for c in g.cards("deck"))
    cards = [c for name in g.stacks() for c in g.cards(name)]
    assert len({c.id for c in cards}) == len(cards) == 52 * packs
    copies = packs * 4 // len(suits)
    assert Counter((c.rank, c.suit) for c in cards) == {
        (rank, suit): copies for rank in range(1, 14) for suit in suits
    }
    assert "PySolFC" in g.rules_text()


def assert_dealing_needs_no_empty_column(g, width: int) -> None:
    """A click on the stock deals one card face up on each column; with a
    column empty it is refused, with the reason."""
    before = [len(g.cards(c)) for c in tableau(width)]
    stock = len(g.cards("deck"))
    g.play("click deck")
    assert [len(g.cards(c)) for c in tableau(width)] == [n + 1 for n in before]
    assert all(g.cards(c)[-1].face_up for c in tableau(width))
    assert len(g.cards("deck")) == stock - width
    g.undo()
    assert [len(g.cards(c)) for c in tableau(width)] == before


def assert_won(g, moves: str, packs: int = 2) -> None:
    g.play_all(moves)
    g.assert_status("won")
    assert g.score == 52 * packs and g.moves() == []
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS[: packs * 4])
    assert [c.rank for c in g.cards(FOUNDATIONS[0])] == list(range(13, 0, -1))


def assert_lost(g, moves: str, packs: int = 2) -> None:
    g.play_all(moves)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52 * packs
