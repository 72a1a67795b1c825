"""`PaperlangGame`: the base class of every generated Paperlang game, and
the turn loop that runs it (reference §4.2), as `runtime.engine.model.Rules`.

A state is the world at the start of the running block (setup or the
current turn), plus the choices made in it since. Game code runs as Python
generators that yield at each point where the player must choose; any
state can be resumed by replaying its block from the start with its
choices. The generator of the newest state is kept, so ordinary play
never replays; undo, load and search do.
"""

from __future__ import annotations

from collections.abc import Generator, Hashable
from types import CodeType
from typing import Any, NamedTuple

from runtime.engine import rng
from runtime.engine.cards import STEP_BUDGET
from runtime.engine.lines import line_table, shown_file
from runtime.engine.model import Card, Event, GameError, IllegalMove, Move
from runtime.engine.paperlang import redeals, sweep
from runtime.engine.paperlang.copies import card_classes, class_stacks, holds_card
from runtime.engine.paperlang.core import GameOver
from runtime.engine.paperlang.memory import Memory
from runtime.engine.paperlang.runtime import Choice, Runtime
from runtime.engine.paperlang.tables import GameTables
from runtime.engine.paperlang.where_refusals import where_reason
from runtime.engine.paperlang.world import World, freeze_value

Block = Generator[Choice, int, Any]


class State(NamedTuple):
    """A Paperlang game state. Equal states have equal `start`, `block` and
    `choices`: everything else follows from those. (A named tuple: one is
    made per move, and it is the cheapest immutable record Python has.)"""

    start: World
    block: str  # "setup" | "turn"
    choices: tuple[int, ...]
    now: World  # the table as the player sees it
    moves: tuple[Move, ...] = ()
    clickable: tuple[bool, ...] = ()
    line: int = 0  # the statement waiting for the player

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return (self.choices, self.block, self.start) == (other.choices, other.block, other.start)

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash((self.start, self.block, self.choices))

    def __repr__(self) -> str:
        return f"State({self.block}, turn {self.now.turn}, choices {self.choices})"

    @property
    def over(self) -> bool:
        return self.now.outcome is not None or not self.moves


