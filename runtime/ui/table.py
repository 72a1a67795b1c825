"""The table view: one game being played with the mouse and the keyboard.

A thin view over `runtime.Session`: the Session says what is legal and what
happened, the `Board` animates it, and this view turns presses, drags,
releases and keys into `click`, `drag` and `play`. The toolbar, status bar
and dialogs live here too; the keyboard commands in `runtime.ui.keys`.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import arcade
import arcade.shape_list
import pyglet

from runtime import resume
from runtime.engine.model import GameError, IllegalMove, Move
from runtime.history import DealTracker
from runtime.session import Session, SessionError
from runtime.settings import Settings
from runtime.stats import Statistics
from runtime.ui import choices, geometry, keys, marks, savedialogs, sound
from runtime.ui.autoplayer import Autoplayer
from runtime.ui.board import STOCK_WORDS, Board
from runtime.ui.demo import Demo
from runtime.ui.effects import Celebration
from runtime.ui.geometry import Rect
from runtime.ui.menus import TableMenus
from runtime.ui.solverhelp import STUCK_TITLE, SolverHelp
from runtime.ui.statsdialog import StatsFlow
from runtime.ui.toolbar import Toolbar
from runtime.ui.widgets import BAR, BAR_LINE, FONT, TEXT, TEXT_DIM, Button, ButtonRow, Dialog, Label

TOOLBAR_H = 40
STATUS_H = 30
PAD = 10
LABEL_H = 16  # the box of a pile's words ("5 deals left"), and its side margins
LABEL_PAD = 4
BAR_SOLID = (18, 52, 32, 255)  # the whole notice's panel: nothing shows through
KEY_BACKING = (12, 40, 24, 215)  # behind a pile's key label: readable on cards and felt
COUNTED = STOCK_WORDS | {"reserve"}  # squared piles whose cards the table counts
SEP = "   \u00b7   "  # between the status bar's parts
DRAG_START = 5  # pixels the pointer moves before a press becomes a drag
DOUBLE_CLICK = 0.4  # seconds
_MODIFIER_KEYS = {
    arcade.key.LSHIFT, arcade.key.RSHIFT, arcade.key.LCTRL, arcade.key.RCTRL,
    arcade.key.LALT, arcade.key.RALT, arcade.key.LCOMMAND, arcade.key.RCOMMAND,
}  # fmt: skip


log = logging.getLogger(__name__)

# the pile keys' labels, laid out for one table geometry: (that geometry,
# the keys' batch, their texts, their backings)
KeyLabels = tuple[
    object, pyglet.graphics.Batch, list[arcade.Text], arcade.shape_list.ShapeElementList
]


@dataclass
class Grab:
    """A press on the table, until its release."""

    pile: str
    index: int  # -1 over an empty pile
    ids: list[int]
    x: float
    y: float
    offsets: list[tuple[float, float]] = field(default_factory=list)
    dragging: bool = False
    take: int = -1  # the card a drag takes from (below `index` on a squared pile)


class TableView(TableMenus, arcade.View):
    demo_allowed = True  # a Grand Tour's table plays no demo: its score is the player's

    def __init__(
        self,
        session: Session,
        settings: Settings | None = None,
        on_back: Callable[[], None] | None = None,
        save_settings: Callable[[], None] | None = None,
        clock: Callable[[], float] = time.perf_counter,
        stats: Statistics | None = None,
        keep: bool = False,
        source: str | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        # keep the game in progress for next time (runtime.resume); a real
        # Paper does, tests that do not ask for it leave the player's files alone
        self.keep = keep
        self.source = source  # the plugin or source file, for a game not installed
        self.stats = stats  # None: this table's games are not counted (a Grand Tour)
        self.tracker = self._tracker(session.game_id)
        self.resumed()  # a session already under way was counted when it began
        self.settings = settings or Settings()
        self.on_back = on_back
        self.save_settings = save_settings or (lambda: None)
        self.clock = clock
        self.board = Board(session, self.settings, clock)
        self.preferred = choices.foundations(session.rules, self.board.order)
        self.auto = Autoplayer(self)
        self.solver = SolverHelp(self)  # hints, "winnable", stuck: in the background
        self.keys = keys.Keyboard(self)
        self.demo = Demo(self)  # the computer plays the deal out (D)
        self.grab: Grab | None = None
        self.picked: tuple[str, int] | None = None  # a card clicked: the next click says where
        self.targets: set[str] = set()  # where the cards held may go (the "drop targets" option)
        self.paused_at: float | None = None  # when the clock stopped (P, the window left)
        self.last_click: tuple[str, int, float, bool] | None = None
        self.dialog: Dialog | None = None
        self.inspecting = False  # the Rules mode: clicks show a pile's help
        self.celebration: Celebration | None = None
        self.hinted: Move | None = None  # the hint shown: from its source to its target
        self.notice = ""  # the status bar's message
        self._notice_fit: tuple[tuple[str, int], str] = (("", -1), "")  # (notice, room): shown
        self.won_banner = "You won!   N deals again"
        self.started = clock() - session.elapsed  # a resumed game's clock goes on
        self.finished_after: float | None = None
        self.toolbar = Toolbar(self._tool_buttons())
        self.game_buttons = ButtonRow()
        self._status = Label(12, TEXT)
        self._badge = Label(12, (255, 214, 110, 255), bold=True)
        self._message = Label(12, TEXT_DIM, anchor_x="right")
        self._measure = Label(12, TEXT)  # (not drawn: measures the status as it would be)
        self._status_fit: tuple[tuple, str] = ((), "")  # (parts, notice, room): the status shown
        self._message_zone = Rect(0, 0, 0, 0)  # where the notice is drawn, cut or not
        self.notice_open = False  # the whole notice shown over the table (hover or click)
        self._full_notice = arcade.Text(
            "", 0, 0, TEXT, 12, font_name=FONT, multiline=True, width=600, anchor_y="bottom"
        )
        self._paused = Label(20, TEXT, bold=True, anchor_x="center")
        self._redeal_labels: dict[str, Label] = {}  # "2 redeals left", under such piles
        self._rows: tuple[Board, tuple[str, int] | None] | None = None  # a stock dealing rows
        self._word_boxes: tuple[object, dict[tuple[str, int], tuple[Rect, bool]]] = (None, {})
        self._banner = Label(22, (255, 236, 150, 255), bold=True, anchor_x="center")
        self._banner_fit = 0.0  # the window width the banner's type was fitted to
        self._banner_hint = Label(13, TEXT_DIM, anchor_x="center")
        self._key_batch: KeyLabels | None = None
        self._laid_out = False

    def _tool_buttons(self) -> list[Button]:
        return [
            Button("New deal", self.new_deal, "N"),
            Button("Restart", self.restart, "R"),
            Button("Undo", self.undo, "Ctrl+Z"),
            Button("Redo", self.redo, "Ctrl+Y"),
            Button("Hint", self.hint, "H"),
            Button("Demo", self.toggle_demo, "D"),
            Button("Finish", self.finish, "F"),
            Button("Pause", self.toggle_pause, "P"),
            Button("Rules", self.show_rules, "F1"),
            Button("Options", self.show_options, "O"),
            Button("Statistics", self.show_stats, "T"),
            Button("Seed", self.ask_seed, "S"),
            Button("Save", self.ask_save, "Ctrl+S"),
            Button("Open", self.show_saves, "Ctrl+O"),
            Button("Games", self.back, "Esc"),
        ]

    # -- layout --------------------------------------------------------------

    def table_area(self) -> Rect:
        w, h = self.window.width, self.window.height
        return Rect(PAD, STATUS_H + PAD, w - 2 * PAD, h - TOOLBAR_H - STATUS_H - 2 * PAD)

    def on_show_view(self) -> None:
        self.window.set_caption(f"Paper - {self.session.title}")
        self.relayout()
        self.board.sync("deal")
        self._after_change(kind=None)  # the deal is under way: do not re-sync it

    def on_hide_view(self) -> None:
        self.solver.stop()  # no search goes on for a table no longer shown
        self.demo.stop()

    def on_deactivate(self) -> None:
        """The window lost the focus: the clock stops, the table is hidden."""
        self.pause()

    # -- pause -----------------------------------------------------------------

    def pause(self) -> None:
        """Stop the clock and hide the cards (nothing to study meanwhile);
        a key or a click goes on. A game over has no clock to stop."""
        if self.paused_at is not None or self.session.status != "playing":
            return
        self.demo.stop()
        self.grab, self.picked = None, None
        self.board.held = []
        self.board.sync("snap")
        self.paused_at = self.clock()

    def resume_play(self) -> None:
        if self.paused_at is None:
            return
        self.started += self.clock() - self.paused_at  # the pause does not count
        self.paused_at = None

    def toggle_pause(self) -> None:
        self.resume_play() if self.paused_at is not None else self.pause()

    def elapsed(self) -> float:
        """Seconds played on this deal: the clock stops while paused and
        once the game is over."""
        if self.finished_after is not None:
            return self.finished_after
        now = self.paused_at if self.paused_at is not None else self.clock()
        return now - self.started

    # -- the demo and the statistics -----------------------------------------------

    def toggle_demo(self) -> None:
        """D: the computer plays the deal out, a move at a time; D again, any
        other key or a click stops it."""
        if not self.demo_allowed:
            self.notice = "no demo in a Grand Tour: its score is yours"
            return
        self.demo.stop() if self.demo.running else self.demo.start()

    def show_stats(self) -> None:
        """The game's statistics, from the table (the launcher has them too)."""
        if self.stats is None:
            self.notice = "this table's games are not counted in the statistics"
            return
        StatsFlow(
            self.stats, self.session.game_id, self.session.title, self._open, self.close_dialog
        ).open()

    def on_resize(self, width: int, height: int) -> None:
        self.relayout()

    def relayout(self) -> None:
        self.board.fit(self.table_area())
        top = self.window.height - TOOLBAR_H
        shown = self._button_moves()
        moves = ButtonRow([Button(label, self.close_dialog) for label, _ in shown])
        right = self.window.width - PAD - (moves.width() + 20 if moves.buttons else 0)
        self.toolbar.place(PAD, top + 6, TOOLBAR_H - 12, right)
        self._place_game_buttons(self.toolbar.end + 20, shown)
        if self.dialog is not None:
            self.dialog.layout(self.window.width, self.window.height)
        self._laid_out = True

    def _button_moves(self) -> list[tuple[str, Move]]:
        try:
            return choices.buttons(self.session.moves())
        except GameError:
            return []

    def _place_game_buttons(self, left: float, shown: list[tuple[str, Move]] | None = None) -> None:
        """`shown`: the buttons' moves where the caller listed them already."""
        moves = self._button_moves() if shown is None else shown
        self.game_buttons = ButtonRow([Button(label, self._player(m)) for label, m in moves])
        self.game_buttons.place(left, self.window.height - TOOLBAR_H + 6, TOOLBAR_H - 12)

    def _player(self, move: Move) -> Callable[[], None]:
        return lambda: self.play(move)

    # -- what the player does --------------------------------------------------

    def play(self, move: Move) -> bool:
        def act() -> bool:
            self.session.play(move)
            return True

        if not self._guarded(act):
            self.notice = self.session.message
            return False
        self._moved()
        return True

    def _moved(self) -> None:
        """The player's own move: follow it, and let safe cards go home after."""
        self._after_change()
        self.auto.player_moved()

    def _guarded(self, action: Callable[[], bool]) -> bool:
        """A Session call that no refusal, fault in a game's own code or bug
        may crash: the project's errors become the status bar's message; any
        other exception is a bug, shown there too and logged with its
        traceback."""
        try:
            return action()
        except IllegalMove as exc:
            self.session.message = exc.reason
        except GameError as exc:
            self.session.message = f"game error: {exc}"
        except SessionError as exc:
            self.session.message = str(exc)
        except Exception as exc:
            log.exception("unexpected error in %s", self.session.game_id)
            self.session.message = f"internal error: {type(exc).__name__}: {exc} (logged)"
        return False

    def click(self, pile: str, index: int, quiet: bool = False) -> bool:
        """A click on a card or pile; `quiet`: a refusal says nothing (the
        second click of a double-click whose first click already played)."""
        done = self._guarded(lambda: self.session.click(pile, index))
        if done:
            self._moved()
        else:
            self._refused(pile, index)
            if quiet:
                self.notice = ""
        return done

    def point(self, pile: str, index: int, quiet: bool = False) -> bool:
        """A click with the mouse, as PySolFC and KPatience take it: with a
        card picked up, the click says where it goes (the same pile again
        puts it down); else the pile's own click (deal, turn, play) when
        the game has one, and where it has none, a card that can move is
        picked up, outlined in gold, for the next click."""
        if self.picked is not None:
            source, take = self.picked
            self.picked, self.targets = None, set()
            if pile == source:
                self.notice = ""
                self.board.sync("play")
                return False
            return self.drag(source, take, pile)
        if self._guarded(lambda: self.session.click(pile, index)):
            self._moved()
            return True
        take = self.grab_index(pile, index) if index >= 0 else -1
        if take >= 0 and self.movable(pile, take):
            self.picked = (pile, take)
            self.targets = self.legal_targets(pile, take) if self.settings.drop_targets else set()
            card = self.board.cards[pile][take]
            self.notice = f"{card.name} picked up: click where it goes"
            return False
        self._refused(pile, index)
        if quiet:
            self.notice = ""
        return False

    def movable(self, pile: str, index: int) -> bool:
        """Can the card `index` of `pile` (and those on it) move anywhere now?"""
        cards = self.board.cards.get(pile, [])
        if not 0 <= index < len(cards) or not cards[index].face_up:
            return False
        return bool(self.legal_targets(pile, index))

    def legal_targets(self, pile: str, index: int) -> set[str]:
        """The piles the cards from `index` of `pile` up may be moved onto."""
        try:
            moves = self.session.moves()
        except GameError:
            return set()
        return {
            m.target
            for m in moves
            if m.source == pile and m.index == index and m.target and m.target != pile
        }

    def drag(self, pile: str, index: int, target: str) -> bool:
        done = self._guarded(lambda: self.session.drag(pile, index, target))
        self._moved() if done else self._refused()
        return done

    def send(self, pile: str, index: int) -> bool:
        """Where a double-click sends a card: where the game says (its piles'
        `autotarget`, through `Session.autoplay_target` when the Session has
        it), else our guess: a foundation if it may go there."""
        size = len(self.board.cards.get(pile, []))
        target = self.game_target(pile, index if index >= 0 else size - 1)
        if target is not None and self._guarded(
            lambda: self.session.drag(pile, index if index >= 0 else size - 1, target)
        ):
            self._moved()
            return True
        move = choices.send_move(
            self.session.moves(), pile, index, size, self.preferred, self.session.cards
        )
        if move is None:
            self.notice = self.why_not(pile, index) or "that card cannot go anywhere now"
            return False
        return self.play(move)

    def game_target(self, pile: str, index: int) -> str | None:
        """Where the game itself sends card `index` of `pile`, if it says."""
        ask = getattr(self.session, "autoplay_target", None)  # newer Sessions only
        if ask is None or index < 0:
            return None
        try:
            return ask(pile, index)
        except (IllegalMove, GameError, SessionError):
            return None  # the guess still works; a fault here must not stop play
        except Exception:
            log.exception("unexpected error in %s's autoplay target", self.session.game_id)
            return None

    def right_click(self, pile: str, index: int) -> bool:
        """Passed on to games that tell the buttons apart; where the game does
        nothing with it (a CDL stack with no SelectRight method, or a game
        that has no right button) it sends the card, as a double-click does."""
        if self.session.right_button:
            done = self._guarded(lambda: self.session.right_click(pile, index))
            if done:
                self._moved()
                return True
            refusal = self.session.message
        else:
            refusal = ""
        if index >= 0 and self.send(pile, index):
            return True
        if refusal:
            self.notice = refusal
        self.board.sync("play")
        return False

    def undo(self) -> None:
        self.auto.rest()
        if self.session.undo():
            self.session.message = ""  # an old refusal no longer applies
            self._after_change(kind="play")
        else:
            self.notice = "nothing to undo"

    def redo(self) -> None:
        self.auto.rest()
        if self.session.redo():
            self.session.message = ""
            self._after_change(kind="play")
        else:
            self.notice = "nothing to redo"

    def finish(self) -> bool:
        """Play the rest out (F): every card home, each move on its own."""
        return self.auto.finish()

    def play_up(self) -> bool:
        """W: every card that can go to the foundations now goes there."""
        return self.auto.play_up()

    def restart(self) -> None:
        self.session.restart()
        self._fresh()

    def new_deal(self, seed: int | None = None) -> None:
        """A new deal: `seed`, or a random one; with "winnable deals only"
        on, the solver looks for one in the background and deals it then."""
        self.dialog = None
        if seed is None and self.solver.new_deal():
            return
        self.solver.deal_note = ""  # a deal at random, or by seed: not rated
        self.deal(random.randrange(1, 1_000_000) if seed is None else seed)

    def deal(self, seed: int) -> None:
        self.session.new_deal(seed)
        if self.keep:
            resume.forget(self.session)
        self._fresh()

    # -- games kept for later ------------------------------------------------------

    def keep_game(self) -> bool:
        """Keep the game in progress for next time (leaving, closing); True
        when it was kept (then the deal is not over for the statistics)."""
        if not self.keep:
            return False
        problem = resume.keep(self.session, self.elapsed())
        if problem:
            self.notice = problem
            return False
        return resume.has_resume(self.session)

    def _leave_deal(self, kept: bool) -> None:
        """The statistics: a deal left for good ends (its streak with it); a
        kept one goes on when it is resumed."""
        if self.tracker is not None and not kept:
            self.tracker.leave()

    def resumed(self) -> None:
        """This table's session is a kept game going on: it was counted as
        played when its first move was made."""
        if self.tracker is not None and self.session.move_count > 0:
            self.tracker.counted = True

    def ask_save(self) -> None:
        savedialogs.ask_name(self)

    def show_saves(self) -> None:
        savedialogs.show_list(self)

    def source_for(self, game_id: str) -> str | None:
        """The file to load a save of `game_id` from, when this table's game
        is that game and was not opened from the installed plugins."""
        return self.source if game_id == self.session.game_id else None

    def replace_session(self, session: Session) -> None:
        """Play another game (or position) at this table: a save was opened."""
        self._leave_deal(self.keep_game())
        if self.tracker is not None and self.stats is not None:
            self.tracker = self._tracker(session.game_id)
        if session.game_id != self.session.game_id:
            self.source = None
        self.session = session
        self.board = Board(session, self.settings, self.clock)
        self.preferred = choices.foundations(session.rules, self.board.order)
        self.auto = Autoplayer(self)
        self.keys.mouse_used()
        self._key_batch = None
        self.window.set_caption(f"Paper - {session.title}")
        self.demo.stop()
        self.paused_at = None
        self.started = self.clock() - session.elapsed
        self.finished_after = None
        self.celebration = None
        self.relayout()
        self.board.sync("snap")
        self.resumed()
        self._after_change(kind=None)

    def _tracker(self, game_id: str) -> DealTracker | None:
        """The statistics and history of this table's deals (none in a tour)."""
        if self.stats is None:
            return None
        return DealTracker(self.stats, game_id, lambda: self.session.seed)

    def _fresh(self) -> None:
        if self.tracker is not None:
            self.tracker.leave()  # the deal played so far is over
        self.demo.stop()
        self.paused_at = None
        self.started = self.clock()
        self.finished_after = None
        self.dialog = None
        self.celebration = None
        self.board.held = []
        self.auto.rest()
        self.board.sync("deal")
        self._after_change(kind=None)

    def reload(self, session: Session, notice: str) -> None:
        """Hot reload: the same game under changed rules (see runtime/reload.py);
        unlike `replace_session`, its clock and statistics carry on."""
        self.session = session
        self.board = Board(session, self.settings, self.clock)
        self.preferred = choices.foundations(session.rules, self.board.order)
        self.auto = Autoplayer(self)
        self.grab, self.dialog, self.hinted, self._key_batch = None, None, None, None
        self.demo.stop()
        self.window.set_caption(f"Paper - {session.title}")
        self.relayout()
        self.board.sync("snap")
        self._after_change(kind=None)
        self.notice = notice

    def back(self) -> None:
        self.solver.stop()
        self._leave_deal(self.keep_game())
        if self.on_back is not None:
            self.on_back()
        else:
            self.window.close()

    def hint(self) -> Move | None:
        """H: the solver looks for a hint in the background ("thinking..."),
        then says it and why, and marks its piles. Returns the hint when it
        is already known for this position."""
        self.solver.hint()
        return self.solver.ready_hint()

    def play_hint(self) -> bool:
        """Space: play the hint shown; with none found yet, the quick guess
        (the move that does most by its cards)."""
        move = self.solver.ready_hint() or self.quick_hint()
        return False if move is None else self.play(move)

    def quick_hint(self) -> Move | None:
        """The move that does most by its cards (no search)."""
        moves = choices.hints(self.session.moves(), self.preferred, self.session.cards)
        if not moves:
            self.notice = "no moves left"
            return None
        return moves[0]

    def _refused(self, pile: str | None = None, index: int = -1) -> None:
        """Say why a move was refused. A click on card `index` of `pile`
        that the game has no words for ("nothing to do on column 6") says
        why that card cannot go home instead, where the game can tell."""
        said = self.session.message
        if pile is not None and said.startswith("nothing to do"):
            said = self.why_not(pile, index) or said
        self.notice = said
        self.board.sync("play")  # held cards slide back

    def why_not(self, pile: str, index: int) -> str | None:
        """Why face-up card `index` of `pile` (-1: the top one) cannot go to
        a foundation now, in the game's own words (Golf's "KD cannot go on
        8S: ..."); None where the game has none."""
        cards = self.board.cards.get(pile, [])
        index = index if index >= 0 else len(cards) - 1
        if not 0 <= index < len(cards) or not cards[index].face_up:
            return None
        for target in sorted(self.preferred - {pile}):
            try:
                reason = self.session.refusal(pile, index, target)
            except (GameError, SessionError):
                continue
            if reason and not reason.startswith(("cannot move from", "nothing to do")):
                return reason
        return None

    def _after_change(self, kind: str | None = "play") -> None:
        if kind is not None:
            self.board.sync(kind)
            sound.play(self.settings.sound, "tap")
        self.hinted = None
        self.picked, self.targets = None, set()
        texts = [e.text for e in self.session.events if e.kind == "message" and e.text]
        self.notice = " ".join(texts) or self.session.message
        self._place_game_buttons(self.toolbar.end + 20)
        self.auto.refresh()
        if self.auto.ready and not self.notice:
            self.notice = "every card is up: F (Finish) plays the rest out"
        status = self.session.status
        self._count(status)
        if status == "playing":
            self.finished_after = None
            if self.dialog is not None and self.dialog.title in (
                "You won!",
                "No more moves",
                STUCK_TITLE,
            ):
                self.dialog = None
            self.celebration = None
            self.solver.changed()
            return
        self.solver.changed()
        if self.finished_after is None:
            self.finished_after = self.elapsed()
        if status == "won" and self.celebration is None:
            self._celebrate()
        elif status == "lost":
            self._open(
                Dialog(
                    "No more moves",
                    f"{self.session.title}, seed {self.session.seed}: "
                    "the game is lost. Undo a few moves, or try a new deal.",
                    [
                        Button("New deal", self.new_deal, "N"),
                        Button("Undo", self._undo_from_dialog, "Ctrl+Z"),
                    ],
                )
            )

    def _count(self, status: str) -> None:
        """Tell the statistics what the player's last change did."""
        if self.tracker is None or self.stats is None:
            return
        self.tracker.changed(status, self.elapsed(), self.session.move_count)
        if self.stats.error:
            self.notice = self.stats.error

    def _undo_from_dialog(self) -> None:
        self.dialog = None
        self.undo()

    def _celebrate(self) -> None:
        sound.play(self.settings.sound, "chord")
        cards = []
        for name in self.board.order:
            for card in self.board.cards.get(name, []):
                sprite = self.board.sprites.get(card.id)
                if sprite is not None:
                    cards.append((sprite.texture, self.board.rest[card.id]))
        self.celebration = Celebration(cards, self.window.width, STATUS_H, self.session.seed)

    # -- mouse -------------------------------------------------------------

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.toolbar.set_hover(x, y)
        self.notice_open = self._notice_cut() and self._message_zone.contains(x, y)
        self.game_buttons.hover = self.game_buttons.at(x, y)
        if self.dialog is not None:
            self.dialog.row.hover = self.dialog.row.at(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.keys.mouse_used()
        if self.paused_at is not None:
            self.resume_play()  # a click goes on (and does nothing else)
            return
        if self.demo.running:
            self.demo.stop()  # a click stops the demo, at the move it reached
            return
        if self._message_zone.contains(x, y) and self._notice_cut():
            self.notice_open = not self.notice_open  # the whole message, or not
            return
        if self.dialog is not None:
            if not self.dialog.click(x, y) and self.dialog.title not in ("No more moves",):
                self.dialog = None
            return
        if self.toolbar.click(x, y):
            return
        pressed = self.game_buttons.at(x, y)
        if pressed is not None:
            pressed.action()
            return
        hit = self.board.hit(x, y)
        if hit is None:
            return
        if self.inspecting:
            self.inspect(hit.pile)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.right_click(hit.pile, hit.index)
            return
        now = self.clock()
        last = self.last_click
        if (
            last
            and last[:2] == (hit.pile, hit.index)
            and now - last[2] < DOUBLE_CLICK
            and not last[3]
            and hit.index >= 0
        ):
            self.last_click = None
            self.picked, self.targets = None, set()
            self.send(hit.pile, hit.index)
            return
        take = self.grab_index(hit.pile, hit.index)
        # a face-down card that no move takes stays put: lifting it would show it
        lifts = take >= 0 and self.session.may_pick_up(hit.pile, take)
        ids = self.board.ids_from(hit.pile, take) if lifts else []
        offsets = [
            (self.board.sprites[c].center_x - x, self.board.sprites[c].center_y - y) for c in ids
        ]
        self.grab = Grab(hit.pile, hit.index, ids, x, y, offsets, take=take)

    def grab_index(self, pile: str, index: int) -> int:
        """The card a drag takes from. On a squared pile ("over") the cards
        under the top one cannot be seen or pointed at, so when the game
        moves the pile from lower down (Accordion moves whole piles), the
        grab takes from there; elsewhere it is the card under the pointer."""
        if index < 0 or self.board.table.layout.piles[pile].fan != "over":
            return index
        starts = {
            m.index
            for m in self.session.moves()
            if m.source == pile and m.target is not None and m.index is not None
        }
        lower = [i for i in starts if i <= index]
        return index if index in starts or not lower else max(lower)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        grab = self.grab
        if grab is None or not grab.ids:
            return
        if not grab.dragging:
            if abs(x - grab.x) + abs(y - grab.y) < DRAG_START:
                return
            grab.dragging = True
            self.picked = None
            self.targets = (
                self.legal_targets(grab.pile, grab.take) if self.settings.drop_targets else set()
            )
            self.board.animator.cancel(grab.ids)
            self.board.held = list(grab.ids)
            # re-read offsets: a card still landing is taken where it is now
            grab.offsets = [
                (self.board.sprites[c].center_x - grab.x, self.board.sprites[c].center_y - grab.y)
                for c in grab.ids
            ]
        for card_id, (ox, oy) in zip(grab.ids, grab.offsets, strict=True):
            self.board.sprites[card_id].position = (x + ox, y + oy)
            self.board.sprites[card_id].scale = 1.0

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        grab, self.grab = self.grab, None
        if grab is None:
            return
        if not grab.dragging:
            now, last = self.clock(), self.last_click
            # the second click of a double-click whose first click played (a
            # click-to-play game) reports no refusal: it was no new request
            quiet = bool(
                last
                and last[0] == grab.pile  # the card clicked first is gone: the pile counts
                and now - last[2] < DOUBLE_CLICK
                and last[3]
            )
            done = self.point(grab.pile, grab.index, quiet=quiet)
            self.last_click = (grab.pile, grab.index, now, done)
            return
        first = self.board.sprites[grab.ids[0]]
        held = Rect(
            first.center_x - first.width / 2,
            first.center_y - first.height / 2,
            first.width,
            first.height,
        )
        target = self.board.drop_target(held)
        self.board.held = []
        self.targets = set()
        if target is None or target == grab.pile:
            # put back where they came from: only a drop off every pile says so
            self.notice = "drop the cards on a pile" if target is None else ""
            self.board.sync("play")
            return
        self.drag(grab.pile, grab.take, target)

    # -- keys ----------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.paused_at is not None:
            self.resume_play()  # any key goes on
            self.keys.answered = True  # and its text is no pile key
            return
        if self.demo.running and symbol not in _MODIFIER_KEYS:
            self.demo.stop()  # any key stops the demo, at the move it reached
            self.keys.answered = True
            return
        self.keys.press(symbol, modifiers)

    def on_text(self, text: str) -> None:
        """The typed character (pyglet's text event): pile keys, names, seeds."""
        self.keys.text(text)

    # -- every frame -----------------------------------------------------------

    def on_update(self, delta_time: float) -> None:
        self.board.update(self.clock())
        if self.paused_at is None:
            self.auto.tick()
            self.demo.tick()
        self.solver.tick()
        if self.celebration is not None:
            self.celebration.update(delta_time)

    def on_draw(self) -> None:
        self.clear(color=self.settings.felt)
        if not self._laid_out:
            self.relayout()
        if self.paused_at is not None:
            self._draw_paused()
            return
        if self.targets:
            marks.draw_targets(self.board, self.targets)
        self.board.draw(self.settings.shadow)
        self._draw_marks()
        self._draw_redeals()
        if self.keys.active and self.settings.keyboard_labels:
            self._draw_key_labels()
        if self.celebration is not None:
            self.celebration.draw()
            self._draw_banner(self.won_banner.replace("You won!", self.won_title(), 1))
        self._draw_bars()
        if self.notice_open:
            self._draw_full_notice()
        self.toolbar.draw_menu()
        if self.dialog is not None:
            self.dialog.draw()

    def fit_banner(self, text: str, window_w: float) -> None:
        """Lay the banner's text out in the largest type (22 points down to
        12) whose band fits a window `window_w` wide: "You won in 12:05 and
        143 moves!   N deals again" is wider than an 800-pixel window."""
        label = self._banner.text
        if (label.text, self._banner_fit) == (text, window_w):
            return
        label.text = text
        label.font_size = 22
        while label.content_width + 48 > window_w - 8 and label.font_size > 12:
            label.font_size -= 1
        self._banner_fit = window_w

    def won_title(self) -> str:
        """The banner's first words: the time and the moves of the win."""
        minutes, seconds = divmod(int(self.elapsed()), 60)
        moves = self.session.move_count
        return f"You won in {minutes}:{seconds:02d} and {moves} move{'s' if moves != 1 else ''}!"

    def _draw_paused(self) -> None:
        """The table hidden while paused: the bars, and a word in the middle."""
        self._draw_bars()
        cx, cy = self.window.width / 2, self.window.height / 2
        arcade.draw_lbwh_rectangle_filled(cx - 260, cy - 50, 520, 110, (12, 40, 24, 235))
        self._paused.draw("Paused", cx, cy + 18)
        self._banner_hint.draw("P, any key or a click goes on", cx, cy - 22)

    def _draw_banner(self, text: str) -> None:
        cx, cy = self.window.width / 2, self.window.height / 2
        self.fit_banner(text, self.window.width)
        w = self._banner.width + 48
        arcade.draw_lbwh_rectangle_filled(cx - w / 2, cy - 18, w, 58, (12, 40, 24, 225))
        self._banner.draw(text, cx, cy)

    def _draw_marks(self) -> None:
        """Over the cards: the hint's way, and what is picked or selected."""
        if self.hinted is not None:
            marks.draw_hint(self.board, self.hinted)
        if self.keys.selected:
            marks.outline(self.board.card_rect(self.keys.selected, -1), marks.PICKED)
        if self.picked is not None:
            marks.outline(marks.cards_rect(self.board, *self.picked), marks.PICKED)

    def pile_words(self) -> list[tuple[str, str]]:
        """(pile, words): "2 redeals left" for each pile whose redeals are
        limited, "5 deals left" for a stock that deals a row (Spider's), and
        how many cards a squared stock (or Canfield's reserve) holds where
        it has no other words ("24 cards"), as Harvey's keyboard Klondike
        shows its hand as the number of cards in it."""
        labels = []
        for pile in self.session.redeal_piles():
            left = self.session.redeals_left(pile)
            if left is not None:
                labels.append((pile, redeals_text(left)))
        if self._rows is None or self._rows[0] is not self.board:
            self._rows = (self.board, self.board.row_deal())
        if self._rows[1] is not None:
            pile, per_deal = self._rows[1]
            left = -(-len(self.board.cards.get(pile, [])) // per_deal)
            labels.append((pile, deals_text(left)))
        worded = {pile for pile, _ in labels}
        layout = self.board.table.layout.piles
        for pile in self.board.order:
            counted = choices.base_name(pile) in COUNTED and layout[pile].fan == "over"
            held = len(self.board.cards.get(pile, []))
            if counted and held and pile not in worded:
                labels.append((pile, f"{held} card{'' if held == 1 else 's'}"))
        return labels

    def _draw_redeals(self) -> None:
        """Each pile's words (`pile_words`) just under it, or on it where
        another pile's cards may lie under it (`geometry.label_box`)."""
        for pile, text in self.pile_words():
            label = self._redeal_labels.get(pile)
            if label is None:
                label = self._redeal_labels[pile] = Label(10, TEXT, anchor_x="center")
            if label.text.text != text:
                label.text.text = text
            box, on_pile = self._word_box(pile, label.width + 2 * LABEL_PAD)
            if on_pile:  # no room under the pile: on its place, on a backing of its own
                arcade.draw_lbwh_rectangle_filled(box.left, box.bottom, box.width, box.height, BAR)
            label.draw(text, box.left + box.width / 2, box.bottom + 4)

    def _word_box(self, pile: str, width: float) -> tuple[Rect, bool]:
        """`geometry.label_box`, worked out once per table geometry."""
        table = self.board.table
        if self._word_boxes[0] is not table:
            self._word_boxes = (table, {})
        boxes = self._word_boxes[1]
        key = (pile, round(width))
        if key not in boxes:
            boxes[key] = geometry.label_box(table, pile, width, LABEL_H)
        return boxes[key]

    def _draw_key_labels(self) -> None:
        """Each pile's key just above its first card, on a dark backing of
        its own (over Pyramid's cards white alone would not show): laid out
        once per table geometry, the keys in one batch and the backings in
        one shape list, as twenty labels re-laid each frame cost more than
        all the cards."""
        table = self.board.table
        if self._key_batch is None or self._key_batch[0] is not table:
            batch = pyglet.graphics.Batch()
            texts = []
            backings = arcade.shape_list.ShapeElementList()
            for pile, key in choices.pile_keys(self.board.order).items():
                base = geometry.base_rect(table, pile)
                # above the first card, or below it where the pile fans upwards
                y = base.bottom - 14 if table.layout.piles[pile].fan == "up" else base.top + 4
                text = arcade.Text(
                    key,
                    round(base.left + 4),
                    round(y),
                    (255, 255, 255, 230),
                    10,
                    font_name=FONT,
                    bold=True,
                    batch=batch,
                )
                texts.append(text)
                w, h = text.content_width + 6, 15
                backings.append(
                    arcade.shape_list.create_rectangle_filled(
                        round(base.left + 1) + w / 2, round(y) - 3 + h / 2, w, h, KEY_BACKING
                    )
                )
            self._key_batch = (table, batch, texts, backings)
        self._key_batch[3].draw()
        self._key_batch[1].draw()

    def _draw_bars(self) -> None:
        w, h = self.window.width, self.window.height
        arcade.draw_lbwh_rectangle_filled(0, h - TOOLBAR_H, w, TOOLBAR_H, BAR)
        arcade.draw_line(0, h - TOOLBAR_H, w, h - TOOLBAR_H, BAR_LINE, 1)
        for row in (self.toolbar, self.game_buttons):
            row.draw()
        arcade.draw_lbwh_rectangle_filled(0, 0, w, STATUS_H, BAR)
        arcade.draw_line(0, STATUS_H, w, STATUS_H, BAR_LINE, 1)
        x = PAD
        badge = self.status_badge()
        if badge:  # what mode the table is in (a Grand Tour), set off in gold
            self._badge.draw(badge, x, 9)
            x += self._badge.width + 24
        self._status.draw(self.status_line(w - 2 * PAD - x - 24), x, 9)
        room = w - 2 * PAD - x - self._status.width - 24
        self._message.draw(self._fitted_notice(room), w - PAD, 9)
        self._message_zone = Rect(w - PAD - max(room, 0), 0, max(room, 0) + PAD, STATUS_H)

    def _notice_cut(self) -> bool:
        """Is the notice shown cut short (the pointer over it shows it all)?"""
        return self._notice_fit[0][0] == self.notice and self._notice_fit[1] != self.notice

    def _draw_full_notice(self) -> None:
        """The whole notice, wrapped, on a panel just over the status bar."""
        if not self._notice_cut():
            self.notice_open = False
            return
        text, w = self._full_notice, self.window.width
        width = int(min(640, w - 4 * PAD))
        if text.text != self.notice or text.width != width:
            text.text, text.width = self.notice, width
        height = text.content_height
        left = w - PAD - width - 2 * PAD
        arcade.draw_lbwh_rectangle_filled(
            left, STATUS_H + 4, width + 2 * PAD, height + 2 * PAD, BAR_SOLID
        )
        arcade.draw_lbwh_rectangle_outline(
            left, STATUS_H + 4, width + 2 * PAD, height + 2 * PAD, BAR_LINE, 1
        )
        text.position = (round(left + PAD), round(STATUS_H + 4 + PAD))
        text.draw()

    def _fitted_notice(self, room: float) -> str:
        """The notice, cut short with an ellipsis where it would run into
        the status (a long message gives way), measured in its own font;
        the pointer over it, or a click, shows it whole."""
        key = (self.notice, round(room))
        if self._notice_fit[0] == key:
            return self._notice_fit[1]
        text = self._message.text
        notice, cut = self.notice, len(self.notice)
        text.text = notice
        while cut > 0 and text.content_width > room:
            cut = min(cut - 1, int(cut * room / max(text.content_width, 1)))
            notice = self.notice[: max(cut, 0)].rstrip() + "\u2026" if cut > 0 else ""
            text.text = notice
        self._notice_fit = (key, notice)
        return notice

    def status_badge(self) -> str:
        """Text shown in gold before the status ("" for none)."""
        return ""

    def status_text(self) -> str:
        return SEP.join(self.status_parts())

    def status_line(self, room: float) -> str:
        """The status as drawn in `room` pixels shared with the notice. A
        notice that would be cut is news the player needs (why a move was
        refused), and a narrow window (640 pixels) has no room for a long
        title and seed, so the status gives way first: the seed goes, then
        the game's title; the moves, the time, the score and the verdict
        stay."""
        parts = self.status_parts()
        key = (tuple(parts), self.notice, round(room))
        if self._status_fit[0] != key:
            measure = self._measure.text
            measure.text = self.notice
            wanted = measure.content_width if self.notice else 0
            shown = list(parts)
            dropped = [p for p in parts if p.startswith("seed ")] + [self.session.title]
            for part in dropped:
                measure.text = SEP.join(shown)
                if measure.content_width + wanted <= room:
                    break
                if part in shown:
                    shown.remove(part)
            self._status_fit = (key, SEP.join(shown))
        return self._status_fit[1]

    def status_parts(self) -> list[str]:
        s = self.session
        minutes, seconds = divmod(int(self.elapsed()), 60)
        parts = [s.title, f"seed {s.seed}", f"moves {s.move_count}", f"{minutes}:{seconds:02d}"]
        if s.player is not None:  # (a game of several players, taking turns at one table)
            parts.append(f"player {s.player + 1}'s turn")
        if s.score is not None:
            parts.append(f"score {s.score}")
        if s.status != "playing":
            parts.append("won" if s.status == "won" else "lost")
        if self.paused_at is not None:
            parts.append("paused")
        if self.demo.running:
            parts.append("demo (a key stops it)")
        solver = self.solver.status_part()
        if solver:
            parts.append(solver)
        return parts

    def settle(self) -> None:
        """End every animation at once (for screenshots and tests)."""
        self.board.animator.clear()
        self.board.sync("snap")


def deals_text(left: int) -> str:
    """What the table writes under a stock that deals rows, `left` to come."""
    if left == 0:
        return "no deals left"
    return f"{left} deal{'' if left == 1 else 's'} left"


def redeals_text(left: int) -> str:
    """What the table writes under a pile with `left` redeals left."""
    if left == 0:
        return "no redeals left"
    return f"{left} redeal{'' if left == 1 else 's'} left"
