"""Clock (games_src/clock.pl), played through the `game` fixture:
Aisleriot's rules, the face-up card goes under the pile of its rank."""

from __future__ import annotations

GAME = "clock"
PILES = [f"piles[{i}]" for i in range(13)]

# Clock offers one move at a time: deal 25 comes out, deal 1 does not.
WON_25 = (
    "piles[12] -> piles[4] | piles[4] -> piles[9] | piles[9] -> piles[10] | piles[10] -> "
    "piles[7] | piles[7] -> piles[4] | piles[4] -> piles[5] | piles[5] -> piles[1] | piles[1] "
    "-> piles[5] | piles[5] -> piles[12] | piles[12] -> piles[9] | piles[9] -> piles[8] | "
    "piles[8] -> piles[11] | piles[11] -> piles[5] | piles[5] -> piles[2] | piles[2] -> "
    "piles[4] | piles[4] -> piles[2] | piles[2] -> piles[1] | piles[1] -> piles[6] | piles[6] "
    "-> piles[8] | piles[8] -> piles[9] | piles[9] -> piles[2] | piles[2] -> piles[6] | "
    "piles[6] -> piles[0] | piles[0] -> piles[7] | piles[7] -> piles[9] | piles[9] -> "
    "piles[4] | piles[4] -> piles[0] | piles[0] -> piles[6] | piles[6] -> piles[10] | "
    "piles[10] -> piles[1] | piles[1] -> piles[3] | piles[3] -> piles[6] | piles[6] -> "
    "piles[3] | piles[3] -> piles[0] | piles[0] -> piles[11] | piles[11] -> piles[2] | "
    "piles[2] -> piles[5] | piles[5] -> piles[12] | piles[12] -> piles[0] | piles[0] -> "
    "piles[8] | piles[8] -> piles[7] | piles[7] -> piles[11] | piles[11] -> piles[3] | "
    "piles[3] -> piles[11] | piles[11] -> piles[8] | piles[8] -> piles[3] | piles[3] -> "
    "piles[12] | piles[12] -> piles[7] | piles[7] -> piles[10] | piles[10] -> piles[10] | "
    "piles[10] -> piles[1] | piles[1] -> piles[12] "
)
LOST_1 = (
    "piles[12] -> piles[11] | piles[11] -> piles[8] | piles[8] -> piles[2] | piles[2] -> "
    "piles[12] | piles[12] -> piles[8] | piles[8] -> piles[5] | piles[5] -> piles[3] | "
    "piles[3] -> piles[11] | piles[11] -> piles[0] | piles[0] -> piles[5] | piles[5] -> "
    "piles[7] | piles[7] -> piles[9] | piles[9] -> piles[7] | piles[7] -> piles[4] | piles[4] "
    "-> piles[8] | piles[8] -> piles[5] | piles[5] -> piles[0] | piles[0] -> piles[11] | "
    "piles[11] -> piles[6] | piles[6] -> piles[5] | piles[5] -> piles[7] | piles[7] -> "
    "piles[4] | piles[4] -> piles[12] | piles[12] -> piles[12] | piles[12] -> piles[4] | "
    "piles[4] -> piles[9] | piles[9] -> piles[12] "
)


def test_deal(game):
    g = game(GAME, seed=25)
    assert [len(g.cards(p)) for p in PILES] == [4] * 13
    assert [c.face_up for p in PILES for c in g.cards(p)] == [False] * 51 + [True]
    assert len({card.id for p in PILES for card in g.cards(p)}) == 52
    assert not g.cards("deck")
    assert g.title == "Clock" and "fourth king" in g.rules_text()
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=25)
    g.assert_cards("piles[12]", "[8D] [AD] [10D] 5D")
    assert [str(m) for m in g.moves()] == ["piles[12] -> piles[4] (1 card)"]
    g.assert_refused("piles[12] -> piles[0]", reason="goes under the pile of its own rank")
    g.assert_refused(
        "piles[0] -> piles[8]", reason="only the face-up card of the pile being played"
    )
    g.play("piles[12] -> piles[4]")
    # the 5D lies face up under the fives; the fives' top card (10C) is up
    assert g.cards("piles[4]")[0].face_up and str(g.cards("piles[4]")[0]).startswith("5")
    assert g.cards("piles[4]")[-1].face_up and g.cards("piles[4]")[-1].rank == 10
    g.assert_refused("piles[12] -> piles[4]", reason="only the face-up card")
    g.assert_legal("piles[4] -> piles[9]")


def test_won_game(game):
    g = game(GAME, seed=25)
    g.play_all(WON_25)
    g.assert_status("won")
    for rank, pile in enumerate(PILES, start=1):
        assert [(c.rank, c.face_up) for c in g.cards(pile)] == [(rank, True)] * 4


def test_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == []
    kings = g.cards("piles[12]")
    assert [c.rank for c in kings] == [13] * 4 and all(c.face_up for c in kings)
    assert any(not c.face_up for p in PILES for c in g.cards(p))
