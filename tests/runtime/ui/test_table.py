"""The table in a real headless window: what it draws, and real mouse and
key events turned into Session moves. One window serves every test."""

from __future__ import annotations

import arcade
import pytest
from uihelpers import FIXTURES, frame, pixel, press, send

from runtime import registry
from runtime.engine.model import Move
from runtime.session import Session
from runtime.ui.sprites import FELT
from runtime.ui.table import TableView

LEFT = arcade.MOUSE_BUTTON_LEFT
GAMES = [FIXTURES / "aces_up.py", *registry.plugin_files(registry.BUNDLED)]
# The games every default run draws, one of each kind of layout; the rest of
# the library runs under -m slow (each game's rules have their own fast tests
# in tests/games and tests/models, and the CDL tour in test_tour.py draws
# cws_golf, cws_canfield, cws_calculation, cws_aces_up and cws_yukon).
CORE = {
    "aces_up", "accordion", "canfield", "freecell", "golf", "klondike", "pyramid",
    "tri_peaks", "cws_clock", "cws_klondike", "cws_spider_two_suits", "cws_tour",
}  # fmt: skip
PER_GAME = [
    pytest.param(game, id=game.stem, marks=() if game.stem in CORE else pytest.mark.slow)
    for game in GAMES
]


def open_table(window, clock, game, seed=1) -> TableView:
    view = TableView(Session.open(str(game), seed=seed), window.settings, clock=clock)
    window.show_view(view)
    return view


def settled(window, view, clock):
    return frame(window, view, clock, 5.0)


def point_on(view: TableView, pile: str, index: int) -> tuple[int, int]:
    """A pixel where the hit test finds card `index` of `pile` (its visible part)."""
    rect = view.board.card_rect(pile, index)
    for fy in (0.9, 0.75, 0.5, 0.25, 0.1):
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            x, y = int(rect.left + rect.width * fx), int(rect.bottom + rect.height * fy)
            hit = view.board.hit(x, y)
            if hit is not None and hit.pile == pile and hit.index == index:
                return x, y
    raise AssertionError(f"no visible point of {pile}[{index}]")


def drag(window, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    send(window, "on_mouse_press", *start, LEFT, 0)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        send(window, "on_mouse_drag", x, y, x - start[0], y - start[1], LEFT, 0)
    send(window, "on_mouse_release", *end, LEFT, 0)


def click(window, at: tuple[int, int]) -> None:
    send(window, "on_mouse_press", *at, LEFT, 0)
    send(window, "on_mouse_release", *at, LEFT, 0)


def felt_point(view: TableView) -> tuple[int, int]:
    """A point of the table covered by no pile, card or marker."""
    area = view.table_area()
    zones = [*view.board.table.piles.values()]
    for pile in view.board.order:
        zones += view.board.rects.get(pile, [])
    for fy in range(5, 100, 10):
        for fx in range(5, 100, 10):
            x, y = area.left + area.width * fx / 100, area.bottom + area.height * fy / 100
            if not any(
                z.left - 8 <= x <= z.right + 8 and z.bottom - 8 <= y <= z.top + 8 for z in zones
            ):
                return int(x), int(y)
    raise AssertionError("the table has no bare felt")


def near(colour, target, tolerance=12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, target, strict=False))


@pytest.mark.parametrize("game", PER_GAME)
def test_each_game_draws_its_deal_where_the_layout_says(window, clock, game, tmp_path):
    view = open_table(window, clock, game)
    image = settled(window, view, clock)
    image.save(tmp_path / f"{game.stem}.png")
    drawn = 0
    for pile in view.board.order:
        cards = view.board.cards[pile]
        if not cards:
            continue
        rect = view.board.card_rect(pile, -1)
        colour = pixel(image, rect.center[0], rect.top - rect.height * 0.05)
        assert not near(colour, FELT, 40), f"no card drawn on {pile} at {rect}"
        drawn += 1
    assert drawn > 0
    assert near(pixel(image, *felt_point(view)), FELT, 3)


