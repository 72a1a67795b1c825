"""The Session API raises only its own errors: unknown stacks, indexes of the
wrong type and made-up moves are IllegalMove or SessionError, never a
KeyError, TypeError, IndexError or ValueError from inside an engine."""

from __future__ import annotations

import pytest

from runtime import GameError, IllegalMove, Move, Session, SessionError

OURS = (IllegalMove, GameError, SessionError)
GAMES = ["klondike", "aces_up", "cws_klondike", "cws_tour", "freecell", "cws_golf"]
NOT_STACKS = ["no such pile", "", "row[99]", 3, None, ["deck"], ("deck",), 1.5]


def test_aces_up_full_discard_is_refused_in_words():
    session = Session.open("aces_up", seed=0)
    session.play(session.moves()[0])
    assert session.drag("deck", 0, "discard") is False
    assert session.message == "the discard holds at most 48 cards"
    assert session.move_count == 1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", NOT_STACKS, ids=repr)
def test_an_unknown_stack_is_a_session_error(game, name):
    session = Session.open(game, seed=1)
    real = session.stacks()[0]
    calls = [
        lambda: session.cards(name),
        lambda: session.click(name),
        lambda: session.click(name, 0),
        lambda: session.drag(name, 0, real),
        lambda: session.drag(real, -1, name),
        lambda: session.right_click(name),
        lambda: session.autoplay_target(name),
        lambda: session.help(name),
        lambda: session.press_help(name, 0),
    ]
    for call in calls:
        with pytest.raises(SessionError, match="no stack named"):
            call()
    assert session.move_count == 0


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("index", ["0", None, 1.0, [0]], ids=repr)
def test_an_index_that_is_not_a_number_is_a_session_error(game, index):
    session = Session.open(game, seed=1)
    real = session.stacks()[0]
    calls = [
        lambda: session.click(real, index),
        lambda: session.drag(real, index, real),
        lambda: session.right_click(real, index),
        lambda: session.autoplay_target(real, index),
    ]
    for call in calls:
        with pytest.raises(SessionError, match="index"):
            call()


@pytest.mark.parametrize("game", GAMES)
def test_indexes_out_of_range_are_refused_quietly(game):
    session = Session.open(game, seed=1)
    before = session.state
    for name in session.stacks():
        for index in (-(10**30), -100, 100, 10**30):
            try:
                session.click(name, index)
                session.drag(name, index, session.stacks()[-1])
                session.autoplay_target(name, index)
            except OURS:
                pass
            while session.undo():
                pass
    assert session.state == before


def made_up_moves(session: Session) -> list[object]:
    real = session.moves()[0]
    stack = session.stacks()[0]
    details = [([1, 2],), ({"a": 1},), (1.5,), "abc", None, 5, [1], ((((((((((1,),),),),),),),),),)]
    moves: list[object] = [
        Move(real.source, real.target, real.count, real.index, d) for d in details
    ]
    for value in ("no such pile", 3, ["deck"], 1.5, {"x": 1}):
        moves.append(Move(value, real.target, real.count, real.index, real.detail))  # type: ignore[arg-type]
        moves.append(Move(real.source, value, real.count, real.index, real.detail))  # type: ignore[arg-type]
    for value in ("1", None, 1.5, [1], True):
        moves.append(Move(real.source, real.target, value, real.index, real.detail))  # type: ignore[arg-type]
    for value in ("1", 1.5, [0]):
        moves.append(Move(real.source, real.target, real.count, value, real.detail))  # type: ignore[arg-type]
    moves.append(Move(real.source, real.target, real.count, real.index, real.detail, label=7))  # type: ignore[arg-type]
    # well-typed, but no engine's own: wrong shapes of detail for each language
    for detail in [(), (1,), ("x",), (10**30,), (-1,), ("help", stack, 99), ("help", "nope", 0)]:
        moves.append(Move(stack, None, 0, None, detail))
        moves.append(Move(real.source, real.target, real.count, real.index, detail))
    moves += [None, "click deck", real.to_json(), (real.source, real.target)]
    return moves


@pytest.mark.parametrize("game", GAMES)
def test_a_made_up_move_is_an_illegal_move(game):
    session = Session.open(game, seed=1)
    before = session.state
    for move in made_up_moves(session):
        try:
            session.play(move)  # type: ignore[arg-type]
        except IllegalMove as exc:
            assert exc.reason
            continue
        except GameError:
            continue
        # a well-typed move the engine accepts is a move like any other
        assert session.undo()
    assert session.state == before


def test_a_cdl_detail_holding_a_list_is_refused():
    session = Session.open("cws_klondike", seed=1)
    real = session.moves()[0]
    with pytest.raises(IllegalMove, match="detail"):
        session.play(Move(real.source, real.target, real.count, real.index, ([1, 2],)))
    with pytest.raises(IllegalMove):
        session.play(Move(real.source, real.target, real.count, real.index, ("x",)))


def test_a_new_deal_needs_a_whole_number():
    session = Session.open("golf", seed=1)
    for seed in ("7", 1.5, None):
        with pytest.raises(SessionError, match="seed"):
            session.new_deal(seed)  # type: ignore[arg-type]
    assert session.seed == 1
