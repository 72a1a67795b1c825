"""The terminal player, in the spirit of Brian Harvey's keyboard Klondike
(seed 001): most moves take one short command.

    3          play move number 3 of the list
    8S, 10h    play that card (to its first legal place); `m` moves it again
               to its next legal place, as seed 001's M does; a card that
               cannot move now is answered with why (the rules' refusal)
    row 3      click that pile (deal, turn a card...), by the name the table
               shows or its stack name (`row[2]`)
    u / r      undo / redo        n [SEED]   new deal     restart   same deal again
    h          hint: the solver's move, and why    save FILE / load FILE
    ?          this help          q          quit

A save file names its game by id: `load` finds it among the installed
plugins, or uses the source named on the command line when it is that game.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path
from typing import TextIO

from runtime import settings as settings_module
from runtime.engine.model import GameError, IllegalMove, Move
from runtime.session import Session, SessionError, saved_game_id
from runtime.text.render import WIDTH, board, move_list, move_text

HELP = __doc__.split("\n\n", 1)[1]
PROMPT = "> "


class TextPlayer:
    """Reads commands, plays them on the Session, and prints the table."""

    def __init__(
        self,
        session: Session,
        out: TextIO,
        color: bool = False,
        plugins: list[Path] | None = None,
        source: str | None = None,
    ) -> None:
        self.session = session
        self.out = out
        self.color = color
        self.plugins = plugins or []
        # the file the player named on the command line, and its game: the
        # one path `load` may open (a save's own contents never name a file)
        self.source = source
        self.source_game = session.game_id if source else ""
        self.last_card: str | None = None
        self.last_target_index = 0

    def show(self) -> None:
        s = self.session
        print(board(s, self.color), file=self.out)
        if s.status == "won":
            print("You won! (n: new deal, u: undo)", file=self.out)
        elif s.status == "lost":
            print("No moves left: the game is lost. (n: new deal, u: undo)", file=self.out)
        else:
            print(move_list(s.moves(), self.width(), pile_name=s.pile_name), file=self.out)
        if s.message:
            print(f"! {s.message}", file=self.out)

    def width(self) -> int:
        """The terminal's width, for the move list's columns."""
        return shutil.get_terminal_size().columns if self.out.isatty() else WIDTH

    def prompt(self) -> None:
        print(PROMPT, end="", file=self.out, flush=True)

    def hint(self) -> str:
        """The solver's hint (`Session.hint`), as the table gives it."""
        s = self.session
        if s.status != "playing":
            return f"the game is {s.status}: n deals anew, u takes a move back"
        print("thinking...", file=self.out, flush=True)  # the search takes up to 2 seconds
        found = s.hint()
        if found is None:
            return "no hint: no move is open"
        number = s.moves().index(found.move) + 1 if found.move in s.moves() else None
        move = move_text(found.move, s.pile_name)  # as the move list shows it
        said = f"{number}. {move}" if number is not None else move
        return f"hint: {said} ({found.reason})" if found.reason else f"hint: {said}"

    def command(self, line: str) -> bool:
        """Run one command; False when the player quits."""
        words = line.split()
        if not words:
            return True
        word, rest = words[0], words[1:]
        s = self.session
        try:
            if word in ("q", "quit", "exit"):
                return False
            if word == "?":
                print(HELP, file=self.out)
            elif word == "u":
                s.message = "" if s.undo() else "nothing to undo"
            elif word == "r":
                s.message = "" if s.redo() else "nothing to redo"
            elif word == "restart":
                s.restart()
            elif word == "n":
                s.new_deal(int(rest[0]) if rest else s.seed + 1)
            elif word == "h":
                s.message = self.hint()
            elif word == "save" and rest:
                s.save(rest[0])
                s.message = f"saved to {rest[0]}"
            elif word == "load" and rest:
                self.session = self.load(rest[0])
            elif word.isdigit():
                self.play_number(int(word))
            elif word == "m":
                self.move_again()
            elif word in s.stacks():
                s.click(word)
            elif self.pile_named(line) is not None:
                s.click(self.pile_named(line))
            elif self.card_moves(word):
                self.last_card, self.last_target_index = word.upper(), 0
                s.play(self.card_moves(word)[0])
            elif self.find_card(word) is not None:
                s.message = self.why_not(word)
            else:
                s.message = f"unknown command {word!r} (? for help)"
        except (IllegalMove, GameError, SessionError, ValueError, OSError) as exc:
            s.message = str(exc)
        return True

    def pile_named(self, line: str) -> str | None:
        """The stack the table shows as `line` ("cascade 1", "the waste", "waste")."""
        typed = " ".join(line.split()).casefold()
        for name in self.session.stacks():
            shown = self.session.pile_name(name).casefold()
            if typed in (shown, shown.removeprefix("the ")):
                return name
        return None

    def load(self, path: str) -> Session:
        """A saved game: the command line's source when the save is its game,
        else the installed plugin with the saved id."""
        named = self.source if self.source and saved_game_id(path) == self.source_game else None
        return Session.load(path, plugins=self.plugins, source=named)

    def play_number(self, number: int) -> None:
        moves = self.session.moves()
        if not 1 <= number <= len(moves):
            self.session.message = f"no move number {number} (there are {len(moves)})"
            return
        self.session.play(moves[number - 1])

    def card_moves(self, word: str) -> list[Move]:
        """Moves that grab the named card (e.g. '8S', '10h', 'th')."""
        want = _card_word(word)
        found = []
        for move in self.session.moves():
            if move.source is None or move.target is None or move.index is None:
                continue
            cards = self.session.cards(move.source)
            if 0 <= move.index < len(cards) and cards[move.index].name.upper() == want:
                found.append(move)
        return found

    def find_card(self, word: str) -> tuple[str, int] | None:
        """Where the card a word names lies (its pile and position), if on the table."""
        want = _card_word(word)
        for name in self.session.stacks():
            for index, card in enumerate(self.session.cards(name)):
                if card.name.upper() == want:
                    return name, index
        return None

    def why_not(self, word: str) -> str:
        """Why the named card cannot move now, in the Session's own words."""
        s = self.session
        found = self.find_card(word)
        assert found is not None
        name, index = found
        card = s.cards(name)[index]
        if not card.face_up:
            return f"{word.upper()} is face down: it cannot move yet"
        reasons: list[str] = []
        for target in s.stacks():
            if target == name:
                continue
            before = s.move_count
            if s.drag(name, index, target):  # it did go after all: the player wanted it
                return s.message or f"{card.name} moved to {target}"
            assert s.move_count == before
            if s.message and s.message not in reasons:
                reasons.append(s.message)
        s.message = ""
        worded = [r for r in reasons if not r.startswith(("cannot move from", "nothing to do"))]
        reason = (worded or reasons or ["no move takes it"])[0]
        return f"{card.name} cannot move now: {reason}"

    def move_again(self) -> None:
        """Undo the last card move and send the card to its next legal place."""
        s = self.session
        if self.last_card is None or not s.undo():
            s.message = "no card to move again"
            return
        options = self.card_moves(self.last_card)
        if not options:
            s.redo()
            return
        self.last_target_index = (self.last_target_index + 1) % len(options)
        s.play(options[self.last_target_index])


