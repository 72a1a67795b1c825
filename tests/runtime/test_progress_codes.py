"""`Progress` reads a flat state as card codes (`FlatGame.flat_table`):
its measure must be the one it reads from the same position's Cards
(`FlatGame.cards`, the rules without `flat_table`), position after
position of real play."""

from __future__ import annotations

import random

import pytest

from runtime import Session
from runtime.progress import CELL, DIG, Progress


@pytest.mark.parametrize(
    "game", ["klondike", "freecell", "golf", "calculation", "spider_one_suit", "forty_thieves"]
)
def test_measure_of_codes_is_measure_of_cards(game: str) -> None:
    compared = 0
    for seed in (1, 2, 3):
        session = Session.open(game, seed=seed)
        rules = session.rules
        progress, by_cards = Progress(rules), Progress(_CardsOnly(rules))  # type: ignore[arg-type]
        choose = random.Random(seed)
        state = session.state
        assert rules.flat_table(state) is not None  #
        assert by_cards.flat is None
        for _ in range(60):
            assert progress.measure(state) == by_cards.measure(state)
            compared += 1
            moves = rules.moves(state)
            if not moves:
                break
            state = rules.play(state, choose.choice(moves))[0]
    assert compared > 25


@pytest.mark.parametrize(
    "game",
    [
        "klondike",
        "freecell",
        "golf",
        "calculation",
        "forty_thieves",
        "canfield",
        "spider",
        "yukon",
        "tasmanian_patience",
    ],
)
def test_rates_of_codes_are_rates_of_cards(game: str) -> None:
    """A dive orders its moves by `rate_moves`: read from card codes, the
    rates are those read from the same position's Cards."""
    rated = 0
    for seed in (1, 2, 3):
        session = Session.open(game, seed=seed)
        rules = session.rules
        progress, by_cards = Progress(rules), Progress(_CardsOnly(rules))  # type: ignore[arg-type]
        choose = random.Random(seed)
        state = session.state
        for _ in range(60):
            moves = rules.moves(state)
            if not moves:
                break
            rates = by_cards.rate_moves(state, moves)  # (rated by the Cards)
            assert progress.rate_moves(state, moves) == rates
            rated += len(moves)
            state = rules.play(state, choose.choice(moves))[0]
    assert rated > 100


def test_a_card_into_a_free_cell_rates_below_it_onto_a_column() -> None:
    """A cell (a pile on whose cards nothing is built) holds a place and
    builds nothing: a dive tries the same card on a column first."""
    session = Session.open("freecell", seed=1)
    rules, state = session.rules, session.state
    progress = Progress(rules)
    assert progress.cells == {f"cells[{i}]" for i in range(4)}
    assert Progress(Session.open("klondike", seed=1).rules).cells == set()
    pairs = []
    choose = random.Random(1)
    for _ in range(40):
        moves = rules.moves(state)
        if not moves:
            break
        rates = dict(zip(moves, progress.rate_moves(state, moves), strict=True))
        pairs += [
            (rates[to_cell], rates[to_column])
            for to_cell in moves
            if to_cell.target.startswith("cells[")
            for to_column in moves
            if to_column.source == to_cell.source
            and to_column.count == 1
            and to_column.target.startswith("cascades[")
            and rules.cards(state, to_column.target)
        ]
        state = rules.play(state, choose.choice(moves))[0]
    assert pairs
    assert all(cell == column - CELL for cell, column in pairs)


def test_suited_counts_the_runs_of_one_suit_and_never_an_alternate_colour_build() -> None:
    """`Measure.suited`: face-up cards on the card of their suit one rank
    above. Spider builds any suit but moves and sends home runs of one
    suit; Klondike builds in alternate colours, so it has none, and its
    searches weigh positions as before."""
    seen = {"spider": 0, "klondike": 0}
    for game in seen:
        for seed in (1, 2):
            session = Session.open(game, seed=seed)
            rules, progress = session.rules, Progress(session.rules)
            state = session.state
            for _ in range(80):
                seen[game] = max(seen[game], progress.measure(state).suited)
                moves = rules.moves(state)
                if not moves:
                    break
                rates = progress.rate_moves(state, moves)  # a run grown first
                state = rules.play(state, moves[rates.index(max(rates))])[0]
    assert seen["spider"] > 0
    assert seen["klondike"] == 0


