"""The compiler under hostile input: each failure issue 13 found, compiled
into a real game and played (the property tests beside this file look for
their siblings)."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from paperc import CompileError, compile_source
from paperc.codegen.naming import Namer, pyident
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[2]

# Two long names that differ only in their run of trailing underscores: both
# clean to the body `ph`, and their sha256 share the first six hex digits.
SHORT, LONG = "ph" + "_" * 95, "ph" + "_" * 1309


def open_compiled(tmp_path, text: str, name: str, seed: int = 1) -> Session:
    compiled = compile_source(text, name)
    plugin = tmp_path / f"{compiled.game_id}.py"
    plugin.write_text(compiled.python, encoding="utf-8")
    return Session.open(str(plugin), seed=seed)


def test_the_two_names_really_share_a_short_hash():
    digests = {hashlib.sha256(n.encode()).hexdigest()[:6] for n in (SHORT, LONG)}
    assert len(digests) == 1
    assert pyident(SHORT) == pyident(LONG)  # the hazard a Namer exists for


def test_a_namer_never_gives_two_names_one_identifier():
    namer = Namer()
    first, second = namer(SHORT), namer(LONG)
    assert first != second and first.isidentifier() and second.isidentifier()
    assert namer(SHORT) == first and namer(LONG) == second  # stable within a module
    assert namer("row") == "row"  # clean names stay as written


def test_colliding_phase_names_each_run_their_own_phase(tmp_path):
    text = f"""game collide start
    #use "deck"
    visiblestack one
    visiblestack two
    phase {SHORT} start
        deck -> one top 1
    end
    phase {LONG} start
        deck -> two top 2
    end
    setup start
        do {SHORT}
    end
    turn start
        pickone start
            pick one -> two top 1 where from{{from.size > 0}} then
                do {LONG}
        end
    end
end
"""
    s = open_compiled(tmp_path, text, "collide.pl")
    assert (len(s.cards("one")), len(s.cards("two"))) == (1, 0)  # setup ran the short one
    s.play(s.moves()[0])
    assert (len(s.cards("one")), len(s.cards("two"))) == (0, 3)  # the move ran the long one


CDL_ROUTINES = """GAME Under IS 8 BY 4;

VAR Count : integer;

stack Stock;
stack Found;

procedure Bump_ is
  Count := Count + 1;

procedure Bump is
  Count := Count + 100;

function Twice__Over(n : integer) : integer is
  return n * 2;

predicate Ready__?(n : integer) is
  return n > 0;

stack Stock is
  X := 0; Y := 0; W := 2; H := 3;
  Start is
    begin
      Add Ace+Spade .. King+Diamond;
      Bump_;
      Count := Twice__Over(Count);
    end;
  Select(Spos : index) is
    if Ready__?(!) then Pull 1 to Found;
end Stock;

stack Found is
  X := 3; Y := 0; W := 2; H := 3;
end Found;

