"""The listing of the moves from the bare piles alone (`FlatGame.bare_moves`,
the generated `flat_options(s, bare=True)`, see
`paperc/codegen/paperlang_flat_bare.py`): on random positions of every
bundled game whose listing takes `bare`, it lists the moves from the piles
without a build rule exactly as the whole listing does, in its order; the
folded Klondike search searches the very positions it searched with the
whole listing; a game without a stock's turn keeps its listing as it was,
and so does one whose loops over built piles all walk a bare pile too;
a turn is a plain pick from one bare pile onto one, whatever its filter."""

from __future__ import annotations

import random
from pathlib import Path

from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from runtime.solve import Search

ROOT = Path(__file__).resolve().parents[3]
PLUGINS = sorted((ROOT / "plugins").glob("*.py"))


def bare_piles(rules: FlatGame) -> set[str]:
    return {
        stack.name
        for stack in rules.stack_list
        if rules.piles[stack.index] is None or rules.piles[stack.index].build is None
    }


def test_the_bare_listing_lists_the_moves_from_bare_piles_as_the_whole_one() -> None:
    games = [path for path in PLUGINS if "bare: bool = False" in path.read_text()]
    assert len(games) >= 20  # the games with a stock turned onto a waste, and others
    asked = 0
    for path in games:
        for seed in (1, 2):
            session = Session.open(path, seed=seed)
            rules, state = session.rules, session.state
            assert isinstance(rules, FlatGame) and rules._bare, path.stem
            bare = bare_piles(rules)
            chooser = random.Random(seed)
            for _ in range(40):
                moves = rules.moves(state)
                if not moves:
                    break
                listed = rules.bare_moves(state)
                assert set(listed) <= set(moves), path.stem
                assert [m for m in listed if m.source in bare] == [
                    m for m in moves if m.source in bare
                ], (path.stem, seed)
                asked += 1
                state = rules.successor(state, chooser.choice(moves))
    assert asked > 1_000


def test_the_folded_search_meets_the_same_positions_with_either_listing() -> None:
    for seed in (1, 3):
        found = []
        for bare in (True, False):
            session = Session.open("klondike", seed=seed)
            session.rules._bare = bare
            solution = Search(session.rules).solve(session.state, 600)
            found.append((solution.verdict, solution.states, solution.plays, solution.moves))
        assert found[0] == found[1]


def test_a_game_without_a_stock_turned_onto_a_waste_lists_as_before() -> None:
    for game in ("freecell", "golf", "pyramid"):
        text = (ROOT / "plugins" / f"{game}.py").read_text()
        assert "bare" not in text
        rules = Session.open(game, seed=1).rules
        assert isinstance(rules, FlatGame) and not rules._bare
    klondike = (ROOT / "plugins" / "klondike.py").read_text()
    assert "() if bare else TABLEAU" in klondike  # (its columns: `test_flat_again`)
    assert "for a in (WASTE,):" in klondike


def test_a_turn_whose_filter_is_a_variable_skips_the_columns_too() -> None:
    # (Cruel's redeal, `pick deck -> deck top 0 where from{loose}`: no test in brackets)
    session = Session.open("cruel", seed=1)
    rules = session.rules
    assert isinstance(rules, FlatGame) and rules._bare
    bare = bare_piles(rules)
    assert any(move.source not in bare for move in rules.moves(session.state))
    assert all(move.source in bare for move in rules.bare_moves(session.state))  # (no column)


def test_a_turn_whose_built_loops_each_walk_a_bare_pile_too_lists_whole() -> None:
    # (Corners' and Sir Tommy's build picks walk the stock or waste with the columns)
    for game in ("corners", "sir_tommy"):
        assert "bare" not in (ROOT / "plugins" / f"{game}.py").read_text(), game
