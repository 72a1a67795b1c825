"""Pile rules and expressions as the compiled engine writes them (see
`paperlang_flat.py`): a build or group string read once (`parse_build`,
`parse_group`, the one readers of seed 003's letters), a build rule as Python conditions on card
codes (`rank`, `red`, `suit`, ... are FlatGame's tables by code, `t` a
pile's top card, `c` the card moving), how a rule's piles are indexed by
the key of the card each takes, and conditions laid out as ruff lays them out."""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Any, NamedTuple

from paperc import ir
from paperc.codegen.naming import pyident
from paperc.codegen.paperlang_flat_ir import BUILDS, GROUPS
from paperc.codegen.pyfmt import WIDTH, Atom, Call, Chain, flat, layout
from runtime.engine.cards import RANK_LETTERS, Build, Group, grouping, key_plan, rank_constant
from runtime.engine.cards import files_bases as files_own_bases

# FlatGame's tables by card code (and `attrs`, each stack's own ints and bools);
# `card_NAME`, each card attribute's, and `isa`, `isnt`, each code's types
TABLES = ("rank", "red", "suit", "suitno", "colour", "suited", "card_v", "card_suit", "attrs")
TABLES += ("isa", "isnt")


def tables(used: set[str]) -> list[str]:
    """The tables by code the code `used` names, each bound as `NAME =
    self.flat_NAME` at the head of its method."""
    own = sorted(name for name in used if name.startswith("card_") and name not in TABLES)
    return [name for name in TABLES if name in used] + own


VARS = "self.flat_vars"  # the game's variables the turn never sets, fixed once dealt

# seed 003's letters (the front end checked them: extensions.build_problem)
BASES = {"Y": "any", "N": "none", "X": "first"}
DIRECTIONS = {"U": "up", "D": "down", "B": "either", "Y": "any", "N": "none"}
MATCHES = {"A": "alternate", "C": "colour", "S": "suit", "R": "rank", "Y": "any", "N": "none"}


@functools.cache
def parse_build(text: str, wrap: bool = False) -> Build:
    """A build string (`KDA`, `AUSK`) and the pile's `wrap`, as the rule a
    plugin carries (`cards.Build`)."""
    base = BASES.get(text[0]) or RANK_LETTERS.index(text[0]) + 1
    last = RANK_LETTERS.index(text[3]) + 1 if len(text) > 3 else None
    return Build(base, DIRECTIONS[text[1]], MATCHES[text[2]], last, wrap)


def build_constant(build: str, wrap: bool) -> str:
    """The module constant a plugin names a build rule by: `BUILD_KDA`,
    `BUILD_XUS_WRAP` (the rule `BUILD_XUS` with `wrap`)."""
    return f"{BUILDS}{build}{'_WRAP' if wrap else ''}"


@functools.cache
def parse_group(text: str) -> Group:
    """A group string (`YN`, `FY`), as the rule a plugin carries
    (`cards.Group`; the front end checked the letters)."""
    return Group(leaves=text[0] in "YF", lands=text[1] == "Y", any_order=text[0] == "F")


def group_constant(group: str) -> str:
    """The module constant a plugin names a group rule by: `GROUP_YN`."""
    return f"{GROUPS}{group}"


def group_text(rule: Group) -> str:
    """How a plugin writes a group rule: `Group(leaves=True, lands=False)`."""
    more = ", any_order=True" if rule.any_order else ""
    return f"Group(leaves={rule.leaves}, lands={rule.lands}{more})"


def pile_group(pile: ir.PileProps | None) -> Group:
    """How a pile moves groups of cards (`cards.grouping`; no pile: freely)."""
    if pile is None:
        return Group(leaves=True, lands=True)
    return grouping(parse_group(pile.group) if pile.group else None, pile.build is not None)


def build_text(rule: Build) -> str:
    """How a plugin writes a rule: `Build(KING, "down", "alternate")`."""
    base = rank_constant(rule.base) if type(rule.base) is int else f'"{rule.base}"'
    text = f'Build({base}, "{rule.direction}", "{rule.match}"'
    if rule.last is not None:
        text += f", last={rank_constant(rule.last)}"
    return text + (", wrap=True)" if rule.wrap else ")")


