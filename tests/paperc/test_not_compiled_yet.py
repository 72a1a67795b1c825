"""Each reason paperc gives for not compiling a game yet (P180,
docs/not-compiled-yet.md), reached from the smallest source that reaches
it: the error names the file, the line and the column of what the author
wrote, and says in the author's words what is not compiled, why, and what
to write instead. One compile a case.

The reasons other tests reach already (each checked there the same way):
a pick making cards that reads `from` (test_not_yet.py), a card hook
running `foreachplayer` (test_flat.py), sets compared
(test_flat_kept_cards.py), a division by zero the compiler sees
(test_blocks.py), `players` of a number the seed decides
(test_flat_players.py), a turn too long or phases too deep once inlined
(test_flat_phase_depth.py), and a card hook setting a stack's attribute
(the golden case paperlang_names)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from paperc import CompileError
from runtime.session import Session
from tests.compiling import compiled
from tests.runtime.paperlang.conftest import game_class

DOC = Path(__file__).resolve().parents[2] / "docs" / "not-compiled-yet.md"


def game(top: str = "", setup: str = "", before: str = "", picks: str = "") -> str:
    """A game of one pick, `deck -> waste`, with `top` at the game level,
    `setup` in its setup, `before` in the turn before its `pickone` and
    `picks` among its picks (each line indented as the block's own)."""
    return (
        "game Probe start\n"
        '    #use "deck"\n'
        "    visiblestack waste\n"
        "    stacklist piles[3]\n"
        f"{top}"
        "    setup start\n"
        "        turnup deck all\n"
        f"{setup}"
        "    end\n"
        "    turn start\n"
        f"{before}"
        "        pickone start\n"
        "            pick deck -> waste top 1 then\n"
        f"{picks}"
        "        end\n"
        "    end\n"
        "end\n"
    )


GEM = "    card gem start\n        int v = 1\n        string label\n        card partner\n    end\n"
LONG = "a" * 120

# (source, the line and column the error names, the words it starts with, and
# a phrase docs/not-compiled-yet.md says it with)
CASES = {
    "turnup of a worked-out number": (
        game(top="    int q = 2\n", before="        turnup deck top q\n"),
        (10, 9),
        "`turnup` of a number of cards worked out in play (write a constant number, or `all`",
        "of a number of cards worked out in play",
    ),
    "a stack attribute the turn sets, read of stacks it does not keep it for": (
        game(
            top="    int piles.run = 0\n    int waste.run = 0\n",
            before="        piles[0].run = waste.size\n",
            picks="            pick piles, waste -> deck top 1 where from{from.run > 0} then\n",
        ),
        (14, 56),
        "a stack attribute set where the compiler does not keep it, or read of stacks it keeps",
        "a stack attribute set where the compiler does not keep it, or read",
    ),
    "cards a filter keeps moved with a filter": (
        game(top=GEM, picks="                waste{gem} -> piles[0] top 1 where to{to.size > 0}\n"),
        (16, 17),
        "cards a filter keeps (`waste{Gem}`) moved other than plainly onto one stack",
        "moved other than plainly onto one stack",
    ),
    "cards a filter keeps moved by a worked-out number": (
        game(
            top=GEM,
            picks="                int k = waste.size % 3\n"
            "                waste{gem} -> piles[0] top k\n",
        ),
        (17, 17),
        "cards a filter keeps moved by a number worked out in play",
        "by a number worked out in play",
    ),
    "a then transfer from `from` to every stack of a set": (
        game(
            picks="            pick piles -> waste top 1 then\n"
            "                from -> every piles top 1\n"
        ),
        (12, 17),
        "a `then` transfer to every stack of a set from a stack not named by its declaration",
        "from a stack not named",
    ),
    "a card type's card attribute read": (
        game(
            top=GEM,
            picks="            pick waste -> deck top 1 where from{gem.partner == from.top} then\n",
        ),
        (16, 49),
        "the card attribute `partner` read of what is not a card (read it of a card:",
        "a card type's attribute of cards read",
    ),
    "a sum of strings": (
        game(
            top=GEM, picks="            pick waste -> deck top 1 where from{from{label} > 0} then\n"
        ),
        (16, 49),
        "a sum of `label`, which is not a number",
        "which is not a number",
    ),
    "two members of one list at worked-out places on one side": (
        game(
            before="        int k = waste.size % 3\n        int j = (k + 1) % 3\n",
            picks="            pick piles[k], piles[j] -> waste top 1 then\n",
        ),
        (13, 13),
        "a pick naming a list's members by worked-out places on its `from` side (write a pick",
        "two members of one list at places worked out in play",
    ),
    "`-> every` in the setup onto a member at a worked-out place": (
        game(setup="        int k = 1\n        deck -> every piles[k] top 1\n"),
        (8, 9),
        "`-> every` onto a set of stacks worked out as it runs",
        "onto a member at a place worked out as the setup runs",
    ),
    "cards made by `auto place` in the game's own statements": (
        game(top=GEM + "    auto place gem -> piles 1\n"),
        (10, 5),
        "the game's own statements make cards other than by `place T -> X N` (or `->_`,",
        "cards made other than by `place T -> X N`",
    ),
    "a name declared an int and a playerref": (
        game(top="    playerref q\n", before="        int q = 3\n"),
        (10, 9),
        "`q` declared an int, and a playerref elsewhere (the compiler keeps one name of one type",
        "declared a playerref",
    ),
    "a generated line nothing splits": (
        game(
            top=f"    int {LONG} = 2\n    int b{LONG} = 3\n",
            picks=f"            pick piles -> waste top 1 then\n                {LONG} = b{LONG}\n",
        ),
        (13, 13),
        "a line of the game's code too long to write (more than 100 characters with nothing",
        "too long to write",
    ),
}
# what the author never wrote: the writer's own names
INTERNAL = re.compile(r"\b(?:flat_\w+|NotFlat|KEPT|self|s\[|[vg]_\w+)")


@pytest.fixture(params=sorted(CASES), scope="module")
def refused(request: pytest.FixtureRequest) -> tuple[str, tuple[int, int], str, str, str]:
    source, where, words, phrase = CASES[request.param]
    with pytest.raises(CompileError) as caught:
        compiled(source, "t.pl")
    (error,) = caught.value.diagnostics
    assert (error.severity, error.code, error.span.path) == ("error", "P180", "t.pl")
    return source, where, words, phrase, error


def test_the_error_names_the_file_line_and_column(refused) -> None:
    source, where, _, _, error = refused
    assert (error.span.line, error.span.col) == where
    line = source.splitlines()[where[0] - 1]
    assert line[where[1] - 1 :].strip(), "the column falls on what the author wrote"


def test_the_error_says_what_in_the_authors_words(refused) -> None:
    _, _, words, _, error = refused
    assert error.message.startswith(f"not supported yet: {words}")
    assert not INTERNAL.search(error.message), error.message


def test_the_docs_list_the_reason(refused) -> None:
    phrase = refused[3]
    doc = " ".join(DOC.read_text(encoding="utf-8").replace("**", "").split())
    assert phrase.lower() in doc.lower()


# a stack's `playerref` declared with no player at the game level: none until
# set (refused before: "a value that is not a constant"); the first pick is
# offered once the second has set it
OWNED = """game Owned start
    #use "deck"
    visiblestack waste
    playerref waste.owner
    turn start
        pickone start
            pick deck -> waste top 1 where to{to.owner == currentPlayer} then
            pick deck -> waste top 2 then
                waste.owner = currentPlayer
        end
    end
end
"""


def test_a_stacks_playerref_of_no_player_is_none_until_set() -> None:
    session = Session(game_class(OWNED, "owned.pl")(), 1)
    assert [move.count for move in session.moves()] == [2]
    session.play(session.moves()[0])
    assert [move.count for move in session.moves()] == [1]  # (one option a pair: the first)


# a card's attribute set through what holds it, a variable or a stack's
# attribute of cards (refused before: "v is not a kept value of one list"),
# in the setup and in a `then` body: the card's own, read where it lies
MARKED = """game Marked start
    #use "deck"
    visiblestack waste
    stacklist piles[2]
    setup start
        card c = deck.top
        c.v = 20
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.top.v == 20} then
                card d = waste.top
                d.v = 30
            pick deck -> piles[0] top 1 then
            pick waste -> piles[1] top 1 where from{from.top.v == 30} then
        end
    end
end
"""


HELD = (
    MARKED.replace("Marked", "Held")
    .replace("    stacklist piles[2]\n", "    stacklist piles[2]\n    card waste.first\n")
    .replace(
        "        card c = deck.top\n        c.v = 20\n",
        "        waste.first = deck.top\n        waste.first.v = 20\n",
    )
    .replace(
        "                card d = waste.top\n                d.v = 30\n",
        "                waste.first = waste.top\n                waste.first.v = 30\n",
    )
)


@pytest.mark.parametrize("source", [MARKED, HELD], ids=["a variable", "a stack's attribute"])
def test_a_card_takes_its_attribute_set_through_what_holds_it(source: str) -> None:
    session = Session(game_class(source, "marked.pl")(), 1)
    assert [(m.source, m.target) for m in session.moves()] == [
        ("deck", "waste"),
        ("deck", "piles[0]"),
    ]
    session.play(session.moves()[0])
    assert [(m.source, m.target) for m in session.moves()] == [
        ("deck", "piles[0]"),
        ("waste", "piles[1]"),
    ]
