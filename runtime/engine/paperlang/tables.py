"""`GameTables`: what a Paperlang game knows before any card is dealt, made
once per game object from the generated class's declarations: its stacks
(by index and by name, lists and grids), its card types and how each is
shown, and its piles' rules as the engine looks them up; and
what the `Rules` protocol reads of those alone (the stacks' names, the
layout, the rules text, the piles a card is best sent to).

`FlatGame` (flat.py, the compiled engine) adds the deal and the turn on
top of them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from runtime.engine.cards import RANK_WORDS, SUITS, card_name
from runtime.engine.model import HelpBox, Layout
from runtime.engine.paperlang import redeals, refusals
from runtime.engine.paperlang.decls import CardDecl, Place, StackDecl, placed
from runtime.engine.paperlang.layout import table_layout
from runtime.engine.paperlang.piles import Pile
from runtime.engine.paperlang.values import Stack, TypeInfo


class GameTables:
    """A game's static tables, from the declarations a generated class fills in."""

    game_id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    language: ClassVar[str] = "paperlang"
    source: ClassVar[str] = ""
    rules: ClassVar[str] = ""
    setup_line: ClassVar[int] = 0
    turn_line: ClassVar[int] = 0
    turn_file: ClassVar[str] = ""  # an included file the turn is in, from the game's folder
    table_size: ClassVar[tuple[float, float] | None] = None  # `table W H` (extension)
    # stacks that never hold a card in play (paperc proves it): no room on the table
    idle_stacks: ClassVar[tuple[str, ...]] = ()
    score_line: ClassVar[int] = 0  # where `score EXPR` stands (extension)
    score_file: ClassVar[str] = ""
    score_value: ClassVar[Any] = None  # a generated method when the game has `score`

    card_types: ClassVar[tuple[CardDecl, ...]] = ()
    stack_decls: ClassVar[tuple[StackDecl, ...]] = ()
    # where each stack lies (by name): merged into `stack_decls` when a class is made
    stack_places: ClassVar[dict[str, Place]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "stack_places" in cls.__dict__:
            cls.stack_decls = placed(cls.stack_decls, cls.stack_places)

    def __init__(self) -> None:
        self.stack_list: list[Stack] = []
        self.stack_by_name: dict[str, Stack] = {}
        self.members: dict[str, tuple[Stack, ...]] = {}
        self.shapes: dict[str, tuple[int, ...]] = {}
        for decl in self.stack_decls:
            group = []
            for name, position in decl.member_names():
                stack = Stack(len(self.stack_list), name, decl.name, position, decl.visibility)
                self.stack_list.append(stack)
                self.stack_by_name[name] = stack
                group.append(stack)
            self.members[decl.name] = tuple(group)
            self.shapes[decl.name] = decl.shape
        self.types: dict[str, TypeInfo] = {}
        self.display: dict[str, tuple[int | None, str | None, str]] = {}
        for card in self.card_types:
            self._add_type(card)
        self.leaves = {
            name: tuple(t for t in self._leaf_types() if name in self.types[t].ancestors) or (name,)
            for name in self.types
        }
        self._add_piles()

    def stacks(self) -> list[str]:
        return [stack.name for stack in self.stack_list]

    def pile_name(self, name: str) -> str:
        """How a player names a pile: "the waste", "cascade 5"."""
        stack = self.stack_by_name.get(name)
        return name if stack is None else refusals.pile_name(stack)

    @property
    def redeal_piles(self) -> tuple[str, ...]:
        """The piles whose redeals are limited (`redeals N`)."""
        names = [s.name for s in self.stack_list]
        return redeals.limited_piles(names, list(self.piles))

    def autoplay_target(self, state: Any, name: str, index: int) -> str | None:
        """Where a double-click sends card `index` of `name`: the first pile
        that is an `autotarget` target and takes it now, when `name` is an
        `autotarget` source (a Paper extension; seed 003)."""
        piles = self.piles
        pile = piles[self.stack_by_name[name].index]
        if pile is None or not pile.autotarget or pile.autotarget[0] != "Y":
            return None
        for move in self.moves(state):
            if move.source == name and move.index == index and move.target is not None:
                target = piles[self.stack_by_name[move.target].index]
                if target is not None and target.autotarget and target.autotarget[1] == "Y":
                    return move.target
        return None

    @property
    def foundations(self) -> tuple[str, ...] | None:
        """The piles a card is best sent to (what the UI's double-click and
        hints prefer): `autotarget` targets, else piles with a `maxlength`."""
        piles = self.piles
        targets = tuple(
            s.name for s in self.stack_list if (piles[s.index] or Pile()).autotarget in ("YY", "NY")
        )
        capped = tuple(self.stack_list[index].name for index, _ in self.capped)
        return targets or capped or None

    def layout(self) -> Layout:
        return table_layout(self.stack_decls, self.table_size, self.idle_stacks)

    def help(self, state: Any, name: str) -> HelpBox | None:
        return HelpBox(self.title, self.rules_text() or f"{self.title} (no rules text)")

    def rules_text(self) -> str:
        return self.rules

    def _add_type(self, card: CardDecl) -> None:
        parent = self.types.get(card.parent) if card.parent else None
        info = TypeInfo(card.name, parent, tuple(name for name, _ in card.attrs))
        for name, value in card.attrs + card.defaults:
            if name in info.slots:
                info.defaults[info.slots[name]] = value
        self.types[card.name] = info
        rank, suit = card.rank, card.suit
        if rank is None and parent is not None and card.name[-1:] in SUITS:
            word = card.name[:-1]
            if word in RANK_WORDS:  # the deck's `aceH` ... `kingS` (reference G-24)
                rank, suit = RANK_WORDS.index(word) + 1, card.name[-1]
        label = card_name(rank, suit) if rank and suit else card.name
        self.display[card.name] = (rank, suit, label)

    def _add_piles(self) -> None:
        """Each stack's pile properties (a Paper extension), as the engine
        looks them up: by stack index."""
        piles: list[Pile | None] = [None] * len(self.stack_list)
        for decl in self.stack_decls:
            for stack in self.members[decl.name]:
                piles[stack.index] = decl.pile
        self.piles: tuple[Pile | None, ...] = tuple(piles)
        # (rank, suit) per card type, or None: what `shuffle ... microsoft` deals by
        self.known = {
            name: (rank, suit) if rank is not None and suit is not None else None
            for name, (rank, suit, _) in self.display.items()
        }
        # the stacks whose build rule's base the first card played on one fixes (`X`)
        self.fixed = tuple(
            i for i, pile in enumerate(piles) if pile and pile.build and pile.build.base == "first"
        )
        self.ruled = any(pile is not None and pile.ruled for pile in piles)
        self.facing = [pile.facing if pile is not None else "stack" for pile in piles]
        self.autoflips = tuple(s for s in self.stack_list if (piles[s.index] or Pile()).autoflip)
        self.capped = tuple(
            (i, pile.maxlength)
            for i, pile in enumerate(piles)
            if pile is not None and pile.maxlength is not None
        )

    def _leaf_types(self) -> list[str]:
        parents = {info.parent.name for info in self.types.values() if info.parent}
        return [name for name in self.types if name not in parents]
