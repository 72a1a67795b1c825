"""The players' attributes, compiled (`paperlang_flat.py`).

A game's players (one unless it says `players N`) take turns: after each
turn, `currentPlayer` is the next, and `currentPlayer.x` reads that
player's attribute `x` (declared by a game-level `foreachplayer p start
int p.x = 0 end`). `players` rewrites them, before the checks read the
program, into game variables the state keeps as it keeps any: each
attribute `x` becomes `(player x)`, the current player's value (no
Paperlang name holds brackets or spaces: no source's variable takes it).

In a game of several players, an attribute the game sets has one game
variable more for each other player, in the order they play after the
current one (`(player x+1)`, `(player x+2)`, ...), and each turn ends by
passing them round (`FlatGame.flat_passed`, `passing`): each takes the
next one's value, the last the current player's, after the turn's
`flat_tail` (its last statement that moves cards or sets a game
variable). The turn's ending, which decides at the next wait, comes
after that in the compiled code and before it in the language: it
reads the values of the player before (`(player x+2)` of three for
`(player x)`). A turn written as a machine passes them at its end
itself (`_rotation`).

Players as values (`Values`): a player is its number, 0 for the first.
The current player's is a value each player has, `(player #)` (0, 1, 2
from the current one on at the start), passed round as the attributes
are: `currentPlayer` reads it. A `playerref` is an int; `p + k` the
number moved on round the table; `p.x` of a player `p` may not be the
current one the value of the player `p` is (`PlayerValue`); `winneris p`
a win of the current player when `p` is that player, else a loss.

A game-level `foreachplayer` runs its body once a player as the game
loads (`_unrolled`); an attribute it gives each player a value of its own
is passed round as those play sets are. A `playerref` declared with no
player holds none (an int variable that may be none); a stack's
`playerref` attribute is an int attribute (`stack_refs`), none until set. A pick of a
player's own stack among other stacks names the list of them all in its
place, its filter passing the others and the current player's. A limit:
`players` of a number not known before play (a constant, a game int as
the load pass set it before, `+ - *` of those), the state's shape. (A turn whose waits sit below its
top level, or whose ending ends the game while the score reads a
player's value, which the compiled code would read passed on, is written as
a machine.)

Card variables (`card c = waste.top`, locals of the turn, its phases and
hooks, and of `then` bodies) are the code of their card, 0 for none
(`card_locals`; `Expressions._card_held` writes them): their attributes
and types are read through the card tables as `X.top`'s are, and two
cards compare by their types (`FlatGame.flat_same`). A card variable of
the game that `then` bodies set is kept in the state as that code (none,
0, until one does; a local kept across a wait, `(NAME)`, is one too).
A local declared a card (or a player) in one block and another type in
another is renamed in the first (`apart`). Refused for now: a card
variable read as a value otherwise, or of the game and set elsewhere.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_cards import is_card
from paperc.codegen.paperlang_flat_checks import acts
from paperc.codegen.paperlang_flat_hook_frames import is_place, read_as_player
from paperc.codegen.paperlang_flat_ir import (
    PlayerValue,
    is_current_player,
    moved_on,
    refuse,
    walk_stmts,
)
from paperc.codegen.paperlang_flat_stages import choices_of
from paperc.irwalk import rewrite, walk


def attribute(name: str, later: int = 0) -> str:
    """The game variable holding attribute `name` of the player who plays
    `later` turns from now (0: the current player)."""
    return f"(player {name}+{later})" if later else f"(player {name})"


# the current player's number, 0 for the first, as a game variable (`(player #)`)
NUMBER = "(player #)"
_NUMBER = "#"  # (the players' own number: an attribute no Paperlang name is)


def players(
    program: ir.PaperlangProgram, machined: bool = False
) -> tuple[ir.PaperlangProgram, bool]:
    """`program` with its players' attributes as game variables, passed
    round at each turn's end in a game of several players (above), and its
    players as values (`currentPlayer`, `playerref`) their numbers; any
    other program as it is. `machined`: the turn is written as a machine,
    whose code passes the values round at the turn's end itself
    (`_rotation`). And whether `FlatGame.flat_passed` passes them."""
    program = apart(program)
    loops = [s for s in program.load if isinstance(s, ir.ForEachPlayer)]
    declared = {s.name for loop in loops for s in loop.body if _declares(s, loop.var)}
    refs = _refs(program)
    owned = {stack.name for stack in program.stacks if stack.owner}
    plain = not declared and not refs and not owned and not _current_as_value(program)
    held = card_refs(program)
    placed = stack_refs(program)
    plain = plain and not held and not placed
    if plain and not any(isinstance(s, ir.Players) for s in program.load):
        return program, False  # (one player, and nothing of players read)
    count = player_count(program, strict=True)
    fields = ("setup", "turn", "phases", "hooks", "score")
    bodies = tuple(getattr(program, field) for field in fields)
    set_ = {  # (the attributes play sets, of the current player or another)
        n.target.name
        for n in walk(bodies)
        if isinstance(n, ir.Assign) and isinstance(n.target, ir.Prop) and not n.target.builtin
    } & declared
    looping = {n.var for n in walk(bodies) if isinstance(n, ir.ForEachPlayer)}
    values = Values(declared, set_, refs, count, owned, held, placed)
    values.looping = looping
    values.plain = _declared_apart(bodies, looping)
    rest = {field: values.of(getattr(program, field)) for field in fields}
    bodies = (rest["setup"], rest["turn"], rest["phases"], rest["hooks"])
    numbered = bool(owned) or any(  # (whose own stacks are shown: `FlatGame.flat_owned`)
        isinstance(n, ir.Var) and n.name == NUMBER for n in walk(tuple(rest.values()))
    )
    numbered = numbered or count > 1  # (whose turn it is: `FlatGame.player`)
    set_ = {attribute(name) for name in declared} & _assigned(bodies)
    set_ |= {attribute(name) for loop in loops for name in _varying(loop)}
    passed = sorted(name for name in declared if attribute(name) in set_) if count > 1 else []
    if numbered and count > 1:
        passed.append(_NUMBER)  # (the current player's number: the next's at the turn's end)
    load: list[Any] = []
    for stmt in program.load:
        if isinstance(stmt, ir.Players):
            continue  # (the players' values are all the engine reads of them)
        if isinstance(stmt, ir.VarDecl | ir.AttrDeclStmt) and stmt.type == "playerref":
            number = _loaded(stmt.init, count)  # (`playerref piles.owner = currentPlayer`)
            if number is not None:
                load.append(_numbered(stmt, ir.Const(number)))
            elif isinstance(stmt, ir.VarDecl):
                load.append(values.of(stmt))
            else:
                load.append(_numbered(stmt, values.of(stmt.init)))
            continue
        if not isinstance(stmt, ir.ForEachPlayer):
            load.append(stmt)
            continue
        unrolled = _unrolled(stmt, count, set(passed), declared)
        load += unrolled
        for inner in stmt.body if machined else ():  # (one more of each passed: a spare
            if _declares(inner, stmt.var) and inner.name in passed:  # for `_rotation`)
                first = attribute(inner.name)  # (as the first player's is declared)
                decl = next(s for s in unrolled if getattr(s, "name", "") == first)
                load.append(dataclasses.replace(decl, name=attribute(inner.name, count)))
    if numbered:
        for k in range(count + machined if _NUMBER in passed else 1):
            load.append(ir.VarDecl(attribute(_NUMBER, k), "int", ir.Const(k % count), "global"))
    if passed and machined:
        rest["turn"] = (*rest["turn"], *_rotation(passed, count, program))
    elif passed:
        rest["turn"] = _passing(rest["turn"], passed, rest["score"], program, count)
    stacks = tuple(_numbered_attrs(_owned_stack(stack, count)) for stack in program.stacks)
    found = dataclasses.replace(program, load=tuple(load), stacks=stacks, **rest)
    return found, bool(passed) and not machined


def _varying(loop: ir.ForEachPlayer) -> set[str]:
    """The attributes a game-level `foreachplayer` may give each player
    its own value: those it sets, or declares with a value that reads the
    player (`int p.seat = p * 2`)."""
    found = set()
    for n in walk(loop.body):
        if isinstance(n, ir.Assign) and isinstance(n.target, ir.Prop) and _mine(n.target, loop):
            found.add(n.target.name)
        if _declares(n, loop.var) and any(_is_var(x, loop.var) for x in walk(n.init)):
            found.add(n.name)
    return found


def _mine(node: ir.Prop, loop: ir.ForEachPlayer) -> bool:
    return not node.builtin and _is_var(node.obj, loop.var)


def _is_var(node: Any, name: str) -> bool:
    return isinstance(node, ir.Var) and node.name == name and node.scope == "local"


def _unrolled(
    loop: ir.ForEachPlayer, count: int, passed: set[str], declared: set[str]
) -> list[Any]:
    """A game-level `foreachplayer`, run for each player in turn (the
    first first, as the language runs it while the game loads, when
    the first player's turn is the current one): its body once a player,
    `p.x` the game variable of that player's `x` (`(player x+k)`: player
    k plays k turns after the first; one for all players when none has a
    value of its own) and `p` the player's number."""
    found: list[Any] = []
    for k in range(count):

        def change(node: Any, k: int = k) -> Any:
            at = {"line": getattr(node, "line", 0), "file": getattr(node, "file", "")}
            if isinstance(node, ir.Prop) and _mine(node, loop) and node.name in declared:
                later = k if node.name in passed else 0
                return ir.Var(attribute(node.name, later), "global", **at)
            if _declares(node, loop.var):
                later = k if node.name in passed else 0
                name = attribute(node.name, later)
                return ir.VarDecl(name, node.type, node.init, "global", **at)
            return node

        def number(node: Any, k: int = k) -> Any:
            if _is_var(node, loop.var):
                return ir.Const(k, line=node.line, file=node.file)
            return node

        for inner in loop.body:
            if k and _declares(inner, loop.var) and inner.name not in passed:
                continue  # (one value for all players: declared once)
            found.append(rewrite(rewrite(inner, change), number))
    return found


