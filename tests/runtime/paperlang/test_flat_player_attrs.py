"""A stack attribute of type `playerref` (`stacklist piles[4] start
playerref owner end`, `playerref waste.owner = currentPlayer`; read as
`to.owner` and, in braces, `owner`) on the compiled engine (issue 22):
none until set, then a player, as a `playerref` variable is (`docs/paperlang.md`,
"Players": none compares false with any player, `p + 1` is the next
player round the table). Compiled from a real source, played at random,
and checked move by move against a little model of the game written from
the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

CLAIMS = """game Claims start
    #use "deck"
    visiblestack waste
    stacklist piles[4] start
        playerref owner
    end
    playerref waste.owner = currentPlayer
    playerref last
    players 2
    foreachplayer p start
        int p.claimed = 0
    end
    shuffle deck
    setup start
        turnup deck all
        piles[3].owner = currentPlayer + 1
    end
    turn start
        pickone start
            pick deck -> piles top 1 where from{from.size > 0},
                to{!(to.owner != currentPlayer)} then
                if !(to.owner == currentPlayer) start
                    currentPlayer.claimed = currentPlayer.claimed + 1
                end
                to.owner = currentPlayer
            pick piles{(size > 0) && (owner != currentPlayer)} -> waste top 1
                where to{to.owner + 1 == currentPlayer} then
                waste.owner = currentPlayer
                if from.size == 0 start
                    from.owner = last
                end
            pick deck -> waste top 1 where from{(from.size > 0) && (currentPlayer.claimed < 3)} then
                last = currentPlayer
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(4)]


class Model:
    """Claims as the reference says it plays (cards as (rank, suit); an
    owner None for none, else a player's number, 0 the first)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        # (the setup's `currentPlayer + 1`: the second player)
        self.owner: dict[str, int | None] = {**dict.fromkeys(PILES[:3]), "piles[3]": 1}
        self.owner["waste"] = 0
        self.last: int | None = None
        self.claimed = [0, 0]
        self.player = 0
        self.seen = {"claimed": 0, "none taken": 0}  # (what the playouts reached)

    def moves(self) -> list[tuple[str, str]]:
        stacks, owner, me = self.stacks, self.owner, self.player
        found = []
        if stacks["deck"]:  # (`!(none != p)`: true, none compares false)
            found += [("deck", p) for p in PILES if not (owner[p] is not None and owner[p] != me)]
        # (`none != p` is false: a pile of no owner's is not taken)
        if owner["waste"] is not None and (owner["waste"] + 1) % 2 == me:
            found += [
                (p, "waste") for p in PILES if stacks[p] and owner[p] is not None and owner[p] != me
            ]
        if stacks["deck"] and self.claimed[me] < 3:
            found.append(("deck", "waste"))
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        me = self.player
        self.stacks[target].append(self.stacks[source].pop())
        if target in PILES:
            if self.owner[target] != me:
                self.claimed[me] += 1
                self.seen["claimed"] += 1
            self.owner[target] = me
        elif source in PILES:
            self.owner["waste"] = me
            if not self.stacks[source]:
                self.owner[source] = self.last
                self.seen["none taken"] += self.last is None
        else:
            self.last = me
        self.player = 1 - me

    def check(self) -> None:
        assert self.session.player == self.player


def test_stack_attributes_of_players_compile() -> None:
    compiled(CLAIMS)


@pytest.mark.parametrize("seed", range(6))
def test_a_stack_attribute_of_players_plays_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(CLAIMS)(), seed)
    model = Model(session)
    played_against(session, model, seed, steps=200, check=model.check)


def test_the_playouts_claim_piles_and_give_them_back_to_none() -> None:
    seen = reached(CLAIMS, Model)
    assert min(seen.values()) > 0, seen