class PaperlangGame(GameTables):
    """What a generated game class fills in: declarations (`GameTables`),
    and the methods `load` (plain), `setup` and `turn` (generators)."""

    def __init__(self) -> None:
        super().__init__()
        self.memory = Memory()  # what this game object remembers (speed only)
        # the newest state, with the runtime and generator waiting where it waits
        self._live: tuple[State, Runtime, Block] | None = None
        # what a key may leave out, decided once from the generated class's code
        self.plain_turn = plain_turn(type(self))
        self.random_turns = random_turns(type(self))

    # -- what a generated class defines -------------------------------------

    def load(self, rt: Runtime) -> None:
        """The game block's own statements, run once before the first frame."""

    def setup(self, rt: Runtime) -> Block:
        """`setup start ... end`: once, animated."""
        yield from ()

    def turn(self, rt: Runtime) -> Block:
        """`turn start ... end`: again and again until the game ends."""
        yield from ()

    # -- Rules -----------------------------------------------------------------

    def deal(self, seed: int) -> tuple[State, list[Event]]:
        rt = self._loaded(seed)
        start = rt.table.freeze()
        return self._advance(rt, self.setup(rt), "setup", start, (), None), rt.events

    def _loaded(self, seed: int) -> Runtime:
        """A runtime after the game block's own statements (the load pass,
        which makes no events), ready for the setup."""
        rt = Runtime(self)
        table = rt.table
        table.rng = rng.seed_state(seed, self.game_id)
        rt.deal_number = seed  # for `shuffle ... microsoft`, at the game level only
        for decl in self.stack_decls:
            for stack in self.members[decl.name]:
                table.stack_attrs[stack.index] = dict(decl.attrs)
        try:
            self.load(rt)
        except GameOver:
            pass
        except GameError as exc:
            raise self._located(exc, rt) from None
        rt.animate = True
        rt.deal_number = None  # setup and turns are replayed without it
        return rt

    def play(self, state: State, move: Move) -> tuple[State, list[Event]]:
        if state.over:
            raise IllegalMove("the game is over")
        number = _find(state.moves, move)
        if number is None:
            raise IllegalMove(self._refusal(state, move) or f"{move} is not possible now")
        live = self._live
        self._live = None
        if live is not None and live[0] is state:
            rt, block = live[1], live[2]
        else:
            rt, block = self._resume(state)
        rt.events = []
        rt.steps = STEP_BUDGET
        choices = state.choices + (number,)
        return self._advance(rt, block, state.block, state.start, choices, number), rt.events

    def arranged(
        self, state: State, piles: dict[str, list[tuple[int, bool]]]
    ) -> tuple[State, list[Event]]:
        """`state`'s table with its cards laid out as `piles` says (stack ->
        (card id, face up), bottom first; every card once, checked by the
        caller), the game's variables as they are, at the start of a turn:
        a position to test rules on."""
        world = state.now
        stacks: list[tuple[int, ...]] = [()] * len(world.stacks)
        faces = list(world.faces or (True,) * len(world.cards))
        for name, cards in piles.items():
            stacks[self.stack_by_name[name].index] = tuple(card for card, _ in cards)
            for card, up in cards:
                faces[card - 1] = up
        start = world._replace(stacks=tuple(stacks), faces=tuple(faces))
        rt = Runtime(self)
        rt.table.thaw(start)
        rt.animate = True
        return self._advance(rt, self.turn(rt), "turn", start, (), None), rt.events

    def _resume(self, state: State) -> tuple[Runtime, Block]:
        """A runtime and generator waiting where `state` waits, by replay."""
        rt = Runtime(self)
        rt.table.thaw(state.start)
        block = self.setup(rt) if state.block == "setup" else self.turn(rt)
        try:
            block.send(None)
            for number in state.choices:
                block.send(number)
        except (StopIteration, GameOver, GameError) as exc:
            raise RuntimeError(f"{self.game_id}: replaying a state went astray: {exc}") from exc
        rt.animate = True
        return rt, block

    def _advance(
        self, rt: Runtime, block: Block, kind: str, start: World, choices: tuple, value: Any
    ) -> State:
        """Run until the player must choose (or the game ends)."""
        table = rt.table
        try:
            while True:
                try:
                    choice = block.send(value)
                except StopIteration:
                    if kind == "turn":
                        table.turn += 1
                        table.current = (table.current + 1) % table.players
                        table.changes += 1
                    rt.line = self.turn_line
                    rt.steps -= 1
                    if rt.steps < 0:
                        message = "the turn never waits for the player, so the game runs forever"
                        where = shown_file(self.source or self.game_id, self.turn_file)
                        raise GameError(message, where, self.turn_line) from None
                    rt.frames.clear()
                    sweep.trim(rt)
                    kind, choices, value = "turn", (), None
                    start = table.freeze()
                    block = self.turn(rt)
                    continue
                break
        except GameOver:
            rt.events.append(Event("won" if self._won(table.outcome, table.current) else "lost"))
            return State(start, kind, choices, table.freeze())
        except RecursionError:
            raise GameError("phases call each other too deeply", self.source, rt.line) from None
        except GameError as exc:
            raise self._located(exc, rt) from None
        state = State(
            start,
            kind,
            choices,
            table.freeze(),
            tuple(choice.moves),
            tuple(choice.clickable),
            choice.line,
        )
        if not choice.moves:
            rt.events.append(Event("stalled", text=f"nothing can be done (line {choice.line})"))
            rt.events.append(Event("lost"))
        else:
            self._live = (state, rt, block)
        return state

    def _located(self, exc: GameError, rt: Runtime) -> GameError:
        """`exc` naming the file and line of the game's code it came from:
        the generated line it was raised in (the module's line table), with
        the line the code named itself when it did, else the running one."""
        if exc.source:
            return exc
        table = line_table(type(self), self.source or self.game_id)
        file, line = table.locate(table.in_traceback(exc.__traceback__), exc.line)
        return GameError(exc.message, file, line or rt.line)

    @staticmethod
    def _won(outcome: tuple[str, int] | None, current: int) -> bool:
        return outcome is not None and outcome[0] == "win" and outcome[1] == current

    def moves(self, state: State) -> list[Move]:
        return [] if state.now.outcome is not None else list(state.moves)

    def status(self, state: State) -> str:
        outcome = state.now.outcome
        if outcome is not None:
            return "won" if self._won(outcome, state.now.current) else "lost"
        return "playing" if state.moves else "lost"

    def cards(self, state: State, name: str) -> list[Card]:
        index = self.stack_by_name[name].index
        world = state.now
        faces = world.faces or (True,) * len(world.cards)
        display, kinds = self.display, world.cards
        found = []
        for card_id in world.stacks[index]:
            rank, suit, label = display[kinds[card_id - 1][0]]
            found.append(Card(rank, suit, faces[card_id - 1], label, card_id))
        return found

    def click(self, state: State, name: str, index: int) -> Move | None:
        fallback = None
        for move, clickable in zip(state.moves, state.clickable, strict=True):
            if move.source == name and clickable:
                if move.index == index:
                    return move
                if fallback is None and len(move.detail) == 3:
                    fallback = move
        return fallback

    def drag(self, state: State, name: str, index: int, target: str) -> Move | None:
        for move in state.moves:
            if move.source == name and move.target == target and move.index == index:
                return move
        size = len(state.now.stacks[self.stack_by_name[name].index])
        refused = Move(name, target, size - index, index, ("refused",))
        # a move the rules forbid: playing it says why (the Session shows it)
        return refused if self._refusal(state, refused) else None

    def refusal(self, state: State, name: str, index: int, target: str | None) -> str | None:
        """Why moving card `index` of `name` (with what lies on it) onto
        `target`, or clicking it (`target` None), is not a move now, when the
        rules can tell; None when they cannot."""
        if state.now.outcome is not None or name not in self.stack_by_name:
            return None
        size = len(state.now.stacks[self.stack_by_name[name].index])
        return self._refusal(state, Move(name, target, size - index, index, ("refused",)))

    def _refusal(self, state: State, move: Move) -> str | None:
        """Why the piles' build rules, or the waiting pick's `where`
        filters, forbid a move, if they do."""
        source = self.stack_by_name.get(move.source or "")
        dest = self.stack_by_name.get(move.target or "")
        if source is None or source is dest or (dest is None and move.target is not None):
            return None
        live = self._live
        if live is not None and live[0] is state:
            rt = live[1]  # the running turn waits on this very table
        else:
            rt = Runtime(self)
            rt.table.thaw(state.now)
        stacks = rt.table.stacks
        cards = stacks[source.index]
        index = move.index if move.index is not None else len(cards) - move.count
        if dest is None and not cards:
            index = 0  # a click on an empty place: only a `; refused from:` tells why
        elif not 0 <= index < len(cards):
            return None
        if self.ruled and dest is not None:
            found = self.judge.refusal(stacks, source, dest, cards[index:])
            if found is not None:
                return found
        if not state.moves:
            return None
        if live is None or live[0] is not state:
            try:
                rt, block = self._resume(state)
            except RuntimeError:
                return None
            self._live = (state, rt, block)  # play() may go on from here
        return where_reason(rt, rt.waiting, source, dest, index)

    def redeals_left(self, state: State, name: str) -> int | None:
        """The redeals pile `name` has left (`redeals N`), None for no limit."""
        pile = self.judge.piles[self.stack_by_name[name].index]
        return redeals.redeals_left(pile, dict(state.now.globals))

    def score(self, state: State) -> int | None:
        """`score EXPR` when the game has one; else the cards on piles with a
        `maxlength` (its foundations); else no score."""
        world = state.now
        if type(self).score_value is not None:
            memory = self.memory
            if memory.score[0] is not world:
                memory.score = (world, self._evaluate_score(world))
            return memory.score[1]
        if self.capped:
            return sum(len(world.stacks[index]) for index, _ in self.capped)
        return None

    def _evaluate_score(self, world: World) -> int:
        rt = Runtime(self)
        rt.table.thaw(world)
        rt.line = self.score_line
        try:
            value = self.score_value(rt)
        except GameError as exc:
            raise self._located(exc, rt) from None
        if value is None:
            return 0  # read through an empty pile: none counts nothing
        if type(value) is not int:
            message = f"the score must be a number, not {type(value).__name__}"
            where = shown_file(self.source or self.game_id, self.score_file)
            raise GameError(message, where, self.score_line)
        return value

    # -- the canonical key (for searches) ------------------------------------

    def key(self, state: State) -> Hashable:
        """A compact value equal for two states exactly when the table and
        all that the game's code can still read are the same: the cards of
        every stack, their faces, the variables, the visibility, and where
        the turn waits. The turn counter never takes part (game code cannot
        read it), nor does the deal generator unless turns can still shuffle.

        Where the turn waits: at the first wait of a turn whose code keeps
        no Python locals of its own there (and waits in the turn itself, not
        inside a phase), the table, the position and the turn's Paperlang
        variables say it all. Anywhere
        else the state is its turn's starting table and the choices made
        since (sound, though two such paths to one table stay apart)."""
        world = state.now
        if world.outcome is not None or not state.moves:
            return ("over", self._table_key(world))
        if state.block == "turn" and not state.choices and self.plain_turn:
            live = self._live
            if live is None or live[0] is not state:
                rt, block = self._resume(state)
                self._live = (state, rt, block)
            else:
                rt, block = live[1], live[2]
            waiting = block.gi_yieldfrom
            if block.gi_frame is not None and getattr(waiting, "gi_code", None) in _WAITS:
                scopes = tuple(tuple(map(_frozen_entry, frame.items())) for frame in rt.frames)
                copies = not holds_card(scopes)
                return ("at", self._table_key(world, copies), block.gi_frame.f_lasti, scopes)
        return ("from", self._table_key(state.start), state.block, state.choices)

    def _table_key(self, world: World, copies: bool = True) -> tuple[Any, ...]:
        """The table's part of a key; with `copies`, two-pack games name
        each card by its class, so that swapped copies give one key."""
        stacks: Any = world.stacks
        cards = world.cards
        memo = self.memory.key_cards
        if memo is None or memo[0] is not cards:
            memo = self.memory.key_cards = (cards, _Frozen(cards), card_classes(cards))
        classes = memo[2]
        if classes is not None and copies and not holds_card(world.globals):
            if not holds_card(world.stack_attrs) and not holds_card(world.player_attrs):
                stacks = class_stacks(stacks, world.faces or (True,) * len(cards), classes)
                return (stacks, b"", self._key_rest(world, memo[1]))
        if len(cards) < 255:  # card ids 1..254: one byte each, 255 between stacks
            stacks = b"\xff".join(map(bytes, stacks))
        return (stacks, bytes(world.faces), self._key_rest(world, memo[1]))

    def _key_rest(self, world: World, cards: _Frozen) -> tuple[Any, ...]:
        """All but the stacks and faces: what else the rules can read."""
        return (
            world.visibility,
            world.stack_attrs,
            cards,
            world.globals,
            world.players,
            world.player_attrs,
            world.current,
            world.outcome,
            world.type_defaults,
            world.rng if self.random_turns else 0,
        )


