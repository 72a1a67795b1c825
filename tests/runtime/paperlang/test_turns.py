"""The turn loop: picks and their `then` bodies, buttons, `top 0` clicks,
winning and losing, players, and how clicks and drags pick an option."""

from __future__ import annotations

import pytest

from runtime import IllegalMove
from tests.runtime.paperlang.conftest import names, open_game

B3 = """game T3 start
    card X start end
    stacklist r[3]
    hiddenstack pool
    place X -> pool 3
    setup start end
    turn start
        pickone start
            pick pool -> pool top 0 then
                auto pool -> r{|[]} top 1
        end
        every r /> r[:-1] top all where from{from.size > 0}
        if (r[0]).size == 3 start
            winneris currentPlayer
        end
    end
end
"""


def sizes(session, base, count):
    return [len(session.cards(f"{base}[{i}]")) for i in range(count)]


def test_b3_deals_and_sweeps_then_wins_on_turn_three():
    session = open_game(B3)
    assert [str(m) for m in session.moves()] == ["click pool"]
    assert session.click("pool")
    assert sizes(session, "r", 3) == [1, 0, 0]
    assert session.click("pool")
    assert sizes(session, "r", 3) == [2, 0, 0]
    assert session.status == "playing"
    assert session.click("pool")
    assert sizes(session, "r", 3) == [3, 0, 0]
    assert session.status == "won"
    assert session.moves() == []
    assert [e.kind for e in session.events][-1] == "won"


PICKS = """game P start
    card X start end
    visiblestack a visiblestack b visiblestack c
    int count = 0
    place X -> a 2
    turn start
        pickone start
            pick a -> b top 1 then
                count = count + 1
                if count == 2 start
                    place X -> c 1
                end
            pick a, b -> c top 1 where from{from.size > 0} then
        end
        if c.size == 3 start
            looseris currentPlayer
        end
    end
end
"""


def test_pick_bodies_run_after_their_option_and_variables_persist():
    session = open_game(PICKS)
    listed = [(m.source, m.target) for m in session.moves()]
    assert listed == [("a", "b"), ("a", "c")]  # (a, b) is not offered twice
    assert session.drag("a", 1, "b")
    assert names(session, "b") == ["X"]
    assert session.drag("a", 0, "b")
    assert names(session, "c") == ["X"]  # count reached 2 on the second pick
    assert session.drag("b", 1, "c")
    assert names(session, "c") == ["X", "X"]
    assert session.drag("b", 0, "c")
    assert session.status == "lost"  # looseris


def test_illegal_moves_change_nothing():
    session = open_game(PICKS)
    before = session.state
    assert not session.drag("a", 1, "a")
    assert "cannot move" in session.message
    with pytest.raises(IllegalMove):
        session.play(session.moves()[0].__class__("c", "a", 1))
    assert session.state is before


BUTTONS = """game B start
    card X start end
    visiblestack hand
    turn start
        buttons start
            button "hit" then
                place X -> hand 1
            button "stand" then
                if hand.size > 1 start
                    winneris currentPlayer
                else
                    looseris currentPlayer
                end
        end
    end
end
"""


@pytest.mark.parametrize(("hits", "status"), [(0, "lost"), (2, "won")])
def test_buttons(hits, status):
    session = open_game(BUTTONS)
    assert [str(m) for m in session.moves()] == ["hit", "stand"]
    for _ in range(hits):
        session.play(session.moves()[0])
    session.play(session.moves()[1])
    assert len(session.cards("hand")) == hits
    assert session.status == status


def test_a_pick_with_no_open_option_is_a_lost_game():
    source = """game S start
        card X start end
        visiblestack a visiblestack b
        place X -> a 1
        turn start
            pickone start
                pick a -> b top 1 where from{from.size > 0} then
            end
        end
    end
    """
    session = open_game(source)
    assert session.status == "playing"
    assert session.click("a")
    assert session.status == "lost"
    assert [e.kind for e in session.events] == ["move", "stalled", "lost"]


PLAYERS = """game M start
    card X start end
    visiblestack pile
    players 3
    int turns = 0
    foreachplayer p start
        int p.score = 0
    end
    turn start
        currentPlayer.score = currentPlayer.score + 1
        turns = turns + 1
        pickone start
            pick pile -> pile top 0 then
        end
        if (currentPlayer.score == 2) && (currentPlayer == currentPlayer) start
            place X -> pile 1
        end
        if turns == 6 start
            winneris currentPlayer
        end
    end
end
"""


def test_players_take_turns_in_rotation():
    session = open_game(PLAYERS)
    for _ in range(6):
        session.click("pile")
    # each of the 3 players reached score 2 once; player 2 played turn 6
    assert len(session.cards("pile")) == 3
    # player 2 played turn 6 and won: the status is the current player's view
    assert session.status == "won" and session.player == 2


def test_undo_redo_and_replay_reach_the_same_states():
    session = open_game(PICKS)
    session.drag("a", 1, "b")
    after_one = session.state
    session.drag("a", 0, "b")
    session.undo()
    assert session.state == after_one
    assert names(session, "b") == ["X"]
    session.redo()
    assert names(session, "c") == ["X"]
    # play again from an older state: the engine replays the turn from its start
    session.undo()
    session.drag("a", 0, "c")
    assert names(session, "c") == ["X"]
    assert names(session, "b") == ["X"]
