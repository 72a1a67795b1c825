"""Two packs at run time: 104 cards with ids of their own, copies of a card
that the search's key does not tell apart, and refusals written in an
included file (docs/paperlang.md "Two packs")."""

from __future__ import annotations

from collections import Counter

from runtime import Session, autoplay
from runtime.progress import SafeMoves
from tests.runtime.paperlang.conftest import open_game

TWO = """game Two start
    #use "deck" 2 suits 2
    stacklist c[4]
    shuffle deck
    setup start
        deck -> c[0] top 26
        deck -> c[1] top 26
        deck -> c[2] top 52
    end
    turn start
        pickone start
            pick c -> c top 1 then
        end
    end
end
"""


def test_two_packs_deal_104_cards():
    s = open_game(TWO, seed=3)
    cards = [c for name in s.stacks() for c in s.cards(name)]
    assert len(cards) == len({c.id for c in cards}) == 104
    assert Counter((c.rank, c.suit) for c in cards) == {
        (rank, suit): 4 for rank in range(1, 14) for suit in "SH"
    }


def test_swapped_copies_give_one_key():
    """Two copies of a card that change places leave one position for a
    search; a different table is a different key."""
    unshuffled = TWO.replace("shuffle deck", "").replace("top 26", "top 1").replace("52", "102")
    s = open_game(unshuffled, seed=3)  # the deck's top four cards: KS KS KS KS
    (first,), (second,) = s.cards("c[0]")[-1:], s.cards("c[1]")[-1:]
    assert first.name == second.name == "KS" and first.id != second.id
    start = s.key()

    def move(source: str, target: str) -> None:
        s.play(next(m for m in s.moves() if m.source == source and m.target == target))

    move("c[0]", "c[3]")
    move("c[1]", "c[3]")
    move("c[3]", "c[0]")
    move("c[3]", "c[1]")
    assert (s.cards("c[0]")[-1].id, s.cards("c[1]")[-1].id) == (second.id, first.id)
    assert s.key() == start
    move("c[2]", "c[3]")
    assert s.key() != start
    move("c[0]", "c[2]")
    assert s.key() != start


FORTY = """game Forty start
    #use "deck" 2
    stacklist foundations[8] start build "AUSK" maxlength 13 end
    stacklist columns[8] start build "KDA" end
    setup start
        int i = 0
        while i < 104 start
            deck -> columns[i % 8] top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick columns -> foundations build then
            pick columns -> columns build then
        end
    end
end
"""


def test_safe_moves_wait_for_every_copy():
    """A black three is safe to its foundation only once every red two is
    home: with two packs, one two of each red suit is not enough. (The deck
    is not shuffled: each column's top cards are two aces, then two twos...)"""
    s = open_game(FORTY, seed=1)
    safe = SafeMoves.of(s.rules)
    assert safe is not None

    def home(column: str) -> None:
        s.play(next(m for m in s.moves() if m.source == column and m.target.startswith("found")))

    assert [s.cards(f"columns[{i}]")[-1].name for i in range(8)] == [
        "AS",
        "AS",
        "AC",
        "AC",
        "AD",
        "AD",
        "AH",
        "AH",
    ]
    for i in range(8):
        home(f"columns[{i}]")
    for column in ("columns[7]", "columns[5]", "columns[0]"):  # 2H, 2D, 2S
        home(column)
    assert s.cards("columns[0]")[-1].name == "3S"
    (three,) = [m for m in s.moves() if m.source == "columns[0]" and m.target.startswith("found")]
    assert safe.find(s.state, [three]) is None  # a 2H and a 2D could still go on it
    home("columns[6]")
    assert safe.find(s.state, [three]) is None
    home("columns[4]")
    (three,) = [m for m in s.moves() if m.source == "columns[0]" and m.target.startswith("found")]
    assert safe.find(s.state, [three]) == three
    assert safe._copies(s.state) == dict.fromkeys("SHCD", 2)


def test_refusals_are_read_in_included_files(tmp_path):
    """A `; refused:` comment over a transfer in an included file is that
    transfer's sentence (the comment lines are read in the file it is in)."""
    (tmp_path / "include").mkdir()
    (tmp_path / "include" / "play.pl").write_text(
        "; the rules, shared\n"
        "    turn start\n"
        "        pickone start\n"
        "            ; refused to: only onto an empty pile\n"
        "            pick c -> c top 1 where to{to.size == 0} then\n"
        "        end\n"
        "    end\n",
        encoding="utf-8",
    )
    game = tmp_path / "g.pl"
    game.write_text(
        "game G start\n"
        '    #use "deck" 1 suits 1\n'
        "    stacklist c[3]\n"
        "    setup start\n"
        "        deck -> c[0] top 26\n"
        "        deck -> c[1] top 26\n"
        "    end\n"
        '    #use "include/play.pl"\n'
        "end\n",
        encoding="utf-8",
    )
    s = Session.open(game, seed=1)
    assert not s.drag("c[0]", 25, "c[1]")
    assert s.message == "only onto an empty pile"
    assert s.drag("c[0]", 25, "c[2]")


def test_autoplay_waits_for_the_other_copy_in_suit():
    """Two packs built down in suit: a black three is not safe to send home
    while the other two of its own suit is out (it could be built on the
    three), even when both red twos of each red suit are home."""
    s = open_game(FORTY.replace('"KDA"', '"YDS"'), seed=1)
    found = [f"foundations[{i}]" for i in range(8)]

    def home(column: str) -> None:
        s.play(next(m for m in s.moves() if m.source == column and m.target.startswith("found")))

    for i in range(8):
        home(f"columns[{i}]")  # the aces
    for column in ("columns[7]", "columns[6]", "columns[5]", "columns[4]", "columns[0]"):
        home(column)  # 2H 2H 2D 2D 2S
    three = s.cards("columns[0]")[-1]
    assert three.name == "3S" and s.cards("columns[1]")[-1].name == "2S"
    assert not autoplay.safe(three, found, s.stacks(), s.cards)
    home("columns[1]")  # the other 2S
    assert autoplay.safe(three, found, s.stacks(), s.cards)
