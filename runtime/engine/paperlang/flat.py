"""`FlatGame`: the engine of a Paperlang game, with the code paperc
compiles each game into (`paperc/codegen/paperlang_flat.py`).

A state is a tuple of per-stack tuples of ints, a card as `id * 2 +
face_up`, bottom first; a game whose picks' `then` bodies set game
variables (`flat_changing`, such as the counter of `redeals N`), or whose
turn sets them before it waits, keeps their values in one more tuple after
the stacks. The generated class deals (`flat_setup`: the load pass's
cards and shuffles, then the setup, on such a state; what the load pass
fixes is data, `flat_deck`, `flat_globals`, `flat_loaded`), lists its
options (`flat_options`, the pick loops written out as Python over
stack indexes), carries out its `then` bodies
(`flat_then`) and says why its filters refuse a move (`flat_why`); this
class turns options into `Move`s, plays them, turns `autoflip` piles, ends
the game and words refusals the way the language says, event for event.

paperc refuses a game that uses a feature it cannot write so yet (error
P180; `docs/not-compiled-yet.md` lists them).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from itertools import combinations
from math import comb
from operator import itemgetter
from typing import Any, ClassVar, NamedTuple

from runtime.engine import rng
from runtime.engine.cards import (
    HOOK_END,
    PHASE_DEPTH,
    RED_SUITS,
    STANDARD_DECK,
    STEP_BUDGET,
    SUITS,
    Build,
    files_bases,
    key_plan,
    stepped,
)
from runtime.engine.lines import line_table, shown_file
from runtime.engine.model import Card, Event, GameError, IllegalMove, Move
from runtime.engine.paperlang import deals, redeals
from runtime.engine.paperlang.decls import CardDecl, standard_deck
from runtime.engine.paperlang.owned import owner
from runtime.engine.paperlang.refusals import build_problem, build_sentence, sentence, worded
from runtime.engine.paperlang.search_key import SearchPlan, search_plan
from runtime.engine.paperlang.tables import GameTables
from runtime.engine.paperlang.values import Stack, add, describe, div, mod, mul, sub
from runtime.engine.patterns import Items, matches, sq_run
from runtime.engine.tables import PileMemo

# a state: per stack, its cards bottom first (then the changing variables)
Flat = tuple[tuple[int, ...], ...]
CHOICE_LIMIT = 5000  # the ways a `choose` may offer, beyond which a list of moves is useless
HOOK_DEPTH = 64  # card hooks running one inside another, at most (`flat_hook_in`)
Events = list[Event] | None  # what a move did, for the UI (None: nobody is watching)
# what `flat_why` finds: None (no such move), or (the `from` filter holds,
# the `to` filter holds, the turn's locals a refusal's sentence names)
Why = tuple[bool, bool, dict[str, Any]] | None


def cards_made(runs: str) -> tuple[str, ...]:
    """The card types a load pass makes, by card id, from their runs as a
    plugin writes them (`"aceH*2 aceD*2"`: two aceH, then two aceD)."""
    found: list[str] = []
    for run in runs.split():
        name, _, count = run.partition("*")
        found += [name] * int(count or 1)
    return tuple(found)


_blank = object.__new__  # (see `event`)


def event(kind: str, source: str | None, target: str | None, cards: tuple[int, ...]) -> Event:
    """`Event(kind, source, target, cards)`, as a move makes one or two:
    its fields set straight into the new instance (a frozen dataclass's
    `__init__` sets each through `object.__setattr__`, three times as slow)."""
    made = _blank(Event)
    fields = made.__dict__
    fields["kind"] = kind
    fields["source"] = source
    fields["target"] = target
    fields["cards"] = cards
    fields["text"] = ""
    return made


def placed(
    column: tuple[Any, ...], rows: tuple[int, ...], values: tuple[Any, ...]
) -> tuple[Any, ...]:
    """`column` (values by row) with `values` at `rows` (none between)."""
    if rows[0] == len(column) and rows[-1] - rows[0] + 1 == len(rows):
        return column + values
    grown = list(column) + [None] * (max(rows) + 1 - len(column))
    for row, value in zip(rows, values, strict=True):
        grown[row] = value
    return tuple(grown)


def made_label(makes: tuple[str, str, str], target: str | None, count: int) -> str:
    """How a move making cards reads (`str(move)`): `random token -> rows[1]`,
    `place Flag -> every rows, waste (2 cards)`."""
    kind, type_name, written = makes
    cards = f" ({count} cards)" if count != 1 else ""
    return f"{kind} {type_name} -> {target or written}{cards}"


def top_card(cards: tuple[int, ...], delta: int | None) -> int:
    """The code of the card `-delta` below the top of `cards` (`X.top - k`),
    0 (no card, whose values are none) as `Runtime.top` finds none, and
    for an offset of none (none propagates)."""
    return cards[delta - 1] if delta is not None and -len(cards) < delta <= 0 else 0


OPERATORS = {"+": add, "-": sub, "*": mul, "/": div, "%": mod}  # Paperlang's own (`run_of`)
PLAIN = ("/", "%")  # (Python's own where both are ints, the left one not below 0, the right above)


def run_of(first: Any, *steps: Any) -> Any:
    """A long run of one level's operators, left to right, each Paperlang's
    own (none propagates, `/` and `%` toward zero): `run_of(a, "/", b, "%",
    c)` is `mod(div(a, b), c)`, however long the run."""
    value = first
    for at in range(0, len(steps), 2):
        op, other = steps[at], steps[at + 1]
        if op in PLAIN and type(value) is int and type(other) is int and value >= 0 < other:
            value = value // other if op == "/" else value % other  # (toward zero: the same)
        else:
            value = OPERATORS[op](value, other)
    return value


def bottom_card(cards: tuple[int, ...], delta: int | None) -> int:
    """The code of the card `delta` above the bottom (`X.bottom + k`), or 0
    (none too for an offset of none)."""
    return cards[delta] if delta is not None and 0 <= delta < len(cards) else 0


class FlatPick(NamedTuple):
    """What the engine needs of one pick option of the waiting `pickone`:
    whether it is a build move, whether its cards move as one (`/>`), its
    amount (None: all; a str: the game variable holding it), whether a
    click may choose it (a single destination), and for `-> every` the
    destinations that each take the amount in turn. A button of the turn's
    `buttons` is a pick of no stacks that moves no card, with its `label`:
    its option `(number, -1, -1, -1, 0)` is the Move `("button", number)`."""

    build: bool = False
    cut: bool = False
    amount: int | str | None = 0
    click: bool = False
    every: Sequence[int] = ()
    under: bool = False  # `->_`: the cards go under the destination
    label: str = ""  # a button's
    # which of the turn's waits it belongs to (`flat_lines`): its Move is
    # numbered from that wait's first pick, as the recorded games number it
    wait: int = 0
    # a filtered pick's sources and destinations: `flat_why` is asked only
    # of a move between those (none given: it tells itself)
    sources: Sequence[int] = ()
    dests: Sequence[int] = ()
    bottom: bool = False  # the cards come from the bottom of the source (`bottom 1`)
    # its amount is worked out by the code (`top k`): each option says it,
    # in the place of a build option's cut point
    counted: bool = False
    # `-> every` with a `to` filter: its `then` body's first statement puts
    # the cards (a sweep, `paperlang_flat_picks.swept`), not `_apply`
    swept: bool = False
    # `choose`: the player chooses the cards (each option's last item, the
    # places of the cards it moves: `flat_choices`), or with `/>` where to cut
    chooses: bool = False
    # a pick that makes cards (`pick random T -> rows 1`): (kind, type name,
    # the destinations as written); its options have no source (`a` -1)
    makes: tuple[str, str, str] = ()
    # `-> every` judged by the piles' rules: each destination in turn takes
    # the cards when the rules let them go there, on the table as the moves
    # before left it (the pick's own method, `flat_every_N`; of a `choose`
    # pick, judged by the rules or a `to` filter, given the places chosen)
    judged: bool = False


class FlatEnd(Exception):
    """The turn's code ended the game before it waited (`winneris` or
    `looseris` the current player): `outcome` is "won" or "lost"."""

    def __init__(self, outcome: str) -> None:
        super().__init__(outcome)
        self.outcome = outcome


class FlatGame(GameTables):
    """A generated game class fills in `flat_picks`,
    `flat_line` (the `pickone`'s line), `flat_options` and `flat_then`."""

    # `moves` lists none exactly when the game is over (`status` is not
    # "playing"): the Session lists them without asking the status first
    moves_say_status: ClassVar[bool] = True
    flat_picks: ClassVar[tuple[FlatPick, ...]] = ()
    flat_line: ClassVar[int] = 0
    # the lines of the turn's waits, when an `if` chooses one of several
    # (`flat_options` says which it listed: `flat_waiting`); empty: one wait
    flat_lines: ClassVar[tuple[int, ...]] = ()
    # a turn that waits more than once (one after another): where the state
    # keeps, among `flat_changing`, the wait it is at (0: its first); -1: none
    flat_wait: ClassVar[int] = -1
    flat_depth: ClassVar[int] = PHASE_DEPTH  # how deep a phase may run itself (`flat_too_deep`)
    flat_steps: ClassVar[int] = STEP_BUDGET  # how long a `while` may run (`flat_endless`)
    flat_changing: ClassVar[tuple[str, ...]] = ()  # the variables the state keeps
    # the stacks' attributes the state keeps after them: (stack index, name)
    flat_kept: ClassVar[tuple[tuple[int, str], ...]] = ()
    # the picks with a `then` body (None: any may have one)
    flat_bodies: ClassVar[tuple[int, ...] | None] = None
    # proved by paperc (the search key, `search_key`): groups of stacks whose
    # order the rules cannot tell apart, and stacks whose cards below the top
    # the rules never read and that no card leaves
    # (a plugin may name them by its stack constants, `(CELLS, CASCADES)`:
    # a subclass holds them as tuples of ints)
    flat_alike: ClassVar[tuple[tuple[int, ...], ...]] = ()
    flat_top_only: ClassVar[tuple[int, ...]] = ()
    flat_unread: ClassVar[tuple[int, ...]] = ()  # top-only stacks whose top nothing reads
    flat_rank_only: ClassVar[bool] = False  # the rules read cards by value and rank alone
    flat_ends: ClassVar[bool] = False  # may `flat_options` end the game (`FlatEnd`)?
    # does a `then` body shuffle? The state then keeps the deal generator's
    # state last, as the recorded games' key does (`random_turns`)
    flat_random: ClassVar[bool] = False
    # does the turn go on after its `pickone` (`flat_options` works that out
    # first, as the end of the turn whose move led to the state)?
    flat_after: ClassVar[bool] = False
    # the picks with a `where` filter: (pick number, its line, its `; refused:` sentences)
    flat_filtered: ClassVar[tuple[tuple[int, int, tuple[tuple[str, str], ...]], ...]] = ()
    # the stacks the turn turns over, shows or hides (`flip`, `show`, `hide`):
    # the state keeps whether each is shown, after the kept attributes
    flat_visible: ClassVar[tuple[int, ...]] = ()
    # the card attributes play changes: the state's last tuple (`CARDS` in the
    # generated code) holds, for each, its values by card id (none for id 0)
    flat_card_changing: ClassVar[tuple[str, ...]] = ()
    # a game of several players: at each turn's end, each kept value takes
    # the one at its place here (the players' attributes, each player's in
    # the order they play from the current one, passed round); empty: none
    flat_passed: ClassVar[tuple[int, ...]] = ()
    # the card types' attributes play changes (`Goblin.power = 4`), which the
    # cards made after take: (type name, attribute, its place in `flat_changing`)
    flat_typed: ClassVar[tuple[tuple[str, str, int], ...]] = ()
    # does the game have card hooks (`flat_premove`, `flat_onmoved`, run by `flat_move`)?
    flat_hooked: ClassVar[bool] = False
    flat_deep = 0  # the card hooks running, one inside another (`flat_hook_in`)
    # the players' own stacks (`privatestack p.hand`): stacklists of one stack
    # a player, by number; `cards` shows another player's with their backs up
    flat_owned: ClassVar[tuple[str, ...]] = ()
    # a game of several players whose state keeps whose turn it is, by number
    # (`(player #)`, 0 the first player's): how many (`player`)
    flat_players: ClassVar[int] = 1
    # the deal (`flat_setup`, when paperc wrote one): the
    # card types the load pass makes, by card id, the game variables it
    # declares (in order, with their values) and the stack attributes it
    # sets ((stack index, name, value), in order)
    flat_deck: ClassVar[tuple[str, ...]] = STANDARD_DECK
    # the stack the load pass makes all those cards on, in order, and then
    # shuffles, before `flat_setup` runs (`#use "deck"`, `shuffle deck`)
    flat_shuffled: ClassVar[int | None] = None
    # what a plugin leaves out: the built-in deck's card types (`#use "deck"`,
    # declared at its line 6), and the deal makes one pack of them (above)
    card_types: ClassVar[tuple[CardDecl, ...]] = standard_deck(6)
    flat_globals: ClassVar[tuple[tuple[str, Any], ...]] = ()
    flat_loaded: ClassVar[tuple[tuple[int, str, Any], ...]] = ()
    # the Moves of options made so far, by the amounts of the picks (`_moves_made`)
    _flat_moves_made: ClassVar[dict[tuple[Any, ...], dict[tuple[int, ...], Move]]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.flat_score is not FlatGame.flat_score:  # (what says the game has `score`)
            cls.score_value = cls.flat_score
        cls.flat_alike = tuple(tuple(group) for group in cls.flat_alike)
        cls.flat_top_only = tuple(cls.flat_top_only)
        cls.flat_unread = tuple(cls.flat_unread)
        cls.flat_visible = tuple(cls.flat_visible)

    def __init__(self) -> None:
        super().__init__()
        self.flat_vars: dict[str, Any] = {}  # the game's variables as the deal left them
        self.flat_stacks = len(self.stack_list)  # where the changing variables sit
        # where the state keeps how a card hook ended the game (-1: no hook may)
        changing = self.flat_changing
        self._hook_end = changing.index(HOOK_END) if HOOK_END in changing else -1
        self._flat_memo: dict[tuple[int, ...], Move] = {}
        # by declaration, what its piles held when `flat_options` last read
        # them, and the piles that then took each card key, and the empty ones
        self.flat_held: dict[str, tuple[Any, dict[int, list[int]], list[int]]] = {}
        # how many times `flat_takes` found piles changed (or the tables
        # did): a listing's loop over a stock game's columns that reads only
        # what it keeps keeps its options while this stays, with the count
        # (`flat_walked`: paperc/codegen/paperlang_flat_again.py)
        self.flat_changed = 0
        self.flat_walked: tuple[Any, ...] = (-1,)
        # the state listed last, its moves, and how it ended ("won", "lost"; "": not by code)
        self._listed: tuple[Any, tuple[Move, ...], str] = (None, (), "")
        self._has_then = type(self).flat_then is not FlatGame.flat_then
        self._has_turn = type(self).flat_turn is not FlatGame.flat_turn
        self._has_over = type(self).flat_over is not FlatGame.flat_over
        self._has_tail = type(self).flat_tail is not FlatGame.flat_tail
        self._has_score = type(self).flat_score is not FlatGame.flat_score
        # does the listing skip the picks from built piles when asked (`bare_moves`)?
        options = type(self).flat_options.__code__
        self._bare = "bare" in options.co_varnames[: options.co_argcount] and not (
            self.flat_lines or self._hook_end >= 0
        )
        self.flat_waiting = 0  # the wait `flat_options` listed last (of `flat_lines`)
        # the first pick of each wait, and the options and wait listed last (`_flat_number`)
        self._starts = [0] * (len(self.flat_lines) or 1)
        for number, pick in reversed(list(enumerate(self.flat_picks))):
            self._starts[pick.wait] = number
        self._listed_options: list[tuple[int, ...]] = []
        self._listed_wait = 0
        self._deal_number = 0  # the seed, while a deal runs (`shuffle ... microsoft`)
        # the cards the load pass makes (type name, own values), by card id
        self._loaded: tuple[tuple[str, tuple[Any, ...]], ...] | None = None
        self._dealt_rng = 0  # the deal generator's state as the last deal left it
        # the cards the setup and play make (`flat_make`): each one's row of
        # the card tables by (card id, type name), as one id may be of another
        # type in another deal or line of play (kept for the rules' life); a
        # code is its row's (row * 2 + face up), and `_flat_ids` the card id
        # of each row (None: every row is its id's)
        self._flat_play: dict[tuple[int, str], int] = {}
        self._flat_ids: list[int] | None = None
        self._flat_replan = False  # (cards made since the search plan was made)
        self._first: Flat | None = None  # the deal's (or arranged) state (`flat_after`)
        # each stack's visibility as the deal left it (its setup may show or hide one)
        self.flat_visibility = tuple(stack.visibility for stack in self.stack_list)
        self.flat_faces = self._faces(self.flat_visibility)
        # where the state keeps whether each `flat_visible` stack is shown, by
        # stack index, and of those the stacks whose face a landing card takes
        shown = len(self.flat_changing) + len(self.flat_kept)
        self._shown_at = {index: shown + k for k, index in enumerate(self.flat_visible)}
        self._faced = {i: at for i, at in self._shown_at.items() if self.facing[i] == "stack"}
        self.flat_flips = tuple(stack.index for stack in self.autoflips)
        self._flips = frozenset(self.flat_flips)
        # the values the next player's turn starts with, from the kept values (`flat_passed`)
        passed = self.flat_passed
        self._passing = (
            itemgetter(*passed)
            if len(passed) > 1
            else lambda kept: tuple([kept[k] for k in passed])
        )
        self._near: dict[tuple[Any, ...], tuple[int, ...]] = {}  # (`flat_near`)
        bodies = type(self).flat_bodies
        # the picks with no `then` body, in a game whose turn does nothing
        # before its wait, from one stack to one other: what `successor`
        # plays on its own
        self._lean = {
            number: pick
            for number, pick in enumerate(self.flat_picks)
            if not self._has_turn
            and not self._has_tail
            and not self.flat_lines
            and not self.flat_passed
            and not pick.every
            and not pick.under
            and not pick.chooses
            and not pick.makes
            and (not self._has_then or (bodies is not None and number not in bodies))
        }
        self.flat_names = tuple(stack.name for stack in self.stack_list)
        self._search_plan: SearchPlan | None = None
        # the state `successor` made last by itself, the one it came from,
        # and the two stacks that changed (what `search_key` reads again)
        self._played: tuple[Any, Any, int, int] = (None, None, 0, 0)

    # -- what the generated class defines ---------------------------------------

    def flat_options(self, s: Flat, first: bool = False) -> list[tuple[int, ...]]:
        """The waiting pick's options, in the order the language lists them:
        (pick number, source, destination, cut point or -1, source size);
        `first` (a game whose turn goes on after its `pickone`, `flat_after`):
        no move led to `s`, so that part of the turn does not run first."""
        return []

    def flat_then(
        self, number: int, s: list[tuple[int, ...]], events: Events, a: int, b: int
    ) -> None:
        """The `then` body of pick `number`, run on `s` in place (`a`, `b`:
        the stacks the pick took from and put on, its `from` and `to`)."""

    def flat_wants(self, start: int = 0) -> dict[str, list[int | None]]:
        """By declaration whose build rule files its piles under one key
        (`key_plan`), the table they are looked up by: for each card code,
        the key (in the rule's table of card keys, such as `flat_colour`) of
        the cards a pile with that top card takes, None for none. Made from
        the card tables once per deck (`flat_wanted`), and grown in place
        by the codes from `start` on as cards are made."""
        found: dict[str, list[int | None]] = self.flat_wanted if start else {}
        for name, rule, plan in self._flat_filed()[0]:
            key = self._wanted_key(plan[0], plan[1][0] if plan[1] else 0, plan[2], rule.wrap)
            found[name] = self.flat_keys(key, rule.last, found.get(name, []), start)
        return found

    def _flat_filed(self) -> tuple[list[tuple[str, Build, Any]], list[tuple[str, Build]]]:
        """The declarations whose build rule files its piles under one key
        (`flat_wants`: name, rule, `key_plan`), and those whose empty piles
        are filed by the cards that fill them (`_flat_bases`): worked out
        once a game (the tables grow by each card made in play)."""
        filed = type(self).__dict__.get("_flat_filed_decls")
        if filed is None or filed[0] is not self.stack_decls:  # (of these declarations)
            wanting, bases = [], []
            for decl in self.stack_decls:
                rule = decl.pile.build if decl.pile is not None else None
                plan = key_plan(rule) if rule is not None else None
                if rule is not None and plan is not None:
                    if plan[1] is None or len(plan[1]) == 1:
                        wanting.append((decl.name, rule, plan))
                if rule is not None and files_bases(rule):
                    bases.append((decl.name, rule))
            filed = type(self)._flat_filed_decls = (self.stack_decls, wanting, bases)
        return filed[1], filed[2]

    def _flat_bases(self, start: int = 0) -> dict[str, list[Any]]:
        """By declaration whose empty piles `flat_takes` files by the cards
        that fill them (`files_bases`), those cards' keys in its rule's table
        (those of the codes from `start` added to the ones found before)."""
        bases = self._flat_filed()[1]
        found: dict[str, list[Any]] = dict(self.flat_bases) if start and bases else {}
        for name, rule in bases:
            table = getattr(self, f"flat_{key_plan(rule)[0]}")  # type: ignore[index]
            codes = range(start | 1, len(self.flat_rank), 2)
            keys = {table[t] for t in codes if self.flat_rank[t] == rule.base}
            found[name] = sorted(keys.union(found.get(name, ())))
        return found

    def flat_follows(self, rule: Build, t: int, c: int) -> bool:
        """May card `c` be built on card `t` (codes, both face up) by one of
        the game's build rules? As `flat_takes` finds the piles that take a
        card: `c`'s key in the rule's table (`key_plan`) is one of those a
        pile whose top card is `t` takes. (The refusals ask it.)"""
        if rule.last is not None and self.flat_rank[t] == rule.last:
            return False
        plan = key_plan(rule)
        if plan is None:
            return True
        table, steps, other = plan
        key = getattr(self, f"flat_{table}")[c]
        return any(
            self._wanted_key(table, step, other, rule.wrap)(t) == key
            for step in (steps if steps is not None else (0,))
        )

    def _wanted_key(self, table: str, step: int, other: bool, wrap: bool) -> Callable[[int], Any]:
        """The key in `table` of the cards a pile with top card `t` takes,
        `step` ranks from its own (0: its own colour, suit or rank), of the
        other colour when `other` (a plan of `key_plan`)."""
        rank, red, suitno = self.flat_rank, self.flat_red, self.flat_suitno
        if not step:
            if table == "red":
                return (lambda t: not red[t]) if other else red.__getitem__
            return (suitno if table == "suitno" else rank).__getitem__
        if table == "suited":
            return lambda t: stepped(rank[t], step, wrap) * 8 + suitno[t]
        if table == "colour":
            return lambda t: stepped(rank[t], step, wrap) * 2 + (1 - red[t] if other else red[t])
        return lambda t: stepped(rank[t], step, wrap)

    def flat_keys(
        self,
        key: Callable[[int], int],
        last: int | None = None,
        table: list[int | None] | None = None,
        start: int = 0,
    ) -> list[int | None]:
        """One of `flat_wants`' tables: by card code, `key(t)` for a face-up
        card `t`, the key of the cards a pile with that top card takes; None
        for a face-down card, and for a card of rank `last` (its rule's
        last rank: no card goes on it). (`table`: the one made before,
        grown in place by the codes from `start`.)"""
        rank = self.flat_rank
        table = [] if table is None else table
        table += [None] * (len(rank) - len(table))
        for t in range(start | 1, len(rank), 2):  # (face up: odd codes)
            if last is None or rank[t] != last:
                table[t] = key(t)
        return table

    def flat_why(self, s: Flat, number: int, a: int, b: int, p: int) -> Why:
        """Why pick `number`'s filters refuse moving from stack `a` onto `b`
        (-1: a click), cut at card `p` (a build pick's): None when the pick
        offers no such move, else whether its `from` filter holds, whether
        its `to` filter holds, and the turn's locals a `; refused:` sentence
        names. Generated for the picks of `flat_filtered`; asked only of a
        move between a pick's `sources` and `dests` when its FlatPick names them."""
        return None

    def flat_turn(self, s: list[tuple[int, ...]], events: Events) -> None:
        """The turn before its wait, run on `s` in place after each move:
        its `turnup`s, the cards it moves, the stack attributes it keeps,
        and its `winneris` (`FlatEnd`). A generated class writes that part
        of the turn once, as `flat_before`, and names it so
        (`flat_turn = flat_before`) when it turns, moves or keeps anything;
        what reads the turn's locals (`flat_options`; `flat_why` and the
        `then` bodies when they need any) calls `flat_before` for them."""

    def flat_tail(self, s: list[tuple[int, ...]], events: Events) -> None:
        """The transfers the turn makes after its `pickone` (`every`,
        `auto`), run on `s` in place after a move and its `then` body.
        Generated when the turn has any; what follows them only decides
        (`flat_after`), worked out by `flat_options`."""

    def flat_over(self, s: list[tuple[int, ...]]) -> None:
        """The turn's ending (after its last wait), raising `FlatEnd` when
        it ends the game: run after a move that ends a turn of several waits,
        before the next turn's start changes anything. Generated when the
        game has such a turn and a start that changes the state."""

    def flat_setup(self, s: list[tuple[Any, ...]], events: Events) -> None:
        """The deal, run on `s` in place: the load pass's cards (`flat_create`)
        and shuffles, with no events (but those `flat_shuffled` says,
        which `deal` makes first), then the setup. `s` holds the stacks
        and one more tuple: the state's kept values, then the deal
        generator's state (`flat_deal`). Generated when paperc can write it."""

    def flat_premove(
        self, s: list[tuple[int, ...]], events: Events, c: int, a: int, b: int
    ) -> None:
        """The `premove` hooks of card `c` (its code), about to move from
        stack `a` to stack `b` (generated when the game has any; `events`
        for the cards they move)."""

    def flat_onmoved(
        self, s: list[tuple[int, ...]], events: Events, c: int, a: int, b: int
    ) -> None:
        """The `onmoved` hooks of card `c`, moved from stack `a` to `b`."""

    def flat_hook_in(self, line: int, nested: bool = True) -> None:
        """The card hook at `line` starts: counted in `flat_deep` while it
        runs when it moves cards (`nested`: the hooks of those cards run
        inside it; its method counts it out), and the error when `HOOK_DEPTH`
        hooks run already, one inside another."""
        if self.flat_deep >= HOOK_DEPTH:
            raise GameError("card hooks set each other off too deeply", *self.flat_place(line))
        if nested:
            self.flat_deep += 1

    def flat_turn_up(
        self,
        s: list[tuple[int, ...]],
        events: Events,
        index: int,
        count: int | None,
        top: bool,
        up: bool = True,
    ) -> None:
        """`turnup` (`turndown`, `up` False): `count` cards (None: all) of
        stack `index`, from its top or its bottom, face up (down), as
        `Runtime.turn_up` turns them."""
        cards = s[index]
        size = len(cards)
        k = size if count is None else min(count, size)
        start = size - k if top else 0
        turned = [code for code in cards[start : start + k] if code & 1 != up]
        if not turned:
            return
        faced = [code | 1 if up else code & ~1 for code in cards[start : start + k]]
        s[index] = (*cards[:start], *faced, *cards[start + k :])
        if events is not None:
            ids = tuple([code >> 1 for code in turned])
            events.append(Event("flip", self.flat_names[index], cards=ids))

    def flat_player_value(self, values: tuple[Any, ...], player: Any, current: int) -> Any:
        """`p.x` of a player `p` that may be none (a `playerref` of no
        player): none, or of `values` (the players' from the current one
        on) the one `p` is."""
        return None if player is None else values[(player - current) % len(values)]

    def flat_set(self, s: list[tuple[Any, ...]], index: int, value: Any) -> None:
        """Set changing variable `index` (of `flat_changing`) in `s`."""
        values = list(s[self.flat_stacks])  # (faster than joining the slices around it)
        values[index] = value
        s[self.flat_stacks] = tuple(values)

    def flat_card_set(self, s: list[Any], place: int, code: int, value: Any, line: int) -> None:
        """`X.top.NAME = value` (`this.NAME`): attribute `place` (of
        `flat_card_changing`) of the card whose code is `code`, in the
        state's last tuple; checked as `Runtime.set_attr` checks it."""
        name = self.flat_card_changing[place]
        if not code:
            raise GameError(f"cannot set {name}: there is no card there", *self.flat_place(line))
        card = code >> 1
        kind = self.flat_kinds[card]
        if name not in self.types[kind].slots:
            message = f"a {kind} card has no attribute {name}"
            raise GameError(message, *self.flat_place(line))
        values = s[-1]
        column = values[place]
        column = (*column[:card], value, *column[card + 1 :])
        s[-1] = (*values[:place], column, *values[place + 1 :])

    def flat_same(self, a: int, b: int, same: bool = True) -> bool:
        """`c == d` (`!=`, `same` False) of two cards by their codes (0:
        none), as `values.eq` and `values.ne` compare them: cards of one
        type are equal; a comparison with none is false either way."""
        if not a or not b:
            return False
        kinds = self.flat_kinds
        return (kinds[a >> 1] == kinds[b >> 1]) is same

    def flat_shuffle(self, s: list[tuple[Any, ...]], events: Events, index: int) -> None:
        """`shuffle`: stack `index`'s cards in the order the deal generator
        gives them (the recorded games' order),
        the generator's new state kept last in `s`."""
        cards = list(s[index])
        values = s[self.flat_stacks]
        seed = rng.shuffle(values[-1], cards)
        s[index] = tuple(cards)
        s[self.flat_stacks] = (*values[:-1], seed)
        if events is not None:
            ids = tuple([code >> 1 for code in cards])
            events.append(Event("shuffle", self.flat_names[index], cards=ids))

    def flat_create(
        self, s: list[tuple[Any, ...]], index: int, first: int, count: int, under: str = ""
    ) -> None:
        """`place T -> X N` of the load pass: cards `first` .. `first + count
        - 1` (new, face up) onto stack `index` (`under` it: "cut" as one
        block, "move" each under the one before), each taking the face the
        stack gives it, as `transfer.execute` makes them."""
        face = self.flat_faces[index]
        up = 1 if face is None or face else 0
        codes = tuple([card * 2 + up for card in range(first, first + count)])
        if not under:
            s[index] = s[index] + codes
        else:
            s[index] = (codes if under == "cut" else codes[::-1]) + s[index]

    def flat_make(
        self,
        s: list[Any],
        events: Events,
        index: int,
        kind: str,
        type_name: str,
        count: int | None,
        under: bool = False,
        cut: bool = False,
    ) -> None:
        """`place T -> X N` (`random T`: each of a leaf type of T the deal
        generator picks, as `Runtime.new_card` draws it): N new cards, by
        card id from the next, onto (`under`: under) stack `index` as
        `transfer.execute` lands them; the card tables grow by their rows
        (by id and type: `_flat_made`)."""
        names = [type_name] * (count or 0)
        if kind == "random" and names:  # (the deal generator's state: the kept values' last)
            leaves = self.leaves[type_name]
            kept = s[self.flat_stacks]
            seed = kept[-1]
            for at in range(len(names)):
                seed, pick = rng.below(seed, len(leaves))
                names[at] = leaves[pick]
            s[self.flat_stacks] = (*kept[:-1], seed)
        made = []
        types, typed = self.types, self.flat_typed
        for name in names:
            values = tuple(types[name].defaults)
            if typed:  # (as play left its type's values)
                values = self._flat_typed(s, name, values)
            made.append((name, values))
        if not made:
            return
        first = sum(map(len, s[: self.flat_stacks])) + 1  # (the next id: every card is on a stack)
        rows = self._flat_made(first, made)
        if self.flat_card_changing:  # (the state's last tuple: their values too, by row)
            more = self._flat_card_values(made)
            s[-1] = tuple(
                placed(column, rows, extra) for column, extra in zip(s[-1], more, strict=True)
            )
        face = self.flat_faces[index]
        up = 1 if face is None or face else 0
        codes = tuple([row * 2 + up for row in rows])
        if not under:
            s[index] = s[index] + codes
        else:  # (one at a time, each under the one before it; a cut as one block)
            s[index] = (codes if cut else codes[::-1]) + s[index]
        if events is not None:  # (by row: `play` says their ids)
            events.append(event("move", None, self.flat_names[index], rows))

    def _flat_typed(self, s: list[Any], name: str, values: tuple[Any, ...]) -> tuple[Any, ...]:
        """The own values of a new card of type `name`: its type's, those
        play changed (`flat_typed`) as the state holds them."""
        found = list(values)
        kept, slots = s[self.flat_stacks], self.types[name].slots
        for type_name, attr, at in self.flat_typed:
            if type_name == name:
                found[slots[attr]] = kept[at]
        return tuple(found)

    def _flat_made(self, first: int, made: list[tuple[str, tuple[Any, ...]]]) -> tuple[int, ...]:
        """The rows of the card tables of cards `first`, `first + 1`, ...
        (ids) of the types `made` names (with their own values), which the
        setup or play makes: those not made before added in one go
        (`_flat_play`, by id and type)."""
        play, start = self._flat_play, len(self.flat_kinds)
        rows, new = [], []
        for card, one in enumerate(made, first):
            row = play.get((card, one[0]))
            if row is None:
                row = play[card, one[0]] = start + len(new)
                new.append((card, one))
            rows.append(row)
        if new:
            ids = tuple([card for card, _ in new])
            # (while each row is its card's id, as the first cards made in a
            # line of play are, the events need no translating: `_flat_said`)
            if self._flat_ids is None and ids != tuple(range(start, start + len(ids))):
                self._flat_ids = list(range(start))
            if self._flat_ids is not None:
                self._flat_ids += ids
            kinds = [one[0] for _, one in new]
            again = len(set(kinds)) < len(kinds) or not self._flat_seen.keys().isdisjoint(kinds)
            if again and not self.flat_card_changing:
                self._flat_canonical = self._flat_first  # (two cards of one type: one in the key)
            self._flat_add(tuple([one for _, one in new]), start, ids)
            self._flat_replan = True  # (`search_key` makes its plan again)
            self.flat_cards = self.flat_cards[:]  # (a new table: what read the old one knows)
        return tuple(rows)

    def flat_count(self, value: Any) -> int:
        """A transfer's amount worked out by the code: a number (none, or
        true or false, moves no card, as `transfer._amount` reads it)."""
        return max(0, value) if type(value) is int else 0

    def flat_turned(self, value: Any, line: int) -> int:
        """A `turnup`'s amount worked out by the code, checked as
        `Runtime.turn_up` checks it."""
        if type(value) is not int or value < 0:
            message = f"cannot turn {describe(value)} cards"
            raise GameError(message, *self.flat_place(line))
        return value

    def flat_shuffle_microsoft(self, s: list[tuple[Any, ...]], index: int, line: int) -> None:
        """`shuffle S microsoft` of the load pass: stack `index`'s cards in
        the order Microsoft FreeCell deals the deal whose number is the seed
        (`Runtime.shuffle_microsoft`)."""
        cards = s[index]
        known, kinds = self.known, self.flat_kinds
        faces = [known[kinds[code >> 1]] for code in cards]
        try:
            s[index] = tuple(deals.arrange(cards, faces, self._deal_number))
        except ValueError as exc:
            name = self.flat_names[index]
            raise GameError(f"`shuffle {name} microsoft` {exc}", *self.flat_place(line)) from None

    def flat_move_picked(
        self,
        s: list[tuple[Any, ...]],
        events: Events,
        source: int,
        dest: int,
        picked: list[int],
        count: int | None,
        cut: bool,
        top: bool = True,
        under: bool = False,
    ) -> None:
        """A transfer from the cards of stack `source` a card filter keeps
        (`deck{v == 1} -> ...`; `picked`: their places, bottom first): `count`
        of them (None: all) from the top (or the bottom), one at a time
        unless `cut`, onto `dest` (or `under` it, each one at a time under
        the one before), as `transfer.execute` moves a filter's cards: each
        card's hooks too."""
        k = len(picked) if count is None else min(count, len(picked))
        if k == 0:
            return
        if top:
            chosen = picked[len(picked) - k :]
            if not cut:
                chosen = chosen[::-1]
        else:
            chosen = picked[:k]
        cards = s[source]
        moved = [cards[at] for at in chosen]
        if self.flat_hooked:  # each card's `premove` hooks, before any moves
            for code in moved:
                self.flat_premove(s, events, code, source, dest)
        if s[source] is not cards:  # (a hook moved cards: those still there go)
            moved, s[source] = self._still_there(s[source], moved)
        else:
            gone = set(chosen)
            s[source] = tuple([code for at, code in enumerate(cards) if at not in gone])
        face = self.flat_faces[dest]
        if dest in self._faced:  # (shown or hidden by the turn: the state says which)
            face = s[self.flat_stacks][self._faced[dest]]
        if face is not None:
            moved = [code | 1 if face else code & ~1 for code in moved]
        if not under:
            s[dest] = s[dest] + tuple(moved)
        else:
            s[dest] = tuple(moved if cut else moved[::-1]) + s[dest]
        if events is not None:
            ids = tuple([code >> 1 for code in moved])
            events.append(event("move", self.flat_names[source], self.flat_names[dest], ids))
        if self.flat_hooked:  # each card's `onmoved` hooks, once all have landed
            for code in moved:
                self.flat_onmoved(s, events, code, source, dest)

    def flat_turn_over(
        self, s: list[tuple[Any, ...]], events: Events, index: int, how: str
    ) -> None:
        """`flip` (`how`: the stack turned over as a whole, its cards in the
        other order, each showing its other side), `show` or `hide` (each
        card face up, or down) of stack `index`, as `Runtime.flip` turns it;
        the state keeps whether it is shown now (the setup's of a stack the
        turn never turns over: the deal's `flat_visibility`)."""
        cards = s[index]
        values = s[self.flat_stacks]
        at = self._shown_at.get(index)
        was = values[at] if at is not None else self.flat_visibility[index] != "hidden"
        if how == "flip":
            cards, shown = tuple([code ^ 1 for code in reversed(cards)]), not was
        elif how == "show":
            cards, shown = tuple([code | 1 for code in cards]), True
        else:
            cards, shown = tuple([code & ~1 for code in cards]), False
        s[index] = cards
        if at is not None:
            s[self.flat_stacks] = (*values[:at], shown, *values[at + 1 :])
        else:
            visibility = list(self.flat_visibility)
            visibility[index] = "visible" if shown else "hidden"
            self.flat_visibility = tuple(visibility)
            self.flat_faces = self._faces(self.flat_visibility)
        if events is not None:
            ids = tuple([code >> 1 for code in cards])
            events.append(Event("flip", self.flat_names[index], cards=ids))

    def flat_member(self, index: Any, members: range, line: int) -> int:
        """The stack index of member `index` of the stacklist whose members
        sit at `members`, checked as `Runtime.member` checks it."""
        name = self.stack_list[members.start].base
        if type(index) is not int:
            message = f"{name}[...] needs a number, not {describe(index)}"
            raise GameError(message, *self.flat_place(line))
        if not 0 <= index < len(members):
            message = f"{name}[{index}] is outside {name}[{len(members)}]"
            raise GameError(message, *self.flat_place(line))
        return members[index]

    def flat_cell(self, x: Any, y: Any, members: range, width: int, line: int) -> int:
        """The stack index of cell `x y` of the grid `width` cells wide whose
        cells sit at `members`, row by row, checked as `Runtime.member`
        checks it."""
        name = self.stack_list[members.start].base
        if type(x) is not int or type(y) is not int:
            message = f"{name}[...] needs a number, not {describe(x)}"
            raise GameError(message, *self.flat_place(line))
        if not (0 <= x < width and 0 <= y < len(members) // width):
            raise GameError(f"{name}[{x} {y}] is outside the grid", *self.flat_place(line))
        return members[y * width + x]

    def flat_grid_line(self, members: range, width: int, axis: str, k: Any, line: int) -> range:
        """The cells of line `k` (`axis` "col" or "row") of the grid
        `width` cells wide whose cells sit at `members`, row by row, in
        order: none for a line outside the grid; an error for a place that
        is no number, as `Runtime.grid_line` said."""
        if type(k) is not int:
            raise GameError(f"{axis} needs a number, not {describe(k)}", *self.flat_place(line))
        height = len(members) // width
        if axis == "col":
            return members[k::width] if 0 <= k < width else range(0)
        return members[k * width : (k + 1) * width] if 0 <= k < height else range(0)

    @staticmethod
    def flat_empty(s: Flat, members: Sequence[int], last: bool) -> int:
        """The first (`last`: the last) empty stack of `members`, in order
        (`rows{|[]}`, `rows{[]|}`); -1 when none is."""
        for index in reversed(members) if last else members:
            if not s[index]:
                return index
        return -1

    def flat_matches(self, cards: Sequence[int], items: Items) -> bool:
        """Do `cards` (codes, bottom first) match the sequence pattern
        `items` (`rows{[Rune :]}`: `patterns.matches`, a card of a type or a
        kind of it by `flat_isa`)?"""
        isa = self.flat_isa
        if ("rest",) not in items[:-1]:  # (cards and types, then perhaps any run: at once)
            fixed = len(items) - (items[-1:] == (("rest",),))
            if len(cards) < fixed or (fixed == len(items) and len(cards) != fixed):
                return False
            return all(
                item[0] != "type" or item[1] in isa[cards[-1 - k]]
                for k, item in enumerate(items[:fixed])
            )
        return matches(cards, items, lambda code, name: name in isa[code])

    def flat_matching(self, s: Flat, members: Sequence[int], items: Items, last: bool) -> int:
        """The first (`last`: the last) stack of `members` whose cards match
        the pattern `items` (`rows{|[Rune :]}`); -1 when none does."""
        for index in reversed(members) if last else members:
            if self.flat_matches(s[index], items):
                return index
        return -1

    @staticmethod
    def flat_sq_run(
        cards: Sequence[int],
        length: Any,
        value: Callable[[int], Any],
        linked: Callable[[int, int], Any],
    ) -> list[int]:
        """`S{sq N v (l.v + 1) == n.v}` of a stack of `cards` (codes): the
        places of its first run (`patterns.sq_run`), `value` and `linked`
        read on the cards' codes."""
        return sq_run(
            len(cards), length, lambda p: value(cards[p]), lambda a, b: linked(cards[a], cards[b])
        )

    def flat_sq_cards(
        self,
        cards: Sequence[int],
        length: Any,
        value: Callable[[int], Any],
        linked: Callable[[int, int], Any],
    ) -> list[int]:
        """The codes of the cards of `flat_sq_run`'s run, in the run's order
        (its last is the run's `top`)."""
        return [cards[p] for p in self.flat_sq_run(cards, length, value, linked)]

    def flat_near(
        self,
        a: int,
        sources: range,
        across: int,
        members: range,
        width: int,
        offsets: tuple[tuple[int, int], ...],
    ) -> tuple[int, ...]:
        """The cells of the grid (or the members of the list, `width` wide)
        at `members` at `offsets` (dx, dy) from stack `a`'s place in its own
        grid or list at `sources` (`across` wide: a list's member `i` is at
        (i, 0)), in order, those outside dropped, as `select.relative`
        finds them (worked out once per stack and offsets); none when `a`
        is not of `sources` (a pick from several lists asks each list's)."""
        key = (a, sources.start, members.start, offsets)
        found = self._near.get(key)
        if found is None and a not in sources:
            found = self._near[key] = ()
        elif found is None:
            x, y = (a - sources.start) % across, (a - sources.start) // across
            height = len(members) // width
            found = self._near[key] = tuple(
                [
                    members[(y + dy) * width + x + dx]
                    for dx, dy in offsets
                    if 0 <= x + dx < width and 0 <= y + dy < height
                ]
            )
        return found

    def flat_size(self, s: Flat, index: Any, members: range, line: int) -> int:
        """The size of that member (`flat_member`)."""
        return len(s[self.flat_member(index, members, line)])

    def flat_top(self, s: Flat, index: Any, members: range, line: int) -> int:
        """The code of the top card of that member (`flat_member`), 0 (a
        card whose values are none) when it is empty."""
        cards = s[self.flat_member(index, members, line)]
        return cards[-1] if cards else 0

    def flat_bottom(self, s: Flat, index: Any, members: range, line: int) -> int:
        """The code of the bottom card of that member, 0 when it is empty."""
        cards = s[self.flat_member(index, members, line)]
        return cards[0] if cards else 0

    def flat_endless(self, line: int) -> GameError:
        return GameError("this runs forever (no input is ever needed)", *self.flat_place(line))

    def flat_too_deep(self, line: int, phase: str = "") -> GameError:
        """A phase that runs itself more than `flat_depth` deep (the `do` at `line`)."""
        deep = f" (phase {phase} runs itself more than {self.flat_depth} deep)" if phase else ""
        return GameError(f"phases call each other too deeply{deep}", *self.flat_place(line))

    def flat_place(self, line: int) -> tuple[str, int]:
        """The file and line of a fault the generated code found at `line`:
        the file is that of the game's code that called (its line table)."""
        table = line_table(type(self), self.source or self.game_id)
        return table.locate(table.in_callers(), line)

    def _flat_located(self, exc: GameError) -> GameError:
        """`exc` naming the file and line of the game's code it came from
        (a fault a helper found, such as a division by zero: the module's
        line table)."""
        if exc.source:
            return exc
        table = line_table(type(self), self.source or self.game_id)
        return GameError(exc.message, *table.locate(table.in_traceback(exc.__traceback__)))

    def flat_ended(self, kind: str) -> FlatEnd:
        """What the turn's `winneris currentPlayer` ("win") or `looseris
        currentPlayer` ("lose") raises: the game is over before it waits."""
        return FlatEnd("won" if kind == "win" else "lost")

    def flat_hook_ended(self, s: list[tuple[Any, ...]], kind: str) -> FlatEnd:
        """What a card hook's `winneris currentPlayer` ("win") or `looseris
        currentPlayer` ("lose") raises: the game stops at once, in the
        middle of the move, the table as it is (the rest of the hooks, the
        move, its `then` body and the turn do not run), and the state says
        so (`HOOK_END`), as the listings after it do (`_hook_ending`)."""
        self.flat_set(s, self._hook_end, 1 if kind == "win" else 2)
        return self.flat_ended(kind)

    def _hook_ending(self, state: Flat) -> str:
        """How a card hook ended the game in `state` ("won", "lost"; "": none did)."""
        if self._hook_end < 0:
            return ""
        return ("", "won", "lost")[state[self.flat_stacks][self._hook_end]]

    # -- the deal ----------------------------------------------------------------

    def deal(self, seed: int) -> tuple[Any, list[Event]]:
        """The load pass's variables and stack attributes (`flat_globals`,
        `flat_loaded`), then its cards and the setup (`flat_setup`), on a
        state that keeps the deal generator last while it runs; then the
        turn up to its wait (`_flat_start`)."""
        if self._loaded is None:  # the cards the load pass makes, and their tables, once
            types = self.types
            self._loaded = tuple((name, tuple(types[name].defaults)) for name in self.flat_deck)
            self._flat_tables(self._loaded)
        self.flat_vars = dict(self.flat_globals)
        self._flat_memo = self._moves_made()
        attrs: list[dict[str, Any]] = [{} for _ in self.stack_list]
        for decl in self.stack_decls:
            for stack in self.members[decl.name]:
                attrs[stack.index] = dict(decl.attrs)
        for index, name, value in self.flat_loaded:
            attrs[index][name] = value
        self.flat_attrs = attrs
        visibility = tuple(stack.visibility for stack in self.stack_list)
        self.flat_visibility = visibility  # (the setup may show or hide a stack)
        self.flat_faces = self._faces(visibility)
        values = [self.flat_vars[name] for name in self.flat_changing]
        values += [attrs[index][name] for index, name in self.flat_kept]
        values += [visibility[index] != "hidden" for index in self.flat_visible]
        values.append(rng.seed_state(seed, self.game_id))
        s: list[tuple[Any, ...]] = [()] * self.flat_stacks
        s.append(tuple(values))
        cards = self._flat_card_values(self._loaded, (None,))
        if cards:  # (the state's last tuple, while the deal runs too)
            s.append(cards)
        events: list[Event] = []
        self._deal_number = seed
        try:
            if self.flat_shuffled is not None:
                self.flat_create(s, self.flat_shuffled, 1, len(self.flat_deck))
                self.flat_shuffle(s, None, self.flat_shuffled)
            self.flat_setup(s, events)
        except FlatEnd:  # (a card hook ended the game: the setup stops there)
            pass
        except GameError as exc:
            raise self._flat_located(exc) from None
        finally:
            self._deal_number = 0
        cards = s.pop() if cards else ()
        kept = s.pop()
        self._dealt_rng = kept[-1]
        changing = len(self.flat_changing)  # (the tables as the deal left them)
        self.flat_vars.update(zip(self.flat_changing, kept, strict=False))
        for (index, name), value in zip(self.flat_kept, kept[changing:], strict=False):
            attrs[index][name] = value
        if self.flat_changing or self.flat_kept or self.flat_visible or self.flat_random:
            s.append(kept if self.flat_random else kept[:-1])
        if cards:
            s.append(cards)
        self._search_plan, self._flat_replan = search_plan(self), False
        dealt = self._flat_start(tuple(s), events)
        return dealt, events if self._flat_ids is None else self._flat_said(events)

    def arranged(
        self, state: Any, piles: dict[str, list[tuple[int, bool]]]
    ) -> tuple[Any, list[Event]]:
        """`state`'s table with its cards laid out as `piles` says (stack ->
        (card id, face up), bottom first; every card once, checked by the
        caller), the game's variables as they are, at the start of a turn:
        a position to test rules on."""
        stacks: list[tuple[int, ...]] = [()] * self.flat_stacks
        rows = {}  # (the cards play made: each one's row in `state`)
        if self._flat_ids is not None:
            ids = self._flat_ids
            rows = {ids[c >> 1]: c >> 1 for cards in state[: self.flat_stacks] for c in cards}
        for name, cards in piles.items():
            index = self.stack_by_name[name].index
            stacks[index] = tuple(rows.get(card, card) * 2 + up for card, up in cards)
        kept = state[self.flat_stacks :]
        if self._flat_midway(state):  # (a turn of several waits starts at its first)
            values = kept[0]
            at = self.flat_wait
            kept = ((*values[:at], 0, *values[at + 1 :]), *kept[1:])
        events: list[Event] = []
        return self._flat_start((*stacks, *kept), events), events

    def _flat_start(self, state: Flat, events: list[Event]) -> Flat:
        """The state where the turn first waits, from the table the setup
        left or a laid-out one: the turn up to its wait (`flat_turn`), then
        the `autoflip` piles, with the events. No move led there: the turn
        after its `pickone` does not decide this wait (`flat_after`)."""
        s = list(state)
        ended = self._hook_ending(state)
        if ended:  # (a card hook ended the game in the setup: no turn starts)
            events.append(Event(ended))
            return state
        if self._has_turn:
            try:
                self.flat_turn(s, events)
            except FlatEnd as end:
                events.append(Event(end.outcome))
                return tuple(s)
        for index in self.flat_flips:
            cards = s[index]
            if cards and not cards[-1] & 1:
                s[index] = cards[:-1] + (cards[-1] | 1,)
                events.append(Event("flip", self.flat_names[index], cards=(cards[-1] >> 1,)))
        flat = tuple(s)
        self._first = flat if self.flat_after else None
        if not self._listing(flat):
            if self._listed[2]:
                events.append(Event(self._listed[2]))
            else:
                text = f"nothing can be done (line {self._waiting_line()})"
                events += [Event("stalled", text=text), Event("lost")]
        return flat

    def _flat_card_values(self, deck: Any, first: tuple[Any, ...] = ()) -> tuple[Any, ...]:
        """The values of each attribute play changes (`flat_card_changing`)
        of the cards of `deck` (type name, own values), after `first`."""
        found = []
        for name in self.flat_card_changing:
            column: list[Any] = list(first)
            for type_name, values in deck:
                slot = self.types[type_name].slots.get(name)
                column.append(None if slot is None else values[slot])
            found.append(tuple(column))
        return tuple(found)

    def _faces(self, visibility: tuple[str, ...]) -> tuple[bool | None, ...]:
        """The face each stack gives a card landing on it (None: its own)."""
        return tuple(
            None
            if facing == "keep"
            else (visibility[index] != "hidden" if facing == "stack" else facing == "up")
            for index, facing in enumerate(self.facing)
        )

    def _flat_tables(self, deck: tuple[tuple[str, tuple[Any, ...]], ...]) -> None:
        """The tables the code reads cards by (rank, suit... by card code),
        for the cards of `deck` (by card id: type name, own values)."""
        self.flat_kinds = ("",)  # by card id
        self.flat_rank, self.flat_suit, self.flat_red = [0, 0], ["", ""], [False, False]
        # the keys build rules look cards up by: rank and colour, rank and suit
        self.flat_suitno, self.flat_colour, self.flat_suited = [0, 0], [0, 0], [0, 0]
        self.flat_cards: list[Card | None] = [None, None]
        # each attribute any card type has, by code (none for a card without it:
        # `Runtime.attr`; `card_NAME` in the generated code), and each code's
        # types, its ancestors included (`X.top == T` is `"T" in isa[code]`;
        # `!=`, `"T" in isnt[code]`: none for no card)
        names = dict.fromkeys(["v", "suit", *(n for t in self.types.values() for n in t.slots)])
        self._flat_attrs = {name: [None, None] for name in names}
        for name, table in self._flat_attrs.items():
            setattr(self, f"flat_card_{name}", table)
        self.flat_isa: list[frozenset[str]] = [frozenset(), frozenset()]
        self.flat_isnt: list[frozenset[str]] = [frozenset(), frozenset()]
        self._flat_seen: dict[str, int] = {}  # each type's first card
        canonical = self._flat_first = [0, 1]  # each code as its type's first card's
        # each pile's key, remembered by the pile (runtime/engine/tables.py, as CDL's key)
        self._flat_keys = PileMemo(lambda cards: tuple(map(canonical.__getitem__, cards)))
        # every table by code, each type's row of them (`_flat_add`)
        self._flat_columns = [
            self.flat_rank, self.flat_suit, self.flat_red, self.flat_suitno,
            self.flat_colour, self.flat_suited, self.flat_isa, self.flat_isnt,
            *self._flat_attrs.values(),
        ]  # fmt: skip
        self._flat_rows: dict[str, list[list[Any]]] = {}
        # each card as the outside world sees it, face down and up, by type and
        # id: one pair for every game of the class (a Card never changes)
        faces = type(self).__dict__.get("_flat_faces")
        if faces is None:
            faces = type(self)._flat_faces = {}
        self._flat_faces: dict[tuple[str, int], list[Card | None]] = faces
        self._flat_add(deck)
        # whether two cards of one type are one in the key (unless play may
        # tell them apart by an attribute it changes; `_flat_made` too)
        alike = len(self._flat_seen) < len(deck) and not self.flat_card_changing
        self._flat_canonical = self._flat_first if alike else None

    def _flat_row(self, type_name: str, values: tuple[Any, ...]) -> list[list[Any]]:
        """A card's two entries (face down, up) in each of `_flat_columns`."""
        card_rank, card_suit, _ = self.display[type_name]
        info = self.types[type_name]
        rank, red = card_rank or 0, card_suit in RED_SUITS
        suitno = SUITS.index(card_suit) + 1 if card_suit else 0
        row = [rank, card_suit or "", red, suitno, rank * 2 + red, rank * 8 + suitno]
        row += [info.ancestors, frozenset(self.types) - info.ancestors]
        for name in self._flat_attrs:  # its own values, as code reads them
            slot = info.slots.get(name)
            row.append(None if slot is None else values[slot])
        return [[value, value] for value in row]

    def _flat_add(
        self,
        deck: tuple[tuple[str, tuple[Any, ...]], ...],
        number: int = 1,
        cards: tuple[int, ...] = (),
    ) -> None:
        """The tables' rows of more cards (type name, own values), by row
        from `number` (the next), in place (the code that made a card reads
        the tables it bound). (`cards`: the ids of the cards of those rows,
        which the setup or play made: `_flat_made`; else each row is its
        id's.)"""
        rows, faces = self._flat_rows, self._flat_faces
        found = []
        for at, (type_name, values) in enumerate(deck):
            first = self._flat_seen.setdefault(type_name, number)
            row = rows.get(type_name)  # (a type's cards have its values: no play changed them)
            if row is None:
                row = rows[type_name] = self._flat_row(type_name, values)
            found.append((type_name, row))
            self._flat_first += [first * 2, first * 2 + 1]
            ident = cards[at] if cards else number
            pair = faces.get((type_name, ident))  # (the same card in another deal)
            if pair is None:
                card_rank, card_suit, label = self.display[type_name]
                pair = faces[type_name, ident] = [
                    Card(card_rank, card_suit, False, label, ident),
                    Card(card_rank, card_suit, True, label, ident),
                ]
            self.flat_cards += pair
            number += 1
        start = len(self.flat_rank) if len(self.flat_kinds) > 1 else 0  # (the codes before)
        if len(found) == 1:  # (a card made in play: its entries, face down and up)
            for column, entries in zip(self._flat_columns, found[0][1], strict=True):
                column += entries
        else:
            for at, column in enumerate(self._flat_columns):
                column += [value for _, row in found for value in row[at]]
        self.flat_kinds += tuple([type_name for type_name, _ in found])
        if not start or any(self._flat_filed()):  # (what files piles by the cards' keys: anew)
            self.flat_wanted = self.flat_wants(start)
            self.flat_bases = self._flat_bases(start)
            self.flat_held = {}  # (found with the tables wanted before)
        self.flat_changed += 1

    # -- reading a state -----------------------------------------------------------

    def _listing(self, state: Flat) -> tuple[Move, ...]:
        """The moves open in `state` (none once it is won), kept for the
        newest state asked: the Session asks its status, then its moves,
        then plays one of them."""
        listed = self._listed
        if listed[0] is state:
            return listed[1]
        # the turn's own `winneris` comes before the wait where full piles win
        # (a card hook's ended the game before: the move stopped there)
        ends = self.flat_ends
        ending = self._hook_ending(state) if self._hook_end >= 0 else ""
        if not ends and not ending:  # (`_flat_won`, written out: asked at every listing)
            for index, length in self.capped:
                if len(state[index]) < length:
                    break
            else:
                ending = "won" if self.capped else ""
        found: tuple[Move, ...] = ()
        if not ending:
            try:  # (no move led to the first wait: the turn after its `pickone` waits)
                first = state is self._first
                options = self.flat_options(state, True) if first else self.flat_options(state)
            except FlatEnd as end:
                options, ending = [], end.outcome
            except GameError as exc:
                raise self._flat_located(exc) from None
            if ends and not ending and self._flat_won(state):
                options, ending = [], "won"
            if self.flat_lines:  # (which wait, and its options: `_flat_number`)
                self._listed_options, self._listed_wait = options, self.flat_waiting
            memo = self._flat_memo
            moves = []
            for key in options:
                move = memo.get(key)
                if move is None:
                    move = self._flat_move(key)
                moves.append(move)
            found = tuple(moves)
        self._listed = (state, found, ending)
        return found

    def flat_takes(
        self, s: Flat, name: str, start: int, stop: int
    ) -> tuple[dict[int, list[int]], list[int]]:
        """For the piles `start` to `stop` of declaration `name`, whose rule
        takes onto a pile the cards of one key (`flat_wants`): the piles by
        the key of the card each takes, and the empty piles. Kept while
        they hold the same cards (most moves leave them as they were: the
        foundations, and the tableau when a move turns the stock). The empty
        piles are filed too, under the keys of the cards that fill them,
        when a rank does (`flat_bases`: a king's keys, for Klondike's tableau)."""
        piles = s[start:stop]
        held = self.flat_held.get(name)
        if held is not None and held[0] == piles:
            return held[1], held[2]
        self.flat_changed += 1
        takes, empty = self.flat_taking(s, name, range(start, stop))
        if empty and name in self.flat_bases:  # and the empty piles, by the cards that fill them
            for key in self.flat_bases[name]:
                takes[key] = sorted([*takes[key], *empty]) if key in takes else empty
        self.flat_held[name] = piles, takes, empty
        return takes, empty

    def flat_taking(
        self, s: Flat, name: str, piles: Sequence[int]
    ) -> tuple[dict[int, list[int]], list[int]]:
        """The `piles` of declaration `name`, whose rule takes onto a pile
        the cards of one key (`flat_wanted`), by the key of the card each
        takes, and the empty ones: worked out anew at each listing where
        every move may change them (else `flat_takes` keeps them)."""
        wants = self.flat_wanted[name]
        takes: dict[int, list[int]] = {}
        empty: list[int] = []
        for b in piles:
            pile = s[b]
            if pile:
                key = wants[pile[-1]]
                if key is not None:
                    takes.setdefault(key, []).append(b)
            else:
                empty.append(b)
        return takes, empty

    def _moves_made(self) -> dict[tuple[int, ...], Move]:
        """The Moves `_flat_move` made, by option: one table for every game
        of this class whose picks move the same amounts (a Move says how
        many cards it takes), so a new deal lists the Moves the last made."""
        amounts = tuple(self._flat_amount(pick) for pick in self.flat_picks)
        made = type(self).__dict__.get("_flat_moves_made")
        if made is None:
            made = {}
            type(self)._flat_moves_made = made
        return made.setdefault(amounts, {})

    def _flat_move(self, key: tuple[int, ...]) -> Move:
        """The Move of an option, as `Runtime._move` makes it (and kept:
        `_flat_memo`)."""
        number, source, dest, point, size, *chosen = key
        pick = self.flat_picks[number]
        name = self.flat_names[source] if source >= 0 else None
        shown = number - self._starts[pick.wait]  # (its number in its own wait)
        if pick.label:  # a button (`Runtime.buttons`)
            move = Move(None, None, 0, None, ("button", shown), pick.label)
        elif pick.build:
            count = size - point
            move = Move(name, self.flat_names[dest], count, point, (shown, source, dest, point))
        elif pick.makes:  # (new cards: no source; onto the stack chosen, or every one)
            count = (point if pick.counted else self._flat_amount(pick)) or 0
            target = None if pick.every else self.flat_names[dest]
            label = made_label(pick.makes, target, count)
            move = Move(None, target, count, None, (shown, -1, dest), label)
        elif pick.chooses:  # (as `Runtime._move` made it: the places chosen, or the cut)
            places = chosen[0]
            count = size - places[0] if pick.cut else len(places)
            index = (places[0] if pick.cut else min(places)) if count else None
            target = None if pick.every else self.flat_names[dest]
            move = Move(name, target, count, index, (shown, source, dest, *places))
        else:
            amount = point if pick.counted else self._flat_amount(pick)
            count = size if amount is None else min(amount, size)
            target = None if amount == 0 or pick.every else self.flat_names[dest]
            index = (0 if pick.bottom else size - count) if count else None
            move = Move(name, target, count, index, (shown, source, dest))
        self._flat_memo[key] = move
        return move

    def _flat_number(self, state: Flat, move: Move) -> int:
        """The pick (its place in `flat_picks`) of `move`, a Move listed in
        `state`: the number its detail holds, or when the turn has several
        waits (`flat_lines`) that of the option listed as it."""
        detail = move.detail
        if not self.flat_lines:
            return detail[1] if detail[0] == "button" else detail[0]
        moves = self._listing(state)
        for at, listed in enumerate(moves):
            if listed is move:
                return self._listed_options[at][0]
        return self._listed_options[moves.index(move)][0]

    def _waiting_line(self) -> int:
        """The line of the wait listed last (the one a stall names)."""
        return self.flat_lines[self._listed_wait] if self.flat_lines else self.flat_line

    def _flat_amount(self, pick: FlatPick) -> int | None:
        amount = pick.amount
        if type(amount) is str:
            amount = self.flat_vars.get(amount)
            if type(amount) is not int:
                return 0
        return amount if amount is None else max(0, amount)  # type: ignore[call-overload]

    def _flat_won(self, s: Flat) -> bool:
        """Every pile with a `maxlength` is full (the only way this path wins)."""
        for index, length in self.capped:
            if len(s[index]) < length:
                return False
        return bool(self.capped)

    def moves(self, state: Any) -> list[Move]:
        listed = self._listed  # (the state just listed, the common case)
        return list(listed[1] if listed[0] is state else self._listing(state))

    def bare_moves(self, state: Any) -> list[Move]:
        """The moves of `state` from its piles without a build rule (a
        stock, its waste), in the order `moves` lists them; others may come
        with them (a pick from a bare pile and a built one alike). A search
        walking a stock round asks it at each place the turns reach: the
        generated listing skips its picks from built piles (`bare`,
        `paperc/codegen/paperlang_flat_bare.py`). A game of several waits,
        or whose card hooks may end it, lists all its moves (`moves`)."""
        if not self._bare or self._flat_won(state):
            return self.moves(state)
        try:
            options = self.flat_options(state, bare=True)  # type: ignore[call-arg]
        except FlatEnd:  # (the turn ended the game before it waits: no move)
            return []
        except GameError as exc:
            raise self._flat_located(exc) from None
        memo = self._flat_memo
        moves = []
        for key in options:
            move = memo.get(key)
            moves.append(self._flat_move(key) if move is None else move)
        return moves

    def status(self, state: Any) -> str:
        listed = self._listed
        if listed[0] is state and listed[1] or self._listing(state):
            return "playing"
        return "won" if self._listed[2] == "won" else "lost"

    def cards(self, state: Any, name: str) -> list[Card]:
        table = self.flat_cards
        index = self.stack_by_name[name].index
        if self.flat_owned and owner(self, index) not in (None, self._flat_current(state)):
            return [table[code & -2] for code in state[index]]  # type: ignore[misc]
        return [table[code] for code in state[index]]  # type: ignore[misc]

    def _flat_current(self, state: Flat) -> int:
        """The number of the player whose turn it is in `state` (0 the first's)."""
        return self._flat_values(state).get("(player #)", 0)

    def player(self, state: Any) -> int | None:
        """Whose turn it is in a game of several players (0 the first
        player's), where the state says; None otherwise."""
        return self._flat_current(state) if self.flat_players > 1 else None

    def flat_table(self, state: Any) -> tuple[Flat, list[Card | None]] | None:
        """A state's stacks as card codes (by stack index) and the
        table that reads a code as its `Card`. What
        the solver's measure of progress reads instead of `cards`."""
        return state, self.flat_cards  # type: ignore[return-value]

    def flat_score(self, s: Flat) -> object:
        """`score EXPR` on `s` (generated when the game has one)."""
        raise NotImplementedError

    def score(self, state: Any) -> int | None:
        if self._has_score:  # `score EXPR`, checked to be an int
            value = self.flat_score(state)
            if value is None:
                return 0  # read through an empty pile: none counts nothing
            if type(value) is not int:
                message = f"the score must be a number, not {type(value).__name__}"
                where = shown_file(self.source or self.game_id, self.score_file)
                raise GameError(message, where, self.score_line)
            return value
        if self.capped:
            total = 0
            for index, _ in self.capped:
                total += len(state[index])
            return total
        return None

    def key(self, state: Any) -> Hashable:
        """The state itself: a game's compiled code reads nothing else (the
        table and the variables its `then` bodies, or its turn before it
        waits, change; the others do not change after the deal, and its
        turn keeps nothing else)."""
        canonical = self._flat_canonical
        if canonical is None:
            return state
        stacks = self.flat_stacks
        table = tuple(self._flat_keys.each(state[:stacks]))
        return table + state[stacks:]

    def search_key(self, state: Any) -> Hashable:
        """Equal for two states that are the same for winning: `key`, with
        the piles of each `flat_alike` group sorted (the rules cannot tell
        their order), only the top card of each `flat_top_only` stack and
        nothing of each `flat_unread` one, each pile by its number in the
        deal's table of piles (`search_key.Piles`). What the solver's
        transposition table holds."""
        if self._flat_replan:
            self._search_plan, self._flat_replan = search_plan(self), False
        plan = self._search_plan
        if plan is None:
            return self.key(state)
        played = self._played
        if played[0] is state:  # `successor` made it: two stacks changed
            return plan.key_after(played[1], played[2], played[3], state)
        return plan.key(state)

    def redeals_left(self, state: Any, name: str) -> int | None:
        pile = self.piles[self.stack_by_name[name].index]
        return redeals.redeals_left(pile, self._flat_values(state))

    def _flat_values(self, state: Flat) -> dict[str, Any]:
        """The game's variables in `state`."""
        values = dict(self.flat_vars)
        if self.flat_changing:
            changed = state[self.flat_stacks][: len(self.flat_changing)]
            values.update(zip(self.flat_changing, changed, strict=True))
        return values

    def click(self, state: Any, name: str, index: int) -> Move | None:
        """The move a click on card `index` of `name` makes: a pick's from
        that stack (that card first), else one making cards onto it."""
        fallback = made = None
        picks = self.flat_picks
        for move in self.moves(state):
            if move.source is None:  # (a button; a pick making cards: onto its target)
                if made is None and move.target == name and move.detail[1] == -1:
                    made = move
                continue
            pick = picks[self._flat_number(state, move)]
            if move.source == name and (pick.click or move.target is None):
                if move.index == index:
                    return move
                if fallback is None and len(move.detail) == 3:
                    fallback = move
        return fallback or made

    def drag(self, state: Any, name: str, index: int, target: str) -> Move | None:
        for move in self.moves(state):
            if move.source == name and move.target == target and move.index == index:
                return move
        size = len(state[self.stack_by_name[name].index])
        refused = Move(name, target, size - index, index, ("refused",))
        # a move the rules forbid: playing it says why (the Session shows it)
        return refused if self._flat_refusal(state, refused) else None

    def refusal(self, state: Any, name: str, index: int, target: str | None) -> str | None:
        stack = self.stack_by_name.get(name)
        if stack is None or self._flat_over(state):
            return None
        size = len(state[stack.index])
        return self._flat_refusal(state, Move(name, target, size - index, index, ("refused",)))

    def _flat_over(self, state: Flat) -> bool:
        """Is the game over in `state` (won, or ended by the turn's code)?"""
        self._listing(state)
        return bool(self._listed[2])

    def _flat_refusal(self, state: Flat, move: Move) -> str | None:
        """Why the piles' build rules, or the waiting pick's `where` filters,
        forbid `move` in `state`, if they do.
        Nothing when the turn, run again on the table it left
        (`flat_turn`), would move cards or set attributes again: the rules
        would then judge another position."""
        source = self.stack_by_name.get(move.source or "")
        dest = self.stack_by_name.get(move.target or "")
        if source is None or source is dest or (dest is None and move.target is not None):
            return None
        over = self._flat_over(state)
        again = self._has_turn and not self._flat_midway(state)  # (the turn runs again here)
        if not over and again and self._moved_again(state):
            return None
        cards = state[source.index]
        index = move.index if move.index is not None else len(cards) - move.count
        if dest is None and not cards:
            index = 0  # a click on an empty place: only a `; refused from:` tells why
        elif not 0 <= index < len(cards):
            return None
        if self.ruled and dest is not None:
            found = build_problem(self, state, source, dest, index)
            if found is not None:
                return build_sentence(self, found)
        if over or not self._listed[1]:
            return None
        return self._flat_where_reason(state, source, dest, index)

    def _flat_where_reason(
        self, state: Flat, source: Stack, dest: Stack | None, index: int
    ) -> str | None:
        """Why a `where` filter of the waiting pick refuses moving the cards
        from `index` up of `source` onto `dest` (None: a click)."""
        cards = state[source.index]
        empty = dest is None and not cards
        a, b = source.index, -1 if dest is None else dest.index
        for number, line, refused in self.flat_filtered:
            pick = self.flat_picks[number]
            if pick.wait != self._listed_wait:
                continue  # (a pick of another wait than the turn's now)
            if empty and (pick.build or worded(refused, "from") is None):
                continue
            if dest is None:
                if not pick.click:
                    continue
            elif pick.every:
                continue
            amount = self._flat_amount(pick)
            if not (pick.build or pick.chooses) and amount is not None and dest is not None:
                if amount != len(cards) - index:
                    continue
            if pick.sources and (a not in pick.sources or (b >= 0 and b not in pick.dests)):
                continue  # (the pick offers no move from there to there)
            try:
                point = index if pick.build or pick.chooses else -1
                point = len(cards) - index if pick.counted and not pick.chooses else point
                why = self.flat_why(state, number, a, b, point)
            except (GameError, FlatEnd):
                continue  # a filter that cannot be read here tells nothing
            if why is None:
                continue  # the pick offers no move from there to there
            passes, takes, known = why
            if passes and takes:
                continue
            most = 0
            if passes and pick.build:  # the most cards the filter lets go, cut by cut
                size = len(cards)
                for point in range(size - 1, index, -1):
                    found = self.flat_why(state, number, a, b, point)
                    if found is None or not found[1]:
                        break
                    most = size - point
            values = self._flat_values(state)
            # (a turn's local the state keeps, `(NAME)`, hides the game variable NAME)
            values.update({k[1:-1]: v for k, v in values.items() if k.startswith("(")})
            values.update(known)

            def value_of(name: str, values: dict[str, Any] = values) -> Any:
                if name not in values:
                    raise GameError(f"no variable {name}", "", 0)
                return values[name]

            which = "to" if passes else "from"
            return sentence(refused, line, which, source, dest, most, value_of)
        return None

    def _flat_midway(self, state: Flat) -> bool:
        """Does the turn wait in `state` at a wait after its first (`flat_wait`)?"""
        return self.flat_wait >= 0 and bool(state[self.flat_stacks][self.flat_wait])

    def _moved_again(self, state: Flat) -> bool:
        """Would the turn, run again on the table `state` holds, move cards
        or set the attributes the state keeps?"""
        again = list(state)
        try:
            self.flat_turn(again, None)
        except FlatEnd:
            return False
        stacks = self.flat_stacks
        for before, after in zip(state[:stacks], again[:stacks], strict=True):
            if len(before) != len(after) or any(
                x >> 1 != y >> 1 for x, y in zip(before, after, strict=True)
            ):
                return True
        if not self.flat_kept:
            return False
        start = len(self.flat_changing)
        end = start + len(self.flat_kept)
        return state[stacks][start:end] != again[stacks][start:end]

    # -- playing -----------------------------------------------------------------

    def play(self, state: Any, move: Move) -> tuple[Any, list[Event]]:
        listed = self._listed  # (one of the very moves just listed: the common case)
        for each in listed[1] if listed[0] is state else ():
            if each is move:
                break
        else:
            move = self._listed_move(state, move)
        events: list[Event] = []
        detail = move.detail
        pick = self._lean.get(detail[0])
        try:
            if pick is not None and detail[1] != detail[2]:
                after = self._lean_move(state, move, pick, events)
            else:
                after = self._apply(state, move, events)
        except GameError as exc:  # (in the game's code: a card hook's too)
            raise self._flat_located(exc) from None
        if not self._listing(after):
            if self._listed[2]:
                events.append(Event(self._listed[2]))
            else:
                text = f"nothing can be done (line {self._waiting_line()})"
                events += [Event("stalled", text=text), Event("lost")]
        return after, events if self._flat_ids is None else self._flat_said(events)

    def _flat_said(self, events: list[Event]) -> list[Event]:
        """`events` with the cards by their ids, not their rows (`_flat_made`:
        a game that made cards in play)."""
        ids = self._flat_ids
        for at, done in enumerate(events):
            if done.cards:
                cards = tuple([ids[row] for row in done.cards])
                if cards != done.cards:
                    events[at] = Event(done.kind, done.source, done.target, cards, done.text)
        return events

    def successor(self, state: Any, move: Move) -> Any:
        """The state after `move` (one `moves` listed), without events: what
        a search calls, millions of times. A pick onto one stack with no
        `then` body (in a game whose turn does nothing before its wait)
        moves its cards here, as `flat_move` would, and turns `autoflip`
        piles on the two stacks it changed only (the others' top cards are
        as the last move, or the deal, left them: face up)."""
        detail = move.detail  # trusted: a move `moves(state)` listed
        pick = self._lean.get(detail[0])
        try:
            if pick is None or detail[1] == detail[2]:
                return self._apply(state, move, None)
            return self._lean_move(state, move, pick, None)
        except GameError as exc:  # (in the game's code: a card hook's too)
            raise self._flat_located(exc) from None

    def _lean_move(self, state: Flat, move: Move, pick: FlatPick, events: Events) -> Flat:
        """`move`, a pick of `_lean` from one stack onto another, played as
        `_apply` plays it (with the same `events`, when asked), its cards'
        hooks too (`_flat_moving`)."""
        detail = move.detail
        source, dest = detail[1], detail[2]
        cards = state[source]
        face = self.flat_faces[dest]
        if dest in self._faced:  # (shown or hidden by the turn: the state says which)
            face = state[self.flat_stacks][self._faced[dest]]
        if pick.build:  # the run from the cut point up: face-up cards, moved as one
            point = detail[3]
            moved = cards[point:]
            left = cards[:point]
        else:
            point = len(cards) - min(max(move.count, 0), len(cards))
            if point == len(cards):
                return state  # nothing moves
            if pick.bottom:  # (the bottom cards, in their order)
                moved, left = cards[: len(cards) - point], cards[len(cards) - point :]
            else:
                moved = cards[point:] if pick.cut else cards[point:][::-1]
                left = cards[:point]
        s = list(state)
        hooked = self.flat_hooked
        if hooked:  # its cards' hooks too (they may move, make or turn cards, or end the game)
            try:
                self._flat_moving(s, events, source, dest, moved, left, pick.cut, False)
            except FlatEnd:  # (a card hook ended the game, at once: `flat_hook_ended`)
                return tuple(s)
            left, onto = s[source], s[dest]
        else:
            if pick.build and face is False:
                moved = tuple([code & ~1 for code in moved])
            elif face is not None and not pick.build:
                moved = tuple([code | 1 if face else code & ~1 for code in moved])
            onto = state[dest] + moved
        flips = self._flips
        turned = []  # the stacks whose top card turned up (`autoflip`)
        if left and not left[-1] & 1 and source in flips:
            left = (*left[:-1], left[-1] | 1)
            turned.append(source)
        if onto and not onto[-1] & 1 and dest in flips:
            onto = (*onto[:-1], onto[-1] | 1)
            turned.append(dest)
        s[source] = left
        s[dest] = onto
        child = tuple(s)
        if not hooked:  # (a hook may have changed other stacks or the variables)
            self._played = (child, state, source, dest)  # (see `search_key`)
        if events is not None:
            names = self.flat_names
            if not hooked:  # (`_flat_moving` said it)
                ids = (moved[0] >> 1,) if len(moved) == 1 else tuple([c >> 1 for c in moved])
                events.append(event("move", names[source], names[dest], ids))
            for index in sorted(turned) if turned else ():
                events.append(event("flip", names[index], None, (child[index][-1] >> 1,)))
        return child

    def _listed_move(self, state: Flat, move: Move) -> Move:
        """`move` when the state offers it (found by identity when it was
        just listed, the common case, else by equality)."""
        moves = self._listing(state)
        if not moves and self._listed[2]:
            raise IllegalMove("the game is over")
        for listed in moves:
            if listed is move:
                return move
        for listed in moves:
            if listed == move:
                return listed
        reason = self._flat_refusal(state, move)
        raise IllegalMove(reason or f"{move} is not possible now")

    def _apply(self, state: Flat, move: Move, events: Events) -> Flat:
        detail = move.detail
        number = self._flat_number(state, move)
        if detail[0] == "button":  # (it moves no card: a pick of no stacks)
            source, dest = -1, -1
        else:
            source, dest = detail[1], detail[2]
        pick = self.flat_picks[number]
        s = list(state)
        bodies = self.flat_bodies
        then = self._has_then and (bodies is None or number in bodies)
        try:
            self._flat_moved(s, move, pick, events)
            if then:
                self.flat_then(number, s, events, source, dest)
            # (a turn of several waits: the `then` body ran it up to its next wait)
            midway = self.flat_wait >= 0 and s[self.flat_stacks][self.flat_wait]
            if midway < 0:  # (a turn written as a machine ended the game: `flat_options` says how)
                return tuple(s)
            if self._has_tail and not midway:  # the rest of the turn whose move this is
                self.flat_tail(s, events)
        except FlatEnd:  # (a card hook ended the game, at once: `flat_hook_ended`)
            return tuple(s)
        if self.flat_passed and not midway:  # the next player's turn
            kept = s[self.flat_stacks]
            # (the kept values after the variables as they are)
            s[self.flat_stacks] = self._passing(kept) + kept[len(self.flat_passed) :]
        if self._has_turn and not midway:  # the next turn, up to its wait
            try:
                if self._has_over:  # (unless the turn's ending ended the game)
                    self.flat_over(s)
                self.flat_turn(s, events)
            except FlatEnd:
                return tuple(s)  # over before the wait: no pile turns its top card
        # `autoflip`: a face-down top card turns up; only on the two stacks the
        # pick changed (in stack order), when no `then` body, turn or `-> every`
        # changed others
        flips = self.flat_flips
        if not (then or self._has_turn or self._has_tail or pick.every or pick.label):
            pair = (source, dest) if source < dest else (dest, source)
            flips = [index for index in pair if index in self._flips]
        for index in flips:
            cards = s[index]
            if cards and not cards[-1] & 1:
                s[index] = cards[:-1] + (cards[-1] | 1,)
                if events is not None:
                    events.append(event("flip", self.flat_names[index], None, (cards[-1] >> 1,)))
        return tuple(s)

    def _flat_moved(
        self, s: list[tuple[int, ...]], move: Move, pick: FlatPick, events: Events
    ) -> None:
        """The cards `move` itself moves (a pick of `pick`), on `s` in place."""
        detail = move.detail
        if pick.label or pick.swept:  # (a button; a sweep's `then` body moves the cards)
            return
        source, dest = detail[1], detail[2]
        if pick.makes:  # new cards onto the stack chosen (or every one), as `flat_make` lands them
            kind, type_name = pick.makes[:2]
            for each in pick.every or (dest,):
                self.flat_make(s, events, each, kind, type_name, move.count, pick.under, pick.cut)
            return
        if pick.chooses and pick.judged:  # (to every stack, judged: the pick's own method)
            getattr(self, f"flat_every_{detail[0]}")(s, events, source, detail[3:])
        elif pick.chooses:  # (to every stack: each takes the cards at the places chosen, in turn)
            for each in pick.every or (dest,):
                places = tuple([at for at in detail[3:] if at < len(s[source])])
                self.flat_move_chosen(s, events, source, each, places, pick.cut, pick.under)
        elif pick.build:
            self.flat_move(s, events, source, dest, len(s[source]) - detail[3], True)
        elif pick.every:  # `-> every`: the amount to each destination in turn
            amount = move.count if pick.counted else self._flat_amount(pick)
            if pick.judged:  # (to each its rules let take the cards: the pick's own method)
                getattr(self, f"flat_every_{detail[0]}")(s, events, source, amount)
                return
            for each in pick.every:
                self.flat_move(s, events, source, each, amount, pick.cut, pick.under, pick.bottom)
        else:
            count = move.count
            self.flat_move(s, events, source, dest, count, pick.cut, pick.under, pick.bottom)

    def flat_move(
        self,
        s: list[tuple[int, ...]],
        events: Events,
        source: int,
        dest: int,
        count: int | None,
        cut: bool,
        under: bool = False,
        bottom: bool = False,
    ) -> None:
        """Move `count` cards (None: all) from the top of `source` (or its
        `bottom`) onto `dest` (or `under` it): as one (`cut`) or one at a
        time (the top card first, so under the pile it lies lowest; from the
        bottom, the bottom card first), each taking the face its new pile
        gives it, as `transfer.execute` moves them."""
        cards = s[source]
        size = len(cards)
        k = size if count is None else min(max(count, 0), size)
        if k == 0:
            return
        if bottom:  # (in their order, cut or not)
            picked, left = cards[:k], cards[k:]
        else:
            picked, left = cards[size - k :], cards[: size - k]
            if not cut:
                picked = picked[::-1]
        self._flat_moving(s, events, source, dest, picked, left, cut, under)

    def flat_move_chosen(
        self,
        s: list[tuple[int, ...]],
        events: Events,
        source: int,
        dest: int,
        places: tuple[int, ...],
        cut: bool,
        under: bool = False,
    ) -> None:
        """A `choose` option's move (`flat_choices`): the cards at `places`
        of `source`, in that order (the first lands first), or with `cut`
        the run from `places[0]` up, as one; as `flat_move` moves them."""
        cards = s[source]
        if not places:
            return
        if cut:
            picked, left = cards[places[0] :], cards[: places[0]]
        else:
            picked = tuple([cards[at] for at in places])
            left = tuple([code for at, code in enumerate(cards) if at not in places])
        self._flat_moving(s, events, source, dest, picked, left, cut, under)

    def flat_move_kept(
        self,
        s: list[tuple[int, ...]],
        events: Events,
        source: int,
        dest: int,
        places: Sequence[int],
        count: int | None,
        cut: bool,
        bottom: bool,
    ) -> None:
        """The cards at `places` of `source` a filter keeps (bottom first;
        an `sq` run's in its order), `count` of them (None: all), onto
        `dest` as the language takes them from the filter: from the top
        the top-most, one at a time (the top one first) or as they lie
        (`cut`); from the `bottom` the bottom-most first."""
        n = len(places) if count is None else min(max(count, 0), len(places))
        if bottom:
            moving = list(places[:n])
        else:
            moving = list(places[len(places) - n :])
            moving = moving if cut else moving[::-1]
        self.flat_move_chosen(s, events, source, dest, tuple(moving), False)

    def flat_choices(self, n: int, amount: int | None, cut: bool, line: int) -> Any:
        """The places a `choose` pick may move of a source of `n` cards, in
        the order the options are listed (as `transfer._card_choices`):
        with `cut`, each card to cut at, the top first; else each way of
        `amount` cards (all: `None`), the top-most first. An error when they
        are more than `CHOICE_LIMIT`."""
        if cut:
            return [(point,) for point in range(n - 1, -1, -1)]
        if amount is not None and type(amount) is not int:  # (none: no card, `_flat_amount`)
            amount = 0
        wanted = n if amount is None else min(max(amount, 0), n)
        if comb(n, wanted) > CHOICE_LIMIT:
            message = f"choose offers more than {CHOICE_LIMIT} ways"
            raise GameError(message, *self.flat_place(line))
        return combinations(range(n - 1, -1, -1), wanted)

    def _flat_moving(
        self,
        s: list[tuple[int, ...]],
        events: Events,
        source: int,
        dest: int,
        picked: tuple[int, ...],
        left: tuple[int, ...],
        cut: bool,
        under: bool,
    ) -> None:
        """`picked` (codes, in the order they move) leave `source`, which
        keeps `left`, and land on `dest`, with each card's hooks."""
        cards = s[source]
        if self.flat_hooked:  # each card's `premove` hooks, before any moves
            for code in picked:
                self.flat_premove(s, events, code, source, dest)
            if s[source] is not cards:  # (a hook moved cards: those still there go)
                picked, left = self._still_there(s[source], picked)
                if not picked:
                    return
        face = self.flat_faces[dest]
        if dest in self._faced:  # (shown or hidden by the turn: the state says which)
            face = s[self.flat_stacks][self._faced[dest]]
        if face is not None:
            if face:
                picked = tuple([code | 1 for code in picked])
            else:
                picked = tuple([code & ~1 for code in picked])
        s[source] = left
        if not under:
            s[dest] = s[dest] + picked
        else:
            s[dest] = (picked if cut else picked[::-1]) + s[dest]
        if events is not None:
            names = self.flat_names
            ids = (picked[0] >> 1,) if len(picked) == 1 else tuple([c >> 1 for c in picked])
            events.append(event("move", names[source], names[dest], ids))
        if self.flat_hooked:  # each card's `onmoved` hooks, once all have landed
            for code in picked:
                self.flat_onmoved(s, events, code, source, dest)

    @staticmethod
    def _still_there(
        cards: tuple[int, ...], moving: Any
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The cards of `moving` (codes, in the order they move) that a
        `premove` hook left in the stack now holding `cards`, as they lie
        there now (a hook may have turned them), and the stack without them:
        a card a hook moved away stays where the hook put it."""
        wanted = {code >> 1 for code in moving}
        now = {code >> 1: code for code in cards if code >> 1 in wanted}
        still = tuple([now[code >> 1] for code in moving if code >> 1 in now])
        return still, tuple([code for code in cards if code >> 1 not in wanted])
