"""Canfield as the seed plays it (games_src/canfield.pl), through the `game` fixture."""

from __future__ import annotations

import random

import canfield_rules
import pytest

from runtime import IllegalMove, Move

GAME = "canfield"  # the plugin compiled from games_src/canfield.pl
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


def play_token(g, token: str) -> None:
    if token in ("d", "h"):
        assert g.attempt("click deck" if token == "d" else "click reserve"), (token, g.message)
        return
    source, target = (pile_name(word) for word in token.split(">"))
    whole = source.startswith("tableau") and target.startswith("tableau")
    grab = f"{source}:0" if whole else source
    assert g.attempt(f"{grab} -> {target}"), (token, g.message)


def names(g, pile: str) -> list[str]:
    return [card.name for card in g.cards(pile)]


def test_the_deal(game):
    g = game(GAME, seed=9)
    assert len(g.cards("reserve")) == 13
    assert not any(card.face_up for card in g.cards("reserve"))
    assert len(g.cards("deck")) == 35
    assert not any(card.face_up for card in g.cards("deck"))
    for column in COLUMNS:
        assert len(g.cards(column)) == 1 and g.cards(column)[0].face_up
    assert all(not g.cards(name) for name in ["waste", "rwaste", *FOUNDATIONS])
    dealt = {(c.rank, c.suit) for name in g.stacks() for c in g.cards(name)}
    assert len(dealt) == 52
    assert g.score == 0
    g.assert_status("playing")


def test_the_main_stock_turns_three_and_goes_round_again(game):
    g = game(GAME, seed=9)
    stock = names(g, "deck")
    assert g.attempt("click deck")
    assert names(g, "waste") == stock[-1:-4:-1]  # turned over: the third card on top
    assert all(card.face_up for card in g.cards("waste"))
    while g.cards("deck"):
        assert g.attempt("click deck")
    assert len(g.cards("waste")) == 35
    assert g.attempt("click deck")  # the empty stock turns the waste over
    assert names(g, "deck") == stock and not g.cards("waste")
    assert not any(card.face_up for card in g.cards("deck"))


def test_the_holding_stock_turns_one_card_and_never_again(game):
    g = game(GAME, seed=9)
    reserve = names(g, "reserve")
    assert g.attempt("click reserve")
    assert names(g, "rwaste") == reserve[-1:]
    for _ in range(12):
        assert g.attempt("click reserve")
    assert names(g, "rwaste") == reserve[::-1]
    g.assert_refused("click reserve")
    assert not any(m.source == "reserve" or m.target == "reserve" for m in g.moves())


def test_foundations_build_up_in_suit_from_the_ace(game):
    # along the winning game, what each foundation is offered is what the rule says
    g = game(GAME, seed=9)
    checked = 0
    for token in WON_9.split():
        for source in ["waste", "rwaste", *COLUMNS]:
            if not g.cards(source):
                continue
            card = g.cards(source)[-1]
            for pile in FOUNDATIONS:
                home = g.cards(pile)
                fits = (
                    card.rank == 1
                    if not home
                    else (home[-1].suit == card.suit and home[-1].rank + 1 == card.rank)
                )
                offered = any(m.source == source and m.target == pile for m in g.moves())
                assert offered == fits, (card, pile)
                checked += 1
        play_token(g, token)
    assert checked > 1000


def test_a_refused_move_says_why(game):
    g = game(GAME, seed=9)
    top = g.cards("tableau[0]")[-1]
    assert top.rank != 1
    g.assert_refused(f"tableau[0] -> {FOUNDATIONS[0]}", reason="ace")
    assert g.autoplay_target("tableau[0]") is None


def test_columns_build_down_in_alternate_colours_and_move_whole(game):
    g = game(GAME, seed=9)
    for token in WON_9.split()[: WON_9.split().index("t2>t1") + 1]:
        play_token(g, token)
    column = g.cards("tableau[1]")
    assert len(column) >= 2
    for lower, upper in zip(column, column[1:], strict=False):
        assert lower.rank == upper.rank + 1 and lower.red != upper.red
    # only the whole column moves: its top card alone may not go to another column
    for other in COLUMNS:
        assert not any(
            m.source == "tableau[1]" and m.target == other and m.count < len(column)
            for m in g.moves()
        )
    with pytest.raises(IllegalMove):
        g.session.play(Move("tableau[1]", "tableau[3]", 1, len(column) - 1))


