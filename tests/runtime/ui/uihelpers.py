"""Helpers of the UI tests: a hand-moved clock, real input events, frames."""

from __future__ import annotations

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


def frame(window, view, clock: FakeClock | None = None, seconds: float = 0.0):
    """Advance time, update and draw one frame; returns it as a PIL image."""
    import arcade

    if clock is not None:
        clock.advance(seconds)
    view.on_update(seconds or 1 / 60)
    window.clear()
    view.on_draw()
    return arcade.get_image(0, 0, window.width, window.height).convert("RGB")


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
