"""What the Rules mode says about one pile: its rule in words, from what the
engine exposes, rather than the game's whole rules text again.

- A Paperlang pile: its declared build rule (`build "KDA"`: "a king fills
  it when empty; build down in alternate colours"), how many cards it holds
  at most (`maxlength`), whether runs move together (`group`).
- A CDL stack: the text of its own `Help` method, with its buttons.
- Every pile: what lies on it now and where its cards may go this move.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from runtime.engine.cards import RANK_WORDS, Build
from runtime.engine.model import HelpButton
from runtime.engine.paperlang.refusals import DIRECTIONS, MATCHES


@dataclass
class About:
    title: str
    text: str
    buttons: tuple[HelpButton, ...] = field(default_factory=tuple)


def build_words(rule: Build) -> str:
    """A Paperlang build rule in words: `KDA` -> 'only a king fills it when
    empty; build down in alternate colours'."""
    if type(rule.base) is int:
        first = f"only {_article(RANK_WORDS[rule.base - 1])} fills it when empty"
    elif rule.base == "any":
        first = "any card fills it when empty"
    elif rule.base == "first":
        first = "it starts from the rank the first foundation was dealt"
    else:
        first = "no card may be put on it when empty"
    if not rule.builds:
        rest = "nothing may be built on it"
    elif rule.direction == "any" and rule.match == "any":
        rest = "any card may be built on it"
    else:
        rest = f"{DIRECTIONS[rule.direction]} {MATCHES[rule.match]}"
        if rule.last is not None:
            rest += f", up to the {RANK_WORDS[rule.last - 1]}"
    return f"{first}; {rest}"


def _article(word: str) -> str:
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


def _paperlang(rules: Any, name: str) -> list[str]:
    for decl in getattr(rules, "stack_decls", ()) or ():
        if name not in [member for member, _ in decl.member_names()]:
            continue
        pile = getattr(decl, "pile", None)
        if pile is None:
            return []
        lines = []
        if getattr(pile, "build", None):
            lines.append(build_words(pile.build).capitalize() + ".")
        group = getattr(pile, "group", None)  # (a `cards.Group`, as declared)
        if group and pile.build:
            if group.any_order:
                lines.append("Any face-up card may leave it with the cards on it.")
            elif group.leaves:
                lines.append("A run of cards may leave it together.")
            else:
                lines.append("Only its top card may leave it.")
        if getattr(pile, "maxlength", None) is not None:
            lines.append(f"It holds at most {pile.maxlength} cards.")
        return lines
    return []


def _now(session: Any, name: str) -> list[str]:
    cards = session.cards(name)
    up = sum(1 for c in cards if c.face_up)
    if not cards:
        held = "It is empty."
    else:
        top = cards[-1]
        held = f"It holds {len(cards)} card{'s' if len(cards) != 1 else ''}"
        held += f", {up} face up" if 0 < up < len(cards) else ", all face down" if not up else ""
        held += f"; the top card is {top.name}." if top.face_up else "."
    targets = []
    for move in session.moves():
        if move.source == name and move.target is not None:
            where = session.pile_name(move.target)
            if where not in targets:
                targets.append(where)
    if targets:
        shown = ", ".join(targets[:6]) + (" ..." if len(targets) > 6 else "")
        goes = f"Its cards may go to {shown} now."
    elif any(m.source == name and m.target is None for m in session.moves()):
        goes = "Clicking it does something now."
    else:
        goes = "Nothing moves from it now."
    return [held, goes]


def describe(session: Any, name: str) -> About:
    rules = session.rules
    word = session.pile_name(name)  # the one display name (runtime/wording.py)
    title = word.removeprefix("the ")
    title = title[:1].upper() + title[1:]
    lines = _paperlang(rules, name) if getattr(rules, "language", "") == "paperlang" else []
    buttons: tuple[HelpButton, ...] = ()
    if getattr(rules, "language", "") != "paperlang":
        box = session.help(name)
        rules_text = session.rules_text().strip()
        if box is not None:
            if box.text.strip() and box.text.strip() != rules_text:
                lines.append(box.text.strip())
            if box.title and box.title.lower() not in (name.lower(), *title.lower().split()):
                title = f"{title}: {box.title}"
            buttons = tuple(box.buttons)
    if not lines:
        lines.append("The game says nothing more about this pile (F1 shows its rules).")
    return About(title, "\n\n".join([*lines, " ".join(_now(session, name))]), buttons)