ORDER Stock, Found.
"""


def test_cdl_routines_with_underscore_runs_are_called_by_their_own_names(tmp_path):
    s = open_compiled(tmp_path, CDL_ROUTINES, "under.cdl")
    assert s.state.globals == (2,)  # Bump_ (not Bump) ran, then Twice__Over
    assert s.click("Stock")  # Ready__? is called from the stack's Select
    assert len(s.cards("Found")) == 1


SECRET = "visiblestack secret_marker_7f3a\nthis is not paperlang: 0xdeadbeef\n"


def paperc(*args: str, cwd=None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "paperc.cli", *args], capture_output=True, text=True, cwd=cwd
    )


def test_use_reads_nothing_outside_the_games_folder(tmp_path):
    outside = tmp_path / "private"
    outside.mkdir()
    (outside / "secret.inc").write_text(SECRET, encoding="utf-8")
    game = tmp_path / "games"
    (game / "sub").mkdir(parents=True)
    (game / "link.inc").symlink_to(outside / "secret.inc")
    (game / "sub" / "dirlink").symlink_to(outside, target_is_directory=True)
    (game / "sub" / "own.inc").write_text("int own = 1\n", encoding="utf-8")
    uses = [
        "../private/secret.inc",
        "sub/../../private/secret.inc",
        "link.inc",
        "sub/dirlink/secret.inc",
        str(outside / "secret.inc"),
    ]
    body = "".join(f'    #use "{u}"\n' for u in uses)
    (game / "g.pl").write_text(f"game g start\n{body}end\n", encoding="utf-8")
    result = paperc(str(game / "g.pl"), "-o", str(tmp_path / "out"))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "secret_marker" not in result.stderr and "deadbeef" not in result.stderr
    heads = [line for line in result.stderr.splitlines() if ": error: " in line]
    assert [h.split(":")[1:3] for h in heads] == [[str(n), "5"] for n in range(2, 7)]
    assert all("[P126]" in h for h in heads[:4]) and "[P101]" in heads[4]


def test_use_inside_the_folder_still_works(tmp_path):
    (tmp_path / "parts").mkdir()
    (tmp_path / "parts" / "stacks.inc").write_text("visiblestack extra\n", encoding="utf-8")
    source = (ROOT / "games_src" / "accordion.pl").read_text(encoding="utf-8")
    source = source.replace('#use "deck"', '#use "deck"\n#use "parts/../parts/stacks.inc"')
    s = open_compiled_file(tmp_path, source, "accordion.pl")
    assert "extra" in s.stacks()


def open_compiled_file(tmp_path, text: str, name: str) -> Session:
    from paperc import compile_file

    (tmp_path / name).write_text(text, encoding="utf-8")
    plugin = compile_file(tmp_path / name, tmp_path / "out")
    return Session.open(str(plugin), seed=1)


def chains_game(n: int) -> str:
    ones = " + ".join(["one"] * n)
    minus = " - ".join(["big", *["one"] * (n - 1)])
    times = " * ".join(["one"] * 50)
    all_true = " && ".join(["yes"] * n)
    last_true = " || ".join(["no"] * (n - 1) + ["yes"])
    one_false = " && ".join(["yes"] * (n - 1) + ["no"])
    sizes = " + ".join(["from.size"] * 50)
    return f"""game chains start
    #use "deck"
    int one = 1
    bool yes = true
    bool no = false
    int big = {n * 3}
    int total = 0
    int flags = 0
    visiblestack pile
    score total * 1000 + flags
    setup start
        total = {ones}
        total = total + ({minus}) * ({times})
        if {all_true} start
            flags = flags + 1
        end
        if {last_true} start
            flags = flags + 10
        end
        if {one_false} start
            flags = flags + 100
        end
    end
    turn start
        pickone start
            pick deck -> pile top 1 where from{{{sizes} > {50 * 51}}} then
        end
    end
