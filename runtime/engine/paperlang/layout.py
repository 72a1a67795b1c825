"""The table layout of a Paperlang game: where its source places piles
(Paper's `at`, `step`, `fan`, `empty` pile properties and `table W H`), and
an automatic layout for what it does not place (Paper Toy sets layout in its
designer, not in code).

Lone stacks go across the top row; each stacklist gets its own row (long
lists wrap); grids are drawn as grids. Hidden stacks and long lists stack
their cards "over" each other; short visible lists fan "down", as
tableau columns do.
"""

from __future__ import annotations

from dataclasses import replace

from runtime.engine.model import Layout, PileLayout
from runtime.engine.paperlang.decls import StackDecl

WRAP = 10  # members per row before a long list wraps
FAN_ROWS = 3.0  # height, in cells, of a row of piles fanned downwards


def auto_layout(decls: tuple[StackDecl, ...]) -> Layout:
    piles: dict[str, PileLayout] = {}
    width = 1.0
    y = 0.0
    lone = [d for d in decls if d.kind == "stack"]
    for x, decl in enumerate(lone):
        fan = "right" if decl.flat and decl.visibility != "hidden" else "over"
        piles[decl.name] = PileLayout(float(x), y, 1.0, 1.0, fan)
    if lone:
        width = max(width, float(len(lone)))
        y += 1.25
    for decl in decls:
        if decl.kind == "list":
            count = decl.shape[0]
            fan = "over" if decl.visibility == "hidden" or count > WRAP else "down"
            height = FAN_ROWS if fan == "down" else 1.0
            for i, (name, _) in enumerate(decl.member_names()):
                row, col = divmod(i, WRAP)
                piles[name] = PileLayout(float(col), y + row * (height + 0.25), 1.0, height, fan)
            rows = (count + WRAP - 1) // WRAP
            width = max(width, float(min(count, WRAP)))
            y += rows * (height + 0.25)
        elif decl.kind == "grid":
            columns, rows = decl.shape
            for name, (x, gy) in decl.member_names():
                piles[name] = PileLayout(float(x), y + gy * 1.25, 1.0, 1.0, "over")
            width = max(width, float(columns))
            y += rows * 1.25
    return Layout(columns=width, rows=max(y - 0.25, 1.0), piles=piles)


def table_layout(
    decls: tuple[StackDecl, ...], table: tuple[float, float] | None, idle: tuple[str, ...] = ()
) -> Layout:
    """Piles with `at` where the source puts them, the others laid out
    automatically below them; `fan` and `empty` override either; `table W H`
    sets the grid (else it is as large as the piles need). Idle stacks,
    which never hold a card in play, get no place at all."""
    decls = tuple(d for d in decls if not (d.kind == "stack" and d.name in idle))
    placed: dict[str, PileLayout] = {}
    for decl in decls:
        if decl.pile is not None and decl.pile.at is not None:
            placed.update(_placed(decl))
    rest = tuple(d for d in decls if d.pile is None or d.pile.at is None)
    piles = dict(placed)
    auto = auto_layout(rest)
    below = max((p.y + p.h for p in placed.values()), default=-0.25) + 0.25
    for name, pile in auto.piles.items():
        piles[name] = replace(pile, y=pile.y + below)
    for decl in decls:  # a source's own fan and empty marker win over the defaults
        pile = decl.pile
        if pile is None or (pile.fan is None and pile.empty is None):
            continue
        for name, _ in decl.member_names():
            found = piles[name]
            fan, empty = pile.fan or found.fan, pile.empty or found.empty
            piles[name] = replace(found, fan=fan, empty=empty, spacing=pile.fan_spacing)
    if table is not None:
        columns, rows = table
    elif not placed:
        columns, rows = auto.columns, auto.rows
    else:
        columns = max((p.x + p.w for p in piles.values()), default=1.0)
        rows = max((p.y + p.h for p in piles.values()), default=1.0)
    return Layout(columns=float(columns), rows=float(rows), piles=piles)


def _placed(decl: StackDecl) -> dict[str, PileLayout]:
    """A declaration's members from its `at` (the first) and `step` (the
    next: one cell right by default; for a grid, the spacing of x and y)."""
    assert decl.pile is not None and decl.pile.at is not None
    x0, y0 = decl.pile.at
    hidden = decl.visibility == "hidden"
    if decl.kind == "stack":
        fan = "right" if decl.flat and not hidden else "over"
        return {decl.name: PileLayout(float(x0), float(y0), 1.0, 1.0, fan)}
    if decl.kind == "list":
        dx, dy = decl.pile.step or (1.0, 0.0)
        # a row of piles fans down, a column of them to the right; foundations
        # (piles with a maxlength) square their cards up
        squared = hidden or decl.pile.maxlength is not None or (dx and dy)
        fan = "over" if squared else "down" if not dy else "right"
        places = decl.pile.places or [(x0 + i * dx, y0 + i * dy) for i in range(decl.shape[0])]
        if decl.pile.places:
            fan = "over"  # piles placed one by one lie in no row to fan along
        return {
            name: PileLayout(float(x), float(y), 1.0, 1.0, fan)
            for (name, _), (x, y) in zip(decl.member_names(), places, strict=True)
        }
    dx, dy = decl.pile.step or (1.0, 1.0)
    return {
        name: PileLayout(float(x0 + gx * dx), float(y0 + gy * dy), 1.0, 1.0, "over")
        for name, (gx, gy) in decl.member_names()
    }
