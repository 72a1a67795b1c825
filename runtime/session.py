"""`Session`: one game being played, headless. The one public API.

A Session holds the game's rules (the generated class), the seed, and a
journal of states: index 0 is the position after the deal, each legal move
appends one. Undo and redo move along the journal; a new move after an undo
drops the redo tail. Saving writes the seed and the moves; loading replays
them, so a save file stays valid as long as the game's rules do.

A save file is data: loading one finds its game by id among the installed
plugins, or opens a source the caller names; it never imports a path
written inside it. The API raises only its own errors (`IllegalMove`,
`GameError`, `SessionError`) for anything a caller or a save file gets wrong.
"""

from __future__ import annotations

import inspect
import json
import math
import os
import reprlib
import tempfile
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any

from runtime import registry, wording
from runtime.engine.model import (
    Card,
    Event,
    GameError,
    HelpBox,
    IllegalMove,
    Layout,
    Move,
    Rules,
    Status,
)
from runtime.engine.names import did_you_mean

if TYPE_CHECKING:
    from runtime.solve import Hint, Solution

SAVE_FORMAT = "paper-save"
SAVE_VERSION = 1
ARRANGED_VERSION = 2  # a save that holds arrangements (older Papers would deal instead)
MOVE_LIMIT = 20_000  # moves a save holds: hours of play, and about 3 s to load again
SAVE_LIMIT = 8 << 20  # bytes; a save of 20,000 moves is about 3 MB


class SessionError(Exception):
    """A Session cannot be opened, saved or loaded, or was asked about a
    stack its game does not have; the message says why (and names the file)."""


