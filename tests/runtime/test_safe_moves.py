"""The moves to the foundations the search plays without trying the
alternatives (runtime.progress.SafeMoves), in one pack: Horne's rule."""

from __future__ import annotations

from runtime.progress import SafeMoves
from tests.runtime.paperlang.conftest import open_game

# the deck unshuffled and dealt round: columns 0-3 hold one suit each (S, C,
# D, H) with K J 9 7 5 3 A, the ace on top; columns 4-7 Q 10 8 6 4 2
ROUND = """game Round start
    #use "deck"
    stacklist foundations[4] start build "AUSK" maxlength 13 end
    stacklist columns[8] start build "KDA" end
    setup start
        int i = 0
        while i < 52 start
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


def test_a_card_is_safe_once_the_cards_that_could_want_it_can_go_home():
    """A red five goes home by itself when both black threes are home and
    the other red suit's two (Horne's rule), though a black four is not."""
    s = open_game(ROUND)
    safe = SafeMoves.of(s.rules)
    assert safe is not None

    def home(name: str) -> None:
        s.play(
            next(
                m
                for m in s.moves()
                if m.target.startswith("found") and s.cards(m.source)[-1].name == name
            )
        )

    for name in ("AS", "AC", "AD", "AH", "2S", "2C", "2H", "3S", "3C", "3H", "4H"):
        home(name)
    (five,) = [m for m in s.moves() if s.cards(m.source)[-1].name == "5H" and "found" in m.target]
    # the two of diamonds is still out: the three of diamonds may want a
    # black four, and that four the five of hearts
    assert safe.find(s.state, [five]) is None
    home("2D")
    (five,) = [m for m in s.moves() if s.cards(m.source)[-1].name == "5H" and "found" in m.target]
    assert safe.find(s.state, [five]) == five
    # the black fours are not home (a black four could still go on the five):
    # the rule of the other colour one rank below would not say so
    tops = {s.cards(f"foundations[{i}]")[-1].name for i in range(4)}
    assert tops == {"3S", "3C", "2D", "4H"}
