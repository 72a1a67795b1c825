"""The load pass's, the setup's and the cards' features the compiled
engine took over last (issue 22): each compiled from a real source
(`feature_sources.py`), now with no P180 warning, and
played at random as recorded
(`recorded.py`, tests/traces/features/), and checked against what the
language reference says besides."""

from __future__ import annotations

import pytest

from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.feature_sources import (
    GRID_SET,
    HELD_BY_PHASE,
    LOAD_CARD,
    PHASE_ENDS,
    PICKED_HOOKS,
    PLAYERS_ALONE,
    RANDOM_LOAD,
    RETYPED,
    SETUP_ASKS,
    SETUP_ENDS,
    UNSET,
)
from tests.runtime.paperlang.recorded import replayed, rules_class
from tests.runtime.paperlang.test_flat_features import history, not_compiled


@pytest.mark.parametrize(
    ("name", "source"),
    [
        ("unset", UNSET),
        ("players_alone", PLAYERS_ALONE),
        ("setup_ends", SETUP_ENDS),
        ("picked_hooks", PICKED_HOOKS),
        ("held_by_phase", HELD_BY_PHASE),
        ("setup_asks", SETUP_ASKS),
        ("phase_ends", PHASE_ENDS),
        ("grid_set", GRID_SET),
        ("load_card", LOAD_CARD),
        ("random_load", RANDOM_LOAD),
        ("retyped", RETYPED),
    ],
)
def test_the_feature_compiles_and_plays_as_recorded(name: str, source: str) -> None:
    assert not_compiled(source) == []
    assert issubclass(rules_class(name), FlatGame)
    assert history(replayed(name))


def test_a_string_declared_with_no_value_is_none() -> None:
    # `label == "x"` of none is false, so `!(label == "x")` lets the deck deal
    session = Session(rules_class("unset")(), 1)
    rules, state = session.rules, session.state
    assert dict(rules.flat_globals)["label"] is None
    kept = dict(zip(rules.flat_changing, state[rules.flat_stacks], strict=False))
    assert kept["mark"] is None  # (set by a `then` body: kept, none until then)
    assert any(move.source == "deck" for move in session.moves())
    while kept["mark"] is None:
        session.play(next(m for m in session.moves() if m.source == "deck"))
        kept = dict(zip(rules.flat_changing, session.state[rules.flat_stacks], strict=False))
    assert kept["mark"] == "five" and len(session.cards("waste")) == 6


def test_three_players_with_no_attributes_take_turns() -> None:
    session = Session(rules_class("players_alone")(), 0)
    seen = []
    for _ in range(7):
        seen.append(session.player)
        session.play(next(m for m in session.moves() if m.source == "deck"))
    assert seen == [0, 1, 2, 0, 1, 2, 0]


def test_the_setup_s_winneris_ends_the_game_at_the_deal() -> None:
    # deal 1: piles[0] is dealt a queen or a king, so the game is won there
    # and the rest of the setup does not run (no card onto the waste)
    cls = rules_class("setup_ends")
    session = Session(cls(), 1)
    assert session.cards("piles[0]")[-1].rank > 10
    assert session.status == "won" and session.moves() == []
    assert session.cards("waste") == []
    _, events = cls().deal(1)
    assert events[-1].kind == "won"
    # deal 5: `looseris`, after one card onto the waste; the one after it not dealt
    session = Session(cls(), 5)
    assert session.status == "lost" and len(session.cards("waste")) == 1
    # deal 3 plays on, the setup run to its end (its game variable set)
    session = Session(cls(), 3)
    assert session.status == "playing" and session.moves()
    assert cls().flat_vars.get("label") is None
    session.rules.deal(3)
    assert session.rules.flat_vars["label"] == "dealt"


def test_a_filter_s_cards_the_setup_moves_run_their_hooks() -> None:
    # each card moved fires `onmoved number` (moved + 1) and the ace of
    # hearts its `premove` (moved + 100): 9 cards dealt onto the piles, then
    # up to 5 of those below 3 onto the waste
    session = Session(rules_class("picked_hooks")(), 0)
    rules = session.rules
    kept = dict(zip(rules.flat_changing, session.state[rules.flat_stacks], strict=False))
    moved = len(session.cards("waste"))
    aceh = any(card.name == "AH" for card in session.cards("waste"))
    assert moved == 5
    assert kept["moved"] == 9 + moved + (100 if aceh else 0)


