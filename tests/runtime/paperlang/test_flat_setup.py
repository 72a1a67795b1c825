"""Transfers of the setup (`paperc/codegen/paperlang_flat_setup.py`):
to every stack of several declarations, under every stack or from the
bottom, from a member of the set it deals to, a card filter's cards
under a stack, and card variables (a local of the setup, a game variable
the setup sets, kept in the state as its card's code). Compiled from a
real source, dealt (the same events, cards, faces and values) and played
at random as recorded (`recorded.played`). A card filter's cards sent
to `every` stack are a compile error (the first engine laid the same
card on each)."""

from __future__ import annotations

import pytest

import paperc
from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.recorded import DEAL_READS, played
from tests.runtime.paperlang.test_flat import game_ir_of
from tests.runtime.paperlang.test_flat_cards import not_compiled
from tests.runtime.paperlang.test_flat_deal import dealt_alike

GAME = """game Dealt start
    #use "deck"
    shuffle deck
    visiblestack waste
    hiddenstack spare
    stacklist piles[3] start
        build "YDA"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    setup start
SETUP
        deck -> waste top 1
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick spare -> waste top 1 then
            pick deck -> waste top 1 where from{deck.size > 0} then
        end
    end
end
"""

SETUPS = {
    "several": "deck -> every piles, spare, homes[0] top 2",
    "under": "deck ->_ every piles top 2\ndeck />_ every piles, spare top 2",
    "bottom": "deck -> every piles bottom 2\ndeck /> every spare, piles bottom 3",
    "own set": "deck -> piles[1] top 5\npiles[1] -> every piles top 2\n"
    "piles[2] /> every piles top 2",
    "filter under": "deck{v < 3} ->_ spare top 3\ndeck{suit == 2} />_ piles[0] bottom 4",
    "computed": "int k = 1\npiles[k] -> every piles top 1\ndeck -> piles[k] top 3\n"
    "piles[k] ->_ every piles, spare bottom 1",
    "filtered": "deck -> piles[2] top 2\ndeck -> every piles{size == 0} top 3\n"
    "deck ->_ every homes{size < 1} bottom 1",
    "cards": "card c = deck.top\nif c.v > 6 start\n    deck -> spare top 2\nend\n"
    "c = deck.bottom\ndeck -> every piles top 1\nfirst = piles[0].top\n"
    "if (c.suit == 1) || (c == first) start\n    first = deck.top\nend",
}


def game_of(setup: str) -> str:
    lines = "".join(f"        {line}\n" for line in setup.split("\n"))
    game = GAME.replace("SETUP\n", lines)
    if "first" in setup:  # (a card variable of the game, which a pick reads)
        game = game.replace("    shuffle deck\n", "    shuffle deck\n    card first\n")
        game = game.replace(
            "pick spare -> waste top 1", "pick spare -> waste top 1 where from{spare.top != first}"
        )
    return game


def dealt_with_a_card(rules_class: type, seed: int, name: str) -> None:
    """`dealt_alike` for a game whose variable `name` holds a card (the
    engine keeps its code, 0 for none; the recording, its id)."""
    played(rules_class, seed, 1, (*DEAL_READS, f"card {name}"))


@pytest.mark.parametrize("name", list(SETUPS))
def test_transfers_of_the_setup_deal_and_play_as_recorded(name: str) -> None:
    source = game_of(SETUPS[name])
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    for seed in (0, 1, 2):
        if "first" in source:
            dealt_with_a_card(rules_class, seed, "first")
        else:
            dealt_alike(rules_class, seed)
    played(rules_class, 3, 60, ("some refusals",))


@pytest.mark.parametrize("where", ["setup", "pick"])
def test_a_card_filters_cards_to_every_stack_is_an_error(where: str) -> None:
    moved = "deck{v == 1} -> every homes top 1"
    if where == "setup":
        source = game_of(moved)
    else:
        source = GAME.replace("SETUP\n", "").replace(
            "            pick spare -> waste top 1 then\n",
            f"            pick {moved} then\n",
        )
    with pytest.raises(paperc.CompileError) as caught:
        paperc.compile_source(source, "t.pl")
    (found,) = [d for d in caught.value.diagnostics if d.code == "P131"]
    assert "to one stack, not to `every` stack" in found.message
    line = next(n for n, text in enumerate(source.split("\n"), 1) if moved in text)
    assert (found.span.path, found.span.line) == ("t.pl", line)
