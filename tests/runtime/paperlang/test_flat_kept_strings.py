"""A string local declared with no value, kept across a wait
(`paperc/codegen/paperlang_flat_machine.py`, issue 22): none until the
turn sets it (`docs/paperlang.md`, "Control": a `string` declared with no
value holds none until it is set; a comparison with none is false),
read after the turn waits. Compiled from a real source, played at
random, and checked move by move against a little model of the game
written from the reference."""

from __future__ import annotations

import pytest

import paperc
from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import compiled, played_against, reached

LABELS = """game Labels start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    shuffle deck
    setup start
        deck -> every piles top 1
    end
    turn start
        string last
        if waste.size > 3 start
            last = "long"
        end
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
        end
        pickone start
            pick piles -> waste top 1 where from{(from.size > 0) && (last == "long")} then
            pick deck -> piles top 1 where from{(from.size > 0) && !(last == "long")} then
                if to.size > 2 start
                    last = "full"
                end
            pick waste -> deck top 1 where from{(from.size > 0) && (last != "long")} then
        end
        if last == "full" start
            piles[0] -> waste top 1
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(3)]


class Model:
    """Labels as the reference says it plays (cards as (rank, suit)): the
    turn's two waits, and its string, none or a label."""

    def __init__(self, session: Session) -> None:
        self.stacks = {
            name: [(c.rank, c.suit) for c in session.cards(name)] for name in session.stacks()
        }
        self.wait = 0
        self.last: str | None = self._start()
        self.seen = {"long": 0, "none": 0, "full": 0}

    def _start(self) -> str | None:
        return "long" if len(self.stacks["waste"]) > 3 else None

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        if self.wait == 0:
            return [("deck", "waste")] if stacks["deck"] else []
        found = []
        if self.last == "long":
            found += [(p, "waste") for p in PILES if stacks[p]]
        if stacks["deck"] and self.last != "long":  # (`!(none == "long")`: true)
            found += [("deck", p) for p in PILES]
        if stacks["waste"] and self.last is not None and self.last != "long":
            found.append(("waste", "deck"))  # (`none != "long"`: false, as any comparison)
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        stacks = self.stacks
        stacks[target].append(stacks[source].pop())
        if self.wait == 0:
            self.wait = 1
            return
        self.seen["none" if self.last is None else "long"] += 1
        if target in PILES and len(stacks[target]) > 2:
            self.last = "full"
        if self.last == "full":
            self.seen["full"] += 1
            if stacks["piles[0]"]:
                stacks["waste"].append(stacks["piles[0]"].pop())
        self.wait = 0
        self.last = self._start()


def test_a_string_with_no_value_kept_across_a_wait_compiles() -> None:
    compiled(LABELS)


@pytest.mark.parametrize("seed", range(6))
def test_a_string_with_no_value_kept_across_a_wait_plays_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(LABELS)(), seed)
    played_against(session, Model(session), seed, 150)


def test_the_playouts_reach_each_value_of_the_string() -> None:
    seen = reached(LABELS, Model)
    assert min(seen.values()) > 0, seen


def test_a_card_read_as_a_string_is_an_error_of_the_language() -> None:
    # (a card has no value a string could hold: paperc's type checks say so, P179)
    source = LABELS.replace(
        "        string last\n", "        card first = waste.top\n        string last = first\n"
    )
    assert source != LABELS
    with pytest.raises(paperc.CompileError) as caught:
        paperc.compile_source(source, "t.pl")
    (diagnostic,) = caught.value.diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.col) == ("P179", 11, 23)
    assert "read one of its attributes (`first.v`)" in diagnostic.message
