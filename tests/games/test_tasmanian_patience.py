"""Tasmanian Patience (games_src/tasmanian_patience.pl, PySolFC's rules),
played through Paper's pytest plugin: the deal, what differs from
Australian Patience (three cards at a time, unlimited redeals), and a won
and a lost game reached by play (the won one found by the Session's own
solver, the lost one by a random player who plays the waste's cards first;
replayed here move by move)."""

from __future__ import annotations

GAME = "games_src/tasmanian_patience.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_1 = (
    "tableau[0] -> tableau[3] | tableau[3] -> tableau[1] | tableau[1] -> tableau[5] | "
    "tableau[4] -> tableau[0] | tableau[5] -> tableau[6] | tableau[5] -> tableau[0] | "
    "tableau[2] -> tableau[5] | tableau[6] -> tableau[1] | tableau[6] -> foundations[0] | "
    "deck -> waste | deck -> waste | deck -> waste | deck -> waste | waste -> tableau[0] | "
    "tableau[1] -> tableau[0] | waste -> tableau[3] | deck -> waste | deck -> waste | deck "
    "-> waste | waste -> foundations[1] | tableau[2] -> foundations[1] | waste -> "
    "foundations[0] | waste -> tableau[4] | click deck | deck -> waste | deck -> waste | "
    "deck -> waste | waste -> tableau[2] | deck -> waste | deck -> waste | deck -> waste | "
    "waste -> tableau[1] | waste -> tableau[6] | deck -> waste | click deck | deck -> waste "
    "| deck -> waste | deck -> waste | deck -> waste | waste -> tableau[2] | tableau[1] -> "
    "tableau[2] | tableau[1] -> foundations[0] | tableau[0] -> tableau[1] | tableau[0] -> "
    "foundations[0] | tableau[5] -> foundations[0] | tableau[5] -> foundations[0] | deck -> "
    "waste | waste -> tableau[0] | deck -> waste | waste -> tableau[0] | tableau[2] -> "
    "tableau[0] | click deck | deck -> waste | deck -> waste | deck -> waste | deck -> "
    "waste | waste -> tableau[1] | waste -> tableau[6] | waste -> tableau[2] | tableau[1] "
    "-> tableau[2] | deck -> waste | waste -> tableau[6] | tableau[0] -> tableau[6] | "
    "tableau[0] -> foundations[0] | tableau[0] -> foundations[0] | tableau[0] -> "
    "foundations[0] | tableau[0] -> foundations[0] | tableau[0] -> foundations[0] | "
    "tableau[2] -> tableau[0] | tableau[2] -> tableau[0] | tableau[2] -> foundations[2] | "
    "click deck | deck -> waste | waste -> tableau[0] | waste -> foundations[2] | waste -> "
    "foundations[0] | tableau[3] -> foundations[0] | tableau[4] -> foundations[2] | "
    "tableau[4] -> foundations[2] | deck -> waste | waste -> tableau[0] | waste -> "
    "foundations[2] | waste -> tableau[2] | tableau[0] -> tableau[2] | tableau[0] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | "
    "tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | "
    "tableau[0] -> foundations[1] | tableau[2] -> tableau[0] | deck -> waste | waste -> "
    "foundations[1] | tableau[2] -> foundations[1] | tableau[2] -> foundations[1] | "
    "tableau[2] -> foundations[1] | tableau[2] -> foundations[1] | tableau[2] -> "
    "foundations[1] | tableau[2] -> foundations[1] | tableau[2] -> foundations[1] | "
    "tableau[2] -> foundations[1] | tableau[2] -> foundations[1] | waste -> foundations[2] "
    "| waste -> foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | "
    "tableau[6] -> foundations[2] | tableau[6] -> foundations[2] | tableau[6] -> "
    "foundations[2] | tableau[6] -> foundations[2] | tableau[6] -> foundations[2] | "
    "tableau[6] -> foundations[2] | tableau[6] -> foundations[2]"
)