@pytest.mark.parametrize("game", PER_GAME)
def test_each_game_takes_a_move_made_with_the_mouse(window, clock, game):
    view = open_table(window, clock, game)
    settled(window, view, clock)
    session = view.session
    moves = session.moves()
    dragged = [
        m
        for m in moves
        if m.source
        and m.target
        and m.index is not None
        and m.source in view.board.order
        and m.target in view.board.order
    ]
    before = session.move_count
    if dragged:
        move = dragged[0]
        target = view.board.card_rect(move.target, -1).center
        grabbed_index = move.index
        if view.board.table.layout.piles[move.source].fan == "over":
            grabbed_index = len(view.board.cards[move.source]) - 1  # only the top shows
        start = point_on(view, move.source, grabbed_index)
        grabbed = view.board.card_rect(move.source, move.index).center
        # drop the grabbed card right over the target's top card (or marker)
        end = (int(start[0] + target[0] - grabbed[0]), int(start[1] + target[1] - grabbed[1]))
        drag(window, start, end)
    else:
        move = next(m for m in moves if m.source in view.board.order)
        cards = view.board.cards[move.source]
        at = (
            point_on(view, move.source, len(cards) - 1)
            if cards
            else tuple(int(v) for v in view.board.card_rect(move.source, -1).center)
        )
        click(window, at)
    assert session.move_count == before + 1, view.notice
    settled(window, view, clock)
    assert not view.board.busy()


def test_a_refused_drop_slides_back_and_says_why(window, clock):
    view = open_table(window, clock, FIXTURES / "aces_up.py", seed=3)
    settled(window, view, clock)
    start = point_on(view, "column[0]", 0)
    end_rect = view.board.card_rect("column[1]", 0)
    drag(window, start, (int(end_rect.center[0]), int(end_rect.center[1])))
    assert view.session.move_count == 0
    assert view.notice and view.notice == view.session.message
    card = view.board.cards["column[0]"][0].id
    frame(window, view, clock, 0.05)
    assert view.board.sprites[card].position != view.board.rest[card]  # still sliding
    frame(window, view, clock, 1.0)
    assert view.board.sprites[card].position == view.board.rest[card]


def test_the_deal_and_an_undo_are_animated(window, clock, tmp_path):
    view = open_table(window, clock, FIXTURES / "aces_up.py", seed=3)
    # a new window reports its size once: that must not cut the deal short
    send(window, "on_resize", window.width, window.height)
    frame(window, view, clock, 0.0)
    dealt = [c.id for c in view.board.cards["column[3]"]]
    away = [c for c in dealt if view.board.sprites[c].position != view.board.rest[c]]
    assert away, "the deal did not start from the stock"
    frame(window, view, clock, 0.12).save(tmp_path / "dealing.png")
    last = view.board.cards["column[3]"][-1].id  # dealt last: still on its way
    assert view.board.sprites[last].position != view.board.rest[last]
    assert view.board.busy()
    settled(window, view, clock)
    assert all(view.board.sprites[c].position == view.board.rest[c] for c in dealt)
    click(window, point_on(view, "stock", len(view.board.cards["stock"]) - 1))
    assert view.session.move_count == 1
    moved = view.board.cards["column[3]"][-1].id  # the undo takes it back first
    settled(window, view, clock)
    landed = view.board.sprites[moved].position
    send(window, "on_key_press", arcade.key.Z, arcade.key.MOD_CTRL)
    assert view.session.move_count == 0
    frame(window, view, clock, 0.06)
    halfway = view.board.sprites[moved].position
    assert halfway not in (landed, view.board.rest[moved])
    settled(window, view, clock)
    assert view.board.sprites[moved].position == view.board.rest[moved]


def test_keyboard_play_selects_a_pile_and_sends_its_card(window, clock):
    view = open_table(window, clock, FIXTURES / "aces_up.py", seed=3)
    settled(window, view, clock)
    move = next(m for m in view.session.moves() if m.target == "discard")
    key = view.board.order.index(move.source) + 1  # column[i] is pile i+1: key "i+1"
    press(window, getattr(arcade.key, f"KEY_{key}"), 0, str(key))
    assert view.keys.selected == move.source
    press(window, getattr(arcade.key, f"KEY_{key}"), 0, str(key))
    assert view.session.history() == [move]
    send(window, "on_key_press", arcade.key.H, 0)
    hinted = view.session.moves()[0] if view.session.moves() else None
    send(window, "on_key_press", arcade.key.SPACE, 0)
    assert hinted is None or view.session.move_count == 2


def test_seed_entry_rules_mode_and_options(window, clock):
    view = open_table(window, clock, FIXTURES / "aces_up.py", seed=3)
    settled(window, view, clock)
    send(window, "on_key_press", arcade.key.S, 0)
    assert view.dialog is not None and "seed 3" in view.dialog.body
    press(window, arcade.key.KEY_4, 0, "4")
    press(window, arcade.key.KEY_2, 0, "2")
    press(window, arcade.key.RETURN, 0, "\r")
    assert view.session.seed == 42 and view.dialog is None
    send(window, "on_key_press", arcade.key.F1, 0)
    assert view.dialog is not None and "Deal one card" in view.dialog.body
    send(window, "on_key_press", arcade.key.I, 0)
    assert view.inspecting and view.dialog is None
    click(window, tuple(int(v) for v in view.board.card_rect("discard", -1).center))
    assert view.dialog is not None and view.dialog.title == "Discard"
    assert view.session.move_count == 0  # inspecting plays nothing
    send(window, "on_key_press", arcade.key.ESCAPE, 0)
    send(window, "on_key_press", arcade.key.ESCAPE, 0)
    assert view.dialog is None and not view.inspecting
    back = window.settings.card_back
    send(window, "on_key_press", arcade.key.O, 0)
    view.dialog.row.buttons[2].action()
    assert window.settings.card_back != back
    window.settings.card_back = back


