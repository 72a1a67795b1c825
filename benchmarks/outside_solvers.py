"""Paper's solver beside the specialised ones, on the same deals in one run:
Klondike-Solver (the `pyksolve` package) on Klondike draw three, Freecell
Solver (its library through the `freecell_solver` package, the `-l lg`
preset) on FreeCell.

    .venv/bin/python benchmarks/outside_solvers.py [--part klondike|freecell ...]
        [--klondike-seeds 1-100] [--klondike-budget 820000] [--klondike-closed 5000000]
        [--klondike-again STATES]
        [--freecell-seeds 1-1000] [--freecell-budget 100000] [--out DIR]

Installing them: `pip install -e ".[bench]"` brings both packages;
`freecell_solver` loads Freecell Solver's library, libfreecell-solver.so.0
(Debian: `apt-get install freecell-solver-bin`). A part whose solver is
missing says what is missing and is skipped.

Each deal is dealt by Paper (`Session.open(game, seed=N)`) and the same
cards are handed to the other solver in its own format (`pysol_klondike`,
`fc_board`): Klondike-Solver reads the PySol layout (talon top card
first), Freecell Solver one line per column. Paper solves with
`runtime.solve.Search` at `--*-budget` states, each win replayed through a
Session; Klondike-Solver runs as its own command line does by default
(`SolveMinimal`, at most 5,000,000 closed states: it can prove a deal
lost), Freecell Solver with the `lg` preset and no limit. Times are CPU
seconds of this process (`time.process_time`: all three run in it), so
the ratio is CPU per deal against CPU per deal.

The rules differ in one way that matters: Klondike-Solver may move a card
back off a foundation onto the tableau (Paper's Klondike never does), so
a deal it wins Paper's rules may lose (of its wins Paper leaves unknown
on deals 1-100, only deal 87's takes a card back). Its moves are
fewer than the rules allow (between columns, only a whole face-up run,
or a part whose removal frees a card for its foundation; a king to one
empty column), so its "lost" is a proof over its own moves only
(docs/solver-figures.md, "Beside Klondike-Solver"). Freecell Solver
and Paper's FreeCell play the same game (Freecell Solver moves a
sequence in one move where Paper moves it card by card through free
cells and empty columns: the same positions are reachable).

`--klondike-theirs CSV` takes Klondike-Solver's verdicts and CPU from an
earlier run's rows (its search is deterministic) and runs Paper alone: a
change to Paper's solver is measured at half the CPU.

`--klondike-again STATES` then solves each deal Paper left unknown again,
from its start, at the larger budget (a second pass, as the winnability
runs make), and the summary gives both: the first pass's figures, and
the verdicts and CPU per deal of the two passes together.

Each deal's row goes to DIR/klondike.csv or DIR/freecell.csv (default
benchmarks/results/outside/) as soon as it is known; started again, a part
skips the deals already there (so a long run can be done in pieces). The
summary of every row in the file is printed and written to
DIR/summary.json. The rows kept are the current run's, each file one run
at one budget: Klondike's at 820,000 states (the default, so a plain run
reports them as they were made); a run at another budget goes to its own
`--out` folder.

FreeCell's rows also time the `fc-solve -l lg` command on the same board
(`their_command_cpu`: the child's CPU, its start and the preset's reading
included), when the command is installed: the figure the issue quoted
(1.7 ms a deal) was of the command, the library alone is several times
faster.
"""

from __future__ import annotations

import argparse
import csv
import json
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from runtime.batch import parse_seeds  # noqa: E402
from runtime.engine.model import Card  # noqa: E402
from runtime.session import Session  # noqa: E402
from runtime.solve import Search  # noqa: E402

OUT = ROOT / "benchmarks" / "results" / "outside"
RANKS = "A23456789TJQK"


def card_text(card: Card) -> str:
    """A card as both solvers spell it: rank letter then suit (`TD`, `AS`)."""
    assert card.rank is not None and card.suit is not None, card
    return RANKS[card.rank - 1] + card.suit


