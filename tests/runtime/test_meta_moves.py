"""The meta moves (`runtime.meta_moves`) on the real FreeCell and Baker's
Game: each step a real move the rules list where it is played, the cells
filled only on the way to a card played; a dive over them wins a deal the
other dives find dear and the win replays through Session; running out of
them proves nothing ("unknown", never "lost")."""

from __future__ import annotations

import pytest

from runtime import Session
from runtime.meta_moves import MetaMoves, _Position
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
    # FreeCell deal 167: the narrow dive alone needs 47,435 positions, the
    # default best-first search 75,783; the meta dive 69 (Freecell Solver 73)
    session = Session.open("freecell", seed=167)
    found = Search(session.rules, method="meta").solve(session.state, 1_000)
    assert found.verdict == "won" and found.states < 100, found.states
    assert replays_to_a_win(Session.open("freecell", seed=167), found.moves)


def test_a_meta_dive_that_runs_out_of_positions_proves_nothing():
    session = Session.open("bakers_game", seed=15)  # lost: the whole moves prove it
    found = Search(session.rules, method="meta").solve(session.state, 20_000)
    assert (found.verdict, found.why) == ("unknown", "narrow")


def test_no_meta_moves_without_free_cells():
    rules = Session.open("klondike", seed=1).rules
    assert MetaMoves.of(rules, Cells.of(rules)) is None
    assert Search(rules).meta is None


def _dived(session: Session, meta: MetaMoves, steps: int) -> object:
    """The position the first meta move of each position reaches, `steps` times."""
    state = meta.settle(session.state, [])[0]
    for depth in range(steps):
        state = next(meta.children(state, depth))[0]
    return state


def test_the_columns_are_read_by_their_bottom_cards_and_the_cells_by_their_cards():
    # Freecell Solver keeps a position with its columns sorted by their
    # bottom cards (rank, then hearts, clubs, diamonds, spades; empty ones
    # first) and its cells by their cards: its dives try the moves in that order
    session, meta = _meta("freecell", 1)
    state = _dived(session, meta, 5)
    at = _Position(meta, meta._stacks(state))
    rules = session.rules
    order = "HCDS"

    def place(name: str) -> tuple[int, int]:
        cards = rules.cards(state, name)
        return (cards[0].rank, order.index(cards[0].suit)) if cards else (0, -1)

    names = [meta.names[index] for index in at.columns]
    assert sorted(names, key=place) == names and not rules.cards(state, names[0])
    held = [rules.cards(state, meta.names[index])[-1] for index, _ in at.held]
    assert [(c.rank, order.index(c.suit)) for c in held] == sorted(
        (c.rank, order.index(c.suit)) for c in held
    )


def test_a_cell_card_goes_into_an_empty_column_only_with_a_card_put_on_it_at_once():
    # Freecell Solver's "j": deal 1 after five meta moves has an empty
    # column and cards in the cells
    session, meta = _meta("freecell", 1)
    state = _dived(session, meta, 5)
    plans = list(_Position(meta, meta._stacks(state)).put_on())
    assert plans
    rules = session.rules
    for plan in plans:
        played = meta.play(state, plan)
        assert played is not None, plan
        child, moves = played
        first, last = moves[0], moves[len(plan) - 1]
        assert first.source.startswith("cells[") and not rules.cards(state, first.target)
        assert last.target == first.target
        column = rules.cards(child, first.target)
        assert len(column) >= 2 and column[0] == rules.cards(state, first.source)[-1]


def test_the_second_order_wins_a_deal_the_first_finds_dear():
    # FreeCell deal 290: the meta dive in Freecell Solver's first order
    # needs 1,284 positions, in its second 54
    session = Session.open("freecell", seed=290)
    first = Search(session.rules, method="meta").solve(session.state, 300)
    second = Search(session.rules, method="meta second").solve(session.state, 300)
    assert first.verdict == "unknown" and second.verdict == "won", (first, second)
    assert replays_to_a_win(Session.open("freecell", seed=290), second.moves)


@pytest.mark.parametrize("method", ["meta third", "depth second", "meta  second"])
def test_an_order_must_be_one_of_the_meta_moves(method):
    rules = Session.open("freecell", seed=1).rules
    with pytest.raises(ValueError, match="method must be") as refused:
        Search(rules, method=method)
    assert str(refused.value).endswith(f"not {method!r}")


def test_a_wins_check_reads_a_card_into_a_cell_or_home_from_the_pile_model():
    # a card onto a foundation or into a cell is checked without a listing:
    # the move the listing gave for the same piles and source's size, which
    # the pile model must let go there now
    session, meta = _meta("freecell", 2)  # deal 2: an ace of spades on cascades[0]
    state, successor = session.state, meta.successor
    column, cell, foundation = meta.column_list[0], meta.cell_list[0], meta.found_list[0]
    home = meta._move(state, (column, foundation, 1))
    into = meta._move(state, (column, cell, 1))
    assert home is not None and into is not None
    assert meta.replays(state, [home]) and meta.replays(state, [into])
    again = meta._move(successor(state, into), (meta.column_list[1], cell, 1))
    assert again is not None  # (learnt where the cell was empty)
    assert not meta.replays(state, [into, again])  # the cell is full now
    other = Session.open("freecell", seed=3)  # no ace on cascades[0], of as many cards
    assert not meta.replays(other.state, [home])
