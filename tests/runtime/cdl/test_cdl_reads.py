"""A search follows the stock's click by what its flat version read
(runtime/engine/cdl/reads.py): the same places holding equal piles give
back the change the first run made, and anything else runs it again."""

from __future__ import annotations

import random

from runtime.engine.cdl.game import _flat_run
from runtime.engine.cdl.reads import PressMemo, Reading
from runtime.session import Session


def test_a_click_is_given_back_where_what_it_read_is_the_same():
    rules = Session.open("cws_klondike", seed=3).rules
    stock = rules._names.index("Stock")
    flat = rules._flat_press[rules._press["left"][stock].__name__]
    memo = PressMemo()
    chooser, state = random.Random(3), rules.deal(3)[0]
    given_back = 0
    for _ in range(150):
        piles, bottoms = state.piles, state.bottoms
        kept = memo.size
        done = memo.run(rules, flat, piles, bottoms, state.globals, stock, 1)
        P, B = list(piles), list(bottoms)
        assert _flat_run(rules, flat, P, B, state.globals, stock, 1) is not None
        assert done is not None
        assert (done[0], list(done[1])) == (P, B)
        assert set(done[2]) == {i for i in range(len(P)) if P[i] != piles[i]}
        given_back += memo.size == kept
        moves = rules.moves(state)
        if not moves:
            break
        state = rules.successor(state, chooser.choice(moves))
    # it read the stock and the waste: the stock going round meets them again
    assert {w[3] for press in memo.kept.values() for w in press[3]} == {((0, 1), ())}
    assert given_back > 50


def test_a_press_that_reads_the_piles_otherwise_is_not_kept():
    def reads_every_pile(game, P, B, G, S, key, pos):
        if sum(len(p) for p in P) > 0:
            P[key] = P[key][:-1]

    memo = PressMemo()
    piles = ((1, 2), (3,), ())
    P, B, changed = memo.run(None, reads_every_pile, piles, (0, 0, 0), (), 0, 1)
    assert P == [(1,), (3,), ()] and changed == (0,)
    assert [press[3] for press in memo.kept.values()] == [[]]
    read = Reading([(), (5,)])
    assert read[1] == (5,) and read[-1] == (5,) and read.read == {1} and not read.whole
    assert list(reversed(read)) and read.whole
