"""Helpers of the UI tests: a hand-moved clock, real input events, frames."""

from __future__ import annotations

import weakref
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"


class FakeClock:
    """Animation time that moves only when a test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def send(window, event: str, *args) -> None:
    """Queue a real window event and let the window process it."""
    window.dispatch_event(event, *args)
    window.dispatch_events()


class Frame:
    """A frame `frame()` drew: its pixels, a PIL image (RGB), read from the
    window when the test first looks at them (any attribute: `.save`,
    `.getpixel`, `.crop`, `.height`...). Reading a frame back costs ten
    times what drawing it does, and most frames are only drawn (an
    animation run, a wait for the solver), so a frame no one keeps is
    never read; one still kept unread is read before the next `frame()`
    draws over it. (Draw with `frame()`: a frame kept across a draw of
    your own reads that draw.)"""

    def __init__(self, window) -> None:
        import arcade

        self._size = (window.width, window.height)
        self._window = arcade.get_window()  # (the one arcade reads pixels from)
        self._image = None

    def image(self):
        if self._image is None:
            import arcade

            assert arcade.get_window() is self._window, "a frame read after another window opened"
            self._image = arcade.get_image(0, 0, *self._size).convert("RGB")
            self._window = None
        return self._image

    def __getattr__(self, name: str):
        return getattr(self.image(), name)


_unread: weakref.ref[Frame] | None = None  # the last frame drawn, until read or dropped


def frame(window, view, clock: FakeClock | None = None, seconds: float = 0.0) -> Frame:
    """Advance time, update and draw one frame; returns it (its pixels are
    read when looked at: `Frame`)."""
    global _unread
    kept = _unread() if _unread is not None else None
    if kept is not None:
        kept.image()  # (read before this frame draws over it)
    if clock is not None:
        clock.advance(seconds)
    view.on_update(seconds or 1 / 60)
    window.clear()
    view.on_draw()
    drawn = Frame(window)
    _unread = weakref.ref(drawn)
    return drawn


def pixel(image, x: float, y: float) -> tuple[int, int, int]:
    """The colour at arcade coordinates (origin bottom left)."""
    return image.getpixel((int(x), image.height - 1 - int(y)))


def press(window, symbol: int, modifiers: int = 0, text: str | None = None) -> None:
    """A key as pyglet delivers it on X11: the key press (with its
    modifiers), then, for a key that types something, the text event with
    the character typed (Shift+1 types "!")."""
    window.dispatch_event("on_key_press", symbol, modifiers)
    if text is not None:
        window.dispatch_event("on_text", text)
    window.dispatch_event("on_key_release", symbol, modifiers)
    window.dispatch_events()
