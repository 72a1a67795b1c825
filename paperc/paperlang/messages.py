"""What to tell the user when a Paperlang file does not parse.

TatSu reports the furthest place it could not get past, what it expected
there and its rule stack. The rule stack is never shown: it is matched here
against a table of common mistakes, each with the message to show instead.
The first entry that recognises the failure wins; the last one always does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from runtime.engine.names import closest

_TOKEN = re.compile(
    r'"[^"\n]*"?|#use\b|[A-Za-z][A-Za-z0-9_]*|[0-9]+|->_?|/>_?|==|!=|<=|>=|&&|\|\||\S'
)
_FRIENDLY = {
    "[0-9]+": "a number",
    '"[^"\\n]*"': "a string",
}
_OPERATORS = frozenset(
    "|| && == != <= >= < > + - * / % ! = -> ->_ /> />_ . , [ ] { } ( ) : _".split()
)


@dataclass(frozen=True)
class Failure:
    """A parse failure as the mistake table sees it."""

    text: str
    pos: int
    expected: str  # TatSu's item: "'then'", "expecting one of: ...", ...
    rules: tuple[str, ...]  # innermost first
    tokens: tuple[tuple[int, str], ...]  # (offset, text) of the whole file
    here: int  # index in tokens of the first token at or after pos

    @property
    def token(self) -> str:
        return self.tokens[self.here][1] if self.here < len(self.tokens) else ""

    def before(self, back: int = 1) -> str:
        index = self.here - back
        return self.tokens[index][1] if index >= 0 else ""

    def expects(self, word: str) -> bool:
        return self.expected == word or f"'{word}'" in self.expected


@dataclass(frozen=True)
class Mistake:
    code: str
    recognise: Callable[[Failure], tuple[str, int] | None]  # -> (message, offset)


def _shown(token: str) -> str:
    return f"`{token}`" if token else "the end of the file"


def _unexpected(token: str) -> str:
    return f"unexpected `{token}`" if token else "the file ends too soon"


def _unclosed_string(f: Failure) -> tuple[str, int] | None:
    if f.token.startswith('"') and (len(f.token) == 1 or not f.token.endswith('"')):
        return 'this string is not closed: a string ends with `"` on the same line', f.pos
    return None


def _stray_character(f: Failure) -> tuple[str, int] | None:
    token = f.token
    if token == "&":
        return "`&` is not an operator: write `&&` for 'and'", f.pos
    if token == "|" and "brace" not in f.rules:
        return "`|` is not an operator: write `||` for 'or'", f.pos
    if len(token) == 1 and not token.isalnum() and token not in _OPERATORS and token != '"':
        return f"unexpected character {token!r}: it has no meaning in Paperlang", f.pos
    return None


def _empty_file(f: Failure) -> tuple[str, int] | None:
    if f.rules[:1] == ("program",) and f.expects("game") and f.here == 0:
        if not f.tokens:
            return "this file is empty: a game starts with `game NAME start`", 0
        return (
            "a Paperlang file holds one game: it starts with `game NAME start` and "
            f"ends with `end`, but this one starts with {_shown(f.token)}",
            f.pos,
        )
    return None


# The words a statement or declaration starts with, and the pile properties
# of a stack's block: a word at a line's start that is close to one of them
# is a mistyped keyword (`pickon start`, `visiblestak waste`, `shufle deck`).
_STATEMENT_WORDS = (
    "game card int bool string float playerref visiblestack hiddenstack privatestack "
    "flatvisiblestack flathiddenstack flatprivatestack stacklist stackgrid setup turn phase "
    "do onmoved premove onplace pickone pick buttons button if elseif else while shuffle "
    "flip show hide winneris looseris players foreachplayer turnup turndown table score "
    "title pile end"
).split()
_PROPERTY_WORDS = (
    "autoflip wrap at step fan facing empty build group autotarget maxlength redeals"
).split()


# The words inside a statement: a transfer's, a block's `start`.
_INNER_WORDS = "top bottom all where then build every start microsoft".split()
# the names a filter or a hook binds: words of their own, never typos
_BOUND_WORDS = frozenset("from to moving this size".split())


def _mistyped_keyword(f: Failure) -> tuple[str, int] | None:
    """A word that is no keyword but is close to one, where the parser
    stopped or just before: a statement's first word (read as a value, the
    parser then stuck on the next word), a word inside a statement
    (`whre`, `thn`, `tpo`, `strat`), or a pile setting in a pile's block.
    The caret goes under the mistyped word, not where the parser stopped."""
    in_block = "body_item" in f.rules or "pile_prop" in f.rules
    expected = re.findall(r"'([a-z]+)'", f.expected)
    for index in (f.here, f.here - 1):
        if not 0 <= index < len(f.tokens):
            continue
        offset, word = f.tokens[index]
        if not word[0].isalpha() or _is_keyword(word):
            continue
        if word in _STATEMENT_WORDS or word in _PROPERTY_WORDS or word in _INNER_WORDS:
            continue
        if word in _BOUND_WORDS:
            continue
        known = [*expected, *_INNER_WORDS]
        if _starts_line(f.text, offset):
            known += _STATEMENT_WORDS
        if in_block:
            known += _PROPERTY_WORDS
        found = closest(word, known)
        if found is not None:
            return f"`{word}` is not a keyword; did you mean `{found}`?", offset
    return None


def _starts_line(text: str, offset: int) -> bool:
    return not text[text.rfind("\n", 0, offset) + 1 : offset].strip()


def _pick_without_then(f: Failure) -> tuple[str, int] | None:
    if "pick_option" not in f.rules:
        return None
    for index in range(f.here - 1, -1, -1):
        word = f.tokens[index][1]
        if word == "then":
            return None
        if word == "pick":
            return (
                "a `pick` option needs `then` after its transfer, even when nothing "
                f"follows it; found {_shown(f.token)}",
                f.pos,
            )
    return None


def _where_clause(f: Failure) -> tuple[str, int] | None:
    if f.rules[:1] in (("where",), ("where_clause",)) and f.before() != ",":
        if f.rules[0] == "where_clause" and f.before() in ("from", "to"):
            return (
                f"after `where {f.before()}` comes `{{`: a filter is written "
                f"`{f.before()}{{CONDITION}}`",
                f.pos,
            )
        at = f.here
        if f.rules[0] == "where_clause" and f.before() not in ("where", ","):
            at = f.here - 1  # the word read as a filter's name
        found = f.tokens[at][1] if at < len(f.tokens) else ""
        return (
            "`where` is followed by `from{...}` and/or `to{...}`, separated by a comma; "
            f"found {_shown(found)}",
            f.tokens[at][0] if at < len(f.tokens) else f.pos,
        )
    return None


def _elseif_without_then(f: Failure) -> tuple[str, int] | None:
    if f.rules[:1] == ("elseif_clause",) and f.expects("then"):
        found = "" if f.token != "start" else " (not `start`)"
        return f"`elseif CONDITION` is followed by `then`{found}", f.pos
    return None


def _then_instead_of_start(f: Failure) -> tuple[str, int] | None:
    if f.rules[:1] in (("if_stmt",), ("while_stmt",)) and f.expects("start"):
        keyword = "if" if f.rules[0] == "if_stmt" else "while"
        if f.token == "then":
            return (
                f"`{keyword} CONDITION` is followed by `start`; `then` only follows "
                "`elseif`, `pick` and `button`",
                f.pos,
            )
        if f.token == "=":
            return "`=` assigns; to compare, write `==`", f.pos
        return f"`{keyword} CONDITION` is followed by `start`; found {_shown(f.token)}", f.pos
    return None


def _block_balance(f: Failure) -> tuple[str, int] | None:
    """Unclosed `start` at the end of the file, or an `end` with nothing to close."""
    opened: list[int] = []  # token index of each open block's first word
    suspect: int | None = None  # a block whose `end` seems to be missing (by indentation)
    for index, (offset, word) in enumerate(f.tokens):
        if word == "start":
            opened.append(_block_head(f.tokens, index))
        elif word == "end":
            if not opened:
                if f.here < len(f.tokens) and offset == f.tokens[f.here][0]:
                    return "this `end` has no `start` to close", offset
                return None
            head = opened.pop()
            column = _column(f.text, offset)
            if suspect is None and column != _column(f.text, f.tokens[head][0]):
                # This `end` lines up with an outer block: the inner one lacks its own.
                if any(_column(f.text, f.tokens[outer][0]) == column for outer in opened):
                    suspect = head
    if opened and f.token == "":
        head = suspect if suspect is not None else opened[-1]
        word = f.tokens[head][1]
        line = f.text.count("\n", 0, f.tokens[head][0]) + 1
        return (
            f"the file ends inside a block: the `{word} ... start` of line {line} "
            "seems to miss its `end`",
            f.tokens[head][0],
        )
    return None


def _unclosed_block(f: Failure) -> tuple[str, int] | None:
    """A line that starts left of the block it stands in: that block lacks
    its `end` (the foundations' `end` deleted, and `shuffle deck` read as
    one more of their settings). Said of the block, where it opened."""
    if f.here >= len(f.tokens) or not _starts_line(f.text, f.pos):
        return None
    if f.token in ("end", "else", "elseif", "pick", "button"):
        return None  # a word that closes a block, where the block ends: not a lost `end`
    opened: list[int] = []  # token index of each open block's first word
    for index, (_, word) in enumerate(f.tokens[: f.here]):
        if word == "start":
            opened.append(_block_head(f.tokens, index))
        elif word == "end" and opened:
            opened.pop()
    if len(opened) < 2:  # the game's own block: an `end` missing there shows at the end
        return None
    head = opened[-1]
    head_offset = f.tokens[head][0]
    if _column(f.text, f.pos) > _indent(f.text, head_offset):
        return None
    line = f.text.count("\n", 0, head_offset) + 1
    opening = _line_text(f.text, head_offset)
    return (
        f"the block `{opening}` of line {line} is not closed: its `end` is missing "
        f"before {_shown(f.token)}",
        f.pos,
    )


def _indent(text: str, offset: int) -> int:
    start = text.rfind("\n", 0, offset) + 1
    line = text[start:offset]
    return len(line) - len(line.lstrip())


def _line_text(text: str, offset: int) -> str:
    """The opening of a block: its line from `offset` to its `start`."""
    end = text.find("\n", offset)
    line = text[offset : end if end >= 0 else len(text)]
    at = line.find(" start")
    return " ".join((line[: at + 6] if at >= 0 else line).split())


def _column(text: str, offset: int) -> int:
    return offset - (text.rfind("\n", 0, offset) + 1)


_BLOCK_WORDS = frozenset(
    "game card setup turn phase if while pickone buttons foreachplayer onmoved premove onplace "
    "stacklist stackgrid visiblestack hiddenstack privatestack flatvisiblestack "
    "flathiddenstack flatprivatestack".split()
)


def _block_head(tokens: tuple[tuple[int, str], ...], start_index: int) -> int:
    """The keyword a `start` belongs to: the nearest block word before it."""
    for index in range(start_index - 1, max(-1, start_index - 40), -1):
        if tokens[index][1] in _BLOCK_WORDS:
            return index
    return start_index


def _assign_in_condition(f: Failure) -> tuple[str, int] | None:
    conditions = ("if_stmt", "while_stmt", "elseif_clause", "where_clause", "brace")
    if f.token == "=" and any(rule in conditions for rule in f.rules[:3]):
        return "`=` assigns; to compare, write `==`", f.pos
    return None


_CLOSING = {"(": ")", "[": "]", "{": "}"}


def _assign_in_brackets(f: Failure) -> tuple[str, int] | None:
    """`row{v = 1}`, `if (x = 1)`: an `=` where a bracket's value should
    end is a comparison written with one `=`, not an unclosed bracket."""
    if f.token == "=" and _open_bracket(f) is not None:
        return "`=` assigns; to compare, write `==`", f.pos
    return None


def _open_bracket(f: Failure) -> tuple[int, str] | None:
    """The innermost bracket still open here, if the parser wanted it closed."""
    opened: list[tuple[int, str]] = []
    for offset, token in f.tokens[: f.here]:
        if token in _CLOSING:
            opened.append((offset, token))
        elif token in _CLOSING.values() and opened and _CLOSING[opened[-1][1]] == token:
            opened.pop()
    if opened and f.expects(_CLOSING[opened[-1][1]]):
        return opened[-1]
    return None


def _unclosed_bracket(f: Failure) -> tuple[str, int] | None:
    found = _open_bracket(f)
    if found is not None:
        offset, token = found
        closing = _CLOSING[token]
        return (
            f"this `{token}` is never closed: `{closing}` expected before {_shown(f.token)}",
            offset,
        )
    return None


def _after_the_game(f: Failure) -> tuple[str, int] | None:
    if f.rules == ("program",) and "end of text" in f.expected:
        return f"nothing may follow the `end` that closes the game; found {_shown(f.token)}", f.pos
    return None


def _pick_block(f: Failure) -> tuple[str, int] | None:
    if f.rules[:1] == ("pick_option",) and f.expects("pick"):
        return (
            "a `pickone` block holds only options `pick TRANSFER then ...`; "
            f"found {_shown(f.token)}",
            f.pos,
        )
    if f.rules[:1] == ("button",) and f.expects("button"):
        return (
            '`buttons` holds only `button "label" then ...`; ' + f"found {_shown(f.token)}",
            f.pos,
        )
    if f.rules[:2] == ("string", "button"):
        return 'a button\'s label is a string in quotes: `button "hit" then`', f.pos
    return None


def _empty_brace(f: Failure) -> tuple[str, int] | None:
    if f.token == "}" and f.before() == "{":
        return "empty braces: say what to select, e.g. `{|[]}`, `{C}` or `{x > 1}`", f.pos
    return None


def _expected_name(f: Failure) -> tuple[str, int] | None:
    if f.expected != "Expecting <name>" and f.rules[:1] not in (("name",), ("word",)):
        return None
    what = "the game's name" if f.rules[1:2] == ("program",) else "a name"
    keyword = " (a keyword, which cannot be a name)" if _is_keyword(f.token) else ""
    return f"expected {what}, found {_shown(f.token)}{keyword}", f.pos


def _not_a_statement(f: Failure) -> tuple[str, int] | None:
    if f.rules[:2] == ("arrow", "transfer"):
        return (
            "a statement that starts with a value is an assignment (`x = ...`) or a "
            f"transfer (`a -> b top 1`); found {_shown(f.token)}",
            f.pos,
        )
    return None


def _statement_expected(f: Failure) -> tuple[str, int] | None:
    if f.rules[:1] not in (("block_end",), ("stmt",)):
        return None
    hint = {
        "else": ": an `if` has at most one `else`, after its `elseif`s",
        "game": ": a file holds one game",
        "then": ": `then` follows `pick`, `button` and `elseif` only",
        "start": ": `start` follows a block's header, such as `if CONDITION start`",
    }.get(f.token, "")
    return f"{_shown(f.token)} cannot start a statement here{hint}", f.pos


_KEYWORDS = frozenset(
    "game start end setup turn phase do if elseif else then while pickone pick buttons "
    "button auto every where card int bool string float playerref visiblestack hiddenstack "
    "privatestack stacklist stackgrid flatvisiblestack flathiddenstack flatprivatestack "
    "players foreachplayer random place choose top bottom all shuffle flip show hide "
    "winneris looseris onmoved premove onplace true false".split()
)


def _is_keyword(token: str) -> bool:
    return token in _KEYWORDS


def _relative_index(f: Failure) -> tuple[str, int] | None:
    if any(rule in ("relative_grid", "relative_list", "grid_move") for rule in f.rules[:4]):
        return (
            "a relative index is offsets after colons: `row[:-1:-3]` for a stacklist, "
            f"`floor[:up 1 left 1 :down 1]` for a grid; found {_shown(f.token)}",
            f.pos,
        )
    return None


def _missing_value(f: Failure) -> tuple[str, int] | None:
    if f.rules[:1] == ("primary",) and f.before() in ("->", "->_", "/>", "/>_"):
        return f"expected where the cards go after `{f.before()}`, found {_shown(f.token)}", f.pos
    if f.rules[:1] in (("primary",), ("unary",), ("simple",)):
        return f"expected a value (a number, a name or `(`), found {_shown(f.token)}", f.pos
    return None


def _fallback(f: Failure) -> tuple[str, int]:
    wanted = _describe(f.expected)
    if wanted and wanted.count("`") <= 12:  # a short list helps; a long one does not
        return f"expected {wanted}, found {_shown(f.token)}", f.pos
    return _unexpected(f.token), f.pos


def _describe(expected: str) -> str:
    expected = expected.removeprefix("expecting one of:").strip()
    if expected.startswith("Expecting <"):
        return ""
    words = re.findall(r"'([^']*)'|(\"\[\^\"\\\\n\]\*\"|\[0-9\]\+)|(\(\?!\S+)", expected)
    shown: list[str] = []
    for quoted, known, name in words:
        if quoted:
            shown.append(f"`{quoted}`")
        elif known:
            shown.append(_FRIENDLY.get(known, "a value"))
        elif name:
            shown.append("a name")
    shown = list(dict.fromkeys(shown))
    if not shown:
        return ""
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]


_PILE_PROPERTIES = {
    "at": "`at` takes two numbers, x then y: `at 0 1.5`",
    "step": "`step` takes two numbers, across then down: `step 1 0`",
    "facing": "`facing` is followed by keep, up or down",
    "fan": "`fan` is followed by up, down, left, right or over",
    "empty": "`empty` is followed by circle, cross, outline or none",
    "build": 'a build rule is a string such as `build "KDA"`',
    "group": 'a group setting is two letters Y or N: `group "YN"`',
    "autotarget": 'an autotarget setting is two letters Y or N: `autotarget "YN"`',
    "maxlength": "`maxlength` takes a number of cards: `maxlength 13`",
    "redeals": (
        "`redeals` takes a count (`redeals 2`, `redeals -1` for no limit) or an int variable"
    ),
}


def _pile_property(f: Failure) -> tuple[str, int] | None:
    """A pile property or `table` (Paper's extensions) without its value."""
    if "table_decl" in f.rules:
        return (
            f"`table` takes two numbers, width then height: `table 7 4.5`; found {_shown(f.token)}",
            f.pos,
        )
    if "at_place" in f.rules:
        return (
            f"each place after `at` is two numbers, x then y: `at 0 0, 1 0`; "
            f"found {_shown(f.token)}",
            f.pos,
        )
    if "pile_prop" not in f.rules and not (
        "body_item" in f.rules and f.before() in _PILE_PROPERTIES
    ):
        return None
    for back in (1, 2, 3):
        word = f.before(back)
        if word in _PILE_PROPERTIES:
            return f"{_PILE_PROPERTIES[word]}; found {_shown(f.token)}", f.pos
    return None


def _title_without_quotes(f: Failure) -> tuple[str, int] | None:
    """`title Beleaguered Castle`: a title is a string (Paper's extension)."""
    if f.before() != "title" or f.token in ("=", "->", "->_", "/>", "/>_", ",", ".", "["):
        return None
    if f.token.startswith('"'):
        return None
    found = _shown(f.token)
    return f'`title` takes the name in quotes: `title "Beleaguered Castle"`; found {found}', f.pos


MISTAKES: tuple[Mistake, ...] = (
    Mistake("P003", _unclosed_string),
    Mistake("P004", _stray_character),
    Mistake("P023", _mistyped_keyword),
    Mistake("P005", _empty_file),
    Mistake("P006", _unclosed_block),
    Mistake("P022", _pile_property),
    Mistake("P147", _title_without_quotes),
    Mistake("P006", _block_balance),
    Mistake("P015", _assign_in_brackets),
    Mistake("P007", _unclosed_bracket),
    Mistake("P008", _after_the_game),
    Mistake("P010", _pick_without_then),
    Mistake("P016", _pick_block),
    Mistake("P011", _where_clause),
    Mistake("P015", _assign_in_condition),
    Mistake("P012", _elseif_without_then),
    Mistake("P013", _then_instead_of_start),
    Mistake("P017", _empty_brace),
    Mistake("P018", _expected_name),
    Mistake("P019", _not_a_statement),
    Mistake("P020", _statement_expected),
    Mistake("P021", _relative_index),
    Mistake("P014", _missing_value),
)


def explain_failure(text: str, pos: int, expected: str, rules: list[str]) -> tuple[str, str, int]:
    """(code, message, offset) for TatSu's furthest failure at `pos`."""
    tokens = tuple((m.start(), m.group()) for m in _TOKEN.finditer(text))
    here = next((i for i, (offset, _) in enumerate(tokens) if offset >= pos), len(tokens))
    # TatSu may stop inside a token (an unclosed string); count that token as here.
    if here > 0 and tokens[here - 1][0] < pos < tokens[here - 1][0] + len(tokens[here - 1][1]):
        here -= 1
    failure = Failure(text, pos, expected, tuple(rules), tokens, here)
    for mistake in MISTAKES:
        found = mistake.recognise(failure)
        if found is not None:
            message, offset = found
            return mistake.code, message, offset
    message, offset = _fallback(failure)
    return "P001", message, offset
