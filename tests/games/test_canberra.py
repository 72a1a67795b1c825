"""Canberra (games_src/canberra.pl, PySolFC's rules), played through Paper's
pytest plugin: the deal, what differs from Australian Patience (one redeal),
and a won and a lost game reached by play (the won one found by the
Session's own solver, the lost one by a random player; replayed here move
by move)."""

from __future__ import annotations

GAME = "games_src/canberra.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_1 = (
    "tableau[4] -> foundations[0] | tableau[4] -> tableau[0] | tableau[0] -> tableau[6] | "
    "tableau[2] -> tableau[0] | tableau[1] -> tableau[2] | tableau[5] -> tableau[0] | "
    "tableau[6] -> tableau[2] | deck -> waste | waste -> tableau[5] | tableau[0] -> "
    "tableau[5] | tableau[3] -> tableau[0] | tableau[5] -> tableau[3] | tableau[5] -> "
    "foundations[1] | tableau[0] -> tableau[3] | deck -> waste | deck -> waste | deck -> "
    "waste | waste -> foundations[2] | tableau[3] -> foundations[2] | deck -> waste | deck "
    "-> waste | deck -> waste | deck -> waste | waste -> tableau[1] | deck -> waste | deck "
    "-> waste | waste -> foundations[3] | tableau[4] -> foundations[3] | tableau[4] -> "
    "foundations[0] | deck -> waste | waste -> tableau[2] | deck -> waste | deck -> waste | "
    "deck -> waste | deck -> waste | waste -> foundations[1] | deck -> waste | waste -> "
    "tableau[0] | tableau[1] -> tableau[0] | tableau[1] -> foundations[1] | deck -> waste | "
    "waste -> tableau[4] | tableau[2] -> tableau[4] | deck -> waste | deck -> waste | waste "
    "-> tableau[1] | deck -> waste | waste -> tableau[2] | deck -> waste | waste -> "
    "foundations[0] | waste -> foundations[0] | waste -> tableau[2] | tableau[1] -> "
    "tableau[2] | deck -> waste | waste -> tableau[4] | deck -> waste | click deck | deck "
    "-> waste | deck -> waste | waste -> tableau[3] | deck -> waste | waste -> "
    "foundations[0] | deck -> waste | waste -> tableau[4] | tableau[3] -> tableau[4] | "
    "tableau[3] -> foundations[1] | tableau[5] -> tableau[3] | tableau[5] -> tableau[3] | "
    "deck -> waste | waste -> tableau[5] | tableau[4] -> tableau[5] | deck -> waste | waste "
    "-> foundations[0] | deck -> waste | waste -> tableau[5] | waste -> tableau[5] | "
    "tableau[4] -> tableau[5] | tableau[5] -> tableau[4] | tableau[5] -> foundations[3] | "
    "tableau[5] -> foundations[3] | tableau[5] -> foundations[3] | tableau[5] -> "
    "foundations[3] | tableau[5] -> foundations[3] | tableau[5] -> foundations[3] | "
    "tableau[5] -> foundations[3] | tableau[5] -> foundations[3] | tableau[5] -> "
    "foundations[3] | tableau[5] -> foundations[3] | tableau[5] -> foundations[3] | deck -> "
    "waste | waste -> foundations[0] | tableau[2] -> foundations[0] | tableau[2] -> "
    "foundations[0] | tableau[2] -> foundations[0] | tableau[2] -> foundations[0] | "
    "tableau[2] -> foundations[0] | tableau[2] -> foundations[0] | deck -> waste | waste -> "
    "foundations[1] | tableau[4] -> foundations[1] | tableau[4] -> foundations[1] | "
    "tableau[4] -> foundations[1] | tableau[4] -> foundations[1] | tableau[4] -> "
    "foundations[1] | tableau[4] -> foundations[1] | tableau[4] -> foundations[1] | "
    "tableau[4] -> foundations[1] | deck -> waste | waste -> tableau[0] | tableau[3] -> "
    "tableau[0] | tableau[3] -> foundations[2] | tableau[0] -> foundations[2] | tableau[0] "
    "-> foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | "
    "tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> "
    "foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | "
    "tableau[0] -> foundations[2]"
)

LOST_1 = (
    "tableau[4] -> foundations[1] | tableau[5] -> tableau[2] | tableau[4] -> tableau[0] | "
    "tableau[0] -> tableau[2] | tableau[6] -> tableau[1] | tableau[1] -> tableau[6] | deck "
    "-> waste | tableau[2] -> tableau[6] | deck -> waste | deck -> waste | deck -> waste | "
    "waste -> foundations[3] | tableau[3] -> foundations[3] | deck -> waste | deck -> waste "
    "| deck -> waste | deck -> waste | waste -> tableau[1] | deck -> waste | deck -> waste "
    "| waste -> foundations[0] | tableau[4] -> foundations[0] | tableau[4] -> "
    "foundations[1] | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | deck -> waste | waste -> tableau[5] | deck -> waste | waste -> tableau[0] | "
    "deck -> waste | deck -> waste | tableau[1] -> tableau[5] | tableau[6] -> tableau[0] | "
    "deck -> waste | deck -> waste | waste -> foundations[1] | waste -> tableau[6] | deck "
    "-> waste | deck -> waste | waste -> tableau[5] | tableau[3] -> tableau[5] | tableau[3] "
    "-> foundations[3] | click deck | deck -> waste | deck -> waste | deck -> waste | waste "
    "-> tableau[5] | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> "
    "waste | deck -> waste | waste -> foundations[1] | waste -> tableau[1] | deck -> waste "
    "| deck -> waste | tableau[2] -> tableau[1] | tableau[2] -> tableau[1]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == [4] * 7
    assert all(c.face_up for t in TABLEAU for c in g.cards(t))
    assert len(g.cards("waste")) == 1 and len(g.cards("deck")) == 23
    assert "PySolFC" in g.rules_text()


def test_the_waste_is_turned_over_once(game):
    g = game(GAME, seed=1)
    first = [c.name for c in g.cards("waste")]
    for _ in range(23):
        g.play("deck -> waste")
    waste = [c.name for c in g.cards("waste")]
    g.play("click deck")  # the redeal: the waste's first card is on top again
    assert g.cards("waste") == [] and len(g.cards("deck")) == 24
    assert [c.name for c in g.cards("deck")] == waste[::-1] and g.cards("deck")[-1].name == first[0]
    assert not any(c.face_up for c in g.cards("deck"))
    for _ in range(24):
        g.play("deck -> waste")
    assert g.cards("deck") == [] and not g.click("deck")  # no second redeal


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
