"""A pick to every stack of piles with rules (`pick deck -> every piles
top 1` onto columns built down), on the compiled engine (issue 22): one
option a source, offered as its `from` filter says, its cards going to
each destination whose rules take them, judged as a player's move is
(`docs/paperlang.md`, "Build rules": the destination's `maxlength`, its
rule for the card that lands first, a group only where groups go, each
card on the one before in sequence) on the table as the moves before it
left it. Compiled from a real source, played at random, and checked move
by move against a little model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

# piles: any card fills one, then down whatever the suit, a card at a time;
# homes: any card fills one, then up whatever the suit, groups in sequence,
# at most four (all twelve places full: the game is won)
DEALING = """game Dealing start
    #use "deck"
    visiblestack waste
    visiblestack hold
    stacklist piles[4] start
        build "YDY"
    end
    stacklist homes[3] start
        build "YUY"  group "YY"  maxlength 4
    end
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> every piles top 1 where from{from.size > 0} then
            pick deck -> waste top 3 where from{from.size > 2} then
            pick deck -> hold top 2 where from{from.size > 1} then
            pick waste -> every homes top 2 where from{from.size > 1} then
            pick hold /> every homes top 2 where from{from.size > 1} then
            pick piles -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""

Card = tuple[int, str]
PILES = [f"piles[{k}]" for k in range(4)]
HOMES = [f"homes[{k}]" for k in range(3)]


def pile_takes(pile: list[Card], landing: list[Card]) -> bool:
    """`build "YDY"` (no `group`): one card, any on an empty pile, else
    one lower than the top, whatever the suit."""
    if len(landing) != 1:
        return False
    return not pile or landing[0][0] == pile[-1][0] - 1


def home_takes(home: list[Card], landing: list[Card]) -> bool:
    """`build "YUY" group "YY" maxlength 4`: room for them all, the first
    any card on an empty home or one higher than the top, and each next
    one higher than the one before (the source has no rule: the home's)."""
    if len(home) + len(landing) > 4:
        return False
    if home and landing[0][0] != home[-1][0] + 1:
        return False
    pairs = zip(landing, landing[1:], strict=False)
    return all(upper[0] == lower[0] + 1 for lower, upper in pairs)


