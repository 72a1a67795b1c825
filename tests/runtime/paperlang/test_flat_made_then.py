"""Cards made in a `then` body where the player chooses the stack (`random
T -> rows 1 where to{...}`: a wait inside the body, the turn written as a
machine), and cards made and moved onto members braces keep among other
stacks (`place T -> every rows{size < 2}, home N`, `home -> every
rows{size < 3}, waste top 1`; the setup's too), on the compiled engine
(issue 22), as `docs/paperlang.md` says ("Transfers", "Braces"). Compiled from a real
source, played at random, and checked move by move against a little
model of the game written from the reference; then through a Session."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, names
from tests.runtime.paperlang.modelled import compiled, played_against, reached

# a card turned to the waste lets the player put a random token on a row
# holding fewer than three cards; a card sent home puts as many plain
# tokens as the home then holds, modulo three, on each short row and home;
# a tall home gives a card to each row holding fewer than three, then one
# to the waste (the setup puts a token on each empty row and home)
FLAGS = """game Flags start
    #use "deck"
    card token start
        int v = 0
        int suit = 0
    end
    card big token start
        v = 5
    end
    card odd token start
        v = 3
    end
    visiblestack waste
    visiblestack home
    stacklist rows[3] start end
    shuffle deck
    setup start
        turnup deck all
        deck -> waste top 1
        place token -> every rows{size < 1}, home 1
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                random token -> rows 1 where to{to.size < 3}
            pick waste -> home top 1 where from{from.size > 0} then
                place token -> every rows{size < 2}, home (home.size % 3)
            pick home -> home top 0 where from{from.size > 3} then
                home -> every rows{size < 3}, waste top 1
        end
    end
end
"""
ROWS = ["rows[0]", "rows[1]", "rows[2]"]


class Model:
    """Flags as the reference says it plays (cards by name). The token a
    random transfer made is read from the session, and checked to be one
    of `token`'s leaf types."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.stacks = {name: names(session, name) for name in session.stacks()}
        self.making = False  # (the body's transfer waits for the player)
        self.seen = {"chosen": 0, "kept rows": 0, "home": 0, "moved": 0}

    def moves(self) -> list[tuple[str | None, str | None]]:
        stacks = self.stacks
        if self.making:
            return [(None, row) for row in ROWS if len(stacks[row]) < 3]
        found: list[tuple[str | None, str | None]] = []
        if stacks["deck"]:
            found.append(("deck", "waste"))
        if stacks["waste"]:
            found.append(("waste", "home"))
        if len(stacks["home"]) > 3:
            found.append(("home", None))
        return found

    def play(self, move: Move) -> None:
        stacks = self.stacks
        if self.making:
            token = names(self.session, move.target or "")[-1]
            assert token in ("big", "odd") and move.count == 1
            stacks[move.target or ""].append(token)
            self.making = False
            self.seen["chosen"] += 1
            return
        if move.target is None:  # (each short row in turn as the moves left it, then the waste)
            home = stacks["home"]
            for dest in [row for row in ROWS if len(stacks[row]) < 3] + ["waste"]:
                if home and (dest == "waste" or len(stacks[dest]) < 3):
                    stacks[dest].append(home.pop())
                    self.seen["moved"] += 1
            return
        stacks[move.target or ""].append(stacks[move.source or ""].pop())
        if move.source == "deck":
            self.making = True
            return
        amount = len(stacks["home"]) % 3
        for row in ROWS:  # (each kept as the cards made before left it)
            if len(stacks[row]) < 2:
                stacks[row] += ["token"] * amount
                self.seen["kept rows"] += amount
        stacks["home"] += ["token"] * amount
        self.seen["home"] += amount


def test_cards_made_where_the_player_chooses_and_among_kept_members_compile() -> None:
    compiled(FLAGS)


@pytest.mark.parametrize("seed", range(4))
def test_they_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(FLAGS)(), seed)
    played_against(session, Model(session), seed, 120, read=names)


def test_the_playouts_make_every_kind() -> None:
    seen = reached(FLAGS, Model, 120, read=names)
    assert all(seen.values()), seen


def test_the_setup_makes_tokens_on_the_empty_rows_and_home() -> None:
    session = Session(game_class(FLAGS)(), 0)
    assert [names(session, name) for name in [*ROWS, "home"]] == [["token"]] * 4


def test_a_click_on_a_row_makes_the_token_the_body_waits_for() -> None:
    session = Session(game_class(FLAGS)(), 1)
    assert session.click("deck")
    assert [str(move) for move in session.moves()] == [f"random token -> {row}" for row in ROWS]
    assert session.click("rows[2]") and names(session, "rows[2]")[-1] in ("big", "odd")
    assert session.undo() and names(session, "rows[2]") == ["token"]