def pysol_klondike(session: Session) -> str:
    """The deal of a Klondike Session in the PySol layout Klondike-Solver
    loads (`Solitaire::LoadPysol`): the talon, top card first, then the
    seven columns from the bottom up, face-down cards in angle brackets.
    Only a fresh deal: column i holds i face-down cards under one face-up."""
    rules, state = session.rules, session.state
    deck = rules.cards(state, "deck")
    lines = ["Talon: " + " ".join(card_text(c) for c in reversed(deck))]
    for number in range(7):
        column = rules.cards(state, f"tableau[{number}]")
        shape = [c.face_up for c in column]
        if shape != [False] * number + [True]:
            raise ValueError(f"tableau[{number}] is not as dealt: {[str(c) for c in column]}")
        down = " ".join(f"<{card_text(c)}>" for c in column[:-1])
        lines.append(f"{down} {card_text(column[-1])}")
    if len(deck) != 24 or rules.cards(state, "waste"):
        raise ValueError("not a fresh deal: the stock must hold 24 cards and the waste none")
    # (LoadPysol refuses a text under 211 characters, and a deal's layout
    # is 204: the blank lines after it make up the difference)
    return "\n".join(line.strip() for line in lines) + "\n" * 8


def fc_board(session: Session) -> str:
    """The deal of a FreeCell Session as Freecell Solver reads a board: one
    line per column, its cards from the bottom up (free cells and
    foundations empty, as dealt)."""
    rules, state = session.rules, session.state
    names = [name for name in rules.stacks() if name.startswith("cascades[")]
    for name in rules.stacks():
        if not name.startswith("cascades[") and rules.cards(state, name):
            raise ValueError(f"not a fresh deal: {name} holds cards")
    return "".join(
        " ".join(card_text(c) for c in rules.cards(state, name)) + "\n" for name in names
    )


def paper(session: Session, check: Session, budget: int) -> tuple[str, int, float]:
    """Paper's verdict on the Session's deal, the states it searched and the
    CPU seconds; a win is replayed through `check` (outside the time)."""
    started = time.process_time()
    found = Search(session.rules).solve(session.state, budget)
    spent = time.process_time() - started
    if found.verdict == "won":
        for move in found.moves:
            check.play(move)
        if check.status != "won":
            raise AssertionError(f"deal {session.seed}: Paper's win does not replay")
    return found.verdict, found.states, spent


def klondike(
    seeds: list[int], budget: int, closed: int, out: Rows, theirs: Rows | None = None
) -> None:
    """Each deal by both solvers; with `theirs` (an earlier run's rows),
    Klondike-Solver's verdict and CPU are taken from it and only Paper runs
    (Klondike-Solver is deterministic: its verdict is the same every run)."""
    if theirs is not None:
        earlier = {row["seed"]: row for row in theirs.rows}
        session, check = Session.open("klondike", seed=seeds[0]), Session.open("klondike")
        for seed in seeds:
            if seed not in earlier:
                raise Missing(f"Klondike-Solver: deal {seed} is not in {theirs.path}")
            session.new_deal(seed)
            check.new_deal(seed)
            verdict, states, cpu = paper(session, check, budget)
            row = earlier[seed]
            out.add(_row(seed, verdict, states, cpu, row["theirs"], row["their_cpu"]))
        return
    try:
        from pyksolve import solver as ksolve
    except ImportError as missing:
        raise Missing(f"Klondike-Solver: {missing} (pip install -e '.[bench]')") from None
    verdicts = {1: "won", -1: "won", 0: "lost", -2: "unknown"}
    session, check = Session.open("klondike", seed=seeds[0]), Session.open("klondike")
    other = ksolve.Solitaire()
    for seed in seeds:
        session.new_deal(seed)
        check.new_deal(seed)
        layout = pysol_klondike(session)
        other.load_pysol(layout)
        other.reset_game(3)
        if other.get_pysol().split() != layout.split():
            raise AssertionError(f"deal {seed}: Klondike-Solver read another deal")
        started = time.process_time()
        result = other.solve_minimal(closed)
        their_cpu = time.process_time() - started
        verdict, states, cpu = paper(session, check, budget)
        out.add(_row(seed, verdict, states, cpu, verdicts[result.value], their_cpu))


