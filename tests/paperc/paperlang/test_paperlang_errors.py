"""Error cases: each `tests/paperc/cases/errors/<name>.pl` against `<name>.expected`,
the exact diagnostics paperc renders (the whole compile, so that what code
generation checks, such as `; refused:` sentences, is covered too).
`pytest --update-golden` rewrites them."""

from __future__ import annotations

from pathlib import Path

import pytest

from paperc import compile_source
from paperc.errors import CompileError

CASES = Path(__file__).resolve().parents[1] / "cases" / "errors"


@pytest.mark.parametrize("source", sorted(CASES.glob("*.pl")), ids=lambda p: p.stem)
def test_error_case(source, monkeypatch, request):
    monkeypatch.chdir(CASES)  # so messages name the file as `<name>.pl`
    with pytest.raises(CompileError) as caught:
        compile_source(source.read_text(encoding="utf-8"), source.name)
    rendered = caught.value.render() + "\n"
    expected = source.with_suffix(".expected")
    if request.config.getoption("--update-golden"):
        expected.write_text(rendered, encoding="utf-8")
    assert rendered == expected.read_text(encoding="utf-8")


def test_every_case_has_its_expected_output():
    sources = {p.stem for p in CASES.glob("*.pl")}
    expected = {p.stem for p in CASES.glob("*.expected")}
    assert sources == expected and len(sources) >= 20
