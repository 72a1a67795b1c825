"""The turns of a stock folded into the moves that use them (Klondike's
"K+" moves), for the solver.

Turning a face-down stock onto a waste only matters through the waste
card it brings up: a search that plays "turn, turn, waste card to a
column" as one move never keeps the positions in between, where only the
stock stood elsewhere. From each position the folded moves are its own
moves but the turn, and, for each position the turns alone reach (round
the stock until it comes back), the moves from the waste there, each
behind the turns that bring its card up. Every other move leaves the
stock and the waste alone, so a turn can always wait until the waste card
is played: the same positions stay reachable, and a deal lost by the
folded moves is lost.

Read from the pile model, as `runtime.progress.SafeMoves`: only a game of
the classic shape it accepts with columns in alternate colours
(`SafeMoves.of(rules, ("alternate",))`), whose stock and waste have no build rule
(the player can put no card on them), folds its stock; the game's own
`where` and `then` code is trusted to read the stock and the waste only
for moves from them.

At each place of the stock the walk asks the engine for the moves from
the bare piles alone (`FlatGame.bare_moves`, when the engine has it: the
generated listing skips its loops over the columns and foundations, which
the turns leave as they were), not for every move of the position.

A search may hand the fold its table of positions (`covered`): then each
position the turns reach is entered in it, and the walk round the stock
stops at a position already there. Sound, for a lost proof as for a win:
a position X the turns alone reach from a position Y is reachable from Y,
so everything reachable from X is reachable from Y, and Y is searched (it
was entered when listed, and a search ends "lost" only when every position
it entered was searched). And Y's walk can stop at X when X is already in
the table: X is a position entered (its own listing walks on from X the
same way, the turns being the same moves on the same stock and waste) or
a position some earlier walk reached, which walked on from it (or stopped
at a position entered before it, and so on back: each stop is at an
earlier entry). So a position the turns alone reach from one searched is
never searched again: a K+ position whose stock stands at a place the
stock of another position with the same cards turns through
(`tests/runtime/test_stock_fold.py` proves the same deals lost with and
without it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from runtime.engine.model import Move, Rules
from runtime.progress import SafeMoves

# turns followed round a stock (a 24-card stock, one at a time: 25); a walk
# that has not come round by then leaves the next turn as a move of its own
TURNS_AT_MOST = 64


@dataclass(frozen=True)
class Folded(Move):
    """A move from the waste behind the turns that bring its card up:
    `path` the real moves, the turns then the move."""

    path: tuple[Move, ...] = ()
    # how promising the move looks: None for a move from the waste, which a
    # dive rates where its card comes up, at `before` (`Search._order`)
    rate: int | None = None
    # the position the turns reach, where the last move of `path` is listed:
    # played from it, the turns are not played again
    before: Any = field(default=None, compare=False, repr=False)


def unfold(moves: Iterable[Move]) -> list[Move]:
    """The real moves, each folded move replaced by its turns and itself."""
    real: list[Move] = []
    for move in moves:
        real.extend(move.path if isinstance(move, Folded) else (move,))
    return real


class StockFold:
    """A game's moves and successor with the stock's turns folded in."""

    def __init__(
        self,
        rules: Rules,
        successor: Callable[[Any, Move], Any],
        key: Callable[[Any], Hashable],
        bare: set[str],
    ) -> None:
        self.rules = rules
        self.plain_successor = successor
        self.key = key
        self.bare = bare  # piles without a build rule: a stock, a waste
        # the moves from the bare piles (and maybe others) at a place the turns
        # reach: the engine's listing of those alone when it has one
        self.bare_moves: Callable[[Any], list[Move]] = getattr(rules, "bare_moves", rules.moves)
        self.stock: str | None = None
        self.waste: str | None = None  # where the turns put the stock's cards
        # the search's table of positions (keys), when it hands it over (see above);
        # `avoid`: keys in it that no search walks on from (a hint's past positions)
        self.covered: set[Hashable] | None = None
        self.avoid: frozenset[Hashable] = frozenset()

    @classmethod
    def of(
        cls,
        rules: Rules,
        successor: Callable[[Any, Move], Any],
        key: Callable[[Any], Hashable],
    ) -> StockFold | None:
        if SafeMoves.of(rules, ("alternate",)) is None:  # the alternate-colour shape, as before
            return None
        piles, stack_list = rules.piles, rules.stack_list  # type: ignore[attr-defined]
        bare = {
            stack.name
            for stack in stack_list
            if piles[stack.index] is None or piles[stack.index].build is None
        }
        return cls(rules, successor, key, bare) if len(bare) >= 2 else None

    def unturned(self, key: Callable[[Any], Hashable]) -> Callable[[Any], Hashable]:
        """`key` without the stock and the waste: one key for the positions
        that differ only in where the stock stands (the cards they hold
        together are the ones the other piles do not), as Klondike-Solver
        keys its positions. Read from a key that is a tuple with an entry
        per stack in stack order (a Paperlang engine's search key: the piles'
        numbers, `runtime.engine.paperlang.search_key`); any other key is
        kept whole. Only a search for wins keys by it (`Search(method=
        "astar")`): it stops at a position whose stock stands elsewhere than
        at one searched, which it may not have searched, so it proves no
        loss, and a win it finds replays (its moves are the real ones)."""
        at = getattr(self.rules, "stack_by_name", None)
        if at is None:
            return key
        bare = {at[name].index for name in self.bare}
        last = max(bare)

        def unturned(state: Any) -> Hashable:
            whole = key(state)
            if type(whole) is not tuple or len(whole) <= last:
                return whole
            return tuple([number for at, number in enumerate(whole) if at not in bare])

        return unturned

    def _stock(self, state: Any, moves: list[Move]) -> str | None:
        """The pile the turns come from: a bare pile whose cards a move
        carries face down onto another bare pile, the waste."""
        if self.stock is None:
            for move in moves:
                if move.source in self.bare and move.target in self.bare and move.count:
                    cards = self.rules.cards(state, move.source)
                    if cards and not any(card.face_up for card in cards):
                        self.stock, self.waste = move.source, move.target
                        break
        return self.stock

    def moves(self, state: Any) -> list[Move]:
        rules = self.rules
        own = rules.moves(state)
        stock = self._stock(state, own)
        turns = [move for move in own if move.source == stock]
        if stock is None or len(turns) != 1:
            return own
        folded = [move for move in own if move.source != stock]
        path: tuple[Move, ...] = ()
        here, turn = state, turns[0]
        covered, avoid = self.covered, self.avoid
        # round the stock until a position comes again (the search's table has
        # `state` unless it is one to avoid)
        walked = set() if covered is not None and not avoid else {self.key(state)}
        successor, key_of, bare_moves = self.plain_successor, self.key, self.bare_moves
        for _ in range(TURNS_AT_MOST):
            here = successor(here, turn)
            path += (turn,)
            key = key_of(here)
            if key in walked or (covered is not None and key in covered and key not in avoid):
                break
            walked.add(key)
            if covered is not None:
                covered.add(key)
            there = bare_moves(here)  # (the columns are as at `state`)
            for move in there:
                if move.source == self.waste:  # (a dive rates it later: `Folded.rate`)
                    folded.append(
                        Folded(
                            move.source,
                            move.target,
                            move.count,
                            move.index,
                            move.detail,
                            move.label,
                            path + (move,),
                            None,
                            here,
                        )
                    )
            after = [move for move in there if move.source == stock]
            if len(after) != 1:
                break
            turn = after[0]
        else:
            # the walk stopped short of the stock's end (Maria's 68 cards, one
            # at a time): the next turn stays a move, from where the walk
            # stopped, so the positions beyond stay reachable
            folded.append(
                Folded(
                    turn.source,
                    turn.target,
                    turn.count,
                    turn.index,
                    turn.detail,
                    turn.label,
                    path + (turn,),
                    0,
                    here,
                )
            )
        return folded

    def successor(self, state: Any, move: Move) -> Any:
        if isinstance(move, Folded):  # (listed from `state`: its turns reach `before`)
            return self.plain_successor(move.before, move.path[-1])
        return self.plain_successor(state, move)