def _owned_stack(stack: ir.StackDecl, count: int) -> ir.StackDecl:
    """A player's own stack (`privatestack p.hand`) as a stacklist of one
    stack a player, by number (`hand[0]` the first player's); any other
    stack as it is."""
    if not stack.owner:
        return stack
    if stack.kind != "stack":
        raise refuse(stack, f"{stack.name}, a player's own stacklist or grid")
    return dataclasses.replace(stack, kind="list", shape=(count,), owner=None)


def _numbered_attrs(stack: ir.StackDecl) -> ir.StackDecl:
    """A stack's `playerref` attributes as ints (a player's number; none,
    `Const(None)`, when its declaration names no player)."""
    if not any(a.type == "playerref" for a in stack.attrs):
        return stack
    attrs = tuple(_numbered(a, a.default) if a.type == "playerref" else a for a in stack.attrs)
    return dataclasses.replace(stack, attrs=attrs)


# a limit: how many players there are is the shape of the state, fixed as it compiles
# a type as a sentence names it, and what to do about one name of two types
ARTICLE = {"int": "an int", "bool": "a bool", "string": "a string", "playerref": "a playerref"}
ARTICLE |= {"card": "a card"}
RENAME = "elsewhere (the compiler keeps one name of one type: give the two their own names)"
UNKNOWN_COUNT = (
    "`players` of a number that is not known before play (the number of players is the"
    " state's shape, fixed as the game compiles: work it out from constants and what the"
    " game's own statements know before any shuffle, not from what the seed decides)"
)


