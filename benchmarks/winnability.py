"""How winnable every bundled game is: one `paper solve` run per game,
resumable, then the table, its data and its plot.

    .venv/bin/python benchmarks/winnability.py run [--seeds 1-200] [--budget 2000]
        [--cdl-budget 600] [--jobs N | --dask ADDRESS] [--games ID,ID...]
    .venv/bin/python benchmarks/winnability.py report

`run` solves each game's deals (`runtime.batch`, as `paper solve` does:
each win replayed through a Session) and appends each deal's row to
one CSV per game in `benchmarks/results/winnability/` as soon as it is known; started
again, it skips the deals already there, so a stopped run goes on where
it stopped. A deal left unknown at a smaller budget than `--budget` is
solved again from its start at the new one, and its new row appended: a
deal's last row is its verdict (a verdict stays true at any larger
budget), and the CPU of every row is counted. `report` (also what a
plain run does, with no argument) reads those files and writes
`table.json` and `table.csv` beside them, the table in
`docs/winnability.md` (between its marker lines) and the plot
`docs/winnability.png`. A pass stopped before its end leaves unknown
deals searched at less than the game's budget: the table's budget says
how many, and `report` prints the command that finishes the pass.

The share of a game is counted as Blake and Gent count it: the unknowns
both ways. It lies between won/N (every unknown lost) and (won +
unknown)/N (every unknown won); the 95% interval runs from the Wilson
interval's low end of the first to its high end of the second.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from runtime import batch  # noqa: E402
from runtime.estimate import wilson  # noqa: E402
from runtime.registry import BUNDLED, load_all  # noqa: E402
from runtime.solve import CELL_THREADS, NARROW_THREADS, SOFT_THREADS  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "winnability"
DOC = ROOT / "docs" / "winnability.md"
PLOT = ROOT / "docs" / "winnability.png"
# the most states under its budget a search stopped by it reports: each of
# its searches in turn counts the start, the Solution once
UNDER = max(len(SOFT_THREADS + NARROW_THREADS), len(CELL_THREADS)) - 1
BEGIN, END = "<!-- table: begin -->", "<!-- table: end -->"

# Published shares for the same rules (or nearly: docs/winnability.md says
# how each differs): (share, +- half-width of its 95% interval or 0, source).
PUBLISHED: dict[str, tuple[float, float, str]] = {
    "klondike": (0.81524, 0.00089, "Solvitaire, draw 3, no card back off a foundation"),
    "klondike_draw_one": (0.90204, 0.0, "Solvitaire, draw 1, no card back off a foundation"),
    "freecell": (31_999 / 32_000, 0.0, "Freecell Solver: deals 1-32,000 all won but #11982"),
    "bakers_game": (0.750611, 0.0, "Jerry Bryan: 750,611 of 1,000,000 random deals, 4 cells"),
    "fortress": (0.202396, 0.0, "Jan Wolter: 202,396 of Politaire's deals 0-999,999"),
    "black_hole": (0.869413, 0.0, "Shlomi Fish: 869,413 of the first million PySolFC deals"),
    "all_in_a_row": (0.671, 0.0, "Shlomi Fish: 67.1% of the first million PySolFC deals"),
    "spider_four_suits": (31_998 / 32_000, 0.0, "plspider: 31,998 of PySol's deals 1-32,000 won"),
}


def games() -> list[tuple[str, str]]:
    """Every bundled game, (id, language): Paperlang first, then CDL."""
    found = load_all([], entry_points=False).games
    bundled = [
        (g.game_id, g.language)
        for g in found.values()
        if Path(g.plugin).resolve().parent == BUNDLED.resolve()
    ]
    return sorted(bundled, key=lambda item: (item[1] != "paperlang", item[0]))


def run(args: argparse.Namespace) -> None:
    RESULTS.mkdir(parents=True, exist_ok=True)
    seeds = batch.parse_seeds(args.seeds)
    chosen = set(args.games.split(",")) if args.games else None
    for game, language in games():
        if chosen is not None and game not in chosen:
            continue
        budget = args.budget if language == "paperlang" else args.cdl_budget
        path = RESULTS / f"{game}.csv"
        last = latest(batch.read_rows(path))
        todo = [seed for seed in seeds if seed not in last or short(last[seed], budget)]
        if not todo:
            continue
        print(f"{game}: {len(todo)} deals at {budget} states", flush=True)
        if args.dask:
            rows = batch.run_dask(args.dask, game, todo, budget)
        else:
            rows = batch.run_local(game, todo, args.jobs, budget)
        out = batch.ResultsFile(path)
        try:
            for row in rows:
                out.add(row)
        finally:
            out.close()
        budgets = _budgets()
        budgets[game] = budget
        (RESULTS / "budgets.json").write_text(json.dumps(budgets, indent=1, sort_keys=True) + "\n")
    report()


def latest(rows: list[batch.Row]) -> dict[int, batch.Row]:
    """Each deal's last row (a later pass at a larger budget comes after)."""
    return {row.seed: row for row in rows}


