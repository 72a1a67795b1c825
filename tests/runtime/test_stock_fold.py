"""A stock's turns folded into the moves from its waste (`runtime.stock_fold`),
on the real Klondike: every folded move is real moves that replay through
Session, the folded search wins what the plain one leaves unknown, and
games of another shape (FreeCell, Golf) are left as they are."""

from __future__ import annotations

from runtime import Session
from runtime.solve import Search
from runtime.stock_fold import TURNS_AT_MOST, Folded, StockFold, unfold


def test_each_folded_move_is_the_turns_then_a_waste_move_that_replay_through_session():
    session = Session.open("klondike", seed=4)
    search = Search(session.rules)
    fold = search.fold
    assert isinstance(fold, StockFold)
    moves = fold.moves(session.state)
    folded = [move for move in moves if isinstance(move, Folded)]
    assert folded, "some waste card comes up as the stock turns"
    assert all(move.source != "deck" for move in moves)  # no bare turn is left
    for move in folded:
        assert move.source == "waste" and move.path[-1].source == "waste"
        assert all(step.source == "deck" for step in move.path[:-1])
        replay = Session.open("klondike", seed=4)
        for step in unfold([move]):
            replay.play(step)
        child = fold.successor(session.state, move)
        assert search.key(child) == search.key(replay.state)


def test_the_folded_search_wins_a_deal_the_plain_one_leaves_unknown():
    session = Session.open("klondike", seed=2)
    plain = Search(session.rules, fold=False).solve(session.state, 5_000)
    assert plain.verdict == "unknown"
    found = Search(session.rules).solve(session.state, 5_000)
    assert found.verdict == "won"
    assert not any(isinstance(move, Folded) for move in found.moves)
    replay = Session.open("klondike", seed=2)
    for move in found.moves:
        replay.play(move)
    assert replay.status == "won"


def test_games_of_another_shape_fold_nothing():
    for game in ("freecell", "golf"):
        assert Search(Session.open(game, seed=1).rules).fold is None


def test_a_walk_round_the_stock_stops_at_a_position_already_in_the_table():
    session = Session.open("klondike", seed=4)
    fold = Search(session.rules).fold
    assert fold is not None
    state = session.state
    turn = next(move for move in session.rules.moves(state) if move.source == "deck")
    first = fold.successor(state, turn)  # the first position the turns reach
    full = [move for move in fold.moves(state) if isinstance(move, Folded)]
    fold.covered = {fold.key(state), fold.key(first)}
    assert not [move for move in fold.moves(state) if isinstance(move, Folded)]
    fold.covered = {fold.key(state)}  # the walk enters the positions it reaches
    again = [move for move in fold.moves(state) if isinstance(move, Folded)]
    assert again == full and fold.key(first) in fold.covered
    assert not [move for move in fold.moves(state) if isinstance(move, Folded)]  # all entered
    fold.avoid = frozenset(fold.covered)  # a hint's past positions: walked through, not stopped at
    assert [move for move in fold.moves(state) if isinstance(move, Folded)] == full


def test_lost_deals_are_proved_lost_with_the_turned_positions_in_the_table_and_without():
    for seed in (31, 46):  # lost: every position searched either way, fewer with them
        session = Session.open("klondike", seed=seed)
        pruned = Search(session.rules, method="depth").solve(session.state, 100_000)
        whole = Search(session.rules, method="depth", prune=False).solve(session.state, 100_000)
        assert pruned.verdict == whole.verdict == "lost"
        assert pruned.plays < whole.plays


def test_wins_found_with_the_turned_positions_in_the_table_replay_through_session():
    for seed in (10, 12):
        session = Session.open("klondike", seed=seed)
        found = Search(session.rules).solve(session.state, 20_000)
        assert found.verdict == "won"
        replay = Session.open("klondike", seed=seed)
        for move in found.moves:
            replay.play(move)
        assert replay.status == "won"


def test_a_search_starts_without_an_earlier_search_s_table():
    session = Session.open("klondike", seed=46)
    search = Search(session.rules, method="depth")
    assert search.solve(session.state, 100_000).verdict == "lost"
    assert search.fold is not None and search.fold.covered  # this search's table
    assert search.solve(session.state, 100_000).verdict == "lost"  # not stopped by it


def test_a_stock_longer_than_a_walk_keeps_its_next_turn_as_a_move():
    """Maria's stock is 68 cards turned once, one at a time: the walk stops
    after `TURNS_AT_MOST` turns, and the turn on from there is a move of
    its own, so the positions beyond it stay reachable (a deal could not
    be proved lost through a stock the search never reaches the end of)."""
    session = Session.open("maria", seed=1)
    search = Search(session.rules)
    fold = search.fold
    assert isinstance(fold, StockFold)
    moves = fold.moves(session.state)
    stock = fold.stock or ""
    assert len(session.rules.cards(session.state, stock)) > TURNS_AT_MOST
    on = [m for m in moves if isinstance(m, Folded) and m.source == stock]
    assert len(on) == 1 and len(on[0].path) == TURNS_AT_MOST + 1
    assert all(step.source == stock for step in on[0].path)
    child = fold.successor(session.state, on[0])
    left = len(session.rules.cards(session.state, stock)) - TURNS_AT_MOST - 1
    assert len(session.rules.cards(child, stock)) == left
    replay = Session.open("maria", seed=1)
    for step in unfold(on):
        replay.play(step)
    assert search.key(replay.state) == search.key(child)
