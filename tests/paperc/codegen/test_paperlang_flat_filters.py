"""A pick's long `where` filter written once (`paperlang_flat_filters.py`):
Pyramid's "no card covers it" tests are methods that `flat_options` and
`flat_why` both call, and the two agree move for move: a pair is listed
exactly when `flat_why` says both its filters hold."""

from __future__ import annotations

import inspect
import random
from pathlib import Path

import pytest

from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]


def source_of(session: Session, name: str) -> str:
    return inspect.getsource(getattr(type(session.rules), name))


@pytest.mark.parametrize("game", ["pyramid", "pyramid_relaxed"])
def test_pyramid_writes_each_filter_once_for_the_listing_and_the_refusals(game: str) -> None:
    session = Session.open(ROOT / "plugins" / f"{game}.py", seed=0)
    options, why = source_of(session, "flat_options"), source_of(session, "flat_why")
    sources = "(*PYRAMID, DECK, WASTE)"  # (the listing's loop; `flat_why`'s source alone)
    for call in ("self.flat_from_0(s, {}, card_v, attrs)", "self.flat_from_1(s, {}, attrs)"):
        assert call.format(sources) in options and call.format("(a,)") in why
    assert "self.flat_to_1(s, a, b, attrs)" in options and "self.flat_to_1(s, a, b, attrs)" in why
    text = (ROOT / "plugins" / f"{game}.py").read_text(encoding="utf-8")
    # (the free-ness of the destination, source line 67: once in the module)
    assert text.count("PYRAMID, 67)") == 2 and "PYRAMID, 67)" in source_of(session, "flat_to_1")


@pytest.mark.parametrize("seed", range(4))
def test_pyramid_lists_a_pair_exactly_when_its_filters_hold(seed: int) -> None:
    session = Session.open(ROOT / "plugins" / "pyramid.py", seed=seed)
    rules, chooser = session.rules, random.Random(seed)
    for _ in range(60):
        state = session.state
        listed = {(o[1], o[2]) for o in rules.flat_options(state) if o[0] == 1}
        for a in range(30):  # (the pyramid, the stock and the waste)
            for b in range(30):
                answer = rules.flat_why(state, 1, a, b, len(state[a]) - 1)
                assert ((a, b) in listed) == (answer is not None and answer[:2] == (True, True))
        moves = session.moves()
        if not moves:
            break
        session.play(chooser.choice(moves))
