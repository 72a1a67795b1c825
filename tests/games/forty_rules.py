"""What the Forty Thieves family's rule tests share (test_forty_thieves.py,
test_josephine.py, test_lucas.py, test_limited.py, test_maria.py): recorded
games in a short notation, and the deal's and the stock's checks, on a
`game` fixture's GameUnderTest. Games are found by
`solve_forty_thieves.py --game ID`.

The notation, one word a move: `s` turns the stock onto the waste; `t3f0`
moves the top card of tableau 3 to foundation 0; `wt5` the waste's top
card to tableau 5; `t2t7` a card from tableau 2 to tableau 7, and
`t2t7x3` a run of three.
"""

from __future__ import annotations

import re
from collections import Counter

FOUNDATIONS = [f"foundations[{i}]" for i in range(8)]
_WORD = re.compile(r"^(s|w|t\d+)(?:([tf])(\d+))?(?:x(\d+))?$")


def tableau(width: int) -> list[str]:
    return [f"tableau[{i}]" for i in range(width)]


def moves(words: str) -> str:
    """The short notation as the `game` fixture's move texts."""
    out = []
    for word in words.split():
        found = _WORD.match(word)
        assert found is not None, f"not a move: {word!r}"
        source, kind, index, count = found.groups()
        if source == "s":
            out.append("deck -> waste (1 card)")
            continue
        source = "waste" if source == "w" else f"tableau[{source[1:]}]"
        target = f"{'foundations' if kind == 'f' else 'tableau'}[{index}]"
        n = int(count or 1)
        out.append(f"{source} -> {target} ({n} card{'s' * (n > 1)})")
    return " | ".join(out)


def short(texts: list[str]) -> str:
    """The `game` fixture's move texts in the short notation (for the
    scripts that find games)."""
    out = []
    for text in texts:
        if text.startswith("deck"):
            out.append("s")
            continue
        found = re.match(r"(\w+)(?:\[(\d+)\])? -> (\w)\w*\[(\d+)\] \((\d+)", text)
        assert found is not None, text
        pile, i, kind, j, n = found.groups()
        source = "w" if pile == "waste" else f"t{i}"
        out.append(f"{source}{kind}{j}" + (f"x{n}" if n != "1" else ""))
    return " ".join(out)


def assert_deal(g, width: int, dealt: int, stock: int, home: int = 0) -> None:
    """Columns of `dealt` face-up cards, a face-down stock, an empty waste,
    `home` cards (aces) on the foundations; two whole packs."""
    columns = tableau(width)
    assert sorted(g.stacks()) == sorted(["deck", "waste", *FOUNDATIONS, *columns])
    for column in columns:
        assert len(g.cards(column)) == dealt and all(c.face_up for c in g.cards(column))
    assert len(g.cards("deck")) == stock and not any(c.face_up for c in g.cards("deck"))
    assert g.cards("waste") == [] and sum(len(g.cards(f)) for f in FOUNDATIONS) == home
    cards = [c for name in g.stacks() for c in g.cards(name)]
    assert len({c.id for c in cards}) == len(cards) == 104
    assert Counter((c.rank, c.suit) for c in cards) == {
        (rank, suit): 2 for rank in range(1, 14) for suit in "SHCD"
    }
    assert "PySolFC" in g.rules_text()


def assert_stock_turns_once(g) -> None:
    """The stock turns one card at a time onto the waste, face up, once."""
    stock, waste = len(g.cards("deck")), len(g.cards("waste"))
    g.play("deck -> waste")
    assert len(g.cards("waste")) == waste + 1 and g.cards("waste")[-1].face_up
    for _ in range(stock - 1):
        g.play("deck -> waste")
    assert g.cards("deck") == [] and len(g.cards("waste")) == waste + stock
    assert not any(m.source == "deck" for m in g.moves())
    g.assert_refused("click deck", reason="nothing to do|the game is over")


def assert_won(g, words: str) -> None:
    g.play_all(moves(words))
    g.assert_status("won")
    assert g.score == 104 and g.moves() == []


def assert_lost(g, words: str) -> None:
    g.play_all(moves(words))
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 104
