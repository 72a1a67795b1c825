"""Documentation that must stay in step with the code."""

from __future__ import annotations

import ast
import inspect
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from runtime.hooks import PaperSpec

ROOT = Path(__file__).resolve().parent.parent


def test_every_hookspec_is_documented_in_plugins_md():
    text = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    hooks = [name for name, _ in inspect.getmembers(PaperSpec) if name.startswith("paper_")]
    assert hooks
    for name in hooks:
        assert f"`{name}(" in text, f"docs/plugins.md does not document {name}"


# --------------------------------------------------------------------------
# Every code example in the docs is compiled or run; no doc points outside
# the repository.
# --------------------------------------------------------------------------
#
# A fenced block's info string is its language, then optional words:
#   ```paperlang / ```cdl        a whole game: compiled by paperc
#   ```paperlang fragment        part of a game: lexed with no error token,
#                                and (Paperlang) parsed inside `game ... end`
#   ```cdl fragment              part of a program: lexed with no error token
#   ```python                    executed (from the repository's root)
#   ```python pytest             run through pytest (with Paper's plugin)
#   ```python excerpt            part of a longer file: compiled, not run
#   ```json                      parsed
#   ```sh / ```text              commands and output: not run


DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
KINDS = {
    "paperlang": {"", "fragment"},
    "cdl": {"", "fragment"},
    "python": {"", "pytest", "excerpt"},
    "json": {""},
    "sh": {""},
    "text": {""},
}
# Material that is not in the repository (the team's notes and sources).
OUTSIDE = re.compile(
    r"/work/|shared/|seeds/0|seed[- ]00\d|paperlang-reference|cdl-notes|§|\bG-\d+\b|\[REC\]"
    r"|/home/(?!me/)"
)


def code_blocks() -> list[tuple[str, int, str, str]]:
    blocks = []
    for path in DOCS:
        lines = path.read_text(encoding="utf-8").split("\n")
        i = 0
        while i < len(lines):
            if lines[i].startswith("```"):
                info = lines[i][3:].strip()
                end = i + 1
                while end < len(lines) and not lines[end].startswith("```"):
                    end += 1
                name = path.relative_to(ROOT).as_posix()
                blocks.append((name, i + 1, info, "\n".join(lines[i + 1 : end]) + "\n"))
                i = end + 1
            else:
                i += 1
    return blocks


BLOCKS = code_blocks()


def block_id(block) -> str:
    return f"{block[0]}:{block[1]}"


def of_kind(language: str, extra: str = "") -> list:
    return [b for b in BLOCKS if b[2].split(" ", 1)[0] == language and _extra(b[2]) == extra]


def _extra(info: str) -> str:
    return info.split(" ", 1)[1].strip() if " " in info else ""


def test_every_code_block_says_what_it_is():
    for name, line, info, _ in BLOCKS:
        language = info.split(" ", 1)[0]
        assert language in KINDS, f"{name}:{line}: tag this block (```paperlang, ```sh...)"
        assert _extra(info) in KINDS[language], f"{name}:{line}: unknown block kind {info!r}"
    assert of_kind("paperlang") and of_kind("cdl", "fragment") and of_kind("python")


def test_no_doc_points_outside_the_repository():
    for path in DOCS:
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            found = OUTSIDE.search(line)
            assert not found, (
                f"{path.relative_to(ROOT)}:{number}: {found.group(0)!r} refers to material "
                "outside the repository; say it in the docs' own words"
            )


def test_the_check_for_outside_references_can_fail():
    for text in (
        "see /work/shared/x.md",
        "cdl-notes.md",
        "(§3.2)",
        "(G-27)",
        "seeds/000_x",
        "seed-003",
    ):
        assert OUTSIDE.search(text), text


def test_the_cdl_page_lists_every_bundled_cdl_game():
    text = (ROOT / "docs" / "cdl.md").read_text(encoding="utf-8")
    listed = text[text.index("Bundled") : text.index("## ")]
    for source in sorted((ROOT / "games_src").glob("*.cdl")):
        assert f"`{source.stem}`" in listed, f"docs/cdl.md does not list {source.stem}"