def player_count(program: ir.PaperlangProgram, strict: bool = False) -> int:
    """How many players take turns: `players N` of a number known at
    compile time (a constant, a game int the load pass set to one before,
    whatever play does to it later, and `+ - *` of those), 1 when the game
    says none. `strict`: NotFlat for a number
    not known, or below 1 (the language stops with an error there)."""
    count = 1
    for stmt in program.load:
        if isinstance(stmt, ir.Players):
            value = _number(stmt.count, _loaded_ints(program, stmt))
            if value is None or value < 1:
                if strict:
                    raise refuse(stmt, UNKNOWN_COUNT)
                continue
            count = value
    return count


def _loaded_ints(program: ir.PaperlangProgram, until: Any) -> dict[str, int]:
    """The game's int variables whose values are known where the load pass
    comes to `until` (a `players`): those its statements before declared or
    set at its top level to what `_number` works out (what play does to
    them later is no matter: `players` runs once, as the game loads)."""
    found: dict[str, int] = {}
    phases = {phase.name: phase.body for phase in program.phases}
    for stmt in program.load:
        if stmt is until:
            break
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "global" and stmt.type == "int":
            value = 0 if stmt.init is None else _number(stmt.init, found)
        elif isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
            value = _number(stmt.value, found) if stmt.target.scope == "global" else None
        else:  # (anything else forgets what it may set, its phases' too)
            runs = [n.phase for n in walk(stmt) if isinstance(n, ir.Do)]
            for n in walk((stmt, *(phases.get(name, ()) for name in runs))):
                if isinstance(n, ir.Assign) and isinstance(n.target, ir.Var):
                    found.pop(n.target.name, None)
                elif isinstance(n, ir.VarDecl):
                    found.pop(n.name, None)
            continue
        name = stmt.name if isinstance(stmt, ir.VarDecl) else stmt.target.name
        if value is None:
            found.pop(name, None)
        else:
            found[name] = value
    return found


