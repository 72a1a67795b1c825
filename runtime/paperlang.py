"""What a generated Paperlang plugin imports: the public API it is written
against. Nothing else in `runtime` is for plugins to touch."""

from __future__ import annotations

from runtime.engine.cards import STANDARD_DECK, STEP_BUDGET
from runtime.engine.paperlang.decls import CardDecl, Place, StackDecl, stack, standard_deck
from runtime.engine.paperlang.flat import (
    Events,
    Flat,
    FlatGame,
    FlatPick,
    Why,
    bottom_card,
    cards_made,
    top_card,
)
from runtime.engine.paperlang.game import Block, PaperlangGame
from runtime.engine.paperlang.piles import Pile
from runtime.engine.paperlang.runtime import Runtime
from runtime.engine.paperlang.transfer import ALL
from runtime.engine.paperlang.values import (
    CardObj,
    Pattern,
    Stack,
    add,
    div,
    eq,
    ge,
    gt,
    le,
    local_filter,
    local_move_filter,
    lt,
    mod,
    move_filter_reading,
    mul,
    ne,
    neg,
    not_,
    sub,
    truth,
)
from runtime.registry import shared_rules

__all__ = [
    "ALL",
    "STANDARD_DECK",
    "STEP_BUDGET",
    "Block",
    "CardDecl",
    "CardObj",
    "Events",
    "Flat",
    "FlatGame",
    "FlatPick",
    "Why",
    "PaperlangGame",
    "Pattern",
    "Pile",
    "Place",
    "Runtime",
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
    "local_filter",
    "local_move_filter",
    "move_filter_reading",
    "lt",
    "mod",
    "mul",
    "ne",
    "neg",
    "not_",
    "shared_rules",
    "stack",
    "standard_deck",
    "sub",
    "top_card",
    "truth",
]
