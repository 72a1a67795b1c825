"""Find won and lost games for the rule tests of the games of branch
games-f (Osmosis...).

    .venv/bin/python scripts/find_deals/solve_games_f.py osmosis --seeds 1-5 \
        [--nodes 20000] [--lose]

A best-first search (best_first.py) over the game's model in
tests/models/families_f.py, every move of the model tried (no pruning of
the kind solve_games_a.py does for built foundations), the line replayed
through a real Session, which must end won (or lost), and printed as the
tests write moves; King Albert and Raglan use solve_games_a.py's search over
their models. Gaps and Monte Carlo were solved with `Session.solve`
instead. Not a test: run it by hand when a deal a test relies on changes.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parent)]

import solve_games_a  # noqa: E402
from best_first import Model, search  # noqa: E402

from runtime import Session  # noqa: E402
from tests.models import families_f as ff  # noqa: E402
from tests.models.harness import table_of  # noqa: E402

MODELS = {
    "osmosis": ff.Osmosis,
}

# Games whose columns build down to foundations: solve_games_a.py's search,
# with its pruning and weights, over these models.
solve_games_a.MODELS.update(
    {
        "king_albert": lambda _fa: (ff.KingAlbert(9, 7), solve_games_a.builders),
        "raglan": lambda _fa: (ff.KingAlbert(9, 6), solve_games_a.builders),
        "flower_garden": lambda _fa: (
            ff.KingAlbert(6, 16, ff.any_suit_down),
            solve_games_a.builders,
        ),
        "klondike_vegas": lambda _fa: (_vegas(), solve_games_a.builders),
        "penguin": lambda _fa: (ff.Penguin(), solve_games_a.builders),
    }
)


def _vegas():
    from tests.models.test_klondike_vegas_model import VegasModel

    model = VegasModel()
    model.foundations = [f"foundations[{i}]" for i in range(4)]
    return model


def solve(game: str, seed: int, nodes: int, lose: bool) -> list[str] | None:
    session = Session.open(game, seed=seed)
    rules = MODELS[game]()
    order = session.stacks()

    def state_of(table):
        return tuple(tuple(table[n]) for n in order)

    def table(state):
        return {n: list(p) for n, p in zip(order, state, strict=True)}

    def home(state):
        return sum(len(p) for n, p in zip(order, state, strict=True) if n.startswith("found"))

    model = Model(
        moves=lambda s: sorted(rules.moves(table(s)), key=str),
        apply=lambda s, m: state_of(rules.after(table(s), m)),
        score=home,
        done=lambda s: (
            not rules.moves(table(s)) and rules.status(table(s)) == ("lost" if lose else "won")
        ),
        key=lambda s: s,
    )
    path = search(model, state_of(table_of(session)), nodes)
    if path is None:
        return None
    line = []
    for source, target, count in path:
        move = next(
            m for m in session.moves() if (m.source, m.target, m.count) == (source, target, count)
        )
        line.append(f"{source} -> {target}" if target else f"click {source}")
        session.play(move)
    assert session.status == ("lost" if lose else "won"), session.status
    return line


def shortened(game: str, seed: int, line: list[str]) -> list[str]:
    """A won line without its detours (a depth-first line wanders): from
    each position, the move to the latest position of the line that one
    move reaches, replayed through a Session."""
    session = Session.open(game, seed=seed)
    rules = session.rules
    states = [session.state]
    for text in line:
        move = next(m for m in rules.moves(states[-1]) if _text(m, rules, states[-1]) == text)
        states.append(rules.play(states[-1], move)[0])
    where = {rules.key(state): n for n, state in enumerate(states)}
    short, n = [], 0
    while n < len(line):
        best = (n + 1, line[n])
        for move in rules.moves(states[n]):
            m = where.get(rules.key(rules.play(states[n], move)[0]), -1)
            if m > best[0]:
                best = (m, _text(move, rules, states[n]))
        short.append(best[1])
        n = best[0]
    return short


def _text(move, rules, state) -> str:
    """A move as the tests write it: `a -> b`, or `click a`."""
    if move.target is None:
        return f"click {move.source}"
    return f"{move.source} -> {move.target}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", choices=sorted(MODELS) + sorted(solve_games_a.MODELS))
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--lose", action="store_true")
    parser.add_argument("--dfs", action="store_true", help="depth first (solve_games_a.py games)")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        if args.game in MODELS:
            path = solve(args.game, seed, args.nodes, args.lose)
        else:
            path = solve_games_a.solve(args.game, seed, args.nodes, args.lose, args.dfs)
            if path is not None and not args.lose:
                path = shortened(args.game, seed, path)
        if path is None:
            print(seed, "none found", flush=True)
        else:
            text = textwrap.wrap(" | ".join(path), 88, break_on_hyphens=False)
            print(seed, len(path), "moves:", flush=True)
            print("\n".join(f'    "{part} "' for part in text), flush=True)


if __name__ == "__main__":
    main()
