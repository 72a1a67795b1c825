"""The automatic table layout of a Paperlang game whose source says nothing
about it (Paper Toy sets layout in its designer, not in code).

Lone stacks go across the top row; each stacklist gets its own row (long
lists wrap); grids are drawn as grids. Hidden stacks and long lists stack
their cards "over" each other; short visible lists fan "down", as
tableau columns do.
"""

from __future__ import annotations

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
