"""The compiled games against plain hand-written Python, in one run:
random playouts that list every legal move and play one (moves() then
play()), for Klondike (draw three) and FreeCell, through the game's Rules
object itself and through the Session. Prints moves per second and each
engine's ratio to the hand-written game of the same rules: for Klondike the
careful one (`hand_klondike_careful.py`, as fast as a careful programmer
writes it; the plain `hand_klondike.py` is half as fast, and a yardstick
that slow would make the compiled games look twice as fast as they are).

    .venv/bin/python benchmarks/engine_ratios.py [games] [moves per game]

Only ratios mean anything: the machine is shared and noisy. CPU time
(process_time) is measured, dealing is not; the table is measured in five
rounds and each figure is the median of the rounds, each ratio against
the hand-written game measured in its own round.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import hand_freecell, hand_klondike_careful  # noqa: E402
from runtime.session import Session  # noqa: E402

PLUGINS = ROOT / "plugins"
ROUNDS = 5  # each row measured in turn, five times over


def hand_written(make: Callable[[int], object], games: int, per_game: int) -> float:
    chooser = random.Random(1)
    played = 0
    spent = 0.0
    for seed in range(games):
        game = make(seed)
        start = time.process_time()
        for _ in range(per_game):
            options = game.moves()  # type: ignore[attr-defined]
            if not options:
                break
            game.play(chooser.choice(options))  # type: ignore[attr-defined]
            played += 1
        spent += time.process_time() - start
    return played / spent


def session(game: str, games: int, per_game: int, keyed: bool = False) -> float:
    """moves() then play() through the Session (and key() first, if `keyed`)."""
    chooser = random.Random(1)
    played = 0
    spent = 0.0
    for seed in range(games):
        current = Session.open(PLUGINS / f"{game}.py", seed=seed)
        start = time.process_time()
        for _ in range(per_game):
            if keyed:
                current.key()  # type: ignore[attr-defined]
            options = current.moves()
            if not options:
                break
            current.play(chooser.choice(options))
            played += 1
        spent += time.process_time() - start
    return played / spent


def rules_protocol(game: str, games: int, per_game: int) -> float:
    """moves() then play() on the compiled game's Rules object itself (the
    state it returns passed back in), without the Session around it."""
    chooser = random.Random(1)
    played = 0
    spent = 0.0
    rules = Session.open(PLUGINS / f"{game}.py").rules
    for seed in range(games):
        state, _ = rules.deal(seed)
        start = time.process_time()
        for _ in range(per_game):
            options = rules.moves(state)
            if not options:
                break
            state, _ = rules.play(state, chooser.choice(options))
            played += 1
        spent += time.process_time() - start
    return played / spent


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="?", type=int, default=30, help="deals played (30)")
    parser.add_argument("moves", nargs="?", type=int, default=200, help="moves a deal (200)")
    args = parser.parse_intermixed_args()
    games, per_game = args.games, args.moves
    for game in ("klondike", "freecell", "cws_klondike"):
        Session.open(PLUGINS / f"{game}.py", seed=0)  # import before timing
    for game in ("klondike", "freecell"):  # and play a little: the first playouts of a
        session(game, 3, per_game)  # process ran a third slower, whichever came first
    rounds = ROUNDS
    tables = [measured(max(games // rounds, 2), per_game) for _ in range(rounds)]
    for number, (name, _, _) in enumerate(tables[0]):
        rates = [table[number][1] for table in tables]
        ratios = [table[number][1] / table[number][2] for table in tables]
        print(f"{name:26} {median(rates):9.0f} moves/s  {median(ratios):7.3f}x")
    print(f"(medians of {rounds} rounds, each ratio against the hand-written game of its round)")


def measured(games: int, per_game: int) -> list[tuple[str, float, float]]:
    """One round: each row's moves per second and its yardstick's, measured
    back to back (the load of a shared machine changes from minute to
    minute, so a ratio compares only what ran close together)."""
    klondike = hand_written(hand_klondike_careful.Klondike, games, per_game)
    freecell = hand_written(hand_freecell.FreeCell, games, per_game)
    rows: list[tuple[str, float, float]] = [
        ("hand-written Klondike", klondike, klondike),
        ("klondike, Rules protocol", rules_protocol("klondike", games, per_game), klondike),
        ("klondike (Paperlang)", session("klondike", games, per_game), klondike),
        ("cws_klondike (CDL)", session("cws_klondike", max(games // 10, 2), 60), klondike),
        ("hand-written FreeCell", freecell, freecell),
        ("freecell, Rules protocol", rules_protocol("freecell", games, per_game), freecell),
        ("freecell (Paperlang)", session("freecell", games, per_game), freecell),
    ]
    if hasattr(Session, "key"):
        rows.append(
            ("klondike key+moves+play", session("klondike", games, per_game, True), klondike)
        )
        rows.append(
            ("freecell key+moves+play", session("freecell", games, per_game, True), freecell)
        )
    return rows


if __name__ == "__main__":
    main()
