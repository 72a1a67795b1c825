"""A card's attribute the game's own statements (the load pass) change
(`gems.top.shine = 4`, `deck.top.v = 20` after the deck is shuffled), on
the compiled engine (issue 22): set as the deal runs, on the card the
seed put there. Compiled from a real source, played at random, and
checked move by move against a little model of the game written from the
language reference (`docs/paperlang.md`)."""

from __future__ import annotations

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.modelled import compiled, played_against

# the deck's top card once shuffled is worth 20: it goes to `shown`, not to
# the waste; the gems shine 4 (the top one), 1 (the bottom one) and 0; a
# gem goes to `shown` while its top one shines; the score is the shine there
SHINE = """game Shine start
    #use "deck"
    card Gem start int v = 0 int shine = 0 end
    visiblestack waste
    visiblestack gems
    visiblestack shown
    place Gem -> gems 3
    shuffle deck
    gems.top.shine = 4
    (gems.top - 2).shine = 1
    deck.top.v = 20
    setup start
        turnup deck all
        turnup gems all
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{(from.size > 0) && (from.top.v < 20)} then
            pick deck -> shown top 1 where from{(from.size > 0) && (from.top.v == 20)} then
            pick gems -> shown top 1 where from{(from.size > 0) && (from.top.shine > 0)} then
            pick waste -> deck top all where from{(deck.size == 0) && (from.size > 0)} then
        end
    end
    score shown{shine}
end
"""


class Model:
    """Shine as the reference says it plays: cards by id, with their
    values (`v`) and shine as the load pass left them."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: [c.id for c in session.cards(name)] for name in session.stacks()}
        deck, gems = self.stacks["deck"], self.stacks["gems"]
        self.v = {card.id: card.rank for card in session.cards("deck")}
        self.v[deck[-1]] = 20
        self.shine = dict.fromkeys(gems, 0)
        self.shine[gems[-1]], self.shine[gems[0]] = 4, 1

    def moves(self) -> list[tuple[str, str]]:
        deck, gems, waste = self.stacks["deck"], self.stacks["gems"], self.stacks["waste"]
        found = []
        if deck and self.v[deck[-1]] < 20:
            found.append(("deck", "waste"))
        if deck and self.v[deck[-1]] == 20:
            found.append(("deck", "shown"))
        if gems and self.shine[gems[-1]] > 0:
            found.append(("gems", "shown"))
        if not deck and waste:
            found.append(("waste", "deck"))
        return found

    def play(self, move: Move) -> None:
        cards, target = self.stacks[move.source or ""], move.target or ""
        for _ in range(len(cards) if target == "deck" else 1):  # (one at a time, top first)
            self.stacks[target].append(cards.pop())

    def score(self) -> int:
        return sum(self.shine.get(card, 0) for card in self.stacks["shown"])


def test_a_card_the_load_pass_changes_compiles() -> None:
    compiled(SHINE)


@pytest.mark.parametrize("seed", range(6))
def test_a_card_the_load_pass_changes_plays_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(SHINE)(), seed)
    model = Model(session)

    def scored() -> None:
        assert session.score == model.score()

    ids = lambda session, name: [card.id for card in session.cards(name)]  # noqa: E731
    played_against(session, model, seed, read=ids, check=scored)
    assert model.stacks["shown"]  # (the card worth 20, or a gem)


def test_a_card_the_load_pass_changes_in_an_empty_stack_is_an_error_at_the_deal() -> None:
    source = SHINE.replace("    deck.top.v = 20\n", "    waste.top.v = 20\n")
    with pytest.raises(GameError, match=r"t\.pl:11: cannot set v: there is no card there"):
        Session(game_class(source)(), 0)


# `auto place` onto the first or last empty member of a list or a grid (its
# cells row by row), in the game's own statements: onto none when none is
PLACED = """game Placed start
    card Flag start int v = 1 end
    card Tile start int v = 2 end
    stacklist r[4]
    stackgrid g[2 2]
    visiblestack out
    place Tile -> r[0] 1
    place Tile -> r[2] 1
    auto place Flag -> r{|[]} 1
    auto place Flag -> r{[]|} 2
    auto place Tile -> r{[]} 1
    place Tile -> g[0 0] 1
    auto place Flag -> g{|[]} 1
    auto place Tile -> g{[]|} 1
    auto place Flag -> g{[]|} 1
    turn start pickone start pick out -> out top 0 then end end
end
"""


def test_auto_place_onto_the_first_or_last_empty_member_in_the_load_pass() -> None:
    assert refusal(game_ir_of(PLACED)) is None and not_compiled(PLACED) == []
    session = Session(game_class(PLACED)(), 0)
    table = {name: [card.name for card in session.cards(name)] for name in session.stacks()}
    assert table == {
        "r[0]": ["Tile"],
        "r[1]": ["Flag"],
        "r[2]": ["Tile"],
        "r[3]": ["Flag", "Flag"],
        "g[0 0]": ["Tile"],
        "g[1 0]": ["Flag"],
        "g[0 1]": ["Flag"],
        "g[1 1]": ["Tile"],
        "out": [],
    }


# `auto place` onto the first member a condition keeps, in the game's own
# statements (its sizes and attributes as they are there): onto none when
# none is
KEPT_PLACED = """game KeptPlaced start
    card Flag start int v = 1 end
    card Tile start int v = 2 end
    stacklist r[4] start
        int cap = 2
    end
    visiblestack out
    r[1].cap = 0
    place Tile -> r[0] 2
    auto place Flag -> r{size < cap} 1
    auto place Flag -> r{size < cap} 2
    auto place Tile -> r{(size == 0) && (cap > 1)} 1
    auto place Flag -> r{size > 5} 1
    turn start pickone start pick out -> out top 0 then end end
end
"""


def test_auto_place_onto_the_first_member_a_condition_keeps_in_the_load_pass() -> None:
    compiled(KEPT_PLACED)
    session = Session(game_class(KEPT_PLACED)(), 0)
    table = {name: [card.name for card in session.cards(name)] for name in session.stacks()}
    # r[0] is full (2 of 2), r[1] takes none (cap 0): the flags go onto r[2]
    assert table == {
        "r[0]": ["Tile", "Tile"],
        "r[1]": [],
        "r[2]": ["Flag", "Flag", "Flag"],
        "r[3]": ["Tile"],
        "out": [],
    }
