"""Card faces, backs and sound, chosen in Options with real key events: the
preview shows what was chosen, the table's cards take the new faces, and a
move makes a sound only once sound is on."""

from __future__ import annotations

import io
import wave

import arcade
import pytest
from shots import keep
from test_table import click, open_table, point_on, settled
from uihelpers import frame, pixel, press

from runtime import registry
from runtime.settings import FACES, Settings
from runtime.ui import faces, options, sound
from runtime.ui.app import PaperWindow
from runtime.ui.sprites import card_image

KLONDIKE = registry.BUNDLED / "klondike.py"


@pytest.fixture
def looks(window):
    """The shared window's settings as they were, after the test."""
    s = window.settings
    before = (s.card_face, s.card_back, s.sound)
    yield s
    s.card_face, s.card_back, s.sound = before


def face_up_sprite(view):
    for pile in view.board.order:
        for card in view.board.cards[pile]:
            if card.face_up and card.rank is not None:
                return card, view.board.sprites[card.id]
    raise AssertionError("no face-up card on the table")


def test_options_choose_a_face_and_a_back_with_a_preview(window, clock, looks, tmp_path):
    view = open_table(window, clock, KLONDIKE, seed=1)
    settled(window, view, clock)
    assert looks.card_face == "classic" and not looks.sound  # the defaults
    press(window, arcade.key.O, 0, "o")
    dialog = view.dialog
    assert isinstance(dialog, options.OptionsDialog) and dialog.picture is not None
    names = [name for name, _ in dialog.rows]
    assert names.index("Card face") == names.index("Card back") + 1 and "Sound" in names
    before = options.preview_image(looks)
    press(window, arcade.key.F, 0, "f")  # the face: Paper's large indices
    assert looks.card_face == "large"
    dialog = view.dialog
    face_button = dict(dialog.rows)["Card face"]
    assert face_button.label == "large"
    image = frame(window, view, clock, 0.1)
    keep(image, tmp_path, "options.png")
    # the preview is drawn under the lines: cloth and white card faces
    r = dialog._shown_picture
    assert r is not None and r.bottom > dialog.rect.bottom + 40
    inside = [
        pixel(image, x, y)
        for x in range(int(r.left) + 4, int(r.right) - 4, 3)
        for y in range(int(r.bottom) + 4, int(r.top) - 4, 3)
    ]
    assert sum(1 for c in inside if c == looks.felt) > len(inside) / 8
    assert sum(1 for c in inside if min(c) > 240) > len(inside) / 5
    after = options.preview_image(looks)
    assert after.tobytes() != before.tobytes()  # the preview follows the choice
    # the table's cards are the large faces now, at the table's card size
    card, sprite = face_up_sprite(view)
    w, h = view.board.textures.width, view.board.textures.height
    expected = card_image(card.rank, card.suit, card.name, w, h, face="large")
    assert sprite.texture.image.tobytes() == expected.tobytes()
    assert view.board.textures.look == (looks.card_back, "large")
    back = looks.card_back
    press(window, arcade.key.B, 0, "b")
    assert looks.card_back != back
    assert options.preview_image(looks).tobytes() != after.tobytes()  # backs get a preview
    for _ in FACES[2:]:
        press(window, arcade.key.F, 0, "f")
    assert looks.card_face == FACES[-1] == "large four colours"
    press(window, arcade.key.F, 0, "f")
    assert looks.card_face == "classic"  # round again
    press(window, arcade.key.ESCAPE)


def test_large_faces_are_what_a_small_window_shows(window, tmp_path):
    small = PaperWindow(
        Settings(autoplay=False, card_face="large"), 640, 480, visible=False, persist=False
    )
    try:
        from runtime.session import Session

        view = small.play(Session.open(str(KLONDIKE), seed=1))
        view.settle()
        image = frame(small, view)
        keep(image, tmp_path, "large_faces_640x480.png")
        card, sprite = face_up_sprite(view)
        w, h = view.board.textures.width, view.board.textures.height
        assert w < 80  # a small card: where large indices matter
        colour = faces.STYLES["large"][card.suit]
        rank_box = image.crop(
            (
                int(sprite.left) + 2,
                small.height - int(sprite.top) + 2,
                int(sprite.left + w * 0.55),
                small.height - int(sprite.top - h * 0.26),
            )
        )
        near = sum(
            1
            for c in rank_box.getdata()
            if all(abs(a - b) < 40 for a, b in zip(c, colour, strict=True))
        )
        assert near > rank_box.width * rank_box.height / 8  # a big index, in the suit's colour
        press(small, arcade.key.O, 0, "o")
        keep(frame(small, view), tmp_path, "options_640x480.png")
        d = view.dialog
        assert d.rect.bottom >= 0 and d.rect.top <= 480
        for _, button in d.rows:
            assert button.rect.bottom >= d.rect.bottom + 40  # above Close, inside the panel
        shown = d._shown_picture  # the preview too, smaller
        assert shown is not None and shown.bottom >= d.rect.bottom + 40
        assert shown.top <= min(b.rect.bottom for _, b in d.rows)
    finally:
        small.close()
        arcade.set_window(window)
        window.switch_to()


def test_sound_is_off_by_default_and_a_move_makes_one_when_on(window, clock, looks):
    view = open_table(window, clock, KLONDIKE, seed=1)
    settled(window, view, clock)
    played = len(sound.PLAYER.played)
    click(window, point_on(view, "deck", len(view.board.cards["deck"]) - 1))
    assert view.session.move_count == 1 and len(sound.PLAYER.played) == played  # off
    press(window, arcade.key.O, 0, "o")
    press(window, arcade.key.S, 0, "s")
    assert looks.sound and dict(view.dialog.rows)["Sound"].label == "on"
    press(window, arcade.key.ESCAPE)
    frame(window, view, clock, 1.0)
    click(window, point_on(view, "deck", len(view.board.cards["deck"]) - 1))
    assert view.session.move_count == 2
    assert sound.PLAYER.broken or sound.PLAYER.played[played:] == ["tap"]


def test_the_sounds_are_short_quiet_wav_files():
    for make, longest in ((sound.tap, 0.1), (sound.chord, 1.0)):
        with wave.open(io.BytesIO(make())) as file:
            assert (file.getnchannels(), file.getsampwidth()) == (1, 2)
            seconds = file.getnframes() / file.getframerate()
            assert 0.02 < seconds <= longest
            frames = file.readframes(file.getnframes())
        samples = [
            int.from_bytes(frames[i : i + 2], "little", signed=True)
            for i in range(0, len(frames), 2)
        ]
        assert 0.2 * 32767 < max(abs(s) for s in samples) <= sound.VOLUME * 32767 + 1
