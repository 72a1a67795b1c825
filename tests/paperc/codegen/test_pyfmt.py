"""`pyfmt.layout` splits long lines exactly as `ruff format` does, for the
shapes the code generator makes (random trees, checked by ruff itself)."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from paperc.codegen.pyfmt import Atom, Call, Chain, Keyword, Node, flat, layout

ROOT = Path(__file__).resolve().parents[3]
NAMES = ["rt.size", "eq", "rt.top_attr", "add", "rt.transfer", "truth", "Pattern", "rt.select"]


def tree(chooser: random.Random, depth: int) -> Node:
    roll = chooser.random()
    if depth <= 0 or roll < 0.2:
        return Atom(chooser.choice(['"row"', "source", "12345", "rt.current_player", "None"]))
    if roll < 0.35:
        operands = tuple(tree(chooser, depth - 1) for _ in range(chooser.randint(2, 3)))
        return Call("truth", (Chain(chooser.choice(["and", "or"]), operands),))
    count = chooser.randint(0, 4)
    args: list[Node] = []
    for _ in range(count):
        arg = tree(chooser, depth - 1)
        if chooser.random() < 0.15:
            inner = (arg, tree(chooser, depth - 2))
            arg = Chain(chooser.choice(["and", "or"]), inner, parens=True)
        args.append(arg)
    if chooser.random() < 0.15:
        return Call("", tuple(args) or (Atom("1"),), tuple=True)
    if chooser.random() < 0.1:  # a dict display: `{"key": value, ...}`
        items = tuple(
            Keyword(f'"k{n}"', arg.value if isinstance(arg, Keyword) else arg, ": ")
            for n, arg in enumerate(args)
        )
        return Call("", items, tuple=True, brackets="{}")
    if args and chooser.random() < 0.4:  # keywords come last, as Python wants
        args[-1] = Keyword(chooser.choice(["amount", "line", "where_to"]), args[-1])
    return Call(chooser.choice(NAMES), tuple(args))


def test_layout_matches_ruff_format(tmp_path):
    chooser = random.Random(20240601)
    lines = ["def f(rt, source):"]
    for _ in range(300):
        node = tree(chooser, 5)
        prefix = chooser.choice(["", "return ", "x = yield from ", "if "])
        suffix = ":" if prefix == "if " else ""
        lines += layout(node, 4, prefix, suffix)
        if prefix == "if ":
            lines.append("        pass")
    source = "\n".join(lines) + "\n"
    compile(source, "layout", "exec")
    target = tmp_path / "layout.py"
    target.write_text(source, encoding="utf-8")
    ruff = Path(sys.executable).with_name("ruff")
    result = subprocess.run(
        [str(ruff), "format", "--diff", "--config", str(ROOT / "pyproject.toml"), str(target)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[:4000]


def test_short_things_stay_on_one_line():
    node = Call("rt.run", (Call("rt.transfer", (Atom("1"), Atom("()"))),))
    assert layout(node, 8) == ["        rt.run(rt.transfer(1, ()))"]
    assert flat(Call("", (Atom("x"),), tuple=True)) == "(x,)"
    one = Call("", (Keyword('"x"', Atom("1"), ": "),), tuple=True, brackets="{}")
    assert flat(one) == '{"x": 1}'
    assert layout(one, 4, "table = ") == ['    table = {"x": 1}']
