"""Paperlang IR -> the body of a plugin module (after the header).

The module is one class per game, subclassing `runtime.paperlang.FlatGame`:
its declarations as data, then the compiled engine's methods (`flat_setup`,
`flat_options`, `flat_then`, `flat_why`, ... written by `paperlang_flat*`),
each under a comment quoting its source line. A game that uses a feature
the compiled engine does not take yet is an error (P180) at that feature.

Lines are laid out here (`pyfmt`, ruff's style) and the shared writer
(writer.py, templates/module.py.jinja) prints them into the module's frame.
"""

from __future__ import annotations

import difflib
import itertools
import re
from pathlib import PurePosixPath
from typing import Any, NoReturn

from paperc import ir
from paperc.codegen.paperlang_alike import alike_groups
from paperc.codegen.paperlang_flat import NotFlat
from paperc.codegen.paperlang_flat_chosen import every_chosen
from paperc.codegen.paperlang_flat_every import every_judged, flat_every
from paperc.codegen.paperlang_flat_players import NUMBER, player_count, stacks_listed
from paperc.codegen.paperlang_flat_rules import (
    Counted,
    build_constant,
    build_text,
    group_constant,
    group_text,
    parse_build,
    parse_group,
)
from paperc.codegen.paperlang_flat_setup import Deal, flat_game, players_known
from paperc.codegen.paperlang_flat_tidy import dead_counters, trailing_comments
from paperc.codegen.paperlang_flat_why import filtered, stacks_of, why_body
from paperc.codegen.paperlang_rank_only import rank_only
from paperc.codegen.paperlang_top_only import top_only_stacks
from paperc.codegen.pyfmt import WIDTH, Atom, Call, Keyword, layout
from paperc.codegen.render import comment, docstring, py
from paperc.codegen.writer import (
    class_name,
    constant_lines,
    import_lines,
    mark,
    marked_module,
    signature,
    write_module,
)
from paperc.errors import CompileError, Diagnostic, InternalCompilerError, SourceSpan
from paperc.flow import turn_waits
from paperc.irwalk import walk
from runtime.engine.cards import DECK_SUITS, RANK_WORDS, STANDARD_DECK

DEFAULTS = {"int": 0, "bool": False}
KINDS = ("stack", "list", "grid")  # what a shape of 0, 1, 2 numbers declares (`kind_of`)
RANK_NAME = re.compile(r"\b(?:" + "|".join(word.upper() for word in RANK_WORDS) + r")\b")
# a judged `-> every` pick's move (`paperlang_flat_every`)
EVERY = ["self", "s: list[tuple[int, ...]]", "events: Events", "a: int", "amount: int | None"]
CHOSEN = [*EVERY[:-1], "places: tuple[int, ...]"]  # (a `choose` pick's: `every_chosen`)
HOOK_PARAMS = [
    "self",
    "s: list[tuple[int, ...]]",
    "events: Events",
    "c: int",
    "a: int",
    "b: int",
]  # flat_premove
STACKS_NOTE = "where each stack sits in the state `s` (KEPT: the values kept after)"
RANKS_NOTE = "the ranks the piles' build rules name (ace 1 .. king 13)"
BUILDS_NOTE = "the piles' build and group rules, as paperc reads each `build` and `group`"
# the card types of the built-in deck alone, which a `FlatGame` declares by default
DECK_ALONE = "    card_types = standard_deck(6)"
THEN_PARAMS = "number: int, s: list[tuple[int, ...]], events: Events, a: int, b: int"
SETUP_PARAMS = "s: list[tuple[int, ...]], events: Events"  # (`FlatGame.flat_setup`)


def render_game(game: ir.Game, marked: bool = False) -> str:
    """The whole module, through the shared frame (`writer.write_module`).
    `marked`: the module with its line marks (`writer.marked_module`)."""
    program = game.program
    assert isinstance(program, ir.PaperlangProgram)
    context = ModuleWriter(game, program).context()
    return (marked_module if marked else write_module)(game, **context)


NOT_YET = "P180"  # a feature the compiled engine does not take yet (an error)
FLOATS = "P177"  # a `float` declared: the language has no float value
ENDLESS = "P152"  # a turn that never waits for the player, or no turn


REASON = re.compile(r";+\s*refused(?:\s+(from|to))?\s*:(.*)$")
REASON_FIELD = re.compile(r"\{([^{}|]*)(?:\|([^{}]*))?\}")
TOKEN = re.compile(r"\w+|\S")  # (the word or sign a P180 inside a line underlines)


def _reason_problem(
    t: ir.Transfer, which: str, sentence: str, found: list[tuple[str, str]]
) -> str | None:
    """What is wrong with a `; refused:` comment, or None."""
    if t.where_from is None and t.where_to is None:
        return "a `; refused:` comment must stand just above a transfer with a `where` filter"
    if which == "from" and t.where_from is None:
        return "`; refused from:` needs a `from{...}` filter in the transfer below it"
    if which == "to" and t.where_to is None:
        return "`; refused to:` needs a `to{...}` filter in the transfer below it"
    if not sentence:
        return "a `; refused:` comment needs the sentence a player reads after the colon"
    if any(kind == which for kind, _ in found):
        return f"two `; refused{' ' + which if which else ''}:` comments for one transfer"
    if sentence.count("{") != sentence.count("}"):
        return "unbalanced braces in a `; refused:` sentence: write `{name}` or `{name|noun}`"
    return None


