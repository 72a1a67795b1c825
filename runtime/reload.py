"""Hot reload, without a window: noticing changed plugins, and carrying a
game in progress over to new rules.

`FolderWatcher` watches plugin folders (and the folders below them, where
a game's `#use`d files may lie) with watchdog and reports the plugin and
source files that changed once they have been quiet for a moment (editors
save in several steps). It only collects paths, from watchdog's thread;
whoever owns the game (the launcher, the table) asks `due()` from its own
loop and reloads there, so no game is ever touched from two threads.
`with_dependents` adds the sources that `#use` a changed file: editing an
included file reloads the games made of it.

`carry_over(session, rules)` deals the same seed under the new rules and
replays the old moves for as long as they stay legal, and says how far it
got: "rules changed: replayed 12 of 15 moves".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from paperc.watch import ChangedFiles, resolved
from runtime.compile_cache import included_files
from runtime.engine.model import GameError, IllegalMove, Move, Rules
from runtime.session import Session, SessionError

WATCHED_SUFFIXES = (".py", ".pl", ".cdl")
QUIET_SECONDS = 0.1


@dataclass(frozen=True)
class Reloaded:
    """The game under its new rules, and how much of the old one it kept."""

    session: Session
    replayed: int  # moves that still played
    total: int  # moves the old game had made
    refusal: str = ""  # why the first move that did not play was refused

    @property
    def complete(self) -> bool:
        return self.replayed == self.total

    def message(self) -> str:
        """The status bar's line after the reload."""
        if self.total == 0:
            return "rules changed: the deal was made again"
        if self.complete:
            return f"rules changed: replayed all {self.total} moves"
        moves = "move" if self.total == 1 else "moves"
        why = f" (move {self.replayed + 1}: {self.refusal})" if self.refusal else ""
        return f"rules changed: replayed {self.replayed} of {self.total} {moves}{why}"


def carry_over(old: Session, rules: Rules, origin: str = "") -> Reloaded:
    """`old`'s seed dealt under `rules`, with as many of its moves (up to its
    current position) replayed as stay legal. A move is matched to the new
    rules' list by what it does (piles, count, card, payload, or without the
    payload when just one listed move has those piles, count and card); a
    label the new rules word differently does not stop the replay. Raises
    SessionError when the new rules cannot deal the seed at all."""
    try:
        new = Session(rules, old.seed, origin=origin or old.origin)
    except GameError as exc:
        raise SessionError(f"the changed rules cannot deal seed {old.seed}: {exc}") from None
    moves = old.history()
    for done, move in enumerate(moves):
        same = _matching(new, move)
        try:
            if same is None:
                raise IllegalMove(f"{move} is no longer a move")
            new.play(same)
        except (IllegalMove, GameError, SessionError) as exc:
            return Reloaded(new, done, len(moves), _reason(exc))
        except Exception as exc:  # a half-edited game may fail in any way: stop there
            return Reloaded(new, done, len(moves), f"{type(exc).__name__}: {exc}")
    return Reloaded(new, len(moves), len(moves))


def _matching(session: Session, move: Move) -> Move | None:
    """The move of `session` that does what `move` did, or None."""
    try:
        listed = session.moves()
    except Exception:  # noqa: BLE001 - the new rules' own failure ends the replay
        return None
    if move in listed:
        return move
    exact = [m for m in listed if _what(m) == _what(move) and m.detail == move.detail]
    if exact:
        return exact[0]
    # the payload numbers options in the order the rules list them: an
    # option added or removed renumbers the others, so the same piles,
    # count and card are the same move when only one listed move has them
    alike = [m for m in listed if _what(m) == _what(move)]
    return alike[0] if len(alike) == 1 else None


def _what(move: Move) -> tuple[object, ...]:
    return (move.source, move.target, move.count, move.index)


def _reason(exc: Exception) -> str:
    return str(getattr(exc, "reason", "") or exc)


def with_dependents(changed: Iterable[Path], sources: Iterable[Path]) -> list[Path]:
    """`changed`, then each of `sources` (game sources) that brings a changed
    file in with `#use`, at any depth, as if it had changed itself."""
    found = list(changed)
    touched = {resolved(Path(p)) for p in found}
    for source in sources:
        source = Path(source)
        if source.suffix != ".pl" or resolved(source) in touched:
            continue
        if any(resolved(used) in touched for used in included_files(source)):
            found.append(source)
            touched.add(resolved(source))
    return found


class FolderWatcher(ChangedFiles):
    """Collects the plugin and source files that change in some folders
    (not in `__pycache__`, `.git` and the like)."""

    def __init__(self, folders: Iterable[Path]) -> None:
        super().__init__([f for f in folders if Path(f).is_dir()], self._wanted, QUIET_SECONDS)

    def _wanted(self, path: Path) -> bool:
        if path.suffix not in WATCHED_SUFFIXES or path.name.startswith((".", "_")):
            return False
        path = resolved(path)
        for folder in self.folders:
            if folder in path.parents:
                inner = path.parent.relative_to(folder).parts
                if any(part.startswith((".", "__")) for part in inner):
                    return False  # __pycache__, .git and the like
        return True


__all__ = ["FolderWatcher", "Reloaded", "carry_over", "with_dependents"]
