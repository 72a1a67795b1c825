"""What both hand-written fast parsers share (paperlang/fast.py, cdl/fast.py).

TatSu reads about 10 to 40 KB a second: three milliseconds a statement, so a
big game took tens of seconds. Each front end therefore first runs a
recursive-descent reader written by hand after its grammar.ebnf, rule for
rule, that hands the front end's own semantic actions the same nodes TatSu
would (named parts, positions). It only ever answers for a text the
generated TatSu parser accepts, with the same tree; whenever it is unsure
(any syntax error, a backtrack past a cut, TatSu's own quirks) it gives up
with `GiveUp` and the front end parses the text with TatSu, which stays the
reference and writes every syntax diagnostic. Nothing here imports TatSu:
a compile that succeeds never loads it.

tests/paperc/test_fastparse.py parses every bundled source, golden case and
error case both ways, and mutated sources too, and compares the results.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

__all__ = [
    "MAX_LOOPS",
    "MAX_OPERATORS",
    "no_collection",
    "Fail",
    "GiveUp",
    "Info",
    "Node",
    "Reader",
    "WHITESPACE",
]

# TatSu's default whitespace (tatsu.buffering.DEFAULT_WHITESPACE_RE).
WHITESPACE = re.compile(r"(?m)\s+")
# TatSu's name guard: a keyword token must not run on into a name character,
# str.isalnum() plus the grammar's @@namechars. \w is exactly isalnum() or "_".
_ALNUM = re.compile(r"[^\W_]")
_ALNUM_OR_UNDERSCORE = re.compile(r"\w")


# Python compiles at most 20 nested loops (and `with`s) in one function, and
# the generated code nests one per source loop: deeper is refused at once.
MAX_LOOPS = 20


# An expression of more operators than this is refused as soon as the reader
# gets there, rather than after it has been read and found too long to lower.
MAX_OPERATORS = 5000


@contextmanager
def no_collection() -> Iterator[None]:
    """Python's cycle collector paused while a reader runs.

    A reader allocates a node or two per token and frees nothing: each
    collection would walk the whole growing tree again (a quarter of the
    time for a big file). What it leaves is collected when it is done."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class Fail(Exception):  # noqa: N818 - a backtrack, not an error
    """This alternative does not match here: try the next one."""


class GiveUp(Exception):  # noqa: N818 - control flow, caught by the front end
    """The fast reader cannot answer for this text: let TatSu parse it."""


class Info(NamedTuple):
    """TatSu's parseinfo, as far as the semantic actions read it."""

    pos: int
    endpos: int


class Node(dict):
    """A rule's named parts, as TatSu hands them to a semantic action:
    read as attributes, None when absent, with `parseinfo`."""

    __slots__ = ("parseinfo",)

    def __getattr__(self, name: str) -> Any:
        return self.get(name)


def node(pos: int, endpos: int, /, **parts: Any) -> Node:
    made = Node(parts)
    made.parseinfo = Info(pos, endpos)
    return made


