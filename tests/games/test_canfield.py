"""Canfield as the seed plays it (games_src/canfield.pl), through runtime.Session."""

from __future__ import annotations

import random

import pytest
import solve_canfield

from runtime import IllegalMove, Move, Session

PLUGIN = "plugins/canfield.py"
FOUNDATIONS = [f"foundations[{j}]" for j in range(4)]
COLUMNS = [f"tableau[{t}]" for t in range(4)]
NAMES = {"w": "waste", "v": "rwaste", "t": "tableau", "f": "foundations"}

# Found by `solve_canfield.py --seeds 9`: `d` clicks the main stock, `h` the
# holding stock; `v>t2` plays the holding waste's top card on column 2,
# `t1>t0` moves column 1 as a whole onto column 0.
WON_9 = (
    "h h h v>f0 h h v>f0 h h h v>t2 h h h v>t1 h v>f1 h t2>t1 v>t2 d w>t1 d w>t0 d w>t0 d w>t1 "
    "d d w>f2 d w>t1 w>f1 v>t1 d d w>f0 w>t0 v>t0 d w>t1 d d d d d w>f0 d w>t2 d w>t3 d w>f3 "
    "w>t2 w>f1 d w>f1 d w>t0 v>t0 t3>t0 v>t3 d d w>f3 w>f3 d d d w>f0 d d d d d d w>f3 t1>f3 "
    "d d d d d d w>f1 t3>f1 v>t3 d w>t3 v>t3 d w>f2 d w>f1 d d w>t3 d d d d w>f0 w>t2 d w>f2 "
    "v>f2 t0>f2 t0>f3 t1>f2 t0>f2 t1>f0 t0>f0 t1>f1 t0>f1 t3>f2 w>f2 t3>f0 t2>f0 t3>f2 t2>f2 "
    "t3>f0 t2>f0 d w>t3 w>f3 w>t3 w>f3 t1>f3 t0>f3 t1>f1 t0>f1 t1>f3 t0>f3 t1>f2 t0>f2 t1>f0 "
    "t3>f1 t2>f1 t3>f3"
)


def pile_name(word: str) -> str:
    return NAMES[word[0]] + (f"[{word[1]}]" if len(word) > 1 else "")


def play_token(s: Session, token: str) -> None:
    if token in ("d", "h"):
        assert s.click("deck" if token == "d" else "reserve"), (token, s.message)
        return
    source, target = (pile_name(word) for word in token.split(">"))
    whole = source.startswith("tableau") and target.startswith("tableau")
    index = 0 if whole else len(s.cards(source)) - 1
    assert s.drag(source, index, target), (token, s.message)


def names(s: Session, pile: str) -> list[str]:
    return [card.name for card in s.cards(pile)]


@pytest.fixture
def game() -> Session:
    return Session.open(PLUGIN, seed=9)


def test_the_deal(game):
    assert len(game.cards("reserve")) == 13
    assert not any(card.face_up for card in game.cards("reserve"))
    assert len(game.cards("deck")) == 35
    assert not any(card.face_up for card in game.cards("deck"))
    for column in COLUMNS:
        assert len(game.cards(column)) == 1 and game.cards(column)[0].face_up
    assert all(not game.cards(name) for name in ["waste", "rwaste", *FOUNDATIONS])
    dealt = {(c.rank, c.suit) for name in game.stacks() for c in game.cards(name)}
    assert len(dealt) == 52
    assert game.score == 0 and game.status == "playing"


def test_the_main_stock_turns_three_and_goes_round_again(game):
    stock = names(game, "deck")
    assert game.click("deck")
    assert names(game, "waste") == stock[-1:-4:-1]  # turned over: the third card on top
    assert all(card.face_up for card in game.cards("waste"))
    while game.cards("deck"):
        assert game.click("deck")
    assert len(game.cards("waste")) == 35
    assert game.click("deck")  # the empty stock turns the waste over
    assert names(game, "deck") == stock and not game.cards("waste")
    assert not any(card.face_up for card in game.cards("deck"))


def test_the_holding_stock_turns_one_card_and_never_again(game):
    reserve = names(game, "reserve")
    assert game.click("reserve")
    assert names(game, "rwaste") == reserve[-1:]
    for _ in range(12):
        assert game.click("reserve")
    assert names(game, "rwaste") == reserve[::-1]
    assert not game.click("reserve")
    assert not any(m.source == "reserve" or m.target == "reserve" for m in game.moves())


def test_foundations_build_up_in_suit_from_the_ace():
    # along the winning game, what each foundation is offered is what the rule says
    s = Session.open(PLUGIN, seed=9)
    checked = 0
    for token in WON_9.split():
        for source in ["waste", "rwaste", *COLUMNS]:
            if not s.cards(source):
                continue
            card = s.cards(source)[-1]
            for pile in FOUNDATIONS:
                home = s.cards(pile)
                fits = (
                    card.rank == 1
                    if not home
                    else (home[-1].suit == card.suit and home[-1].rank + 1 == card.rank)
                )
                offered = any(m.source == source and m.target == pile for m in s.moves())
                assert offered == fits, (card, pile)
                checked += 1
        play_token(s, token)
    assert checked > 1000