LOST_181 = (
    "tableau[1] -> tableau[2] | deck -> waste | deck -> waste | deck -> waste | deck -> "
    "waste | deck -> waste | deck -> waste | deck -> waste | click deck | deck -> waste | "
    "deck -> waste | deck -> waste | tableau[4] -> tableau[6] | deck -> waste | deck -> "
    "waste | deck -> waste | deck -> waste | deck -> waste | tableau[2] -> tableau[5] | "
    "click deck | deck -> waste | tableau[6] -> tableau[5] | deck -> waste | waste -> "
    "tableau[2] | waste -> tableau[4] | waste -> tableau[5] | deck -> waste | tableau[4] -> "
    "tableau[5] | deck -> waste | deck -> waste | waste -> tableau[6] | deck -> waste | "
    "deck -> waste | deck -> waste | waste -> tableau[5] | waste -> tableau[1] | click deck "
    "| deck -> waste | deck -> waste | deck -> waste | deck -> waste | waste -> tableau[6] "
    "| deck -> waste | deck -> waste | click deck | deck -> waste | deck -> waste | "
    "tableau[5] -> tableau[1] | deck -> waste | deck -> waste | tableau[0] -> tableau[1] | "
    "deck -> waste | waste -> tableau[5] | deck -> waste | click deck | tableau[5] -> "
    "tableau[6] | deck -> waste | waste -> tableau[0] | deck -> waste | deck -> waste | "
    "deck -> waste | deck -> waste | deck -> waste | click deck | deck -> waste | waste -> "
    "tableau[4] | deck -> waste | waste -> tableau[5] | deck -> waste | deck -> waste | "
    "waste -> tableau[5] | deck -> waste | waste -> tableau[4] | waste -> tableau[4] | "
    "tableau[0] -> tableau[2] | tableau[6] -> tableau[2] | click deck | deck -> waste | "
    "waste -> tableau[3] | waste -> tableau[6] | waste -> tableau[1] | deck -> waste | deck "
    "-> waste | deck -> waste | click deck | deck -> waste | deck -> waste | tableau[3] -> "
    "tableau[0] | deck -> waste | waste -> tableau[3] | click deck | deck -> waste | deck "
    "-> waste | click deck | deck -> waste | deck -> waste | tableau[0] -> tableau[5] | "
    "click deck | deck -> waste | tableau[6] -> tableau[5] | deck -> waste | waste -> "
    "tableau[6] | waste -> tableau[3] | click deck | deck -> waste | waste -> tableau[6] | "
    "waste -> tableau[4] | waste -> tableau[1] | deck -> waste | click deck | deck -> waste "
    "| click deck | deck -> waste | click deck | deck -> waste | click deck | deck -> waste "
    "| click deck | deck -> waste | click deck | deck -> waste | click deck | deck -> waste "
    "| click deck | deck -> waste | click deck | deck -> waste | click deck | deck -> waste "
    "| tableau[6] -> tableau[1] | tableau[2] -> tableau[3] | click deck | deck -> waste | "
    "click deck | deck -> waste | click deck | deck -> waste | click deck | deck -> waste | "
    "click deck | deck -> waste | click deck | deck -> waste | tableau[1] -> tableau[4] | "
    "click deck | deck -> waste | click deck | deck -> waste | click deck | deck -> waste | "
    "click deck | deck -> waste | click deck | deck -> waste | click deck | deck -> waste | "
    "click deck | tableau[5] -> tableau[6] | deck -> waste | click deck | deck -> waste | "
    "click deck | deck -> waste | click deck | deck -> waste | click deck | tableau[3] -> "
    "tableau[2] | deck -> waste | click deck | tableau[4] -> tableau[6] | tableau[4] -> "
    "tableau[5] | deck -> waste | click deck | deck -> waste | click deck | deck -> waste | "
    "click deck | deck -> waste | tableau[4] -> tableau[6] | tableau[0] -> tableau[6] | "
    "waste -> tableau[0] | tableau[2] -> foundations[3] | tableau[6] -> foundations[0] | "
    "tableau[4] -> foundations[2] | tableau[6] -> foundations[0] | tableau[6] -> "
    "foundations[0] | tableau[2] -> tableau[0] | tableau[6] -> foundations[0] | tableau[0] "
    "-> foundations[3] | tableau[4] -> foundations[2] | tableau[0] -> foundations[3] | "
    "tableau[6] -> tableau[2] | tableau[0] -> foundations[3] | tableau[0] -> foundations[3] "
    "| tableau[2] -> foundations[0] | tableau[2] -> foundations[0] | tableau[0] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[2] -> foundations[0] | "
    "tableau[4] -> foundations[2] | tableau[2] -> foundations[0] | tableau[2] -> tableau[6] "
    "| tableau[6] -> foundations[0] | tableau[0] -> foundations[3] | tableau[4] -> "
    "foundations[2] | tableau[4] -> foundations[2] | tableau[4] -> foundations[2] | "
    "tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> "
    "foundations[3] | tableau[6] -> foundations[0] | tableau[0] -> foundations[3] | "
    "tableau[0] -> foundations[3] | tableau[6] -> foundations[0] | tableau[4] -> "
    "foundations[2] | tableau[4] -> foundations[2] | tableau[4] -> foundations[2] | "
    "tableau[4] -> foundations[2] | tableau[4] -> foundations[2] | tableau[6] -> "
    "foundations[0] | tableau[6] -> foundations[0] | tableau[4] -> foundations[2] | "
    "tableau[4] -> foundations[2]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == [4] * 7
    assert len(g.cards("waste")) == 3 and len(g.cards("deck")) == 21
    assert "PySolFC" in g.rules_text()


def test_three_at_a_time_and_the_waste_turned_over_as_often_as_you_like(game):
    g = game(GAME, seed=1)
    top = g.cards("deck")[-3:]
    g.play("deck -> waste (3 cards)")
    assert [c.name for c in g.cards("waste")][-3:] == [c.name for c in reversed(top)]
    g.assert_refused("drag waste:3 -> foundations[0]", reason="only one card at a time")
    for _ in range(3):
        while g.cards("deck"):
            g.play(str(next(m for m in g.moves() if m.source == "deck")))
        waste = [c.name for c in g.cards("waste")]
        g.play("click deck")
        assert [c.name for c in g.cards("deck")] == waste[::-1] and g.cards("waste") == []


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=181)
    g.play_all(LOST_181)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.cards("waste") == []
    assert g.score < 52