class Model:
    """Dealing as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str | None]]:
        stacks = self.stacks
        if all(len(stacks[home]) == 4 for home in HOMES):
            return []  # (every pile with a `maxlength` full: won)
        deck = len(stacks["deck"])
        found: list[tuple[str, str | None]] = []
        if deck > 0:
            found.append(("deck", None))
        if deck > 2:
            found.append(("deck", "waste"))
        if deck > 1:
            found.append(("deck", "hold"))
        found += [(name, None) for name in ("waste", "hold") if len(stacks[name]) > 1]
        found += [(pile, "waste") for pile in PILES if stacks[pile]]
        return found

    def every(self, source: str, dests: list[str], takes, count: int, cut: bool) -> None:
        """`count` cards to each of `dests` in turn that takes them then."""
        cards = self.stacks[source]
        for dest in dests:
            moving = cards[len(cards) - count :] if count <= len(cards) else cards[:]
            landing = moving if cut else moving[::-1]  # (`->`: the top card first)
            if landing and takes(self.stacks[dest], landing):
                self.stacks[dest] += landing
                del cards[len(cards) - len(moving) :]

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target
        stacks = self.stacks
        if target is None and source == "deck":
            self.every("deck", PILES, pile_takes, 1, False)
        elif target is None:
            cut = source == "hold"
            self.every(source, HOMES, home_takes, 2, cut)
        else:
            count = {"waste": 3, "hold": 2}[target] if source == "deck" else 1
            moving = stacks[source][-count:]
            del stacks[source][-count:]
            stacks[target] += moving[::-1]  # (one at a time, the top card first)


def test_a_pick_to_every_ruled_pile_compiles() -> None:
    compiled(DEALING)


@pytest.mark.parametrize("seed", range(8))
def test_a_pick_to_every_ruled_pile_plays_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(DEALING)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_rules_refuse_some_destinations_and_take_others() -> None:
    # (the playouts above deal onto some piles and not others, and fill homes)
    dealt = refused = grouped = 0
    for seed in range(8):
        session = Session(game_class(DEALING)(), seed)
        model = Model(session)
        for move in played_against(session, Model(session), seed, steps=200):
            before = {name: len(model.stacks[name]) for name in PILES + HOMES}
            model.play(move)
            grew = [name for name in PILES + HOMES if len(model.stacks[name]) > before[name]]
            if move.target is None and move.source == "deck":
                dealt += len(grew)
                refused += 4 - len(grew)
            grouped += sum(len(model.stacks[name]) - before[name] == 2 for name in HOMES)
    assert dealt > 0 and refused > 0 and grouped > 0


# the same picks with `to` filters too: to each destination its rules and
# its filter both allow, as the moves before left the table
SIFTED = DEALING.replace(
    "pick deck -> every piles top 1 where from{from.size > 0}",
    "pick deck -> every piles top 1 where from{from.size > 0}, to{to.size < 3}",
).replace(
    "pick waste -> every homes top 2 where from{from.size > 1}",
    "pick waste -> every homes top 2 where from{from.size > 1}, to{moving.bottom.v > 1}",
)


class SiftedModel(Model):
    """Sifted: Dealing, each destination also passing its `to` filter
    (`moving.bottom` is the card that lands first: the top card, `->`)."""

    def play(self, move: Move) -> None:
        if move.target is None and move.source == "deck":
            self.every(
                "deck",
                PILES,
                lambda pile, cards: len(pile) < 3 and pile_takes(pile, cards),
                1,
                False,
            )
        elif move.target is None and move.source == "waste":
            takes = lambda home, cards: cards[0][0] > 1 and home_takes(home, cards)  # noqa: E731
            self.every("waste", HOMES, takes, 2, False)
        else:
            super().play(move)


@pytest.mark.parametrize("seed", range(6))
def test_to_every_ruled_pile_with_a_to_filter_plays_as_the_reference_says(seed: int) -> None:
    assert SIFTED.count("to{") == 2
    session = Session(game_class(SIFTED)(), seed)
    played_against(session, SiftedModel(session), seed, steps=200)


# a pick to every home from the hold and the piles: each judged by its own
# rules (the hold has none; a pile lets one card go, no group)
MIXED = DEALING.replace(
    "pick hold /> every homes top 2 where from{from.size > 1}",
    "pick hold, piles /> every homes top 2 where from{from.size > 0}",
)


class MixedModel(Model):
    """Mixed: Dealing, the hold's pick from the piles too."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen = {"from a pile": 0}  # (cards a pile gave home)

    def moves(self) -> list[tuple[str, str | None]]:
        if all(len(self.stacks[home]) == 4 for home in HOMES):
            return []  # (won)
        plain = [option for option in super().moves() if option[0] != "hold"]
        first = len([option for option in plain if option[0] in ("deck", "waste")])
        everies = [(name, None) for name in ("hold", *PILES) if self.stacks[name]]
        return plain[:first] + everies + plain[first:]

    def play(self, move: Move) -> None:
        if move.target is None and move.source in PILES:
            before = sum(len(self.stacks[home]) for home in HOMES)
            one = lambda home, cards: len(cards) == 1 and home_takes(home, cards)  # noqa: E731
            self.every(move.source, HOMES, one, 2, True)
            self.seen["from a pile"] += sum(len(self.stacks[home]) for home in HOMES) - before
        else:
            super().play(move)


@pytest.mark.parametrize("seed", range(6))
def test_to_every_ruled_pile_from_piles_of_other_rules_plays_as_the_reference_says(
    seed: int,
) -> None:
    session = Session(compiled(MIXED)(), seed)
    played_against(session, MixedModel(session), seed, steps=200)


def test_the_piles_of_other_rules_give_cards_home() -> None:
    assert reached(MIXED, MixedModel)["from a pile"] > 0


# the waste's pick to every home from the piles too, with its `to` filter:
# each source judged by its own rules (a pile lets one card go, no group)
SIFTED_MIXED = SIFTED.replace(
    "pick waste -> every homes top 2 where from{from.size > 1}",
    "pick waste, piles -> every homes top 2 where from{from.size > 0}",
)


