"""How fast a Paperlang game with Paper's pile extensions plays: the
Klondike of docs/paperlang.md ("Extensions"), whose every move is checked
against seed-003 build rules, played at random through the Session.

    .venv/bin/python benchmarks/paperlang_klondike.py [games] [moves per game]

Prints moves per second (moves() then play()), refused drags per second
(each works out the reason a player reads), and deals per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import paperc  # noqa: E402
from runtime import registry  # noqa: E402
from runtime.session import Session  # noqa: E402


def klondike() -> type:
    text = (ROOT / "docs" / "paperlang.md").read_text(encoding="utf-8")
    block = text.split("### A complete game: Klondike")[1].split("```")[1]
    source = block.partition("\n")[2]  # (after the block's language, `paperlang`)
    compiled = paperc.compile_source(source, "klondike.pl")
    module = registry.module_from_source(compiled.python, "paper_bench_klondike")
    (entry,) = registry.Registry().add_module(module, "klondike.pl")
    return entry.rules


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="?", type=int, default=20, help="deals played (20)")
    parser.add_argument("moves", nargs="?", type=int, default=200, help="moves a deal (200)")
    args = parser.parse_intermixed_args()
    games, per_game = args.games, args.moves
    rules = klondike()
    chooser = random.Random(1)
    moves = refusals = 0
    play_time = refuse_time = 0.0
    start = time.process_time()
    for seed in range(games):
        Session(rules(), seed)
    deal_time = time.process_time() - start
    for seed in range(games):
        session = Session(rules(), seed)
        for _ in range(per_game):
            begin = time.process_time()
            options = session.moves()
            if not options:
                break
            session.play(chooser.choice(options))
            moves += 1
            play_time += time.process_time() - begin
            begin = time.process_time()
            for number in range(7):  # a drag the rules refuse, with its reason
                if not session.drag(f"tableau[{number}]", -1, "foundations[0]"):
                    refusals += 1
                    break
            refuse_time += time.process_time() - begin
    print(f"klondike live play:   {moves / play_time:8.0f} moves/s ({moves} moves, {games} games)")
    print(f"klondike refusals:    {refusals / max(refuse_time, 1e-9):8.0f} refused drags/s")
    print(f"klondike deals:       {games / deal_time:8.0f} deals/s")


if __name__ == "__main__":
    main()
