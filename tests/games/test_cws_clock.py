"""Clock (games_src/cws_clock.cdl), played through the `game` fixture."""

from __future__ import annotations

import pytest
from cws_play import faces, snapshot

GAME = "cws_clock"
HOURS = [f"H{n}" for n in range(1, 13)]
PILES = ["Kings", *HOURS]


def home(card) -> str:
    """The pile of a card's rank: H1 for the Aces .. H12 for the Queens."""
    return "Kings" if card.rank == 13 else f"H{card.rank}"


def showing(s) -> list[str]:
    """The piles whose top card is face up."""
    return [p for p in PILES if s.cards(p) and s.cards(p)[-1].face_up]


def play_out(g) -> int:
    """Click the pile to play until the game ends, checking every step
    against the rule; the number of moves made."""
    made, pile = 0, "Kings"
    while g.status == "playing":
        assert [m.source for m in g.moves()] == [pile]
        card = g.cards(pile)[-1]
        assert g.attempt(f"click {pile}")
        pile = home(card)
        assert g.cards(pile)[0].id == card.id and g.cards(pile)[0].face_up
        assert g.cards(pile)[-1].face_up  # the next card to place shows
        made += 1
    return made


def test_deal(game):
    g = game(GAME, seed=3)
    assert g.stacks() == PILES
    for pile in PILES:
        assert faces(g, pile) == [False] * 4
    assert len({c.id for p in PILES for c in g.cards(p)}) == 52
    layout = g.layout()
    centre = layout.piles["Kings"]
    assert (centre.x, centre.y) == (8, 6)
    # the hours go round the centre clockwise, twelve o'clock on top
    assert layout.piles["H12"].y < centre.y < layout.piles["H6"].y
    assert layout.piles["H9"].x < centre.x < layout.piles["H3"].x


def test_the_game_starts_at_the_centre(game):
    g = game(GAME, seed=3)
    before = snapshot(g)
    for pile in HOURS:
        g.assert_refused(f"click {pile}")
        assert snapshot(g) == before
    card = g.cards("Kings")[-1]
    assert [str(m) for m in g.moves()] == ["click Kings (1 card)"]
    assert g.attempt("click Kings")
    target = home(card)
    assert g.cards(target)[0].id == card.id and len(g.cards(target)) == 5
    assert len(g.cards("Kings")) == 3
    assert showing(g) == [target]


def test_only_the_pile_of_its_rank_takes_the_card(game):
    g = game(GAME, seed=3)
    assert g.attempt("click Kings")
    pile = showing(g)[0]
    card = g.cards(pile)[-1]
    wrong = next(p for p in PILES if p not in (pile, home(card)))
    before = snapshot(g)
    g.assert_refused(f"{pile} -> {wrong}")
    assert snapshot(g) == before
    g.assert_refused(f"click {pile}:0")  # not the top card
    assert snapshot(g) == before
    assert g.attempt(f"{pile} -> {home(card)}")
    assert g.cards(home(card))[0].id == card.id


def test_win(game):
    g = game(GAME, seed=6)
    assert play_out(g) == 52
    g.assert_status("won")
    for rank, pile in enumerate(PILES[1:] + PILES[:1], 1):
        assert [c.rank for c in g.cards(pile)] == [rank] * 4
        assert all(faces(g, pile))


def test_loss_at_the_fourth_king(game):
    g = game(GAME, seed=7)
    assert play_out(g) == 27
    g.assert_status("lost")
    assert len(g.cards("Kings")) == 4
    assert all(c.rank == 13 and c.face_up for c in g.cards("Kings"))
    assert any(not c.face_up for p in HOURS for c in g.cards(p))
    assert g.moves() == []
    assert g.undo()
    g.assert_status("playing")
    (last,) = g.moves()
    assert g.attempt(f"click {last.source}")
    g.assert_status("lost")


@pytest.mark.parametrize("pile", ["Kings", "H1", "H12"])
def test_every_pile_explains_itself(game, pile):
    g = game(GAME, seed=1)
    assert len(g.help(pile).text) > 40


def test_an_hour_tells_how_many_of_its_cards_are_in_place(game):
    g = game(GAME, seed=6)
    placed = dict.fromkeys(PILES, 0)
    pile = "Kings"
    for _ in range(30):
        card = g.cards(pile)[-1]
        assert g.attempt(f"click {pile}")
        pile = home(card)
        placed[pile] += 1
        for hour in HOURS:
            text = g.help(hour).text
            assert f"{placed[hour]} of the four are in place" in text, (hour, text)
    assert g.help("H5").text.startswith("The pile of the Fives, at 5 o'clock")