class _CardsOnly:
    """A game's rules without `pile_table` and `flat_table`: `Progress`
    reads its Cards."""

    def __init__(self, rules: object) -> None:
        self._rules = rules

    def __getattr__(self, name: str) -> object:
        if name in ("pile_table", "flat_table"):
            raise AttributeError(name)
        return getattr(self._rules, name)


@pytest.mark.parametrize(
    "game", ["cws_klondike", "cws_forty_thieves", "cws_canfield", "cws_golf", "cws_yukon"]
)
def test_measure_of_piles_is_measure_of_cards(game: str) -> None:
    """A CDL game hands its piles over (`pile_table`) and `Progress`
    remembers each pile's figures: the measure is the one read from the
    same position's Cards, position after position of real play."""
    compared = 0
    for seed in (1, 2, 3):
        session = Session.open(game, seed=seed)
        rules = session.rules
        progress, by_cards = Progress(rules), Progress(_CardsOnly(rules))  # type: ignore[arg-type]
        assert progress.pile_table is not None and by_cards.pile_table is None
        choose = random.Random(seed)
        state = session.state
        for _ in range(60):
            assert progress.measure(state) == by_cards.measure(state)
            compared += 1
            moves = rules.moves(state)
            if not moves:
                break
            state = rules.play(state, choose.choice(moves))[0]
    assert compared > 25


def test_runs_of_one_suit_weigh_only_where_a_pile_builds_them() -> None:
    """FreeCell's columns build in alternate colours only: a card dealt on
    the card of its suit one rank above is no run, and the search's rank
    leaves it out; Spider's columns build regardless of suit, and its
    foundations take a suit only whole, so the runs count; Baker's Game's
    and Forty Thieves' columns build in suit, but their foundations take
    the cards one at a time from the ace: the cards home are the
    progress there, and the runs do not count."""
    session = Session.open("freecell", seed=1)
    freecell = Progress(session.rules)
    assert not freecell.suit_builds
    for seed in range(1, 50):  # a deal with such a card
        session.new_deal(seed)
        state = session.state
        if freecell.measure(state).suited:
            break
    assert freecell.measure(state).suited > 0
    unweighed = Progress(session.rules)
    unweighed.weights = (*Progress.weights[:6], 0.0)
    assert freecell.rank(state) == unweighed.rank(state)
    spider = Session.open("spider_one_suit", seed=1)
    assert Progress(spider.rules).suit_builds
    assert Progress(Session.open("spiderette", seed=1).rules).suit_builds
    for game in ("bakers_game", "forty_thieves", "beleaguered_castle", "penguin"):
        assert not Progress(Session.open(game, seed=1).rules).suit_builds, game
    assert not Progress(Session.open("klondike", seed=1).rules).suit_builds


def test_no_dig_off_a_pile_any_face_up_group_leaves() -> None:
    """A move digging towards a card the foundations take next rates `DIG`
    higher, but not off a pile any face-up card may leave with all the
    cards on it (`group "F."`, read from the pile model): in Yukon one
    move frees any card there. Tasmanian Patience's columns move so too;
    its waste, dug one card at a time, still digs."""
    assert Progress(Session.open("klondike", seed=1).rules).loose == set()
    tableau = {f"tableau[{i}]" for i in range(7)}
    assert Progress(Session.open("yukon", seed=1).rules).loose == tableau
    assert Progress(Session.open("tasmanian_patience", seed=1).rules).loose == tableau
    for game in ("yukon", "tasmanian_patience"):
        session = Session.open(game, seed=2)
        rules = session.rules
        progress, everywhere, nowhere = Progress(rules), Progress(rules), Progress(rules)
        everywhere.loose = set()  # the dig off every pile
        nowhere.digs = False
        loose_digs, other_digs = set(), set()  # the piles that dug, told apart
        choose = random.Random(2)
        state = session.state
        for _ in range(300):
            moves = rules.moves(state)
            if not moves:
                break
            rates = progress.rate_moves(state, moves)
            for move, rate, dug, plain in zip(
                moves,
                rates,
                everywhere.rate_moves(state, moves),
                nowhere.rate_moves(state, moves),
                strict=True,
            ):
                assert dug - rate in (0, DIG)
                if dug != rate:
                    loose_digs.add(move.source)
                if rate != plain:
                    other_digs.add(move.source)
            state = rules.play(state, choose.choice(moves))[0]
        assert loose_digs and loose_digs <= tableau, game
        assert not other_digs & tableau, game
        if game == "tasmanian_patience":
            assert other_digs == {"waste"}