def _field_problem(field: re.Match[str], declared: set[str]) -> str | None:
    """What is wrong with one `{name}` or `{name|noun}` of a `; refused:`
    sentence (`declared`: the game's variables), or None."""
    name, noun = field.group(1).strip(), field.group(2)
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        return f"`{{{field.group(1)}}}` in a `; refused:` sentence is not a variable name"
    if name in ("from", "to"):
        if noun is None:
            return None
        return f"`{{{name}}}` is a pile, not a count: write `{{{name}}}` without `|{noun}`"
    if name == "most" or name in declared:
        return None
    close = difflib.get_close_matches(name, sorted(declared), n=1, cutoff=0.75)
    if close:
        hint = f"did you mean `{{{close[0]}}}`?"
    else:
        hint = "write `{from}`, `{to}`, `{most}` or a variable the game declares"
    return f"`{{{name}}}` in a `; refused:` sentence names no variable; {hint}"


WHY_PARAMS = "s: Flat, number: int, a: int, b: int, p: int"  # (`FlatGame.flat_why`)


class ModuleWriter:
    def __init__(self, game: ir.Game, program: ir.PaperlangProgram) -> None:
        self.game = game
        self.program = program
        self.lines = game.source_text.splitlines()
        self.label = PurePosixPath(game.source_path.replace("\\", "/")).name
        self.sources: dict[str, tuple[str, list[str]]] = {"": (self.label, self.lines)}
        self.used: set[str] = set()  # the names the module imports from the runtime
        self.methods: list[dict[str, Any]] = []
        self.constants: list[tuple[str, list[tuple[str, Any]]]] = []  # writer.constant_lines
        # the variables a `; refused:` sentence may name: every one the game declares
        self.declared = {
            node.name if isinstance(node, ir.VarDecl) else node.var
            for node in walk((program.load, program.setup, program.turn, program.phases))
            if isinstance(node, ir.VarDecl | ir.ForEachPlayer)
        }

    # -- the source, quoted in comments ----------------------------------------

    def where(self, line: int, indent: int, text: str | None = None, file: str = "") -> str:
        """`# accordion.pl:8  pick row /> ...`, cut to fit the line: line
        `line` of `file` (an included file as the IR names it; "": the
        game's own), marked for the line table (writer.py)."""
        label, lines = self._source(file)
        if text is None:
            text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        head = f"# {comment(label)}:{line}"
        text = comment(text)
        room = WIDTH - indent - len(head) - 2
        if len(text) > room:
            text = text[: max(room - 3, 0)].rstrip() + "..."
        return (f"{head}  {text}" if text else head) + mark(line, label if file else "")

    def _source(self, file: str) -> tuple[str, list[str]]:
        """How comments name `file`, and its lines: an included file by its
        path from the game's folder, as `#use` wrote it."""
        known = self.sources.get(file)
        if known is None:
            label = dict(self.game.include_names).get(file, file)
            text = dict(self.game.include_texts).get(file, "")
            known = self.sources[file] = (label, text.splitlines())
        return known

    def reasons(self, t: ir.Transfer) -> tuple[tuple[str, str], ...]:
        """The `; refused: ...` comment lines just above a transfer (a Paper
        extension): what a refusal says when its `where` filter is false, as
        (which filter: "", "from" or "to", the sentence)."""
        found: list[tuple[str, str]] = []
        lines, path, line = self.lines, self.game.source_path, t.line
        if t.file:  # written in an included file: read the comments there
            lines, path = self._source(t.file)[1], t.file
        number = line - 1
        while 0 < number <= len(lines):
            text = lines[number - 1].strip()
            if not text.startswith(";"):
                break
            match = REASON.match(text)
            if match is not None:
                which, sentence = match.group(1) or "", match.group(2).strip()
                problem = _reason_problem(t, which, sentence, found)
                if problem:
                    self._refused_error(problem, SourceSpan(path, number, 1))
                raw = lines[number - 1]
                start = len(raw) - len(raw.lstrip()) + match.start(2) + 1  # 1-based
                for field in REASON_FIELD.finditer(match.group(2)):
                    problem = _field_problem(field, self.declared)
                    if problem:
                        col = start + field.start()
                        span = SourceSpan(path, number, col, number, col + len(field.group(0)))
                        self._refused_error(problem, span)
                found.append((which, sentence))
            number -= 1
        return tuple(reversed(found))

    def _no_floats(self) -> None:
        """A `float` declared anywhere is an error, on both engines: the
        language has no float value (no literal, and its operators and the
        score take ints), so a float could hold only what an int holds."""
        for node in walk(self.program):
            if getattr(node, "type", None) != "float" or not hasattr(node, "line"):
                continue
            file, line = getattr(node, "file", ""), node.line
            lines = self._source(file)[1]
            text = lines[line - 1] if 0 < line <= len(lines) else ""
            col = text.find("float") + 1 or 1
            where = file or self.game.source_path
            message = (
                "Paperlang has no floats: no float value can be written or worked out "
                "(no literal, and arithmetic, comparisons and the score take ints); "
                "use an int, counting in hundredths if you need parts"
            )
            raise CompileError(
                [Diagnostic("error", FLOATS, message, SourceSpan(where, line, col, line, col + 5))],
                self.game.source_text,
                dict(self.game.include_texts),
            )

    def _not_yet(self, reason: NotFlat) -> CompileError:
        """The error that the game uses a feature paperc does not compile
        yet, at the statement's line, underlined, or at the first word of
        the expression inside it (the turn's line when the reason is the
        game as a whole)."""
        line, file, col = reason.line, reason.file, reason.col
        if not line:
            line, file, col = self.program.turn_line or 1, self.program.turn_file, 0
        lines = self._source(file)[1]
        text = lines[line - 1] if 0 < line <= len(lines) else ""
        first = len(text) - len(text.lstrip()) + 1
        if first < col <= len(text):  # (an expression inside the line: its first word)
            end = col + len(TOKEN.match(text, col - 1).group())  # type: ignore[union-attr]
        else:  # (a statement: all of its line)
            col, end = first, len(text.rstrip()) + 1 if text.strip() else first
        where = SourceSpan(file, line, col, line, end)  # (file "": `generate` names it)
        message = f"not supported yet: {reason.text}"
        return CompileError(
            [Diagnostic("error", NOT_YET, message, where)],
            self.game.source_text,
            dict(self.game.include_texts),
        )

    def _turn_waits(self) -> None:
        """A turn that never waits (or none) is an error at its `turn` line
        (with none, the `game` line): the game would run it forever."""
        program = self.program
        if turn_waits(program):
            return
        if program.turn_line:
            word, file, line = "turn", program.turn_file, program.turn_line
            message = (
                "the turn never waits for the player (no `pickone`, `buttons`, transfer "
                "that waits, or `do` of a phase that waits), so the game would run it forever"
            )
        else:
            word, file = "game", ""
            line = next(
                (n for n, text in enumerate(self.lines, 1) if text.split()[:1] == ["game"]), 1
            )
            message = "the game has no `turn`: write one that waits for the player's move"
        text = self._source(file)[1][line - 1] if line <= len(self._source(file)[1]) else ""
        col = text.find(word) + 1 or 1
        where = SourceSpan(file, line, col, line, col + len(word))  # (file "": `generate`)
        raise CompileError(
            [Diagnostic("error", ENDLESS, message, where)],
            self.game.source_text,
            dict(self.game.include_texts),
        )

    def _refused_error(self, problem: str, span: SourceSpan) -> NoReturn:
        raise CompileError(
            [Diagnostic("error", "P146", problem, span)],
            self.game.source_text,
            dict(self.game.include_texts),
        )

    def reason_names(self) -> set[str]:
        """The variables the `; refused:` sentences name (read at run time)."""
        found: set[str] = set()
        included = (text.splitlines() for _, text in self.game.include_texts)
        for text in itertools.chain(self.lines, *included):
            match = REASON.match(text.strip())
            if match is not None:
                found |= {m.group(1).strip() for m in REASON_FIELD.finditer(match.group(2))}
        return found

    # -- the whole module ----------------------------------------------------------

    def context(self) -> dict[str, Any]:
        self._no_floats()
        self._turn_waits()
        self.program = players_known(self.program, self.where)  # (`players` of a worked-out number)
        for node in walk(self.program):  # (each `; refused:` comment checked)
            if isinstance(node, ir.Transfer):
                self.reasons(node)
        attributes = self._attributes()
        self.turn_alias: list[str] = []  # (`_flat`)
        try:  # the play, then the deal
            self._flat(attributes)
        except NotFlat as exc:
            raise self._not_yet(exc) from None
        for made in self.methods:  # (the stores of loop counters nothing reads left out)
            made["body"] = trailing_comments(dead_counters(made["body"]))
        imports = sorted(self.used)
        return {
            "module_doc": f"{self.game.title}: a Paperlang game, compiled by paperc.",
            "class_name": class_name(self.game.game_id, imports + self._constant_names()),
            "base": "FlatGame",
            "imports": import_lines("runtime.paperlang", imports),
            "constants": constant_lines(self.constants),
            "attributes": attributes,
            "methods": self.methods,
            "class_tail": self.turn_alias,
        }

    def _flat(self, attributes: list[str]) -> None:
        """The compiled engine's attributes and methods (`paperlang_flat`);
        NotFlat for a feature it does not take yet."""
        writer, deal = flat_game(self.program, self.where)  # the play, then the deal
        why = why_body(writer, self.reason_names())  # (before the helpers are listed)
        why = writer.finish(why)  # (the calls of `flat_before`, once every caller is written)
        self.used.update(("FlatGame", "FlatPick", "Flat"))
        if DECK_ALONE in attributes:  # (FlatGame's default: the built-in deck alone)
            attributes.remove(DECK_ALONE)
            self.used.discard("standard_deck")
        helpers = set(writer.helpers)  # (those the methods call: `_flat_helpers`)
        bodies = writer.options_body + writer.then_body + writer.turn_body + writer.tail_body
        bodies += writer.start_body
        bodies += why
        bodies += [line for made in writer.phase_methods.values() for line in made["body"]]
        bodies += [line for made in writer.filter_methods.values() for line in made["body"]]
        dealt = deal.body  # (no part of play: not in `rank_only`)
        self._builds(bodies + dealt + writer.score_body)
        stacks = writer.piles.constants()
        if writer.changing or writer.kept_stacks or writer.visible:  # (the last tuple, `KEPT`)
            stacks.append(("KEPT", writer.stack_count))
        if writer.kinds.changing:  # (the state's last tuple, `CARDS`: the cards' own values)
            stacks.append(("CARDS", -1))
            attributes += _tuple_attribute("flat_card_changing", writer.kinds.changing)
        self.constants.append((STACKS_NOTE, stacks))
        attributes.append(f"    flat_line = {py(writer.pickone.line)}")
        if writer.changing:  # the game variables the state keeps, after its stacks
            attributes += _tuple_attribute("flat_changing", writer.changing)
        if writer.passed:  # a game of several players: their values handed on
            attributes += _tuple_attribute("flat_passed", writer.passed)
        if writer.kept_stacks:  # and the stacks' attributes the picks set, after those
            kept = tuple(
                Atom(f"({writer.piles.texts[index]}, {py(name)})")
                for index, name in writer.kept_stacks
            )
            attributes += layout(Call("", kept, tuple=True), 4, "flat_kept = ")
        if writer.typed:  # card types' attributes play changes: where the state keeps each
            typed = (Atom(py((t, n, writer.changing.index(f"({t}.{n})")))) for t, n in writer.typed)
            attributes += layout(Call("", tuple(typed), tuple=True), 4, "flat_typed = ")
        if writer.program.hooks:  # `flat_move` runs the card hooks
            attributes.append("    flat_hooked = True")
        if writer.visible:  # stacks the turn turns over: the state keeps whether each is shown
            attributes.append(f"    flat_visible = {writer.piles.loop(writer.visible)}")
        if writer.owned:  # the players' own stacks: a stacklist of one stack a player
            attributes.append(f"    flat_owned = {py(writer.owned)}")
        if NUMBER in writer.changing:  # whose turn it is: the state keeps their number
            attributes.append(f"    flat_players = {py(player_count(self.program))}")
        # (their piles differ by more: kept attributes, shown or hidden, or whose they are)
        keeping = {index for index, _ in writer.kept_stacks} | set(writer.visible)
        for name in writer.owned:
            start, count = writer.piles.where[name]
            keeping |= set(range(start, start + count))
        if writer.program.hooks:  # (what a hook reads of the stacks is not proved)
            keeping = set(range(writer.stack_count))
        alike = [g for g in alike_groups(writer.program, writer.piles) if not keeping & set(g)]
        if alike:  # stacks the rules cannot tell apart: the search key sorts them
            groups = tuple(Atom(writer.piles.loop(group)) for group in alike)
            attributes += layout(Call("", groups, tuple=True), 4, "flat_alike = ")
        if writer.random:  # a `then` body shuffles: the state keeps the deal generator
            attributes.append("    flat_random = True")
        if writer.ends:  # the turn may end the game before it waits
            attributes.append("    flat_ends = True")
        if writer.after:  # ... or after its `pickone`: not at the deal's first wait
            attributes.append("    flat_after = True")
        top_only = top_only_stacks(writer.program, writer.piles)
        if writer.visible or writer.program.hooks:  # (a stack turned over shows what lay
            top_only = top_only._replace(stacks=(), unread=())  # under its top; hooks: unproved)
        if top_only.stacks:  # stacks the search key keeps by their top card alone
            attributes.append(f"    flat_top_only = {writer.piles.loop(top_only.stacks)}")
        if top_only.unread:  # ... and those of them it may leave out
            attributes.append(f"    flat_unread = {writer.piles.loop(top_only.unread)}")
        hooks = [line for body in writer.hook_bodies.values() for line in body]
        if rank_only(bodies + writer.score_body + writer.wanted_keys + hooks):
            attributes.append("    flat_rank_only = True")  # cards by value and rank alone
        # the stacks `flat_why` is asked of, by filtered pick (`stacks_of`)
        asked = {pick["number"]: stacks_of(writer, pick) for pick in filtered(writer)}
        asked = {number: stacks for number, stacks in asked.items() if stacks is not None}
        picks = tuple(
            Call(
                "FlatPick",
                (Atom(f"label={py(pick['label'])}"),)  # (a button)
                + ((Atom(f"wait={pick['wait']}"),) if pick["wait"] else ()),
            )
            if pick["transfer"] is None
            else Call(
                "FlatPick",
                tuple(
                    Atom(py(value))
                    for value in (
                        pick["transfer"].build,
                        pick["transfer"].build or pick["transfer"].op == "cut",
                        None if isinstance(pick["amount"], Counted) else pick["amount"],
                        pick["click"],
                    )
                )
                + ((Atom(writer.piles.loop(pick["every"])),) if pick["every"] else ())
                + ((Atom("under=True"),) if pick["transfer"].under else ())
                + ((Atom("swept=True"),) if pick.get("swept") else ())
                + ((Atom("chooses=True"),) if pick.get("chooses") else ())
                + ((Atom(f"makes={py(pick['makes'])}"),) if pick.get("makes") else ())
                + ((Atom("judged=True"),) if flat_every(pick) else ())
                + ((Atom("bottom=True"),) if pick["transfer"].end == "bottom" else ())
                + ((Atom("counted=True"),) if isinstance(pick["amount"], Counted) else ())
                + ((Atom(f"wait={pick['wait']}"),) if pick["wait"] else ())
                + tuple(
                    Atom(f"{side}={text}")
                    for side, text in zip(
                        ("sources", "dests"), asked.get(pick["number"], ()), strict=False
                    )
                ),
            )
            for pick in writer.picks
        )
        attributes += layout(Call("", picks, tuple=True), 4, "flat_picks = ")
        if len(writer.branches) > 1:  # the turn's waits' lines (`flat_waiting` says which)
            attributes.append(f"    flat_lines = {py(tuple(w.line for _, w in writer.branches))}")
        if writer.wait_place is not None:  # where the state keeps which wait the turn is at
            attributes.append(f"    flat_wait = {writer.wait_place}")
        attributes += self._deal_attributes(deal, writer)
        if why:  # the picks with a `where` filter: (number, line, `; refused:` sentences)
            reasons = []
            for pick in filtered(writer):
                t = pick["transfer"]
                pairs = (
                    Call("", (Atom(py(k)), Atom(py(s))), tuple=True) for k, s in self.reasons(t)
                )
                args = (
                    Atom(py(pick["number"])),
                    Atom(py(t.line)),
                    Call("", tuple(pairs), tuple=True),
                )
                reasons.append(Call("", args, tuple=True))
            attributes += layout(Call("", tuple(reasons), tuple=True), 4, "flat_filtered = ")
            self.used.add("Why")
        if writer.then_body:  # which picks have one (a search plays the others more cheaply)
            bodies = tuple(pick["number"] for pick in writer.picks if pick["body"])
            attributes.append(f"    flat_bodies = {py(bodies)}")
        line, file = writer.pickone.line, writer.pickone.file
        # (`FlatGame._listing`: no move led to the first wait)
        params = "s: Flat, first: bool = False" if writer.after else "s: Flat"
        # (the moves from the stock and the waste alone, for a solver's walk of the stock)
        params += ", bare: bool = False" if writer.bare_listed else ""
        self.methods.append(
            {
                "comment": self.where(line, 4, "pickone start  (the waiting pick's options)", file),
                "signature": [f"    def flat_options(self, {params}) -> list[tuple[int, ...]]:"],
                "body": writer.options_body,
                "decorator": "",
            }
        )
        if writer.turn_body:
            self.used.add("Events")
            self.methods.append(
                {
                    "comment": self.where(
                        self.program.turn_line,
                        4,
                        "the turn before it waits",
                        self.program.turn_file,
                    ),
                    "signature": signature(
                        "flat_before",
                        ["self", "s: list[tuple[int, ...]]", "events: Events"],
                        "object",
                    ),
                    "body": writer.turn_body,
                    "decorator": "",
                }
            )
            if writer.acts:  # (FlatGame runs it after each move; written after the methods)
                self.turn_alias = ["    flat_turn = flat_before"]
        if writer.tail_body:
            self.used.add("Events")
            tail = writer.tail[0]
            self.methods.append(
                {
                    "comment": self.where(tail.line, 4, "the turn after its `pickone`", tail.file),
                    "signature": [
                        "    def flat_tail(self, s: list[tuple[int, ...]], events: Events) -> None:"
                    ],
                    "body": writer.tail_body,
                    "decorator": "",
                }
            )
        if writer.over_body and writer.acts and writer.turn_body:  # (see `_over`)
            self.methods.append(
                {
                    "comment": self.where(
                        writer.after[0].line,
                        4,
                        "the turn's ending, before the next turn starts",
                        writer.after[0].file,
                    ),
                    "signature": ["    def flat_over(self, s: list[tuple[int, ...]]) -> None:"],
                    "body": writer.over_body,
                    "decorator": "",
                }
            )
        if writer.start_body:  # (a turn written as a machine: its start, up to its first wait)
            self.used.add("Events")
            self.methods.append(
                {
                    "comment": self.where(
                        self.program.turn_line,
                        4,
                        "the turn up to its first wait",
                        self.program.turn_file,
                    ),
                    "signature": [
                        "    def flat_turn(self, s: list[tuple[int, ...]], events: Events) -> None:"
                    ],
                    "body": writer.start_body,
                    "decorator": "",
                }
            )
        for made in writer.phase_methods.values():  # phases that work out locals
            phase = writer.phases[made["phase"]]
            self.methods.append(
                {
                    "comment": self.where(phase.line, 4, f"phase {phase.name}", phase.file),
                    "signature": signature(made["name"], ["self", "s", *made["given"]], "object"),
                    "body": made["body"],
                    "decorator": "",
                }
            )
        for made in writer.filter_methods.values():  # long filters: the listing's and `flat_why`'s
            self.methods.append(
                {
                    "comment": self.where(made["line"], 4, None, made["file"]),
                    "signature": signature(made["name"], ["self", *made["args"]], made["returns"]),
                    "body": made["body"],
                    "decorator": "",
                }
            )
        for made in writer.sweep_methods.values():  # `every ... build` sweeps
            self.used.add("Events")
            self.methods.append(
                {
                    "comment": self.where(made["line"], 4, None, made["file"]),
                    "signature": signature(
                        made["name"],
                        ["self", "s: list[tuple[int, ...]]", "events: Events"],
                        "None",
                    ),
                    "body": made["body"],
                    "decorator": "",
                }
            )
        for pick in writer.picks:  # picks to every pile of lists with rules: their moves
            if flat_every(pick):
                self.used.add("Events")
                t = pick["transfer"]
                self.methods.append(
                    {
                        "comment": self.where(t.line, 4, None, t.file),
                        "signature": signature(
                            f"flat_every_{pick['number']}",
                            CHOSEN if pick.get("chooses") else EVERY,
                            "None",
                        ),
                        "body": (every_chosen if pick.get("chooses") else every_judged)(
                            writer, pick
                        ),
                        "decorator": "",
                    }
                )
        for kind, body in writer.hook_bodies.items():  # the card hooks (`flat_move` runs them)
            if not body:
                continue
            hook = next(h for h in self.program.hooks if h.kind == kind)
            self.used.add("Events")
            self.methods.append(
                {
                    "comment": self.where(hook.line, 4, f"`{kind}` hooks", hook.file),
                    "signature": signature(f"flat_{kind}", HOOK_PARAMS, "None"),
                    "body": body,
                    "decorator": "",
                }
            )
        if writer.score_body:
            self.methods.append(
                {
                    "comment": self.where(
                        self.program.score_line,
                        4,
                        "the game's score",
                        self.program.score_file,
                    ),
                    "signature": ["    def flat_score(self, s: Flat) -> object:"],
                    "body": writer.score_body,
                    "decorator": "",
                }
            )
        if deal is not None:  # (always)
            self.used.add("Events")
            self.methods.append(
                {
                    "comment": self.where(
                        self.program.setup_line or line,
                        4,
                        "the deal: the game's own statements, then the setup",
                        self.program.setup_file if self.program.setup_line else file,
                    ),
                    "signature": [f"    def flat_setup(self, {SETUP_PARAMS}) -> None:"],
                    "body": deal.body or ["        pass"],
                    "decorator": "",
                }
            )
        if writer.then_body:
            self.used.add("Events")
            self.methods.append(
                {
                    "comment": self.where(line, 4, "the picks' `then` bodies", file),
                    "signature": [
                        "    def flat_then(",
                        f"        self, {THEN_PARAMS}",
                        "    ) -> None:",
                    ],
                    "body": writer.then_body,
                    "decorator": "",
                }
            )
        if why:
            self.methods.append(
                {
                    "comment": self.where(line, 4, "why its filters refuse a move", file),
                    "signature": [f"    def flat_why(self, {WHY_PARAMS}) -> Why:"],
                    "body": why,
                    "decorator": "",
                }
            )
        self._flat_helpers(helpers)

    def _flat_helpers(self, helpers: set[str]) -> None:
        """Import the operators of `runtime.paperlang` the engine's
        methods call (a line written and then dropped may have named one)."""
        code = "\n".join(line.split("#")[0] for made in self.methods for line in made["body"])
        self.used |= {name for name in helpers if re.search(rf"(?<![.\w]){name}\(", code)}

    def _deal_attributes(self, deal: Deal, writer: Any) -> list[str]:
        """`flat_deck`, `flat_globals` and `flat_loaded`: what the load pass
        fixes (`paperlang_flat_setup`)."""
        lines: list[str] = [] if deal.deck else ["    flat_deck = ()"]
        if deal.shuffled:  # (the load pass makes them all on one stack, then shuffles it)
            lines.append(f"    flat_shuffled = {deal.shuffled}")
        if deal.deck:
            packs, rest = divmod(len(deal.deck), len(STANDARD_DECK))
            if not rest and deal.deck == list(STANDARD_DECK) * packs:
                if packs > 1:  # (one pack is FlatGame's default)
                    self.used.add("STANDARD_DECK")
                    lines.append(f"    flat_deck = STANDARD_DECK * {packs}")
            else:  # as runs of one type (`cards_made`), a line of them at a time
                runs = [
                    f"{name}*{len(list(group))}" for name, group in itertools.groupby(deal.deck)
                ]
                self.used.add("cards_made")
                lines.append("    flat_deck = cards_made(")
                line = ""
                for run in runs:
                    if line and len(line) + len(run) > WIDTH - 12:
                        lines.append(f'        "{line}"')
                        line = ""
                    line += run + " "
                lines += [f'        "{line.rstrip()}"', "    )"]
        kept = {name: value for name, value in deal.globals.items() if name not in writer.seen}
        if kept:  # (a hook's reads of its names, `(NAME seen)`, are places of others)
            pairs = tuple(
                Call("", (Atom(py(name)), Atom(py(value))), tuple=True)
                for name, value in kept.items()
            )
            lines += layout(Call("", pairs, tuple=True), 4, "flat_globals = ")
        if deal.loaded:
            sets = tuple(
                Call(
                    "",
                    (Atom(writer.piles.texts[index]), Atom(py(name)), Atom(py(value))),
                    tuple=True,
                )
                for index, name, value in deal.loaded
            )
            lines += layout(Call("", sets, tuple=True), 4, "flat_loaded = ")
        return lines

    def _builds(self, bodies: list[str]) -> None:
        """The piles' build and group rules as module constants (`BUILD_KDA =
        Build(KING, "down", "alternate")`, `GROUP_YY = Group(leaves=True,
        lands=True)`), after the ranks they and the `bodies` name, in one group."""
        builds = {}
        for props in (stack.props for stack in self.program.stacks):
            if props is not None and props.build is not None:
                rule = parse_build(props.build, props.wrap)
                builds[build_constant(props.build, props.wrap)] = build_text(rule)
                self.used.add("Build")
            if props is not None and props.group is not None:
                builds[group_constant(props.group)] = group_text(parse_group(props.group))
                self.used.add("Group")
        self._rank_constants(bodies + list(builds.values()))
        if builds:
            pairs = [(name, Atom(text)) for name, text in sorted(builds.items())]
            if self.constants and self.constants[-1][0] == RANKS_NOTE:  # (one group)
                note = "the piles' build and group rules as paperc reads them, and their ranks"
                self.constants[-1] = (note, self.constants[-1][1] + pairs)
            else:
                self.constants.append((BUILDS_NOTE, pairs))

    def _rank_constants(self, lines: list[str]) -> None:
        """The ranks the engine's code names (`rank[c] == KING`, from a
        build string's `K`), defined once at the top of the module."""
        used = {found.group(0) for line in lines for found in RANK_NAME.finditer(line)}
        pairs = [(word.upper(), rank) for rank, word in enumerate(RANK_WORDS, 1)]
        pairs = [(name, rank) for name, rank in pairs if name in used]
        if pairs:
            self.constants.append((RANKS_NOTE, pairs))

    def _constant_names(self) -> list[str]:
        return [name for _, pairs in self.constants for name, _ in pairs]

    # -- declarations ----------------------------------------------------------------

    def _attributes(self) -> list[str]:
        game, program = self.game, self.program
        lines = [
            f"    game_id = {py(game.game_id)}",
            f"    title = {py(game.title)}",
            f"    source = {py(game.source_path)}",
        ]
        if game.rules_text.strip():
            lines += _rules_lines(game.rules_text)
        if program.setup_line:
            lines.append(f"    setup_line = {py(program.setup_line)}")
        if program.turn_line:
            lines.append(f"    turn_line = {py(program.turn_line)}")
        if program.turn_file:  # (an included file, named from the game's folder)
            lines.append(f"    turn_file = {py(self._source(program.turn_file)[0])}")
        if program.table is not None:
            lines.append(f"    table_size = {py(tuple(_number(v) for v in program.table))}")
        if program.idle:
            lines.append(f"    idle_stacks = {py(program.idle)}")
        if program.score is not None and program.score_line:
            lines.append(f"    score_line = {py(program.score_line)}")
            if program.score_file:
                lines.append(f"    score_file = {py(self._source(program.score_file)[0])}")
        cards = self._cards(program.card_types)
        if len(cards) == 1 and isinstance(cards[0], Atom):  # the deck alone
            lines.append(f"    card_types = {cards[0].text.removeprefix('*')}")
        elif cards:
            lines += layout(Call("", tuple(cards), tuple=True), 4, "card_types = ")
        stacks = [self._stack(stack) for stack in stacks_listed(program)]
        if stacks:
            self.used.add("stack")
            lines += layout(Call("", tuple(stacks), tuple=True), 4, "stack_decls = ")
        places = [
            Keyword(py(stack.name), place_call(stack.props), sep=": ")
            for stack in program.stacks
            if stack.props is not None
        ]
        if places:
            self.used.add("Place")
            table = Call("", tuple(places), brackets="{}", tuple=True)
            lines += layout(table, 4, "stack_places = ")
        return lines

    def _cards(self, types: tuple[ir.CardType, ...]) -> list[Any]:
        """Each card type's `CardDecl`, the built-in deck's 53 as one
        `*standard_deck(line)` (the runtime spells them out)."""
        found: list[Any] = []
        index = 0
        while index < len(types):
            line = _standard_deck_at(types, index)
            if line is not None:
                self.used.add("standard_deck")
                found.append(Atom(f"*standard_deck({py(line)})"))
                index += len(STANDARD_DECK) + 1
                continue
            self.used.add("CardDecl")
            found.append(self._card(types[index]))
            index += 1
        return found

    def _card(self, card: ir.CardType) -> Call:
        args: list[Any] = [Atom(py(card.name))]
        if card.parent:
            args.append(Atom(py(card.parent)))
        attrs = tuple((a.name, self._constant(a.default, a.type, a.line)) for a in card.attrs)
        defaults = tuple(
            (name, self._constant(value, "", card.line)) for name, value in card.defaults
        )
        for key, value in (("attrs", attrs), ("defaults", defaults)):
            if value:
                args.append(Keyword(key, Atom(py(value))))
        if card.rank is not None:
            args += [Keyword("rank", Atom(py(card.rank))), Keyword("suit", Atom(py(card.suit)))]
        args.append(Keyword("line", Atom(py(card.line))))
        return Call("CardDecl", tuple(args))

    def _stack(self, stack: ir.StackDecl) -> Call:
        """`stack(name, ...)`: the declaration and its pile's rules, naming
        only what differs from the defaults (a stack, visible; a count is a
        stacklist's, a shape of two a grid's). Its line is left out: nothing
        reads a declaration's place at run time (its comments and the line
        table name the statements'); where it lies is `place_call`'s."""
        args: list[Any] = [Atom(py(stack.name))]
        shape = tuple(stack.shape)
        if len(shape) == 1:
            args.append(Atom(py(shape[0])))
        elif shape:
            args.append(Atom(py(shape)))
        if len(shape) >= len(KINDS) or stack.kind != KINDS[len(shape)]:
            args.append(Keyword("kind", Atom(py(stack.kind))))
        if stack.visibility == "hidden":
            args.append(Keyword("hidden", Atom("True")))
        elif stack.visibility != "visible":
            args.append(Keyword("visibility", Atom(py(stack.visibility))))
        attrs = tuple(  # (a card attribute: its card's code, 0 for none, `flat_kept`)
            (a.name, 0 if a.type == "card" else self._constant(a.default, a.type, a.line))
            for a in stack.attrs
        )
        if attrs:
            args.append(Keyword("attrs", Atom(py(attrs))))
        if stack.flat:
            args.append(Keyword("flat", Atom("True")))
        if stack.props is not None:
            args += pile_rules(stack.name, stack.props)
        return Call("stack", tuple(args))

    def _constant(self, value: Any, type_name: str, line: int) -> Any:
        """A declaration's default: a constant, since types and stacks are data."""
        if value is None:
            return DEFAULTS.get(type_name)
        if isinstance(value, ir.Const):
            return value.value
        if (
            isinstance(value, ir.Unary)
            and value.op == "-"
            and isinstance(value.operand, ir.Const)
            and type(value.operand.value) is int
        ):
            return -value.operand.value
        raise InternalCompilerError(  # (lowering refuses any other default)
            f"{self.game.source_path}:{line or value.line}: a default that is not a constant"
        )