def _number(e: Any, known_ints: dict[str, int]) -> int | None:
    """`e`'s value when it is worked out from constants and the game ints
    that never change, else None."""
    if isinstance(e, ir.Const):
        return e.value if type(e.value) is int else None
    if isinstance(e, ir.Var) and e.scope == "global":
        return known_ints.get(e.name)
    if isinstance(e, ir.Binary) and e.op in ("+", "-", "*"):
        left, right = _number(e.left, known_ints), _number(e.right, known_ints)
        if left is None or right is None:
            return None
        return left + right if e.op == "+" else left - right if e.op == "-" else left * right
    return None


def stacks_listed(program: ir.PaperlangProgram) -> tuple[ir.StackDecl, ...]:
    """The program's stacks, each player's own stack a stacklist of one a
    player (as `players` rewrites them: what the game's `stack_decls` say)."""
    count = player_count(program)
    return tuple(_owned_stack(stack, count) for stack in program.stacks)


def owned_stacks(program: ir.PaperlangProgram) -> tuple[str, ...]:
    """The players' own stacks (`privatestack p.hand`), each a stacklist of
    one stack a player once `players` rewrote the program."""
    return tuple(stack.name for stack in program.stacks if stack.owner)


def _rotation(passed: list[str], count: int, program: ir.PaperlangProgram) -> tuple[Any, ...]:
    """The statements that end a turn written as a machine by passing the
    players' values of `passed` round, as the language's next
    player's turn finds them: each takes the next player's, the last the
    current one's (kept a moment in a spare, `(player x+count)`)."""
    at = {"line": program.turn_line, "file": program.turn_file}
    stmts: list[Any] = []
    for name in passed:
        slots = [ir.Var(attribute(name, k), "global", **at) for k in range(count + 1)]
        moves = [(slots[count], slots[0]), *zip(slots[:count], slots[1:], strict=True)]
        stmts += [ir.Assign(target, value, **at) for target, value in moves]
    return tuple(stmts)


