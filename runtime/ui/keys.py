"""Keyboard play, in the spirit of Brian Harvey's keyboard Klondike.

Each pile has a key: 1..9 and 0, then the shifted digits (! @ # ...), and
Tab steps through all of them. Pile keys are read from the typed character
(pyglet's `on_text`), not the key code: on X11 Shift+1 arrives as a key
press of 1 (or of `!`, by layout) with Shift held, and as the text "!";
only the text says what the player typed on every platform and layout.

The first key selects a pile, a second key names where its cards go (the
largest run that may move there); the same key twice sends the card where
it can go, foundations first, or clicks the pile. A stock needs one key: a
pile whose top card is face down (or an empty one that has a move) is
dealt, turned or redealt at once, as Harvey's "=" deals. M moves the last
card sent to its next possible place, as Harvey's M does. H shows a hint,
Space or Enter plays it; F plays the rest out; W sends home every card
that can go now, as Harvey's W does; D shows the computer
playing the deal out; P pauses; T shows the statistics; ? lists every key,
as Harvey's ? does. Esc drops a half-made move (a key's or a click's). The
menu commands have their letters (N, R, S, O, F1, Esc, Ctrl+Z/Y,
Ctrl+S/O).
"""

from __future__ import annotations

import arcade

from runtime.engine.model import Move
from runtime.ui import choices
from runtime.ui.host import Host
from runtime.ui.solverhelp import STUCK_TITLE

_DIGIT_KEYS = {getattr(arcade.key, f"KEY_{d}"): str(d) for d in range(10)}
_DIGIT_KEYS |= {getattr(arcade.key, f"NUM_{d}"): str(d) for d in range(10)}
_SHIFTED = "!@#$%^&*()"  # Shift+1 .. Shift+0 on a US keyboard
# key codes the shifted digits may arrive as (X11 gives the keysym of the
# character typed): they are no command of their own
_SHIFTED_KEYS = {ord(c) for c in _SHIFTED}