def _standard_deck_at(types: tuple[ir.CardType, ...], index: int) -> int | None:
    """The line of the built-in deck's declarations if they start at `index`:
    `number` with `int v int suit`, then its 52 types in order with v = rank
    and suit = 1..4 for H D C S (`runtime`'s `standard_deck` makes the same)."""
    run = types[index : index + len(STANDARD_DECK) + 1]
    if len(run) <= len(STANDARD_DECK) or run[0].name != "number" or run[0].parent:
        return None
    line = run[0].line
    number = tuple((a.name, a.type, a.default) for a in run[0].attrs)
    if number != (("v", "int", None), ("suit", "int", None)) or run[0].defaults:
        return None
    if run[0].rank is not None or run[0].suit is not None:
        return None
    for position, (card, name) in enumerate(zip(run[1:], STANDARD_DECK, strict=True)):
        rank, suit = position // 4 + 1, DECK_SUITS[position % 4]
        defaults = tuple(
            (key, value.value if isinstance(value, ir.Const) else value)
            for key, value in card.defaults
        )
        expected = (name, "number", (), (("v", rank), ("suit", position % 4 + 1)), rank, suit)
        found = (card.name, card.parent, card.attrs, defaults, card.rank, card.suit)
        if found != expected or card.file != run[0].file:
            return None
    return line


