"""Generated CDL plugins: up to date, deterministic, ruff-clean, and built
only through the template's filters."""

from __future__ import annotations

import difflib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from paperc import compile_file_to_source

ROOT = Path(__file__).resolve().parents[3]
SOURCES = sorted((ROOT / "games_src").glob("cws_*.cdl"))
PROGRAMS = sorted((ROOT / "tests" / "runtime" / "cdl" / "programs").glob("*.cdl"))
TEMPLATES = sorted((ROOT / "paperc" / "codegen" / "templates").glob("*.jinja"))
GOLDEN = sorted(
    p for p in (ROOT / "tests" / "paperc" / "cases").glob("cdl_*") if p.name != "cdl_errors"
)


@pytest.fixture(scope="module")
def compiled() -> dict[Path, str]:
    os.chdir(ROOT)
    sources = SOURCES + PROGRAMS + [case / "game.cdl" for case in GOLDEN]
    return {p: compile_file_to_source(p.relative_to(ROOT)).python for p in sources}


@pytest.mark.parametrize("case", GOLDEN, ids=[c.name for c in GOLDEN])
def test_golden(compiled, case, request):
    """tests/paperc/cases/cdl_<case>/game.cdl compiles to exactly expected.py."""
    got = compiled[case / "game.cdl"]
    expected = case / "expected.py"
    if request.config.getoption("--update-golden") or not expected.exists():
        expected.write_text(got, encoding="utf-8")
    want = expected.read_text(encoding="utf-8")
    diff = "".join(difflib.unified_diff(want.splitlines(True), got.splitlines(True)))
    assert got == want, diff


def test_golden_case_still_plays_as_written(compiled, tmp_path):
    from runtime.session import Session

    case = ROOT / "tests" / "paperc" / "cases" / "cdl_constructs"
    plugin = tmp_path / "constructs.py"
    plugin.write_text(compiled[case / "game.cdl"], encoding="utf-8")
    s = Session.open(str(plugin), seed=1)
    assert s.drag("FirstVeryLongStackName", -1, "SecondVeryLongStackName")
    assert s.history()[-1].target is None  # the press did it all: a click
    # Counter: 2 + 4 + 0, plus 4 x 13 in the WITH, then reset as Lambda? held
    assert s.state.globals == (0, 0, True, True)
    assert "help text that goes on and on" in s.help("FirstVeryLongStackName").text


@pytest.mark.parametrize("source", SOURCES, ids=[s.stem for s in SOURCES])
def test_bundled_plugin_is_what_paperc_makes_today(compiled, source):
    plugin = ROOT / "plugins" / f"{source.stem}.py"
    assert plugin.read_text(encoding="utf-8") == compiled[source], (
        f"{plugin.name} is stale: run python -m paperc.cli {source.relative_to(ROOT)} -o plugins"
    )