def short(row: batch.Row, budget: int) -> bool:
    """Was `row` left unknown because a budget smaller than `budget` ran
    out? (A search stopped by its budget reports a few states under it:
    its searches in turn count the start once, `UNDER`.)"""
    cut = row.verdict == "unknown" and row.why in ("states", "")
    return cut and row.states < budget - max(UNDER, budget // 100)


def _budgets() -> dict[str, int]:
    path = RESULTS / "budgets.json"
    return json.loads(path.read_text()) if path.exists() else {}


def table() -> list[dict[str, object]]:
    """One entry per game with results: counts, bounds, interval, CPU."""
    budgets = _budgets()
    entries = []
    for game, language in games():
        every = batch.read_rows(RESULTS / f"{game}.csv")
        if not every:
            continue
        rows = list(latest(every).values())
        budget = budgets.get(game, 0)
        summary = batch.Summary.of(rows)
        low, high = summary.bounds
        start = wilson(summary.won, summary.deals)[0]
        end = wilson(summary.won + summary.unknown, summary.deals)[1]
        seeds = sorted(row.seed for row in rows)
        published = PUBLISHED.get(game)
        entries.append(
            {
                "game": game,
                "language": language,
                "seeds": f"{seeds[0]}-{seeds[-1]}",
                "deals": summary.deals,
                "budget": budget,
                # unknown deals a smaller budget cut short (a pass not finished)
                "behind": sum(1 for row in rows if short(row, budget)),
                "won": summary.won,
                "lost": summary.lost,
                "unknown": summary.unknown,
                "low": round(low, 4),
                "high": round(high, 4),
                "interval": [round(start, 4), round(end, 4)],
                "cpu": round(sum(row.cpu for row in every), 1),
                "published": None if published is None else list(published),
                "inside": None
                if published is None
                else start <= published[0] + published[1] and published[0] - published[1] <= end,
            }
        )
    return entries


def report() -> None:
    entries = table()
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "table.json").write_text(json.dumps(entries, indent=1) + "\n")
    with (RESULTS / "table.csv").open("w", newline="", encoding="utf-8") as handle:
        names = [
            "game", "language", "seeds", "deals", "budget", "won", "lost", "unknown",
            "low", "high", "interval_low", "interval_high", "cpu",
        ]  # fmt: skip
        writer = csv.writer(handle)
        writer.writerow(names)
        for e in entries:
            start, end = e["interval"]  # type: ignore[misc]
            writer.writerow([*(e[n] for n in names[:10]), start, end, e["cpu"]])
    if DOC.exists():
        text = DOC.read_text(encoding="utf-8")
        if BEGIN in text and END in text:
            head, rest = text.split(BEGIN, 1)
            tail = rest.split(END, 1)[1]
            DOC.write_text(head + BEGIN + "\n" + _markdown(entries) + END + tail, encoding="utf-8")
    _plot(entries)
    cpu = sum(float(e["cpu"]) for e in entries)  # type: ignore[arg-type]
    print(f"{len(entries)} games, {cpu / 60:.1f} CPU minutes of solving")
    for line in unfinished(entries):
        print(line)


