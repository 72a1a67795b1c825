"""Cards by value (`flat_rank_only`, proved by
`paperc/codegen/paperlang_rank_only.py`): in a game whose rules read no
suit or colour, two cards of one value, rank and face are one for winning.
On random positions of the bundled games proved so, trading such cards
changes nothing the rules do (the moves, status, score, and each move's
result but for the same trade) and the search key does not see it; a
small Golf searched to the end both ways gives the same verdicts."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.engine.paperlang.flat import FlatGame
from runtime.engine.paperlang.search_key import by_value
from runtime.session import Session
from runtime.solve import Search
from tests.runtime.paperlang.conftest import game_class

ROOT = Path(__file__).resolve().parents[3]
PROVED = ["golf", "pyramid", "pyramid_relaxed", "black_hole", "all_in_a_row", "calculation"]
REFUSED = ["klondike", "freecell", "aces_up", "forty_thieves"]


def traded(state: tuple, stacks: int, trade: dict[int, int]) -> tuple:
    """`state` with each card code replaced as `trade` says."""
    table = tuple(tuple(trade.get(code, code) for code in cards) for cards in state[:stacks])
    return table + tuple(state[stacks:])


def a_trade(rules: FlatGame, chooser: random.Random) -> dict[int, int]:
    """A random permutation of the cards within each kind (`by_value`), the
    same for both faces of a card (a card keeps its face)."""
    kinds: dict[int, list[int]] = {}
    for code, first in enumerate(by_value(rules) or []):
        if code >= 2 and not code & 1:
            kinds.setdefault(first, []).append(code // 2)
    trade = {}
    for ids in kinds.values():
        others = ids[:]
        chooser.shuffle(others)
        for one, other in zip(ids, others, strict=True):
            trade[one * 2], trade[one * 2 + 1] = other * 2, other * 2 + 1
    return trade


@pytest.mark.parametrize("game", PROVED)
def test_trading_cards_of_one_value_changes_nothing_the_rules_do(game: str) -> None:
    tried = 0
    for seed in range(3):
        session = Session.open(ROOT / "plugins" / f"{game}.py", seed=seed)
        rules = session.rules
        assert isinstance(rules, FlatGame) and type(rules).flat_rank_only
        stacks, chooser = rules.flat_stacks, random.Random(seed)
        for _ in range(60):
            state = session.state
            trade = a_trade(rules, chooser)
            other = traded(state, stacks, trade)
            tried += other != state
            offered = rules.moves(state)
            assert rules.search_key(other) == rules.search_key(state)
            assert rules.moves(other) == offered
            assert rules.status(other) == rules.status(state)
            assert rules.score(other) == rules.score(state)
            for move in offered:
                after = traded(rules.successor(state, move), stacks, trade)
                assert rules.successor(other, move) == after
            if not offered:
                break
            session.play(chooser.choice(offered))
    assert tried >= 10


@pytest.mark.parametrize("game", REFUSED)
def test_games_that_read_suits_or_colours_keep_their_cards_apart(game: str) -> None:
    rules = Session.open(ROOT / "plugins" / f"{game}.py", seed=1).rules
    assert not getattr(type(rules), "flat_rank_only", False)


# Golf on 21 cards: three columns of three, a stock of twelve, the first on the foundation
MINI_GOLF = """\
game MiniGolf start
    #use "deck"
    pile deck start at 0 0 facing down empty cross end
    visiblestack stock start at 0 2 facing down empty cross end
    visiblestack foundation start
        at 1 0  build "NBYK"  maxlength 21  empty none
    end
    stacklist columns[3] start at 0 1 fan down end
    shuffle deck
    setup start
        deck -> every columns top 3
        deck -> stock top 12
        stock -> foundation top 1
    end
    turn start
        pickone start
            pick columns -> foundation top 1 where from{from.size > 0} then
            pick stock -> stock top 0 where from{from.size > 0} then
                stock -> foundation top 1
        end
    end
end
"""


def test_a_small_golf_searched_to_the_end_gives_the_same_verdicts_both_ways() -> None:
    by_value_class = game_class(MINI_GOLF)
    assert by_value_class.flat_rank_only
    exact_class = type("ExactMiniGolf", (by_value_class,), {"flat_rank_only": False})
    verdicts = {"won": 0, "lost": 0}
    fewer = 0
    for seed in range(1, 41):
        found = []
        for cls in (by_value_class, exact_class):
            session = Session(cls(), seed)
            found.append(Search(session.rules).solve(session.state, budget=10**7))
        one, other = found
        assert one.verdict == other.verdict != "unknown"
        verdicts[one.verdict] += 1
        fewer += one.states < other.states
    assert verdicts["won"] and verdicts["lost"]  # (both kinds of deal)
    assert fewer  # the key by value merged positions