def test_an_empty_column_is_filled_from_the_holding_waste_only(game):
    g = game(GAME, seed=1)  # deal 1: column 0 holds an ace
    assert g.autoplay_target("tableau[0]") == FOUNDATIONS[0]
    assert g.attempt(f"tableau[0] -> {FOUNDATIONS[0]}")
    assert not g.cards("tableau[0]")
    g.attempt("click deck")
    assert not any(m.source == "waste" and m.target == "tableau[0]" for m in g.moves())
    g.assert_refused("waste -> tableau[0]")
    assert not any(m.source.startswith("tableau") and m.target == "tableau[0]" for m in g.moves())
    g.attempt("click reserve")
    assert g.attempt("rwaste -> tableau[0]")


def test_what_may_fill_an_empty_column_along_a_whole_game(game):
    g = game(GAME, seed=9)
    seen = {"holding waste": 0, "king": 0, "refused": 0}
    for token in WON_9.split():
        holding = bool(g.cards("reserve") or g.cards("rwaste"))
        for column in (c for c in COLUMNS if not g.cards(c)):
            offered = {m.source for m in g.moves() if m.target == column}
            assert offered <= {"waste", "rwaste"}
            assert ("rwaste" in offered) == bool(g.cards("rwaste"))
            king = bool(g.cards("waste")) and g.cards("waste")[-1].rank == 13
            assert ("waste" in offered) == (king and not holding)
            seen["holding waste"] += "rwaste" in offered
            seen["king"] += "waste" in offered
            seen["refused"] += bool(g.cards("waste")) and "waste" not in offered
        play_token(g, token)
    assert all(seen.values()), seen


def test_the_winning_deal(game):
    g = game(GAME, seed=9)
    for token in WON_9.split():
        g.assert_status("playing")
        play_token(g, token)
    g.assert_status("won")
    assert g.score == 52
    for pile in FOUNDATIONS:
        cards = g.cards(pile)
        assert [c.rank for c in cards] == list(range(1, 14)) and len({c.suit for c in cards}) == 1


def test_the_game_is_lost_when_another_round_could_play_nothing(game):
    g = game(GAME, seed=2)
    seen = set()
    for _ in range(3000):
        if g.status != "playing":
            break
        here = tuple(tuple(c.id for c in g.cards(n)) for n in g.stacks())
        seen.add(here)
        for move in g.moves():
            if move.source in ("deck", "reserve"):
                continue
            g.play(str(move))
            after = tuple(tuple(c.id for c in g.cards(n)) for n in g.stacks())
            if after not in seen:
                break
            g.undo()
        else:
            g.attempt("click reserve") or g.attempt("click deck")
    assert g.status == "lost"
    assert not g.cards("deck") and not g.cards("reserve")
    assert g.moves() == [] and g.score < 52


def _model_state(g):
    def pile(name):
        return tuple((c.rank, c.suit) for c in g.cards(name))

    found = tuple((len(g.cards(f)), g.cards(f)[-1].suit if g.cards(f) else "") for f in FOUNDATIONS)
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
    canfield_rules' independent model of the rules)"""
    for _ in range(100):
        found = canfield_rules.moves(state)
        if [move for move in found if move != "d"]:
            return False
        if "d" not in found:
            return True
        state = canfield_rules.apply(state, "d")
    return True


@pytest.mark.parametrize("seed", [3, 4, 8, 10])
def test_the_loss_is_declared_exactly_when_nothing_can_be_played(game, seed):
    rnd = random.Random(seed)
    g = game(GAME, seed=seed)
    while g.status == "playing":
        moves = g.moves()
        plays = [m for m in moves if m.source != "deck"]
        g.play(str(rnd.choice(plays if plays and rnd.random() < 0.5 else moves)))
        state = _model_state(g)
        if not state[0] and not state[2] and g.score < 52:
            assert (g.status == "lost") == _nothing_left(state)
    assert g.status == "lost"
