"""A pick's long `where` filter written once: `flat_options` lists the
moves it lets through and `flat_why` says which of its filters refuses a
move, each reading the same test. Where the test is long (Pyramid's "no
card covers it", a dozen lines) and reads no more than the stacks (`s`),
the source (`a`, `n` cards), the destination (`b`) and the engine's
tables, it is a method of its own that both call, the same test in the
same order: the same answers, the same errors.

- `flat_from_N(s, sources, ...)`: the sources of `sources`, in order,
  that pick `N`'s `from` filter lets go. The listing calls it once for
  its loop over the pick's sources (`from_loops`: one call a listing,
  not one a source, which would cost Pyramid's listing a tenth);
  `flat_why` asks it of `(a,)`.
- `flat_to_N(s, a, b, ...)`: whether the part of pick `N`'s `to` filter
  that the listing tests per pair holds (`Split.rest`,
  `paperlang_flat_pairs`: the listing works the other parts out once);
  `flat_why` tests those parts first, then calls it (the split only moves
  operands that are pure and raise nothing, so their order changes no
  answer).

Each takes the tables its caller bound (`card_v`, `attrs`, ...). A part
of the compiled engine's writer (`paperlang_flat.py`).
"""

from __future__ import annotations

import re
from typing import Any

from paperc.codegen.paperlang_flat_bare import SKIPPED
from paperc.codegen.paperlang_flat_rules import condition, logic, tables, wrapped
from paperc.codegen.pyfmt import WIDTH, Atom, flat

LONG = 6  # the lines a test takes, laid out in the listing, from which it is a method
STRINGS = re.compile(r"\"[^\"]*\"|'[^']*'")
NAMES = re.compile(r"(?<![\w.])[A-Za-z_]\w*")
# what such a test may read besides the tables: Python's own words and `len`
OWN = {"and", "or", "not", "in", "is", "if", "else", "None", "True", "False", "len", "self"}
HEAD = re.compile(r"^        for a in ([^:]+):$")
SIZE = "            n = len(s[a])"


def _reads(writer: Any, test: Any, own: tuple[str, ...]) -> list[str] | None:
    """The tables a long test reads (None: it is short, or reads more than
    `own`, the stacks, `n` and the tables)."""
    if test is None or len(condition(test, 16, "if ", ":")) < LONG:
        return None
    used = set(NAMES.findall(STRINGS.sub("", flat(test))))
    read = tables(used)
    known = set(writer.helpers) | OWN | set(own) | set(read) | {"n"}
    if any(name not in known and not name.isupper() for name in used):
        return None
    return read


def from_test(writer: Any, pick: dict[str, Any], test: Any) -> None:
    """Note pick `pick`'s `from` test as the listing writes it, where it
    may be a method (`from_loops` makes it where the loop is as it wrote)."""
    read = _reads(writer, test, ("s", "a"))
    if read is not None:
        lines = condition(test, 12, "if ", ":", negate=True) + ["                continue"]
        writer.from_tests[tuple(lines)] = (pick, read, flat(test))


def from_loops(writer: Any, lines: list[str]) -> list[str]:
    """`flat_options`' lines with each loop over a pick's sources that
    starts with a `from` test `from_test` noted written as a loop over
    the sources its method lets go."""
    found: list[str] = []
    at = 0
    while at < len(lines):
        head = HEAD.match(lines[at])
        for test, (pick, read, text) in writer.from_tests.items() if head else ():
            end = at + 2 + len(test)
            if lines[at + 1] != SIZE or tuple(lines[at + 2 : end]) != test:
                continue
            name = f"flat_from_{pick['number']}"
            sources = head.group(1).removeprefix(SKIPPED)  # (each call walks them: listed)
            call = f"self.{name}({', '.join(['s', sources, *read])})"
            if len(f"        for a in {call}:") > WIDTH:
                continue
            body = ["        found = []", "        for a in sources:", SIZE, *test]
            body += ["            found.append(a)", "        return found"]
            made = {"name": name, "args": ("s", "sources", *read), "body": body, "text": text}
            made["returns"] = "list[int]"
            transfer = pick["transfer"]
            writer.filter_methods[name] = {**made, "line": transfer.line, "file": transfer.file}
            found += [f"        for a in {call}:", SIZE]
            at = end
            break
        else:
            found.append(lines[at])
            at += 1
    return found


def filter_call(writer: Any, pick: dict[str, Any], side: str, test: Any) -> Any:
    """`test`, pick `pick`'s `from` filter (`side` "from": as `flat_why`
    reads it, of `a` alone) or the part of its `to` filter the listing
    tests per pair ("to"), as the call of its method where it has one
    (a `to` test's is made the first time); else `test` itself."""
    name = f"flat_{side}_{pick['number']}"
    made = writer.filter_methods.get(name)
    if side == "from":
        if made is None or made["text"] != flat(test):  # (none, or read otherwise here)
            return test
        return Atom(f"self.{name}({', '.join(['s', '(a,)', *made['args'][2:]])})")
    read = _reads(writer, test, ("s", "a", "b"))
    if read is None:
        return test
    args = ("s", "a", "b", *(("n",) if "n" in NAMES.findall(flat(test)) else ()), *read)
    if made is None:
        body = condition(test, 8, "if ", ":", negate=True)  # (as the listing wrote it)
        body += ["            return False", "        return True"]
        transfer = pick["transfer"]
        made = {"name": name, "args": args, "text": flat(test), "body": body, "returns": "bool"}
        writer.filter_methods[name] = {**made, "line": transfer.line, "file": transfer.file}
    elif made["text"] != flat(test):
        return test
    return Atom(f"self.{name}({', '.join(args)})")


def split_test(writer: Any, pick: dict[str, Any]) -> Any | None:
    """The whole `to` filter of a pick the listing splits and tests per
    pair by its method (`filter_call`): the parts worked out once, the
    key, then the call; None for any other pick."""
    if f"flat_to_{pick['number']}" not in writer.filter_methods:
        return None
    plan = writer._pairs(pick)
    if plan is None or plan.rest is None:
        return None
    rest = filter_call(writer, pick, "to", plan.rest)
    if not isinstance(rest, Atom):
        return None
    parts = list(plan.hoisted)
    if plan.key is not None:
        parts.append(Atom(f"{wrapped(plan.key)} == {wrapped(plan.want)}"))
    return logic("and", [*parts, rest]) if parts else rest
