"""Nothing in the repository names a file it lacks: every path into the tree
(`docs/...`, `runtime/...`, `tests/...`) and every Markdown page a file
mentions exists in a clone."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOP = r"(?:paperc|runtime|plugins|games_src|tests|docs|benchmarks|scripts|\.ci)"
PATH = re.compile(r"(?<![\w/.~-])(" + TOP + r"/[\w./-]*\w)")
PAGE = re.compile(r"(?<![\w/.-])([\w-]+\.md)\b")
TEXT = {".py", ".md", ".toml", ".sh", ".jinja", ".txt", ".ebnf", ""}

# names that are not references to a file of the tree, each with its reason
NOT_FILES = {
    "runtime/bundled",  # where the bundled games are once installed (pyproject.toml maps plugins/)
    "games_src/k_i_n_g.pl",  # a file name a test makes up to check ids
}


def _tracked() -> list[Path]:
    out = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    return [ROOT / name for name in out.split()]


def _references(path: Path, text: str) -> set[str]:
    refs = {m.group(1).rstrip(".") for m in PATH.finditer(text)}
    # patterns and placeholders (`cws_*`, `<game>`, `GAME.csv`), not files
    refs = {ref for ref in refs if not re.search(r"[*<>{}]|_$|/[A-Z]+(\.\w+)?$", ref)}
    return refs | {m.group(1) for m in PAGE.finditer(text)}


def _exists(ref: str, near: Path) -> bool:
    if "/" in ref:
        return (ROOT / ref).exists() or (ROOT / f"{ref}.py").exists()
    return any((folder / ref).exists() for folder in (ROOT, ROOT / "docs", near.parent))


def test_every_file_named_exists():
    missing = []
    for path in _tracked():
        relative = path.relative_to(ROOT)
        if path.suffix not in TEXT or relative.parts[0] == "plugins" or "cases" in relative.parts:
            continue
        if relative in (
            Path("tests/test_docs.py"),
            Path("tests/test_references.py"),
            Path("tests/test_doc_links.py"),
        ):
            continue  # they name, to forbid or to test, files that do not exist
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        for ref in sorted(_references(path, text) - NOT_FILES):
            if not _exists(ref, path):
                missing.append(f"{relative} names {ref}")
    assert not missing, "\n".join(missing)


def test_the_check_finds_a_missing_file(tmp_path):
    page = tmp_path / "page.md"
    text = "see docs/nowhere.md and `ARCHITECTURE.md`"
    refs = _references(page, text)
    assert refs == {"docs/nowhere.md", "ARCHITECTURE.md"}
    assert not any(_exists(ref, page) for ref in refs)
