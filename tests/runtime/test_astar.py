"""Klondike-Solver's kind of search (`Search(method="astar")`) on the real
Klondike: best-first by the real moves made plus an estimate of the moves
left, over the narrow moves, keyed without the stock's place. Its wins
replay through Session; running out of positions proves nothing; past
`DEEP_FROM` it goes before the plain dive."""

from __future__ import annotations

from runtime import Session, solve
from runtime.solve import Search
from runtime.stock_fold import Folded
from tests.runtime.test_solve import replays_to_a_win


def test_positions_that_differ_only_in_where_the_stock_stands_share_one_key():
    session = Session.open("klondike", seed=33)
    search = Search(session.rules, method="astar")
    state = session.state
    turn = next(move for move in session.rules.moves(state) if move.source == "deck")
    turned = search.fold.plain_successor(state, turn)
    assert session.rules.search_key(turned) != session.rules.search_key(state)
    assert search.key(turned) == search.key(state)
    # a card played from the waste is another position
    folded = next(move for move in search.moves_of(state) if isinstance(move, Folded))
    assert search.key(search.successor(state, folded)) != search.key(state)


def test_the_astar_search_proves_nothing_when_it_runs_out_of_positions():
    session = Session.open("klondike", seed=46)  # lost: the whole moves prove it
    found = Search(session.rules, method="astar").solve(session.state, 20_000)
    assert (found.verdict, found.why) == ("unknown", "narrow")


def test_the_astar_search_wins_a_deal_and_the_win_replays():
    session = Session.open("klondike", seed=17)
    found = Search(session.rules, method="astar").solve(session.state, 3_000)
    assert found.verdict == "won"
    assert replays_to_a_win(Session.open("klondike", seed=17), found.moves)


def test_past_deep_from_the_astar_search_goes_before_the_plain_dive(monkeypatch):
    # Klondike deal 17: the A* search alone wins it in 2,575 positions, the
    # plain dive not within 3,375. With DEEP_FROM at 300 states, the searches
    # take turns up to 300, then the A* search has DEEP_WINS of the rest and
    # wins; with no share for it the dive has the rest and does not
    session = Session.open("klondike", seed=17)
    monkeypatch.setattr(solve, "DEEP_FROM", 300)
    monkeypatch.setattr(solve, "DEEP_WINS", 3_000)
    found = Search(session.rules).solve(session.state, 3_300)
    assert found.verdict == "won" and found.states <= 3_300
    monkeypatch.setattr(solve, "DEEP_WINS", 0)
    assert Search(session.rules).solve(session.state, 3_300).verdict == "unknown"