def follows(build: str, wrap: bool, lower: str, upper: str) -> list[str]:
    """What a build rule means, as the compiled engine's code holds it: may
    card `upper` be built on card `lower` (both face up)? As the Python
    conditions that must all hold (none: any card may), over the tables
    `rank`, `red` and `suit` by card and the rank constants (`KING`). (The
    runtime finds the piles that take a card by the same rule's key plan,
    `cards.key_plan`; tests/runtime/paperlang/test_build_rule.py checks
    both against the rule written plainly.)"""
    rule = parse_build(build, wrap)
    if not rule.builds:
        return ["False"]
    r_lo, r_up = f"rank[{lower}]", f"rank[{upper}]"
    up = f"{r_up} == {r_lo} % 13 + 1" if rule.wrap else f"{r_up} == {r_lo} + 1"
    down = f"{r_lo} == {r_up} % 13 + 1" if rule.wrap else f"{r_up} == {r_lo} - 1"
    ranks = {"up": up, "down": down, "either": f"({up} or {down})", "any": ""}[rule.direction]
    parts = [ranks] if ranks else []
    if rule.last is not None:
        parts.insert(0, f"{r_lo} != {rank_constant(rule.last)}")
    matches = {
        "alternate": f"red[{lower}] != red[{upper}]",
        "colour": f"red[{lower}] == red[{upper}]",
        "suit": f"suit[{lower}] == suit[{upper}]",
        "rank": f"{r_lo} == {r_up}",
        "any": "",
    }[rule.match]
    return parts + [matches] if matches else parts


def one_key(pile: ir.PileProps) -> tuple[str, str] | None:
    """A rule whose piles each take cards of one key (their top card's):
    the table of cards' keys and the wanted key's expression on `t`."""
    plan = index_plan(pile.build or "", pile.wrap)
    if plan is None or len(plan[1]) != 1:
        return None
    return plan[0], plan[1][0]


def files_bases(build: str, wrap: bool) -> bool:
    """Are the rule's empty piles filed by the cards that fill them (`cards.files_bases`)?"""
    return files_own_bases(parse_build(build, wrap))


def index_plan(build: str, wrap: bool) -> tuple[str, list[str]] | None:
    """How to look up the piles of a rule that take a card (`key_plan`):
    the table of card keys (`TABLES`) and, for a pile whose face-up top
    card is `t`, the keys of the cards it takes, as Python on `t`. ([]: it
    takes none; None: it takes any, which is asked pile by pile.)"""
    plan = key_plan(parse_build(build, wrap))
    if plan is None:
        return None
    table, steps, other = plan
    colour = "1 - red[t]" if other else "red[t]"
    if steps is None:  # (the top card's own colour, suit or rank)
        own = {"red": "not red[t]" if other else "red[t]", "suitno": "suitno[t]"}
        return (table, [own.get(table, "rank[t]")])
    keys = []
    for step in steps:
        if wrap:
            rank = "rank[t] % 13 + 1" if step > 0 else "(rank[t] + 11) % 13 + 1"
        else:
            rank = f"rank[t] {'+' if step > 0 else '-'} 1"
        keys.append(
            {"rank": rank, "suited": f"({rank}) * 8 + suitno[t]"}.get(
                table, f"({rank}) * 2 + {colour}"
            )
        )
    return (table, keys)


def fills(build: str) -> str:
    """What may fill an empty pile of a build rule, as Python on `c`."""
    base = parse_build(build).base
    if base == "any":
        return "True"
    if base == "none":
        return "False"
    if base == "first":  # the rank the first card on such a pile fixed, once there is one
        return "(not fixed or rank[c] == fixed)"
    return f"rank[c] == {rank_constant(int(base))}"


def fixed_first(pile: ir.PileProps | None) -> bool:
    """Does the pile's build rule start from the rank the first card
    played on such a pile fixed (`X`, Canfield's foundations)?"""
    return pile is not None and pile.build is not None and parse_build(pile.build).base == "first"


def ruled(pile: ir.PileProps | None) -> bool:
    """Does the pile limit what moves onto or off it (`Pile.ruled`)?"""
    return pile is not None and bool(pile.build or pile.group or pile.maxlength is not None)


def judged_lines(pile: ir.PileProps, under: bool = False) -> list[str]:
    """A plain pick's check of the one card `c` it moves onto pile `b`,
    as `refusals.build_problem` judges it (a build pick's rules, for one card);
    `under` the pile, a rule takes none."""
    pad = " " * 16
    lines = [pad + "if n:"]
    if pile.maxlength is not None:
        lines += [pad + f"    if len(s[b]) >= {pile.maxlength}:", pad + "        continue"]
    if pile.build and under:
        lines.append(pad + "    continue  # cards may only be put on top")
    elif pile.build:
        onto = follows(pile.build, pile.wrap, "t", "c")
        lines += [pad + "    pile = s[b]", pad + "    if pile:", pad + "        t = pile[-1]"]
        lines += condition(all_of(["t & 1", *onto]), 24, "if ", ":", negate=True)
        lines.append(pad + "            continue")
        base = fills(pile.build)
        if base != "True":
            lines += condition(Atom(base), 20, "elif ", ":", negate=True)
            lines.append(pad + "        continue")
    return lines