def freecell(seeds: list[int], budget: int, out: Rows) -> None:
    try:
        from freecell_solver import FreecellSolver

        other = FreecellSolver()
    except (ImportError, OSError) as missing:
        raise Missing(
            f"Freecell Solver: {missing} (pip install -e '.[bench]'; "
            "apt-get install freecell-solver-bin for libfreecell-solver.so.0)"
        ) from None
    other.input_cmd_line(["-l", "lg"])
    verdicts = {0: "won", 1: "lost"}  # FCS_STATE_WAS_SOLVED, FCS_STATE_IS_NOT_SOLVEABLE
    session, check = Session.open("freecell", seed=seeds[0]), Session.open("freecell")
    command = shutil.which("fc-solve")
    dealer = shutil.which("make-microsoft-freecell-board")
    for seed in seeds:
        session.new_deal(seed)
        check.new_deal(seed)
        board = fc_board(session)
        _same_as_microsoft(dealer, seed, board)
        started = time.process_time()
        result = other.solve_board(board)
        their_cpu = time.process_time() - started
        their_states = other.get_num_times()
        other.recycle()
        verdict, states, cpu = paper(session, check, budget)
        row = _row(seed, verdict, states, cpu, verdicts.get(result, "unknown"), their_cpu)
        row["their_states"] = their_states
        row["their_command_cpu"] = "" if command is None else round(_command(command, board), 5)
        out.add(row)


def _command(command: str, board: str) -> float:
    """The CPU seconds `fc-solve -l lg` takes on `board`, as a command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([command, "-l", "lg"], input=board, text=True, capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _same_as_microsoft(command: str | None, seed: int, board: str) -> None:
    """Paper's deal is Microsoft's deal `seed`, as Freecell Solver's own
    `make-microsoft-freecell-board` deals it (when installed)."""
    if command is None:
        return
    theirs = subprocess.run([command, str(seed)], text=True, capture_output=True, check=True)
    if theirs.stdout.replace("10", "T").split() != board.split():
        raise AssertionError(f"deal {seed}: Paper's FreeCell deal is not Microsoft's")


class Rows:
    """A part's CSV: the rows already in it, and each new one appended as
    it comes."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.rows: list[dict[str, Any]] = []
        self.fields: list[str] = []
        if path.exists():
            with path.open(newline="", encoding="utf-8") as handle:
                reader = csv.DictReader(handle)
                self.rows = [_typed(row) for row in reader]
                self.fields = list(reader.fieldnames or [])

    def seeds(self) -> set[int]:
        return {int(row["seed"]) for row in self.rows}

    def add(self, row: dict[str, Any]) -> None:
        fresh = not self.path.exists() or not self.rows
        if fresh:
            self.fields = list(row)
        with self.path.open("w" if fresh else "a", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=self.fields, restval="")
            if fresh:
                writer.writeheader()
            writer.writerow(row)
        self.rows.append(row)

    def rewrite(self) -> None:
        """Write every row again (a column was added to some)."""
        for row in self.rows:
            self.fields += [name for name in row if name not in self.fields]
        with self.path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=self.fields, restval="")
            writer.writeheader()
            writer.writerows(self.rows)