def test_a_refused_move_says_why(game):
    top = game.cards("tableau[0]")[-1]
    assert top.rank != 1
    assert not game.drag("tableau[0]", 0, FOUNDATIONS[0])
    assert "ace" in game.message
    assert game.autoplay_target("tableau[0]") is None


def test_columns_build_down_in_alternate_colours_and_move_whole(game):
    s = Session.open(PLUGIN, seed=9)
    for token in WON_9.split()[: WON_9.split().index("t2>t1") + 1]:
        play_token(s, token)
    column = s.cards("tableau[1]")
    assert len(column) >= 2
    for lower, upper in zip(column, column[1:], strict=False):
        assert lower.rank == upper.rank + 1 and (lower.suit in "HD") != (upper.suit in "HD")
    # only the whole column moves: its top card alone may not go to another column
    for other in COLUMNS:
        assert not any(
            m.source == "tableau[1]" and m.target == other and m.count < len(column)
            for m in s.moves()
        )
    with pytest.raises(IllegalMove):
        s.play(Move("tableau[1]", "tableau[3]", 1, len(column) - 1))


def test_an_empty_column_is_filled_from_the_holding_waste_only():
    s = Session.open(PLUGIN, seed=1)  # deal 1: column 0 holds an ace
    assert s.autoplay_target("tableau[0]") == FOUNDATIONS[0]
    assert s.drag("tableau[0]", 0, FOUNDATIONS[0])
    assert not s.cards("tableau[0]")
    s.click("deck")
    assert not any(m.source == "waste" and m.target == "tableau[0]" for m in s.moves())
    assert not s.drag("waste", len(s.cards("waste")) - 1, "tableau[0]")
    assert not any(m.source.startswith("tableau") and m.target == "tableau[0]" for m in s.moves())
    s.click("reserve")
    assert s.drag("rwaste", 0, "tableau[0]")


def test_what_may_fill_an_empty_column_along_a_whole_game():
    s = Session.open(PLUGIN, seed=9)
    seen = {"holding waste": 0, "king": 0, "refused": 0}
    for token in WON_9.split():
        holding = bool(s.cards("reserve") or s.cards("rwaste"))
        for column in (c for c in COLUMNS if not s.cards(c)):
            offered = {m.source for m in s.moves() if m.target == column}
            assert offered <= {"waste", "rwaste"}
            assert ("rwaste" in offered) == bool(s.cards("rwaste"))
            king = bool(s.cards("waste")) and s.cards("waste")[-1].rank == 13
            assert ("waste" in offered) == (king and not holding)
            seen["holding waste"] += "rwaste" in offered
            seen["king"] += "waste" in offered
            seen["refused"] += bool(s.cards("waste")) and "waste" not in offered
        play_token(s, token)
    assert all(seen.values()), seen


def test_the_winning_deal(game):
    for token in WON_9.split():
        assert game.status == "playing"
        play_token(game, token)
    assert game.status == "won" and game.score == 52
    for pile in FOUNDATIONS:
        cards = game.cards(pile)
        assert [c.rank for c in cards] == list(range(1, 14)) and len({c.suit for c in cards}) == 1


def test_the_game_is_lost_when_another_round_could_play_nothing():
    s = Session.open(PLUGIN, seed=2)
    seen = set()
    for _ in range(3000):
        if s.status != "playing":
            break
        here = tuple(tuple(c.id for c in s.cards(n)) for n in s.stacks())
        seen.add(here)
        for move in s.moves():
            if move.source in ("deck", "reserve"):
                continue
            s.play(move)
            after = tuple(tuple(c.id for c in s.cards(n)) for n in s.stacks())
            if after not in seen:
                break
            s.undo()
        else:
            s.click("reserve") or s.click("deck")
    assert s.status == "lost"
    assert not s.cards("deck") and not s.cards("reserve")
    assert s.moves() == [] and s.score < 52


def _model_state(s: Session):
    def pile(name):
        return tuple((c.rank, c.suit) for c in s.cards(name))

    found = tuple((len(s.cards(f)), s.cards(f)[-1].suit if s.cards(f) else "") for f in FOUNDATIONS)
    return (
        pile("deck"),
        pile("waste"),
        pile("reserve"),
        pile("rwaste"),
        found,
        tuple(pile(c) for c in COLUMNS),
    )


def _nothing_left(state) -> bool:
    """Would turning the stock round and round ever offer a play? (by
    solve_canfield's independent model of the rules)"""
    for _ in range(100):
        found = solve_canfield.moves(state)
        if [move for move in found if move != "d"]:
            return False
        if "d" not in found:
            return True
        state = solve_canfield.apply(state, "d")
    return True


@pytest.mark.parametrize("seed", [3, 4, 8, 10])
def test_the_loss_is_declared_exactly_when_nothing_can_be_played(seed):
    rnd = random.Random(seed)
    s = Session.open(PLUGIN, seed=seed)
    while s.status == "playing":
        moves = s.moves()
        plays = [m for m in moves if m.source != "deck"]
        s.play(rnd.choice(plays if plays and rnd.random() < 0.5 else moves))
        state = _model_state(s)
        if not state[0] and not state[2] and s.score < 52:
            assert (s.status == "lost") == _nothing_left(state)
    assert s.status == "lost"
