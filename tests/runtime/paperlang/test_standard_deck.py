"""`#use "deck"` compiles to one constant and one call (`standard_deck`,
`rt.place(..., STANDARD_DECK)`): the runtime's deck must be exactly the
deck the compiler spells out when a game brings in its own copy."""

from __future__ import annotations

from pathlib import Path

import paperc
from runtime import registry
from runtime.paperlang import STANDARD_DECK, standard_deck
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
DECK = ROOT / "paperc" / "paperlang" / "deck.pl"
GAME = """game Decks start
    #use "{deck}"
    visiblestack pile
    setup start
        deck -> pile top 5
    end
    turn start
        pickone start
            pick pile -> deck top 1 then
        end
    end
end
"""


def compiled(tmp_path: Path, deck: str) -> tuple[str, Session]:
    source = tmp_path / "decks.pl"
    source.write_text(GAME.format(deck=deck), encoding="utf-8")
    python = paperc.compile_file_to_source(source).python
    module = registry.module_from_source(python, f"paper_test_decks_{deck}")
    (entry,) = registry.Registry().add_module(module, str(source))
    return python, Session(entry.rules(), 3)


def test_the_built_in_deck_is_one_constant_and_one_call(tmp_path: Path) -> None:
    python, session = compiled(tmp_path, "deck")
    # (the lines are the built-in deck's own: its `number` and its first `place`)
    # (both FlatGame's defaults: a plugin leaves them out)
    assert "card_types =" not in python and "flat_deck =" not in python
    assert "self.flat_create(s, DECK, 1, 52)" in python
    assert python.count("CardDecl(") == 0
    assert type(session.rules).card_types == standard_deck(6)
    assert len(session.cards("deck")) == 47 and len(session.cards("pile")) == 5


def test_the_runtime_deck_is_the_one_the_compiler_spells_out(tmp_path: Path) -> None:
    # a copy of the built-in deck with one card changed is spelled out in full
    text = DECK.read_text(encoding="utf-8")
    changed = text.replace(
        "card twoH number start v = 2 suit = 1 end", "card twoH number start v = 9 suit = 1 end"
    )
    assert changed != text
    (tmp_path / "mydeck").write_text(changed, encoding="utf-8")
    python, session = compiled(tmp_path, "mydeck")
    assert "standard_deck(" not in python and python.count("CardDecl(") == 53
    spelled = type(session.rules).card_types
    runtime = standard_deck(spelled[0].line)
    assert len(spelled) == len(runtime) == len(STANDARD_DECK) + 1
    differ = [
        a.name
        for a, b in zip(spelled, runtime, strict=True)
        if (a.name, a.parent, a.attrs, a.defaults, a.rank, a.suit)
        != (b.name, b.parent, b.attrs, b.defaults, b.rank, b.suit)
    ]
    assert differ == ["twoH"]
    # and both fill the stack `deck` in the same order, so deals are the same
    _, built_in = compiled(tmp_path, "deck")
    assert [c.name for c in session.cards("pile")] == [c.name for c in built_in.cards("pile")]
