"""Monte Carlo (games_src/monte_carlo.pl), played through the `game`
fixture: PySolFC's rules, touching pairs of one rank pair off, a click on
the stock closes the rows up and fills them from the stock."""

from __future__ import annotations

GAME = "monte_carlo"
CELLS = [f"cells[{i}]" for i in range(25)]

# Found by `Session.solve(budget=3000)` on seed 2, replayed through a
# fresh Session.
WON_2 = (
    "cells[7] -> cells[11] | cells[17] -> cells[18] | click deck | cells[4] -> cells[9] | "
    "cells[7] -> cells[13] | cells[19] -> cells[24] | click deck | cells[4] -> cells[9] | "
    "cells[5] -> cells[10] | cells[17] -> cells[21] | cells[18] -> cells[24] | click deck | "
    "cells[3] -> cells[7] | cells[10] -> cells[11] | cells[12] -> cells[17] | cells[14] -> "
    "cells[19] | click deck | cells[3] -> cells[8] | cells[14] -> cells[18] | click deck | "
    "cells[6] -> cells[7] | click deck | cells[1] -> cells[6] | cells[4] -> cells[8] | click "
    "deck | cells[0] -> cells[5] | cells[2] -> cells[6] | click deck | cells[1] -> cells[6] | "
    "click deck | cells[0] -> cells[6] | cells[3] -> cells[9] | click deck | cells[0] -> "
    "cells[5] | cells[1] -> cells[2] | cells[3] -> cells[4]"
)
# Seed 6 has no win (`Session.solve` says lost); random play until stuck.
LOST_6 = (
    "cells[15] -> cells[21] | cells[17] -> cells[11] | cells[8] -> cells[13] | click deck | "
    "cells[23] -> cells[22] | click deck"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "foundation", *CELLS]
    assert all(len(g.cards(c)) == 1 and g.cards(c)[0].face_up for c in CELLS)
    assert len(g.cards("deck")) == 27 and not any(c.face_up for c in g.cards("deck"))
    assert not g.cards("foundation")
    assert g.title == "Monte Carlo" and "close up" in g.rules_text()
    g.assert_status("playing")


def test_touching_pairs_of_one_rank_pair_off(game):
    g = game(GAME, seed=1)
    g.assert_cards("cells[0]", "10S")
    g.assert_cards("cells[6]", "10C")
    g.assert_legal("cells[0] -> cells[6]", "cells[6] -> cells[0]", "cells[16] -> cells[17]")
    g.assert_refused("cells[5] -> cells[8]", reason="touching cards of one rank")  # AS, AH apart
    g.assert_refused("cells[2] -> cells[4]", reason="touching cards of one rank")  # 5H, 5S apart
    g.assert_refused("cells[0] -> cells[1]", reason="touching cards of one rank")  # 10S, 3S
    g.play("cells[6] -> cells[0]")
    g.assert_cards("foundation", "10C 10S")
    assert not g.cards("cells[0]") and not g.cards("cells[6]")
    assert g.score == 2
    g.assert_refused("cells[1] -> cells[0]", reason="touching cards of one rank")  # a gap


def test_the_stock_closes_up_the_rows_only_when_that_changes_something(game):
    g = game(GAME, seed=1)
    g.assert_refused("click deck")  # no gap yet
    g.play("cells[6] -> cells[0]")
    left = [g.cards(c)[0].id for c in CELLS if g.cards(c)]
    stock = [c.id for c in g.cards("deck")]
    g.play("click deck")
    assert [g.cards(c)[0].id for c in CELLS[:23]] == left
    assert [g.cards(c)[0].id for c in CELLS[23:]] == stock[::-1][:2]
    assert all(g.cards(c)[0].face_up for c in CELLS)
    assert len(g.cards("deck")) == 25
    g.assert_refused("click deck")  # nothing to close up


def test_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=6)
    g.play_all(LOST_6)
    g.assert_status("lost")
    assert g.moves() == []
    assert g.cards("deck")  # the stock is not empty, but no pair touches
