"""What a generated Paperlang plugin imports: the public API it is written
against. Nothing else in `runtime` is for plugins to touch."""

from __future__ import annotations

from runtime.engine.cards import STANDARD_DECK, STEP_BUDGET, Build, Group
from runtime.engine.paperlang.decls import CardDecl, Place, StackDecl, stack, standard_deck
from runtime.engine.paperlang.flat import (
    Events,
    Flat,
    FlatGame,
    FlatPick,
    Why,
    bottom_card,
    cards_made,
    run_of,
    top_card,
)
from runtime.engine.paperlang.piles import Pile
from runtime.engine.paperlang.values import (
    Stack,
    add,
    div,
    eq,
    ge,
    gt,
    le,
    lt,
    mod,
    mul,
    ne,
    neg,
    not_,
    sub,
    truth,
)
from runtime.registry import shared_rules

__all__ = [
    "STANDARD_DECK",
    "STEP_BUDGET",
    "Build",
    "Group",
    "CardDecl",
    "Events",
    "Flat",
    "FlatGame",
    "FlatPick",
    "Why",
    "Pile",
    "Place",
    "Stack",
    "StackDecl",
    "add",
    "bottom_card",
    "cards_made",
    "div",
    "eq",
    "ge",
    "gt",
    "le",
    "lt",
    "mod",
    "mul",
    "ne",
    "neg",
    "not_",
    "run_of",
    "shared_rules",
    "stack",
    "standard_deck",
    "sub",
    "top_card",
    "truth",
]