class Session:
    """A game in play. Open one with `Session.open`."""

    def __init__(self, rules: Rules, seed: int, origin: str = "") -> None:
        self.rules = rules
        # does the engine list no move when the game is over? Then `moves`
        # need not ask its status first (`FlatGame.moves_say_status`)
        self._moves_say_status = getattr(rules, "moves_say_status", False) is True
        self.origin = origin
        self.seed = seed
        self.events: list[Event] = []
        self.message = ""
        self.elapsed = 0.0  # seconds played before a save was loaded (its "elapsed")
        self._deal(seed)

    # -- opening -----------------------------------------------------------

    @classmethod
    def open(
        cls, path_or_id: str | os.PathLike[str], seed: int = 0, plugins: list[Path] | None = None
    ) -> Session:
        """A plugin `.py`, a `.pl`/`.cdl` source (compiled in memory) or a game id.

        A game id is looked up in `plugins`, or when none are named in the
        folders the player's settings know (as the launcher and `paper shot`
        do): plugins there, then game sources there."""
        if not isinstance(path_or_id, str | os.PathLike) or not _is_int(seed):
            raise SessionError(f"cannot open {_show(path_or_id)} with seed {_show(seed)}")
        entry = resolve(str(path_or_id), known_folders(plugins))
        return cls(entry.rules(), seed, origin=entry.plugin)

    def _deal(self, seed: int) -> None:
        self.seed = seed
        # each arrangement since the deal: the moves before it, and the piles
        self._arranged: list[tuple[list[Move], dict[str, list[tuple[int, bool]]]]] = []
        self._begin(*self.rules.deal(seed))

    def _begin(self, state: Any, events: list[Event]) -> None:
        """Start the journal at `state`, which the deal (or an arrangement)
        laid out with `events`."""
        # the journal: the position after the deal, then one per move, and the
        # move that led to each (None for the first); a move's events are not
        # kept but played again when undo or redo asks (`_events_of`)
        self._states: list[Any] = [state]
        self._moves: list[Move | None] = [None]
        self._dealt = events
        self._at = 0
        self._offered: tuple[Any, list[Move]] = (None, [])
        self.events = list(events)
        self.message = ""

    def arrange(self, piles: Mapping[str, Sequence[tuple[int, bool]]]) -> None:
        """Start afresh from this game's own cards laid out as `piles` says
        (stack -> (card id, face up), bottom first; stacks not named are
        empty; every card exactly once), at the start of a turn: a position
        to test rules on (the pytest plugin's `arrange`). The history starts
        there; a save holds the arrangement (and what led to it) and loads
        it again. Paperlang games only. SessionError, saying what is wrong,
        for anything else."""
        arranged = getattr(self.rules, "arranged", None)
        if arranged is None:
            raise SessionError(f"{self.game_id}: only a Paperlang game's cards can be arranged")
        named = self._arrangement(piles)
        before = self.history()
        state, events = arranged(self.state, named)
        self._arranged = [*self._arranged, (before, named)]
        self._begin(state, events)

    def _arrangement(self, piles: object) -> dict[str, list[tuple[int, bool]]]:
        """`piles` checked: stack names of this game, each to a list of
        (card id, face up) pairs, every card of the game exactly once."""
        if not isinstance(piles, Mapping):
            raise SessionError(f"arrange takes stack -> cards, not {_show(piles)}")
        ids = sorted(card.id for name in self.stacks() for card in self.cards(name))
        named: dict[str, list[tuple[int, bool]]] = {}
        for name, cards in piles.items():
            stack = self._stack(name)
            if isinstance(cards, str | bytes) or not isinstance(cards, Sequence):
                raise SessionError(
                    f"arrange: {stack}'s cards are a list of (card id, face up), not {_show(cards)}"
                )
            laid = []
            for card in cards:
                if (
                    not isinstance(card, Sequence)
                    or isinstance(card, str | bytes)
                    or len(card) != 2
                ):
                    raise SessionError(
                        f"arrange: a card of {stack} is (card id, face up), not {_show(card)}"
                    )
                number, up = card
                if not _is_int(number):
                    raise SessionError(
                        f"arrange: a card id is a whole number, not {_show(number)} (in {stack})"
                    )
                if not isinstance(up, bool):
                    raise SessionError(
                        f"arrange: face up is True or False, not {_show(up)} (card {number} "
                        f"in {stack})"
                    )
                laid.append((number, up))
            named[stack] = laid
        if sorted(number for cards in named.values() for number, _ in cards) != ids:
            raise SessionError(f"{self.game_id}: an arrangement lays out every card once")
        return named

    # -- reading -----------------------------------------------------------

    @property
    def state(self) -> Any:
        return self._states[self._at]

    @property
    def game_id(self) -> str:
        return self.rules.game_id

    @property
    def title(self) -> str:
        return self.rules.title

    @property
    def language(self) -> str:
        return self.rules.language

    def stacks(self) -> list[str]:
        return list(self.rules.stacks())

    def cards(self, name: str) -> list[Card]:
        return self.rules.cards(self.state, self._stack(name))

    def _stack(self, name: object) -> str:
        """`name` when it names a stack of this game, else SessionError."""
        if not isinstance(name, str) or name not in self.rules.stacks():
            raise SessionError(f"no stack named {_show(name)} in {self.game_id}{self._near(name)}")
        return name

    def _near(self, name: object) -> str:
        """ "; did you mean 'waste'?" for a stack name with a typo, else ""."""
        known = self.rules.stacks()
        return did_you_mean(name, known, quote="'") if isinstance(name, str) else ""

    def moves(self) -> list[Move]:
        state = self._states[self._at]  # (`state`: asked each move, read directly)
        if not self._moves_say_status and self.rules.status(state) != "playing":
            return []
        found = self.rules.moves(state)
        self._offered = (state, found)  # play() trusts these, for this state
        return found

    @property
    def status(self) -> Status:
        return self.rules.status(self.state)

    @property
    def score(self) -> int | None:
        return self.rules.score(self.state)

    @property
    def player(self) -> int | None:
        """Whose turn it is in a game of several players (0 the first
        player's), when the rules say (`player(state)`); else None."""
        whose = getattr(self.rules, "player", None)
        return None if whose is None else whose(self.state)

    @property
    def move_count(self) -> int:
        return self._at

    def history(self) -> list[Move]:
        """The moves from the deal to the current position."""
        return [move for move in self._moves[1 : self._at + 1] if move is not None]

    def layout(self) -> Layout:
        return self.rules.layout()

    def help(self, name: str) -> HelpBox | None:
        return self.rules.help(self.state, self._stack(name))

    def rules_text(self) -> str:
        return self.rules.rules_text()

    # -- playing -----------------------------------------------------------

    def play(self, move: Move) -> list[Event]:
        """Make a move; raises IllegalMove (and changes nothing) if it is not legal,
        including a made-up move (unknown stacks, fields of the wrong type)."""
        at = self._at
        state = self._states[at]
        listed_for, offered = self._offered
        # one of the very Move objects `moves()` listed for this state needs
        # no checking (the engine made it), nor the game's status (it was on)
        for listed in offered if listed_for is state else ():
            if listed is move:
                break
        else:
            self._check_move(move)
            if self.status != "playing":
                raise IllegalMove(f"the game is over ({self.status})")
        try:
            state, events = self.rules.play(state, move)
        except (KeyError, TypeError, IndexError, ValueError, OverflowError) as exc:
            # an engine trusts the moves it lists; one it did not list and
            # cannot read is refused, while a listed move failing is a bug
            if move in self.moves():
                raise
            raise IllegalMove(f"{_show(move)} is not a move of {self.game_id}") from exc
        states = self._states
        if len(states) > at + 1:  # (after an undo: the redo tail goes)
            del states[at + 1 :], self._moves[at + 1 :]
        states.append(state)
        self._moves.append(move)
        self._at = at + 1
        self.events = list(events)
        self.message = ""
        return self.events

    def _check_move(self, move: object) -> None:
        """IllegalMove unless `move` is a Move whose fields have the types
        Move says and whose stacks are this game's."""
        if not isinstance(move, Move):
            raise IllegalMove(f"not a move: {_show(move)}")
        stacks = self.rules.stacks()
        for pile in (move.source, move.target):
            if pile is not None and (not isinstance(pile, str) or pile not in stacks):
                raise IllegalMove(
                    f"no stack named {_show(pile)} in {self.game_id}{self._near(pile)}"
                )
        if not _is_int(move.count) or not (move.index is None or _is_int(move.index)):
            raise IllegalMove(f"not a move: {_show(move)} (count and index are whole numbers)")
        if not isinstance(move.detail, tuple) or not _plain(move.detail, tuple):
            raise IllegalMove(f"not a move: {_show(move)} (detail holds ints and strings)")
        if not isinstance(move.label, str):
            raise IllegalMove(f"not a move: {_show(move)} (its label is not text)")

    def _try(self, move: Move | None, name: str, index: int, target: str | None) -> bool:
        """Play what a click or drag of card `index` of `name` (onto `target`)
        came to; when it is refused, `message` says why."""
        if move is None:
            self.message = self._refusal(name, index, target)
            return False
        try:
            self.play(move)
        except IllegalMove as exc:
            self.message = self._refusal(name, index, target, exc.reason)
            return False
        return True

    def click(self, name: str, index: int = -1) -> bool:
        """Click card `index` of a stack (0 = bottom, -1 = top); True if it did something."""
        index = self._normalise(name, index)
        if self.status != "playing":
            self.message = f"the game is over ({self.status})"
            return False
        move = self.rules.click(self.state, name, index)
        return self._try(move, name, index, None)

    def pile_name(self, name: str) -> str:
        """How a player names a stack, in every view: "column 5", "the
        waste" (the engine's word; runtime/wording.py)."""
        words = getattr(self.rules, "pile_name", None)
        return wording.pile_word(words(name) if words else name, name, self.rules.stacks())

    def refusal(self, name: str, index: int, target: str | None) -> str:
        """Why clicking card `index` of `name` (`target` None), or dragging it
        onto `target`, is not a move now, in the words a refused click or drag
        leaves in `message` (for views that ask before they try)."""
        return self._refusal(self._stack(name), self._normalise(name, index), target)

    def _refusal(self, name: str, index: int, target: str | None, reason: str = "") -> str:
        """The rules' reason (`reason`, or theirs when they can tell), never
        naming a face-down card; else the piles by their display names."""
        why = getattr(self.rules, "refusal", None)
        if not reason and why is not None:
            reason = why(self.state, name, index, target) or ""
        return wording.refusal(reason, self.cards, name, index, target, self.pile_name)

    def may_pick_up(self, name: str, index: int = -1) -> bool:
        """May the player lift card `index` of `name`? Not a face-down card
        that no move takes: lifting it would show it."""
        index = self._normalise(name, index)
        return wording.may_pick_up(self.cards(name), self.moves(), name, index)

    def drag(self, name: str, index: int, target: str) -> bool:
        """Grab card `index` of `name` with what lies on it and drop it on `target`."""
        index = self._normalise(name, index)
        self._stack(target)
        if self.status != "playing":
            self.message = f"the game is over ({self.status})"
            return False
        move = self.rules.drag(self.state, name, index, target)
        return self._try(move, name, index, target)

    def autoplay_target(self, name: str, index: int = -1) -> str | None:
        """Where a double-click on card `index` of `name` sends it, for games
        whose piles say so (Paperlang's `autotarget`); None when the game
        does not say, or the card cannot go there now."""
        index = self._normalise(name, index)
        find = getattr(self.rules, "autoplay_target", None)
        if find is None or self.status != "playing":
            return None
        return find(self.state, name, index)

    def redeals_left(self, name: str) -> int | None:
        """How many more times the player may redeal pile `name` (Paperlang's
        `redeals N`); None when its redeals are not limited, or the game
        does not count them."""
        self._stack(name)
        find = getattr(self.rules, "redeals_left", None)
        return None if find is None else find(self.state, name)

    def redeal_piles(self) -> tuple[str, ...]:
        """The piles whose redeals are limited, for the table to label."""
        return tuple(getattr(self.rules, "redeal_piles", ()))

    def right_click(self, name: str, index: int = -1) -> bool:
        """A right-button click, for games that tell the buttons apart (CDL's
        SelectRight methods); False, with a message, for games that do not."""
        index = self._normalise(name, index)
        if not self.right_button:
            self.message = f"{self.title} has no right-click"
            return False
        if self.status != "playing":
            self.message = f"the game is over ({self.status})"
            return False
        move = self.rules.click(self.state, name, index, button="right")  # type: ignore[call-arg]
        return self._try(move, name, index, None)

    @property
    def right_button(self) -> bool:
        """Whether the game's click takes a mouse button (CDL does)."""
        try:
            return "button" in inspect.signature(self.rules.click).parameters
        except (TypeError, ValueError):
            return False

    def press_help(self, name: str, button: int) -> bool:
        """Press button `button` (0-based) of a stack's help box, as the Rules
        mode shows it. It is one move, `detail` ("help", stack, button), that
        the engine's play() runs: undone, saved and replayed like any."""
        box = self.help(name)
        if not _is_int(button):
            raise SessionError(f"a help button is a number, not {_show(button)}")
        if box is None or not 0 <= button < len(box.buttons):
            self.message = f"{self.pile_name(name)}'s help has no button {button + 1}"
            return False
        if not hasattr(self.rules, "press_help"):
            self.message = f"{self.title} cannot press help buttons"
            return False
        # the engines' own encoding of a press (CDL's play() takes it back)
        move = Move(
            name,
            None,
            0,
            detail=("help", name, button),
            label=f"help {name}: {box.buttons[button].label}",
        )
        return self._try(move, name, -1, None)

    def _normalise(self, name: str, index: int) -> int:
        if not _is_int(index):
            raise SessionError(f"a card index is a whole number, not {_show(index)}")
        size = len(self.cards(name))
        if index < 0:
            index += size
        return max(index, -1) if size == 0 else index

    def undo(self) -> bool:
        if self._at == 0:
            return False
        self.events = _reversed(self._events_of(self._at))
        self._at -= 1
        return True

    def redo(self) -> bool:
        if self._at + 1 >= len(self._states):
            return False
        self._at += 1
        self.events = self._events_of(self._at)
        return True

    def restart(self) -> None:
        """Back to the deal of the same seed (redo stays possible)."""
        self._at = 0
        self.events = list(self._dealt)

    def _events_of(self, at: int) -> list[Event]:
        """What the move that led to position `at` did: played again from
        the position before it (a move's events are a function of the two,
        as a save's replay relies on), so that the journal keeps no events
        for each move, which every garbage collection would walk."""
        move = self._moves[at]
        if move is None:
            return []
        return list(self.rules.play(self._states[at - 1], move)[1])

    def new_deal(self, seed: int) -> None:
        if not _is_int(seed):
            raise SessionError(f"a seed is a whole number, not {_show(seed)}")
        self._deal(seed)

    # -- search (runtime.solve) ---------------------------------------------

    def key(self) -> Hashable:
        """The current position's canonical key: equal exactly when the
        tables and all that the rules can still read are equal."""
        return self.rules.key(self.state)

    def solve(
        self,
        budget: int = 100_000,
        seconds: float | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> Solution:
        """Search for a win from the current position within `budget`
        states and `seconds`; `cancel()` returning True stops it early
        (verdict "unknown"). The Solution's moves replay with play()."""
        from runtime.solve import Search, check_limits

        budget, seconds = check_limits(budget, seconds, cancel, SessionError)
        return Search(self.rules).solve(self.state, budget, seconds, cancel)

    def hint(
        self,
        budget: int = 20_000,
        seconds: float | None = 2.0,
        cancel: Callable[[], bool] | None = None,
    ) -> Hint | None:
        """A move to suggest and why: the first move of a win found within a
        small budget, else the move that makes the most progress. Never the
        reverse of the last move, never back to a position of this game.
        A win once found is remembered: while play follows it, the next
        hint is its next move, without searching again. So is, when no win
        is found, the way to the most promising position the search
        reached: the hints lead there, then search again."""
        from runtime.solve import Hint, Search, check_limits

        budget, seconds = check_limits(budget, seconds, cancel, SessionError)
        if self.status != "playing":
            return None
        visited = self._visited_keys()
        planned = self._planned_hint(visited)
        if planned is not None:
            return planned
        previous = self._moves[self._at]
        hint = Search(self.rules).hint(self.state, previous, visited, budget, seconds, cancel)
        found = None if hint is None else hint.solution
        if found is not None and found.verdict == "won":
            shorter = replace(found, moves=self._remember_plan(found.moves))
            planned = self._planned_hint(visited)
            if planned is not None:  # the win, shortened
                return Hint(planned.move, planned.reason, shorter)
        elif found is not None and found.verdict == "unknown" and found.toward:
            if hint is not None and hint.move == found.toward[0]:
                self._remember_plan(found.toward, wins=False)
        return hint

    def _remember_plan(self, moves: Sequence[Move], wins: bool = True) -> list[Move]:
        """Keep a win's moves (`wins`; else the way to a promising position)
        by the key of the position each is played from, shortened first: a
        search's win can wander (a depth-first dive), so from each position
        the plan takes the move that reaches the furthest later position of
        it, by the search key: a position the same for winning as one on
        the path (FreeCell's with two columns swapped) is as good as it."""
        from runtime.solve import key_of, successor_of

        rules, play, same = self.rules, successor_of(self.rules), key_of(self.rules)
        states = [self.state]
        for move in moves:
            states.append(play(states[-1], move))
        where = {same(state): index for index, state in enumerate(states)}  # the last
        plan: dict[Hashable, tuple[Move, int]] = {}
        steps: list[tuple[Hashable, Move]] = []
        here, at = self.state, 0
        while at < len(moves):
            best, move, after = at, moves[at], here
            for other in rules.moves(here):
                try:
                    child = play(here, other)
                except (IllegalMove, GameError):
                    continue
                reached = where.get(same(child), -1)
                if reached > best:
                    best, move, after = reached, other, child
            if best == at:  # (not if the search key is sound: keep the plan so far)
                break
            steps.append((rules.key(here), move))
            here, at = after, best
        for left, (key, move) in zip(range(len(steps), 0, -1), steps, strict=True):
            plan[key] = (move, left)
        self.__dict__["_hint_plan"] = plan
        self.__dict__["_hint_plan_wins"] = wins
        return [move for _, move in steps]

    def _planned_hint(self, visited: Sequence[Hashable]) -> Hint | None:
        """The next move of the remembered win, when play is still on it
        and the move does not lead back to a position of this game."""
        from runtime.solve import Hint, key_of, successor_of

        plan: dict[Hashable, tuple[Move, int]] = self.__dict__.get("_hint_plan", {})
        step = plan.get(self.key()) if plan else None
        if step is None:
            return None
        move, left = step
        try:
            after = key_of(self.rules)(successor_of(self.rules)(self.state, move))
        except (IllegalMove, GameError):
            return None
        if after in visited:
            return None
        if self.__dict__.get("_hint_plan_wins", True):
            return Hint(move, f"leads to a win in {left} moves")
        away = "1 move" if left == 1 else f"{left} moves"
        return Hint(move, f"no win found; this move heads for a better position {away} on")

    def _visited_keys(self) -> list[Hashable]:
        """The search keys (`runtime.solve.key_of`) of the positions from the
        deal to here, each worked out once (a key of an older position may
        replay its turn)."""
        from runtime.solve import key_of

        known: dict[int, tuple[Any, Hashable]] = self.__dict__.get("_keys_seen", {})
        keys, kept = [], {}
        key = key_of(self.rules)
        for state in self._states[: self._at + 1]:
            entry = known.get(id(state))
            if entry is None or entry[0] is not state:
                entry = (state, key(state))
            kept[id(state)] = entry
            keys.append(entry[1])
        self.__dict__["_keys_seen"] = kept
        return keys

    @property
    def stuck(self) -> bool:
        """True when no move can make progress any more: no position
        reachable from here puts a card home, turns one up or wins (moving
        cards round between columns, or the stock round, does not count)."""
        return self.is_stuck()

    def is_stuck(self, budget: int = 20_000, seconds: float | None = None) -> bool:
        """`stuck`, with the search's limits (reaching one means not stuck)."""
        from runtime.solve import Search, check_limits

        budget, seconds = check_limits(budget, seconds, None, SessionError)
        return Search(self.rules).stuck(self.state, budget, seconds)

    # -- saving ------------------------------------------------------------

    @property
    def fingerprint(self) -> str:
        """What tells this game's rules from another game's of the same id
        (`registry.module_fingerprints`): "" for rules no plugin registered."""
        entry = registry.entry_of(type(self.rules))
        return entry.fingerprint if entry is not None else ""

    @property
    def source_name(self) -> str:
        """The file name (no folder) of the source the game was compiled
        from, as its plugin says; "" when it does not. Only ever shown."""
        entry = registry.entry_of(type(self.rules))
        return PurePath(entry.source.replace("\\", "/")).name if entry is not None else ""

    def save(self, path: str | os.PathLike[str], elapsed: float | None = None) -> None:
        """Write the game to a JSON file atomically (a temp file, then rename).
        The game is named by id, language and the fingerprint of its rules:
        no path, so loading imports nothing. `elapsed`: the seconds played so
        far, kept for the clock of a game resumed later."""
        moves = [move for move in self._moves[1:] if move is not None]
        held = len(moves) + sum(len(before) for before, _ in self._arranged)
        if held > MOVE_LIMIT:
            raise SessionError(
                f"{path}: {held:,} moves are more than a save holds ({MOVE_LIMIT:,})"
            )
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION if not self._arranged else ARRANGED_VERSION,
            "game": self.game_id,
            "language": self.language,
            "fingerprint": self.fingerprint,
            "source": self.source_name,
            "seed": self.seed,
        }
        if self._arranged:
            data["arranged"] = [
                {
                    "moves": [move.to_json() for move in before],
                    "piles": {name: [[n, up] for n, up in cards] for name, cards in piles.items()},
                }
                for before, piles in self._arranged
            ]
        data["moves"] = [move.to_json() for move in moves]
        data["at"] = self._at
        if elapsed is not None and math.isfinite(elapsed) and elapsed >= 0:
            data["elapsed"] = round(float(elapsed), 3)
        target = Path(path)
        fd, tmp = tempfile.mkstemp(prefix=".paper-save-", dir=target.parent or ".")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, indent=1)
                handle.write("\n")
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    @classmethod
    def load(
        cls,
        path: str | os.PathLike[str],
        plugins: list[Path] | None = None,
        source: str | os.PathLike[str] | None = None,
    ) -> Session:
        """Open a saved game; a corrupt, crafted or foreign file raises
        SessionError naming it. The game is the installed one with the
        saved id whose rules' fingerprint is the saved one, or `source`
        (anything `open` takes) when the caller names one; nothing named
        inside the file is ever imported. A save of a game that only
        another game of the same id stands for raises SessionError naming
        both."""
        data = _read_save(Path(path))
        game, seed = data["game"], data["seed"]
        try:
            if source is not None:
                session = cls.open(source, seed=seed, plugins=plugins)
            else:
                entry = _saved_game(data, known_folders(plugins))
                session = cls(entry.rules(), seed, origin=entry.plugin)
        except registry.PluginError as exc:
            raise SessionError(
                f"{path}: {exc}; to load a game that is not installed, name its source "
                "(Session.load(path, source=...), or add its folder with --plugins)"
            ) from None
        except SessionError as exc:
            raise SessionError(f"{path}: {exc}") from None
        except GameError as exc:
            raise SessionError(f"{path}: cannot deal seed {_show(seed)}: {exc}") from None
        if session.game_id != game:
            raise SessionError(f"{path}: saved game is {_show(game)}, found {session.game_id!r}")
        language = data.get("language")
        if language is not None and language != session.language:
            raise SessionError(
                f"{path}: saved game {game!r} is a {_show(language)} game; "
                f"{session.origin or 'the one found'} is {session.language!r}"
            )
        session._replay(path, data)
        session.elapsed = float(data.get("elapsed", 0.0))
        return session

    def _replay(self, path: str | os.PathLike[str], data: dict[str, Any]) -> None:
        """Lay out a save's arrangements and play its moves (SessionError
        naming the file and the move that no longer plays)."""
        number = 0

        def play(raw_moves: list[Any]) -> None:
            nonlocal number
            for raw in raw_moves:
                number += 1
                try:
                    self.play(Move.from_json(_saved_move(raw)))
                except (IllegalMove, GameError, SessionError) as exc:
                    raise SessionError(f"{path}: move {number} no longer plays: {exc}") from None

        for step, arranged in enumerate(data.get("arranged", []), 1):
            play(arranged["moves"])
            try:
                self.arrange(
                    {
                        name: [(n, up) for n, up in cards]
                        for name, cards in arranged["piles"].items()
                    }
                )
            except (SessionError, GameError) as exc:
                raise SessionError(
                    f"{path}: arrangement {step} no longer lays out: {exc}"
                ) from None
        moves = data["moves"]
        play(moves)
        at = data.get("at", len(moves))
        if not _is_int(at) or not 0 <= at <= len(moves):
            raise SessionError(f"{path}: bad position {_show(at)}")
        self._at = at
        self.events = []


