"""CDL error cases: tests/paperc/cases/cdl_errors/<name>.cdl and the exact
diagnostics expected in <name>.expected (`--update-golden` rewrites them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from paperc import CompileError, compile_source

CASES = Path(__file__).resolve().parents[1] / "cases" / "cdl_errors"
SOURCES = sorted(CASES.glob("*.cdl"))


def diagnostics_of(source: Path) -> str:
    text = source.read_text(encoding="utf-8")
    path = f"cdl_errors/{source.name}"
    with pytest.raises(CompileError) as info:
        compile_source(text, path)
    return info.value.render() + "\n"


@pytest.mark.parametrize("source", SOURCES, ids=[s.stem for s in SOURCES])
def test_error_case(source: Path, request: pytest.FixtureRequest) -> None:
    got = diagnostics_of(source)
    expected = source.with_suffix(".expected")
    if request.config.getoption("--update-golden") or not expected.exists():
        expected.write_text(got, encoding="utf-8")
    assert got == expected.read_text(encoding="utf-8")


def test_every_diagnostic_names_file_line_and_column() -> None:
    for source in SOURCES:
        for line in diagnostics_of(source).splitlines():
            if not line.startswith(" "):
                assert line.startswith(f"cdl_errors/{source.name}:"), line
                assert ": error: " in line and line.rstrip().endswith("]") and "[C" in line, line
