"""The proof behind the search key's cards-by-value (`FlatGame.flat_rank_only`):
the compiled code of a game reads no card's suit or colour, only its
value (`v`) and rank, so two cards of one value, rank and face are one
for winning, and the search key may write each card as the first card of
its kind.

Why it is sound: the compiled code is the whole of what the rules do with a
state (`flat_options`, `flat_then`, `flat_turn`, `flat_score`, and the
runtime's own steps around them: full `maxlength` piles win, `autoflip`
turns a face, `flat_move` moves cards by count). The generated code reads
a card only through the tables named in `TABLES` (and its face bit);
when none it reads tells suits or colours apart, swap any two cards of
one value, rank and face in a position: every option is listed the same
(the same stacks, counts and places), each successor is the swapped
successor, and the status and score are the same. By induction, a
position wins exactly when the swapped one does, so a search that keeps
one of them has lost nothing. (A game with two packs already keys two
cards of one type as one: `FlatGame.key`.)

Refused when the code names any table or name that reads a suit or a
colour (`red`, `suit`, `suitno`, `colour`, `suited`, `card_suit`, the
`wants_` tables keyed by them, the cards themselves, their types) or any
card attribute but `v`: even a name in a
string or an unused one refuses it, which errs on the safe side.
"""

from __future__ import annotations

from paperc.codegen.paperlang_flat_rules import names

SUITED = {
    "red", "suit", "suitno", "colour", "suited", "card_suit", "cards_of",
    "flat_cards", "flat_suit", "flat_red", "flat_suitno", "flat_colour", "flat_suited",
    "flat_card_suit", "flat_wanted", "Card", "isa", "isnt", "CARDS",
}  # fmt: skip


def rank_only(bodies: list[str]) -> bool:
    """Does the compiled code (its lines, comments aside) read cards by
    value and rank alone?"""
    used = names("\n".join(line.split("#")[0] for line in bodies))
    if any(name.startswith("card_") and name != "card_v" for name in used):
        return False  # (a card attribute of the game's own may tell two such cards apart)
    return not (used & SUITED) and not any(name.startswith("wants_") for name in used)
