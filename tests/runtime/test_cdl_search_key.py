"""The CDL search key (runtime/engine/cdl/search_key.py): the piles of each
group of stacks the game's code cannot tell apart are kept as a sorted
multiset. Checked on real positions of the bundled games (a group
permuted, with a STACK global naming a member: the same key, the same
moves renamed, the same successors' keys), on the groups refused and why,
and by searching a small Forty Thieves to the end with either key."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from pathlib import Path

import pytest

from runtime import Session
from runtime.engine.cdl.search_key import alike_groups, why_apart
from runtime.solve import Search, key_of

MINI = Path(__file__).parent / "fixtures" / "mini_thieves.cdl"

PROVED = {
    "cws_forty_thieves": [("F1", "F8"), ("T1", "T10")],
    "cws_klondike": [("A1", "A4"), ("T1", "T7")],
    "cws_yukon": [("A1", "A4"), ("T1", "T7")],
    "cws_canfield": [("A1", "A4"), ("T1", "T4")],
    "cws_golf": [("C1", "C7")],
    "cws_calculation": [("W1", "W4")],
    "cws_aces_up": [],
    "cws_clock": [],
    "cws_spider_two_suits": [],
}


def names_of(rules, groups):
    return [(rules._names[g[0]], rules._names[g[-1]]) for g in groups]


@pytest.mark.parametrize("game", sorted(PROVED))
def test_the_groups_proved(game):
    rules = Session.open(game, seed=1).rules
    assert names_of(rules, alike_groups(rules)) == PROVED[game]


def test_what_tells_stacks_apart():
    def why(game, first, last):
        rules = Session.open(game, seed=1).rules
        names = rules._names
        return why_apart(rules, tuple(range(names.index(first), names.index(last) + 1)))

    # a row dealt from the stock: which column gets which card is the loop's order
    assert "changes the game" in why("cws_spider_two_suits", "T1", "T10")
    assert "changes the game" in why("cws_aces_up", "C1", "C4")
    # Calculation's foundations build by 1, 2, 3 and 4: Step names each
    assert why("cws_calculation", "F1", "F4") == "func_step names F1 on its own"
    # the Clock's piles are hours: Home returns the pile of a rank
    assert "returns what is not true or false" in why("cws_clock", "H1", "H12")
    # Spider sends a finished suit to the first empty foundation
    assert "proc_sendoff" in why("cws_spider_two_suits", "F1", "F8")


def stack_globals(rules):
    return [i for i, (_, value) in enumerate(rules.global_vars) if value is None]


def permuted(rules, state, chooser):
    """`state` with each group's piles and drawings shuffled, the STACK
    globals following their stack, and where each stack went."""
    moved = list(range(len(state.piles)))
    for group in alike_groups(rules):
        order = list(group)
        chooser.shuffle(order)
        for new, old in zip(group, order, strict=True):
            moved[old] = new
    piles, bottoms = list(state.piles), list(state.bottoms)
    for old, new in enumerate(moved):
        piles[new], bottoms[new] = state.piles[old], state.bottoms[old]
    globals_ = list(state.globals)
    for index in stack_globals(rules):
        if globals_[index] is not None:
            globals_[index] = moved[globals_[index]]
    other = dataclasses.replace(
        state, piles=tuple(piles), bottoms=tuple(bottoms), globals=tuple(globals_)
    )
    return other, moved


def renamed(rules, moves, moved):
    names = rules._names
    where = {name: i for i, name in enumerate(names)}

    def name(stack):
        return None if stack is None else names[moved[where[stack]]]

    return Counter((name(m.source), name(m.target), m.count, m.index) for m in moves)


@pytest.mark.parametrize(
    ("game", "seed"),
    [("cws_forty_thieves", 3), ("cws_klondike", 5), ("cws_canfield", 2), ("cws_yukon", 1)],
)
def test_a_group_permuted_has_the_same_search_key_moves_and_successors(game, seed):
    chooser = random.Random(seed)
    changed = 0
    for run in range(4):
        session = Session.open(game, seed=seed + run)
        rules = session.rules
        for _ in range(40):
            state = session.state
            moves = rules.moves(state)
            if not moves or state.outcome != "playing":
                break
            other, moved = permuted(rules, state, chooser)
            assert rules.search_key(other) == rules.search_key(state)
            others = rules.moves(other)
            assert renamed(rules, others, list(range(len(moved)))) == renamed(rules, moves, moved)
            after = Counter(rules.search_key(rules.successor(state, m)) for m in moves)
            assert Counter(rules.search_key(rules.successor(other, m)) for m in others) == after
            if rules.key(other) != rules.key(state):
                changed += 1
            session.play(chooser.choice(moves))
    assert changed > 40


def test_a_stack_global_names_its_member_by_its_pile():
    # Canfield keeps the stack a drag started from (`source`, a STACK global)
    session = Session.open("cws_canfield", seed=2)
    rules = session.rules
    first = rules._names.index("T1")
    state = session.state
    source = stack_globals(rules)[0]
    named = [dataclasses.replace(state, globals=(first + i,)) for i in range(4)]
    assert source == 0
    keys = {rules.search_key(s) for s in named}
    piles = {state.piles[first + i] for i in range(4)}
    assert len(keys) == len(piles)  # one key per different pile named


def test_the_session_key_stays_exact_and_the_search_uses_the_search_key():
    session = Session.open("cws_forty_thieves", seed=1)
    rules = session.rules
    assert key_of(rules) == rules.search_key
    state = session.state
    swapped = list(state.piles)
    t1, t2 = rules._names.index("T1"), rules._names.index("T2")
    swapped[t1], swapped[t2] = swapped[t2], swapped[t1]
    other = dataclasses.replace(state, piles=tuple(swapped))
    assert rules.search_key(other) == rules.search_key(state)
    assert rules.key(other) != rules.key(state)


def test_a_game_with_no_alike_stacks_keeps_the_exact_key():
    rules = Session.open("cws_clock", seed=1).rules
    assert rules.search_key == rules.key


@pytest.mark.parametrize(("game", "seed"), [("cws_klondike", 3), ("cws_forty_thieves", 2)])
def test_a_child_s_key_from_its_parent_s_is_the_key_worked_out_whole(game, seed):
    """The search's successor tells the key which piles a move changed
    (`SearchKey.played`): the key keeps the parent's numbers for the others
    and is the one worked out from every pile, for every move of positions
    along a random playout (drops, the stock's clicks, integrity? turning a
    column's top)."""
    session = Session.open(game, seed=seed)
    rules = session.rules
    key = rules.search_key
    chooser, state = random.Random(seed), session.state
    checked = 0
    for _ in range(60):
        moves = rules.moves(state)
        if not moves or state.outcome != "playing":
            break
        for move in moves:
            child = rules.search_successor(state, move)
            noted = key.played[0] is child
            after = key(child)
            key.played = (None, None, ())
            assert after == key(child)
            checked += noted
        state = rules.successor(state, chooser.choice(moves))
    assert checked > 100


def verdicts(seeds, budget):
    out = []
    for seed in seeds:
        session = Session.open(str(MINI), seed=seed)
        rules = session.rules
        coarse = Search(rules).solve(session.state, budget)
        exact = Search(rules, key=rules.key).solve(session.state, budget)
        assert coarse.verdict == exact.verdict != "unknown", seed
        assert coarse.states <= exact.states
        if coarse.verdict == "won":
            for move in coarse.moves:
                session.play(move)
            assert session.status == "won"
        out.append((coarse.verdict, coarse.states, exact.states))
    return out


def test_a_small_forty_thieves_searched_to_the_end_has_the_same_verdicts_by_either_key():
    rules = Session.open(str(MINI), seed=1).rules
    assert names_of(rules, alike_groups(rules)) == [("F1", "F4"), ("T1", "T4")]
    found = verdicts(range(1, 6), 100_000)
    lost = [f for f in found if f[0] == "lost"]
    assert lost and all(coarse * 5 < exact for _, coarse, exact in lost)


@pytest.mark.slow
def test_a_small_forty_thieves_deals_1_to_60_by_either_key():
    found = verdicts(range(1, 61), 200_000)
    assert set(Counter(f[0] for f in found)) == {"won", "lost"}


@pytest.mark.parametrize(
    ("change", "to", "why"),
    [
        # the win names one foundation on its own
        ("  return true;\nend;\n\nORDER", "  return F1! = 4;\nend;\n\nORDER", "pred_win names F1"),
        # a loop whose variable is read after it: the stock's card goes to the
        # first empty column
        (
            "Pull 1 to Waste; end;",
            "Pull 1 to Waste; end;\n  SelectRight(Spos : index) is begin"
            " with it do if it! = 0 then break for T1, T2, T3, T4; Pull 1 to it; end;",
            "reads its variable after the loop",
        ),
    ],
)
def test_a_program_that_names_a_member_apart_keeps_its_order(tmp_path, change, to, why):
    source = MINI.read_text()
    assert change in source
    path = tmp_path / "apart.cdl"
    path.write_text(source.replace(change, to))
    rules = Session.open(str(path), seed=1).rules
    assert len(alike_groups(rules)) == 1
    members = (2, 3, 4, 5) if "F1" in why else (6, 7, 8, 9)
    assert why in why_apart(rules, members)
