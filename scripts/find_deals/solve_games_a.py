"""Find won and lost games for the rule tests of Baker's Game, Seahaven
Towers, Eight Off, Baker's Dozen, Beleaguered Castle, Fortress, Streets and
Alleys, Black Hole, All in a Row and Tri Peaks.

    .venv/bin/python scripts/find_deals/solve_games_a.py bakers_game --seeds 1-5 [--nodes 20000] \
        [--lose] [--dfs]

The search runs over the game's model in tests/models/families_a.py (fast,
written from the rules text): best first (best_first.py), or depth first
with `--dfs`; Black Hole and All in a Row use a depth-first search of their
own. `--lose` looks for a position with no move left instead of a win. A
line found is replayed through a real `Session` of the plugin, which must
end won (or lost), and printed as the tests write moves. Not a test: run it
by hand when a deal a test relies on changes.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from best_first import Model, search  # noqa: E402

from runtime.session import Session  # noqa: E402


def _models():
    from tests.models import families_a as fa

    return fa


def builders(model, table) -> float:
    """Foundation cards count most; empty cells and columns help; the cards
    lying on each suit's next card count against."""
    found = sum(len(table[f]) for f in model.foundations)
    free = sum(not table[c] for c in table if c.startswith("cells"))
    columns = [p for n, p in table.items() if n.startswith(("cascades", "tableau"))]
    empty = sum(not p for p in columns)
    home = {p[-1][1]: p[-1][0] for f in model.foundations if (p := table[f])}
    buried = 0
    for pile in columns:
        for depth, card in enumerate(reversed(pile)):
            if card[0] <= home.get(card[1], 0) + 2:
                buried += depth
    return 10.0 * found + 2.0 * free + 3.0 * empty - 1.0 * buried


def removal(model, table) -> float:
    """Black Hole, All in a Row: cards moved home; high piles left count
    against (take from the tallest first)."""
    return 10.0 * len(table[model.home]) - sum(len(table[p]) ** 2 for p in model.piles)


def peaks(model, table) -> float:
    """Tri Peaks: peak cards cleared count most; stock cards kept in hand
    are chances."""
    left = sum(len(table[p]) for p in model.peaks)
    return -3.0 * left + len(table["deck"])


def hole_search(model, table, nodes: int) -> list | None:
    """Black Hole, All in a Row: a depth-first search over the piles'
    heights and the home card, taking from the tallest pile first."""
    from tests.models.families_a import neighbours

    ranks = [[card[0] for card in table[p]] for p in model.piles]
    seen: set = set()
    count = 0

    def dive(heights: tuple, home: int | None, path: list) -> list | None:
        nonlocal count
        if not any(heights):
            return path
        if (heights, home) in seen or count > nodes:
            return None
        seen.add((heights, home))
        count += 1
        fits = [
            i
            for i, h in enumerate(heights)
            if h and (home is None or neighbours(ranks[i][h - 1], home))
        ]
        for i in sorted(fits, key=lambda i: -heights[i]):
            rest = heights[:i] + (heights[i] - 1,) + heights[i + 1 :]
            found = dive(rest, ranks[i][heights[i] - 1], path + [(model.piles[i], model.home, 1)])
            if found:
                return found
        return None

    sys.setrecursionlimit(10000)
    home = table[model.home][-1][0] if table[model.home] else None
    return dive(tuple(len(r) for r in ranks), home, [])


def depth_first(model: Model, start, nodes: int) -> list | None:
    """A depth-first search trying the best-scored move first: the moves
    from start to a done position, or None past `nodes` positions."""
    seen = {model.key(start)}
    path: list = []
    stack = [iter(sorted(model.moves(start), key=lambda m: -model.score(model.apply(start, m))))]
    states = [start]
    count = 0
    while stack and count < nodes:
        move = next(stack[-1], None)
        if move is None:
            stack.pop()
            states.pop()
            if path:
                path.pop()
            continue
        after = model.apply(states[-1], move)
        if model.key(after) in seen:
            continue
        seen.add(model.key(after))
        count += 1
        path.append(move)
        if model.done(after):
            return path
        states.append(after)
        children = model.moves(after)
        stack.append(iter(sorted(children, key=lambda m: -model.score(model.apply(after, m)))))
    return None


