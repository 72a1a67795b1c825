"""A card type's string declared with no value that play changes
(`card Gem start string mark end`, then `Gem.mark = "old"` in a `then`
body), on the compiled engine (issue 22): none until play sets it, and
the cards of that type made after take the value it has then
(`docs/paperlang.md`, "Declarations"; none compares false with any
string). Compiled from a real source, played at random, and checked move
by move against a little model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

MARKED = """game Marked start
    card Gem start string mark int v = 1 end
    visiblestack made
    visiblestack waste
    stacklist piles[2]
    turn start
        pickone start
            pick made -> made top 0 where from{made.size < 12} then
                place Gem -> made 1
            pick made -> piles top 1 where from{(from.size > 0) && !(from.top.mark == "new")} then
                Gem.mark = "old"
            pick piles -> waste top 1 where from{(from.size > 0) && (from.top.mark == "old")} then
                Gem.mark = "new"
        end
    end
end
"""

PILES = ["piles[0]", "piles[1]"]


class Model:
    """Marked as the reference says it plays: each stack's cards' marks
    (None for none), bottom first; the gems' mark now."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.marks: dict[str, list[str | None]] = {name: [] for name in self.stacks}
        self.mark: str | None = None  # (none until play sets it)
        self.seen = {"made none": 0, "made old": 0, "made new": 0}

    def moves(self) -> list[tuple[str, str | None]]:
        marks = self.marks
        found: list[tuple[str, str | None]] = []
        if len(marks["made"]) < 12:
            found.append(("made", None))
        if marks["made"] and marks["made"][-1] != "new":  # (none == "new" is false)
            found += [("made", pile) for pile in PILES]
        # (none == "old" is false: a gem made before any mark stays)
        found += [(p, "waste") for p in PILES if marks[p] and marks[p][-1] == "old"]
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target
        if target is None:  # (a gem made with the mark its type has now)
            self.stacks["made"].append((None, None))
            self.marks["made"].append(self.mark)
            self.seen[f"made {self.mark or 'none'}"] += 1
            return
        self.stacks[target].append(self.stacks[source].pop())
        self.marks[target].append(self.marks[source].pop())
        self.mark = "old" if source == "made" else "new"


def test_a_card_type_string_with_no_value_that_play_changes_compiles() -> None:
    compiled(MARKED)


@pytest.mark.parametrize("seed", range(6))
def test_the_cards_made_take_the_type_s_string_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(MARKED)(), seed)
    played_against(session, Model(session), seed, steps=150)


def test_the_playouts_make_gems_of_each_mark() -> None:
    seen = reached(MARKED, Model, steps=150)
    assert min(seen.values()) > 0, seen


def test_a_type_string_that_is_none_compares_false_with_any_string() -> None:
    # (none != "new" is false, as none == "new" is: the gem stays made)
    source = MARKED.replace('                Gem.mark = "old"\n', "").replace(
        '!(from.top.mark == "new")', '(from.top.mark != "new")'
    )
    assert source.count("Gem.mark") == 1
    session = Session(compiled(source)(), 0)
    session.play(session.moves()[0])
    assert [(move.source, move.target) for move in session.moves()] == [("made", None)]
