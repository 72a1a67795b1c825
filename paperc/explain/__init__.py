"""`paperc --explain CODE`: a longer explanation of each diagnostic code.

The explanations are data: `paperc/explain/*.toml`, one table per code
with a `title`, a `text`, and a `wrong` and a `right` source (a whole tiny
game: tests/paperc/test_explain.py compiles both, so the examples cannot
rot). Optional keys: `file` (the file name the example is compiled as,
for the E codes; `right_file` for the right one if it differs),
`wrong_encoding` (write `wrong` in that encoding rather than UTF-8) and
`wrong_repeat` ([text, n]: `@REPEAT@` in `wrong` stands for
`text` n times, and `@CLOSE@` for as many closing brackets, or as many
of a third item [text, n, close], for sources too big to print) and `env`
(environment variables to compile `wrong` under, for a code only the
TatSu parser still reaches: `PAPERC_PARSER = "tatsu"`).
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent


@cache
def explanations() -> dict[str, dict]:
    found: dict[str, dict] = {}
    for path in sorted(HERE.glob("*.toml")):
        with path.open("rb") as handle:
            for code, entry in tomllib.load(handle).items():
                if code in found:
                    raise ValueError(f"{path.name}: {code} is explained twice")
                found[code] = entry
    return found


def source_name(code: str, which: str = "wrong") -> str:
    """The file name an example is compiled as (`right_file` may differ)."""
    entry = explanations()[code]
    default = entry.get("file", "game.cdl" if code.startswith("C") else "game.pl")
    return entry.get("right_file", default) if which == "right" else default


def wrong_source(code: str) -> str:
    entry = explanations()[code]
    text = entry["wrong"].lstrip("\n")
    if "wrong_repeat" in entry:
        piece, count, close = _repeat(entry)
        text = text.replace("@REPEAT@", piece * count).replace("@CLOSE@", close * count)
    return text


def wrong_env(code: str) -> dict[str, str]:
    """Environment variables the wrong example is compiled under (`env`)."""
    return dict(explanations()[code].get("env", {}))


def _repeat(entry: dict) -> tuple[str, int, str]:
    piece, count, *rest = entry["wrong_repeat"]
    close = rest[0] if rest else {"(": ")", "[": "]", "{": "}"}.get(piece, "")
    return piece, count, close


def render(code: str) -> str:
    entry = explanations()[code]
    name = source_name(code)
    wrong = entry["wrong"].strip("\n")
    if "wrong_repeat" in entry:
        piece, count, close = _repeat(entry)
        wrong = wrong.replace("@REPEAT@", _shown(piece, count)).replace(
            "@CLOSE@", _shown(close, count)
        )
    lines = [f"{code}: {entry['title']}", "", entry["text"].strip(), ""]
    lines += [f"Wrong ({name}):", "", _indent(wrong), ""]
    if "wrong_encoding" in entry:
        lines[-1:] = [f"    (saved as {entry['wrong_encoding']}, not UTF-8)", ""]
    if "env" in entry:
        shown = " ".join(f"{k}={v}" for k, v in sorted(entry["env"].items()))
        lines[-1:] = [f"    (compiled with {shown})", ""]
    lines += [f"Right ({source_name(code, 'right')}):", "", _indent(entry["right"].strip("\n"))]
    return "\n".join(lines)


def _shown(piece: str, count: int) -> str:
    """`piece` repeated `count` times, as the explanation prints it."""
    if not piece:
        return ""
    if piece.endswith("\n"):
        return f"{piece}... ({count} times)\n"
    return f"{piece.rstrip()} ... ({count} times) "


def _indent(text: str) -> str:
    return "\n".join(f"    {line}" if line else "" for line in text.split("\n"))
