"""Sir Tommy (games_src/sir_tommy.pl, PySolFC's rules), played through
Paper's pytest plugin: the deal, the moves of each pile with their
refusals, a won and a lost game reached by play."""

from __future__ import annotations

GAME = "games_src/sir_tommy.pl"
RESERVES = [f"reserves[{i}]" for i in range(4)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Every card put on the first reserve that takes it, home when it can.
LOST_1 = (
    "deck -> waste (1 card) | waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *RESERVES]
    assert len(g.cards("deck")) == 52 and not any(c.face_up for c in g.cards("deck"))
    assert all(g.cards(n) == [] for n in g.stacks() if n != "deck")
    assert [str(m) for m in g.moves()] == ["deck -> waste (1 card)"]
    assert "PySolFC" in g.rules_text()


def test_the_waste_card_goes_to_a_reserve_before_the_next_is_turned(game):
    g = game(GAME, seed=1)
    g.play("deck -> waste")
    g.assert_cards("waste", "8C")
    assert not g.click("deck")  # the waste must be empty first
    g.assert_refused("waste -> foundations[0]", reason="only an ace may fill an empty foundation")
    g.assert_legal(*[f"waste -> {r}" for r in RESERVES])
    g.play("waste -> reserves[2]")
    g.play("deck -> waste")
    top = g.names("waste")[0]
    g.play("waste -> reserves[2]")  # any card goes on any card
    assert g.names("reserves[2]") == ["8C", top]
    g.assert_refused("reserves[2] -> reserves[0]", reason="cannot move from reserve 3 to reserve 1")
    g.assert_refused("reserves[2] -> waste", reason="cannot move from reserve 3 to the waste")


def test_foundations_go_up_from_the_ace_whatever_the_suit(game):
    g = game(GAME, seed=1)
    moves = LOST_1.split(" | ")
    g.play_all(" | ".join(moves[: moves.index(next(m for m in moves if "foundations" in m)) + 1]))
    ace = [f for f in FOUNDATIONS if g.cards(f)][0]
    assert g.names(ace) == [g.names(ace)[0]] and g.cards(ace)[0].rank == 1


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
    assert any(len({c.suit for c in g.cards(f)}) > 1 for f in FOUNDATIONS)


# A player that puts each card on the reserve whose top is the nearest rank above it.
WON_7 = (
    "deck -> waste (1 card) | waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | reserves[0] -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | reserves[0] -> foundations[1] (1 card) | "
    "reserves[0] -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | reserves[1] -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | reserves[2] -> foundations[0] (1 card) | "
    "reserves[1] -> foundations[0] (1 card) | reserves[3] -> foundations[0] (1 card) | "
    "reserves[1] -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[2] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | reserves[1] -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | reserves[3] -> foundations[1] (1 card) | "
    "reserves[3] -> foundations[1] (1 card) | reserves[3] -> foundations[1] (1 card) | "
    "reserves[3] -> foundations[1] (1 card) | reserves[3] -> foundations[1] (1 card) | "
    "reserves[3] -> foundations[1] (1 card) | reserves[1] -> foundations[1] (1 card) | "
    "reserves[1] -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | reserves[0] -> foundations[2] (1 card) | "
    "reserves[0] -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | reserves[0] -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[3] (1 card) | deck -> waste (1 card) | "
    "waste -> reserves[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | reserves[2] -> foundations[3] (1 card) | "
    "reserves[2] -> foundations[3] (1 card) | reserves[2] -> foundations[3] (1 card) | "
    "reserves[1] -> foundations[3] (1 card) | reserves[1] -> foundations[2] (1 card) | "
    "reserves[0] -> foundations[2] (1 card) | reserves[1] -> foundations[2] (1 card) | "
    "reserves[0] -> foundations[2] (1 card) | reserves[2] -> foundations[3] (1 card) | "
    "reserves[2] -> foundations[3] (1 card) | reserves[2] -> foundations[3] (1 card) | "
    "reserves[3] -> foundations[2] (1 card) | reserves[0] -> foundations[2] (1 card) | "
    "reserves[2] -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | reserves[1] -> foundations[3] (1 card) | "
    "reserves[3] -> foundations[3] (1 card) | reserves[0] -> foundations[3] (1 card) | "
    "reserves[3] -> foundations[3] (1 card)"
)


def test_a_won_game(game):
    g = game(GAME, seed=7)
    g.play_all(WON_7)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []
