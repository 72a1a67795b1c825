"""The solver at the table: hints that look ahead (H), "winnable" in the
status bar, the stuck offer, and winnable deals only. Every search runs in
the background (`runtime.analysis.Worker`); `tick()`, called each frame,
picks up what has finished and never waits."""

from __future__ import annotations

import random

from runtime import analysis
from runtime.analysis import Position, Worker
from runtime.engine.model import Move
from runtime.ui.host import Host
from runtime.ui.widgets import Button, Dialog

STUCK_TITLE = "No more progress"


class SolverHelp:
    def __init__(self, view: Host) -> None:
        self.view = view
        self.worker = Worker()
        self.advice: tuple[object, Move, str] | None = None  # (position key, move, reason)
        self.winnable = ""  # the status bar's verdict ("searching...", "winnable", ...)
        self.stuck = False
        self.deal_note = ""  # the difficulty of a winnable deal being played
        self.finding = False
        self.start_seed: int | None = None  # where the next deal search starts (None: at random)

    # -- what the table asks ---------------------------------------------------------

    def searchable(self) -> bool:
        """Can the solver search this game? (A plugin made before the solver
        has no canonical key: its table hints by the cards, as before.)"""
        return callable(getattr(self.view.session.rules, "key", None))

    def hint(self) -> None:
        """Start looking for a hint (the answer comes in `tick`)."""
        view = self.view
        status = view.session.status
        if status != "playing":
            view.notice = "the game is won: N deals again" if status == "won" else "no moves left"
            return
        if not self.searchable():
            move = view.quick_hint()
            if move is not None:
                self._show_hint(move, "it does most with its cards")
            return
        ready = self.ready_hint()
        if ready is not None:
            self._show_hint(ready, self.advice[2] if self.advice else "")
            return
        position = Position.of(view.session)
        job = self.worker.current("hint")
        if job is not None and not job.done and job.tag == position.key:
            view.notice = "thinking..."  # already looking at this position
            return
        self.worker.submit(
            "hint", lambda cancel: analysis.find_hint(position, cancel), position.key
        )
        view.hinted = None
        view.notice = "thinking..."

    def ready_hint(self) -> Move | None:
        """The hint found for the position on the table, if any."""
        if self.advice is None or not self.searchable() or self.advice[0] != self._key():
            return None
        return self.advice[1]

    def thinking(self) -> bool:
        return self.worker.busy("hint")

    def changed(self) -> None:
        """The position changed (a move, undo, new deal): older searches are
        superseded and the verdict is looked for again."""
        self.worker.cancel("hint")
        self.advice = None
        self.stuck = False
        view = self.view
        if view.session.status != "playing" or not self.searchable():
            self.worker.cancel("verdict")
            self.winnable = ""
            return
        position = Position.of(view.session)
        self.worker.submit("verdict", lambda cancel: analysis.judge(position, cancel), position.key)
        self.winnable = "searching..."

    def new_deal(self) -> bool:
        """With "winnable deals only" on, look for one in the background;
        True when the table should wait for it (do not deal now)."""
        view = self.view
        if not view.settings.winnable_deals or not self.searchable():
            self.deal_note = ""
            return False
        session = view.session
        start = self.start_seed if self.start_seed is not None else random.randrange(1, 1_000_000)
        self.worker.submit("deal", lambda cancel: analysis.find_deal(session, start, cancel))
        self.finding = True
        view.notice = "finding a winnable deal..."
        return True

    def stop(self) -> None:
        self.worker.cancel()
        self.finding = False
        self.start_seed: int | None = None  # where the next deal search starts (None: at random)

    def status_part(self) -> str:
        parts = [p for p in (self.deal_note, self.winnable) if p]
        if self.finding:
            parts.insert(0, "finding a winnable deal...")
        return "   \u00b7   ".join(parts)

    # -- every frame -------------------------------------------------------------------

    def tick(self) -> None:
        for job in self.worker.poll():
            if job.error is not None:
                self.view.notice = f"the solver failed: {type(job.error).__name__}: {job.error}"
                if job.kind == "verdict":
                    self.winnable = ""
                if job.kind == "deal":  # the player asked for a deal: one comes
                    self.finding = False
                    self.view.deal(random.randrange(1, 1_000_000))
                continue
            if job.tag is not None and job.tag != self._key():
                continue  # an older position's answer
            getattr(self, f"_{job.kind}_done")(job.result)

    def _hint_done(self, advice: analysis.HintAdvice | None) -> None:
        view = self.view
        if advice is None:
            view.notice = "no moves left"
            return
        self.advice = (self._key(), advice.move, advice.reason)
        if advice.won:  # a win found from here: the status bar says so too
            self.winnable = "winnable"
        self._show_hint(advice.move, advice.reason)

    def _show_hint(self, move: Move, reason: str) -> None:
        view = self.view
        view.hinted = move  # drawn from its cards (orange) to where they go (blue)
        view.notice = f"hint: {reason}"  # Space plays it

    def _verdict_done(self, verdict: analysis.Verdict | None) -> None:
        if verdict is None:
            return
        won_here = self.winnable == "winnable" and self.advice is not None  # by a hint
        self.winnable = verdict.winnable or ("winnable" if won_here else "winnable: ?")
        self.stuck = verdict.stuck
        if verdict.stuck:
            self._offer()

    def _offer(self) -> None:
        view = self.view
        if view.dialog is not None:
            return
        view._open(
            Dialog(
                STUCK_TITLE,
                f"{view.session.title}, seed {view.session.seed}: no move can make progress "
                "any more (cards only go round). Undo a few moves, or try a new deal.",
                [
                    Button("New deal", view.new_deal, "N"),
                    Button("Undo", view._undo_from_dialog, "Ctrl+Z"),
                    Button("Keep playing", view.close_dialog, "Esc"),
                ],
            )
        )

    def _deal_done(self, deal: analysis.FoundDeal | None) -> None:
        self.finding = False
        view = self.view
        if deal is None:
            view.notice = "no winnable deal found in time: dealt at random"
            self.deal_note = ""
            view.deal(random.randrange(1, 1_000_000))
            return
        self.deal_note = f"{deal.difficulty} deal"
        view.deal(deal.seed)
        view.notice = (
            f"a winnable deal, rated {deal.difficulty}: the solver won it in "
            f"{deal.moves} moves after {deal.states:,} positions"
        )

    def _key(self) -> object:
        return self.view.session.key()
