"""Pygments lexers for Paperlang and CDL.

Registered in pyproject.toml under Pygments' `pygments.lexers` entry points,
so that `pygmentize games_src/cws_golf.cdl`, Markdown renderers and editors that
use Pygments colour Paper's sources. Each lexer names every token of its
language (no `Error` tokens on a valid source: a test checks the bundled
games), and `analyse_text` tells a Paperlang `.pl` file from a Perl one.
"""

from __future__ import annotations

import re

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Text,
    Whitespace,
)

__all__ = ["CdlLexer", "PaperlangLexer"]

# The hard keywords of the Paperlang grammar, and the words of Paper's
# extensions that are contextual (an ordinary name elsewhere).
PAPERLANG_KEYWORDS = (
    "game start end setup turn phase do if elseif else then while pickone pick buttons "
    "button auto every where players foreachplayer random place choose top bottom all "
    "shuffle flip show hide winneris looseris onmoved premove onplace"
).split()
PAPERLANG_TYPES = "card int bool string float playerref".split()
PAPERLANG_STACKS = (
    "visiblestack hiddenstack privatestack stacklist stackgrid flatvisiblestack "
    "flathiddenstack flatprivatestack pile"
).split()
PAPERLANG_EXTENSIONS = (
    "table at fan empty facing autoflip build wrap group autotarget maxlength step score title "
    "redeals turnup turndown microsoft"
).split()
PAPERLANG_BINDINGS = "from to moving this size row col sq currentPlayer".split()


class PaperlangLexer(RegexLexer):
    """Paperlang, the language of Paper Toy, with Paper's extensions."""

    name = "Paperlang"
    aliases = ["paperlang", "pl-paper"]
    filenames = ["*.pl"]
    mimetypes = ["text/x-paperlang"]

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r'(#use)(\s+)("[^"\n]*")', bygroups(Comment.Preproc, Whitespace, String)),
            (r";[^\n]*", Comment.Single),
            (r"#[^\n]*", Comment.Single),
            (r'"[^"\n]*"', String),
            (r"-?[0-9]+\.[0-9]+", Number.Float),
            (r"[0-9]+", Number.Integer),
            (words(("true", "false"), suffix=r"\b"), Keyword.Constant),
            (words(PAPERLANG_TYPES, suffix=r"\b"), Keyword.Type),
            (words(PAPERLANG_STACKS, suffix=r"\b"), Keyword.Declaration),
            (words(PAPERLANG_KEYWORDS, suffix=r"\b"), Keyword),
            (words(PAPERLANG_EXTENSIONS, suffix=r"\b"), Keyword.Reserved),
            (words(PAPERLANG_BINDINGS, suffix=r"\b"), Name.Builtin),
            (r"[A-Za-z_][A-Za-z0-9_]*", Name),
            (r"->_|->|/>_|/>", Operator),
            (r"\|\||&&|==|!=|<=|>=|[<>+\-*/%!=]", Operator),
            (r"[\[\]{}():.,|]", Punctuation),
            (r".", Text),
        ],
    }

    def analyse_text(text: str) -> float:  # type: ignore[misc]  # Pygments' convention
        """Certain on a `game NAME start` block; Perl has no such line."""
        if re.search(r"^\s*game\s+\S+\s+start\b", text, re.MULTILINE):
            return 1.0
        if re.search(r"\b(stacklist|visiblestack|pickone)\b", text):
            return 0.6
        return 0.0


CDL_KEYWORDS = (
    "ADD AND AT BEGIN BREAK BY CLEAR CONST DO DRAW ELSE END FLASH FOR FROM FUNCTION GAME IF "
    "INVERSE IS MOD MOVE NOT OR ORDER PREDICATE PROCEDURE PULL REMOVE RETURN SHUFFLE SIDE "
    "STACK THEN TO TURN VAR WAIT WHILE WITH WRITE UP DOWN SHADED"
).split()
# A stack's methods (the manual's Start, Help and the Select family) and the
# game's predicates with a meaning of their own.
CDL_METHODS = (
    "Start Help Select SelectFrom SelectTo SelectLeft SelectRight SelectLeftFrom SelectLeftTo "
    "SelectRightFrom SelectRightTo Integrity? Win? Loose?"
).split()
CDL_TYPES = "integer boolean card index stack string".split()
# The predefined constants, SELF and CURSOR, a stack's fields and the
# built-in predicates.
CDL_BUILTINS = (
    "Self Cursor X Y W H up down left right over shaded DeckSizes EmptyCard CrossCard "
    "Spade Heart Club Diamond true false Ace Deuce Three Four Five Six Seven Eight Nine Ten "
    "Jack Queen King IsSideUp? IsSideDown? IsShaded?"
).split()


class CdlLexer(RegexLexer):
    """CDL, the card description language of CardsWorkShop (1993)."""

    name = "CDL"
    aliases = ["cdl", "cardsworkshop"]
    filenames = ["*.cdl"]
    mimetypes = ["text/x-cdl"]
    flags = re.IGNORECASE

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"\{[^}]*\}", Comment.Multiline),
            (r"//[^\n]*", Comment.Single),
            (r"'(?:[^'\\\n]|\\.)*'", String),
            (r"[0-9]+", Number.Integer),
            (words(CDL_METHODS, suffix=r"(?![A-Za-z0-9_?])"), Name.Function),
            (words(CDL_TYPES, suffix=r"\b"), Keyword.Type),
            (words(CDL_KEYWORDS, suffix=r"\b"), Keyword),
            (words(CDL_BUILTINS, suffix=r"(?![A-Za-z0-9_?])"), Name.Builtin),
            (r"[A-Za-z_][A-Za-z0-9_]*\??", Name),
            (r":=|<>|<=|>=|\.\.|[<>=+\-*/!]", Operator),
            (r"[\[\]();:,.]", Punctuation),
            (r".", Text),
        ],
    }

    def analyse_text(text: str) -> float:  # type: ignore[misc]
        if re.search(r"^\s*GAME\s+\S+\s+IS\s+\d+\s+BY\s+\d+", text, re.IGNORECASE | re.MULTILINE):
            return 1.0
        return 0.0
