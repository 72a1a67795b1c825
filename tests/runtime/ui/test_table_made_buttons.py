"""A pick that makes cards onto any of several stacks is one toolbar
button, not one a stack (a click on a stack already plays the move onto
it): its label names the stacks' list, and a press makes the cards on the
first stack its filter allows. Drawn in a real headless window, the frame
kept as a PNG under the test's tmp dir."""

from __future__ import annotations

from shots import keep
from test_table import click, open_table, settled
from test_table_friction import MINTING
from uihelpers import frame

# the same game with six rows, and a second pick making cards onto them
MANY = MINTING.replace("stacklist rows[3]", "stacklist rows[6]").replace(
    "            pick rows -> waste top 1",
    "            pick place copper -> rows 1 where to{to.size == 0} then\n"
    "            pick rows -> waste top 1",
)


def test_a_pick_making_cards_is_one_button(window, clock, tmp_path):
    source = tmp_path / "many.pl"
    source.write_text(MANY, encoding="utf-8")
    view = open_table(window, clock, source, seed=2)
    settled(window, view, clock)
    made = [m for m in view.session.moves() if m.source is None]
    assert len(made) == 12  # (six rows, two picks)
    image = frame(window, view, clock, 0.0)
    keep(image, tmp_path, "made-buttons.png")
    labels = [button.label for button in view.game_buttons.buttons]
    assert labels == ["random coin -> rows", "place copper -> rows"]
    before = len(view.session.cards("rows[0]"))
    (button,) = [b for b in view.game_buttons.buttons if b.label == "place copper -> rows"]
    click(window, tuple(int(v) for v in button.rect.center))
    assert [card.name for card in view.session.cards("rows[0]")][before:] == ["copper"]
