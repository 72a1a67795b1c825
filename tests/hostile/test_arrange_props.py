"""Property tests of `Session.arrange`: whatever it is given, only Paper's own
errors escape (SessionError for a malformed layout, GameError for a game
that cannot start its turn there), a refused layout changes nothing, and
an accepted one plays on (`moves`, `key`) and saves and loads back exactly.

The default run is small and derandomized; the `slow` one runs longer.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime import GameError, Session, SessionError, registry

GAMES = sorted(
    game_id
    for game_id, entry in registry.load_all(entry_points=False).games.items()
    if entry.language == "paperlang"
)
SOME = ["klondike", "golf", "freecell", "pyramid"]
QUICK = settings(
    max_examples=12,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
LONG = settings(QUICK, max_examples=400, derandomize=False)

junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=True),
    st.text(max_size=4),
    st.binary(max_size=3),
    st.lists(st.integers(-3, 60), max_size=3),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
)
keys = st.one_of(
    st.none(), st.booleans(), st.integers(), st.text(max_size=4), st.binary(max_size=3)
)
faces = st.one_of(st.booleans(), st.sampled_from(["up", "down", 1, 0, None, "True"]))
card = st.one_of(
    st.tuples(st.integers(-2, 110), faces),
    st.lists(st.one_of(st.integers(-2, 110), faces), max_size=3),
    junk,
)


@st.composite
def layouts(draw, session: Session):
    """A layout: most often every card of the game once, shuffled onto its
    stacks, then spoiled in one way or none."""
    stacks = session.stacks()
    cards = [c.id for name in stacks for c in session.cards(name)]
    order = draw(st.permutations(cards))
    piles: dict[object, list[object]] = {}
    for number in order:
        stack = draw(st.sampled_from(stacks))
        piles.setdefault(stack, []).append((number, draw(st.booleans())))
    how = draw(
        st.sampled_from(["as is", "card", "face", "stack", "pile", "whole", "drop", "twice"])
    )
    if how == "card" and piles:
        name = draw(st.sampled_from(sorted(piles, key=str)))
        if piles[name]:
            piles[name][draw(st.integers(0, len(piles[name]) - 1))] = draw(card)
    elif how == "face" and piles:
        name = draw(st.sampled_from(sorted(piles, key=str)))
        if piles[name]:
            piles[name][0] = (piles[name][0][0], draw(faces))
    elif how == "stack":
        piles[draw(st.one_of(keys, st.sampled_from(["row[99]", "", "Deck "])))] = []
    elif how == "pile" and piles:
        piles[draw(st.sampled_from(sorted(piles, key=str)))] = draw(junk)
    elif how == "whole":
        return draw(junk)
    elif how == "drop" and piles:
        name = draw(st.sampled_from(sorted(piles, key=str)))
        piles[name] = piles[name][1:]
    elif how == "twice" and piles:
        name = draw(st.sampled_from(sorted(piles, key=str)))
        piles[name] = piles[name] + piles[name][:1]
    return piles


def check_arrange(game: str, data) -> None:
    session = Session.open(game, seed=data.draw(st.integers(0, 50)))
    if data.draw(st.booleans()):
        moves = session.moves()
        if moves:
            session.play(moves[0])
    before = session.key()
    piles = data.draw(layouts(session))
    try:
        session.arrange(piles)
    except SessionError as exc:
        assert str(exc)  # a sentence, never empty
        assert session.key() == before  # refused: nothing changed
        session.moves()
        return
    except GameError:
        return  # the game's own rules cannot start a turn there: its own error
    session.moves()
    session.key()
    assert session.move_count == 0
    for _ in range(data.draw(st.integers(0, 3))):
        moves = session.moves()
        if not moves:
            break
        session.play(moves[data.draw(st.integers(0, len(moves) - 1))])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "arranged.json"
        session.save(path)
        loaded = Session.load(path)
    assert loaded.key() == session.key() and loaded.move_count == session.move_count
    loaded.restart()
    session.restart()
    assert loaded.key() == session.key()


@pytest.mark.parametrize("game", SOME)
@QUICK
@given(data=st.data())
def test_arrange_raises_only_papers_errors(game, data):
    check_arrange(game, data)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@LONG
@given(data=st.data())
def test_arrange_raises_only_papers_errors_long(game, data):
    check_arrange(game, data)


@pytest.mark.parametrize(
    ("piles", "words"),
    [
        ({"deck": "AS 2S"}, "a list of (card id, face up)"),
        ({"deck": [(1, "up")]}, "face up is True or False"),
        ({"deck": [("1", True)]}, "a card id is a whole number"),
        ({"deck": [(1,)]}, "is (card id, face up)"),
        ({"deck": [None]}, "is (card id, face up)"),
        ({3: []}, "no stack named 3"),
        ([("deck", [])], "arrange takes stack -> cards"),
        ({"deck": [(True, True)]}, "a card id is a whole number"),
    ],
)
def test_a_malformed_layout_says_what_is_wrong(piles, words):
    session = Session.open("klondike", seed=1)
    before = session.key()
    with pytest.raises(SessionError, match=words.replace("(", r"\(").replace(")", r"\)")):
        session.arrange(piles)
    assert session.key() == before and len(session.moves()) > 0


def test_a_face_of_up_never_reaches_the_engine():
    session = Session.open("klondike", seed=1)
    every = [c.id for name in session.stacks() for c in session.cards(name)]
    random.Random(4).shuffle(every)
    with pytest.raises(SessionError, match="face up"):
        session.arrange({"deck": [(number, "up") for number in every]})
    session.moves()
    session.key()
