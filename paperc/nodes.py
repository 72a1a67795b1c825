"""`@node`: frozen dataclasses for the many AST and IR classes, made without exec().

`dataclasses.dataclass` writes each generated method (`__init__`, `__repr__`,
`__eq__`, `__hash__`, `__setattr__`, `__delattr__`) as source text and
compiles it with a separate exec(), and a class without a docstring also
pays for `inspect.signature`. With about 150 node classes that was a third
of a cold `paperc` run. `@node` builds the same methods from shared closures
instead, and records real `dataclasses.Field` objects, so a node class is a
dataclass to the standard library: `fields`, `replace`, `asdict`,
`is_dataclass`, `copy` and pickling work on it unchanged.

What a node class keeps from `@dataclass(frozen=True)`: positional and
keyword construction, defaults (`= value` or `field(default=...)`,
`field(default_factory=...)`), `__post_init__`, immutability
(`FrozenInstanceError`), equality and hashing by field values (same class
only), the same repr, `__match_args__`, and `order=True` comparisons.
`@node(frozen=False)` is `@dataclass`: mutable, and so unhashable.
Not supported (refused at class creation): `InitVar`, `ClassVar`, and
`field(init=False)`; nothing in paperc uses them.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import reprlib
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError
from typing import Any, TypeVar

__all__ = ["from_fields", "node"]

T = TypeVar("T")

_set = object.__setattr__
# Public API only: a field of a real (one-field) dataclass is what
# `dataclasses.fields()` recognises as a field, so each node field is a copy of
# one with the public attributes (name, type, default...) set; the class's
# `__dataclass_params__` comes from a real dataclass made with the same options.
_FIELD_ATTRIBUTES = (
    "default", "default_factory", "init", "repr", "hash", "compare", "metadata", "kw_only",
)  # fmt: skip


@dataclasses.dataclass
class _Probe:
    value: int = 0


_PROBE_FIELD = dataclasses.fields(_Probe)[0]


@functools.cache
def _params(frozen: bool, order: bool) -> Any:
    @dataclasses.dataclass(frozen=frozen, order=order)
    class Probe:
        pass

    return Probe.__dataclass_params__  # type: ignore[attr-defined]


def _field(name: str, annotation: Any, given: Field | None, default: Any) -> Field:
    """A field `dataclasses.fields` lists: like `given` (or `= default`)."""
    made = copy.copy(_PROBE_FIELD)
    template = given if given is not None else dataclasses.field(default=default)
    for attribute in _FIELD_ATTRIBUTES:
        setattr(made, attribute, getattr(template, attribute))
    made.name = name
    made.type = annotation
    return made


def node(cls: type[T] | None = None, /, *, order: bool = False, frozen: bool = True) -> Any:
    """Make `cls` a dataclass, as `@dataclass(frozen=frozen, order=order)` would.

    `frozen=False` is for the few mutable records on the compile path (symbol
    tables, writers): they are as costly to define as nodes."""

    def wrap(cls: type[T]) -> type[T]:
        return _make(cls, order, frozen)

    return wrap if cls is None else wrap(cls)


def from_fields(cls: type[T], values: dict[str, Any]) -> T:
    """`cls(**values)`, faster when `values` names every field in order (as
    data written from `dataclasses.fields` does): the dict itself becomes the
    instance's `__dict__`, as `@node`'s `__init__` would make it."""
    if tuple(values) != cls.__match_args__ or hasattr(cls, "__post_init__"):  # type: ignore[attr-defined]
        return cls(**values)
    made = object.__new__(cls)
    _set(made, "__dict__", values)
    return made


def _own_fields(cls: type) -> list[Field]:
    made = []
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        text = annotation if isinstance(annotation, str) else repr(annotation)
        if text.startswith(("ClassVar", "typing.ClassVar", "InitVar", "dataclasses.InitVar")):
            raise TypeError(f"{cls.__name__}.{name}: @node does not support {text}")
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            if not default.init:
                raise TypeError(f"{cls.__name__}.{name}: @node does not support init=False")
            made_field = _field(name, annotation, default, MISSING)
        else:
            if default is not MISSING and type(default).__hash__ is None:
                raise ValueError(
                    f"mutable default {type(default)} for field {name} is not allowed: "
                    "use default_factory"
                )
            made_field = _field(name, annotation, None, default)
        # As dataclasses does: the class attribute is the default, or absent.
        if made_field.default is MISSING:
            if name in cls.__dict__:
                delattr(cls, name)
        else:
            setattr(cls, name, made_field.default)
        made.append(made_field)
    return made


def _make(cls: type[T], order: bool, frozen: bool) -> type[T]:
    all_fields: dict[str, Field] = {}
    for base in cls.__mro__[-1:0:-1]:  # inherited fields first, as dataclasses orders them
        all_fields.update(getattr(base, "__dataclass_fields__", {}))
    for made in _own_fields(cls):
        all_fields[made.name] = made
    fields = tuple(all_fields.values())
    seen_default = False
    for f in fields:
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if seen_default and not has_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
        seen_default = seen_default or has_default

    cls.__dataclass_fields__ = all_fields  # type: ignore[attr-defined]
    cls.__dataclass_params__ = _params(frozen, order)  # type: ignore[attr-defined]
    cls.__match_args__ = tuple(f.name for f in fields)  # type: ignore[attr-defined]

    compared = tuple(f.name for f in fields if f.compare)
    hashed = tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))
    shown = tuple(f.name for f in fields if f.repr)
    methods: dict[str, Callable[..., Any]] = {
        "__init__": _init(cls, fields),
        "__repr__": _repr(shown),
        "__eq__": _eq(compared),
    }
    if frozen:
        methods["__hash__"] = _hash(hashed)
        methods["__setattr__"] = _frozen_setattr(cls, frozenset(all_fields))
        methods["__delattr__"] = _frozen_delattr(cls, frozenset(all_fields))
    if order:
        methods.update(_order(compared))
    # As dataclasses does: a hand-written __init__, __repr__, __eq__ or
    # __hash__ wins; one that would break immutability or ordering is an error.
    class_hash = cls.__dict__.get("__hash__", MISSING)
    explicit_hash = not (class_hash is MISSING or (class_hash is None and "__eq__" in cls.__dict__))
    for name, method in methods.items():
        if name in ("__init__", "__repr__", "__eq__") and name in cls.__dict__:
            continue
        if name == "__hash__" and explicit_hash:
            continue
        if name not in ("__init__", "__repr__", "__eq__", "__hash__") and name in cls.__dict__:
            raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, method)
    if not frozen and not explicit_hash:
        cls.__hash__ = None  # type: ignore[assignment]  # eq without frozen: unhashable
    if cls.__dict__.get("__doc__") is None:
        cls.__doc__ = f"{cls.__name__}({', '.join(_describe(f) for f in fields)})"
    return cls


def _describe(f: Field) -> str:
    text = f"{f.name}: {f.type if isinstance(f.type, str) else getattr(f.type, '__name__', f.type)}"
    if f.default is not MISSING:
        return f"{text} = {f.default!r}"
    if f.default_factory is not MISSING:
        return f"{text} = <factory>"
    return text


def _init(cls: type, fields: tuple[Field, ...]) -> Callable[..., None]:
    names = tuple(f.name for f in fields)
    count = len(names)
    known = frozenset(names)
    defaults = {f.name: f.default for f in fields if f.default is not MISSING}
    factories = {f.name: f.default_factory for f in fields if f.default_factory is not MISSING}
    post_init = getattr(cls, "__post_init__", None) is not None

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) == count and not kwargs:
            values = dict(zip(names, args, strict=True))
        elif not args and len(kwargs) == count and kwargs.keys() == known:
            values = {name: kwargs[name] for name in names}  # every field by name: replace()
        else:
            if len(args) > count:
                raise TypeError(
                    f"__init__() takes {count + 1} positional arguments "
                    f"but {len(args) + 1} were given"
                )
            values = dict(zip(names, args, strict=False))
            for key, value in kwargs.items():
                if key not in known:
                    raise TypeError(f"__init__() got an unexpected keyword argument {key!r}")
                if key in values:
                    raise TypeError(f"__init__() got multiple values for argument {key!r}")
                values[key] = value
            if len(values) < count:
                missing = []
                for name in names:
                    if name in values:
                        continue
                    if name in defaults:
                        values[name] = defaults[name]
                    elif name in factories:
                        values[name] = factories[name]()
                    else:
                        missing.append(name)
                if missing:
                    listed = ", ".join(repr(name) for name in missing)
                    raise TypeError(
                        f"__init__() missing {len(missing)} required argument(s): {listed}"
                    )
            values = {name: values[name] for name in names}  # field order, as dataclasses
        _set(self, "__dict__", values)
        if post_init:
            self.__post_init__()

    return __init__


def _repr(shown: tuple[str, ...]) -> Callable[[Any], str]:
    @reprlib.recursive_repr()  # a node that holds itself prints "...", as dataclasses does
    def __repr__(self: Any) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{type(self).__qualname__}({inner})"

    return __repr__


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple]:
    def values(obj: Any) -> tuple:
        d = obj.__dict__
        return tuple(d[name] for name in names)

    return values


def _eq(names: tuple[str, ...]) -> Callable[[Any, Any], Any]:
    values = _values(names)

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _hash(names: tuple[str, ...]) -> Callable[[Any], int]:
    values = _values(names)

    def __hash__(self: Any) -> int:
        return hash(values(self))

    return __hash__


def _order(names: tuple[str, ...]) -> dict[str, Callable[[Any, Any], Any]]:
    values = _values(names)

    def compare(op: Callable[[tuple, tuple], bool]) -> Callable[[Any, Any], Any]:
        def method(self: Any, other: Any) -> Any:
            if other.__class__ is self.__class__:
                return op(values(self), values(other))
            return NotImplemented

        return method

    return {
        "__lt__": compare(tuple.__lt__),
        "__le__": compare(tuple.__le__),
        "__gt__": compare(tuple.__gt__),
        "__ge__": compare(tuple.__ge__),
    }


def _frozen_setattr(cls: type, names: frozenset[str]) -> Callable[[Any, str, Any], None]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


def _frozen_delattr(cls: type, names: frozenset[str]) -> Callable[[Any, str], None]:
    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__
