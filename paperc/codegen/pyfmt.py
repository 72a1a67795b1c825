"""A small Python expression tree, laid out the way `ruff format` lays it out.

Generated code must pass `ruff format --check` without running ruff at
compile time, so codegen builds expressions from these nodes and `layout`
splits a line that is too long exactly as ruff (and black) would for the
shapes codegen makes: a call's arguments go on one indented line if they
fit there, else one per line with a trailing comma; a tuple or a call
carrying comments is always one element per line; an `and`/`or` chain
inside brackets breaks before each operator. Statement-level expressions
are always calls or atoms (codegen wraps a bare chain in `truth(...)`), so
ruff's optional-parentheses rules never come into play.
"""

from __future__ import annotations

from dataclasses import field, replace

from paperc.nodes import node

WIDTH = 100


@node
class Atom:
    """Text that is never split: a name, a literal, `picked == 1`."""

    text: str


@node
class Call:
    """`func(args)`; `func == ""` with `tuple=True` is a tuple display, and
    with `brackets="{}"` a dict display (its items `Keyword`s with `sep=": "`).
    `comments[i]` (if any) is a comment line put before argument i."""

    func: str
    args: tuple[Node, ...] = ()
    tuple: bool = False
    comments: tuple[str, ...] = field(default=())
    brackets: str = "()"


@node
class Keyword:
    """`name=value`, or a dict's `key: value` with `sep=": "`."""

    name: str
    value: Node
    sep: str = "="


@node
class Chain:
    """`a and b and c` (op "and" or "or"), parenthesised when nested; `a +
    b - c` (op "+", `ops` the operator before each operand after the first)."""

    op: str
    operands: tuple[Node, ...]
    parens: bool = False
    ops: tuple[str, ...] = ()

    def joints(self) -> tuple[str, ...]:
        """The operator before each operand after the first."""
        return self.ops or (self.op,) * (len(self.operands) - 1)


Node = Atom | Call | Keyword | Chain


def flat(node: Node) -> str:
    if isinstance(node, Atom):
        return node.text
    if isinstance(node, Keyword):
        return f"{node.name}{node.sep}{flat(node.value)}"
    if isinstance(node, Chain):
        parts = [flat(node.operands[0])]
        for op, operand in zip(node.joints(), node.operands[1:], strict=True):
            parts.append(f"{op} {flat(operand)}")
        text = " ".join(parts)
        return f"({text})" if node.parens else text
    inner = ", ".join(flat(a) for a in node.args)
    if node.tuple and len(node.args) == 1 and node.brackets == "()":
        inner += ","
    return f"{node.func}{node.brackets[0]}{inner}{node.brackets[1]}"


def fits(indent: int, text: str) -> bool:
    return indent + len(text) <= WIDTH


def layout(node: Node, indent: int, prefix: str = "", suffix: str = "") -> list[str]:
    """The lines (with indentation) of `prefix + node + suffix` at `indent`."""
    pad = " " * indent
    one = prefix + flat(node) + suffix
    if fits(indent, one) and not _has_comments(node):
        return [pad + one]
    if isinstance(node, Keyword):
        return layout(node.value, indent, f"{prefix}{node.name}{node.sep}", suffix)
    if isinstance(node, Chain):
        if node.parens:
            inner = replace(node, parens=False)
            return [pad + prefix + "("] + layout(inner, indent + 4) + [pad + ")" + suffix]
        lines: list[str] = []
        last = len(node.operands) - 1
        joints = node.joints()
        for number, operand in enumerate(node.operands):
            lead = prefix if number == 0 else f"{joints[number - 1]} "
            lines += layout(operand, indent, lead, suffix if number == last else "")
        return lines
    if isinstance(node, Atom):
        return [pad + one]  # nothing to split at; ruff leaves it too
    return _split_call(node, indent, prefix, suffix)


def _split_call(node: Call, indent: int, prefix: str, suffix: str) -> list[str]:
    pad = " " * indent
    head = [pad + prefix + node.func + node.brackets[0]]
    tail = [pad + node.brackets[1] + suffix]
    inner = indent + 4
    if len(node.args) == 1 and not node.tuple and not node.comments:
        return head + layout(node.args[0], inner) + tail
    joined = ", ".join(flat(a) for a in node.args)
    if not node.tuple and not _has_comments(node) and fits(inner, joined):
        return head + [" " * inner + joined] + tail
    body: list[str] = []
    for number, arg in enumerate(node.args):
        if number < len(node.comments) and node.comments[number]:
            body.append(" " * inner + node.comments[number])
        body += layout(arg, inner, "", ",")
    return head + body + tail


def _has_comments(node: Node) -> bool:
    if isinstance(node, Call):
        return any(node.comments) or any(_has_comments(a) for a in node.args)
    if isinstance(node, Keyword):
        return _has_comments(node.value)
    if isinstance(node, Chain):
        return any(_has_comments(o) for o in node.operands)
    return False
