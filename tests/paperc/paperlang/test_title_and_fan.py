"""`title "..."` and `fan right 0.4` (Paper's extensions): a compiled game
shows its title, and its fanned piles lie as far apart as the source says."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime import Session
from runtime.ui import geometry
from runtime.ui.geometry import Rect

GAME = """\
; Fans: a game to look at.
game Bakers_Fans start
    #use "deck"
    title "Baker's  Fans"
    table 8 4
    stacklist rows[2] start at 0 0 step 0 2 fan right {spacing} facing up end
    stacklist cols[2] start at 5 0 fan down end
    shuffle deck
    setup start
        deck -> rows[0] top 5
        deck -> rows[1] top 5
        deck -> cols[0] top 5
    end
    turn start
        pickone start
            pick rows -> cols top 1 then
        end
    end
end
"""


def open_game(tmp_path: Path, spacing: str) -> Session:
    path = tmp_path / spacing / "bakers_fans.pl"
    path.parent.mkdir()
    path.write_text(GAME.replace("{spacing}", spacing), encoding="utf-8")
    return Session.open(str(path), seed=1)


def steps(session: Session, name: str) -> list[float]:
    table = geometry.fit(session.layout(), Rect(0, 0, 800, 400))
    faces = [card.face_up for card in session.cards(name)]
    rects = geometry.card_rects(table, name, faces)
    return [(b.left - a.left) / table.card_w for a, b in zip(rects, rects[1:], strict=False)]


def test_the_title_is_the_one_the_source_gives_with_its_spaces_tidied(tmp_path):
    session = open_game(tmp_path, "0.4")
    assert session.title == "Baker's Fans"
    assert session.game_id == "bakers_fans"


@pytest.mark.parametrize("spacing", ["0.1", "0.4", "1"])
def test_face_up_cards_lie_the_spacing_apart(tmp_path, spacing):
    session = open_game(tmp_path, spacing)
    assert steps(session, "rows[0]") == pytest.approx([float(spacing)] * 4)


def test_without_a_spacing_a_pile_fans_as_before(tmp_path):
    session = open_game(tmp_path, "0.4")
    table = geometry.fit(session.layout(), Rect(0, 0, 800, 400))
    assert session.layout().piles["cols[0]"].spacing is None
    faces = [card.face_up for card in session.cards("cols[0]")]
    rects = geometry.card_rects(table, "cols[0]", faces)
    down = (rects[0].bottom - rects[1].bottom) / table.card_h
    assert down == pytest.approx(geometry.FACE_UP_STEP)
