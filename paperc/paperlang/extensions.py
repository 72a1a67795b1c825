"""Lowering Paper's extensions of Paperlang (docs/paperlang.md, "Extensions"):
pile properties in a stack's block, `table W H`, `score EXPR`, `title "..."` and
`turnup`/`turndown`. (The `build` suffix of a transfer is in transfers.py.)

A mixin of lower.Lowerer. Values are words the grammar accepts loosely, so
each mistake is said here, at its place, with what would be right (P14x).
"""

from __future__ import annotations

from dataclasses import replace

from paperc import ir
from paperc.paperlang import ast
from paperc.paperlang.exprs import Ctx
from paperc.paperlang.redeals import MAX_REDEALS
from runtime.engine.cards import RANK_LETTERS

WORDS = {
    "facing": ("keep", "up", "down", "stack"),
    "fan": ("up", "down", "left", "right", "over"),
    "empty": ("circle", "cross", "outline", "none"),
}
MAX_LENGTH = 10000  # cards on one pile; more than any game deals
MIN_SPACING = 0.05  # `fan right 0.05`: closer, and a card's corner no longer shows


def _number_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def build_problem(text: str) -> str | None:
    """What is wrong with a seed-003 build string, or None."""
    if not 3 <= len(text) <= 4:
        return "is three or four letters: base, direction, match, and an optional cut-off"
    base, direction, match = text[0], text[1], text[2]
    if base not in "YNX" + RANK_LETTERS:
        return (
            f"starts with the base card: Y (any), N (none), X (fixed by the first), or a rank "
            f"A 2-9 T J Q K, not {base}"
        )
    if direction not in "UDBNY":
        return f"has the direction second: U, D, B (both), N (none) or Y (any), not {direction}"
    if match not in "ACSRYN":
        return (
            f"has the match third: A (alternate colours), C (colour), S (suit), R (rank), "
            f"Y (any) or N (none), not {match}"
        )
    if len(text) == 4 and text[3] not in RANK_LETTERS:
        return f"ends with the cut-off rank: A 2-9 T J Q K, not {text[3]}"
    return None


