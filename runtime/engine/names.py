"""Did you mean: the known name closest to a mistyped one.

Every place that looks a name up (the compiler's keywords and
declarations, a game id on the command line, a stack of a Session, a CDL
attribute) suggests through this one module, so that a typo gets the same
help everywhere. It imports only difflib, so the compiler may import it
beside the card tables (docs/runtime.md, "What the compiler may import").
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

CUTOFF = 0.75  # `foundation` for `foundations`, `sise` for `size`; not `deck` for `waste`


def closest(name: str, known: Iterable[str]) -> str | None:
    """The known name most like `name` (case aside), or None when none is close.
    `name` itself is never suggested."""
    by_folded: dict[str, str] = {}
    for word in known:
        if word != name:
            by_folded.setdefault(word.casefold(), word)
    found = difflib.get_close_matches(name.casefold(), list(by_folded), n=1, cutoff=CUTOFF)
    return by_folded[found[0]] if found else None


def did_you_mean(name: str, known: Iterable[str], quote: str = "`") -> str:
    """ "; did you mean `waste`?" to end a message with, or "" when no known
    name is close to `name`."""
    found = closest(name, known)
    return f"; did you mean {quote}{found}{quote}?" if found is not None else ""


__all__ = ["closest", "did_you_mean"]