class Values:
    """The rewrite of players as values: `currentPlayer` the game variable
    `(player #)`, the current player's number; a `playerref` an int, a
    player's number; `p + k` and `p - k` that number moved on round the
    table; `currentPlayer.x` the game variable `(player x)`, and `p.x` of
    another player the one of the player `p` is, counted from the current
    one (`PlayerValue`); `winneris p` a win of the current player when `p`
    is that player, else a loss (as the language's status says)."""

    def __init__(
        self,
        declared: set[str],
        set_: set[str],
        refs: set[str],
        count: int,
        owned: set[str],
        held: set[str] = frozenset(),  # type: ignore[assignment]
        placed: set[str] = frozenset(),  # type: ignore[assignment]
    ) -> None:
        self.declared, self.set_, self.refs, self.count = declared, set_, refs, count
        self.owned = owned  # the players' own stacks: `p.hand` is `hand[p]`
        self.held = held  # the cards' `playerref` attributes: a player's number, or none
        self.placed = placed  # the stacks' `playerref` attributes: the same
        self.players: set[int] = set()  # the ids of the nodes that are players
        self.kept: list[Any] = []  # (those nodes, so no id is reused)
        # the `foreachplayer` variables: locals of their loops' blocks (a game
        # variable of the name they hide is no player), but for the places
        # `paperlang_flat_hook_frames` gave them in the state (`is_place`)
        self.looping: set[str] = set()
        # the ids of the locals of those names another declaration binds
        # (`int seat = 1` outside the loop): ints, no players (`_declared_apart`)
        self.plain: set[int] = set()

    def of(self, root: Any) -> Any:
        return rewrite(root, self.change)

    def _player(self, node: Any) -> Any:
        self.players.add(id(node))
        self.kept.append(node)
        return node

    def _is_player(self, node: Any) -> bool:
        return id(node) in self.players

    def _looped(self, var: ir.Var) -> bool:
        """Whether `var`, of a loop variable's name, is the loop's player:
        the loop binds it, not a declaration of its own (`int seat`)."""
        return (var.scope == "local" and id(var) not in self.plain) or is_place(var.name)

    def change(self, node: Any) -> Any:
        at = {"line": getattr(node, "line", 0), "file": getattr(node, "file", "")}
        if is_current_player(node):
            return self._player(ir.Var(NUMBER, "global", **at))
        if isinstance(node, ir.Var) and node.name in self.refs and node.scope != "builtin":
            return self._player(node)
        if isinstance(node, ir.Var) and read_as_player(node):  # (a hook's player: `_Moved`)
            return self._player(node)
        if isinstance(node, ir.Var) and node.name in self.looping and self._looped(node):
            return self._player(node)
        if isinstance(node, ir.VarDecl) and node.type == "playerref":
            return _numbered(node, node.init)
        moved = moved_on(node)  # (`p + 1`, or a long run `p + 1 - 2 ...`)
        if moved is not None and self._is_player(moved.left):
            moved = ir.Binary(moved.op, moved.left, moved.right, **at)  # (none: a player's number)
            return self._player(self._round(moved))
        if isinstance(node, ir.Prop) and not node.builtin and node.name in self.held:
            if is_card(node.obj):  # (`this.owner`, `waste.top.owner`: a player, or none)
                return self._player(node)
        if isinstance(node, ir.Prop) and not node.builtin and node.name in self.placed:
            if not is_card(node.obj) and not self._is_player(node.obj):  # (`to.owner`)
                return self._player(node)
        if isinstance(node, ir.StackAttr) and node.name in self.placed:  # (`piles{owner == p}`)
            return self._player(node)
        if isinstance(node, ir.Prop) and not node.builtin and self._is_player(node.obj):
            return self._attribute(node, at)
        if isinstance(node, ir.Outcome) and self._is_player(node.player):
            current = ir.Var("currentPlayer", "builtin", **at)
            if _is_current(node.player) or node.kind == "lose":  # (a loss either way)
                return dataclasses.replace(node, player=current)
            won = (dataclasses.replace(node, player=current),)
            lost = (ir.Outcome("lose", current, **at),)
            same = ir.Binary("==", node.player, ir.Var(NUMBER, "global", **at), **at)
            return ir.If(((same, won),), lost, **at)
        if isinstance(node, ir.Assign) and isinstance(node.target, PlayerValue):
            return self._set_other(node, node.target, at)
        if isinstance(node, ir.Transfer) and node.interactive:
            return self._pick(node)
        if isinstance(node, ir.ForEachPlayer):
            return self._each(node)
        return node

    def _set_other(self, stmt: ir.Assign, target: PlayerValue, at: dict[str, Any]) -> ir.If:
        """`p.score = v` of a player `p` who may not be the current one: the
        game variable of the player `p` is, chosen by how many turns after
        the current player's `p` plays (one branch a player)."""
        count = ir.Const(self.count)
        later = ir.Binary("-", target.player, target.current, **at)
        later = ir.Binary("%", ir.Binary("+", later, count, **at), count, **at)  # (0 to count - 1)
        branches = tuple(
            (ir.Binary("==", later, ir.Const(k), **at), (dataclasses.replace(stmt, target=var),))
            for k, var in enumerate(target.values)
        )
        return ir.If(branches, **at)

    def _each(self, loop: ir.ForEachPlayer) -> ir.If:
        """`foreachplayer p start ... end` in a block: its body run for each
        player in turn, the first first (`p` a local int, the player's
        number: `int p = 0`, `while p < count`; `p` a game variable where
        the state keeps it, `is_place`: `paperlang_flat_hook_frames`)."""
        at = {"line": loop.line, "file": loop.file}
        kept = is_place(loop.var)
        var = ir.Var(loop.var, "global" if kept else "local", **at)
        step = ir.Assign(var, ir.Binary("+", var, ir.Const(1), **at), **at)
        cond = ir.Binary("<", var, ir.Const(self.count), **at)
        first = ir.Assign(var, ir.Const(0), **at) if kept else None
        stmts = (
            first or ir.VarDecl(loop.var, "int", ir.Const(0), "local", **at),
            ir.While(cond, (*loop.body, step), **at),
        )
        return ir.If(((ir.Const(True), stmts),), **at)  # (a block of its own, as the loop's)

    def _pick(self, t: ir.Transfer) -> ir.Transfer:
        """A pick from or to a player's own stack (`currentPlayer.hand`):
        from or to the stacklist of them all, its `from`/`to` filter saying
        that player's (`from == hand[currentPlayer]`)."""
        source, where_from = t.source, t.where_from
        if isinstance(source, ir.SourceStacks):
            stacks, where_from = self._owned_side(source.stacks, "from", where_from, t)
            source = dataclasses.replace(source, stacks=stacks)
        dests, where_to = self._owned_side(t.dests, "to", t.where_to, t)
        if source is t.source and dests is t.dests:
            return t
        return dataclasses.replace(
            t, source=source, dests=dests, where_from=where_from, where_to=where_to
        )

    def _owned_side(self, stacks: Any, side: str, where: Any, t: Any) -> tuple[Any, Any]:
        """One side of a pick naming players' own stacks: each such stack
        (`currentPlayer.hand`) the list of them all, in its place, and the
        side's filter saying that player's; among other stacks, a stack
        of the list passes when it is that player's (`from != hand[0] &&
        from != hand[1] || from == hand[currentPlayer]`)."""
        mine = [s for s in stacks if isinstance(s, ir.Member) and s.base in self.owned]
        if not mine:
            return stacks, where
        bases = [member.base for member in mine]
        if len(set(bases)) < len(bases):
            raise refuse(t, "a pick of two players' stacks of one list")
        at = {"line": mine[0].line, "file": mine[0].file}
        var = ir.Var(side, "builtin", **at)
        test: Any = None
        for member in mine:
            mark = {"line": member.line, "file": member.file}
            own = ir.Binary("==", var, member, **mark)
            if len(stacks) > 1:  # (or a stack of none of the players)
                apart = [
                    ir.Binary("!=", var, ir.Member(member.base, ir.Const(k), **mark), **mark)
                    for k in range(self.count)
                ]
                others = apart[0]
                for each in apart[1:]:
                    others = ir.Binary("&&", others, each, **mark)
                own = ir.Binary("||", others, own, **mark)
            test = own if test is None else ir.Binary("&&", test, own, **at)
        both = test if where is None else ir.Binary("&&", test, where, **at)
        listed = tuple(ir.ListRef(s.base, **at) if any(s is m for m in mine) else s for s in stacks)
        return listed, both

    def _round(self, e: ir.Binary) -> Any:
        """`e`, a player's number moved on by `+` or `-`, back among the
        players' numbers (0 to count - 1; Paperlang's `%` keeps the sign)."""
        at = {"line": e.line, "file": e.file}
        count = ir.Const(self.count)
        by = e.right
        if isinstance(by, ir.Const) and type(by.value) is int:  # (a move by a constant)
            moved = (by.value if e.op == "+" else -by.value) % self.count
            return ir.Binary("%", ir.Binary("+", e.left, ir.Const(moved), **at), count, **at)
        inner = ir.Binary("%", e, count, **at)  # (-count to count)
        return ir.Binary("%", ir.Binary("+", inner, count, **at), count, **at)

    def _attribute(self, node: ir.Prop, at: dict[str, Any]) -> Any:
        name = node.name
        if name in self.owned:  # (a player's own stack: `privatestack p.hand`, `hand[p]`)
            return ir.Member(name, node.obj, **at)
        if _is_current(node.obj) or name not in self.set_ or self.count == 1:
            return ir.Var(attribute(name), "global", **at)  # (all players' values alike)
        current = ir.Var(NUMBER, "global", **at)
        values = tuple(ir.Var(attribute(name, k), "global", **at) for k in range(self.count))
        return PlayerValue(node.obj, current, values, **at)


