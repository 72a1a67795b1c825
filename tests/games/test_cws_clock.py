"""Clock (games_src/cws_clock.cdl), played through runtime.Session."""

from __future__ import annotations

import pytest
from cws_play import faces, open_game, snapshot

GAME = "cws_clock"
HOURS = [f"H{n}" for n in range(1, 13)]
PILES = ["Kings", *HOURS]


def home(card) -> str:
    """The pile of a card's rank: H1 for the Aces .. H12 for the Queens."""
    return "Kings" if card.rank == 13 else f"H{card.rank}"


def showing(s) -> list[str]:
    """The piles whose top card is face up."""
    return [p for p in PILES if s.cards(p) and s.cards(p)[-1].face_up]


def play_out(s) -> int:
    """Click the pile to play until the game ends, checking every step
    against the rule; the number of moves made."""
    made, pile = 0, "Kings"
    while s.status == "playing":
        assert [m.source for m in s.moves()] == [pile]
        card = s.cards(pile)[-1]
        assert s.click(pile)
        pile = home(card)
        assert s.cards(pile)[0].id == card.id and s.cards(pile)[0].face_up
        assert s.cards(pile)[-1].face_up  # the next card to place shows
        made += 1
    return made


def test_deal():
    s = open_game(GAME, seed=3)
    assert s.stacks() == PILES
    for pile in PILES:
        assert faces(s, pile) == [False] * 4
    assert len({c.id for p in PILES for c in s.cards(p)}) == 52
    layout = s.layout()
    centre = layout.piles["Kings"]
    assert (centre.x, centre.y) == (8, 6)
    # the hours go round the centre clockwise, twelve o'clock on top
    assert layout.piles["H12"].y < centre.y < layout.piles["H6"].y
    assert layout.piles["H9"].x < centre.x < layout.piles["H3"].x


def test_the_game_starts_at_the_centre():
    s = open_game(GAME, seed=3)
    before = snapshot(s)
    for pile in HOURS:
        assert not s.click(pile) and snapshot(s) == before
    card = s.cards("Kings")[-1]
    assert [str(m) for m in s.moves()] == ["click Kings (1 card)"]
    assert s.click("Kings")
    target = home(card)
    assert s.cards(target)[0].id == card.id and len(s.cards(target)) == 5
    assert len(s.cards("Kings")) == 3
    assert showing(s) == [target]


def test_only_the_pile_of_its_rank_takes_the_card():
    s = open_game(GAME, seed=3)
    assert s.click("Kings")
    pile = showing(s)[0]
    card = s.cards(pile)[-1]
    wrong = next(p for p in PILES if p not in (pile, home(card)))
    before = snapshot(s)
    assert not s.drag(pile, len(s.cards(pile)) - 1, wrong) and snapshot(s) == before
    assert not s.click(pile, 0) and snapshot(s) == before  # not the top card
    assert s.drag(pile, len(s.cards(pile)) - 1, home(card))
    assert s.cards(home(card))[0].id == card.id


def test_win():
    s = open_game(GAME, seed=6)
    assert play_out(s) == 52 and s.status == "won"
    for rank, pile in enumerate(PILES[1:] + PILES[:1], 1):
        assert [c.rank for c in s.cards(pile)] == [rank] * 4
        assert all(faces(s, pile))


def test_loss_at_the_fourth_king():
    s = open_game(GAME, seed=7)
    assert play_out(s) == 27 and s.status == "lost"
    assert len(s.cards("Kings")) == 4
    assert all(c.rank == 13 and c.face_up for c in s.cards("Kings"))
    assert any(not c.face_up for p in HOURS for c in s.cards(p))
    assert s.moves() == []
    assert s.undo() and s.status == "playing"
    (last,) = s.moves()
    assert s.click(last.source) and s.status == "lost"


@pytest.mark.parametrize("pile", ["Kings", "H1", "H12"])
def test_every_pile_explains_itself(pile):
    s = open_game(GAME, seed=1)
    assert len(s.help(pile).text) > 40


def test_an_hour_tells_how_many_of_its_cards_are_in_place():
    s = open_game(GAME, seed=6)
    placed = dict.fromkeys(PILES, 0)
    pile = "Kings"
    for _ in range(30):
        card = s.cards(pile)[-1]
        assert s.click(pile)
        pile = home(card)
        placed[pile] += 1
        for hour in HOURS:
            text = s.help(hour).text
            assert f"{placed[hour]} of the four are in place" in text, (hour, text)
    assert s.help("H5").text.startswith("The pile of the Fives, at 5 o'clock")
