"""Picks whose cards the player chooses, to every stack, from piles of
other rules than each other's (`pick choose hand, cells -> every rows 1`)
and to the places near the source (`pick choose rows -> every
rows[:-1:1] 1`, `/>` with a `to` filter), on the compiled engine (issue
22): one option a way of choosing (a card to cut at), and each
destination in turn takes the cards at the places chosen as the source
holds them then, when the rules of the source and of that destination
let them go there and its `to` filter allows it (`docs/paperlang.md`,
"Transfers" and "Build rules"). Compiled from a real source, played at
random, and checked move by move against a little model of the game
written from the reference."""

from __future__ import annotations

from runtime.engine.model import Move
from runtime.session import Session
from tests.models.cards import alternate_down
from tests.models.harness import Seen
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import compiled, played_against

# rows: any card fills one, then down in alternate colours, one card at a
# time; cells: built up in suit, their cards keep their face (the first
# cell's face down); heaps: no rules
MINGLING = """game Mingling start
    #use "deck"
    visiblestack hand
    stacklist cells[2] start
        build "YUS"  facing keep
    end
    stacklist rows[3] start
        build "YDA"
    end
    stacklist heaps[3]
    shuffle deck
    setup start
        deck -> cells[0] top 3
        turnup deck all
        deck -> cells[1] top 2
        deck -> hand top 5
        deck -> heaps[0] top 3
    end
    turn start
        pickone start
            pick choose hand, cells -> every rows 1 where from{from.size > 0} then
            pick choose rows -> every rows[:-1:1] 1 where from{from.size > 1} then
            pick choose heaps /> every heaps[:1:-1] where from{from.size > 0},
                to{to.size < 5} then
            pick deck -> hand top 1 where from{from.size > 0} then
            pick deck -> heaps top 1 where from{from.size > 0} then
        end
    end
end
"""
HAND_AND_CELLS = ["hand", "cells[0]", "cells[1]"]
ROWS = [f"rows[{k}]" for k in range(3)]
HEAPS = [f"heaps[{k}]" for k in range(3)]
Option = tuple[str | None, str | None, tuple[int, ...]]


def seen(session: Session, name: str) -> list[Seen]:
    return [(card.rank, card.suit, card.face_up) for card in session.cards(name)]


class Model:
    """Mingling as the reference says it plays (cards as (rank, suit,
    face up)); `seen` counts what the playouts reach."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: seen(session, name) for name in session.stacks()}
        self.seen = {"from a cell": 0, "face down kept": 0, "beside": 0, "cut beside": 0}

    def moves(self) -> list[Option]:
        stacks = self.stacks
        found: list[Option] = []
        for name in HAND_AND_CELLS:  # (each card, the top first)
            n = len(stacks[name])
            found += [(name, None, (at,)) for at in range(n - 1, -1, -1)]
        for name in ROWS:
            n = len(stacks[name])
            if n > 1:
                found += [(name, None, (at,)) for at in range(n - 1, -1, -1)]
        for name in HEAPS:  # (each card to cut at, the top first)
            n = len(stacks[name])
            found += [(name, None, (at,)) for at in range(n - 1, -1, -1)]
        if stacks["deck"]:
            found.append(("deck", "hand", ()))
            found += [("deck", name, ()) for name in HEAPS]
        return found

    def play(self, move: Move) -> None:
        stacks, source = self.stacks, move.source or ""
        if source == "deck":
            rank, suit, _ = stacks["deck"].pop()
            stacks[move.target or ""].append((rank, suit, True))
            return
        (place,) = move.detail[3:]
        if source in HEAPS:  # (the run from the card cut at, onto the heap after, then before)
            at = HEAPS.index(source)
            for near in (at + 1, at - 1):
                beside = HEAPS[near] if 0 <= near < len(HEAPS) else None
                if beside is None or len(stacks[beside]) >= 5 or place >= len(stacks[source]):
                    continue
                stacks[beside] += stacks[source][place:]
                del stacks[source][place:]
                self.seen["cut beside"] += 1
            return
        if source in ROWS:  # (the rows before and after it, in turn)
            at = ROWS.index(source)
            dests = [ROWS[k] for k in (at - 1, at + 1) if 0 <= k < len(ROWS)]
        else:
            dests = ROWS
        for dest in dests:
            if place >= len(stacks[source]):
                continue
            card = stacks[source][place]
            if source != "hand" and not card[2]:  # (off a pile with a rule: face up only)
                self.seen["face down kept"] += 1
                continue
            if stacks[dest] and not alternate_down(card, stacks[dest][-1]):
                continue
            stacks[dest].append((*card[:2], True))
            del stacks[source][place]
            self.seen["from a cell" if source.startswith("cells") else "beside"] += 1


def option(move: Move) -> Option:
    return move.source, move.target, move.detail[3:]


def test_choose_picks_mingled_compile() -> None:
    compiled(MINGLING)


def test_choose_picks_mingled_play_as_the_reference_says_reaching_each_rule() -> None:
    found: dict[str, int] = {}
    for seed in range(6):
        session = Session(game_class(MINGLING)(), seed)
        model = Model(session)
        played_against(session, model, seed, 80, option=option, read=seen)
        found = {name: found.get(name, 0) + count for name, count in model.seen.items()}
    assert all(count > 0 for count in found.values()), found
