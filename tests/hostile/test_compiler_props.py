"""Property tests of the compiler on hostile sources: the bundled games,
mutated by Hypothesis (tokens deleted, duplicated, swapped or replaced, the
file cut short, random Unicode put in).

Whatever comes in, paperc answers with a plugin or with well-formed
diagnostics (`path:line:col: error: message [CODE]`, the place inside the
file), never with a traceback or an internal error; and a plugin it writes
imports, opens as a Session and lists its moves, failing (if at all) only
with the project's own errors. The default run tries a few dozen sources;
`-m slow` runs the long fuzz.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paperc import CompileError, compile_source
from runtime import GameError, IllegalMove, SessionError
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "games_src").glob("*.pl")) + sorted((ROOT / "games_src").glob("*.cdl"))
TEXTS = {p.name: p.read_text(encoding="utf-8") for p in SOURCES}
TOKEN = re.compile(r'"[^"\n]*"|\'[^\'\n]*\'|[A-Za-z_][A-Za-z0-9_?]*|[0-9]+|\s+|.', re.S)
HEAD = re.compile(
    r"^(?P<path>.+):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.+) \[[PCE]\d{3}\]$"
)
# What a game may raise when opened or asked for its moves: the project's errors.
PROJECT_ERRORS = (GameError, IllegalMove, SessionError)

FEW = settings(
    max_examples=int(os.environ.get("PAPER_FUZZ_EXAMPLES", "12")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
MANY = settings(FEW, max_examples=300)

# Unicode that tends to hurt: line and paragraph separators, controls, a BOM,
# combining marks, right-to-left text, astral characters, lone surrogates.
HOSTILE_TEXT = st.one_of(
    st.text(min_size=1, max_size=6),
    st.sampled_from(["\u2028", "\x0c", "\x1c", "\ufeff", "\u0301", "\u202e", "𝔘", "\x00", "\r"]),
    st.sampled_from(["\ud800", "\udcff"]),
    st.sampled_from(['"', "{", "}", "(", ")", "[", "]", "'", ";", "#use", "end", "start", "\\"]),
)


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str]:
    """(file name, text): a bundled source with one to three mutations."""
    name = draw(st.sampled_from(sorted(TEXTS)))
    tokens = TOKEN.findall(TEXTS[name])
    for _ in range(draw(st.integers(1, 3))):
        if not tokens:
            break
        at = draw(st.integers(0, len(tokens) - 1))
        kind = draw(st.sampled_from(["delete", "duplicate", "swap", "replace", "insert", "cut"]))
        if kind == "delete":
            del tokens[at]
        elif kind == "duplicate":
            tokens.insert(at, tokens[at])
        elif kind == "swap":
            other = draw(st.integers(0, len(tokens) - 1))
            tokens[at], tokens[other] = tokens[other], tokens[at]
        elif kind == "replace":
            tokens[at] = draw(st.sampled_from(tokens))
        elif kind == "insert":
            tokens.insert(at, draw(HOSTILE_TEXT))
        else:
            tokens = tokens[:at]
    return name, "".join(tokens)


def check_diagnostics(exc: CompileError, path: str, text: str) -> None:
    """Every diagnostic names a file it came from, a place inside that file,
    and renders as the contract says."""
    assert exc.diagnostics, "a CompileError without diagnostics"
    sources = {path: text, **exc.sources}
    for diagnostic in exc.diagnostics:
        span = diagnostic.span
        assert diagnostic.severity == "error"
        assert re.fullmatch(r"[PCE]\d{3}", diagnostic.code), diagnostic
        assert diagnostic.message.strip() and "\n" not in diagnostic.message, diagnostic
        assert span.path in sources, (span.path, list(sources))
        lines = sources[span.path].split("\n")
        assert 1 <= span.line <= len(lines), (span, len(lines))
        assert 1 <= span.col <= len(lines[span.line - 1]) + 1, (span, lines[span.line - 1])
        head = diagnostic.render().split("\n")[0]
        match = HEAD.match(head)
        assert match and match["path"] == span.path, head
        assert (int(match["line"]), int(match["col"])) == (span.line, span.col)
    assert "Traceback" not in exc.render()


def plays(python: str, game_id: str) -> None:
    """The plugin imports, a Session opens, and its moves can be listed."""
    with tempfile.TemporaryDirectory() as folder:
        plugin = Path(folder) / f"{game_id}.py"
        plugin.write_text(python, encoding="utf-8")
        try:
            session = Session.open(str(plugin), seed=3)
            moves = session.moves()
            if moves:
                session.play(moves[0])
                session.moves()
        except PROJECT_ERRORS:
            pass


def compiles_or_explains(name: str, text: str) -> None:
    path = f"games_src/{name}"
    try:
        compiled = compile_source(text, path)
    except CompileError as exc:
        check_diagnostics(exc, path, text)
        return
    compile(compiled.python, f"{compiled.game_id}.py", "exec")
    plays(compiled.python, compiled.game_id)


@pytest.fixture(autouse=True)
def _in_the_repository(monkeypatch):
    monkeypatch.chdir(ROOT)  # `#use` resolves beside games_src/, as for the real files


def test_the_bundled_plugins_pass_the_same_checks():
    # what paperc makes of each unmutated source is the committed plugin
    # (tests/test_plugins_up_to_date.py): it must pass what mutants must
    for source in SOURCES:
        plugin = ROOT / "plugins" / f"{source.stem}.py"
        plays(plugin.read_text(encoding="utf-8"), source.stem)


@FEW
@given(mutated())
def test_mutated_sources_compile_or_get_well_formed_diagnostics(source):
    compiles_or_explains(*source)


@pytest.mark.slow
@MANY
@given(mutated())
def test_mutated_sources_long_run(source):
    compiles_or_explains(*source)


def run_paperc(name: str, text: str, folder: Path) -> subprocess.CompletedProcess[bytes]:
    source = folder / name
    source.write_text(text, encoding="utf-8", errors="surrogatepass")
    return subprocess.run(
        [sys.executable, "-m", "paperc.cli", name, "-o", "out"],
        capture_output=True,
        cwd=folder,
    )


@settings(FEW, max_examples=4)
@given(mutated())
def test_the_paperc_command_exits_0_or_1_and_never_shows_a_traceback(source):
    name, text = source
    with tempfile.TemporaryDirectory() as folder:
        result = run_paperc(name, text, Path(folder))
        err = result.stderr.decode("utf-8", "replace")
        assert result.returncode in (0, 1), err
        assert "Traceback" not in err and "internal error" not in err, err
        if result.returncode == 1:
            heads = [line for line in err.splitlines() if ": error: " in line]
            assert heads and all(HEAD.match(h) for h in heads), err
        else:
            game = (Path(folder) / "out").glob("*.py")
            assert len(list(game)) == 1