def solve(game: str, seed: int, nodes: int, lose: bool, dfs: bool = False) -> list[str] | None:
    """A won (or lost) line found over the game's model, replayed through a
    Session as a check; None when none was found in `nodes` positions."""
    from tests.models.harness import table_of

    session = Session.open(str(ROOT / "plugins" / f"{game}.py"), seed=seed)
    rules_model, weigh = MODELS[game](_models())
    order = session.stacks()

    def state_of(table):
        return tuple(tuple(table[n]) for n in order)

    def table(state):
        return {n: list(p) for n, p in zip(order, state, strict=True)}

    def useful(state, move):
        target = move[1] or ""
        t = table(state)
        if "[" not in target or t[target]:
            return True
        prefix = target.split("[")[0]
        return target == next(n for n in order if n.startswith(prefix + "[") and not t[n])

    def moves(state):
        found = sorted(m for m in rules_model.moves(table(state)) if useful(state, m))
        homes = getattr(rules_model, "foundations", None)
        if homes and not lose:
            t = table(state)
            low = min(len(t[f]) for f in homes)
            safe = [m for m in found if m[1] in homes and t[m[0]][-1][0] <= low + 1]
            if safe:
                return safe[:1]  # a card no other card could need goes home at once
        return found

    model = Model(
        moves=moves,
        apply=lambda state, move: state_of(rules_model.after(table(state), move)),
        score=(lambda s: -len(moves(s))) if lose else (lambda s: weigh(rules_model, table(s))),
        done=(
            lambda s: not moves(s) and rules_model.status(table(s)) == ("lost" if lose else "won")
        ),
        key=lambda state: state,
    )
    if game in ("black_hole", "all_in_a_row") and not lose:
        path = hole_search(rules_model, table_of(session), nodes)
    else:
        path = (depth_first if dfs else search)(model, state_of(table_of(session)), nodes)
    if path is None:
        return None
    line = []
    for source, target, count in path:
        move = next(
            m for m in session.moves() if (m.source, m.target, m.count) == (source, target, count)
        )
        short = f"{source} -> {target}" if target else f"click {source}"
        fits = [m for m in session.moves() if (m.source, m.target) == (source, target)]
        line.append(short if len(fits) == 1 else str(move))
        session.play(move)
    assert session.status == ("lost" if lose else "won"), session.status
    return line


def _freecell(columns, cells, kings, doubling):
    return lambda fa: (fa.FreeCellFamily(columns, cells, kings, doubling), builders)


def _castles(columns, build, fill, supermove):
    return lambda fa: (fa.Castles(columns, build, fill, supermove), builders)


MODELS = {
    "bakers_game": _freecell(8, 4, False, True),
    "seahaven_towers": _freecell(10, 4, True, False),
    "eight_off": _freecell(8, 8, True, False),
    "bakers_dozen": _castles(13, "down", False, False),
    "beleaguered_castle": _castles(8, "down", True, True),
    "streets_and_alleys": _castles(8, "down", True, True),
    "fortress": _castles(10, "updown-suit", True, False),
    "black_hole": lambda fa: (fa.Hole(fa.names("piles", 17), "hole"), removal),
    "all_in_a_row": lambda fa: (fa.Hole(fa.names("columns", 13), "foundation"), removal),
    "tri_peaks": lambda fa: (fa.TriPeaks(), peaks),
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", choices=sorted(MODELS))
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--lose", action="store_true")
    parser.add_argument("--dfs", action="store_true", help="depth first, best move first")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        path = solve(args.game, seed, args.nodes, args.lose, args.dfs)
        if path is None:
            print(seed, "none found", flush=True)
        else:
            text = textwrap.wrap(" | ".join(path), 88, break_on_hyphens=False)
            print(seed, len(path), "moves:", flush=True)
            print("\n".join(f'    "{part} "' for part in text), flush=True)


if __name__ == "__main__":
    main()
