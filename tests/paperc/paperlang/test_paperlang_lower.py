"""The IR the Paperlang front end makes of key constructs (paperc/paperlang/lower.py)."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from paperc import ir
from paperc.errors import CompileError
from paperc.paperlang import to_ir

ROOT = Path(__file__).resolve().parents[3]
ACCORDION = ROOT / "games_src" / "accordion.pl"


@functools.cache
def compile_text(text: str, path: str = "t.pl") -> ir.Game:
    return to_ir(text, path, "0" * 64)


def game(body: str) -> ir.PaperlangProgram:
    return compile_text(f"game T start\n{body}\nend").program


@pytest.fixture(scope="module")
def accordion() -> ir.Game:
    return compile_text(ACCORDION.read_text(encoding="utf-8"), "games_src/accordion.pl")


def test_accordion_game(accordion):
    assert (accordion.game_id, accordion.title, accordion.language) == (
        "accordion",
        "Accordion",
        "paperlang",
    )
    assert accordion.source_path == "games_src/accordion.pl"
    assert "worked example" in accordion.rules_text
    stacks = accordion.program.stacks
    assert [(s.name, s.kind, s.visibility, s.shape) for s in stacks] == [
        ("deck", "stack", "hidden", ()),
        ("row", "list", "visible", (20,)),
    ]


def test_builtin_deck_cards_and_order(accordion):
    cards = {c.name: c for c in accordion.program.card_types}
    assert len(cards) == 53 and cards["number"].parent is None
    assert [a.name for a in cards["number"].attrs] == ["v", "suit"]
    assert (cards["aceH"].rank, cards["aceH"].suit) == (1, "H")
    assert (cards["tenC"].rank, cards["tenC"].suit) == (10, "C")
    assert (cards["kingS"].rank, cards["kingS"].suit) == (13, "S")
    placed = [
        s.source.card_type
        for s in accordion.program.load
        if isinstance(s, ir.Transfer) and isinstance(s.source, ir.SourceCreate)
    ]
    assert placed[:5] == ["aceH", "aceD", "aceC", "aceS", "twoH"] and len(placed) == 52
    assert isinstance(accordion.program.load[-1], ir.StackOp)  # `shuffle deck` after the deck
    # what the built-in deck declares names its own file and lines
    assert {c.file for c in cards.values()} == {"<built-in deck>"}
    assert cards["number"].line == 6 and cards["aceH"].line == 7 and cards["kingS"].line == 19
    deck, first = accordion.program.stacks[0], accordion.program.load[0]
    assert (deck.file, deck.line) == ("<built-in deck>", 20)
    assert (first.file, first.line) == ("<built-in deck>", 21)
    assert (accordion.program.setup_line, accordion.program.turn_line) == (7, 8)


def test_accordion_turn(accordion):
    pick, every, check = accordion.program.turn
    first, deal = pick.options
    assert first.transfer.interactive and first.transfer.op == "cut"
    assert first.transfer.dests == (ir.Relative("row", ((-1,), (-3,)), 10),)
    assert isinstance(first.transfer.amount, ir.AmountAll)
    assert first.transfer.where_from == ir.Binary(
        ">", ir.Prop(ir.Var("from", "builtin", 10), "size", True, 10), ir.Const(0, 10), 10
    )
    (auto,) = deal.body
    assert auto.prefix == "auto" and not auto.interactive
    assert auto.dests == (ir.SeqSelect(ir.ListRef("row", 12), ir.SeqPattern((), 12), "first", 12),)
    assert every.prefix == "every" and not every.interactive
    ((cond, body),) = check.branches
    assert cond.left == ir.Prop(ir.StackRef("row[0]", 15), "size", True, 15)
    assert body == (ir.Outcome("win", ir.Var("currentPlayer", "builtin", 16), 16),)


def test_variable_scopes():
    program = game(
        "int score = 1\n"
        "phase bump start score = score + k end\n"
        "turn start int k = 2 do bump foreachplayer p start int p.points = k end end"
    )
    assert program.load[0] == ir.VarDecl("score", "int", ir.Const(1, 2), "global", 2)
    (phase,) = program.phases
    assert phase.body[0].value.right == ir.Var("k", "local", 3)  # a caller's local
    decl, do, each = program.turn
    assert decl.scope == "local" and do == ir.Do("bump", 4)
    assert each.body[0] == ir.AttrDeclStmt(
        ir.Var("p", "local", 4), "points", "int", ir.Var("k", "local", 4), 4
    )


def test_names_resolve_to_what_they_are():
    program = game(
        "card C start int v end\nvisiblestack a\nstacklist r[3]\nstackgrid g[2 2]\nint n\n"
        "turn start n = a.size + r[1].size + g[1 0].size + r[n].size + C.v end"
    )
    (assign,) = program.turn
    text = repr(assign.value)
    for part in (
        "StackRef(name='a'",
        "StackRef(name='r[1]'",
        "StackRef(name='g[1 0]'",
        "Member(base='r', index=Var(name='n', scope='global'",
        "CardTypeRef(name='C'",
    ):
        assert part in text


def test_brace_kinds():
    program = game(
        "card C start int v end\nvisiblestack a\nstacklist r[3] start bool locked end\n"
        "stackgrid g[2 2]\nint n\n"
        "turn start n = (a{C}).size + a{v} + (a{v > 3}).size + (a{sq 3 v l.v < n.v}).size "
        "a{C} -> a top 1 r{locked} -> a top 1 g{col 1 {|[C]}} -> a top 1 end"
    )
    assign, by_type, by_flag, by_line = program.turn
    assert by_type.source.stacks[0] == ir.TypeFilter(ir.StackRef("a", 7), "C", 7)
    text = repr(assign.value)
    assert "TypeFilter(base=StackRef(name='a'" in text and "card_type='C'" in text
    assert "AttrSum(base=StackRef(name='a'" in text
    assert "CardPredicate(base=StackRef(name='a'" in text and "CardAttr(name='v'" in text
    assert "SqRun(" in text and "Var(name='l', scope='builtin'" in text
    assert by_flag.source.stacks[0] == ir.StackFilter(
        ir.ListRef("r", 7), ir.StackAttr("locked", 7), 7
    )
    selected = by_line.source.stacks[0]
    assert selected.base == ir.LineSelect("g", "col", ir.Const(1, 7), 7)
    assert selected.which == "first"


def test_operators_and_positions():
    program = game(
        "card K start end\nvisiblestack h\nbool b\n"
        "turn start b = !(h.top - 2 == K) && h.bottom + 1 != K || 7 % 2 <= 1 end"
    )
    (assign,) = program.turn
    text = repr(assign.value)
    assert "Binary(op='or'" in text and "Binary(op='and'" in text
    assert "Unary(op='not'" in text
    assert (
        "PosOffset(pos=Prop(obj=StackRef(name='h', line=5, file=''), name='top', builtin=True"
        in text
    )
    assert "delta=-2" in text and "delta=1" in text


@pytest.mark.parametrize(
    ("statement", "interactive"),
    [
        ("a -> b top 1", False),
        ("a, b -> c top 1", True),
        ("r -> a top 1", True),
        ("a -> r top 1", True),
        ("auto r -> r{|[]} top 1", False),
        ("every r /> r[:-1] top all", False),
        ("a -> every r top 1", False),
        ("choose a -> b 1", True),
        ("place C -> a 2", False),
        ("a{C} -> b top all", False),
        ("r[1] -> r[:1] top 1", False),
        ("r[1] -> r[:1:-1] top 1", True),
    ],
)
def test_interactive_follows_reference_4_4(statement, interactive):
    program = game(
        f"card C start end\nvisiblestack a\nvisiblestack b\nvisiblestack c\nstacklist r[3]\n"
        f"turn start {statement} end"
    )
    (transfer,) = program.turn
    assert transfer.interactive is interactive


def test_pick_options_are_always_interactive_and_see_their_stacks():
    program = game(
        "visiblestack a\nvisiblestack b\nint n\n"
        "turn start pickone start pick a -> b top 0 then n = from.size end end"
    )
    (option,) = program.turn[0].options
    assert option.transfer.interactive
    assert option.body[0].value.obj == ir.Var("from", "builtin", 5)


def test_grid_relatives_and_every_destination():
    program = game(
        "card T start end\nstackgrid f[3 3]\nplace T -> every f 1\n"
        "turn start f -> f[:up 1 left 1 :down 2 :right 1] top 1 end"
    )
    assert program.load[0].dest_every and program.load[0].dests == (ir.ListRef("f", 4),)
    (transfer,) = program.turn
    assert transfer.dests[0].offsets == ((-1, -1), (0, 2), (1, 0))


def test_cards_stacks_and_hooks():
    program = game(
        "card Unit start int power int cost = 1 end\n"
        "card Knight Unit start power = 4 end\n"
        "visiblestack discard start int timesEmptied = 0 end\n"
        "flathiddenstack pile\n"
        "players 2 foreachplayer p start privatestack p.Hand int p.score end\n"
        "onmoved Unit start this.cost = 0 from.timesEmptied = 1 end"
    )
    unit, knight = program.card_types
    assert [a.name for a in unit.attrs] == ["power", "cost"]
    assert knight.parent == "Unit" and knight.defaults == (("power", ir.Const(4, 3)),)
    assert knight.rank is None
    discard, pile, hand = program.stacks
    assert discard.attrs == (ir.AttrDecl("timesEmptied", "int", ir.Const(0, 4), 4),)
    assert pile.flat and pile.visibility == "hidden"
    assert (hand.name, hand.owner, hand.visibility) == ("Hand", "p", "private")
    (hook,) = program.hooks
    assert hook.kind == "onmoved" and hook.card_type == "Unit"
    assert hook.body[0].target.obj == ir.Var("this", "builtin", 7)


def test_includes_are_relative_and_read_once(tmp_path):
    (tmp_path / "cards.pl").write_text('card A start int v end\n#use "more.pl"\n')
    (tmp_path / "more.pl").write_text('#use "cards.pl"\nvisiblestack pile\n')
    source = tmp_path / "g.pl"
    text = 'game G start\n#use "cards.pl"\n#use "cards.pl"\nplace A -> pile 1\nend\n'
    program = to_ir(text, str(source), "0").program
    assert [c.name for c in program.card_types] == ["A"]
    assert [s.name for s in program.stacks] == ["pile"]


def test_a_deck_file_beside_the_source_wins_over_the_builtin(tmp_path):
    (tmp_path / "deck").write_text(
        "card joker start end\nhiddenstack deck\nplace joker -> deck 2\n"
    )
    program = to_ir('game G start #use "deck" end', str(tmp_path / "g.pl"), "0").program
    assert [c.name for c in program.card_types] == ["joker"]


def test_errors_in_an_included_file_show_that_file(tmp_path):
    (tmp_path / "bad.pl").write_text("visiblestack a\na -> nowhere top 1\n")
    source = tmp_path / "g.pl"
    with pytest.raises(CompileError) as caught:
        to_ir('game G start #use "bad.pl" end', str(source), "0")
    rendered = caught.value.render()
    assert f"{(tmp_path / 'bad.pl').as_posix()}:2:6: error: " in rendered
    assert rendered.splitlines()[0].endswith("[P102]")
    assert "a -> nowhere top 1" in rendered


def test_a_missing_include_is_reported():
    with pytest.raises(CompileError, match="cannot find the file 'nothere.pl'"):
        to_ir('game G start #use "nothere.pl" end', "g.pl", "0")


@pytest.mark.parametrize(
    ("pattern", "items"),
    [
        ("[A B C D]", (("type", "A"), ("type", "B"), ("type", "C"), ("type", "D"))),
        ("[A :]", (("type", "A"), ("rest",))),
        ("[: C :]", (("rest",), ("type", "C"), ("rest",))),
        ("[_ B C D]", (("any",), ("type", "B"), ("type", "C"), ("type", "D"))),
        ("[A : D]", (("type", "A"), ("rest",), ("type", "D"))),
        ("[]", ()),
        ("[:]", (("rest",),)),
    ],
)
def test_appendix_b2_sequence_patterns(pattern, items):
    program = game(
        "card A start end card B start end card C start end card D start end\n"
        f"visiblestack s\nbool b\nturn start b = s == {pattern} end"
    )
    (assign,) = program.turn
    assert assign.value.right == ir.SeqPattern(items, 5)


def test_players_compare_with_player_numbers_and_top_level_blocks_run_in_order():
    program = game("bool b = currentPlayer == 0")
    assert program.load[0].init.op == "=="
    with pytest.raises(CompileError, match="used before its declaration"):
        game("int x\nif true start x = later end\nint later")