def _card_word(word: str) -> str:
    """'th' -> '10H', '8s' -> '8S': a card as the table names it."""
    return word.upper().replace("T", "10", 1) if word[:1] in "Tt" else word.upper()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The terminal player's arguments: `paper text` and `python -m runtime.text`."""
    parser.add_argument("game", help="a game id, or a .py/.pl/.cdl file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--load", metavar="SAVE", help="start from a saved game of GAME")
    parser.add_argument("--no-color", action="store_true")


def main(argv: list[str] | None = None, stdin: TextIO | None = None) -> int:
    """`python -m runtime.text`: the same player as `paper text`."""
    parser = argparse.ArgumentParser(prog="paper text", description="Play a game in the terminal.")
    add_arguments(parser)
    parser.add_argument(
        "--plugins",
        action="append",
        type=Path,
        default=[],
        metavar="DIR",
        help="a folder of game plugins to add (besides the bundled and remembered ones)",
    )
    args = parser.parse_args(argv)
    settings, warning = settings_module.load()
    if warning:
        print(f"paper: {warning}", file=sys.stderr)
    return run(args, [*settings.folders(), *args.plugins], stdin)


def run(args: argparse.Namespace, plugins: list[Path], stdin: TextIO | None = None) -> int:
    """Play `args.game` on stdin and stdout until the player quits."""
    stdin = stdin or sys.stdin
    source = args.game if Path(args.game).suffix in (".py", ".pl", ".cdl") else None
    try:
        session = Session.open(args.game, seed=args.seed, plugins=plugins)
        player = TextPlayer(
            session,
            sys.stdout,
            color=not args.no_color and sys.stdout.isatty(),
            plugins=plugins,
            source=source,
        )
        if args.load:
            player.session = player.load(args.load)
    except (SessionError, GameError) as exc:
        print(f"paper: {exc}", file=sys.stderr)
        return 1
    try:
        player.show()
        player.prompt()
        for line in stdin:
            if not player.command(line):
                break
            player.show()
            player.prompt()
        print(file=sys.stdout)  # the prompt's line ends
    except BrokenPipeError:  # `paper text ... | head`: the reader left
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (no flush error at exit)
    return 0
