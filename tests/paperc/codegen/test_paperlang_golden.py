"""Golden tests of the Paperlang code generator.

Each `tests/paperc/cases/paperlang_<case>/game.pl` compiles to exactly its
`expected.py` (`pytest --update-golden` rewrites them); the output is
deterministic, passes ruff, and imports only the public runtime API. The
cases without one use a feature paperc does not compile yet: each is an
error (P180) at that feature's place.
"""

from __future__ import annotations

import ast
import difflib
import functools
import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import paperc

ROOT = Path(__file__).resolve().parents[3]
ALL_CASES = sorted(p for p in (ROOT / "tests" / "paperc" / "cases").glob("paperlang_*"))
CASES = [case for case in ALL_CASES if (case / "expected.py").exists()]
# the cases using a feature not compiled yet: where paperc says so, and the feature
NOT_YET = {
    "paperlang_names": (
        15,
        9,
        "a stack attribute set where the compiler does not keep it, or read of stacks it keeps"
        " it for only some of: `yield` (the turn and the picks' `then` bodies may set a"
        " stack's attribute, a card hook may not; set it of every stack it is read of)",
    ),
}
TEMPLATES = ROOT / "paperc" / "codegen" / "templates"


def case_path(case: Path) -> str:
    """The path the case compiles under (it names the game and the header)."""
    return case.name.removeprefix("paperlang_") + ".pl"


@functools.cache
def generated(case: Path) -> str:
    text = (case / "game.pl").read_text(encoding="utf-8")
    return paperc.compile_source(text, case_path(case)).python


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_golden(case, request):
    got = generated(case)
    expected_file = case / "expected.py"
    if request.config.getoption("--update-golden"):
        expected_file.write_text(got, encoding="utf-8")
        return
    assert expected_file.exists(), f"{expected_file} is missing: run pytest --update-golden"
    expected = expected_file.read_text(encoding="utf-8")
    if got != expected:
        diff = difflib.unified_diff(
            expected.splitlines(keepends=True),
            got.splitlines(keepends=True),
            "expected.py",
            "generated",
        )
        pytest.fail("generated code differs from the golden file:\n" + "".join(diff))


def test_output_passes_ruff(tmp_path):
    files = []
    for case in CASES:
        target = tmp_path / f"{case.name}.py"
        target.write_text(generated(case), encoding="utf-8")
        files.append(str(target))
    ruff = Path(sys.executable).with_name("ruff")
    config = str(ROOT / "pyproject.toml")
    for command in (["check"], ["format", "--check", "--diff"]):
        result = subprocess.run(
            [str(ruff), *command, "--config", config, *files],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr


def test_output_is_deterministic_across_processes():
    here = {case.name: hashlib.sha256(generated(case).encode()).hexdigest() for case in CASES}
    script = (
        "import hashlib, sys, paperc\n"
        "from pathlib import Path\n"
        "for case, name in zip(sys.argv[1::2], sys.argv[2::2]):\n"
        "    text = (Path(case) / 'game.pl').read_text(encoding='utf-8')\n"
        "    out = paperc.compile_source(text, name).python\n"
        "    print(Path(case).name, hashlib.sha256(out.encode()).hexdigest())\n"
    )
    args = [item for case in CASES for item in (str(case), case_path(case))]
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    result = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=True,
    )
    there = dict(line.split() for line in result.stdout.splitlines())
    assert there == here
    again = paperc.compile_source((CASES[0] / "game.pl").read_text(), case_path(CASES[0]))
    assert again.python == generated(CASES[0])


def test_every_case_is_golden_or_not_yet_compiled():
    assert {case.name for case in ALL_CASES} == {c.name for c in CASES} | set(NOT_YET)


@pytest.mark.parametrize("name", sorted(NOT_YET))
def test_a_feature_not_compiled_yet_is_an_error_at_its_place(name):
    case = ROOT / "tests" / "paperc" / "cases" / name
    with pytest.raises(paperc.CompileError) as caught:
        paperc.compile_source((case / "game.pl").read_text(encoding="utf-8"), case_path(case))
    (diagnostic,) = caught.value.diagnostics
    line, col, feature = NOT_YET[name]
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.col) == ("P180", line, col)
    assert diagnostic.span.path == case_path(case)
    assert diagnostic.message == f"not supported yet: {feature}"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_imports_only_the_public_runtime_api(case):
    tree = ast.parse(generated(case))
    modules = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            modules.add(node.module)
    assert modules <= {"__future__", "runtime", "runtime.paperlang"}


def test_templates_never_quote_a_placeholder_by_hand():
    """A placeholder inside quotes must be a docstring's, through |docstring;
    every other value reaches the code through |py."""
    placeholder = re.compile(r"(\"\"\"|[\"'])(\{\{[^}]*\}\}|\{%)")
    for template in TEMPLATES.glob("paperlang*.jinja"):
        for match in placeholder.finditer(template.read_text(encoding="utf-8")):
            quote, inside = match.groups()
            assert quote == '"""' and "|docstring" in inside, (
                f"{template.name} quotes a placeholder by hand: {match.group(0)}"
            )


def test_each_method_names_its_source_line():
    case = CASES[0]  # accordion
    assert "    # accordion.pl:10  pick row /> row[:-1:-3] top all where" in generated(case)


def test_statements_that_wait_cannot_stand_in_the_load_pass():
    source = "game X start\nvisiblestack a\nstacklist r[2]\na -> r top 1\nend\n"
    with pytest.raises(paperc.CompileError) as caught:
        paperc.compile_source(source, "x.pl")
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.span.line == 4
    assert "cannot wait for the player" in diagnostic.message
