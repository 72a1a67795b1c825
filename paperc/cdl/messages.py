"""Curated messages for the syntax mistakes CDL authors make most.

TatSu reports the token it expected at the furthest point it reached; that
reads like the parser's rule stack. This table looks at the source around
the error first and says what the author most likely meant.
"""

from __future__ import annotations

import re

# (pattern matched at the error position, message). First match wins.
AT_ERROR: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r'"'), "strings are written between single quotes: 'like this'"),
    (re.compile(r"=="), "equality is a single `=`"),
    (re.compile(r"!="), "inequality is `<>` (`!` is the number of cards on a stack)"),
    (re.compile(r"=(?!=)"), "assignment is `:=`; `=` compares"),
    (re.compile(r"(?i)else\b"), "no `;` before ELSE: the IF statement ends after ELSE's statement"),
    (re.compile(r"'(?:[^'\\\n]|\\.)*$", re.M), "this string has no closing quote on its line"),
    (re.compile(r"\{[^}]*\Z"), "this `{` comment is never closed with `}`"),
    (re.compile(r"&&|\|\|"), "the logical operators are AND, OR and NOT"),
    (re.compile(r"%"), "the remainder operator is MOD"),
)

EXPECTED = {
    ";": "expected `;` here (each statement and declaration ends with one)",
    ".": "expected `.` after the ORDER list: a program ends with `ORDER ... .`",
    "ORDER": "expected ORDER: a program ends with `ORDER stack, stack, ... .`",
    "END": "expected END to close the BEGIN or STACK above",
    "THEN": "expected THEN after the IF condition",
    "DO": "expected DO",
    "FOR": "expected FOR and the stacks a WITH goes through",
    "IS": "expected IS",
    "SIDE": "expected SIDE UP, SIDE DOWN or SIDE SHADED",
    ")": "expected `)`",
    "]": "expected `]`",
    ":=": "expected `:=`",
}


def curated(text: str, pos: int) -> str | None:
    """A message for a mistake recognised around `pos`, or None."""
    rest = text[pos:]
    before = text[:pos].rstrip()
    if not text.strip():
        return "the file is empty: a CDL program starts with `GAME name IS width BY height;`"
    if rest.startswith("'") and text[pos - 1 : pos] == "'":
        return "a quote inside a string is written \\' (not '')"
    if rest.startswith("=") and text[pos - 1 : pos] == "=":
        return "equality is a single `=`"
    if before.endswith(".") and not before.endswith("..") and rest.strip():
        return "the program ends with `ORDER ... .`; nothing may follow it"
    for pattern, message in AT_ERROR:
        if pattern.match(rest):
            return message
    line_start = text.rfind("\n", 0, pos) + 1
    if pos > 0 and not text[line_start:pos].strip() and before:
        last_line = before.splitlines()[-1]
        word = re.search(r"(\w+)\s*$", last_line)
        opens = word and word.group(1).upper() in ("BEGIN", "THEN", "ELSE", "DO", "IS")
        if not before.endswith(";") and not opens:
            row = before.count("\n") + 1
            return f"missing `;` at the end of line {row}"
    return None


def syntax_message(text: str, pos: int, expected: str) -> str:
    """The message for a syntax error at `pos` where TatSu expected `expected`."""
    rest = text[pos:]
    message = curated(text, pos)
    if message:
        return message
    if not rest.strip():
        return "the program ends too early: it must end with `ORDER stack, ... .`"
    token = _token(rest)
    item = expected.strip().strip("'\"")
    if item in EXPECTED:
        return f"{EXPECTED[item]}, found {token}"
    if item.upper() in EXPECTED:
        return f"{EXPECTED[item.upper()]}, found {token}"
    return f"unexpected {token}"


def _token(rest: str) -> str:
    match = re.match(r"[A-Za-z_][A-Za-z0-9_]*\??|\d+|:=|<=|>=|<>|\.\.|\S", rest)
    return f"`{match.group(0)}`" if match else "the end of the file"