class _Frozen:
    """A large, unchanging part of a key with its hash worked out once."""

    __slots__ = ("value", "hash")

    def __init__(self, value: Any) -> None:
        self.value = value
        self.hash = hash(value)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Frozen):
            return NotImplemented
        return self.value is other.value or (self.hash == other.hash and self.value == other.value)

    def __hash__(self) -> int:
        return self.hash

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Frozen, (self.value,))


# the runtime's waits (a turn waiting in one of these keeps nothing else)
_WAITS = (Runtime.pickone.__code__, Runtime.ask.__code__, Runtime.buttons.__code__)


def plain_turn(game: type[PaperlangGame]) -> bool:
    """Whether `turn` holds no Python locals of its own at a wait."""
    code = game.turn.__code__
    own = set(code.co_varnames) - {"self", "rt", "picked"}
    return not own and not code.co_cellvars and not code.co_freevars


def random_turns(game: type[PaperlangGame]) -> bool:
    """Whether code run after the deal can draw from the deal generator
    (a shuffle, or a card of a random kind): then its state is part of
    the key. Decided from the names the game's methods use."""
    return any(
        _draws(value.__code__)
        for name, value in vars(game).items()
        if name != "load" and hasattr(value, "__code__")
    )


def _frozen_entry(item: tuple[str, Any]) -> tuple[str, Any]:
    return item[0], freeze_value(item[1])


def _draws(code: CodeType) -> bool:
    if "shuffle" in code.co_names or "shuffle_microsoft" in code.co_names:
        return True
    for const in code.co_consts:
        if isinstance(const, CodeType) and _draws(const):
            return True
        if isinstance(const, tuple) and "create" in const:
            return True
    return False


def _find(moves: tuple[Move, ...], move: Move) -> int | None:
    for number, candidate in enumerate(moves):
        if candidate is move:
            return number
    for number, candidate in enumerate(moves):
        if candidate == move:
            return number
    return None
