"""A stock's turns folded into the moves from its waste (`runtime.stock_fold`),
on the real Klondike: every folded move is real moves that replay through
Session, the folded search wins what the plain one leaves unknown, and
games of another shape (FreeCell, Golf) are left as they are."""

from __future__ import annotations

from runtime import Session
from runtime.solve import Search
from runtime.stock_fold import Folded, StockFold, unfold


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
