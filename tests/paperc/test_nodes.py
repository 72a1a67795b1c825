"""`@node` behaves as `@dataclass(frozen=True)` does, class by class, side by side."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import dataclass, field

import pytest

from paperc.nodes import node


@node
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = field(default=())
    notes: list[str] = field(default_factory=list, compare=False, repr=False)


@dataclass(frozen=True)
class RealPoint:
    x: int
    y: int = 0
    tags: tuple[str, ...] = field(default=())
    notes: list[str] = field(default_factory=list, compare=False, repr=False)


@node(order=True)
class Span:
    line: int
    col: int


@dataclass(frozen=True, order=True)
class RealSpan:
    line: int
    col: int


@node
class Tree:
    """A node that holds nodes."""

    label: str
    kids: tuple[Tree, ...] = ()


@node(frozen=False)
class Record:
    name: str
    seen: set[str] = field(default_factory=set)


@dataclass
class RealRecord:
    name: str
    seen: set[str] = field(default_factory=set)


@node
class Checked:
    value: int

    def __post_init__(self) -> None:
        if self.value < 0:
            raise ValueError("negative")


CALLS = [
    ((1,), {}),
    ((1, 2), {}),
    ((), {"x": 1, "tags": ("a",)}),
    ((1,), {"y": 5, "notes": ["n"]}),
    ((1, 2, ("t",), ["n"]), {}),
    ((1,), {"notes": ["n"], "tags": ("t",), "y": 2}),
]


@pytest.mark.parametrize(("args", "kwargs"), CALLS)
def test_construction_repr_eq_hash_match_dataclasses(args, kwargs):
    ours, real = Point(*args, **kwargs), RealPoint(*args, **kwargs)
    assert repr(ours) == repr(real).replace("RealPoint", "Point")
    assert vars(ours) == vars(real)
    assert list(vars(ours)) == list(vars(real))  # field order in __dict__ too
    assert hash(ours) == hash(real)
    assert ours == Point(*args, **kwargs)
    assert ours != real  # another class is never equal, as with dataclasses


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [((), {}), ((1, 2, (), [], 5), {}), ((1,), {"x": 2}), ((1,), {"z": 2})],
)
def test_bad_construction_is_a_type_error_like_dataclasses(args, kwargs):
    with pytest.raises(TypeError):
        RealPoint(*args, **kwargs)
    with pytest.raises(TypeError):
        Point(*args, **kwargs)


def test_frozen():
    point = Point(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.other = 2  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del point.x  # type: ignore[misc]


def test_standard_library_sees_a_dataclass():
    point = Point(1, 2, ("a",))
    assert dataclasses.is_dataclass(point) and dataclasses.is_dataclass(Point)
    assert [f.name for f in dataclasses.fields(point)] == ["x", "y", "tags", "notes"]
    assert [f.name for f in dataclasses.fields(point)] == [
        f.name for f in dataclasses.fields(RealPoint)
    ]
    assert dataclasses.replace(point, y=7) == Point(1, 7, ("a",))
    assert dataclasses.asdict(point) == {"x": 1, "y": 2, "tags": ("a",), "notes": []}
    assert Point.__match_args__ == RealPoint.__match_args__
    assert Point.__dataclass_params__.frozen
    assert Point.y == 0 and not hasattr(Point, "x") and Point.tags == ()


def test_default_factory_gives_each_instance_its_own_value():
    first, second = Point(1), Point(1)
    assert first.notes == [] and first.notes is not second.notes


def test_copy_deepcopy_pickle():
    tree = Tree("root", (Tree("leaf"),))
    assert copy.copy(tree) == tree
    assert copy.deepcopy(tree) == tree
    assert pickle.loads(pickle.dumps(tree)) == tree


def test_order_matches_dataclasses():
    pairs = [(1, 2), (1, 3), (2, 0), (1, 2)]
    ours = sorted(Span(*p) for p in pairs)
    real = sorted(RealSpan(*p) for p in pairs)
    assert [(s.line, s.col) for s in ours] == [(s.line, s.col) for s in real]
    assert Span(1, 2) <= Span(1, 2) < Span(1, 3) and Span(2, 0) > Span(1, 9)
    with pytest.raises(TypeError):
        _ = Span(1, 2) < RealSpan(1, 2)


def test_mutable_records_behave_as_plain_dataclasses():
    ours, real = Record("a"), RealRecord("a")
    ours.name = "b"
    ours.seen.add("x")
    real.name = "b"
    real.seen.add("x")
    assert repr(ours) == repr(real).replace("RealRecord", "Record")
    assert ours == Record("b", {"x"}) and vars(ours) == vars(real)
    with pytest.raises(TypeError):
        hash(ours)
    assert Record.__hash__ is None is RealRecord.__hash__
    assert not Record.__dataclass_params__.frozen
    assert dataclasses.replace(ours, name="c").seen == {"x"}


def test_post_init_runs():
    assert Checked(1).value == 1
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)


def test_recursive_repr_and_docstrings():
    assert repr(Tree("a", (Tree("b"),))) == "Tree(label='a', kids=(Tree(label='b', kids=()),))"
    assert Tree.__doc__ == "A node that holds nodes."
    assert Span.__doc__ == "Span(line: int, col: int)"


def test_pattern_matching():
    match Point(1, 2):
        case Point(x, y):
            assert (x, y) == (1, 2)
        case _:
            pytest.fail("no match")


def test_mutable_default_refused():
    with pytest.raises(ValueError, match="default_factory"):

        @node
        class Bad:
            items: list = []  # noqa: RUF012


def test_default_order_checked():
    with pytest.raises(TypeError, match="non-default argument"):

        @node
        class Bad:
            x: int = 0
            y: int


@pytest.mark.parametrize("module", ["paperc.ir", "paperc.paperlang.ast", "paperc.cdl.ast"])
def test_node_modules_use_node(module):
    """Every class of the big node modules is made by @node: one made by
    @dataclass still works, but costs every compile an exec() per method."""
    import importlib
    import inspect

    mod = importlib.import_module(module)
    slow = [
        name
        for name, cls in vars(mod).items()
        if inspect.isclass(cls)
        and cls.__module__ == module
        and dataclasses.is_dataclass(cls)
        and cls.__init__.__module__ != "paperc.nodes"
    ]
    assert not slow, f"use @node (paperc.nodes), not @dataclass, for {slow}"


def test_from_fields_builds_what_the_constructor_builds():
    from paperc.nodes import from_fields

    full = {"x": 1, "y": 2, "tags": ("a",), "notes": []}
    made = from_fields(Point, dict(full))
    assert made == Point(**full) and vars(made) == vars(Point(**full))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.x = 3  # type: ignore[misc]
    assert from_fields(Point, {"x": 1}) == Point(1)  # not every field: the constructor
    with pytest.raises(TypeError, match="unexpected keyword"):
        from_fields(Point, {"x": 1, "z": 2})
    with pytest.raises(ValueError, match="negative"):
        from_fields(Checked, {"value": -1})  # __post_init__ still runs