def group_source(pile: ir.PileProps | None) -> bool:
    """May a group leave the pile (`runtime`'s `Pile.group_source`)?"""
    return pile_group(pile).leaves


def group_target(pile: ir.PileProps | None) -> bool:
    """May a group land on the pile (`runtime`'s `Pile.group_target`)?"""
    return pile_group(pile).lands


class Counted(NamedTuple):
    """A transfer's amount the code works out where the transfer runs (`top
    k`, `top deck.size - 1`, a game variable play changes): its expression
    (`Checks.amount_code` writes it)."""

    expr: Any


def amount_text(amount: int | str | None, variables: str = "") -> str:
    if amount is None:
        return "None"
    if isinstance(amount, str):
        return f'{variables}["{amount}"]' if variables else f"g_{pyident(amount)}"
    return str(amount)


def logic(op: str, operands: list[Any]) -> Chain:
    nodes = []
    for node in operands:
        if isinstance(node, Chain):
            node = dataclasses.replace(node, parens=True) if node.op != op else node
            if node.op == op and not node.parens:
                nodes += list(node.operands)
                continue
        nodes.append(node)
    return Chain(op, tuple(nodes))


def wrapped(node: Any) -> str:
    """A node's text, in parentheses when an operator stands outside its brackets."""
    text = flat(node)
    depth = 0
    for char in text:
        depth += char in "([{"
        depth -= char in ")]}"
        if char == " " and depth == 0:
            return f"({text})"
    return text


def condition(node: Any, indent: int, prefix: str, suffix: str, negate: bool = False) -> list[str]:
    """`if cond:` (or `if not (cond):`) as ruff writes it: on one line, or
    an `and`/`or` chain split in parentheses, one operand a line."""
    text = f"not {wrapped(node)}" if negate else flat(node)
    if indent + len(prefix) + len(text) + len(suffix) <= WIDTH:
        return [" " * indent + prefix + text + suffix]
    head = prefix + "not " if negate else prefix
    if isinstance(node, Call):  # a call of one of Paperlang's operators: split in its brackets
        return layout(node, indent, head, suffix)
    if not isinstance(node, Chain):
        return [" " * indent + prefix + text + suffix]
    if negate or len(node.operands) != 2 or not any(map(_bracketed, node.operands)):
        return layout(dataclasses.replace(node, parens=True), indent, head, suffix)
    # One operator with an operand in brackets at either end: ruff leaves out
    # the chain's own parentheses and splits the operands' brackets instead.
    first, last = node.operands
    joint = f"{prefix}{flat(first)} {node.op} "
    if isinstance(last, Call) and last.args:
        if isinstance(first, Call) or indent + len(joint) + len(last.func) + 1 <= WIDTH:
            return _unbracketed(node, indent, prefix, suffix)
    # (where ruff would split inside an operand written as text, a call of
    # `truth`, which keeps a lone chain in its brackets, lays it out)
    return layout(Call("truth", (dataclasses.replace(node, parens=False),)), indent, prefix, suffix)


def _bracketed(node: Any) -> bool:
    """Might ruff count the operand as one in brackets (a call, a bracketed
    chain, text that starts or ends with a bracket)?"""
    if isinstance(node, Call):
        return bool(node.args) or node.tuple
    if isinstance(node, Chain):
        return node.parens
    text = flat(node)
    return text.startswith("(") or text.endswith(")")


def _unbracketed(node: Chain, indent: int, prefix: str, suffix: str) -> list[str]:
    """`a and f(...)` as ruff writes it when it is too long: one operator
    whose last operand is a call needs no parentheses of its own, so the
    calls' brackets split instead, each only where its line would not fit."""
    first, last = node.operands
    joint = f" {node.op} {last.func}("  # where the first operand's line must end
    lines = layout(first, indent, prefix, joint)
    head = lines.pop()[indent : -len(last.func) - 1]
    return lines + layout(last, indent, head, suffix)


def all_of(parts: list[str]) -> Any:
    """Conditions that must all hold, as one node (an `and` chain)."""
    if len(parts) == 1:
        return Atom(parts[0])
    return Chain("and", tuple(Atom(part) for part in parts))


def names(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", text))
