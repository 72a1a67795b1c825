"""The engine is a straight chain of modules (docs/runtime.md, "The engine's
modules"): no module of `runtime.engine` imports, even indirectly, one that
imports it, and every import stands at the top of its module, where the
graph below can see it (no import inside a function or under
`TYPE_CHECKING` that would hide a cycle)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "runtime" / "engine"
# the engine, and the two public modules generated plugins import
CHAIN_FILES = sorted(ENGINE.rglob("*.py")) + [
    ROOT / "runtime" / "paperlang.py",
    ROOT / "runtime" / "cdl.py",
]


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(node: ast.Import | ast.ImportFrom, name: str, path: Path) -> list[str]:
    """The modules one import statement names (a `from P import m` names P and P.m)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:  # relative: from the module's own package upwards
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join([*package, base] if base else package)
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def import_graph(
    files: list[Path], root: Path, through_package: bool = True
) -> dict[str, set[str]]:
    """Module -> the modules among `files` it imports, wherever the import stands.

    `from P import m` is an edge to P and to P.m; with `through_package`
    False, to P only when a name it imports is not a module of P (for a
    package whose `__init__` imports only inside its functions)."""
    names = {module_name(path, root): path for path in files}
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                base, *members = imported(node, name, path)
                lean = isinstance(node, ast.ImportFrom) and not through_package
                if not lean or not all(m in names for m in members):
                    members.append(base)
                found.update(m for m in members if m in names and m != name)
        graph[name] = found
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of the graph as the modules along it (first = last), or None."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(name: str) -> list[str] | None:
        path.append(name)
        on_path.add(name)
        for follower in sorted(graph.get(name, ())):
            if follower in on_path:
                return path[path.index(follower) :] + [follower]
            if follower not in done:
                cycle = visit(follower)
                if cycle is not None:
                    return cycle
        path.pop()
        on_path.discard(name)
        done.add(name)
        return None

    for name in sorted(graph):
        if name not in done:
            cycle = visit(name)
            if cycle is not None:
                return cycle
    return None


def hidden_imports(path: Path) -> list[int]:
    """The lines of imports that do not stand at the top level of the module:
    inside a function, a class, or an `if` (such as `if TYPE_CHECKING:`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in top
    ]


def test_the_engine_modules_import_each_other_in_one_direction():
    cycle = find_cycle(import_graph(CHAIN_FILES, ROOT))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


# The Paperlang engine's layers, as docs/runtime.md draws them: a module
# imports only from its own layer and the layers above it.
PAPERLANG_LAYERS = (
    ("values", {"values", "piles", "decls", "deals", "redeals", "layout", "refusals", "owned"}),
    ("tables", {"tables", "search_key"}),
    ("the game", {"flat"}),
)


def test_the_paperlang_engine_imports_from_its_own_layer_and_those_above():
    package = "runtime.engine.paperlang."
    graph = import_graph(CHAIN_FILES, ROOT)
    layer_of = {
        package + name: n for n, (_, names) in enumerate(PAPERLANG_LAYERS) for name in names
    }
    modules = {name for name in graph if name.startswith(package)}
    assert modules == set(layer_of), "place each module of the engine in a layer (and the docs)"
    upward = [
        f"{name} ({PAPERLANG_LAYERS[layer_of[name]][0]}) imports {other}"
        for name in sorted(modules)
        for other in sorted(graph[name])
        if other in layer_of and layer_of[other] > layer_of[name]
    ]
    assert upward == []


def test_every_engine_import_stands_at_the_top_of_its_module():
    hidden = [
        f"{path.relative_to(ROOT)}:{line}" for path in CHAIN_FILES for line in hidden_imports(path)
    ]
    assert hidden == []


def test_a_cycle_through_an_import_inside_a_function_is_found(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "low.py").write_text("def late():\n    from pkg import high\n    return high\n")
    (package / "high.py").write_text("from pkg.low import late\n")
    (package / "side.py").write_text("from . import low\n")
    files = sorted(package.glob("*.py"))
    graph = import_graph(files, tmp_path)
    assert graph["pkg.side"] == {"pkg", "pkg.low"}
    assert find_cycle(graph) in (
        ["pkg.high", "pkg.low", "pkg.high"],
        ["pkg.low", "pkg.high", "pkg.low"],
    )
    assert hidden_imports(package / "low.py") == [2]
    (package / "low.py").write_text("def late():\n    return 1\n")
    assert find_cycle(import_graph(files, tmp_path)) is None


def test_an_import_under_type_checking_is_a_hidden_one(tmp_path):
    source = tmp_path / "typed.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n\n"
        "if TYPE_CHECKING:\n"
        "    from runtime.engine import rng\n"
    )
    assert hidden_imports(source) == [4]