def again(game: str, out: Rows, budget: int) -> None:
    """Paper's second pass: each deal it left unknown solved again from its
    start at `budget` states (more than the first pass's), the verdict,
    states and CPU kept beside the first pass's in the same row
    (`paper_again`...). A deal decided within a budget is decided within a
    larger one, so the two passes decide what one search at `budget`
    would; their CPU is counted together."""
    session, check = Session.open(game), Session.open(game)
    for row in sorted(out.rows, key=lambda row: row["seed"]):
        if row["paper"] != "unknown" or row.get("again_budget") == budget:
            continue
        session.new_deal(row["seed"])
        check.new_deal(row["seed"])
        verdict, states, cpu = paper(session, check, budget)
        row.update(
            again_budget=budget,
            paper_again=verdict,
            paper_again_states=states,
            paper_again_cpu=round(cpu, 5),
        )
        out.rewrite()


def _typed(row: dict[str, str]) -> dict[str, Any]:
    typed: dict[str, Any] = dict(row)
    for name in ("seed", "paper_states", "their_states", "again_budget", "paper_again_states"):
        if row.get(name):
            typed[name] = int(row[name])
    for name in ("paper_cpu", "their_cpu", "their_command_cpu", "paper_again_cpu"):
        if row.get(name):
            typed[name] = float(row[name])
    return typed


class Missing(Exception):
    """An outside solver is not installed; the message says what is missing."""


def _row(seed: int, verdict: str, states: int, cpu: float, theirs: str, their_cpu: float) -> dict:
    return {
        "seed": seed,
        "paper": verdict,
        "paper_states": states,
        "paper_cpu": round(cpu, 5),
        "theirs": theirs,
        "their_cpu": round(their_cpu, 5),
    }