def test_a_card_a_phase_of_the_setup_sets_is_kept_in_the_state() -> None:
    # `held` is the deck's top card once the piles are dealt: its code
    cls = rules_class("held_by_phase")
    rules = cls()
    state, _ = rules.deal(2)
    kept = dict(zip(rules.flat_changing, state[rules.flat_stacks], strict=False))
    deck = state[rules.stack_by_name["deck"].index]
    assert kept["held"] == deck[-1] and rules.flat_cards[kept["held"]] is not None


def test_a_setup_that_waits_asks_the_first_player_then_the_turns_go_round() -> None:
    # the deal waits at the setup's `pickone`: the deck onto the waste (or
    # a pile its rules allow), no pile's own move; then the same player's
    # first turn
    session = Session(rules_class("setup_asks")(), 0)
    assert {m.source for m in session.moves()} == {"deck"}
    assert "waste" in {m.target for m in session.moves()}
    waste = len(session.cards("waste"))
    session.play(next(m for m in session.moves() if m.target == "waste"))
    assert len(session.cards("waste")) == waste + 1 + 2  # (`extra` stayed 2)
    seen = []
    for _ in range(4):
        seen.append(session.player)
        session.play(next(m for m in session.moves() if m.source == "deck"))
    assert seen == [0, 1, 2, 0]


def test_a_setup_the_deal_s_writer_refuses_runs_as_the_first_turn_s_start() -> None:
    # `winneris` in a phase the setup runs: the deal is the load pass's
    # alone, and the same deals end at once as with `winneris` in the setup
    cls = rules_class("phase_ends")
    assert "(setup done)" in cls.flat_changing  # (the setup's place in the turn)
    for seed in range(10):
        ends = Session(rules_class("setup_ends")(), seed).status
        assert Session(cls(), seed).status == ends


def test_every_onto_a_grid_s_cells_a_filter_keeps_deals_onto_those() -> None:
    # each cell gets one card, then two more where that card is above 6
    for seed in range(4):
        session = Session(rules_class("grid_set")(), seed)
        cells = [f"floor[{x} {y}]" for y in range(2) for x in range(3)]
        for cell in cells:
            cards = session.cards(cell)
            assert len(cards) == (3 if cards[0].rank > 6 else 1), (seed, cell)


def test_a_card_the_load_pass_names_is_the_one_there_when_the_setup_starts() -> None:
    # `card first = deck.top` after `shuffle deck`: the shuffled deck's top
    # card, which the setup deals first, onto piles[0]
    cls = rules_class("load_card")
    for seed in range(3):
        rules = cls()
        state, _ = rules.deal(seed)
        kept = dict(zip(rules.flat_changing, state[rules.flat_stacks], strict=False))
        pile = state[rules.stack_by_name["piles[0]"].index]
        assert kept["first"] >> 1 == pile[0] >> 1


def test_cards_the_load_pass_draws_are_of_leaf_types_the_seed_decides() -> None:
    # 6 big tokens (ids 1-6), 6 of a leaf type of token each (7-12), 8
    # plain tokens (13-20), by id whatever the shuffle made of their places
    drawn = set()
    for seed in range(6):
        session = Session(rules_class("random_load")(), seed)
        cards = [card for name in session.stacks() for card in session.cards(name)]
        names = {card.id: card.name for card in cards}
        assert sorted(names) == list(range(1, 21))
        assert {names[k] for k in range(1, 7)} == {"big"}
        assert {names[k] for k in range(13, 21)} == {"token"}
        kinds = tuple(names[k] for k in range(7, 13))
        assert set(kinds) <= {"big", "gem"}
        drawn.add(kinds)
    assert len(drawn) > 1  # (the seed decides)


def test_a_card_type_the_load_pass_changes_changes_the_cards_made_after() -> None:
    # 6 big (v 4), 3 gems made before `gem.v = gem.v + 1` (v 2), 3 after
    # (v 3), then 8 tokens (v 1): `v` is kept by card id in the state's
    # last tuple (`flat_card_changing`), as play may change it
    cls = rules_class("retyped")
    assert cls.flat_card_changing == ("v",)
    for seed in range(3):
        rules = cls()
        state, _ = rules.deal(seed)
        codes = [code for index in range(rules.flat_stacks) for code in state[index]]
        names = {rules.flat_cards[code].id: rules.flat_cards[code].name for code in codes}
        v = state[-1][0]
        assert [names[k] for k in range(1, 21)] == ["big"] * 6 + ["gem"] * 6 + ["token"] * 8
        assert list(v[1:]) == [4] * 6 + [2] * 3 + [3] * 3 + [1] * 8