def _reversed(events: list[Event]) -> list[Event]:
    """The events of a move, played backwards (for animating an undo)."""
    back: list[Event] = []
    for event in reversed(events):
        if event.kind == "move":
            back.append(Event("move", event.target, event.source, tuple(reversed(event.cards))))
        elif event.kind == "flip":
            back.append(event)
    return back


def _read_save(path: Path) -> dict[str, Any]:
    """The save file's data, checked field by field: SessionError naming the
    file for anything a well-formed save does not hold."""
    try:
        with path.open("rb") as handle:  # bounded: a save is never this big
            raw = handle.read(SAVE_LIMIT + 1).decode("utf-8")
    except FileNotFoundError:
        raise SessionError(f"{path}: no such save file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SessionError(f"{path}: cannot read save file: {exc}") from None
    if len(raw) > SAVE_LIMIT:
        raise SessionError(f"{path}: not a Paper save file (over {SAVE_LIMIT >> 20} MB)")
    try:
        data = json.loads(raw, parse_constant=_no_constant, parse_float=_finite)
    except json.JSONDecodeError as exc:
        raise SessionError(f"{path}: not a Paper save file (corrupt or truncated: {exc})") from None
    except RecursionError:
        raise SessionError(f"{path}: not a Paper save file (nested too deeply)") from None
    except ValueError as exc:  # Infinity, 1e999, an integer of more than 4300 digits
        raise SessionError(f"{path}: not a Paper save file ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SessionError(f"{path}: not a Paper save file")
    if data.get("version") not in (SAVE_VERSION, ARRANGED_VERSION) or not _is_int(
        data.get("version")
    ):
        raise SessionError(
            f"{path}: save file version {_show(data.get('version'))} "
            f"(this Paper reads {SAVE_VERSION} and {ARRANGED_VERSION})"
        )
    if not isinstance(data.get("moves"), list) or not _is_int(data.get("seed")):
        raise SessionError(f"{path}: save file is missing its seed or moves")
    if not isinstance(data.get("game"), str) or not 0 < len(data["game"]) <= 200:
        raise SessionError(f"{path}: save file does not name its game")
    if not isinstance(data.get("origin", ""), str):  # older saves' file name; never opened
        raise SessionError(f"{path}: save file's origin is not text: {_show(data['origin'])}")
    for key in ("language", "fingerprint", "source"):  # older saves hold none of them
        if not isinstance(data.get(key, ""), str) or len(data.get(key, "")) > 200:
            raise SessionError(f"{path}: save file's {key} is not text: {_show(data[key])}")
    elapsed = data.get("elapsed", 0.0)
    if not isinstance(elapsed, int | float) or isinstance(elapsed, bool) or not 0 <= elapsed < 1e9:
        raise SessionError(f"{path}: save file's elapsed time is not seconds: {_show(elapsed)}")
    arranged = data.get("arranged", [])
    if not isinstance(arranged, list) or any(not _arranged_step(step) for step in arranged):
        raise SessionError(f"{path}: save file's arrangements are not ones Paper wrote")
    every = [*(m for step in arranged for m in step["moves"]), *data["moves"]]
    if len(every) > MOVE_LIMIT:
        raise SessionError(
            f"{path}: not a Paper save file ({len(every):,} moves; a save holds at most "
            f"{MOVE_LIMIT:,})"
        )
    for number, raw_move in enumerate(every, 1):
        try:
            _saved_move(raw_move)
        except SessionError as exc:
            raise SessionError(f"{path}: move {number} is not a move: {exc}") from None
    return data


def _arranged_step(step: object) -> bool:
    """An arrangement as a save holds it: the moves before it, and the
    piles (stack name -> [card id, face up] pairs)."""
    if not isinstance(step, dict) or not isinstance(step.get("moves"), list):
        return False
    piles = step.get("piles")
    return isinstance(piles, dict) and all(
        isinstance(cards, list)
        and all(
            isinstance(card, list) and len(card) == 2 and _is_int(card[0]) and type(card[1]) is bool
            for card in cards
        )
        for cards in piles.values()
    )


def saved_game_id(path: str | os.PathLike[str]) -> str:
    """The id of the game a save file holds (SessionError if it is no save),
    for a caller choosing which source to pass to `Session.load`."""
    return str(_read_save(Path(path))["game"])


def _saved_move(raw: Any) -> dict[str, Any]:
    """A move as a save holds it, with the types `Move.from_json` reads."""
    if not isinstance(raw, dict):
        raise SessionError(f"{_show(raw)} is not an object")
    for key in ("source", "target"):
        if key not in raw or not (raw[key] is None or isinstance(raw[key], str)):
            raise SessionError(f"{key} {_show(raw.get(key))} is not a stack name or null")
    if not _is_int(raw.get("count")):
        raise SessionError(f"count {_show(raw.get('count'))} is not a whole number")
    if not (raw.get("index") is None or _is_int(raw["index"])):
        raise SessionError(f"index {_show(raw['index'])} is not a whole number or null")
    if not isinstance(raw.get("detail", []), list) or not _plain(raw.get("detail", []), list):
        raise SessionError(f"detail {_show(raw['detail'])} is not a list of ints and strings")
    if not isinstance(raw.get("label", ""), str):
        raise SessionError(f"label {_show(raw['label'])} is not text")
    return raw


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _plain(value: object, sequence: type, depth: int = 0) -> bool:
    """Whether a move's `detail` holds only ints, strings and None, in
    sequences (`tuple` in a Move, `list` in a save) nested a few deep."""
    if isinstance(value, sequence):
        return depth < 8 and all(_plain(item, sequence, depth + 1) for item in value)
    return value is None or _is_int(value) or isinstance(value, str)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save file holds")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is too large a number")
    return value


def _short_repr() -> reprlib.Repr:
    short = reprlib.Repr()
    short.maxstring = short.maxother = 60
    short.maxlevel = 3
    return short


_SHORT = _short_repr()


def _show(value: object) -> str:
    """A value in a message, cut short (a crafted file or move may hold anything)."""
    if isinstance(value, Move):  # its fields, each cut short
        fields = (value.source, value.target, value.count, value.index, value.detail)
        return f"Move{_show(fields)}"
    try:
        return _SHORT.repr(value)
    except (ValueError, RecursionError):  # an int too long to print, a cycle
        return f"<a {type(value).__name__}>"


def resolve(path_or_id: str, plugins: list[Path]) -> registry.GameEntry:
    """The game a Session.open argument names."""
    path = Path(path_or_id)
    try:
        if path.suffix == ".py":
            if not path.exists():
                raise SessionError(f"{path}: no such plugin file")
            reg = registry.Registry()
            found = reg.add_file(path)
            if not found:
                raise SessionError("; ".join(reg.errors) or f"{path}: registers no game")
            return found[0]
        if path.suffix in (".pl", ".cdl"):
            return _compile_in_memory(path)
        return _find_by_id(path_or_id, plugins)
    except registry.PluginError as exc:
        raise SessionError(str(exc)) from None


def known_folders(plugins: list[Path] | None) -> list[Path]:
    """The plugin folders a game id is looked up in: those the caller names,
    else the folders the player's settings (and so the launcher) know."""
    if plugins:
        return list(plugins)
    from runtime import settings as settings_module

    return settings_module.load()[0].folders()


def _saved_game(data: dict[str, Any], plugins: list[Path]) -> registry.GameEntry:
    """The installed game a save was made of: of its id, and of its
    fingerprint when it records one (older saves do not: the game of that
    id; saves made before fingerprints counted includes name the game's own
    source, `made_from`). SessionError naming both games when only another
    game has the id."""
    game, fingerprint = data["game"], data.get("fingerprint", "")
    if not fingerprint:
        return _find_by_id(game, plugins)
    found = registry.find_games(game, plugins)
    for entry in found:
        if fingerprint in (entry.fingerprint, entry.made_from):
            return entry
    for source in _sources_named(game, plugins):
        try:
            entry = _compile_in_memory(source)
        except SessionError:
            continue
        if entry.game_id == game and fingerprint in (entry.fingerprint, entry.made_from):
            return entry
        found.append(entry)
    if not found:
        raise registry.PluginError(f"no game with id {game!r} is installed")
    saved = ", ".join(
        part
        for part in (
            f"from {data['source']}" if data.get("source") else "",
            data.get("language", ""),
            f"rules {fingerprint[:12]}",
        )
        if part
    )
    others = "; ".join(f"{e.plugin} ({e.language or '?'})" for e in found)
    raise SessionError(
        f"this save is of a game {game!r} ({saved}) that is not installed; another game has "
        f"that id: {others}. To load the save, name its game's source "
        "(Session.load(path, source=...), or the GAME argument), or add its folder with --plugins"
    )


def _find_by_id(game_id: str, plugins: list[Path]) -> registry.GameEntry:
    """An installed game by id: a plugin first, else a source in a user's
    plugin folder whose file is named after the id (compiled through the
    compile cache), else whichever source registers that id."""
    try:
        return registry.find_game(game_id, plugins)
    except registry.PluginError as missing:
        sources = [p for f in plugins for p in registry.source_files(Path(f))]
        named = _sources_named(game_id, plugins)
        for path in [*named, *(p for p in sources if p not in named)]:
            try:
                entry = _compile_in_memory(path)
            except SessionError:
                if path in named:
                    raise  # the source of that name does not compile: say why
                continue
            if entry.game_id == game_id:
                return entry
        raise missing


def _sources_named(game_id: str, plugins: list[Path]) -> list[Path]:
    """The game sources in the user's folders whose file name makes `game_id`."""
    sources = [p for f in plugins for p in registry.source_files(Path(f))]
    if not sources:
        return []
    from paperc.ids import game_id_from_path  # sources are compiled: the compiler's own rule

    return [p for p in sources if game_id_from_path(p.stem) == game_id]


def _compile_in_memory(path: Path) -> registry.GameEntry:
    """Compile a source, or take its module from the compile cache (an entry
    that fails to run is set aside, and the source compiled again)."""
    from runtime import compile_cache

    try:
        source = compile_cache.read_regular(path)
    except FileNotFoundError:
        raise SessionError(f"{path}: no such source file") from None
    except OSError as exc:
        raise SessionError(f"{path}: cannot read this source: {exc.strerror or exc}") from None
    shown = path.as_posix()
    key = compile_cache.source_key(source, shown)
    python = compile_cache.lookup(key, source)
    module = None
    if python is not None:
        try:
            module = registry.module_from_source(python, _module_name(python))
        except Exception:  # noqa: BLE001 - a damaged entry: set aside, compiled again
            compile_cache.discard(key)
    if module is None:
        import paperc  # the one sanctioned import of the compiler (docs/architecture.md)

        try:
            compiled = paperc.compile_file_to_source(path)
        except paperc.CompileError as exc:
            raise SessionError(exc.render()) from None
        except OSError as exc:
            raise SessionError(f"{path}: {exc.strerror or exc}") from None
        compile_cache.store(key, compiled.python, compiled.includes)
        module = registry.module_from_source(compiled.python, _module_name(compiled.python))
    reg = registry.Registry()
    found = reg.add_module(module, str(path))
    if not found:
        raise SessionError(f"{path}: compiled, but registers no game")
    return found[0]


def _module_name(python: str) -> str:
    from runtime import compile_cache

    return f"paper_source_{compile_cache.game_id_of(python)}"
