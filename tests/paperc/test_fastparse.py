"""The fast readers (paperc/paperlang/fast.py, paperc/cdl/fast.py) change nothing but speed.

Whenever a fast reader answers, its syntax tree is the one the generated
TatSu parser builds from the same text; otherwise it gives up and TatSu
parses (and explains any syntax error). Checked on every bundled source,
every golden and error case, snippets, and mutated sources (most bundled
games under the slow marker); and the whole
compiler, forced onto TatSu alone (PAPERC_PARSER=tatsu), writes the same
plugins and the same diagnostics.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import paperc
from paperc.cdl import fast as cdl_fast
from paperc.cdl import parser as cdl_parser
from paperc.errors import CompileError
from paperc.fastparse import GiveUp
from paperc.paperlang import fast as pl_fast
from paperc.paperlang import fast_exprs as pl_fast_exprs
from paperc.paperlang import parser as pl_parser

ROOT = Path(__file__).resolve().parents[2]
PAPERLANG = sorted(
    [
        *ROOT.glob("games_src/*.pl"),
        *ROOT.glob("tests/**/*.pl"),
        ROOT / "paperc" / "paperlang" / "deck.pl",
    ]
)
CDL = sorted([*ROOT.glob("games_src/*.cdl"), *ROOT.glob("tests/**/*.cdl")])

SNIPPETS = [
    ("x.pl", "game g start\nstacklist row[3]\nturn start pickone start end end\nend\n"),
    ("x.pl", "game g start\nif (1 == 2 start end\nend\n"),
    ("x.pl", "game g start\nvisiblestack a b = c -> \nend\n"),
    ("x.pl", "game g start\nint x = a.b[1 2]{col 1} + [:up 2 :left 1] * -(3)\nend\n"),
    ("x.pl", "game g start\nshuffle deck microsoft\nturnup a, b top 2\nturndown c all\nend\n"),
    ("x.pl", "game g start\nauto a -> every b, c build where to{to.size > 0}\nend\n"),
    ("x.pl", "game g start\ncard c\ncard k parent start at 1 2, 3 4 end\nend\n"),
    ("x.pl", "game g start\nx = top.v\ny = cols{top.v == 1}{|[a _ :]|}{sq 3 v a > 1}\nend\n"),
    ("x.pl", ""),
    ("x.cdl", "this is not CDL at all {\n"),
    ("x.cdl", "GAME g IS 1 BY 2; VAR end : integer; ORDER a."),
    (
        "x.cdl",
        "game G is 1 by 1; procedure P is begin break procedure; clear 'a' at 1, 2 is"
        " 3 by 4; draw; shuffle x end; order P.",
    ),
    ("x.cdl", "GAME g IS 1 BY 2; stack S is F(a, b : integer; c : stack) from G; END S; ORDER S."),
]

# Every construct of both grammars at least once: a file name, then its text;
# the cases are separated by lines of dashes.
CONSTRUCTS_TEXT = r"""
x.pl
game g start
players 2
foreachplayer p start winneris p end
looseris currentPlayer
end
----
x.pl
game g start
stackgrid floor[3 (1+1)] start at 0 0 end
x = floor[1 2].top
y = floor[:up 1 left 2 :down 1]
z = row[:1:-2:+3]
end
----
x.pl
game g start
onmoved king start x = 1 end
premove queen start end
onplace a b start end
end
----
x.pl
game g start
buttons start button "Go" then x = 1 button "No" then end
end
----
x.pl
game g start
turn start pickone start pick random ace -> t then pick place king -> t top 1 then pick
    choose a, b -> every c where from{x}, to{y} then end end
end
----
x.pl
game g start
x = a{[a b _ :]|}
y = b{|[a]}
z = c{col 1{row 2}}
w = d{row x}
v = e{sq 3 v x + 1}
u = f{x == 1}
end
----
x.pl
game g start
visiblestack a start build "KDA" group yy autotarget "YN" maxlength 13 fan down facing up
    empty circle autoflip wrap step 1 0 at 1 2, 3 4, 5 6 end
