"""`paperc --explain`: every code paperc can emit has an explanation, and
its wrong example gets that code while its right example compiles."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from paperc import CompileError, compile_file_to_source
from paperc.cli import main
from paperc.explain import explanations, render, source_name, wrong_env, wrong_source

ROOT = Path(__file__).resolve().parents[2]
CODE = re.compile(r"""["'(]([PCE]\d{3})["']""")


def emitted_codes() -> set[str]:
    """Every diagnostic code written in paperc's sources (not the explanations)."""
    codes: set[str] = set()
    for path in (ROOT / "paperc").rglob("*.py"):
        if "explain" in path.parts:
            continue
        codes.update(CODE.findall(path.read_text(encoding="utf-8")))
    return codes


def test_the_code_scan_finds_the_known_families():
    codes = emitted_codes()
    assert {"P001", "P102", "C001", "C101", "E001", "E003"} <= codes
    assert len(codes) > 80


def test_every_emitted_code_is_explained():
    missing = sorted(emitted_codes() - set(explanations()))
    assert not missing, f"no explanation in paperc/explain/ for {', '.join(missing)}"


def test_every_explanation_is_of_a_code_paperc_emits():
    stale = sorted(set(explanations()) - emitted_codes())
    assert not stale, f"explained but never emitted: {', '.join(stale)}"


def _codes_of(tmp_path: Path, code: str, text: str, which: str, monkeypatch) -> list[str]:
    entry = explanations()[code]
    folder = tmp_path / which
    folder.mkdir()
    path = folder / source_name(code, which)
    if which == "wrong" and "wrong_encoding" in entry:
        path.write_bytes(text.encode(entry["wrong_encoding"]))
    else:
        path.write_text(text, encoding="utf-8")
    with monkeypatch.context() as env:
        for key, value in (wrong_env(code) if which == "wrong" else {}).items():
            env.setenv(key, value)
        return _compile(path)


def _compile(path: Path) -> list[str]:
    """The codes of the errors compiling `path` gets."""
    try:
        compile_file_to_source(path)
    except CompileError as exc:
        return [d.code for d in exc.diagnostics]
    return []


@pytest.mark.parametrize("code", sorted(explanations()))
def test_the_examples_are_real(code, tmp_path, monkeypatch):
    entry = explanations()[code]
    for key in ("title", "text", "wrong", "right"):
        assert entry.get(key, "").strip(), f"{code} has no {key}"
    wrong = _codes_of(tmp_path, code, wrong_source(code), "wrong", monkeypatch)
    assert code in wrong, f"{code}'s wrong example gets {wrong or 'no diagnostic'}"
    right = _codes_of(tmp_path, code, entry["right"].lstrip("\n"), "right", monkeypatch)
    assert right == [], f"{code}'s right example gets {right}"


def test_explain_prints_the_explanation(capsys):
    assert main(["--explain", "P015"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("P015: ")
    assert "Wrong (game.pl):" in out and "Right (game.pl):" in out
    assert "while x = 3 start" in out and "while x == 3 start" in out
    assert out.strip() == render("P015").strip()


def test_explain_takes_lower_case(capsys):
    assert main(["--explain", "p015"]) == 0
    assert capsys.readouterr().out.startswith("P015: ")


def test_an_unknown_code_is_a_usage_error_naming_it(capsys):
    assert main(["--explain", "P999"]) == 2
    err = capsys.readouterr().err
    assert "P999" in err and "no such diagnostic code" in err
