"""A build transfer's options, found through the piles' rule tables (and
the destinations indexed by the card types they take), are exactly what
asking `Judge.problem` of every source, destination and cut point says,
in the same order: each cut point top card first, then each destination
in set order. Checked on the positions of random playouts of the bundled
build games, with every pile as both a source and a destination."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.engine.paperlang import transfer as tr
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.general import as_general, twin

ROOT = Path(__file__).resolve().parents[3]


def expected(rt, sources, dests) -> list[list[tuple]]:
    judge, stacks = rt.game.judge, rt.table.stacks
    found = []
    for source in sources:
        cards = stacks[source.index]
        options = []
        if cards:
            points = judge.run(cards, source).points
            for point in points:
                for dest in dests:
                    if dest is source:
                        continue
                    if judge.problem(stacks, source, dest, cards[point:], run=True) is None:
                        options.append((source, dest, (point,)))
        found.append(options)
    return found


@pytest.mark.parametrize("game", ["klondike", "freecell", "canfield", "corners", "golf"])
def test_build_options_are_what_the_rules_say(game: str) -> None:
    chooser = random.Random(5)
    for seed in range(2):
        session = Session.open(ROOT / "plugins" / f"{game}.py", seed=seed)
        rules = session.rules
        for _ in range(60):
            if not session.moves():
                break
            runs = rules
            if isinstance(rules, FlatGame):  # a fast-path game: the general engine's twin
                runs = twin(type(rules))
                as_general(rules, session.state, runs)
            rt = runs._live[1]  # the runtime of the turn waiting on this position
            stacks = tuple(rules.stack_list)
            spec = tr.Spec(0, stacks, (stacks,), build=True, choose=True, cut=True)
            built = tr.build_each(rt, spec, tr.Filters(rt, spec), stacks)
            assert built == expected(rt, stacks, stacks)
            one = tr.build_each(rt, spec, tr.Filters(rt, spec), stacks[:1])
            assert one == expected(rt, stacks[:1], stacks)
            # onto ruled piles only: the destinations indexed by what they take
            ruled = tuple(s for s in stacks if rules.judge.rules[s.index] is not None)
            spec = tr.Spec(0, stacks, (ruled,), build=True)
            if not rules.judge.fixed:  # (an empty `X` pile is asked each time)
                assert tr._targets(rt, spec, rules.judge) is not None
            built = tr.build_each(rt, spec, tr.Filters(rt, spec), stacks)
            assert built == expected(rt, stacks, ruled)
            session.play(chooser.choice(session.moves()))