end
"""


@pytest.mark.parametrize("n", [200, pytest.param(1000, marks=pytest.mark.slow)])
def test_long_chains_compile_flat_and_compute_as_nested_ones(tmp_path, n):
    compiled = compile_source(chains_game(n), "chains.pl")
    assert max(line.count("(") for line in compiled.python.splitlines()) < 20
    plugin = tmp_path / "chains.py"
    plugin.write_text(compiled.python, encoding="utf-8")
    s = Session.open(str(plugin), seed=1)
    assert s.score == (n + 2 * n + 1) * 1000 + 11
    assert len(s.moves()) == 1  # the deck holds 52 > 51 cards: the filter's sum is right
    s.play(s.moves()[0])
    assert s.moves() == []  # 51 cards left: the sum is no longer over 50 * 51


def test_a_sum_of_a_thousand_terms_runs(tmp_path):
    ones = " + ".join(["one"] * 1000)
    text = (
        'game sum start\n    #use "deck"\n    int one = 1\n    int x = 0\n    score x\n'
        f"    setup start\n        x = {ones} - one\n    end\n"
        "    turn start\n        pickone start\n            pick deck -> deck top 0 then\n"
        "        end\n    end\nend\n"
    )
    assert open_compiled(tmp_path, text, "sum.pl").score == 999


def test_expressions_that_nest_absurdly_deep_get_a_diagnostic():
    # Today's parser refuses such a file itself (P002) near 50 brackets deep;
    # with room to recurse it parses, and lowering must refuse it (P127)
    # rather than hand codegen an expression Python cannot compile.
    deep = "one"
    for _ in range(25):  # three levels each (a sum, `.size`, `[]`), 75 in all
        deep = f"(row[{deep} - 1]).size + 1"
    text = (
        "game deep start\n    int one = 1\n    int x = 0\n    stacklist row[3]\n"
        f"    setup start\n        x = {deep}\n    end\nend\n"
    )
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(20_000)
    try:
        with pytest.raises(CompileError) as caught:
            compile_source(text, "deep.pl")
    finally:
        sys.setrecursionlimit(limit)
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.code == "P127" and diagnostic.span.line == 6
    assert "nests more than" in diagnostic.message


@pytest.mark.parametrize("depth", [10, 40])
def test_expressions_that_nest_deep_but_within_the_limit_compile(tmp_path, depth):
    nested = "(" * depth + "one" + " + 1)" * depth  # a chain, however it is bracketed
    indices = "one"
    for _ in range(depth // 4):  # four levels each: + . [] -
        indices = f"(row[{indices} - 1]).size + 1"
    text = (
        'game deep start\n    #use "deck"\n    int one = 1\n    int x = 0\n'
        "    stacklist row[3]\n    score x\n    setup start\n"
        f"        x = {nested}\n        x = x + {indices}\n    end\n"
        "    turn start\n        pickone start\n            pick deck -> deck top 0 then\n"
        "        end\n    end\nend\n"
    )
    s = open_compiled(tmp_path, text, "deep.pl")
    assert s.score == 1 + depth + 1  # row[0] is empty: each index level adds 1 to 0


@pytest.mark.parametrize("name", ["x.pl", "x.cdl"])
def test_a_lone_surrogate_in_source_text_is_a_diagnostic(name):
    with pytest.raises(CompileError) as caught:
        compile_source("game x start\n  int \ud800\nend\n", name)
    (diagnostic,) = caught.value.diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.col) == ("E003", 2, 7)


def test_cdl_locals_whose_short_hashes_collide_stay_two_variables(tmp_path):
    text = CDL_ROUTINES.replace(
        "procedure Bump_ is\n  Count := Count + 1;",
        f"procedure Bump_ is\nvar {SHORT}, {LONG} : integer;\nbegin\n"
        f"  {SHORT} := 1;\n  {LONG} := 2;\n"
        f"  Count := Count + {SHORT} * 10 + {LONG} - 11;\nend;",
    )
    s = open_compiled(tmp_path, text, "under.cdl")
    assert s.state.globals == (2,)  # one variable for both would make it 22


def cdl_chains_game(n: int) -> str:
    ones = " + ".join(["One"] * n)
    minus = " - ".join(["Count", *["One"] * (n - 1)])
    all_true = " and ".join(["Yes"] * n)
    last_true = " or ".join(["No"] * (n - 1) + ["Yes"])
    one_false = " and ".join(["Yes"] * (n - 1) + ["No"])
    return f"""GAME Chains IS 8 BY 4;

VAR One, Count, Flags : integer; Yes, No : boolean;

stack Stock;

procedure Sums is
begin
  One := 1; Yes := true; No := false;
  Count := {ones};
  Count := {minus};
  if {all_true} then Flags := Flags + 1;
  if {last_true} then Flags := Flags + 10;
  if {one_false} then Flags := Flags + 100;
end;

stack Stock is
  X := 0; Y := 0; W := 2; H := 3;
  Start is
    begin
      Add Ace+Spade .. King+Diamond;
      Sums;
    end;
end Stock;

ORDER Stock.
"""


@pytest.mark.parametrize("n", [200, pytest.param(1000, marks=pytest.mark.slow)])
def test_long_cdl_chains_compile_flat_and_compute_as_nested_ones(tmp_path, n):
    compiled = compile_source(cdl_chains_game(n), "chains.cdl")
    assert max(len(line) - len(line.lstrip()) for line in compiled.python.splitlines()) <= 12
    plugin = tmp_path / "chains.py"
    plugin.write_text(compiled.python, encoding="utf-8")
    s = Session.open(str(plugin), seed=1)
    # One, Count, Flags, Yes, No: Count is n, less n - 1
    assert s.state.globals == (1, 1, 11, True, False)
