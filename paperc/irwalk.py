"""The one traversal of the IR: every node under a node, and a rewrite.

IR nodes (and syntax-tree nodes) are `@node` records whose fields hold
values, other nodes, and tuples of them. `walk` yields each node under a
root, itself first; `rewrite` rebuilds a tree bottom-up through a function
of each node, sharing every part it leaves as it was. Code that looks for
something in the IR (which variables a block reads, whether it mentions a
name) walks it with these instead of a walker of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import is_dataclass, replace
from typing import Any, TypeVar

T = TypeVar("T")

__all__ = ["located", "rewrite", "walk"]


def _is_node(value: Any) -> bool:
    return is_dataclass(value) and not isinstance(value, type)


def walk(root: Any, skip: Callable[[Any], bool] | None = None) -> Iterator[Any]:
    """Every node under `root` (itself included; tuples and lists are
    looked into), depth first in field order. With `skip`, a node for which
    it is true is neither yielded nor looked into."""
    stack = [root]
    while stack:
        value = stack.pop()
        if isinstance(value, tuple | list):
            stack.extend(reversed(value))
        elif _is_node(value) and (skip is None or not skip(value)):
            yield value
            stack.extend(reversed(value.__dict__.values()))


def rewrite(root: T, change: Callable[[Any], Any]) -> T:
    """`root` with `change` applied to every node under it, children first:
    `change` gets a node whose parts are already rewritten and returns it,
    or a node to stand in its place."""
    if isinstance(root, tuple):
        items = tuple(rewrite(item, change) for item in root)
        return root if all(a is b for a, b in zip(items, root, strict=True)) else items  # type: ignore[return-value]
    if not _is_node(root):
        return root
    changed = {}
    for name, value in root.__dict__.items():
        if isinstance(value, tuple) or _is_node(value):
            new = rewrite(value, change)
            if new is not value:
                changed[name] = new
    return change(replace(root, **changed) if changed else root)


def located(root: T, file: str) -> T:
    """`root` with `file` as the file of every node under it that has none
    yet (""): what an included file's statements are given once lowered."""
    if not file:
        return root

    def give(node: Any) -> Any:
        return replace(node, file=file) if getattr(node, "file", None) == "" else node

    return rewrite(root, give)