def _is_current(e: Any) -> bool:
    return isinstance(e, ir.Var) and e.name == NUMBER and e.scope == "global"


def _loaded(e: Any, count: int) -> int | None:
    """The number of the player `e` names while the game loads (the first
    player's turn: `currentPlayer` is 0), or None if `e` is no constant."""
    if is_current_player(e):
        return 0
    moved = moved_on(e)  # (`currentPlayer + 1`, or a long run of constants)
    if moved is not None and isinstance(moved.right, ir.Const):
        left, by = _loaded(moved.left, count), moved.right.value
        if left is not None and type(by) is int:
            return (left + by if moved.op == "+" else left - by) % count
    return None


def _numbered(decl: Any, init: Any) -> Any:
    """A `playerref`'s declaration (a variable's, or a stack's attribute's)
    as an int's (a player's number; none when it names no player)."""
    if init is None:
        init = ir.Const(None, line=decl.line, file=decl.file)
    field = "default" if isinstance(decl, ir.AttrDecl) else "init"
    return dataclasses.replace(decl, type="int", **{field: init})


def _refs(program: ir.PaperlangProgram) -> set[str]:
    """The names of the program's `playerref` variables; a name declared a
    player somewhere and another type elsewhere is refused."""
    decls = [n for n in walk(program) if isinstance(n, ir.VarDecl)]
    refs = {n.name for n in decls if n.type == "playerref"}
    for n in decls:
        if n.name in refs and n.type != "playerref":
            raise refuse(n, f"`{n.name}` declared {ARTICLE[n.type]}, and a playerref {RENAME}")
    return refs


