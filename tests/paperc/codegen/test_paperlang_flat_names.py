"""The compiled code names where each stack sits in the state: module
constants (`WASTE = 1`, `TABLEAU = range(6, 13)`) that the generated code
reads instead of bare stack indexes, and that match the stacks the engine
builds."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.test_flat import FLAT

ROOT = Path(__file__).resolve().parents[3]
BARE = re.compile(r"\bs\[\d+\]")  # a stack read by its number


FAMILY = re.compile(r'shared_rules\(\s*"(\w+)"')  # the family module a plugin's class builds on


def module_text(game: str) -> str:
    """The game's plugin, and its family's module when it has one (`paperc --share`)."""
    text = (ROOT / "plugins" / f"{game}.py").read_text(encoding="utf-8")
    family = FAMILY.search(text)
    if family is not None:
        shared = ROOT / "plugins" / "included" / f"{family.group(1)}.py"
        text += shared.read_text(encoding="utf-8")
    return text


@pytest.mark.parametrize("game", ["klondike", "freecell", "golf", "scorpion", "pyramid"])
def test_the_constants_name_the_engine_s_stacks(game: str) -> None:
    rules = Session.open(ROOT / "plugins" / f"{game}.py", seed=1).rules
    assert isinstance(rules, FlatGame)
    # (each module names the stacks its code reads: the plugin's, its family module's)
    modules = [sys.modules[k.__module__] for k in type(rules).__mro__[:-1] if k is not FlatGame]
    modules = [m for m in modules if hasattr(m, "LINE_TABLE")]
    for index, stack in enumerate(rules.stack_list):
        named = [getattr(m, stack.base.upper()) for m in modules if hasattr(m, stack.base.upper())]
        assert named, stack
        for at in named:
            assert index in at if isinstance(at, range) else index == at, stack


# (these sum the foundations' sizes on one line too long with the names: `number_members`)
NUMBERED = {"klondike_vegas", "superior_canfield", "canfield", "canfield_draw_one"}


@pytest.mark.parametrize("game", sorted(set(FLAT) - NUMBERED))
def test_no_stack_is_read_by_its_bare_number(game: str) -> None:
    text = module_text(game)
    assert "flat_options" in text
    assert not BARE.findall(text)


def test_klondike_reads_as_its_source() -> None:
    text = module_text("klondike")
    for line in ("WASTE = 1", "TABLEAU = range(6, 13)", "in TABLEAU:", "len(s[WASTE])"):
        assert line in text
    assert "flat_alike = (FOUNDATIONS, TABLEAU)" in text
    assert type(Session.open("klondike", seed=1).rules).flat_alike == (
        (2, 3, 4, 5),
        (6, 7, 8, 9, 10, 11, 12),
    )
