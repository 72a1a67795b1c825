"""Find won games for the rule tests of games-g's games whose deals
Session.solve does not crack quickly (Chessboard, Superior Canfield,
Stronghold...): a best-first search (best_first.py) over the game's model
in tests/models/test_<game>_model.py, written from the rules text.

    .venv/bin/python scripts/find_deals/solve_games_g.py stronghold --seeds 1-5 \
        [--nodes 100000] [--plain]

A line found is replayed through a real Session of the plugin, which must
end won, and printed as the tests write moves. Not a test: run it by hand
when a deal a test relies on changes.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from best_first import Model, search  # noqa: E402

from runtime.session import Session  # noqa: E402
from tests.models.harness import table_of  # noqa: E402


def weigh(table, dig: bool = True) -> float:
    """Foundation cards count most; empty columns and cells help; cards
    left in a reserve, and cards lying on the next few cards of their
    suit's foundation (when it was built from the ace), count against
    unless `dig` is False."""
    home = sum(len(p) for n, p in table.items() if n.startswith("foundation"))
    empty = sum(not p for n, p in table.items() if n.startswith(("tableau", "cell")))
    reached = {  # foundations built from the ace: the rank each suit has reached
        p[-1][1]: len(p)
        for n, p in table.items()
        if n.startswith("foundation") and p and p[0][0] == 1
    }
    buried = 0
    for name, pile in table.items() if dig else ():
        if name.startswith("tableau"):
            for depth, card in enumerate(reversed(pile)):
                if card[0] <= reached.get(card[1], 0) + 2:
                    buried += depth
    return 10.0 * home + 3.0 * empty - 2.0 * len(table.get("reserve", [])) - buried


def text(move) -> str:
    source, target, count = move
    if target is None:
        return f"click {source}"
    return f"{source} -> {target} ({count} card{'s' if count != 1 else ''})"


def solve(game: str, seed: int, nodes: int, dig: bool = True) -> list | None:
    module = importlib.import_module(f"tests.models.test_{game}_model")
    factory = getattr(module, "model", None) or next(
        getattr(module, n) for n in dir(module) if n.endswith("Model")
    )
    session = Session.open(str(ROOT / "plugins" / f"{game}.py"), seed=seed)
    order = session.stacks()

    def table(state):
        return {n: list(p) for n, p in zip(order, state[0], strict=True)}

    def model(state):
        rules = factory()
        vars(rules).update(state[1])  # the model's own memory (passes made...)
        return rules

    def state_of(tab, rules):
        memory = {k: v for k, v in vars(rules).items() if isinstance(v, int | str)}
        return (tuple(tuple(tab[n]) for n in order), tuple(sorted(memory.items())))

    def apply(state, move):
        rules, tab = model(state), table(state)
        after = rules.after(tab, move)
        getattr(rules, "played", lambda *_: None)(tab, move, after)
        return state_of(after, rules)

    rules = Model(
        moves=lambda s: sorted(model(s).moves(table(s)), key=str),
        apply=apply,
        score=lambda s: weigh(table(s), dig),
        done=lambda s: model(s).status(table(s)) == "won",
        key=lambda s: s,
    )
    path = search(rules, state_of(table_of(session), factory()), nodes)
    if path is None:
        return None
    for move in path:
        session.play(next(m for m in session.moves() if (m.source, m.target, m.count) == move))
    assert session.status == "won", f"the model's win is {session.status} in the game"
    return [text(m) for m in path]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--seeds", default="1-5")
    parser.add_argument("--nodes", type=int, default=100_000)
    parser.add_argument("--plain", action="store_true", help="no penalty for buried cards")
    args = parser.parse_args()
    low, _, high = args.seeds.partition("-")
    for seed in range(int(low), int(high or low) + 1):
        found = solve(args.game, seed, args.nodes, dig=not args.plain)
        print(f"seed {seed}:", " | ".join(found) if found else "none found", flush=True)
        if found:
            break


if __name__ == "__main__":
    main()
