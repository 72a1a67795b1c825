"""The comments of a turn written as a machine (`paperlang_flat_machine`)
quote the statement each generated line comes from: the guard that runs
what follows an ending only while the turn has not ended or waited names
the statement it guards as written, a phase copy's `do` (not the phase's
own first line, in another part of the file)."""

from __future__ import annotations

from tests.compiling import compiled
from tests.runtime.paperlang.test_flat_machine_again import FOLD

# the turn may end the game between two runs of a phase that runs itself
# (line 23: the second `do fold`, which the guard holds)
GUARDED = FOLD.replace(
    "        do fold\n        pickone",
    "        do fold\n"
    "        if turns > 2 start\n"
    "            winneris currentPlayer\n"
    "        end\n"
    "        do fold\n"
    "        pickone",
)


def test_the_guard_around_a_phase_copy_names_its_do() -> None:
    lines = GUARDED.splitlines()
    assert lines[22].strip() == "do fold" and lines[7].strip() == "int k = waste.size"
    python = compiled(GUARDED, "guarded.pl").python
    guards = [line for line in python.splitlines() if "if s[KEPT][0] == 0:  #" in line]
    assert guards == ["            if s[KEPT][0] == 0:  # guarded.pl:23  do fold"]
