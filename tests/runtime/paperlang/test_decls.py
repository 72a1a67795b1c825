"""A plugin's stack declarations name only what differs from a visible
stack: the shape says the kind, `stack` writes a pile's rules on one line
and `Place` where it lies, and plugins written the older way, with
everything spelled out, still load the same stacks."""

from __future__ import annotations

from pathlib import Path

from runtime.engine.paperlang.decls import placed
from runtime.paperlang import Build, Pile, Place, StackDecl, stack
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
KDA = Build(13, "down", "alternate")


def test_the_shape_says_the_kind():
    assert StackDecl("waste").kind == "stack"
    assert StackDecl("cells", shape=(4,)).kind == "list"
    assert StackDecl("floor", shape=(3, 2)).kind == "grid"
    assert StackDecl("deck", visibility="hidden") == StackDecl("deck", "stack", "hidden")


def test_stack_and_place_make_the_declaration_spelled_out():
    """`stack(...)` and the class's `stack_places` make the `StackDecl` and
    `Pile` an older plugin spelled out in full."""
    spelled = StackDecl(
        "tableau",
        "list",
        "visible",
        (7,),
        pile=Pile(facing="keep", autoflip=True, at=(0, 1.25), fan="down", build=KDA),
    )
    short = stack("tableau", 7, facing="keep", autoflip=True, build=KDA)
    assert placed((short,), {"tableau": Place((0, 1.25), fan="down")}) == (spelled,)
    deck = stack("deck", hidden=True, redeals="limit")
    assert deck.visibility == "hidden" and deck.pile is not None
    assert deck.pile.redeal_counter == "redeals of deck"
    assert stack("deck", redeals=-1).pile.redeal_counter is None  # type: ignore[union-attr]
    assert stack("waste").pile is None  # no properties: no pile, until it has a place
    rows = Place(rows=((0, (3.45,)), (0.5, (3.075, 3.825))))
    (pyramid,) = placed((stack("pyramid", 3),), {"pyramid": rows})
    assert pyramid.pile == Pile(at=(3.45, 0), places=((3.45, 0), (3.075, 0.5), (3.825, 0.5)))


def test_a_plugin_with_the_older_declarations_plays_the_same(tmp_path):
    """A plugin whose declarations are spelled out in full (`StackDecl`,
    `Pile`: the repr of the ones `stack` and `stack_places` make) loads the
    same stacks and offers the same moves."""
    path = ROOT / "plugins" / "freecell.py"
    text = path.read_text(encoding="utf-8")
    start = text.index("    stack_decls = (")
    end = text.index("    }\n", text.index("    stack_places = {")) + len("    }\n")
    game = Session.open(path, 4)
    decls = repr(type(game.rules).stack_decls)
    older = text[:start] + f"    stack_decls = {decls}\n" + text[end:]
    spelled_out = "from runtime.paperlang import Pile, StackDecl\n\n\nclass "
    older = older.replace("\nclass ", "\n" + spelled_out, 1)
    assert "stack(" not in older and "Place(" not in older
    (tmp_path / "freecell.py").write_text(older, encoding="utf-8")
    new, old = game, Session.open(tmp_path / "freecell.py", 4)
    assert type(new.rules).stack_decls == type(old.rules).stack_decls
    assert new.stacks() == old.stacks()
    for name in new.stacks():
        assert new.cards(name) == old.cards(name)
    assert [str(m) for m in new.moves()] == [str(m) for m in old.moves()]
    assert new.layout() == old.layout()
