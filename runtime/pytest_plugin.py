"""Paper's pytest plugin: test a game's rules the way a player plays it.

Registered through the `pytest11` entry point, so any project with Paper
installed gets it. It gives:

- the `game` fixture, a factory: `game("games_src/klondike.pl", seed=3)`
  opens a source (compiled in memory), a plugin file or a game id, and
  returns a `GameUnderTest`;
- `arrange`: a position laid out card by card, checked to use every card of
  the game once;
- moves written as text: `"waste -> tableau[3]"`, `"tableau[2] -> tableau[5]
  (3 cards)"`, `"click deck"`, or exactly as `str(move)` prints them;
- assertions with readable failures (`assert_legal`, `assert_refused`,
  `assert_status`, `assert_cards`), each showing the open moves and the
  table when it fails;
- the table of every game a failing test opened, drawn as text in the
  failure report (section "paper tables").

See docs/testing.md.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from runtime.engine.model import Card, IllegalMove, Move
from runtime.engine.names import did_you_mean
from runtime.session import Session

_COUNT = re.compile(r"^(?P<body>.*?)\s*\((?P<count>\d+) cards?\)\s*$")
_INDEXED = re.compile(r"^(?P<stack>.+?):(?P<index>-?\d+)$")


def draw_table(session: Session) -> str:
    """The table as text, a line per stack: `tableau[0]: [KD] [3C] QS`
    (face-down cards in brackets, bottom card first)."""
    width = max((len(name) for name in session.stacks()), default=0)
    lines = [f"{session.title} (seed {session.seed}), {session.status}, move {session.move_count}"]
    for name in session.stacks():
        cards = " ".join(str(card) for card in session.cards(name)) or "-"
        lines.append(f"  {name.ljust(width)}  {cards}")
    return "\n".join(lines)


def _show_moves(moves: list[Move]) -> str:
    return "\n".join(f"  {move}" for move in moves) or "  (none)"


@dataclass(frozen=True)
class MoveText:
    """A move as a test writes it: `source -> target [(n cards)]`, `click
    source`, with `stack:index` to name the grabbed or clicked card."""

    source: str
    target: str | None
    count: int | None = None
    index: int | None = None

    @classmethod
    def parse(cls, text: str) -> MoveText:
        body, count = text.strip(), None
        counted = _COUNT.match(body)
        if counted:
            body, count = counted["body"], int(counted["count"])
        if body.startswith("click "):
            source, index = _split_index(body[len("click ") :].strip())
            return cls(source, None, count, index)
        if body.startswith("drag "):
            body = body[len("drag ") :]
        if "->" not in body:
            raise ValueError(
                f"cannot read the move {text!r}: write 'source -> target', "
                "'source -> target (N cards)' or 'click source'"
            )
        left, right = (part.strip() for part in body.split("->", 1))
        source, index = _split_index(left)
        return cls(source, right, count, index)


def _split_index(word: str) -> tuple[str, int | None]:
    indexed = _INDEXED.match(word)
    if indexed and not word.endswith("]"):
        return indexed["stack"], int(indexed["index"])
    return word, None


@dataclass
class GameUnderTest:
    """A `Session` with helpers for rule tests. Every Session method and
    property is reachable on it (`g.moves()`, `g.undo()`, `g.status`...)."""

    session: Session
    played: list[str] = field(default_factory=list)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.session, name)

    # -- reading ------------------------------------------------------------

    def table(self) -> str:
        return draw_table(self.session)

    def names(self, stack: str) -> list[str]:
        """The cards of a stack as `str(card)` shows them (`[KD]` face down)."""
        return [str(card) for card in self.session.cards(stack)]

    def find(self, text: str) -> Move:
        """The open move `text` names; fails, showing the open moves, when
        none or several fit."""
        moves = self.session.moves()
        exact = [move for move in moves if str(move) == text.strip()]
        if len(exact) == 1:
            return exact[0]
        wanted = self._parse(text)
        fits = [move for move in moves if _fits(move, wanted)]
        if len(fits) == 1:
            return fits[0]
        if not fits:
            self._fail(f"{text!r} is not an open move")
        self._fail(f"{text!r} could be any of: " + ", ".join(str(m) for m in fits))
        raise AssertionError  # unreachable: _fail raises

    # -- playing ------------------------------------------------------------

    def play(self, *texts: str) -> GameUnderTest:
        """Play moves written as text, in order; each must be open."""
        for text in texts:
            move = self.find(text)
            self.session.play(move)
            self.played.append(str(move))
        return self

    def play_all(self, moves: str) -> GameUnderTest:
        """Play moves separated by `|` or new lines (a recorded game)."""
        return self.play(*(part for part in re.split(r"[|\n]", moves) if part.strip()))

    def attempt(self, text: str) -> bool:
        """Do what a player does for `text`: click the card, or drag the
        grabbed card (the top one, or the one `(N cards)` down) onto the
        target. True when the game took it; `message` says why not."""
        wanted = self._parse(text)
        if wanted.index is not None:
            index = wanted.index
        elif wanted.count:
            index = len(self.session.cards(wanted.source)) - wanted.count
        else:
            index = -1
        if wanted.target is None:
            return self.session.click(wanted.source, index)
        return self.session.drag(wanted.source, index, wanted.target)

    def arrange(self, piles: dict[str, str | list[str]], rest: str | None = None) -> GameUnderTest:
        """Lay the game's own cards out as `piles` says, bottom first, each
        as `str(card)` writes it (`"[KD] QS"`: face down in brackets); the
        stacks not named are empty, and play starts there afresh. Every card
        of the game must be named exactly once, or, with `rest`, the cards
        not named go face down onto that stack. Fails, saying which cards,
        when a name is not one of the game's cards, is named twice, or is
        missing."""
        pool: dict[str, list[int]] = {}
        for name in self.session.stacks():
            for card in self.session.cards(name):
                pool.setdefault(_bare(str(card)), []).append(card.id)
        laid: dict[str, list[tuple[int, bool]]] = {}
        problems: list[str] = []
        for stack, cards in piles.items():
            if stack not in self.session.stacks():
                near = did_you_mean(stack, self.session.stacks(), quote="'")
                self._fail(f"{self.session.game_id} has no stack {stack!r} to arrange{near}")
            words = cards.split() if isinstance(cards, str) else list(cards)
            laid[stack] = []
            for word in words:
                free = pool.get(_bare(word))
                if not free:
                    what = "named twice" if _bare(word) in pool else "not a card of this game"
                    problems.append(f"{word} ({what})")
                    continue
                laid[stack].append((free.pop(0), not word.startswith("[")))
        left = [name for name, ids in pool.items() for _ in ids]
        if rest is not None and left:
            laid.setdefault(rest, [])[:0] = [(i, False) for ids in pool.values() for i in ids]
        elif left:
            problems.append("not placed: " + " ".join(left))
        if problems:
            self._fail("cannot arrange the table: " + "; ".join(problems))
        self.session.arrange(laid)
        self.played.clear()
        return self

    # -- assertions ---------------------------------------------------------

    def assert_legal(self, *texts: str) -> None:
        for text in texts:
            self.find(text)

    def assert_refused(self, text: str, reason: str | None = None) -> None:
        """`text` is not open, a player's attempt changes nothing, and the
        refusal says `reason` (a substring, or a regular expression)."""
        moves = self.session.moves()
        wanted = self._parse(text)
        open_now = [m for m in moves if _fits(m, wanted) or str(m) == text.strip()]
        if open_now:
            self._fail(f"{text!r} should be refused, but it is open: {open_now[0]}")
        before = self.session.move_count
        took = self.attempt(text)
        if took or self.session.move_count != before:
            self._fail(f"{text!r} should be refused, but the game took it")
        message = self.session.message
        if reason is not None and not (reason in message or re.search(reason, message)):
            self._fail(f"{text!r} was refused with {message!r}, expected {reason!r}")

    def assert_status(self, status: str) -> None:
        if self.session.status != status:
            self._fail(f"status is {self.session.status!r}, expected {status!r}")

    def assert_cards(self, stack: str, expected: str | list[str]) -> None:
        """The cards of `stack`, bottom first, as `str(card)` writes them:
        `"[KD] [3C] QS"` or a list."""
        want = expected.split() if isinstance(expected, str) else list(expected)
        have = self.names(stack)
        if have != want:
            self._fail(f"{stack} holds {' '.join(have) or 'nothing'}, expected {' '.join(want)}")

    # -- helpers ------------------------------------------------------------

    def _parse(self, text: str) -> MoveText:
        try:
            wanted = MoveText.parse(text)
        except ValueError as exc:
            self._fail(str(exc))
            raise
        for name in (wanted.source, wanted.target):
            if name is not None and name not in self.session.stacks():
                near = did_you_mean(name, self.session.stacks(), quote="'")
                self._fail(f"{self.session.game_id} has no stack {name!r} (in {text!r}){near}")
        return wanted

    def _fail(self, what: str) -> None:
        __tracebackhide__ = True
        history = " | ".join(self.played[-6:]) or "(none)"
        raise AssertionError(
            f"{what}\nlast moves played: {history}\nopen moves:\n"
            f"{_show_moves(self.session.moves())}\n{self.table()}"
        )


def _bare(word: str) -> str:
    """A card's name without the brackets of a face-down card."""
    return word[1:-1] if word.startswith("[") and word.endswith("]") else word


def _fits(move: Move, wanted: MoveText) -> bool:
    if move.source != wanted.source or move.target != wanted.target:
        return False
    if wanted.count is not None and move.count != wanted.count:
        return False
    return wanted.index is None or move.index == wanted.index


Opener = Callable[..., GameUnderTest]


@pytest.fixture
def game(request: pytest.FixtureRequest) -> Opener:
    """Open a game for a test: `game(source_or_plugin_or_id, seed=0)`.
    Relative paths are read from the directory pytest was started in."""
    opened: list[GameUnderTest] = []
    request.node._paper_games = opened

    def open_game(path_or_id: str | os.PathLike[str], seed: int = 0) -> GameUnderTest:
        session = Session.open(path_or_id, seed=seed)
        under_test = GameUnderTest(session)
        opened.append(under_test)
        return under_test

    return open_game


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    outcome = yield
    report = outcome.get_result()
    games = getattr(item, "_paper_games", None)
    if report.when == "call" and report.failed and games:
        text = "\n\n".join(g.table() for g in games)
        report.sections.append(("paper tables", text))


__all__ = ["Card", "GameUnderTest", "IllegalMove", "MoveText", "draw_table", "game"]