def unfinished(entries: list[dict[str, object]]) -> list[str]:
    """A line for each game whose last pass did not reach every unknown
    deal (stopped before its end): the command that finishes it."""
    return [
        f"{e['game']}: {e['behind']} unknown deals searched at less than "
        f"{e['budget']:,} states: run --games {e['game']} --budget {e['budget']}"
        for e in entries
        if e["behind"]
    ]


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _markdown(entries: list[dict[str, object]]) -> str:
    lines = [
        "| game | language | deals | budget (states) | won | lost | unknown "
        "| share (unknowns lost .. won) | 95% interval | published | CPU s |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for e in entries:
        low, high = float(e["low"]), float(e["high"])  # type: ignore[arg-type]
        start, end = e["interval"]  # type: ignore[misc]
        share = _pct(low) if low == high else f"{_pct(low)} .. {_pct(high)}"
        budget = f"{e['budget']:,}" + (f" ({e['behind']} deals at less)" if e["behind"] else "")
        published = ""
        if e["published"] is not None:
            value, spread, _ = e["published"]  # type: ignore[misc]
            mark = "inside" if e["inside"] else "outside"
            plus = f" +- {100 * spread:.3f}%" if spread else ""
            published = f"{100 * value:.3f}%{plus} ({mark})"
        lines.append(
            f"| {e['game']} | {e['language']} | {e['seeds']} | {budget} | {e['won']} "
            f"| {e['lost']} | {e['unknown']} | {share} | {_pct(start)}-{_pct(end)} "
            f"| {published} | {e['cpu']} |"
        )
    return "\n".join(lines) + "\n"


def _plot(entries: list[dict[str, object]]) -> None:
    """One bar a game, read at a glance: the share of its deals the solver
    won (green), left undecided (grey: the budget ran out) and proved lost
    (red), most won first; a black diamond where a published figure lies."""
    try:
        import matplotlib
    except ImportError:  # an extra: pip install -e ".[bench]"
        print("no plot: matplotlib is not installed (pip install -e '.[bench]')")
        return

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    if not entries:
        return
    entries = sorted(entries, key=_plot_order)
    height = max(4.0, 0.19 * len(entries) + 1.6)
    figure, axes = plt.subplots(figsize=(9, height))
    parts = (("won", "#2e9e48"), ("unknown", "#d9d9d9"), ("lost", "#c8453c"))
    for y, e in enumerate(entries):
        deals = float(e["deals"])  # type: ignore[arg-type]
        left = 0.0
        for part, colour in parts:
            share = float(e[part]) / deals  # type: ignore[arg-type]
            axes.barh(y, share, left=left, height=0.7, color=colour, zorder=2)
            left += share
        if e["published"] is not None:
            value = e["published"][0]  # type: ignore[index]
            axes.plot(
                [value], [y], marker="D", color="black", markersize=4, zorder=5, clip_on=False
            )
    axes.set_yticks(range(len(entries)))
    axes.set_yticklabels([_plot_label(e) for e in entries], fontsize=7)
    axes.set_xlim(0, 1)
    axes.set_ylim(len(entries) - 0.4, -0.6)  # the most won at the top
    axes.xaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0))
    axes.tick_params(axis="x", top=True, labeltop=True)
    axes.grid(axis="x", color="0.75", linewidth=0.5, zorder=4)
    axes.set_xlabel("share of the deals (deals 1-200; Fortress 1-1000)")
    legend = [
        Patch(color=parts[0][1], label="won: a win found"),
        Patch(color=parts[1][1], label="unknown: the budget ran out"),
        Patch(color=parts[2][1], label="lost: every position searched"),
        Line2D([], [], marker="D", color="black", linestyle="", label="published figure"),
    ]
    figure.suptitle("How winnable each bundled game is", y=1 - 0.15 / height)
    figure.legend(
        handles=legend, loc="upper center", bbox_to_anchor=(0.5, 1 - 0.45 / height), ncol=4,
        fontsize=7, frameon=False,
    )  # fmt: skip
    figure.tight_layout(rect=(0, 0, 1, 1 - 0.5 / height))
    figure.savefig(PLOT, dpi=110)
    plt.close(figure)


def _plot_order(entry: dict[str, object]) -> tuple[float, float]:
    """Most deals won first; among equals, fewest lost first."""
    deals = float(entry["deals"])  # type: ignore[arg-type]
    return (-float(entry["won"]) / deals, float(entry["lost"]) / deals)  # type: ignore[arg-type]


def _plot_label(entry: dict[str, object]) -> str:
    name = str(entry["game"]).removeprefix("cws_").replace("_", " ")
    return f"{name} (CDL)" if entry["language"] == "cdl" else name


def main(argv: list[str] | None = None) -> int:
    top = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = top.add_subparsers(dest="command")
    go = sub.add_parser("run", help="solve every game's deals (resumable), then report")
    go.add_argument("--seeds", default="1-200", help="deal numbers (default 1-200)")
    go.add_argument("--budget", type=int, default=2_000, help="states per Paperlang deal")
    go.add_argument("--cdl-budget", type=int, default=600, help="states per CDL deal")
    go.add_argument("--jobs", type=int, default=1, help="local processes (default 1)")
    go.add_argument("--dask", metavar="ADDRESS", help="a Dask scheduler to run on instead")
    go.add_argument("--games", help="only these games (comma separated ids)")
    sub.add_parser("report", help="the table, its data and its plot from the results")
    args = top.parse_args(argv)
    if args.command == "run":
        run(args)
    else:
        report()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