end
----
x.pl
game g start
pile deck start at 0 0 end
pile = 3
table 7 4.5
score a.size + 1
table = 4
score = 5
end
----
x.pl
game g start
turnup a top 3
turndown a, b bottom x + 1
turnup = 3
turnup a all
shuffle deck microsoft
shuffle a, b
flip a
show b hide c
end
----
x.pl
game g start
int x
bool y = true && !false
string s = "a;b"
float f
playerref p
card c
card d start at 1 1 end
int a.b.c = -x - -1
end
----
x.pl
game g start
if a start elseif b then x = 1 elseif c then else end
while x < 1 start x = x + 1 end
setup start end
phase p start do p end
end
----
x.pl
game g start
a -> b
a /> b build
a ->_ b top
a />_ b bottom 3 where to{1}
auto a -> b all
every a -> b top all
a -> b top 1 - 1
x = 1
end
----
x.pl
#use "deck"
x = 1
----
x.pl
game g start
x = top.v
y = bottom .v
z = a.top
a -> b top
.v = 1
end
----
x.pl
game g start
x = (1 + 2) * 3 % 4 / 5 - 6 == 7 != 8 <= 9 >= 10 < 11 > 12 || 13 && 14
end
----
x.pl
game g start
x = a[1 2]
y = a[i]
z = a[i -1]
w = a[(i) (j)]
end
----
x.pl
game g start
stacklist t[7] start at 0 1 end
stacklist u[2]
visiblestack v
hiddenstack h
privatestack p
flatvisiblestack fv
flathiddenstack fh
flatprivatestack fp
end
----
x.cdl
GAME g IS 4 BY 4;
CONST a = 1, b := 2 + 3;
VAR x, y : integer;
s : stack;
PROCEDURE P(a : integer;
b, c : card) : integer IS VAR z : integer;
BEGIN z := a;
RETURN z END;
FUNCTION F : integer;
PREDICATE Q? IS RETURN NOT (1 = 2) AND (3 <> 4) OR (5 <= 6);
ORDER x, y s.
----
x.cdl
game g is 1 by 1;
stack S;
stack T from S is X := 1;
Select(p : index) from U;
Help is begin clear 'a';
write('x', 1 + 2);
wait 'ok' P;
end;
end T;
order S.
----
x.cdl
GAME g IS 1 BY 1;
PROCEDURE P IS BEGIN ADD 1 .. 2 TO S;
ADD 3;
BREAK;
BREAK PROCEDURE;
DRAW S;
FLASH S[1];
INVERSE [1..2];
MOVE S[1..!] TO T[0];
PULL 1 FROM S TO T;
PULL 2;
REMOVE [!];
SHUFFLE;
TURN [1] SIDE shaded;
WITH it DO DRAW it FOR S, T;
IF a THEN b ELSE c;
WHILE x DO ;
P(1, 2);
Q;
S[1] := 3;
END;
ORDER P.
----
x.cdl
GAME g IS 1 BY 1;
PROCEDURE P IS x := S! + ! + S[!] + [1..2] + F() + F(1) + -x + +y + 'str' + (1);
ORDER P.
----
x.cdl
game g is 1 by 1 { c } // eol
;
procedure p{x}is{y}begin//z
end;
order p .
----
x.cdl
GAME g IS 1 BY 1;
PROCEDURE P IS BEGIN x := 1 END;
PROCEDURE Q IS BEGIN ;
;
x := 1;
END;
ORDER P.
----
x.cdl
GAME g IS 1 BY 1;
VAR stack_x : stack;
end_ : integer;
ORDER P.
"""
CONSTRUCTS = [
    (case.split("\n", 1)[0], case.split("\n", 1)[1] + "\n")
    for case in CONSTRUCTS_TEXT.strip("\n").split("\n----\n")
]


def _tatsu_outcome(path: str, text: str) -> object:
    """What plain TatSu makes of the text: a tree, or the error message."""
    try:
        if path.endswith(".pl"):
            clean = pl_parser.blank_comments(text)
            locator = pl_parser.Locator(clean, path)
            return pl_parser._parse_with_tatsu(clean, text, locator, _start(clean))
        return cdl_parser._parse_with_tatsu(text, path)
    except (CompileError, RecursionError) as exc:
        return ("error", str(exc))


def _fast_outcome(path: str, text: str) -> object:
    """What the fast reader makes of it: a tree, or None when it gives up."""
    try:
        if path.endswith(".pl"):
            clean = pl_parser.blank_comments(text)
            builder = pl_parser.Builder(pl_parser.Locator(clean, path))
            return pl_fast.read(clean, _start(clean), builder, path)
        return cdl_fast.read(text, cdl_parser._Builder(text), path)
    except GiveUp:
        return None


def _start(clean: str) -> str:
    return "program" if clean.split()[:1] == ["game"] else "include_file"


def _asked_for_slow(request: pytest.FixtureRequest) -> None:
    """Slow tests run only when selected (`-m slow`)."""
    if "slow" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("slow: run with -m slow")


def _agree(path: str, text: str) -> object:
    fast = _fast_outcome(path, text)
    if fast is not None:
        assert fast == _tatsu_outcome(path, text)
    return fast


# The deck, the golden and error cases (every construct of both grammars
# is among them) and a game of each language; the other bundled games and
# the test suite's other programs under the slow marker.
QUICK_GAMES = ("klondike.pl", "canfield.pl", "cws_golf.cdl")
QUICK_SOURCES = [
    p
    for p in PAPERLANG + CDL
    if p.parts[-2] == "paperlang"
    or "cases" in p.parts
    or (p.parts[-2] == "games_src" and p.name in QUICK_GAMES)
]
SLOW_SOURCES = [p for p in PAPERLANG + CDL if p not in QUICK_SOURCES]


@pytest.mark.parametrize(
    "source",
    QUICK_SOURCES + [pytest.param(p, marks=pytest.mark.slow) for p in SLOW_SOURCES],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_same_tree_as_tatsu_on_sources(source, request):
    if source in SLOW_SOURCES:
        _asked_for_slow(request)
    text = source.read_text(encoding="utf-8")
    fast, tatsu = _fast_outcome(source.name, text), _tatsu_outcome(source.name, text)
    if fast is not None:
        assert fast == tatsu
    if not isinstance(tatsu, tuple):  # (TatSu, the slow part, is asked once)
        assert fast is not None, "the fast reader gave up on a source TatSu reads"


@pytest.mark.parametrize(("path", "text"), SNIPPETS + CONSTRUCTS)
def test_same_tree_as_tatsu_on_snippets(path, text):
    fast = _agree(path, text)
    if not isinstance(_tatsu_outcome(path, text), tuple):
        assert fast is not None, "the fast reader gave up on a text TatSu reads"


def _mutations() -> st.SearchStrategy[tuple[str, str]]:
    sources = [p for p in PAPERLANG + CDL if "errors" not in p.parts]
    texts = [(p.name, p.read_text(encoding="utf-8")) for p in sources]
    tokens = st.sampled_from(
        ["", " ", "\n", *"()[]{},.;:=|!-+*'\"", ":=", "->", "/>", "..", "//", "#use", "x", "1"]
        + "end start top all BEGIN END if IF where build then".split()
    )

    @st.composite
    def mutated(draw: st.DrawFn) -> tuple[str, str]:
        path, text = draw(st.sampled_from(texts))
        for _ in range(draw(st.integers(1, 3))):
            at = draw(st.integers(0, len(text)))
            cut = draw(st.integers(0, 6))
            text = text[:at] + draw(tokens) + text[at + cut :]
        return path, text

    return mutated()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_mutations())
def test_same_tree_as_tatsu_on_mutated_sources(case):
    path, text = case
    _agree(path, text)


@pytest.mark.slow
def test_same_tree_as_tatsu_on_many_mutated_sources(request):
    _asked_for_slow(request)

    @settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(_mutations())
    def check(case: tuple[str, str]) -> None:
        _agree(*case)

    check()


def _compile(path: Path, monkeypatch: pytest.MonkeyPatch, parser: str) -> str:
    monkeypatch.setenv("PAPERC_PARSER", parser)
    try:
        return paperc.compile_file_to_source(path).python
    except CompileError as exc:
        return exc.render()


# Every error case, and two whole games; all of them under the slow marker.
QUICK_FALLBACK = sorted(
    [
        ROOT / "games_src" / "accordion.pl",
        ROOT / "games_src" / "cws_golf.cdl",
        *ROOT.glob("tests/paperc/cases/*errors/*.pl"),
        *ROOT.glob("tests/paperc/cases/*errors/*.cdl"),
    ]
)
SLOW_FALLBACK = sorted(
    {
        *ROOT.glob("games_src/*.pl"),
        *ROOT.glob("games_src/*.cdl"),
        *ROOT.glob("tests/paperc/cases/*/game.*"),
    }
    - set(QUICK_FALLBACK)
)


@pytest.mark.parametrize(
    "source",
    QUICK_FALLBACK + [pytest.param(p, marks=pytest.mark.slow) for p in SLOW_FALLBACK],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_tatsu_alone_compiles_the_same(source, monkeypatch, request):
    """The fallback path (TatSu alone, as when the fast reader gives up)
    writes the same plugin, or the same diagnostics."""
    if source in SLOW_FALLBACK:
        _asked_for_slow(request)
    assert _compile(source, monkeypatch, "tatsu") == _compile(source, monkeypatch, "")


def test_a_success_never_loads_tatsu():
    import subprocess
    import sys

    code = (
        "import sys, paperc\n"
        "paperc.compile_file_to_source('games_src/klondike.pl')\n"
        "paperc.compile_file_to_source('games_src/cws_golf.cdl')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'tatsu'))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"


def _diagnostic(text: str, path: str) -> str:
    with pytest.raises(CompileError) as caught:
        paperc.compile_source(text, path)
    return caught.value.render().splitlines()[0]


@pytest.mark.parametrize(
    ("path", "text", "where"),
    [
        (
            "deep.pl",
            "game g start\nint x = " + "(" * 5000 + "1" + ")" * 5000 + "\nend\n",
            r"2:\d+:",
        ),
        (
            "deep.pl",
            "game g start\nsetup start\n" + "if 1 == 1 start\n" * 70 + "end\n" * 70 + "end\nend\n",
            "67:1:",
        ),
        (
            "deep.pl",
            "game g start\nsetup start\n" + "while 1 == 2 start\n" * 21 + "end\n" * 22 + "end\n",
            "23:1:",
        ),
        ("deep.cdl", "GAME g IS 1 BY 1; PROCEDURE P IS RETURN " + "(" * 5000 + "1;", r"1:\d+:"),
        (
            "deep.cdl",
            "GAME g IS 1 BY 1; PROCEDURE P IS " + "BEGIN " * 120 + "END " * 120 + "; ORDER P.",
            "1:634:",
        ),
        ("deep.cdl", "GAME g IS 1 BY 1; PROCEDURE P IS " + "WHILE 1 = 2 DO " * 21 + "P;", "1:334:"),
    ],
    ids=["expression", "blocks", "loops", "cdl-expression", "cdl-statements", "cdl-loops"],
)
def test_too_deep_is_a_diagnostic_at_its_place(path, text, where):
    """Refused at once, at the place that is too deep, with the front end's code."""
    line = _diagnostic(text, path)
    assert re.match(rf"{re.escape(path)}:{where} error: ", line), line
    assert line.endswith("[P030]" if path.endswith(".pl") else "[C030]")


