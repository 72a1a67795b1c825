"""The players' own stacks (`privatestack p.hand` in a game-level
`foreachplayer p`). The first engine made one stack of all the players'
own (`currentPlayer.hand` named none there), so its recordings are no
oracle: a small game is checked against an independent model written
from the language's description (docs/paperlang.md, "Players"): each
player has a stack of their own, `hand[0]` the first player's; the setup
deals to each player in turn (`foreachplayer` in a block); the current
player plays from their own stack and draws into it; a private stack shows
its cards to its player only (the table shows the other players' with
their backs up); the turn passes round the table; the score reads the
current player's attribute."""

from __future__ import annotations

import random

import pytest

from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class

# a game of shedding: each player holds three cards and plays their hand's
# top card onto the pile when it matches the pile's top by suit or rank,
# or draws one from the deck; whoever empties their hand wins
PARTY = """game Party start
    #use "deck"
    players 3
    visiblestack pile
    foreachplayer p start
        privatestack p.hand
        int p.played = 0
    end
    shuffle deck
    setup start
        foreachplayer p start
            deck -> p.hand top 3
        end
        deck -> pile top 1
    end
    turn start
        pickone start
            pick currentPlayer.hand -> pile top 1
                where to{(from.top.suit == to.top.suit) || (from.top.v == to.top.v)} then
                currentPlayer.played = currentPlayer.played + 1
            pick deck -> currentPlayer.hand top 1 where from{deck.size > 0} then
        end
        if currentPlayer.hand.size == 0 start
            winneris currentPlayer
        end
    end
    score currentPlayer.played
end
"""

Seen = tuple[int, str, bool]


class PartyModel:
    """The rules above, over the table as it truly lies (every hand's
    cards face up, the deck's face down), and the player whose turn it is."""

    def __init__(self, session: Session, players: int) -> None:
        self.players = players
        self.current = 0
        self.played = [0] * players
        self.won = False
        self.table: dict[str, list[Seen]] = {
            name: [(r, s, up or name.startswith("hand")) for r, s, up in cards]
            for name, cards in table_of(session).items()
        }

    def hand(self, player: int | None = None) -> str:
        return f"hand[{self.current if player is None else player}]"

    def moves(self) -> set[tuple[str, str, int]]:
        if self.won:
            return set()
        found = set()
        mine, pile = self.table[self.hand()], self.table["pile"]
        if mine and (mine[-1][0] == pile[-1][0] or mine[-1][1] == pile[-1][1]):
            found.add((self.hand(), "pile", 1))
        if self.table["deck"]:
            found.add(("deck", self.hand(), 1))
        return found

    def play(self, move: tuple[str, str, int]) -> None:
        source, target, _ = move
        rank, suit, _ = self.table[source].pop()
        self.table[target].append((rank, suit, True))  # (a visible or private stack: up)
        if source == self.hand():
            self.played[self.current] += 1
            if not self.table[source]:
                self.won = True  # (the game ends in this player's turn)
                return
        self.current = (self.current + 1) % self.players

    def seen(self) -> dict[str, list[Seen]]:
        """The table as the current player sees it: the others' hands face down."""
        return {
            name: [(r, s, up and (not name.startswith("hand") or name == self.hand()))
                   for r, s, up in cards]
            for name, cards in self.table.items()
        }  # fmt: skip

    def status(self) -> str:
        return "won" if self.won else ("playing" if self.moves() else "lost")


def table_of(session: Session) -> dict[str, list[Seen]]:
    return {
        name: [(c.rank, c.suit, c.face_up) for c in session.cards(name)]
        for name in session.stacks()
    }


def play_against_the_model(source: str, players: int, seeds: range, steps: int) -> set[str]:
    """Random games through a real Session, each step compared with the
    model: the moves offered, the table as the current player sees it, the
    status and the score. The statuses the games ended in."""
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    statuses = set()
    for seed in seeds:
        session = Session(rules_class(), seed)
        model = PartyModel(session, players)
        chooser = random.Random(seed)
        for _ in range(steps):
            assert table_of(session) == model.seen()
            assert {(m.source, m.target, m.count) for m in session.moves()} == model.moves()
            assert session.status == model.status()
            assert session.score == model.played[model.current]
            assert session.player == model.current  # (whose turn the table says it is)
            if not session.moves():
                break
            plays = [m for m in session.moves() if m.target == "pile"]  # (those first)
            move = chooser.choice(plays or session.moves())
            session.play(move)
            model.play((move.source, move.target, move.count))
        statuses.add(session.status)
    return statuses


@pytest.mark.parametrize("players", [3, 2])
def test_the_players_own_stacks_follow_the_model(players: int) -> None:
    source = PARTY.replace("players 3", f"players {players}")
    statuses = play_against_the_model(source, players, range(5), 100)
    assert "won" in statuses


def test_each_player_s_own_stack_is_a_stack_of_the_table() -> None:
    session = Session(game_class(PARTY)(), 0)
    assert session.stacks() == ["deck", "pile", "hand[0]", "hand[1]", "hand[2]"]
    assert type(session.rules).flat_owned == ("hand",)
    shown = {name: [c.face_up for c in session.cards(name)] for name in session.stacks()}
    assert shown["hand[0]"] == [True] * 3 and shown["hand[1]"] == [False] * 3
    # a move from another player's stack is refused, with a reason
    assert session.rules.refusal(session.state, "hand[1]", 2, "pile")
