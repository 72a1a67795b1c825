"""The one Jinja environment, and the filters user text must go through.

Templates only loop and print. Names from a source reach the output only
through `|pyident`, or as names a module's `Namer` made and `|ident`
checks; values only through `|py`, prose only through `|docstring` or
`|comment`.
"""

from __future__ import annotations

import functools
import keyword
import math
from pathlib import Path
from typing import Any

import jinja2

from paperc.codegen.naming import pyident


def py(value: Any) -> str:
    """A Python literal for a plain value (str, int, float, bool, None, a range, tuples of them)."""
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        return repr(value)
    if isinstance(value, float) and math.isfinite(value):  # layout cells: `at 0 1.5`
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, range) and value.step == 1:  # a stacklist's stack indexes
        return f"range({value.start}, {value.stop})"
    if isinstance(value, tuple):
        inner = ", ".join(py(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    raise TypeError(f"|py cannot print {type(value).__name__}")


def _string(text: str) -> str:
    """A string literal as `ruff format` writes it: double quotes unless the
    text holds more double than single quotes (generated code must pass
    `ruff format --check`)."""
    body = repr(text)[1:-1]  # repr's escapes for backslashes and unprintables
    quote = "'" if repr(text)[0] == "'" else '"'
    body = body.replace("\\'", "'") if quote == "'" else body.replace('\\"', '"')
    if text.count('"') > text.count("'"):
        return "'" + body.replace("'", "\\'") + "'"
    return '"' + body.replace('"', '\\"') + '"'


def ident(name: str) -> str:
    """A name codegen already made (a `Namer`'s); refuses anything else, so
    that a template can print it as it is and never clean it twice."""
    if not (isinstance(name, str) and name.isidentifier() and name.isascii()):
        raise ValueError(f"|ident: {name!r} is not a prepared Python name")
    if keyword.iskeyword(name):
        raise ValueError(f"|ident: {name!r} is a Python keyword")
    return name


def docstring(text: str) -> str:
    """Text safe inside a triple-quoted docstring."""
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    text = "".join(ch if ch.isprintable() or ch == "\n" else "?" for ch in text)
    if text.endswith('"'):
        text += " "
    return text


def comment(text: str) -> str:
    """Text safe on one comment line: no newlines, no control characters."""
    text = " ".join(text.split())
    return "".join(ch if ch.isprintable() else "?" for ch in text)


TEMPLATES = Path(__file__).parent / "templates"


@functools.cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        # (Jinja compiles the one module template in about 10 ms of a cold
        # run: benchmarks/template_load.py; not worth a precompiled copy)
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        autoescape=False,  # we generate Python, not HTML; escaping is the filters' job
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["py"] = py
    env.filters["pyident"] = pyident
    env.filters["ident"] = ident
    env.filters["docstring"] = docstring
    env.filters["comment"] = comment
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)
