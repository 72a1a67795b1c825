"""`paper`: the launcher, a table, or a screenshot of a table.

    paper [--plugins DIR]                  the launcher (DIR is remembered)
    paper play GAME [--seed N]             a table, directly
    paper play GAME --resume               the game of GAME left in progress
    paper shot GAME [--seed N] [--moves FILE] [--size WxH] -o out.png
    paper shot --launcher -o out.png       the launcher, with its thumbnails
    paper text GAME [--seed N] [--load SAVE]   play in the terminal (runtime.text)
    paper solve GAME --seeds A-B [--jobs N] [--dask ADDRESS] [-o FILE.csv]
                                           verdicts for many deals (runtime.batch)

GAME is a game id or the path of a plugin (.py) or a source (.pl, .cdl).
Exit codes: 0 done, 1 the game or a file is wrong, 2 bad usage. Errors are
one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import sys
from pathlib import Path

from runtime import settings as settings_module
from runtime import userfiles
from runtime.engine.model import GameError, IllegalMove, Move
from runtime.session import Session, SessionError
from runtime.solve import DEFAULT_BUDGET


class UsageError(Exception):
    """Bad arguments: exit 2."""


class UserError(Exception):
    """A game, a file or the display is not as it should be: exit 1."""


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed must be a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"seed must not be negative, not {value}")
    return value


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must be WIDTHxHEIGHT, not {text!r}") from None
    if not (200 <= width <= 8000 and 150 <= height <= 8000):
        raise argparse.ArgumentTypeError(f"size {text} is out of range (200x150 to 8000x8000)")
    return width, height


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2
        raise UsageError(f"{self.prog}: {message}")


def parser() -> argparse.ArgumentParser:
    top = _Parser(prog="paper", description="Play solitaire games written in Paperlang or CDL.")
    top.add_argument(
        "--plugins",
        action="append",
        type=Path,
        default=[],
        metavar="DIR",
        help="a folder of game plugins to add (remembered)",
    )
    sub = top.add_subparsers(dest="command", parser_class=_Parser)
    play = sub.add_parser("play", help="open a game's table directly")
    shot = sub.add_parser("shot", help="draw a table off screen into a PNG")
    text = sub.add_parser("text", help="play a game in the terminal")
    for command in (play, shot, text):  # `paper play GAME --plugins DIR` reads well too
        command.add_argument(
            "--plugins",
            action="append",
            type=Path,
            default=[],
            dest="more_plugins",
            metavar="DIR",
            help=argparse.SUPPRESS,
        )
    from runtime.text.player import add_arguments

    add_arguments(text)
    play.add_argument("game", help="a game id, or a .py plugin, or a .pl/.cdl source")
    play.add_argument("--seed", type=_seed, default=None, help="the deal number")
    play.add_argument(
        "--resume",
        action="store_true",
        help="go on with the game left in progress (a new deal when there is none)",
    )
    shot.add_argument("game", nargs="?", help="a game id, or a .py plugin, or a .pl/.cdl source")
    shot.add_argument("--launcher", action="store_true", help="draw the launcher instead")
    shot.add_argument("--seed", type=_seed, default=0, help="the deal number (default 0)")
    shot.add_argument(
        "--moves",
        type=Path,
        help="moves to play first: one str(move) a line, or a JSON list of Move.to_json()",
    )
    shot.add_argument("--size", type=_size, default=(1280, 800), help="WIDTHxHEIGHT")
    shot.add_argument("-o", "--output", type=Path, required=True, help="the PNG to write")
    solve = sub.add_parser("solve", help="solve many deals and summarise the verdicts")
    solve.add_argument("game", help="a game id, or a .py plugin, or a .pl/.cdl source")
    solve.add_argument(
        "--seeds",
        required=True,
        help="deal numbers: A-B, N, or a comma list (required; at most 1,000,000)",
    )
    solve.add_argument(
        "--jobs", type=_jobs, default=1, help="local processes (default 1; at most 4 a core)"
    )
    solve.add_argument(
        "--dask", metavar="ADDRESS", help="a Dask scheduler to run on instead (default: none)"
    )
    solve.add_argument(
        "--budget",
        type=_count,
        default=DEFAULT_BUDGET,
        help=f"states searched per deal, at most (default {DEFAULT_BUDGET:,})",
    )
    solve.add_argument(
        "--seconds", type=_seconds, default=None, help="time limit per deal (default: none)"
    )
    solve.add_argument(
        "-o",
        "--output",
        type=Path,
        help="CSV to append to, seeds in it skipped (default: the rows go to standard output)",
    )
    solve.add_argument("--quiet", action="store_true", help="no progress bar (default: shown)")
    return top


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"want a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"want at least 1, not {value}")
    return value


def _jobs(text: str) -> int:
    from runtime.batch import MAX_JOBS

    value = _count(text)
    if value > MAX_JOBS:
        raise argparse.ArgumentTypeError(f"want at most {MAX_JOBS} (4 a core), not {value}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"want a number of seconds, not {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"want a number of seconds above 0, not {text!r}")
    return value


def main(argv: list[str] | None = None) -> int:
    try:
        return run(parser().parse_args(argv))
    except UsageError as exc:
        print(f"{exc}\n(paper --help shows the usage)", file=sys.stderr)
        return 2
    except (UserError, SessionError, GameError) as exc:
        print(f"paper: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


def run(args: argparse.Namespace) -> int:
    userfiles.tidy()  # temp files a killed Paper left behind
    settings, warning = settings_module.load()
    if warning:
        print(f"paper: {warning}", file=sys.stderr)
    added = [*args.plugins, *getattr(args, "more_plugins", [])]
    if added:
        for folder in added:
            if not folder.is_dir():
                raise UserError(f"{folder}: not a folder")
            settings.add_folder(folder)
        try:
            settings_module.save(settings)
        except OSError as exc:
            print(f"paper: cannot save settings: {exc.strerror or exc}", file=sys.stderr)
    folders = settings.folders()
    if args.command == "shot":
        return _shot(args, folders)
    if args.command == "text":
        from runtime.text import player

        return player.run(args, folders)
    if args.command == "solve":
        return _solve(args, folders)
    session = None
    source = None
    notice = ""
    if args.command == "play":
        seed = args.seed if args.seed is not None else _random_seed()
        session = Session.open(args.game, seed=seed, plugins=folders)
        source = args.game if Path(args.game).suffix in (".py", ".pl", ".cdl") else None
        if args.resume:
            session, notice = _resumed(session, folders, source)
    _need_display()
    import arcade

    from runtime.ui.app import PaperWindow

    try:
        window = PaperWindow(settings)
    except _window_errors() as exc:
        raise UserError(f"cannot open a window: {exc}") from None
    if session is not None:
        table = window.play(session, source=source)
        table.notice = notice or table.notice
    else:
        window.show_launcher(warning)
    arcade.run()
    return 0


def _resumed(session: Session, folders: list[Path], source: str | None) -> tuple[Session, str]:
    """The game of `session`'s id left in progress, else `session` itself
    (a new deal), with what the player should be told."""
    from runtime import resume

    opened = resume.resume(session, folders, source)
    if opened.session is not None:
        return opened.session, f"resumed at move {opened.session.move_count}"
    if opened.notice:
        print(f"paper: {opened.notice}", file=sys.stderr)
        return session, opened.notice
    return session, "no game in progress: a new deal"


def _window_errors() -> tuple[type[BaseException], ...]:
    """What pyglet raises when there is no display or no usable OpenGL."""
    import pyglet.gl
    import pyglet.window

    return (pyglet.window.WindowException, pyglet.gl.GLException, pyglet.gl.ConfigException)


def _random_seed() -> int:
    import random

    return random.randrange(1, 1_000_000)


def _need_display() -> None:
    if os.environ.get("ARCADE_HEADLESS"):
        return
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        raise UserError("no display to open a window on (for pictures use `paper shot`)")


def _shot(args: argparse.Namespace, folders: list[Path]) -> int:
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")  # draw off screen through EGL
    from runtime.ui import app

    if args.output.suffix.lower() != ".png":
        raise UsageError(f"paper shot: the output must be a .png file, not {args.output}")
    if not args.output.parent.is_dir():
        raise UserError(f"{args.output.parent}: no such folder")
    if args.launcher:
        try:
            app.launcher_shot(args.output, folders, args.size)
        except _window_errors() as exc:
            raise UserError(f"cannot draw off screen: {exc}") from None
        return 0
    if not args.game:
        raise UsageError("paper shot: name a GAME (or --launcher)")
    session = Session.open(args.game, seed=args.seed, plugins=folders)
    if args.moves is not None:
        play_moves(session, args.moves)
    try:
        app.shot(session, args.output, args.size)
    except _window_errors() as exc:
        raise UserError(f"cannot draw off screen: {exc}") from None
    return 0


def _solve(args: argparse.Namespace, folders: list[Path]) -> int:
    from runtime import batch

    try:
        seeds = batch.parse_seeds(args.seeds)
        done = batch.read_rows(args.output) if args.output is not None else []
    except batch.BatchError as exc:
        raise UserError(str(exc)) from None
    except OSError as exc:
        raise UserError(f"{args.output}: {exc.strerror or exc}") from None
    Session.open(args.game, seed=seeds[0], plugins=folders)  # a bad game fails here, once
    finished = {row.seed for row in done}
    todo = [seed for seed in seeds if seed not in finished]
    plugins = tuple(str(folder) for folder in folders)
    if args.dask:
        rows = batch.run_dask(args.dask, args.game, todo, args.budget, args.seconds, plugins)
    else:
        rows = batch.run_local(args.game, todo, args.jobs, args.budget, args.seconds, plugins)
    out = batch.ResultsFile(args.output)
    to_stdout = args.output is None
    if to_stdout:
        print(",".join(batch.FIELDS))
    wanted = set(seeds)
    results = [row for row in done if row.seed in wanted]
    # SIGTERM ends the run as Ctrl+C does: the rows so far are kept and the
    # worker processes are ended with it (`run_local` kills its processes)
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        for row in _progress(rows, len(todo), args.quiet, len(seeds) - len(todo)):
            out.add(row)
            results.append(row)
            if to_stdout:
                print(",".join(row.as_csv()), flush=True)
    except batch.BatchError as exc:  # a win that did not replay, a fault: the rows so far are kept
        raise UserError(str(exc)) from None
    finally:
        rows.close()
        out.close()
        signal.signal(signal.SIGTERM, previous)
    for line in batch.Summary.of(results).lines():
        print(line, file=sys.stderr)
    return 0


def _terminated(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def _progress(rows, total: int, quiet: bool, skipped: int):  # type: ignore[no-untyped-def]
    """The rows, with a progress bar on stderr (rich)."""
    if quiet or total == 0:
        yield from rows
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    won = 0
    columns = (
        "{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        "{task.fields[won]} won",
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=Console(stderr=True), transient=False) as bar:
        note = f"solving ({skipped} done before)" if skipped else "solving"
        task = bar.add_task(note, total=total, won=0)
        for row in rows:
            won += row.verdict == "won"
            bar.update(task, advance=1, won=won)
            yield row


def play_moves(session: Session, path: Path) -> None:
    """Play a moves file: a JSON list of Move.to_json(), or one str(move) a line."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UserError(f"{path}: {exc.strerror or exc}") from None
    stripped = text.lstrip()
    if stripped.startswith("["):
        try:
            raw = json.loads(text)
            moves = [Move.from_json(item) for item in raw]
        except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError) as exc:
            raise UserError(f"{path}: not a JSON list of moves ({exc})") from None
        for number, move in enumerate(moves, 1):
            _play(session, move, f"{path}: move {number}")
        return
    for number, line in enumerate(text.splitlines(), 1):
        wanted = line.strip()
        if not wanted or wanted.startswith("#"):
            continue
        offered = session.moves()
        match = next((m for m in offered if str(m) == wanted), None)
        if match is None:
            shown = ", ".join(str(m) for m in offered[:8]) or "none"
            raise UserError(f"{path}:{number}: {wanted!r} is not a move now (moves: {shown})")
        _play(session, match, f"{path}:{number}")


def _play(session: Session, move: Move, where: str) -> None:
    try:
        session.play(move)
    except IllegalMove as exc:
        raise UserError(f"{where}: {move}: {exc.reason}") from None
    except GameError as exc:
        raise UserError(f"{where}: {move}: {exc}") from None


if __name__ == "__main__":
    sys.exit(main())
