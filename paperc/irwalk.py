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

__all__ = ["located", "placed", "rewrite", "walk"]


# What a value is to the walk, decided once per type (asking `is_dataclass`
# of every value was a tenth of a compile): looked into as items, a node, or
# a leaf (a class is a leaf, though a dataclass's class passes is_dataclass)
_ITEMS, _NODE, _LEAF = 1, 2, 3
_KINDS: dict[type, int] = {}


def _kind(cls: type) -> int:
    kind = _KINDS.get(cls)
    if kind is None:
        if issubclass(cls, tuple | list):
            kind = _ITEMS
        elif is_dataclass(cls) and not issubclass(cls, type):
            kind = _NODE
        else:
            kind = _LEAF
        _KINDS[cls] = kind
    return kind


def walk(root: Any, skip: Callable[[Any], bool] | None = None) -> Iterator[Any]:
    """Every node under `root` (itself included; tuples and lists are
    looked into), depth first in field order. With `skip`, a node for which
    it is true is neither yielded nor looked into."""
    kinds = _KINDS
    stack = [root]
    pop, extend = stack.pop, stack.extend
    while stack:
        value = pop()
        kind = kinds.get(type(value)) or _kind(type(value))
        if kind == _ITEMS:
            extend(reversed(value))
        elif kind == _NODE and (skip is None or not skip(value)):
            yield value
            extend(reversed(value.__dict__.values()))


def rewrite(root: T, change: Callable[[Any], Any]) -> T:
    """`root` with `change` applied to every node under it, children first:
    `change` gets a node whose parts are already rewritten and returns it,
    or a node to stand in its place."""
    kind = _KINDS.get(type(root)) or _kind(type(root))
    if kind == _ITEMS and isinstance(root, tuple):
        items = tuple(rewrite(item, change) for item in root)
        return root if all(a is b for a, b in zip(items, root, strict=True)) else items  # type: ignore[return-value]
    if kind != _NODE:
        return root
    changed = {}
    kinds = _KINDS
    for name, value in root.__dict__.items():
        part = kinds.get(type(value)) or _kind(type(value))
        if part == _NODE or (part == _ITEMS and isinstance(value, tuple)):
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


def placed(node: Any, line: int, col: int) -> None:
    """Give `node`, an IR node just made from a syntax-tree node whose first
    token is at `line`:`col`, that column when it has none yet (0) and
    stands on that line. Set in place: `col` takes no part in a node's
    equality or hash, and the node is not shared yet."""
    if getattr(node, "col", None) == 0 and getattr(node, "line", None) == line:
        object.__setattr__(node, "col", col)