class Keyboard:
    def __init__(self, view: Host) -> None:
        self.view = view
        self.selected: str | None = None
        self.active = False  # once a pile key is used, the piles show their keys
        self.again: list[Move] = []  # where M sends the last card next
        self.pending_digit: tuple[str, bool] | None = None  # a digit key whose text is due
        self.answered = False  # the last key press was a pile key: skip its text

    def mouse_used(self) -> None:
        self.active = False
        self.selected = None

    def press(self, symbol: int, modifiers: int) -> None:
        view = self.view
        ctrl = bool(modifiers & (arcade.key.MOD_CTRL | arcade.key.MOD_COMMAND))
        shift = bool(modifiers & arcade.key.MOD_SHIFT)
        self.pending_digit = None
        self.answered = False
        if view.dialog is not None:
            self._dialog_key(symbol, ctrl)
            return
        if view.toolbar.menu_open and symbol == arcade.key.ESCAPE:
            view.toolbar.menu_open = False
            return
        if ctrl and symbol == arcade.key.Z:
            view.redo() if shift else view.undo()
        elif ctrl and symbol == arcade.key.Y:
            view.redo()
        elif ctrl and symbol == arcade.key.S:
            view.ask_save()
        elif ctrl and symbol == arcade.key.O:
            view.show_saves()
        elif symbol == arcade.key.ESCAPE:
            if self.selected is not None or view.picked is not None:
                # a half-made move (a key's or a click's): forget it, and what it said
                self.selected, view.picked, view.targets = None, None, set()
                view.notice = ""
            elif view.inspecting:
                view.inspecting = False
                view.notice = ""
            else:
                view.back()
        elif symbol == arcade.key.F1:
            if view.inspecting:
                view.inspecting = False
                view.notice = ""
            else:
                view.show_rules()
        elif ctrl:
            return
        elif symbol in _DIGIT_KEYS and not shift:
            # a plain digit names its pile at once; the text that follows
            # (whatever the layout types) is the same key and is skipped
            pile = choices.pile_for_key(view.board.order, _DIGIT_KEYS[symbol], False)
            if pile is not None:
                self.pile_key(pile)
            else:
                self._no_pile(_DIGIT_KEYS[symbol])
            self.answered = True
        elif symbol in _DIGIT_KEYS or symbol in _SHIFTED_KEYS:
            # with Shift the text event that follows says the pile (see
            # `text`); the digit is kept for layouts whose Shift+digit types
            # a character that names no pile
            if symbol in _DIGIT_KEYS:
                self.pending_digit = (_DIGIT_KEYS[symbol], shift)
        elif symbol == arcade.key.TAB:
            self.step(-1 if shift else 1)
        elif symbol in (arcade.key.SPACE, arcade.key.RETURN, arcade.key.NUM_ENTER):
            if self.selected is not None:
                self.pile_key(self.selected)
            else:
                view.play_hint()
        elif symbol == arcade.key.M:
            self.move_again()
        else:
            self._letter(symbol)

    def _letter(self, symbol: int) -> None:
        view = self.view
        action = {
            arcade.key.N: view.new_deal,
            arcade.key.R: view.restart,
            arcade.key.S: view.ask_seed,
            arcade.key.H: view.hint,
            arcade.key.O: view.show_options,
            arcade.key.I: view.start_inspecting,
            arcade.key.U: view.undo,
            arcade.key.F: view.finish,
            arcade.key.W: view.play_up,
            arcade.key.D: view.toggle_demo,
            arcade.key.P: view.toggle_pause,
            arcade.key.T: view.show_stats,
        }.get(symbol)
        if action is not None:
            action()
        elif arcade.key.A <= symbol <= arcade.key.Z:
            # Harvey's program rings a bell at a key it does not know
            view.notice = f"no command on the key {chr(symbol).upper()} (? lists every key)"

    def text(self, text: str) -> None:
        """A typed character: a pile key (1..0, ! @ # ...), or text for the
        open dialog's line."""
        view = self.view
        pending, self.pending_digit = self.pending_digit, None
        dialog = view.dialog
        if dialog is not None:
            if dialog.entry is not None:
                dialog.type_text(text)
            return
        if self.answered:  # the text of a digit key already played
            self.answered = False
            return
        for char in text:
            if char == "?":  # (whatever key types it on this keyboard)
                view.show_keys()
                return
            pile = None
            if char in choices.DIGITS:
                pile = choices.pile_for_key(view.board.order, char, False)
            elif char in _SHIFTED:
                digit = choices.DIGITS[_SHIFTED.index(char)]
                pile = choices.pile_for_key(view.board.order, digit, True)
            elif pending is not None:
                # a digit with Shift held that typed something else (another
                # keyboard layout): still the shifted digit's pile
                pile = choices.pile_for_key(view.board.order, pending[0], pending[1])
            if pile is not None:
                self.pile_key(pile)
            elif char in choices.DIGITS or char in _SHIFTED or pending is not None:
                self._no_pile(char)

    def _no_pile(self, key: str) -> None:
        """A pile key beyond the table's piles: say so, rather than nothing."""
        count = min(len(self.view.board.order), len(choices.DIGITS) * 2)
        self.view.notice = f"no pile has the key {key} (this table's keys name {count} piles)"

    def _dialog_key(self, symbol: int, ctrl: bool = False) -> None:
        view = self.view
        dialog = view.dialog
        assert dialog is not None
        if dialog.entry is not None and symbol not in (
            arcade.key.BACKSPACE,
            arcade.key.RETURN,
            arcade.key.NUM_ENTER,
            arcade.key.ESCAPE,
        ):
            return  # typing: the text event brings the character
        if symbol == arcade.key.BACKSPACE:
            dialog.backspace()
        elif symbol in (arcade.key.RETURN, arcade.key.NUM_ENTER) and dialog.entry is not None:
            dialog.row.buttons[0].action()  # the dialog's first button accepts what was typed
        elif symbol == arcade.key.ESCAPE:
            view.close_dialog()
        else:
            # a shortcut shown on one of the dialog's buttons ("N", "I", ...)
            for button in dialog.row.buttons if not ctrl else []:
                if (
                    button.shortcut
                    and len(button.shortcut) == 1
                    and getattr(arcade.key, button.shortcut, None) == symbol
                ):
                    button.action()
                    return
            if symbol == arcade.key.Z and dialog.title in ("No more moves", STUCK_TITLE):
                view.close_dialog()
                view.undo()

    def step(self, direction: int) -> None:
        order = self.view.board.order
        if not order:
            return
        self.active = True
        at = order.index(self.selected) if self.selected in order else -1 if direction > 0 else 0
        self._select(order[(at + direction) % len(order)])
        name = self.view.session.pile_name(self.selected)
        then = "press the key of where it goes"
        if self.view.inspecting:
            then = "Enter shows what it does"
        self.view.notice = f"{name} selected: {then}"

    def _select(self, pile: str) -> None:
        """Select a pile; with Drop targets on, outline where its cards may
        go, as a card picked up with the mouse shows."""
        view = self.view
        self.selected = pile
        view.targets = set()
        if view.settings.drop_targets and not view.inspecting:
            moves = choices.targets_for(view.session.moves(), pile)
            view.targets = {m.target for m in moves if m.target and m.target != pile}

    def pile_key(self, pile: str) -> None:
        view = self.view
        self.active = True
        if view.inspecting:  # the Rules mode: a pile's key shows what it does, as a click
            self.selected = None
            view.inspect(pile)
            return
        source = self.selected
        if source is None and self._stock_like(pile):
            self.send(pile)
            return
        if source is None:
            self._select(pile)
            name = view.session.pile_name(pile)
            view.notice = f"{name} selected: press the key of where it goes"
            return
        self.selected, view.targets = None, set()
        if source == pile:
            self.send(pile)
            return
        for move in choices.targets_for(view.session.moves(), source):
            if move.target == pile:
                view.play(move)
                return
        view.notice = view.session.refusal(source, -1, pile)  # what a mouse drop would say

    def _stock_like(self, pile: str) -> bool:
        """Does the pile move no card of the player's choosing: its top card
        face down (a stock: the key deals or turns it), or empty with a move
        of its own (a stock to redeal)? One key does it, as Harvey's "="
        deals."""
        cards = self.view.board.cards.get(pile, [])
        if cards:
            return not cards[-1].face_up
        return any(move.source == pile for move in self.view.session.moves())

    def send(self, pile: str) -> None:
        """The top card (or longest run) of a pile where it may go; else a click."""
        view = self.view
        moves = view.session.moves()
        placed = choices.targets_for(moves, pile)
        top = len(view.board.cards.get(pile, [])) - 1
        target = view.game_target(pile, top)  # where the game sends it, if it says
        chosen = [m for m in placed if m.target == target and m.count == 1]
        best = (
            chosen[0]
            if chosen
            else choices.send_move(moves, pile, -1, 0, view.preferred, view.session.cards)
        )
        if best is None:
            self.again = []
            view.click(pile, -1)
            return
        self.again = [m for m in placed if m != best]
        view.play(best)

    def move_again(self) -> None:
        """Undo the last send and make the next place take the card instead."""
        view = self.view
        if not self.again:
            view.notice = "nothing to move again (M follows a card sent with its key)"
            return
        move = self.again.pop(0)
        if view.session.undo():
            if not view.play(move):
                view.session.redo()
                view.board.sync("play")
