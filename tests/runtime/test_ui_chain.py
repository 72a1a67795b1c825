"""The UI's modules import one another in one direction: no module of
`runtime.ui` imports, even indirectly and even only for type checking
(`if TYPE_CHECKING:`), one that imports it. The helpers of the table name
the view through a protocol (`runtime.ui.host.Host`) instead."""

from __future__ import annotations

from test_engine_chain import ROOT, find_cycle, import_graph

UI_FILES = sorted((ROOT / "runtime" / "ui").glob("*.py"))


def test_the_ui_modules_import_each_other_in_one_direction():
    graph = import_graph(UI_FILES, ROOT)
    assert "runtime.ui.table" in graph and graph["runtime.ui.keys"]
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_a_type_only_import_of_the_view_is_a_cycle(tmp_path):
    """What the test guards against: the helpers' old `if TYPE_CHECKING:`
    import of `TableView` closes a circle through the view."""
    package = tmp_path / "runtime" / "ui"
    package.mkdir(parents=True)
    (package / "table.py").write_text("from runtime.ui import keys\n")
    (package / "keys.py").write_text(
        "from typing import TYPE_CHECKING\n\n"
        "if TYPE_CHECKING:\n"
        "    from runtime.ui.table import TableView\n"
    )
    graph = import_graph(sorted(package.glob("*.py")), tmp_path)
    assert find_cycle(graph) in (
        ["runtime.ui.keys", "runtime.ui.table", "runtime.ui.keys"],
        ["runtime.ui.table", "runtime.ui.keys", "runtime.ui.table"],
    )
