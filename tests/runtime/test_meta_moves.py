"""The meta moves (`runtime.meta_moves`) on the real FreeCell and Baker's
Game: each step a real move the rules list where it is played, the cells
filled only on the way to a card played; a dive over them wins a deal the
other dives find dear and the win replays through Session; running out of
them proves nothing ("unknown", never "lost")."""

from __future__ import annotations

from runtime import Session
from runtime.meta_moves import MetaMoves
from runtime.narrow import Cells
from runtime.solve import Search
from tests.runtime.test_solve import replays_to_a_win


def _meta(game: str, seed: int) -> tuple[Session, MetaMoves]:
    session = Session.open(game, seed=seed)
    meta = MetaMoves.of(session.rules, Cells.of(session.rules))
    assert meta is not None
    return session, meta


def test_each_meta_move_is_real_moves_that_end_in_a_card_played():
    session, meta = _meta("freecell", 5)
    rules, state = session.rules, session.state
    cells = {f"cells[{i}]" for i in range(4)}
    plans = list(meta.plans(state))
    assert len(plans) > 10
    for plan in plans:
        played = meta.play(state, plan)
        assert played is not None, plan
        child, moves = played
        here = state
        for move in moves:  # each step listed where it is played
            assert move in rules.moves(here), move
            here = rules.play(here, move)[0]
        assert here == child
        # the cells and empty columns are only a way through: the last step
        # before the cards sent home safely puts a card on a column or home
        last = moves[len(plan) - 1]
        assert last.target not in cells and len(rules.cards(child, last.target)) >= 1


def test_a_meta_dive_wins_a_deal_the_others_find_dear_and_the_win_replays():
    # FreeCell deal 178: the narrow dive alone needs 9,358 positions, the
    # default best-first search 34,144; the meta dive 483
    session = Session.open("freecell", seed=178)
    found = Search(session.rules, method="meta").solve(session.state, 1_000)
    assert found.verdict == "won" and found.states < 600, found.states
    assert replays_to_a_win(Session.open("freecell", seed=178), found.moves)


def test_a_meta_dive_that_runs_out_of_positions_proves_nothing():
    session = Session.open("bakers_game", seed=15)  # lost: the whole moves prove it
    found = Search(session.rules, method="meta").solve(session.state, 20_000)
    assert (found.verdict, found.why) == ("unknown", "narrow")


def test_no_meta_moves_without_free_cells():
    rules = Session.open("klondike", seed=1).rules
    assert MetaMoves.of(rules, Cells.of(rules)) is None
    assert Search(rules).meta is None
