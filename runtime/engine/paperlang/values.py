"""Paperlang values and the operators generated code uses on them.

Paperlang has a `none` value (an empty or out-of-range card position, and
whatever is read through it). It propagates: arithmetic with none is none,
comparisons with none are false, and `&&`/`||`/`if`/`while` treat it as
false. Python's operators get that wrong, so generated code calls these
small functions instead; `and`/`or` stay Python's own (wrapped in `truth`)
to keep short-circuiting.
"""

from __future__ import annotations

from typing import Any

from runtime.engine.model import GameError


class Stack:
    """A declared stack. One object per stack for the life of a game class:
    identity is equality, so `to == graveyard` is a plain comparison."""

    __slots__ = ("index", "name", "base", "position", "visibility", "owner")

    def __init__(
        self, index: int, name: str, base: str, position: tuple[int, ...], visibility: str
    ) -> None:
        self.index = index
        self.name = name
        self.base = base  # the stacklist/grid it belongs to, or its own name
        self.position = position  # () for a lone stack, (i,) in a list, (x, y) in a grid
        self.visibility = visibility
        self.owner: str | None = None

    def __repr__(self) -> str:
        return f"Stack({self.name})"


class TypeInfo:
    """A card type as the engine keeps it: its ancestors (itself included,
    for is-a tests), attribute slots and defaults."""

    __slots__ = ("name", "parent", "ancestors", "slots", "defaults")

    def __init__(self, name: str, parent: TypeInfo | None, attrs: tuple[str, ...]) -> None:
        self.name = name
        self.parent = parent
        self.ancestors: frozenset[str] = frozenset({name}) | (
            parent.ancestors if parent else frozenset()
        )
        names = (tuple(parent.slots) if parent else ()) + tuple(
            a for a in attrs if not parent or a not in parent.slots
        )
        self.slots: dict[str, int] = {n: i for i, n in enumerate(names)}
        self.defaults: list[Any] = list(parent.defaults) if parent else []
        self.defaults += [None] * (len(names) - len(self.defaults))


class TypeProblem(GameError):
    """An operator used on values it does not take; the runtime adds the line."""


def truth(value: Any) -> bool:
    """A condition's value: none is false."""
    if value is True:
        return True
    if value is None or value is False:
        return False
    return value != 0 if type(value) is int else True


def _number(value: Any, op: str) -> int:
    if type(value) is int:
        return value
    if isinstance(value, bool):
        raise TypeProblem(f"'{op}' takes numbers, not true/false")
    raise TypeProblem(f"'{op}' takes numbers, not {describe(value)}")


def describe(value: Any) -> str:
    if isinstance(value, Stack):
        return f"the stack {value.name}"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, tuple):
        return "a set of stacks"
    if value is None:
        return "none"
    return type(value).__name__


def add(a: Any, b: Any) -> Any:
    if a is None or b is None:
        return None
    if type(a) is int and type(b) is int:
        return a + b
    return _number(a, "+") + _number(b, "+")


def sub(a: Any, b: Any) -> Any:
    if a is None or b is None:
        return None
    if type(a) is int and type(b) is int:
        return a - b
    return _number(a, "-") - _number(b, "-")


def mul(a: Any, b: Any) -> Any:
    if a is None or b is None:
        return None
    return _number(a, "*") * _number(b, "*")


def div(a: Any, b: Any) -> Any:
    """Integer division truncating toward zero, as C++ (and battler) do."""
    if a is None or b is None:
        return None
    x, y = _number(a, "/"), _number(b, "/")
    if y == 0:
        raise TypeProblem("division by zero")
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def mod(a: Any, b: Any) -> Any:
    """The remainder matching `div` (sign of the dividend)."""
    if a is None or b is None:
        return None
    x, y = _number(a, "%"), _number(b, "%")
    if y == 0:
        raise TypeProblem("remainder of a division by zero")
    return x - y * div(x, y)


def neg(a: Any) -> Any:
    return None if a is None else -_number(a, "-")


def not_(a: Any) -> bool:
    return not truth(a)


def eq(a: Any, b: Any) -> bool:
    """Paperlang `==`: none is never equal."""
    ta, tb = type(a), type(b)
    if ta is int and tb is int:
        return a == b
    if a is None or b is None:
        return False
    if ta is tb:
        return a == b
    if (ta is bool) != (tb is bool):
        return False
    return a == b


def ne(a: Any, b: Any) -> bool:
    """`!=`: none compares false either way, like every comparison."""
    if a is None or b is None:
        return False
    return not eq(a, b)


def lt(a: Any, b: Any) -> bool:
    if type(a) is int and type(b) is int:
        return a < b
    if a is None or b is None:
        return False
    return _number(a, "<") < _number(b, "<")


def gt(a: Any, b: Any) -> bool:
    if type(a) is int and type(b) is int:
        return a > b
    if a is None or b is None:
        return False
    return _number(a, ">") > _number(b, ">")


def le(a: Any, b: Any) -> bool:
    if a is None or b is None:
        return False
    return _number(a, "<=") <= _number(b, "<=")


def ge(a: Any, b: Any) -> bool:
    if a is None or b is None:
        return False
    return _number(a, ">=") >= _number(b, ">=")