class Reader:
    """Position-passing PEG helpers over one text.

    Every rule method takes a position and returns `(value, new position)`,
    or raises Fail. `cut` mirrors the top of TatSu's cut stack: `~` sets it,
    and each alternative, optional and closure turn starts with it clear.
    A failure after a cut would make TatSu end the whole choice; rather
    than follow it there, the reader gives up (GiveUp), which is always safe.
    """

    ignorecase = False
    namechars = ""  # the grammar's @@namechars: "" or "_"
    space = WHITESPACE  # what TatSu skips before each token and rule

    def __init__(self, text: str) -> None:
        self.text = text
        self.cut = False
        self.depth = 0  # nesting, for a reader's own depth limit
        self.loops = 0  # loops around the current position
        self.operators = 0  # in the operator chain being read
        self._ws = self.space.match
        # Where the whitespace (and comments) at a position end, once asked.
        # Only positions the reader visits are scanned, as TatSu does: a
        # scan of every `{` of a text with no `}` would take quadratic time.
        self._runs: dict[int, int] = {}
        self._name_char = (_ALNUM_OR_UNDERSCORE if self.namechars else _ALNUM).match
        self._guarded: dict[str, bool] = {}

    def guarded(self, word: str) -> bool:
        """Does TatSu's name guard apply to this token?"""
        known = self._guarded.get(word)
        if known is None:
            known = word[0].isalpha() and all(c.isalnum() or c in self.namechars for c in word)
            self._guarded[word] = known
        return known

    def skip(self, pos: int) -> int:
        """Past the whitespace (and, for CDL, comments) at `pos`."""
        end = self._runs.get(pos)
        if end is None:
            found = self._ws(self.text, pos)
            end = self._runs[pos] = found.end() if found else pos
        return end

    def token(self, pos: int, word: str) -> int:
        """TatSu's `'word'`: whitespace, then the literal, name-guarded."""
        pos = self.skip(pos)
        text = self.text
        end = pos + len(word)
        if self.ignorecase:
            if text[pos:end].lower() != word.lower():
                raise Fail
        elif not text.startswith(word, pos):
            raise Fail
        if self._name_char(text, end) and self.guarded(word):
            raise Fail
        return end

    def one_of(self, pos: int, words: tuple[str, ...]) -> tuple[str, int]:
        """`('a' | 'b' | ...)`: the first token that matches."""
        pos = self.skip(pos)
        first = self.text[pos : pos + 1]
        if self.ignorecase:
            first = first.lower()[:1]  # as token() compares: the slice, lowered
        for word in words:
            if word[0] == first or (self.ignorecase and word[0].lower() == first):
                try:
                    return word, self.token(pos, word)
                except Fail:
                    continue
        raise Fail

    def peek(self, pos: int, word: str) -> bool:
        try:
            self.token(pos, word)
        except Fail:
            return False
        return True

    def pattern(self, pos: int, regex: re.Pattern[str]) -> tuple[str, int]:
        """A token rule holding one regex: whitespace, then the match."""
        pos = self.skip(pos)
        found = regex.match(self.text, pos)
        if found is None:
            raise Fail
        return found.group(), found.end()

    def alternative(self, rule: Any, pos: int) -> tuple[Any, int]:
        """One option of a choice: Fail lets the caller try the next one."""
        saved, depth = self.cut, self.depth
        self.cut = False
        try:
            result = rule(pos)
        except Fail:
            self.committed()
            self.cut, self.depth = saved, depth
            raise
        self.cut = saved
        return result

    def not_ahead(self, pos: int, rule: Any) -> None:
        """`!rule`."""
        depth = self.depth
        try:
            rule(pos)
        except Fail:
            self.depth = depth
            return
        raise Fail

    def chain(self, operand: Any, tail: Any, pos: int) -> tuple[Any, list[Any], int]:
        """`first:operand rest:{tail}`, an operator chain: tail() calls
        one_more_operator()."""
        saved = self.operators
        self.operators = 0
        try:
            first, pos = operand(pos)
            rest, pos = self.closure(tail, pos)
        finally:
            self.operators = saved
        return first, rest, pos

    def one_more_operator(self) -> bool:
        """True when the chain being read is now too long."""
        self.operators += 1
        return self.operators > MAX_OPERATORS

    def enter_blocks(self, blocks: int) -> bool:
        """Count a loop (`blocks` Python blocks) in; True if now too deep."""
        self.loops += blocks
        return self.loops > MAX_LOOPS

    def committed(self) -> None:
        """A failure now would be past a cut."""
        if self.cut:
            raise GiveUp

    def optional(self, rule: Any, pos: int) -> tuple[Any, int]:
        """`[rule]`: (None, pos) when it does not match."""
        saved, depth = self.cut, self.depth
        self.cut = False
        try:
            value, end = rule(pos)
        except Fail:
            self.committed()
            self.cut, self.depth = saved, depth
            return None, pos
        self.cut = saved
        return value, end

    def closure(
        self, rule: Any, pos: int, *, least: int = 0, sep: str | None = None
    ) -> tuple[list[Any], int]:
        """`{rule}`, `{rule}+`, `sep.{rule}` and `sep.{rule}+`."""
        items: list[Any] = []
        if least:  # the first of `{x}+` is not an optional turn in TatSu
            value, pos = rule(pos)
            items.append(value)
        saved, depth = self.cut, self.depth
        while True:
            self.cut = False
            start = pos
            try:
                if sep is not None and items:
                    pos = self.token(pos, sep)
                    self.cut = True  # TatSu cuts after a separator
                value, end = rule(pos)
                if end == start and items:
                    raise Fail  # TatSu's "empty closure" (not checked on a first turn)
            except Fail:
                self.committed()
                self.cut, self.depth = saved, depth
                return items, start
            items.append(value)
            pos = end