def summary(name: str, rows: list[dict[str, Any]], budget: int) -> dict[str, Any]:
    def counts(column: str) -> dict[str, int]:
        return {v: sum(1 for r in rows if r[column] == v) for v in ("won", "lost", "unknown")}

    ours, theirs = counts("paper"), counts("theirs")
    paper_cpu = sum(r["paper_cpu"] for r in rows) / len(rows)
    their_cpu = sum(r["their_cpu"] for r in rows) / len(rows)
    clash = [r["seed"] for r in rows if {r["paper"], r["theirs"]} == {"won", "lost"}]
    command = [r["their_command_cpu"] for r in rows if r.get("their_command_cpu") not in (None, "")]
    command_cpu = sum(command) / len(command) if len(command) == len(rows) else None
    return {
        "game": name,
        "deals": f"{rows[0]['seed']}-{rows[-1]['seed']}",
        "count": len(rows),
        "paper_budget": budget,
        "paper": ours,
        "theirs": theirs,
        "paper_decided": ours["won"] + ours["lost"],
        "their_decided": theirs["won"] + theirs["lost"],
        "paper_cpu_per_deal": round(paper_cpu, 5),
        "their_cpu_per_deal": round(their_cpu, 5),
        "cpu_ratio": round(paper_cpu / their_cpu, 2) if their_cpu else None,
        "their_command_cpu_per_deal": None if command_cpu is None else round(command_cpu, 5),
        "command_cpu_ratio": round(paper_cpu / command_cpu, 2) if command_cpu else None,
        "won_by_one_lost_by_other": clash,
        "paper_median_states": sorted(r["paper_states"] for r in rows)[len(rows) // 2],
    } | _again(rows, their_cpu)


def _again(rows: list[dict[str, Any]], their_cpu: float) -> dict[str, Any]:
    """The summary with Paper's second pass (`again`), when one was run:
    its verdicts in place of the first pass's unknowns, and the CPU of both
    passes per deal."""
    budgets = {r["again_budget"] for r in rows if r.get("again_budget") not in (None, "")}
    if not budgets:
        return {}
    final = [r.get("paper_again") or r["paper"] for r in rows]
    cpu = sum(r["paper_cpu"] + (r.get("paper_again_cpu") or 0) for r in rows) / len(rows)
    counts = {v: final.count(v) for v in ("won", "lost", "unknown")}
    clash = [
        r["seed"] for r, v in zip(rows, final, strict=True) if {v, r["theirs"]} == {"won", "lost"}
    ]
    return {
        "again_budget": sorted(budgets),
        "paper_with_again": counts,
        "paper_decided_with_again": counts["won"] + counts["lost"],
        "paper_cpu_per_deal_with_again": round(cpu, 5),
        "cpu_ratio_with_again": round(cpu / their_cpu, 2) if their_cpu else None,
        "won_by_one_lost_by_other_with_again": clash,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--part", action="append", choices=("klondike", "freecell"))
    parser.add_argument("--klondike-seeds", default="1-100")
    parser.add_argument("--klondike-budget", type=int, default=820_000,
                        help="Paper's states (the budget of the rows kept)")  # fmt: skip
    parser.add_argument("--klondike-closed", type=int, default=5_000_000,
                        help="Klondike-Solver's closed states (its default)")  # fmt: skip
    parser.add_argument("--klondike-again", type=int, metavar="STATES",
                        help="Paper's unknowns again at this budget")  # fmt: skip
    parser.add_argument("--klondike-theirs", type=Path, metavar="CSV",
                        help="Klondike-Solver's verdicts and CPU from earlier rows")  # fmt: skip
    parser.add_argument("--freecell-seeds", default="1-1000")
    parser.add_argument("--freecell-budget", type=int, default=100_000, help="Paper's states")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    parts = args.part or ["klondike", "freecell"]
    args.out.mkdir(parents=True, exist_ok=True)
    summaries = {}
    for part in parts:
        out = Rows(args.out / f"{part}.csv")
        try:
            if part == "klondike":
                budget = args.klondike_budget
                todo = [s for s in parse_seeds(args.klondike_seeds) if s not in out.seeds()]
                if todo:
                    theirs = Rows(args.klondike_theirs) if args.klondike_theirs else None
                    klondike(todo, budget, args.klondike_closed, out, theirs)
                if args.klondike_again:
                    again("klondike", out, args.klondike_again)
                label = "Klondike draw three: Paper and Klondike-Solver (pyksolve)"
            else:
                budget = args.freecell_budget
                todo = [s for s in parse_seeds(args.freecell_seeds) if s not in out.seeds()]
                if todo:
                    freecell(todo, budget, out)
                label = "FreeCell: Paper and Freecell Solver (fc-solve -l lg)"
        except Missing as missing:
            print(f"{part}: skipped, {missing}")
            continue
        rows = sorted(out.rows, key=lambda row: row["seed"])
        if not rows:
            continue
        found = summaries[part] = summary(part, rows, budget)
        print(f"{label}, deals {found['deals']}")
        for who, key in (("Paper", "paper"), ("theirs", "theirs")):
            c = found[key]
            cpu = found[f"{'paper' if key == 'paper' else 'their'}_cpu_per_deal"]
            print(f"  {who:7} won {c['won']:4}  lost {c['lost']:3}  unknown {c['unknown']:3}"
                  f"  {1000 * cpu:9.1f} ms CPU per deal")  # fmt: skip
        if found["command_cpu_ratio"] is not None:
            command = 1000 * found["their_command_cpu_per_deal"]
            print(f"  fc-solve -l lg as a command: {command:.1f} ms CPU per deal;"
                  f" Paper / the command: {found['command_cpu_ratio']}x")  # fmt: skip
        clash = found["won_by_one_lost_by_other"] or "none"
        print(f"  CPU per deal, Paper / theirs: {found['cpu_ratio']}x;"
              f" won by one, lost by the other: {clash}")  # fmt: skip
        if "paper_with_again" in found:
            c = found["paper_with_again"]
            print(f"  Paper, its unknowns again at {found['again_budget']} states:"
                  f" won {c['won']}  lost {c['lost']}  unknown {c['unknown']};"
                  f" both passes' CPU / theirs: {found['cpu_ratio_with_again']}x")  # fmt: skip
    if summaries:
        old = args.out / "summary.json"
        kept = json.loads(old.read_text()) if old.exists() else {}
        kept.update(summaries)
        old.write_text(json.dumps(kept, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