@pytest.mark.parametrize("block", of_kind("paperlang") + of_kind("cdl"), ids=block_id)
def test_a_whole_game_in_the_docs_compiles(block):
    from paperc import CompileError, compile_source

    name, line, info, body = block
    suffix = ".pl" if info.startswith("paperlang") else ".cdl"
    try:
        compiled = compile_source(body, f"{name}-{line}{suffix}")
    except CompileError as exc:
        pytest.fail(f"{name}:{line}: this example does not compile:\n{exc.render()}")
    assert compiled.python


def _lexer_errors(language: str, body: str) -> list[str]:
    from pygments.token import Error

    from paperc.lexers import CdlLexer, PaperlangLexer

    lexer = PaperlangLexer() if language == "paperlang" else CdlLexer()
    return [text for kind, text in lexer.get_tokens(body) if kind in Error]


@pytest.mark.parametrize(
    "block", of_kind("paperlang", "fragment") + of_kind("cdl", "fragment"), ids=block_id
)
def test_a_fragment_in_the_docs_lexes_and_parses(block):
    name, line, info, body = block
    language = info.split(" ", 1)[0]
    assert not _lexer_errors(language, body), f"{name}:{line}: not {language}"
    if language == "paperlang":
        from paperc import CompileError
        from paperc.paperlang.parser import parse_program

        try:
            parse_program(f"game fragment start\n{body}end\n", f"{name}-{line}.pl")
        except CompileError as exc:
            pytest.fail(f"{name}:{line}: this fragment does not parse:\n{exc.render()}")


def test_the_fragment_check_can_fail():
    from paperc import CompileError
    from paperc.paperlang.parser import parse_program

    with pytest.raises(CompileError):
        parse_program("game fragment start\nstacklist row[3 start\nend\n", "x.pl")


@pytest.mark.parametrize("block", of_kind("python"), ids=block_id)
def test_a_python_example_in_the_docs_runs(block, monkeypatch):
    name, line, _, body = block
    monkeypatch.chdir(ROOT)
    exec(compile(body, f"{name}:{line}", "exec"), {"__name__": "doc_example"})


@pytest.mark.parametrize("block", of_kind("python", "excerpt"), ids=block_id)
def test_a_python_excerpt_in_the_docs_is_python(block):
    name, line, _, body = block
    ast.parse(body, f"{name}:{line}")


# The tutorial's tests run in a reader's folder: tests/test_tutorial.py runs them.
@pytest.mark.parametrize(
    "block", [b for b in of_kind("python", "pytest") if b[0] != "docs/tutorial.md"], ids=block_id
)
def test_a_pytest_example_in_the_docs_passes(block, tmp_path):
    name, line, _, body = block
    test_file = tmp_path / "test_doc_example.py"
    test_file.write_text(body, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ARCADE_HEADLESS": "1"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test_file)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert result.returncode == 0, f"{name}:{line}:\n{result.stdout}\n{result.stderr}"


@pytest.mark.parametrize("block", of_kind("json"), ids=block_id)
def test_a_json_example_in_the_docs_parses(block):
    json.loads(block[3])


# The code and the game sources stand alone too: no comment points at the
# team's notes outside the repository.
SOURCE_OUTSIDE = re.compile(r"/work/|shared/|seeds/0|paperlang-reference|cdl-notes")
SOURCE_FOLDERS = ("paperc", "runtime", "games_src", "tests", "benchmarks", "scripts")
SOURCE_KINDS = {".py", ".pl", ".cdl", ".ebnf", ".toml", ".jinja", ".sh"}


def test_sources_name_nothing_outside_the_repository():
    found = []
    for folder in SOURCE_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in SOURCE_KINDS or path == Path(__file__).resolve():
                continue
            if ".venv" in path.parts or "__pycache__" in path.parts:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if SOURCE_OUTSIDE.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
