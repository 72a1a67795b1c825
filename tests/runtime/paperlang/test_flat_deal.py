"""The deal (`FlatGame.flat_setup`, written by
paperc/codegen/paperlang_flat_setup.py): every bundled game, and a small
game for each feature a setup may use, deals as recorded
(`recorded.played`): the same events, in order, the same cards and faces,
game variables, stack attributes and generator state, moves, status and
score; then plays the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, not_compiled
from tests.runtime.paperlang.modelled import compiled
from tests.runtime.paperlang.recorded import DEAL_READS, played

ROOT = Path(__file__).resolve().parents[3]
GAMES = sorted(path.stem for path in (ROOT / "games_src").glob("*.pl"))
SEEDS = (0, 1, 2, 11982)


def dealt_alike(rules_class: type, seed: int) -> None:
    """The deal of `seed` against the recorded one (and the moves it
    offers, and the first one's table)."""
    assert type(played(rules_class, seed, 1, DEAL_READS).state) is tuple


def writes_its_deal(rules_class: type) -> bool:
    return issubclass(rules_class, FlatGame) and rules_class.flat_setup is not FlatGame.flat_setup


@pytest.mark.parametrize("game", GAMES)
def test_every_bundled_game_deals_as_recorded(game: str) -> None:
    rules_class = type(Session.open(ROOT / "plugins" / f"{game}.py", seed=0).rules)
    assert writes_its_deal(rules_class)
    for seed in SEEDS:
        dealt_alike(rules_class, seed)


def test_a_deal_is_the_same_twice_and_differs_by_seed() -> None:
    rules_class = type(Session.open(ROOT / "plugins" / "klondike.py", seed=0).rules)
    rules = rules_class()
    first = rules.deal(5)
    assert rules.deal(6)[0] != first[0]
    assert rules.deal(5) == first
    assert rules.key(rules.deal(5)[0]) == rules.key(first[0])


def test_a_deck_made_on_one_stack_and_shuffled_first_is_data() -> None:
    # `#use "deck"` then `shuffle deck`: the plugin names the stack
    # (`flat_shuffled`), `deal` makes and shuffles the cards, as recorded
    text = (ROOT / "plugins" / "klondike.py").read_text(encoding="utf-8")
    assert "    flat_shuffled = DECK\n" in text and "flat_create" not in text
    rules_class = type(Session.open(ROOT / "plugins" / "klondike.py", seed=0).rules)
    for seed in range(20):
        dealt_alike(rules_class, seed)
    # a deck shuffled otherwise (`shuffle deck microsoft`) is written out
    text = (ROOT / "plugins" / "freecell.py").read_text(encoding="utf-8")
    assert "flat_shuffled" not in text and "self.flat_create(s, DECK, 1, 52)" in text


def test_freecell_deals_microsofts_numbering() -> None:
    session = Session.open(ROOT / "plugins" / "freecell.py", seed=1)
    assert writes_its_deal(type(session.rules))
    # deal #1 starts JD 2D 9H JC 5D 7H 7C 5H, one card to each cascade in turn
    tops = [str(session.cards(f"cascades[{k}]")[0]) for k in range(8)]
    assert [t[:2] for t in tops] == ["JD", "2D", "9H", "JC", "5D", "7H", "7C", "5H"]


DEALER = """game Dealer start
    #use "deck"
    int rows = 3
    int dealt = 0
    visiblestack waste
    stacklist piles[4] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    setup start
        int i = 0
        while i < 4 start
            int k = 0
            while k < i + 1 start
                deck -> piles[i] top 1
                k = k + 1
            end
            if i == 1 start
                turnup piles[i] top k - 1
            elseif i == 2 then
                turnup piles[i] all
            else
                turnup piles[i]
            end
            i = i + 1
        end
        deck -> waste top rows
        dealt = piles[3].size + waste.size
        turnup waste all
    end
    turn start
        pickone start
            pick piles -> homes build then
            pick piles -> piles build then
            pick waste -> piles build then
            pick deck -> waste top 1 where from{from.size > 0} then
                dealt = dealt + 1
        end
    end
end
"""
# cards picked by a card filter, a shuffle and a phase in the setup, and a
# stack attribute it sets
FILTERS = """game Filters start
    #use "deck"
    visiblestack waste
    stacklist homes[4] start
        build "NUS"
        maxlength 13
    end
    int homes.start = 0
    stacklist piles[6] start
        build "YDA"
    end
    phase spread start
        int j = 0
        while deck.size > 0 start
            deck -> piles[j % 6] top 1
            j = j + 1
        end
    end
    setup start
        int i = 0
        while i < 4 start
            deck{v == i + 1} -> homes[i] top 1
            homes[i].start = i + 1
            i = i + 1
        end
        deck{suit == 4} -> waste bottom 2
        if (deck{v == 13}).size > 3 start
            shuffle deck
        end
        do spread
        turnup piles all
    end
    turn start
        pickone start
            pick piles -> homes build then
            pick piles -> piles build then
            pick waste -> piles build then
        end
    end
end
"""
# the game's own statements: stack attributes, a changed variable, two
# places of cards (one stack face up, one face down)
LOADED = """game Loaded start
    #use "deck"
    int level = 2
    level = 4
    hiddenstack stock
    stacklist piles[3] start
        build "YDA"
    end
    int piles.extra = 1
    piles[2].extra = 7
    place aceH -> stock 2
    place kingS -> piles[0] 1
    shuffle stock
    setup start
        deck -> piles[1] top level
        stock -> piles[2] top piles[2].extra - 6
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick stock -> piles[0] top 1 where from{from.size > 0} then
        end
    end
end
"""


@pytest.mark.parametrize("source", [DEALER, FILTERS, LOADED], ids=["loops", "filters", "loaded"])
def test_a_setup_feature_deals(source: str) -> None:
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert writes_its_deal(rules_class)
    for seed in range(6):
        dealt_alike(rules_class, seed)
        played(rules_class, seed, 30)


def test_a_setup_that_turns_up_a_number_of_cards_that_is_not_one_says_where() -> None:
    source = DEALER.replace("turnup piles[i] top k - 1", "turnup piles[i] top k - 5")
    rules_class = game_class(source)
    assert writes_its_deal(rules_class)
    with pytest.raises(GameError) as found:  # (as the first engine said it)
        rules_class().deal(0)
    said = (found.value.message, found.value.source, found.value.line)
    assert said == ("cannot turn int cards", "t.pl", 23)


def test_a_setup_every_onto_kept_members_among_other_stacks_deals() -> None:
    # a transfer to every stack of a filtered set among other stacks: the
    # members the braces keep are chosen before any card moves (here none:
    # each home holds its ace), then the waste (`test_flat_setup_every`)
    line = "        deck -> every homes{size == 0}, waste top 1\n"
    source = FILTERS.replace("        shuffle deck\n", line)
    assert source != FILTERS
    for seed in range(3):
        session = Session(compiled(source)(), seed)
        assert [len(session.cards(f"homes[{k}]")) for k in range(4)] == [1, 1, 1, 1]
        assert len(session.cards("waste")) == 3  # (two spades from the bottom, then one)