def test_output_is_deterministic_across_hash_seeds(compiled):
    source = SOURCES[0].relative_to(ROOT)
    code = "import sys, paperc; sys.stdout.write(paperc.compile_file_to_source(sys.argv[1]).python)"
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run(
        [sys.executable, "-c", code, str(source)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out == compiled[SOURCES[0]]


def test_generated_code_passes_ruff(compiled, tmp_path):
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    if not Path(ruff).exists():
        pytest.skip("ruff is not installed")
    for source, text in compiled.items():
        (tmp_path / f"{source.stem}.py").write_text(text, encoding="utf-8")
    config = ["--config", str(ROOT / "pyproject.toml"), "--no-cache"]
    check = subprocess.run([ruff, "check", *config, str(tmp_path)], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout
    fmt = subprocess.run(
        [ruff, "format", "--check", *config, str(tmp_path)], capture_output=True, text=True
    )
    assert fmt.returncode == 0, fmt.stdout + fmt.stderr


def test_generated_modules_import_only_the_public_runtime(compiled):
    for text in compiled.values():
        imports = re.findall(r"^(?:from|import) (\S+)", text, re.M)
        assert set(imports) <= {"__future__", "runtime", "runtime.cdl"}, imports
        # the hook, then the line table below every line it maps (writer.py)
        hook = "\npaper_register_games = game_hook("
        assert hook in text and "\nLINE_TABLE = " in text.split(hook, 1)[1]


def test_every_method_names_its_source_line(compiled):
    for text in compiled.values():
        defs = re.findall(r"\n(.*)\n(?:    @staticmethod\n)?    def (\w+)\(", text)
        assert defs and all(re.search(r"# .*\(line \d+\)$", c) for c, _ in defs), defs


@pytest.mark.parametrize("template", TEMPLATES, ids=[t.name for t in TEMPLATES])
def test_template_never_quotes_a_placeholder_by_hand(template):
    """Values reach the output through `|py`; only a docstring's text is
    quoted in a template, through `|docstring`."""
    text = template.read_text(encoding="utf-8")
    for quoted in re.finditer(r"(\"\"\"|[\"'])\{\{(.*?)\}\}", text):
        assert quoted.group(1) == '"""', quoted.group(0)
        assert quoted.group(2).strip().endswith("|docstring"), quoted.group(0)


def test_hostile_names_and_strings_cannot_escape(tmp_path):
    from paperc import compile_source

    source = (
        "GAME x IS 2 BY 1; var print, l, class : integer;\n"
        "procedure exec is begin print := 1; l := 2; class := l; "
        "Write('\"\"\" ); import os; \\' \\\\'); end;\n"
        "stack cls is X := 0; Y := 0; W := 1; H := 1; Select(Spos : index) is exec; "
        "end cls;\nORDER cls.\n"
    )
    text = compile_source(source, "hostile.cdl").python
    compile(text, "hostile.py", "exec")
    assert "import os" not in text.split('"""')[0]
    assert "def proc_exec(self, _vm: Vm)" in text


def test_no_call_carries_a_line_and_the_line_table_names_them(compiled):
    """Stacks are constants, no call passes its source line, and LINE_TABLE
    maps the generated lines that can fault back to the `.cdl` lines."""
    for text in compiled.values():
        assert not re.search(r"_vm\.(tick|here)\(\d", text)
        assert re.search(r"^CURSOR = \d+$", text, re.M)
        table = re.search(r'^LINE_TABLE = \(?\n?((?:\s*".*"\n?)+)\)?', text, re.M)
        assert table, "no LINE_TABLE"
        pairs = "".join(re.findall(r'"([^"]*)"', table.group(1))).split()
        lines = text.splitlines()
        for pair in pairs:
            generated, _ = map(int, pair.split(":"))
            assert lines[generated - 1].startswith(" " * 8), pair  # inside a method


NAMED = """GAME Named IS 4 BY 3;
CONST Limit := 4, Twice = Limit * 2;
VAR n, m : integer;
stack Cross_Card;
stack Cross_Card is
  X := 0; Y := 0; W := 2; H := 3;
  Start is
    begin
      Add Ace+Spade .. King+Diamond;
      [0] := crosscard;
      n := Twice - Limit;
      m := -Limit * (Queen + Heart) + 7;
    end;
  Select(Spos : index) is if Spos = King then n := 0;
end Cross_Card;
ORDER Cross_Card.
"""


def test_named_values_are_printed_by_name(tmp_path):
    """A value the source names (a predefined card, a CONST) is written as a
    module constant, defined once at the top; constant arithmetic on names
    stays arithmetic on names; a stack's constant keeps its name."""
    from paperc import compile_source
    from runtime.session import Session

    text = compile_source(NAMED, "named.cdl").python
    top = text.split("\nclass ")[0]
    assert re.search(r"^CROSS_CARD = 0$", top, re.M)  # the stack came first
    for line in ("CROSS_CARD_2 = 157", "LIMIT = 4", "TWICE = 8", "KING = 12", "QUEEN = 11"):
        assert re.search(rf"^{line}$", top, re.M), line
    body = text.split("\nclass ")[1]
    assert "_vm.add(ACE + SPADE, KING + DIAMOND, _vm.here())" in body
    assert "_vm.set_card(_vm.here(), 0, CROSS_CARD_2)" in body
    assert '_vm.g["n"] = TWICE - LIMIT' in body
    assert '_vm.g["m"] = -LIMIT * (QUEEN + HEART) + 7' in body
    assert "if spos == KING:" in body
    start = body.split("def on_cross_card_start")[1].split("\nLINE_TABLE")[0]
    assert not re.search(r"\b(157|51|12)\b", start)
    plugin = tmp_path / "named.py"
    plugin.write_text(text, encoding="utf-8")
    s = Session.open(str(plugin), seed=3)
    assert len(s.cards("Cross_Card")) == 52
    assert s.state.globals == (4, -4 * (11 + 13) + 7)


WITHS = """GAME Withs IS 8 BY 4;
stack A; stack B;
predicate Over?(c : card; it : stack) is
  return (it! > 0) and (c = it[it!] + 1);
stack A is X := 0; Y := 0; W := 2; H := 2;
  Start is begin Add Ace+Spade .. King+Diamond; Turn [1..!] side down; end;
  Select(Spos : index) is if ! > 0 then Pull 1 to B;
end A;
stack B is X := 2; Y := 0; W := 2; H := 2; end B;
predicate integrity? is
begin
  with it do if IsSideDown?(it[it!]) then Turn it[it!] side up for A, B;
  return true;
end;
predicate win? is
begin
  with it do if it! > 0 then return false for A;
  return true;
end;
predicate loose? is
begin
  with it do if Over?(it[it!], it) then return false for A, B;
  with it do begin with it do if it! = 0 then return true for B; end for A;
  return false;
end;
ORDER A, B.
"""


def test_a_with_reads_its_pile_once_per_turn_where_the_body_cannot_change_it(tmp_path):
    """A WITH of a flat judge reads its stack's pile and top once per turn
    (`_p_it`, `_q_it`, cdl_flat.py); one whose body turns cards (integrity?),
    or sets its variable again (a WITH of its own), reads the piles as it
    goes; a pile read once stays in place. The game plays as before."""
    from paperc import compile_source
    from runtime.session import Session

    text = compile_source(WITHS, "withs.cdl").python
    flat = {m.group(1): m.group(2) for m in re.finditer(r"def (flat_\w+)\((.*?)\n\n", text, re.S)}
    assert "_p_it" not in flat["flat_integrity"]
    assert "_p_it" not in flat["flat_win"] and "len(P[it]) > 0" in flat["flat_win"]
    loose = flat["flat_loose"]
    assert loose.count("_p_it = P[it]") == 1 and loose.count("_q_it = _p_it[-1]") == 1
    assert "not P[it]" in loose  # the inner WITH sets `it` again: the outer reads as it goes
    plugin = tmp_path / "withs.py"
    plugin.write_text(text, encoding="utf-8")
    s = Session.open(str(plugin), seed=3)
    for _ in range(5):
        s.play(s.moves()[0])
    assert len(s.cards("B")) == 5 and s.status == "playing"


def test_a_flat_routine_computes_its_parameters_mod_once_before_its_loops():
    """In a flat version, `c mod 13` and `c / 13` of a parameter nothing
    assigns, met in a loop, are computed once at the routine's start
    (cdl_flat.py `FlatEmitter.binary`), and `s! = 0` is `not` the pile;
    outside a loop they stay in place. (The games play as before:
    tests/runtime/cdl/test_cdl_direct.py.)"""
    text = (ROOT / "plugins" / "cws_klondike.py").read_text()
    flat = {m.group(1): m.group(2) for m in re.finditer(r"def (flat_\w+)\((.*?)\n\n", text, re.S)}
    movable = flat["flat_movable"]
    assert "_h_c_mod13 = c % 13" in movable and "_h_c_div13 = c // 13" in movable
    assert "c % 13" not in movable.replace("_h_c_mod13 = c % 13", "")
    assert "if not _p_it:" in movable and "len(_p_it) == 0" not in movable
    golf = (ROOT / "plugins" / "cws_golf.py").read_text()
    fits = golf[golf.index("def flat_fits(") :]
    assert "_h_" not in fits[: fits.index("\n\n")] and "c % 13 == top + 1" in fits


def test_a_with_over_a_releases_targets_looks_them_up_in_the_listings_tables():
    """Klondike's CanPlay? (`with it do if FitsFoundation?(c, it) then return
    true for A1, A2, A3, A4`, then the columns by FitsTableau?) reads the
    tables its listing sorts the releases' targets into (`flat_targets`,
    cdl_listing.py `Lookups`) instead of asking each target; Movable?'s
    WITH over the columns, which skips its own, stays a loop. (The answers
    are the working copy's: tests/runtime/cdl/test_cdl_direct.py.)"""
    text = (ROOT / "plugins" / "cws_klondike.py").read_text()
    flat = {m.group(1): m.group(2) for m in re.finditer(r"def (flat_\w+)\((.*?)\n\n", text, re.S)}
    assert "R0, R1 = self.targets(P, B)" in flat["flat_canplay"]
    assert "for it in" not in flat["flat_canplay"] and "R0[1].get(held, ())" in flat["flat_canplay"]
    assert "for it in (T1, T2, T3, T4, T5, T6, T7):" in flat["flat_movable"]
    assert "R0, R1 = self.targets(P, B)" in flat["flat_moves"] and "return (R0, R1)" in text
    assert "self.targets(" not in (ROOT / "plugins" / "cws_yukon.py").read_text()


def test_a_counted_loop_of_a_flat_judge_is_a_for_over_its_pile(compiled):
    """`i := 1; while i <= s! do begin ...; i := i + 1 end` in a flat judge
    is a Python `for` over the pile (cdl_flat.py `FlatEmitter.counted`):
    `s[i]` is its card, the variable is `_` where the body never reads it,
    and after it `i` is `s! + 1`. One from another start (`i := p + 1`)
    is a `for` over the rest of the pile, giving way below 1, with the
    card before (`s[i - 1]`) the last turn's, and after it `i` is where it
    started where it never turned. A loop whose body turns cards stays a
    WHILE. (tests/runtime/cdl/test_cdl_direct.py plays the program against
    the working copy.)"""
    text = compiled[ROOT / "tests" / "runtime" / "cdl" / "programs" / "counted_loops.cdl"]
    flat = {m.group(1): m.group(2) for m in re.finditer(r"def (flat_\w+)\((.*?)\n\n", text, re.S)}
    assert "while i <= len(P[PILE]):" in flat["flat_integrity"]
    win = flat["flat_win"]
    assert "for _ in range(len(P[PILE])):" in win and "while" not in win
    assert "for i, _c_i in enumerate(P[GOAL], 1):" in win and "(_c_i & 255) % 13" in win
    assert "i = _i16(len(P[GOAL]) + 1)" in win
    assert "for i, _c_i in enumerate(_p_it, 1):" in flat["flat_loose"]
    descends = flat["flat_descends"]
    assert "for _c_i in P[s][i - 1 :]:" in descends and "while" not in descends
    assert "if i < 1:\n            raise Overrun" in descends and "_b_i = _c_i" in descends
    assert "i = _i16(len(P[s]) + 1) if i <= len(P[s]) else i" in descends


def test_the_path_comment_names_each_stack_once_per_method(compiled):
    """SelectLeft and SelectRight serve as a press and as a release: the
    comment on how the move search reads them names their stack once."""
    for source in SOURCES:
        text = compiled[source]
        headings = re.findall(r"^    #   ([A-Za-z0-9_, ]+) Select\w*:$", text, re.MULTILINE)
        assert headings, source
        for heading in headings:
            stacks = heading.split(", ")
            assert len(stacks) == len(set(stacks)), (source, heading)
    tour = compiled[ROOT / "games_src" / "cws_tour.cdl"]
    assert "    #   A1 SelectLeft:\n" in tour and "    #   A1 SelectRight:\n" in tour