class ExtensionLowering:
    # --- pile properties --------------------------------------------------------

    def pile_props(
        self, body: tuple, kind: str, shape: tuple = (), name: str = ""
    ) -> ir.PileProps | None:
        """A stack's pile properties, from its block (None when it has none)."""
        props = [item for item in body if isinstance(item, ast.PileProp)]
        if not props:
            return None
        values: dict[str, object] = {}
        line = props[0].span.line
        for prop in props:
            if prop.prop in values:
                self.fail("P140", f"`{prop.prop}` is given twice for this pile", prop.span)
                continue
            value = self._pile_value(prop, kind)
            if prop.prop == "fan" and isinstance(value, tuple):  # `fan right 0.4`
                value, values["fan_spacing"] = value
            if value is not None:
                values[prop.prop] = value
                if prop.prop == "redeals":
                    self.redeal_spans[name] = prop.span
                elif prop.prop == "at":
                    self.at_spans[name] = prop.span
        if str(values.get("group", "")).startswith("F") and "build" not in values:
            span = next(p.span for p in props if p.prop == "group")
            self.fail(
                "P166",
                'a pile without `build` lets any face-up cards leave it with `group "Y."`: '
                "`F` (whatever their order) waives a build rule's sequence, so it needs one",
                span,
            )
        places = values.get("at")
        if isinstance(places, tuple) and isinstance(places[0], tuple):
            span = next(p.span for p in props if p.prop == "at")
            values["at"] = places[0]
            values["places"] = places if self._places_fit(places, kind, shape, span) else None
            if "step" in values:
                self.fail("P140", "a pile placed member by member with `at` has no `step`", span)
        file = self.file_of(props[0].span)
        return ir.PileProps(line=line, file=file, **values)  # type: ignore[arg-type]

    def _places_fit(self, places: tuple, kind: str, shape: tuple, span) -> bool:
        """`at X Y, X Y, ...` places each member of a stacklist, so it names
        as many places as the list has members."""
        if kind != "list":
            what = "a grid is spaced with `step`" if kind == "grid" else "a stack has one place"
            message = f"several places after `at` are for a stacklist's members: {what}"
            self.fail("P140", message, span)
            return False
        if len(places) != shape[0]:
            self.fail(
                "P140",
                f"`at` gives {len(places)} places for the {shape[0]} members of this stacklist",
                span,
            )
            return False
        return True

    def _pile_value(self, prop: ast.PileProp, kind: str) -> object | None:
        name, value = prop.prop, prop.value
        if name in ("autoflip", "wrap"):
            return True
        if name in ("at", "step"):
            if name == "step" and kind == "stack":
                self.fail("P140", "`step` spaces the members of a stacklist or grid", prop.span)
                return None
            pairs = value if isinstance(value[0], tuple) else (value,)  # type: ignore[index]
            if name == "at" and min(min(pair) for pair in pairs) < 0:  # type: ignore[type-var]
                self.fail("P140", "`at` places a pile on the table: x and y from 0", prop.span)
                return None
            return value
        if name == "fan" and isinstance(value, tuple):
            return self._fan_spacing(prop, *value)
        if name in WORDS:
            if value not in WORDS[name]:
                choices = ", ".join(WORDS[name][:-1]) + f" or {WORDS[name][-1]}"
                self.fail("P141", f"`{name}` is {choices}, not `{value}`", prop.span)
                return None
            return value
        if name == "build":
            problem = build_problem(str(value))
            if problem is not None:
                self.fail("P142", f'a build string such as "KDA" {problem}', prop.span)
                return None
            return value
        if name == "group" and str(value) in ("FY", "FN"):
            return value  # group moves: any face-up card leaves with what lies on it
        if name == "group" and len(str(value)) == 2 and str(value)[1] == "F":
            self.fail(
                "P165",
                "`F` (any face-up card with what lies on it) says how cards leave a pile: "
                "it is the first letter of `group`; the second, may a group land here, is Y or N",
                prop.span,
            )
            return None
        if name in ("group", "autotarget"):
            if len(str(value)) != 2 or any(c not in "YN" for c in str(value)):
                also = ", or F first (any face-up card)" if name == "group" else ""
                self.fail(
                    "P142",
                    f'`{name}` is two letters Y or N (as source, as target){also}, e.g. "YN"',
                    prop.span,
                )
                return None
            return value
        if name == "redeals":
            return self._redeals_value(prop, kind)
        if not isinstance(value, int) or not 1 <= value <= MAX_LENGTH:
            self.fail("P142", f"`maxlength` is a number of cards, 1 to {MAX_LENGTH}", prop.span)
            return None
        return value

    def _fan_spacing(self, prop: ast.PileProp, way: str, spacing: float) -> object | None:
        """`fan right 0.4`: the direction, then how far apart the cards lie."""
        direction = self._pile_value(replace(prop, value=way), "stack")
        if direction is None:
            return None
        if direction == "over":
            self.fail("P148", "cards squared up with `fan over` have no spacing", prop.span)
            return None
        if not MIN_SPACING <= spacing <= 1:
            self.fail(
                "P148",
                f"the spacing after `fan {way}` is part of a card, {MIN_SPACING} to 1 "
                f"(`fan {way} 0.3`), not {_number_text(spacing)}",
                prop.span,
            )
            return None
        return (direction, spacing)

    def _redeals_value(self, prop: ast.PileProp, kind: str) -> int | str | None:
        """`redeals N`: a count from 0, -1 for no limit, or an int variable
        of the game (P170, P171); on a lone stack only (P172)."""
        value = prop.value
        if kind != "stack":
            self.fail(
                "P172",
                "`redeals` counts the clicks on one pile: give it to a stack, "
                "not to a stacklist or grid",
                prop.span,
            )
            return None
        if isinstance(value, int):
            if not -1 <= value <= MAX_REDEALS:
                self.fail(
                    "P170",
                    f"`redeals` is a count from 0 to {MAX_REDEALS}, or -1 for no limit, "
                    f"not {value}",
                    prop.span,
                )
                return None
            return value
        info = self.symbols.globals.get(str(value))
        if info is None or info.type != "int":
            what = self.symbols.what(str(value))
            detail = f"`{value}` is {what}" if what else f"there is no variable `{value}`"
            if info is not None:
                detail = f"`{value}` is a {info.type} variable"
            self.fail(
                "P171",
                f"`redeals` takes a count or an int variable of the game, but {detail}",
                prop.span,
            )
            return None
        return str(value)

    def apply_pile_blocks(self, stacks: list[ir.StackDecl]) -> None:
        """`pile NAME start ... end`: the properties of a stack declared
        elsewhere, such as the built-in deck's `deck`."""
        for block in self.pile_blocks:
            found = [n for n, decl in enumerate(stacks) if decl.name == block.name]
            if not found:
                what = self.symbols.what(block.name)
                detail = f"`{block.name}` is {what}" if what else f"there is no `{block.name}`"
                self.fail("P144", f"`pile` gives properties to a stack, but {detail}", block.span)
                continue
            decl = stacks[found[0]]
            if decl.props is not None:
                self.fail(
                    "P144",
                    f"`{block.name}` already has pile properties (line {decl.props.line}): "
                    "give them in one place",
                    block.name_span,
                )
                continue
            props = self.pile_props(block.body, decl.kind, name=block.name)
            props = props or ir.PileProps(line=block.span.line, file=self.file_of(block.span))
            stacks[found[0]] = replace(decl, props=props)

    def _stmt_pileblock(self, node: ast.PileBlock, ctx: Ctx) -> list:
        self.fail("P144", "`pile` blocks stand at the game level, not inside a block", node.span)
        return []

    # --- game-level declarations ---------------------------------------------------

    def table_decl(self, stmt: ast.TableDecl) -> tuple[float, float] | None:
        if self.table is not None:
            self.fail("P143", "the table's size is given twice", stmt.span)
            return None
        if stmt.width <= 0 or stmt.height <= 0:
            self.fail("P143", "`table W H` needs a width and height above 0", stmt.span)
            return None
        self.table_span = stmt.span
        return (stmt.width, stmt.height)

    def score_decl(self, stmt: ast.ScoreDecl, ctx: Ctx) -> object | None:
        if self.score is not None:
            self.fail("P143", "a game has one `score`", stmt.span)
            return None
        value, kind = self.expr(stmt.value, ctx)
        self.expect(kind, ("int",), stmt.value, "the score is a number")
        return value

    def title_decl(self, stmt: ast.TitleDecl) -> None:
        if self.title is not None:
            self.fail("P147", f'the game already has the title "{self.title}"', stmt.span)
        elif not stmt.value.strip():
            self.fail("P147", 'a title names the game: `title "Beleaguered Castle"`', stmt.span)
        else:
            self.title = " ".join(stmt.value.split())

    def _stmt_tabledecl(self, node: ast.TableDecl, ctx: Ctx) -> list:
        self.fail("P143", "`table` is set at the game level, not inside a block", node.span)
        return []

    def _stmt_scoredecl(self, node: ast.ScoreDecl, ctx: Ctx) -> list:
        self.fail("P143", "`score` is declared at the game level, not inside a block", node.span)
        return []

    def _stmt_titledecl(self, node: ast.TitleDecl, ctx: Ctx) -> list:
        self.fail("P147", "`title` is given at the game level, not inside a block", node.span)
        return []

    # --- statements -------------------------------------------------------------------

    def _stmt_faceturn(self, node: ast.FaceTurn, ctx: Ctx) -> list:
        targets = self.stack_targets(node.targets, ctx, "turnup" if node.up else "turndown")
        line = node.span.line
        amount: object = None
        if node.amount == "all":
            amount = ir.AmountAll()
        elif node.amount is not None:
            amount, kind = self.expr(node.amount, replace(ctx, relative_ok=False))
            self.expect(kind, ("int",), node.amount, "the number of cards is a number")
        target = targets[0] if len(targets) == 1 else ir.StackSet(tuple(targets), line)
        end = node.end if node.end in ("top", "bottom") else None
        return [ir.FaceTurn(node.up, target, end, amount, line)]
