"""The families the bundled games belong to (Klondike, FreeCell, Fans...), for
the launcher's groups.

`docs/games.md` is where the families are written, one `##` section each,
its table naming each game's id in backticks. `families.json` beside this
module is made from it (`python -m runtime.families`), so the launcher
reads plain data at run time and never parses Markdown; a test fails when
the two differ, so the docs and the launcher always agree. A game in no
family (a player's own plugin) is in `OTHER`.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).with_name("families.json")
DOC = Path(__file__).resolve().parent.parent / "docs" / "games.md"
OTHER = "Other games"


@dataclass(frozen=True)
class Family:
    name: str
    games: tuple[str, ...]  # game ids, in the docs' order


@lru_cache(maxsize=1)
def load(path: Path = DATA) -> tuple[Family, ...]:
    """The families, in the docs' order; none when the file is missing or bad
    (the launcher then shows one group of every game)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return tuple(Family(f["name"], tuple(f["games"])) for f in data["families"])
    except (OSError, ValueError, KeyError, TypeError):
        return ()


def family_of(game_id: str, families: tuple[Family, ...] | None = None) -> str:
    """The name of the family `game_id` is in (`OTHER` when in none)."""
    for family in load() if families is None else families:
        if game_id in family.games:
            return family.name
    return OTHER


# -- made from the docs (at build time, never at run time) ---------------------

_ID = re.compile(r"`([a-z0-9_]+)`")


def from_markdown(text: str) -> list[Family]:
    """Each `##` section of games.md with a games table: its heading, and the
    ids in backticks in the table's id columns (not its description)."""
    families: list[Family] = []
    name, games = "", []
    for line in text.splitlines():
        if line.startswith("## "):
            if games:
                families.append(Family(name, tuple(games)))
            name, games = line[3:].strip(), []
        elif line.startswith("|") and name:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            for cell in cells[1:3]:  # the Paperlang and the CDL column
                games += [m for m in _ID.findall(cell) if m not in games]
    if games:
        families.append(Family(name, tuple(games)))
    return families


def render(families: list[Family]) -> str:
    """The data file: a family a line, so that a diff shows what moved."""
    lines = [json.dumps({"name": f.name, "games": list(f.games)}) for f in families]
    return (
        '{"made_from": "docs/games.md (python -m runtime.families writes this file)",\n'
        ' "families": [\n  ' + ",\n  ".join(lines) + "\n ]}\n"
    )


def main() -> int:
    DATA.write_text(render(from_markdown(DOC.read_text(encoding="utf-8"))), encoding="utf-8")
    print(f"{DATA.relative_to(DOC.parent.parent)}: {len(load.__wrapped__(DATA))} families")
    return 0


if __name__ == "__main__":
    sys.exit(main())