def test_too_big_is_a_diagnostic():
    text = "game g start\n" + "int x = 1\n" * 110_000 + "end\n"
    line = _diagnostic(text, "big.pl")
    assert line.startswith("big.pl:100000:") and line.endswith("[P031]")
    text = "GAME g IS 1 BY 1;\n" + "VAR x : integer;\n" * 70_000 + "ORDER x."
    line = _diagnostic(text, "big.cdl")
    assert line.startswith("big.cdl:58824:") and line.endswith("[C031]")


def test_the_readers_know_the_grammars_keywords():
    grammar = (ROOT / "paperc" / "paperlang" / "grammar.ebnf").read_text(encoding="utf-8")
    keywords = set()
    for line in re.findall(r"^@@keyword :: (.*)$", grammar, flags=re.M):
        keywords.update(line.split())
    assert pl_fast_exprs.KEYWORDS == keywords
    from paperc.cdl._parser import KEYWORDS

    assert cdl_fast.KEYWORDS == KEYWORDS


def test_too_long_an_operator_chain_is_a_diagnostic_at_its_place():
    terms = " + ".join(["1"] * 6000)
    line = _diagnostic(f"game g start\nint x = {terms}\nend\n", "long.pl")
    assert line.startswith("long.pl:2:20011: error: ") and line.endswith("[P032]")
    text = f"GAME g IS 4 BY 4;\nVAR v : integer;\nPROCEDURE P IS v := {terms};\nORDER P."
    line = _diagnostic(text, "long.cdl")
    assert line.startswith("long.cdl:3:20023: error: ") and line.endswith("[C032]")
