"""TatSu's parse context with its hottest helpers rewritten, same behaviour.

Parsing is the largest part of a cold `paperc` run, and most of it is
TatSu's bookkeeping rather than matching: every alternative, optional and
lookahead of the grammar enters a `@contextmanager` generator, every failed
token builds the rule stack from a generator expression, and every rule call
stores a left-recursion guard exception. `FastParsing`, mixed in before a
generated parser class, replaces those helpers with plain context-manager
objects that do the same steps in the same order; together they take about
a quarter off a parse. The grammar, the results and every failure (its
position, item and rule stack, which messages.py reads) are unchanged;
tests/paperc/test_fastparse.py parses the same texts with and without it.

Written against TatSu 5.15.1 (pinned in pyproject.toml): the methods below
mirror `tatsu.contexts.ParseContext` of that version.
"""

from __future__ import annotations

from copy import copy
from typing import Any

from tatsu.ast import AST
from tatsu.exceptions import FailedLookahead, FailedParse, OptionSucceeded
from tatsu.infos import ParseState

__all__ = ["FastParsing"]


class _Option:
    """`ParseContext._option` with its `_try` inside: one alternative."""

    __slots__ = ("ctx", "substate")

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx

    def __enter__(self) -> None:
        ctx = self.ctx
        ctx._last_node = None
        ctx._cut_stack.append(False)
        self.substate = ctx.substate
        ctx._push_ast(copyast=True)
        ctx._last_node = None

    def __exit__(self, kind: type[BaseException] | None, exc: Any, tb: Any) -> bool:
        ctx = self.ctx
        if kind is None:  # the alternative matched: keep its tree, end the choice
            ctx._merge_ast()
            ctx._cut_stack.pop()
            raise OptionSucceeded()
        if not issubclass(kind, FailedParse):
            ctx._cut_stack.pop()
            return False
        ctx._pop_ast()
        ctx.substate = self.substate
        cut = ctx._cut_stack.pop()
        return not cut  # after a cut (`~`) the failure ends the choice too


class _Choice:
    """`ParseContext._choice`: the first alternative that succeeds ends it."""

    __slots__ = ()

    def __enter__(self) -> None:
        pass

    def __exit__(self, kind: type[BaseException] | None, exc: Any, tb: Any) -> bool:
        return kind is not None and issubclass(kind, OptionSucceeded)


_CHOICE = _Choice()


class _Lookahead:
    """`ParseContext._if` (`&x`), or `_ifnot` (`!x`) when `negate`."""

    __slots__ = ("ctx", "negate", "substate")

    def __init__(self, ctx: Any, negate: bool) -> None:
        self.ctx = ctx
        self.negate = negate

    def __enter__(self) -> None:
        ctx = self.ctx
        self.substate = ctx.substate
        ctx._push_ast()
        ctx._lookahead += 1

    def __exit__(self, kind: type[BaseException] | None, exc: Any, tb: Any) -> bool:
        ctx = self.ctx
        ctx._pop_ast()  # a lookahead consumes nothing and builds nothing
        ctx._lookahead -= 1
        ctx.substate = self.substate
        if not self.negate:
            return False
        if kind is None:
            ctx._error("", exclass=FailedLookahead)
        return issubclass(kind, FailedParse)


class FastParsing:
    """Mix in before a TatSu-generated parser class: `class P(FastParsing, Gen)`."""

    def _option(self) -> _Option:
        return _Option(self)

    def _choice(self) -> _Choice:
        self._last_node = None
        return _CHOICE

    def _if(self) -> _Lookahead:
        return _Lookahead(self, False)

    def _ifnot(self) -> _Lookahead:
        return _Lookahead(self, True)

    def _make_exception(self, item: Any, exclass: type = FailedParse) -> Any:
        stack = [rule.name for rule in reversed(self._rule_stack)]  # type: ignore[attr-defined]
        return exclass(self.tokenizer, stack, item)  # type: ignore[attr-defined]

    def _set_left_recursion_guard(self, key: Any) -> None:
        # TatSu guards every rule call; only a left-recursive rule can come
        # back to its own position, and these grammars have none (is_leftrec
        # is TatSu's own analysis), so the guard is kept for those alone.
        if key.rule.is_leftrec:
            super()._set_left_recursion_guard(key)  # type: ignore[misc]

    def _push_ast(self, copyast: bool = False) -> None:
        stack = self._statestack  # type: ignore[attr-defined]
        pos = self._tokenizer.pos  # type: ignore[attr-defined]
        state = stack[-1]
        state.pos = pos
        stack.append(ParseState(ast=copy(state.ast) if copyast else AST(), pos=pos))

    def _pop_ast(self) -> None:
        stack = self._statestack  # type: ignore[attr-defined]
        stack.pop()
        self._tokenizer.goto(stack[-1].pos)  # type: ignore[attr-defined]
