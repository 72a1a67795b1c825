"""The table's autoplay: safe cards go home by themselves after each of the
player's moves, Finish (F) plays the rest out once nothing is left to
decide, and W sends home every card that can go now, safe or not. What may
go is `runtime.autoplay`'s business; this only plays it, one ordinary
Session move at a time, each animated after the one before has landed and
each undone on its own.

After an undo or a redo autoplay rests until the player moves again, or it
would play back at once the very card the player took back.
"""

from __future__ import annotations

from typing import Protocol

from runtime import autoplay
from runtime.engine.model import GameError, IllegalMove, Move
from runtime.session import Session
from runtime.settings import Settings
from runtime.ui.board import Board
from runtime.ui.widgets import Dialog


class Player(Protocol):
    """What autoplay needs of the table (a protocol, not the view: the view
    imports this module)."""

    session: Session
    settings: Settings
    board: Board
    dialog: Dialog | None
    grab: object | None  # a press held on the table: nothing plays meanwhile
    notice: str

    def _after_change(self, kind: str | None = "play") -> None: ...


class Autoplayer:
    def __init__(self, view: Player) -> None:
        self.view = view
        try:
            self.judgement = autoplay.judge_session(view.session)
        except (GameError, KeyError, AttributeError, TypeError) as exc:
            self.judgement = autoplay.Judgement((), f"cannot be judged ({exc})")
        self.armed = False  # the player moved: safe cards may follow
        self.queue: list[Move] = []  # a play-out under way
        self.ready = False  # the rest can be played out (Finish is offered)
        self.upward = False  # W: every card that can go home now is going, one at a time

    @property
    def foundations(self) -> tuple[str, ...]:
        return self.judgement.foundations

    @property
    def enabled(self) -> bool:
        return self.view.settings.autoplay and self.judgement.possible

    def describe(self) -> str:
        """What the Options panel says about autoplay in this game."""
        if not self.judgement.possible:
            return f"off in this game: {self.judgement.reason}"
        return "on" if self.view.settings.autoplay else "off"

    def player_moved(self) -> None:
        self.armed = True
        self.refresh()

    def rest(self) -> None:
        """Undo, redo, a restart or a new deal: nothing plays by itself now."""
        self.armed = False
        self.queue = []
        self.upward = False
        self.refresh()

    def refresh(self) -> None:
        session = self.view.session
        self.ready = (
            self.judgement.possible
            and session.status == "playing"
            and autoplay.finish_ready(self.foundations, session.stacks(), session.cards)
        )

    def finish(self) -> bool:
        """Play the rest out (F, the Finish button)."""
        view = self.view
        moves = None
        if self.judgement.possible:
            try:
                moves = autoplay.finish_moves(view.session, self.foundations)
            except GameError as exc:
                view.notice = f"game error: {exc}"
                return False
        if not moves:
            view.notice = (
                f"nothing to finish yet: {self.unfinished()}"
                if self.judgement.possible
                else f"this game cannot be finished by itself ({self.judgement.reason})"
            )
            return False
        self.queue = moves
        self.armed = False
        return True

    def play_up(self) -> bool:
        """W, Harvey's "play up as much as possible": every card that may go
        onto a foundation now goes, safe or not, one move at a time, each
        undone on its own, until none can."""
        view = self.view
        if not self.judgement.possible:
            view.notice = f"W cannot play up in this game ({self.judgement.reason})"
            return False
        if self._next_up() is None:
            view.notice = "no card can go to the foundations now"
            return False
        self.upward, self.armed = True, False
        return True

    def _next_up(self) -> Move | None:
        """A move of one card onto a foundation, from a pile that is not one."""
        try:
            moves = self.view.session.moves()
        except GameError:
            return None
        return next(
            (
                m
                for m in moves
                if m.target in self.foundations
                and m.source not in self.foundations
                and m.count == 1
            ),
            None,
        )

    def unfinished(self) -> str:
        """Why the rest cannot simply be played out: the first pile with a
        card face down, or one not running down from its bottom card."""
        session = self.view.session
        for name in session.stacks():
            if name in self.foundations:
                continue
            pile = session.cards(name)
            if any(not card.face_up for card in pile):
                return f"{session.pile_name(name)} has cards face down"
        for name in session.stacks():
            if name in self.foundations:
                continue
            pile = session.cards(name)
            for lower, upper in zip(pile, pile[1:], strict=False):
                if lower.rank is None or upper.rank is None or lower.rank <= upper.rank:
                    return f"{upper.name} covers {lower.name} in {session.pile_name(name)}"
        return "the cards cannot all go home from here"

    def tick(self) -> None:
        """Each frame: when the cards have landed, play the next move."""
        view = self.view
        if view.dialog is not None or view.grab is not None or view.board.busy():
            return
        if self.queue:
            self._play(self.queue.pop(0))
            return
        if self.upward:
            move = self._next_up()
            if move is None or not self._play(move):
                self.upward = False
            return
        if not self.armed or not self.enabled:
            return
        try:
            move = autoplay.next_safe(view.session, self.foundations)
        except GameError:
            move = None
        if move is None or not self._play(move):
            self.armed = False

    def _play(self, move: Move) -> bool:
        view = self.view
        try:
            view.session.play(move)
        except (IllegalMove, GameError) as exc:
            self.queue = []
            view.notice = getattr(exc, "reason", str(exc))
            return False
        view._after_change()
        self.refresh()
        return True
