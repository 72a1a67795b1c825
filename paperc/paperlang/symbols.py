"""What a Paperlang program declares: the tables lowering resolves names in.

Filled by lower.py's first pass over the game's top level, before any
statement is lowered, so setup, turn, phases and hooks can name anything the
game declares wherever it stands. `order` is the index of the top-level
statement that declares a thing: the top-level pass runs in source order, so
a top-level statement may only use what an earlier one declared.

Static types are plain strings: "int" "bool" "string" "float" "player"
"card" (a card position or instance), "stack" (one real stack), "set" (a
stack set: stacklist, grid, comma list, filtered list), "logical" (a
filtered stack), "cardtype", "pattern"; None where it is not known until run
time (a phase reading its caller's variable).
"""

from __future__ import annotations

from dataclasses import field

from paperc.errors import SourceSpan
from paperc.nodes import node

VAR_TYPES = {
    "int": "int",
    "bool": "bool",
    "string": "string",
    "float": "float",
    "playerref": "player",
    "card": "card",
}

# Which stacks a name denotes, for messages: "stack", "stacklist", "stack grid".
KIND_WORDS = {"stack": "stack", "list": "stacklist", "grid": "stack grid"}


@node(frozen=False)
class CardInfo:
    name: str
    parent: str | None
    span: SourceSpan
    order: int
    attrs: dict[str, str] = field(default_factory=dict)  # own and inherited -> type


@node(frozen=False)
class StackInfo:
    name: str
    kind: str  # "stack" | "list" | "grid"
    shape: tuple[int, ...]
    span: SourceSpan
    order: int
    attrs: dict[str, str] = field(default_factory=dict)
    owner: str | None = None


@node(frozen=False)
class VarInfo:
    name: str
    type: str | None
    span: SourceSpan
    order: int = -1


@node(frozen=False)
class Symbols:
    cards: dict[str, CardInfo] = field(default_factory=dict)
    stacks: dict[str, StackInfo] = field(default_factory=dict)  # stacks, lists and grids
    owned: dict[str, StackInfo] = field(default_factory=dict)  # `privatestack p.Hand`, by Hand
    globals: dict[str, VarInfo] = field(default_factory=dict)
    phases: dict[str, SourceSpan] = field(default_factory=dict)
    player_attrs: dict[str, str] = field(default_factory=dict)
    any_locals: dict[str, str | None] = field(default_factory=dict)  # for phases' dynamic scope
    # each local's name: its types, each with its first declaration (`Lowerer.mover_types`)
    local_types: dict[str, dict[str | None, SourceSpan]] = field(default_factory=dict)

    def card_attr(self, name: str) -> str | None:
        """The type of a card attribute some card type declares, else None."""
        for info in self.cards.values():
            if name in info.attrs:
                return info.attrs[name]
        return None

    def stack_attr(self, name: str) -> str | None:
        for info in self.stacks.values():
            if name in info.attrs:
                return info.attrs[name]
        for info in self.owned.values():
            if name in info.attrs:
                return info.attrs[name]
        return None

    def what(self, name: str) -> str | None:
        """What a game-level name already denotes, for 'already declared' messages."""
        if name in self.cards:
            return "a card type"
        if name in self.stacks:
            return "a " + KIND_WORDS[self.stacks[name].kind]
        if name in self.globals:
            return "a variable"
        if name in self.phases:
            return "a phase"
        return None

    def declared_at(self, name: str) -> SourceSpan | None:
        for table in (self.cards, self.stacks, self.globals):
            if name in table:
                return table[name].span
        return self.phases.get(name)

    def is_a(self, card_type: str, ancestor: str) -> bool:
        seen = set()
        current: str | None = card_type
        while current is not None and current not in seen:
            if current == ancestor:
                return True
            seen.add(current)
            info = self.cards.get(current)
            current = info.parent if info else None
        return False
