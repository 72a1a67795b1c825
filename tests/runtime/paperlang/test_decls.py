"""A plugin's stack declarations name only what differs from a visible
stack: the shape says the kind, and plugins written the older way, with
the kind and the visibility spelled out, still load the same stacks."""

from __future__ import annotations

import re
from pathlib import Path

from runtime.paperlang import StackDecl
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]


def test_the_shape_says_the_kind():
    assert StackDecl("waste").kind == "stack"
    assert StackDecl("cells", shape=(4,)).kind == "list"
    assert StackDecl("floor", shape=(3, 2)).kind == "grid"
    assert StackDecl("deck", visibility="hidden") == StackDecl("deck", "stack", "hidden")


def test_a_plugin_with_the_older_declarations_plays_the_same(tmp_path):
    text = (ROOT / "plugins" / "freecell.py").read_text(encoding="utf-8")
    older = text.replace(
        'StackDecl("deck", visibility="hidden",', 'StackDecl("deck", "stack", "hidden",'
    )
    older = re.sub(
        r'"(\w+)",\n(\s+)shape=\((\d+),\),', r'"\1",\n\2"list",\n\2"visible",\n\2(\3,),', older
    )
    assert older.count('"list",') == 3 and '"stack", "hidden"' in older
    (tmp_path / "freecell.py").write_text(older, encoding="utf-8")
    new, old = (
        Session.open(ROOT / "plugins" / "freecell.py", 4),
        Session.open(tmp_path / "freecell.py", 4),
    )
    assert new.stacks() == old.stacks()
    for name in new.stacks():
        assert new.cards(name) == old.cards(name)
    assert [str(m) for m in new.moves()] == [str(m) for m in old.moves()]
