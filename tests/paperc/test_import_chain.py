"""The compiler's modules import one another in one direction: no module
of `paperc` imports, even indirectly, even inside a function or only for
type checking, one that imports it. (The writer takes the version from
`paperc.version`, not from the package that imports codegen.)

`from paperc import ir` is an edge to `paperc.ir` alone here: the package's
`__init__` runs first, but what it imports it imports inside the functions
of the public API, after the import of `paperc.ir` has finished."""

from __future__ import annotations

from tests.runtime.test_engine_chain import ROOT, find_cycle, import_graph

PAPERC_FILES = sorted((ROOT / "paperc").rglob("*.py"))


def test_the_compiler_modules_import_each_other_in_one_direction():
    graph = import_graph(PAPERC_FILES, ROOT, through_package=False)
    assert "paperc.codegen.paperlang" in graph and graph["paperc.codegen.paperlang_flat"]
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_a_name_from_the_package_is_an_edge_to_it(tmp_path):
    """What the test guards against: the writer's old `from paperc import
    __version__`, which closes a circle through the package's compile API."""
    package = tmp_path / "paperc"
    (package / "codegen").mkdir(parents=True)
    (package / "__init__.py").write_text(
        "__version__ = '1'\n\ndef compile():\n    from paperc.codegen import writer\n"
    )
    (package / "codegen" / "__init__.py").write_text("")
    (package / "codegen" / "writer.py").write_text("from paperc import __version__\n")
    graph = import_graph(sorted(package.rglob("*.py")), tmp_path, through_package=False)
    assert find_cycle(graph) is not None
