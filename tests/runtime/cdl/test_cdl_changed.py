"""A search's successor of a direct drop kept by the piles it moves between
(runtime/engine/cdl/changed.py): integrity? run over the two changed piles
alone where `turned_alone` proves it turns each member's top card on its
own, and the state the same as the general way makes (and as `play`)."""

from __future__ import annotations

import random

import pytest
from conftest import ROOT, rules_of

from runtime.engine.cdl.changed import TRIED
from runtime.engine.cdl.search_key import turned_alone
from runtime.engine.cdl.state import LazyState, lazy
from runtime.session import Session
from runtime.solve import Search

KLONDIKE = (ROOT / "games_src" / "cws_klondike.cdl").read_text()
INTEGRITY = "if IsSideDown?(it[it!]) then Turn it[it!] side up"

TURNED = {
    "cws_klondike": ("T1", "T7"),
    "cws_yukon": ("T1", "T7"),
    "cws_tour": ("A1", "D1"),
    "cws_golf": (),  # no integrity?
    "cws_spider_two_suits": None,  # it sends a finished run off
    "cws_clock": None,  # it turns the top of the stack a global names
}


@pytest.mark.parametrize("game", sorted(TURNED))
def test_what_integrity_turns_alone(game):
    rules = rules_of(ROOT / "games_src" / f"{game}.cdl")()
    found = turned_alone(rules)
    ends = found and (rules._names[found[0]], rules._names[found[-1]])
    assert ends == TURNED[game]
    assert (rules._changed is None) == (found is None)


@pytest.mark.parametrize(
    "body",
    [
        # turned to two sides: doing it twice is not doing it once
        "if IsSideDown?(it[it!]) then Turn it[it!] side up else Turn it[it!] side down",
        "Turn it[1] side up",  # not the top card
        "if IsSideDown?(it[it!]) and (Waste! > 0) then Turn it[it!] side up",  # reads another
    ],
)
def test_an_integrity_that_does_more_is_not_taken(tmp_path, body):
    path = tmp_path / "more.cdl"
    path.write_text(KLONDIKE.replace(INTEGRITY, body))
    rules = rules_of(path)()
    assert turned_alone(rules) is None and rules._changed is None


def made(rules, state, listed):
    """The `LazyState` the search makes over the piles after the move
    `listed` (a drop kept by `Changed.drop`, where the game has one); its
    search key worked out from the parent's numbers and the changed piles
    (`SearchKey.after`) is the one worked out whole."""
    kept = rules._changed and len(listed) == 3 and rules._changed.drop(rules, state, *listed)
    P, B, changed = kept or rules._search_piles(state, listed)
    new = lazy(tuple(P), B, state.globals, state.rng, state.next_id, rules._judge)
    keyed = rules.search_key
    assert keyed.after(state, P, changed, B) == keyed(new)
    return new


def alike(rules, state):
    """Every move listed in `state` the search makes over the changed piles
    (a drop or a flat press's click): the state is the general way's, and
    the search key was told the right piles changed. How many there were."""
    changed = rules._changed
    rules.moves(state)
    checked = 0
    known = rules._successors.get(id(state), (None, {}))
    for listed in list(known[1].values()):
        if type(listed) is not tuple or len(listed) not in (3, 4):
            continue
        new = made(rules, state, listed)
        rules._changed = None
        general = made(rules, state, listed)
        rules._changed = changed
        assert type(new) is LazyState and new == general
        checked += 1
    return checked


@pytest.mark.parametrize("game", ["cws_klondike", "cws_yukon", "cws_golf"])
def test_a_successor_over_the_changed_piles_is_the_general_ones(game):
    rules = rules_of(ROOT / "games_src" / f"{game}.cdl")()
    chooser, checked = random.Random(game), 0
    for seed in (1, 2):
        state = rules.deal(seed)[0]
        for _ in range(40):
            checked += alike(rules, state)
            listed = rules.moves(state)
            if not listed:
                break
            state = rules.search_successor(state, chooser.choice(listed))
    assert checked > 40
    assert rules._changed.drops or rules._changed.piles  # (kept: the way was taken)


def test_a_deal_integrity_would_change_follows_the_general_way(tmp_path):
    """Even columns dealt with their tops face down: the first move's
    integrity? turns them, so a drop from the deal is not kept; from the
    state after it, drops are."""
    path = tmp_path / "down.cdl"
    dealt = "Pull n from Stock;\n  if n mod 2 = 1 then Turn [!] side up;"
    path.write_text(KLONDIKE.replace("Pull n from Stock;\n  Turn [!] side up;", dealt))
    rules = rules_of(path)()
    state, drops = None, []
    for seed in range(1, 30):
        state = rules.deal(seed)[0]
        drops = [m for m in rules.moves(state) if m.target is not None]
        if drops:
            break
    assert drops, "no drop from the deals"
    for move in drops:
        listed = rules._drops[1][move.detail]
        assert rules._changed.drop(rules, state, *listed) is None
        after = rules.search_successor(state, move)
        assert after == rules.play(state, move)[0]
    assert alike(rules, after) > 0


@pytest.mark.parametrize(("game", "seldom"), [("cws_golf", True), ("cws_klondike", False)])
def test_drops_found_again_seldom_are_not_kept(game, seldom):
    """Golf's drops all go onto the foundation, which changes with every
    card played: after `TRIED` drops few were found again, and none is
    kept from then on; Klondike's come back."""
    session = Session(rules_of(ROOT / "games_src" / f"{game}.cdl")(), 1)
    Search(session.rules).solve(session.state, budget=1_500)
    assert session.rules._changed.followed >= TRIED
    assert session.rules._changed.seldom is seldom
