"""The narrow moves (`runtime.narrow`) on the real Klondike: a part of the
game's moves, which leaves out exactly the moves between columns that turn
up nothing, empty nothing and free no card for a foundation (checked from
the cards a Session shows); a narrow search's win replays through Session,
and its running out of positions proves nothing ("unknown", never "lost")."""

from __future__ import annotations

import random
from typing import Any

from runtime import Session
from runtime.narrow import Narrow
from runtime.solve import CELL_THREADS, NARROW_THREADS, SOFT_THREADS, Search
from tests.runtime.test_solve import replays_to_a_win


def _left_out(session: Session, move) -> bool:
    """Whether the narrow moves must leave `move` out, read from the cards."""
    rules, state = session.rules, session.state
    columns = [name for name in rules.stacks() if name.startswith("tableau")]
    if move.source not in columns or move.target not in columns or not move.count:
        return False
    cards = rules.cards(state, move.source)
    left = len(cards) - move.count
    if left <= 0 or not cards[left - 1].face_up:
        return False  # empties the column or turns a card up
    under = cards[left - 1]
    for name in rules.foundations:
        home = rules.cards(state, name)
        if (not home and under.rank == 1) or (
            home and home[0].suit == under.suit and len(home) + 1 == under.rank
        ):
            return False  # frees a card for its foundation
    return True


def test_the_narrow_moves_leave_out_exactly_the_moves_that_gain_nothing_at_once():
    narrow = Narrow.of(Session.open("klondike", seed=1).rules)
    assert narrow is not None
    assert narrow.columns == {f"tableau[{i}]" for i in range(7)}
    played_narrowed("klondike", narrow, _left_out, seeds=range(1, 9), steps=150)


def played_narrowed(game: str, narrow: Any, left_out: Any, seeds: range, steps: int) -> None:
    """Random playouts of `game`: at every step `narrow.moves` keeps some of
    the listed moves and leaves out exactly those `left_out(session, move)`
    says (each kind seen at least once)."""
    dropped = kept = 0
    for seed in seeds:
        session = Session.open(game, seed=seed)
        playing = random.Random(seed)
        for _ in range(steps):
            moves = session.rules.moves(session.state)
            if not moves or session.status != "playing":
                break
            narrowed = narrow.moves(session.state, moves)
            assert all(move in moves for move in narrowed)
            for move in moves:
                gone = move not in narrowed
                assert gone == left_out(session, move), (seed, move)
                dropped += gone
                kept += not gone
            session.play(playing.choice(moves))
    assert dropped and kept


def test_a_narrow_search_wins_a_deal_and_the_win_replays():
    session = Session.open("klondike", seed=99)
    found = Search(session.rules, method="depth", narrow=True).solve(session.state, 20_000)
    assert found.verdict == "won"
    assert replays_to_a_win(Session.open("klondike", seed=99), found.moves)


def test_a_narrow_search_that_runs_out_of_positions_proves_nothing():
    session = Session.open("klondike", seed=46)  # lost: the whole moves prove it
    assert Search(session.rules, method="depth").solve(session.state, 20_000).verdict == "lost"
    found = Search(session.rules, method="depth", narrow=True).solve(session.state, 20_000)
    assert (found.verdict, found.why) == ("unknown", "narrow")
    # in the portfolio the narrow searches end without a verdict and the others prove it
    assert NARROW_THREADS
    assert Search(session.rules).solve(session.state, 20_000).verdict == "lost"


def test_only_games_whose_stock_folds_add_the_narrow_searches():
    assert Search(Session.open("klondike", seed=1).rules).threads() == (
        SOFT_THREADS + NARROW_THREADS
    )
    freecell = Search(Session.open("freecell", seed=1).rules)
    assert Narrow.of(freecell.rules) is not None  # its columns narrow, but no stock folds
    assert freecell.threads() == CELL_THREADS  # its cells do (test_narrow_cells.py)
    assert Narrow.of(Session.open("golf", seed=1).rules) is None


def test_the_narrow_searches_turns_take_from_the_default_search_s_proofs():
    # Klondike deal 193 is lost (a plain exhaustive search, every move, the
    # stock turned move by move, proves it in 101,620 positions); the default
    # best-first search alone proves it in 11,204. With the narrow searches
    # the turns take 11/16 of the budget and the default search has half of
    # it in all: 10,000 of 20,000 states, too few; 11,500 of 23,000 suffice
    # (docs/solver.md, "The method": a weaker search, not an unsound one)
    session = Session.open("klondike", seed=193)
    alone = Search(session.rules, method="best").solve(session.state, 20_000)
    assert (alone.verdict, alone.states) == ("lost", 11_204)
    assert Search(session.rules).solve(session.state, 23_000).verdict == "lost"
