"""The compile cache behind `Session.open` on a source: a second open reuses
the compiled module, and any change to what the module is made from
compiles again."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import paperc
from runtime import Session, compile_cache

ROOT = Path(__file__).resolve().parents[2]
GOLF = (ROOT / "games_src" / "golf.pl").read_text(encoding="utf-8")


def compiles(monkeypatch) -> list[Path]:
    """Record every real compile from now on."""
    seen: list[Path] = []
    real = paperc.compile_file_to_source

    def counting(path):
        seen.append(Path(path))
        return real(path)

    monkeypatch.setattr(paperc, "compile_file_to_source", counting)
    return seen


def test_a_second_open_reuses_the_compiled_module(cache, tmp_path, monkeypatch):
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    seen = compiles(monkeypatch)
    first = Session.open(source, seed=4)
    second = Session.open(source, seed=4)
    assert seen == [source]
    assert [str(m) for m in first.moves()] == [str(m) for m in second.moves()]
    assert len(list(cache.glob("*.py"))) == 1


def test_a_changed_source_compiles_again(cache, tmp_path, monkeypatch):
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    assert Session.open(source).title == "Golf"
    source.write_text(GOLF.replace("game Golf start", "game Golfing start"), encoding="utf-8")
    seen = compiles(monkeypatch)
    assert Session.open(source).title == "Golfing"
    assert seen == [source]


def test_a_changed_include_compiles_again(cache, tmp_path, monkeypatch):
    (tmp_path / "rules.pl").write_text("int bonus = 1\n", encoding="utf-8")
    source = tmp_path / "tiny.pl"
    source.write_text(
        'game Tiny start\n  #use "deck"\n  #use "rules.pl"\n  pile deck start at 0 0 end\n'
        "  turn start\n    pickone start\n      pick deck -> deck top 1 then\n"
        "    end\n  end\nend\n",
        encoding="utf-8",
    )
    Session.open(source)
    seen = compiles(monkeypatch)
    Session.open(source)
    assert seen == []
    (tmp_path / "rules.pl").write_text("int bonus = 2\n", encoding="utf-8")
    Session.open(source)
    assert seen == [source]


def test_a_corrupt_entry_is_set_aside_and_compiled_again(cache, tmp_path, monkeypatch):
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    Session.open(source)
    (entry,) = cache.glob("*.py")
    entry.write_bytes(b"\xff\xfe not a module")
    seen = compiles(monkeypatch)
    assert Session.open(source, seed=2).status == "playing"
    assert seen == [source]
    (aside,) = cache.glob(entry.name + ".corrupt-*")
    assert aside.read_bytes() == b"\xff\xfe not a module"


def test_errors_are_not_cached(cache, tmp_path):
    source = tmp_path / "bad.pl"
    source.write_text("game Bad start\n  int x = \nend\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(Exception, match="bad.pl:"):
            Session.open(source)
    assert not list(cache.glob("*.py"))


def test_two_processes_share_the_cache(cache, tmp_path, processes):
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    script = (
        "import sys; from runtime import Session; "
        "print(len(Session.open(sys.argv[1], seed=3).moves()))"
    )
    runs = [
        processes(
            [sys.executable, "-c", script, str(source)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    outputs = {run.communicate(timeout=120)[0] for run in runs}
    assert all(run.returncode == 0 for run in runs)
    assert len(outputs) == 1
    assert [p.name for p in cache.iterdir() if p.name.endswith(".tmp")] == []
    assert len(list(cache.glob("*.py"))) == 1


def test_a_hit_imports_no_parser(cache, tmp_path):
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    # the key of paperc as it is now, as the child reads it: this process
    # may have read paperc's files long ago (and they may have changed since)
    compile_cache.compiler_fingerprint.cache_clear()
    Session.open(source)
    script = (
        "import sys; from runtime import Session; Session.open(sys.argv[1]); "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'tatsu', 'jinja2'}))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, str(source)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PAPER_CACHE_DIR": str(cache)},
    )
    assert out.stdout.strip() == "[]"


def test_key_depends_on_compiler_and_source(tmp_path):
    source = tmp_path / "golf.pl"
    source.write_text(GOLF, encoding="utf-8")
    data = source.read_bytes()
    key = compile_cache.source_key(data, "golf.pl")
    assert key == compile_cache.source_key(data, "golf.pl")
    assert key != compile_cache.source_key(data, "other/golf.pl")
    assert key != compile_cache.source_key(data + b"\n", "golf.pl")
