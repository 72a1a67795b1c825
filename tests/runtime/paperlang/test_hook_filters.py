"""`where` filters inside card hooks: the filter's own `from`, `to` and
`moving` (never a NameError, never the last pick's stacks), the hook's
variables through a local, played against a model of the game written
from the language reference, and a clear diagnostic for the hook's `this`."""

from __future__ import annotations

import pytest

from paperc.errors import CompileError
from paperc.paperlang import to_ir
from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against

HOOKED = """game Hooked start
    #use "deck"
    visiblestack waste
    visiblestack spare
    stacklist cols[3]
    shuffle deck
    onmoved number start
        int v = this.v
        if to == waste start
            every cols -> spare top 1
                where from{from.size > 1}, to{(moving.bottom.v == v) && (to.size >= 0)}
        end
    end
    premove number start
        auto cols -> cols top 0 where to{(moving.size == 0) && (from != to)}
    end
    setup start
        deck -> cols[0] top 5
        deck -> cols[1] top 5
        deck -> cols[2] top 5
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""


class Hooked:
    """HOOKED as the reference says it plays: a card dealt to the waste
    sends the top card of each column of more than one card whose top card
    has its value to the spare (the `onmoved` hook's `every`, its filter's
    `from`, `to` and `moving` its own, the hook's card through a local);
    the `premove` hook's `auto` moves no card (`top 0`, onto a column other
    than its source: `auto` onto its own sources, each itself among them)."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str]]:
        return [("deck", "waste")] if self.stacks["deck"] else []

    def play(self, move: Move) -> None:
        card = self.stacks["deck"].pop()
        self.stacks["waste"].append(card)
        for column in (f"cols[{k}]" for k in range(3)):
            pile = self.stacks[column]
            if len(pile) > 1 and pile[-1][0] == card[0]:
                self.stacks["spare"].append(pile.pop())


@pytest.mark.parametrize("seed", range(4))
def test_a_hooks_filters_read_their_own_stacks_and_the_hooks_locals(seed: int) -> None:
    session = Session(compiled(HOOKED)(), seed)
    model = Hooked(session)
    played_against(session, model, seed, steps=60)
    assert model.stacks["spare"]  # (the hook's filter took some)


@pytest.mark.parametrize(
    ("filter_text", "code", "words"),
    [
        ("to{moving.bottom.v == this.v}", "P149", "cannot see the hook's card `this`"),
        ("from{to.size > 0}", "P102", "`to` is not bound in a `from{...}` filter"),
    ],
)
def test_what_a_hooks_filter_cannot_see_is_said(filter_text, code, words):
    text = HOOKED.replace(
        "\n                where from{from.size > 1}, to{(moving.bottom.v == v) && (to.size >= 0)}",
        f" where {filter_text}",
    )
    with pytest.raises(CompileError) as caught:
        to_ir(text, "hooked.pl", "0" * 64)
    [diagnostic] = caught.value.diagnostics
    assert diagnostic.code == code and words in diagnostic.message
    assert diagnostic.span.line == 10