class SiftedMixedModel(SiftedModel):
    """Sifted, the waste's pick from the piles too (and from a waste of one)."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen = {"from a pile": 0}

    def moves(self) -> list[tuple[str, str | None]]:
        found = super().moves()
        if not found:
            return found  # (won)
        dealt = [option for option in found if option[0] == "deck"]
        mine = [(name, None) for name in ("waste", *PILES) if self.stacks[name]]
        return dealt + mine + [option for option in found if option[0] not in ("deck", "waste")]

    def play(self, move: Move) -> None:
        if move.target is None and move.source in PILES:
            before = sum(len(self.stacks[home]) for home in HOMES)
            one = lambda home, cards: (  # noqa: E731
                len(cards) == 1 and cards[0][0] > 1 and home_takes(home, cards)
            )
            self.every(move.source, HOMES, one, 2, False)
            self.seen["from a pile"] += sum(len(self.stacks[home]) for home in HOMES) - before
        else:
            super().play(move)


@pytest.mark.parametrize("seed", range(4))
def test_to_every_ruled_pile_with_a_to_filter_from_piles_of_other_rules_plays(seed: int) -> None:
    session = Session(compiled(SIFTED_MIXED)(), seed)
    played_against(session, SiftedMixedModel(session), seed, steps=200)


def test_the_piles_of_other_rules_give_cards_home_through_the_filter() -> None:
    assert reached(SIFTED_MIXED, SiftedMixedModel)["from a pile"] > 0


# each pile's top card to every pile in turn, its own among them: onto
# itself it leaves and comes back, which no rules judge
OWN = DEALING.replace(
    "pick piles -> waste top 1 where from{from.size > 0}",
    "pick piles -> every piles top 1 where from{from.size > 0}",
)


class OwnModel(Model):
    """Own: Dealing, the piles' pick to every pile, its own among them."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen = {"given": 0}  # (cards a pile gave another)

    def moves(self) -> list[tuple[str, str | None]]:
        return [(source, None if source in PILES else to) for source, to in super().moves()]

    def play(self, move: Move) -> None:
        if move.target is not None or move.source not in PILES:
            super().play(move)
            return
        cards = self.stacks[move.source]
        for pile in PILES:  # (onto itself: the card leaves and comes back)
            if pile != move.source and cards and pile_takes(self.stacks[pile], cards[-1:]):
                self.stacks[pile].append(cards.pop())
                self.seen["given"] += 1


@pytest.mark.parametrize("seed", range(4))
def test_to_every_ruled_pile_among_its_own_sources_plays_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(OWN)(), seed)
    played_against(session, OwnModel(session), seed, steps=200)


def test_a_pile_gives_its_card_to_the_others_its_rules_take() -> None:
    assert reached(OWN, OwnModel)["given"] > 0


# picks to every stack of no cards (`top 0`): nothing moves, nothing for
# the rules to judge; each is offered as its `from` filter says, and its
# `then` body runs
ZERO = """game Zero start
    #use "deck"
    visiblestack waste
    stacklist piles[4] start
        build "YDY"
    end
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> every piles top 0 where from{from.size > 3} then
                deck -> every piles top 1
            pick piles -> waste top 1 where from{from.size > 0} then
            pick waste -> every piles top 0 where from{from.size > 0} then
                waste -> deck top 1
        end
    end
end
"""


class ZeroModel:
    """Zero as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str | None]]:
        stacks = self.stacks
        found: list[tuple[str, str | None]] = [("deck", None)] if len(stacks["deck"]) > 3 else []
        found += [(pile, "waste") for pile in PILES if stacks[pile]]
        return found + ([("waste", None)] if stacks["waste"] else [])

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target
        stacks = self.stacks
        if target is None and source == "deck":  # (the `then` body: one card a pile)
            for pile in PILES:
                stacks[pile].append(stacks["deck"].pop())
        elif target is None:
            stacks["deck"].append(stacks["waste"].pop())
        else:
            stacks[target].append(stacks[source].pop())


@pytest.mark.parametrize("seed", range(4))
def test_a_pick_to_every_stack_of_no_cards_plays_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(ZERO)(), seed)
    played = played_against(session, ZeroModel(session), seed, steps=150)
    assert {(move.source, move.target) for move in played} >= {("deck", None), ("waste", None)}
