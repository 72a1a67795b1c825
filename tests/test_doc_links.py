"""The docs' links to each other resolve: a relative Markdown link names a
file of the repository (and, with `#anchor`, one of its headings), and a
reference written as a page and a quoted section (`solver.md`, "The
method") names a heading of that page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
# `docs/solver.md`, "The method"   or   (solver.md, "The method")
SECTION = re.compile(r"`?(?:docs/)?([a-z][a-z_-]*\.md)`?,\s+\"([^\"]+)\"")


def headings(page: Path) -> list[str]:
    """The page's headings, outside fenced blocks."""
    found, fenced = [], False
    for line in page.read_text(encoding="utf-8").split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line.startswith("#"):
            found.append(line.lstrip("#").strip())
    return found


def sections(page: Path) -> list[str]:
    """What a quoted section may name: a heading, or the bold words a
    paragraph or a list item starts with (`- **Safe moves.**`)."""
    bold = re.findall(r"^(?:[-*] |\d+\. )?\*\*([^*]+)\*\*", page.read_text(encoding="utf-8"), re.M)
    return headings(page) + [b.rstrip(".:") for b in bold]


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped,
    spaces as hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.lower())
    return text.replace(" ", "-")


def names_a_heading(quoted: str, page: Path) -> bool:
    """A quoted section names a heading when it is the heading or its start
    (a long heading is often quoted up to its colon)."""
    quoted = " ".join(quoted.split()).lower()
    return any(
        h.lower().replace("`", "").startswith(quoted.replace("`", "")) for h in sections(page)
    )


def broken_links(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    flat = " ".join(text.split())
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
            continue
        path, _, fragment = target.partition("#")
        where = (page.parent / path).resolve() if path else page
        if not where.exists():
            broken.append(f"{target}: no such file")
        elif fragment and where.suffix == ".md":
            if fragment not in {anchor(h) for h in headings(where)}:
                broken.append(f"{target}: no heading with that anchor")
    for name, quoted in SECTION.findall(flat):
        where = ROOT / "docs" / name
        if name == "README.md":
            where = ROOT / name
        if not where.exists():
            broken.append(f"{name}: no such page")
        elif not names_a_heading(quoted, where):
            broken.append(f'{name}, "{quoted}": no such heading')
    return broken


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_between_the_docs_resolves(page):
    assert broken_links(page) == []


def test_the_link_check_can_fail(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# A\n\n## The part\n\ntext\n", encoding="utf-8")
    page = docs / "b.md"
    page.write_text(
        "[fine](a.md) [fine too](a.md#the-part) [gone](nowhere.md) [no part](a.md#other)\n",
        encoding="utf-8",
    )
    assert broken_links(page) == [
        "nowhere.md: no such file",
        "a.md#other: no heading with that anchor",
    ]
    assert names_a_heading("The part", docs / "a.md")
    assert not names_a_heading("The whole", docs / "a.md")
