"""The cells' narrow moves (`runtime.narrow.Cells`) on the real FreeCell: a
part of the game's moves, which leaves out exactly the moves of a column's
card into a cell or an empty column that lead nowhere (checked from the
cards a Session shows); a search of them wins and its win replays through
Session, and running out of them proves nothing ("unknown", never "lost")."""

from __future__ import annotations

from runtime import Session
from runtime.narrow import Cells
from runtime.solve import CELL_THREADS, SOFT_THREADS, Search
from tests.runtime.test_narrow import played_narrowed
from tests.runtime.test_solve import replays_to_a_win

OPPOSITE = {"S": "HD", "C": "HD", "H": "SC", "D": "SC"}


def _left_out(session: Session, move) -> bool:
    """Whether the narrow moves must leave `move` out, read from the cards:
    a column's cards into a cell or an empty column, when no card that
    many moves into the empty cells and columns uncover goes home next,
    fits another column's top card, or leaves the column empty."""
    rules, state = session.rules, session.state
    columns = [f"cascades[{i}]" for i in range(8)]
    cells = [f"cells[{i}]" for i in range(4)]
    if move.source not in columns or not move.count:
        return False
    if move.target not in cells and (move.target not in columns or rules.cards(state, move.target)):
        return False
    cards = rules.cards(state, move.source)
    room = sum(not rules.cards(state, name) for name in cells + columns)
    nexts = set()
    for name in rules.foundations:
        home = rules.cards(state, name)
        nexts.add((home[-1].rank + 1, home[-1].suit) if home else (1, None))
    tops = {
        name: rules.cards(state, name)[-1]
        for name in columns
        if name != move.source and rules.cards(state, name)
    }
    for moved in range(1, min(room, len(cards)) + 1):
        if moved == len(cards):
            return False
        card = cards[-1 - moved]
        if (card.rank, card.suit) in nexts or (card.rank == 1 and (1, None) in nexts):
            return False
        if any(
            top.rank == card.rank + 1 and card.suit in OPPOSITE[top.suit] for top in tops.values()
        ):
            return False
    return True


def test_the_cells_narrow_moves_leave_out_exactly_the_moves_into_a_cell_that_lead_nowhere():
    cells = Cells.of(Session.open("freecell", seed=1).rules)
    assert cells is not None
    played_narrowed("freecell", cells, _left_out, seeds=range(1, 5), steps=60)


def test_games_with_free_cells_search_the_cells_narrow_moves_too():
    for game in ("freecell", "bakers_game", "eight_off", "seahaven_towers"):
        assert Search(Session.open(game, seed=1).rules).threads() == CELL_THREADS, game
    # reserves dealt once take no card: nothing to narrow
    assert Cells.of(Session.open("flower_garden", seed=1).rules) is None
    assert Search(Session.open("flower_garden", seed=1).rules).threads() == SOFT_THREADS


def test_a_cells_narrow_search_wins_a_deal_and_the_win_replays():
    session = Session.open("freecell", seed=169)
    found = Search(session.rules, method="restarts", narrow=True).solve(session.state, 5_000)
    assert found.verdict == "won"
    assert replays_to_a_win(Session.open("freecell", seed=169), found.moves)


def test_a_cells_narrow_search_that_runs_out_of_positions_proves_nothing():
    session = Session.open("bakers_game", seed=15)  # lost: the whole moves prove it
    assert Search(session.rules).solve(session.state, 20_000).verdict == "lost"
    found = Search(session.rules, method="depth", narrow=True).solve(session.state, 20_000)
    assert (found.verdict, found.why) == ("unknown", "narrow")


def test_a_narrow_search_in_turns_starts_from_the_narrow_moves_too():
    # the narrow searches `solve` runs in turn search the narrow moves from
    # the deal on: FreeCell deal 9 is won by the narrow restarts in 277 of
    # their positions, 527 in all (the deal's whole first moves handed to
    # them, as before: 2,676); the win replays
    session = Session.open("freecell", seed=9)
    search = Search(session.rules)
    narrow = Search(session.rules, method="restarts", narrow=True, like=search)
    moves = search.moves_of(session.state)
    assert len(narrow._narrowed(session.state, moves)) < len(moves)
    found = search.solve(session.state, 100_000)
    assert found.verdict == "won" and found.states < 1_000, found.states
    assert replays_to_a_win(Session.open("freecell", seed=9), found.moves)


def test_mixed_restarts_go_through_the_narrow_moves_and_every_move_in_turn():
    # Seahaven Towers deal 41 is lost (a plain dive proves it in 599
    # positions): its narrow restarts run out of positions and prove
    # nothing, each time; the restarts through every move between them
    # search the whole graph, and one that runs out proves it lost
    session = Session.open("seahaven_towers", seed=41)
    narrow = Search(session.rules, method="restarts", narrow=True).solve(session.state, 20_000)
    assert (narrow.verdict, narrow.why) == ("unknown", "narrow")
    found = Search(session.rules, method="mixed").solve(session.state, 20_000)
    assert found.verdict == "lost", found
    # a win found by either kind of restart replays (FreeCell deal 169)
    session = Session.open("freecell", seed=169)
    mixed = Search(session.rules, method="mixed")
    won = mixed.solve(session.state, 5_000)
    assert won.verdict == "won"
    # won in a narrow restart, the search lists every move again (a second
    # search of it starts from the whole first moves: its proofs cover them)
    assert mixed.moves_of is mixed.whole and mixed.narrow is None
    assert replays_to_a_win(Session.open("freecell", seed=169), won.moves)