def pile_rules(name: str, props: ir.PileProps) -> list[Keyword]:
    """A pile's rules as `stack`'s keywords (`build=BUILD_KDA, group=GROUP_YY`,
    the rules module constants, `build_constant`, `group_constant`), in the order
    `docs/paperlang.md` lists them; defaults are left out, and so is a
    redeal counter named the usual way (`redeals of <name>`)."""
    args: list[Keyword] = []
    defaults = ir.PileProps()
    for key in ("facing", "autoflip", "build", "group", "maxlength", "autotarget"):
        value = getattr(props, key)
        if key == "build" and value is not None:
            args.append(Keyword(key, Atom(build_constant(value, props.wrap))))
        elif key == "group" and value is not None:
            args.append(Keyword(key, Atom(group_constant(value))))
        elif value != getattr(defaults, key):
            args.append(Keyword(key, Atom(py(value))))
    if props.redeals is not None:
        args.append(Keyword("redeals", Atom(py(props.redeals))))
    counted = props.redeals is not None and props.redeals != -1
    if props.redeal_counter != (f"redeals of {name}" if counted else None):
        args.append(Keyword("redeal_counter", Atom(py(props.redeal_counter))))
    return args


def place_call(props: ir.PileProps) -> Call:
    """`Place((0, 1.25), fan="down")`: where a pile lies and how it is drawn.
    Places given one by one go in `rows`, one line of the table each: its y,
    then the x of each place (a pyramid's 28 places are 7 short lines)."""
    args: list[Any] = []
    if props.places:
        rows: list[tuple[float, list[float]]] = []
        for x, y in props.places:
            if rows and rows[-1][0] == y:
                rows[-1][1].append(x)
            else:
                rows.append((y, [x]))
        row_calls = tuple(
            Call("", (Atom(py(_number(y))), _numbers(xs)), tuple=True) for y, xs in rows
        )
        args.append(Keyword("rows", Call("", row_calls, tuple=True)))
    elif props.at is not None:
        args.append(_numbers(props.at))
    if props.step is not None:
        args.append(Keyword("step", _numbers(props.step)))
    for key in ("fan", "fan_spacing", "empty"):
        value = getattr(props, key)
        if value is not None:
            args.append(Keyword(key, Atom(py(_number(value) if key == "fan_spacing" else value))))
    return Call("Place", tuple(args))


def _numbers(values: Any) -> Atom:
    return Atom(py(tuple(_number(v) for v in values)))


def _number(value: float) -> float | int:
    """A layout number as the source wrote it: 2 rather than 2.0."""
    return int(value) if float(value).is_integer() else float(value)


def _rules_lines(text: str) -> list[str]:
    """The rules text as a triple-quoted string whose lines fit the width."""
    import textwrap

    body: list[str] = []
    for paragraph in docstring(text.strip()).splitlines():
        body += textwrap.wrap(paragraph, WIDTH - 4, break_long_words=False) or [""]
    return ['    rules = """\\'] + [line.rstrip() for line in body] + ['"""']


def _tuple_attribute(name: str, values: tuple[Any, ...]) -> list[str]:
    """`    name = (...)`, a class attribute's tuple split as ruff splits it
    when it is longer than a line."""
    return layout(Call("", tuple(Atom(py(v)) for v in values), tuple=True), 4, f"{name} = ")