def card_refs(program: ir.PaperlangProgram) -> set[str]:
    """The card types' `playerref` attributes (`card Token start playerref
    owner end`): a player's number in the card tables, or none."""
    return {a.name for t in program.card_types for a in t.attrs if a.type == "playerref"}


def stack_refs(program: ir.PaperlangProgram) -> set[str]:
    """The stacks' `playerref` attributes (`stacklist piles[4] start
    playerref owner end`, `playerref waste.owner`): a player's number, or
    none, kept as the stacks' int attributes are."""
    found = {a.name for stack in program.stacks for a in stack.attrs if a.type == "playerref"}
    return found | {
        s.name for s in program.load if isinstance(s, ir.AttrDeclStmt) and s.type == "playerref"
    }


def _current_as_value(program: ir.PaperlangProgram) -> bool:
    """Does the program read `currentPlayer` as a value (not `currentPlayer.x`
    nor `winneris currentPlayer`)?"""
    nodes = list(walk(program))
    owners = {id(n.obj) for n in nodes if isinstance(n, ir.Prop) and not n.builtin}
    owners |= {id(n.player) for n in nodes if isinstance(n, ir.Outcome)}
    return any(is_current_player(n) and id(n) not in owners for n in nodes)


def _passing(
    turn: tuple[Any, ...], passed: list[str], score: Any, program: Any, count: int
) -> tuple[Any, ...]:
    """The turn, its ending reading the values of `passed` of the player
    whose turn it was: the engine hands them on (`FlatGame.flat_passed`)
    after the turn's last statement that moves cards or sets a game
    variable (its `flat_tail`), before its ending, which decides at the
    next wait (where the player who played is the last of those after the
    current one). NotFlat where they cannot be handed on there."""
    waits = [at for at, stmt in enumerate(turn) if choices_of(stmt) is not None]
    if not waits:
        where = turn[0] if turn else program
        raise refuse(where, "a game of several players whose turn waits below its top level")
    start = waits[-1] + 1
    end = start
    for at in range(start, len(turn)):
        if any(acts(inner) for inner in walk_stmts((turn[at],))):
            end = at + 1
    ending = turn[end:]
    names = {attribute(name, k) for name in passed for k in range(count)}
    score_reads = {n.name for n in walk(score) if isinstance(n, ir.Var)} & names
    if score_reads and any(isinstance(s, ir.Outcome) for s in walk_stmts(ending)):
        reason = "a game of several players whose turn's ending ends it, and its score reads"
        raise refuse(ending[0], f"{reason} a player's attribute")

    def before(node: Any) -> Any:  # (the value of the player `later` turns before)
        slot = _slot(node.name) if isinstance(node, ir.Var) and node.name in names else None
        if slot is None:
            return node
        name, later = slot
        return dataclasses.replace(node, name=attribute(name, (later - 1) % count))

    return turn[:end] + rewrite(ending, before)


def passed_round(program: ir.PaperlangProgram, changing: tuple[str, ...]) -> tuple[str, ...]:
    """The game variables of the players' values handed on at each turn's
    end (`players`, each declared by the rewritten load) that `changing`
    lacks: the state keeps them after it."""
    found = [s.name for s in program.load if isinstance(s, ir.VarDecl) and _slot(s.name)]
    passed = {_slot(name)[0] for name in found if name != attribute(_slot(name)[0])}  # type: ignore[index]
    kept = [name for name in found if _slot(name)[0] in passed]  # type: ignore[index]
    return tuple(name for name in kept if name not in changing)


def passing(changing: tuple[str, ...]) -> tuple[int, ...]:
    """`FlatGame.flat_passed`: for each of the kept game variables
    `changing`, the place of the one whose value it takes at a turn's end
    (each player's attribute takes the next player's, the last player's
    the current one's); empty when no value is handed on."""
    places = {name: at for at, name in enumerate(changing)}
    order = list(range(len(changing)))
    for name, at in places.items():
        slot = _slot(name)
        if slot is None or attribute(slot[0], 1) not in places:
            continue  # (not a player's value, or one all players share)
        attr, k = slot
        order[at] = places.get(attribute(attr, k + 1), places[attribute(attr)])
    return tuple(order) if order != list(range(len(changing))) else ()


def _slot(name: str) -> tuple[str, int] | None:
    """`(player x)`: ("x", 0); `(player x+2)`: ("x", 2); None for any other name."""
    if not (name.startswith("(player ") and name.endswith(")")):
        return None
    attr, plus, k = name[len("(player ") : -1].partition("+")
    return (attr, int(k) if plus else 0) if not plus or k.isdigit() else None