def test_a_lost_game_is_told_plainly_with_new_deal_and_undo(window, clock, tmp_path):
    view = open_table(window, clock, FIXTURES / "aces_up.py", seed=3)
    settled(window, view, clock)
    session = view.session
    while session.status == "playing":
        session.play(session.moves()[-1])
    view._after_change()
    assert session.status == "lost"
    assert view.dialog is not None and view.dialog.title == "No more moves"
    settled(window, view, clock).save(tmp_path / "lost.png")
    assert "lost" in view.status_text()
    send(window, "on_key_press", arcade.key.Z, arcade.key.MOD_CTRL)
    assert session.status == "playing" and view.dialog is None
    send(window, "on_key_press", arcade.key.N, 0)
    assert session.move_count == 0 and session.seed != 3


def _to_empty_column(session) -> list:
    """Play Aces Up until some top card may move to an empty column."""
    while True:
        moves = [m for m in session.moves() if m.target and m.target.startswith("column")]
        if moves:
            return moves
        offered = session.moves()
        discards = [m for m in offered if m.target == "discard"]
        session.play(discards[0] if discards else offered[0])


def test_double_click_and_right_click_send_a_card_to_an_empty_column(window, clock):
    view = open_table(window, clock, FIXTURES / "aces_up.py", seed=3)
    moves = _to_empty_column(view.session)
    view.board.sync("snap")
    source = moves[0].source
    top = len(view.board.cards[source]) - 1
    before = view.session.move_count
    at = point_on(view, source, top)
    click(window, at)  # a single click cannot discard this card: nothing happens
    assert view.session.move_count == before
    clock.advance(0.1)
    click(window, at)  # the second click of a double-click sends it
    assert view.session.move_count == before + 1
    assert view.session.history()[-1].target.startswith("column")
    send(window, "on_key_press", arcade.key.Z, arcade.key.MOD_CTRL)
    view.board.sync("snap")
    assert view.session.right_button
    at = point_on(view, source, top)
    send(window, "on_mouse_press", *at, arcade.MOUSE_BUTTON_RIGHT, 0)
    send(window, "on_mouse_release", *at, arcade.MOUSE_BUTTON_RIGHT, 0)
    assert view.session.move_count == before + 1
    assert view.session.history()[-1].target.startswith("column")


def test_a_full_discard_is_refused_on_the_table_in_words(window, clock):
    view = open_table(window, clock, "aces_up", seed=0)
    settled(window, view, clock)
    assert view.play(view.session.moves()[0])
    assert view.drag("deck", 0, "discard") is False
    assert view.notice == "the discard holds at most 48 cards"
    assert view.session.move_count == 1
    settled(window, view, clock)


def test_the_projects_errors_never_crash_the_table(window, clock):
    view = open_table(window, clock, "klondike", seed=1)
    settled(window, view, clock)
    assert view.click("no such pile", 0) is False and "no stack named" in view.notice
    assert view.drag("deck", 0, "no such pile") is False and "no stack named" in view.notice
    assert view.play(Move("deck", "nowhere", 1)) is False and "no stack named" in view.notice
    assert view.session.move_count == 0
    settled(window, view, clock)


def test_a_bug_in_a_game_is_shown_and_logged_not_swallowed(window, clock, caplog):
    plugin = registry.import_plugin(FIXTURES / "aces_up.py")

    class BuggyAcesUp(plugin.AcesUp):  # a real game with a real bug in its click
        def click(self, state, name, index, button="left"):
            raise RuntimeError("a bug in the game's click")

    view = TableView(Session(BuggyAcesUp(), 3), window.settings, clock=clock)
    window.show_view(view)
    settled(window, view, clock)
    with caplog.at_level("ERROR", logger="runtime.ui.table"):
        assert view.click("column[0]", -1) is False
    assert "internal error" in view.notice and "a bug in the game's click" in view.notice
    (record,) = [r for r in caplog.records if r.name == "runtime.ui.table"]
    assert record.exc_info and "a bug in the game's click" in str(record.exc_info[1])
    settled(window, view, clock)