HELD = ("card", "playerref")  # the locals' types the engine holds as codes and numbers


def apart(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with each local declared a card (or a player) in one
    block and another type in another renamed where it is seen (from its
    declaration to its block's end: `(card c)`), so that each name holds
    one type; a name a phase reads of its caller (dynamic scope) stays."""
    fields = ("setup", "turn", "phases", "hooks")
    decls = [n for n in walk([getattr(program, f) for f in fields]) if _local_decl(n)]
    types: dict[str, set[str]] = {}
    for decl in decls:
        types.setdefault(decl.name, set()).add(decl.type)
    clashing = {name for name, kinds in types.items() if len(kinds) > 1 and kinds & set(HELD)}
    for phase in program.phases:  # (what a phase reads of its caller keeps its name)
        own = {n.name for n in walk(phase.body) if _local_decl(n)}
        clashing -= {n.name for n in walk(phase.body) if _local_var(n)} - own
    if not clashing:
        return program

    def renamed(x: Any, names: dict[str, str]) -> Any:
        if isinstance(x, tuple):  # (a block: a declaration renames what follows it)
            found = []
            for item in x:
                new = renamed(item, names)
                if _local_decl(item) and item.name in clashing:
                    names = {k: v for k, v in names.items() if k != item.name}
                    if item.type in HELD:
                        names[item.name] = f"({item.type} {item.name})"
                        new = dataclasses.replace(new, name=names[item.name])
                found.append(new)
            return tuple(found)
        if _local_var(x) and x.name in names:
            return dataclasses.replace(x, name=names[x.name])
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            parts = {
                k: renamed(v, names)
                for k, v in x.__dict__.items()
                if isinstance(v, tuple) or (dataclasses.is_dataclass(v) and not isinstance(v, type))
            }
            return dataclasses.replace(x, **parts) if parts else x
        return x

    return dataclasses.replace(program, **{f: renamed(getattr(program, f), {}) for f in fields})


def _local_decl(node: Any) -> bool:
    return isinstance(node, ir.VarDecl) and node.scope == "local"


def _local_var(node: Any) -> bool:
    return isinstance(node, ir.Var) and node.scope == "local"


def card_locals(program: ir.PaperlangProgram) -> set[str]:
    """The locals of the setup, the turn, phases and hooks that hold a card (`card
    c = waste.top`): the code of its card, 0 for none (`Expressions._card_held`).
    A name declared a card somewhere and another type elsewhere that
    `apart` could not tell apart (a phase reads it of its caller) is refused."""
    decls = [
        n
        for n in walk((program.setup, program.turn, program.phases, program.hooks))
        if isinstance(n, ir.VarDecl) and n.scope == "local"
    ]
    cards = {n.name for n in decls if n.type == "card"}
    for n in decls:
        if n.name in cards and n.type != "card":
            raise refuse(n, f"`{n.name}` declared {ARTICLE[n.type]}, and a card {RENAME}")
    return cards


def _assigned(bodies: Any) -> set[str]:
    """The game variables the statements of `bodies` set."""
    return {
        n.target.name
        for n in walk(bodies)
        if isinstance(n, ir.Assign) and isinstance(n.target, ir.Var) and n.target.scope == "global"
    }


def _declared_apart(bodies: Any, names: set[str]) -> set[int]:
    """The ids of the local variables of `names` (the `foreachplayer`
    variables) in `bodies` that a declaration of their own binds, not a
    loop: from `int seat = 1` to its block's end, inside no loop of the
    name that starts after it. A name bound by neither (a phase reading
    its caller's) is left to the loop's."""
    found: set[int] = set()

    def visit(x: Any, loops: dict[str, bool]) -> None:
        if isinstance(x, tuple):  # (a block: a declaration binds what follows it)
            for item in x:
                visit(item, loops)
                if _local_decl(item) and item.name in names:
                    loops = {**loops, item.name: False}
        elif isinstance(x, ir.ForEachPlayer):
            visit(x.body, {**loops, x.var: True})
        elif _local_var(x) and loops.get(x.name) is False:
            found.add(id(x))
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):
            for value in x.__dict__.values():
                visit(value, loops)

    if names:
        visit(bodies, {})
    return found


def _declares(stmt: Any, var: str) -> bool:
    """`int p.x = ...` of the loop's player `var`."""
    if not isinstance(stmt, ir.AttrDeclStmt):
        return False
    owner = stmt.owner
    return isinstance(owner, ir.Var) and owner.name == var and owner.scope == "local"
