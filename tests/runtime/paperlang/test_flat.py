"""The fast path (`FlatGame`, chosen by `paperc/codegen/paperlang_flat.py`):
taken by the games whose every feature is on its list and by no other, and
indistinguishable from the general engine: the same moves in the same
order, the same tables and events after each, a canonical key, and a
`successor` that agrees with `play`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from paperc.codegen.paperlang_flat import refusal
from paperc.irdump import game_ir
from runtime.engine.model import GameError, IllegalMove
from runtime.engine.paperlang.flat import FlatGame
from runtime.engine.paperlang.game import PaperlangGame, State
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, open_game

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ROOT / "games_src"

FLAT = [
    "all_in_a_row",
    "bakers_dozen",
    "bakers_game",
    "beleaguered_castle",
    "black_hole",
    "bristol",
    "calculation",
    "corners",
    "cruel",
    "eight_off",
    "fortress",
    "forty_thieves",
    "freecell",
    "golf",
    "josephine",
    "king_albert",
    "klondike",
    "klondike_draw_one",
    "limited",
    "lucas",
    "maria",
    "raglan",
    "seahaven_towers",
    "sir_tommy",
    "streets_and_alleys",
    "thoughtful_klondike",
    "westcliff",
]
GENERAL = {  # a game that keeps the general engine, and (part of) why
    "accordion": "goes on after its `pickone`",
    "canfield": "phases",
    "clock": "goes on after its `pickone`",
    "la_belle_lucie": "phases",
    "whitehead": "the turn uses AttrSum",
    "tri_peaks": "`score`",
    "klondike_vegas": "`score`",  # (its redeal limit, 0, is on the fast path's list)
    "aces_up": "the turn changes a game variable",
    "simple_simon": "suit is not an int or bool of every stack read",
    "pyramid": "the turn runs a Outcome",  # (include/pyramid.pl ends the game itself)
}


def playout(game: str, seed: int, steps: int = 120):
    """The positions of a random playout: (session, state, moves offered)."""
    session = Session.open(ROOT / "plugins" / f"{game}.py", seed=seed)
    chooser = random.Random(seed * 31 + 7)
    for _ in range(steps):
        offered = session.moves()
        if not offered:
            return
        yield session, session.state, offered
        session.play(chooser.choice(offered))


@pytest.mark.parametrize("game", FLAT)
def test_the_fast_path_is_taken(game: str) -> None:
    assert refusal(game_ir(SOURCES / f"{game}.pl").program) is None
    session = Session.open(ROOT / "plugins" / f"{game}.py", seed=1)
    assert isinstance(session.rules, FlatGame)
    assert type(session.state) is tuple  # the flat state: per stack, a tuple of ints
    assert all(type(cards) is tuple for cards in session.state)


@pytest.mark.parametrize("game", sorted(GENERAL))
def test_other_games_keep_the_general_engine_and_say_why(game: str) -> None:
    reason = refusal(game_ir(SOURCES / f"{game}.pl").program)
    assert reason is not None and GENERAL[game] in reason
    session = Session.open(ROOT / "plugins" / f"{game}.py", seed=1)
    assert not isinstance(session.rules, FlatGame)


SHUFFLING = """game Reshuffle start
    #use "deck"
    stacklist piles[2] start
        build "YUS"
    end
    setup start
        deck -> piles[0] top 5
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick deck -> deck top 0 where from{from.size > 0} then
                shuffle deck
        end
    end
end
"""


def test_a_feature_off_the_list_keeps_the_general_engine() -> None:
    # a shuffle during play: the deal generator becomes part of the state
    session = open_game(SHUFFLING)
    assert not isinstance(session.rules, FlatGame)
    plain = SHUFFLING.replace("                shuffle deck\n", "")
    assert isinstance(open_game(plain).rules, FlatGame)


@pytest.mark.parametrize("game", FLAT)
def test_the_same_moves_tables_and_events_as_the_general_engine(game: str) -> None:
    for seed in range(2):
        for session, state, offered in playout(game, seed, 60):
            rules = session.rules
            general = rules.general(state)
            assert PaperlangGame.moves(rules, general) == offered
            move = random.Random(len(offered)).choice(offered)
            after, events = rules.play(state, move)
            then, general_events = PaperlangGame.play(rules, general, move)
            assert events == general_events
            for name in rules.stacks():
                assert rules.cards(after, name) == PaperlangGame.cards(rules, then, name)
            assert rules.status(after) == PaperlangGame.status(rules, then)
            assert rules.score(after) == PaperlangGame.score(rules, then)


CASE = (ROOT / "tests" / "paperc" / "cases" / "paperlang_flat" / "game.pl").read_text(
    encoding="utf-8"
)


@pytest.mark.parametrize(
    ("seed", "columns"), [(seed, "KDA") for seed in range(6)] + [(0, "KBA"), (1, "KBA"), (2, "YYA")]
)
def test_the_golden_case_plays_as_the_general_engine(seed: int, columns: str) -> None:
    # wrapping X bases, a judged plain pick, a `then` loop: off the bundled games' beaten track;
    # columns built up or down (two keys wanted: runs and piles read the rule itself), or by
    # colour alone
    session = open_game(CASE.replace('build "KDA"', f'build "{columns}"'), seed=seed)
    rules = session.rules
    assert isinstance(rules, FlatGame)
    chooser = random.Random(seed)
    for _ in range(150):
        state, offered = session.state, session.moves()
        general = rules.general(state)
        assert PaperlangGame.moves(rules, general) == offered
        if not offered:
            break
        move = chooser.choice(offered)
        after, events = rules.play(state, move)
        then, general_events = PaperlangGame.play(rules, general, move)
        assert events == general_events
        for name in rules.stacks():
            assert rules.cards(after, name) == PaperlangGame.cards(rules, then, name)
        assert rules.status(after) == PaperlangGame.status(rules, then)
        assert all(rules.successor(state, m) == rules.play(state, m)[0] for m in offered)
        session.play(move)


@pytest.mark.parametrize("game", FLAT)
def test_successor_agrees_with_play(game: str) -> None:
    for session, state, offered in playout(game, 3):
        rules = session.rules
        for move in offered:
            child = rules.successor(state, move)
            assert child == rules.play(state, move)[0]
            assert rules.key(child) == rules.key(rules.play(state, move)[0])
        assert state == session.state  # neither changed the position it was given


def test_the_key_is_the_table_and_nothing_else() -> None:
    # two cascades' top cards into two free cells, in either order: two
    # paths to one table, and one key
    first, second = (Session.open(ROOT / "plugins" / "freecell.py", seed=1) for _ in range(2))
    start_key = first.key()
    for session, order in ((first, (0, 1)), (second, (1, 0))):
        for number in order:
            source, cell = f"cascades[{number}]", f"cells[{number}]"
            session.play(next(m for m in session.moves() if (m.source, m.target) == (source, cell)))
    assert table(first) == table(second)
    assert first.key() == second.key() and hash(first.key()) == hash(second.key())
    assert first.key() != start_key
    assert first.history() != second.history()


def test_keys_are_equal_exactly_when_tables_are() -> None:
    keys: dict[object, list[str]] = {}
    for session, _, _ in playout("klondike", 2, 200):
        seen = keys.setdefault(session.key(), table(session))
        assert seen == table(session)
    tables = {tuple(t) for t in keys.values()}
    assert len(tables) == len(keys)


def test_a_refused_move_says_why_on_the_fast_path() -> None:
    session = Session.open(ROOT / "plugins" / "klondike.py", seed=4)
    assert type(session.state) is tuple
    column = next(
        name
        for name in session.stacks()
        if name.startswith("tableau") and session.cards(name)[-1].rank not in (1, 13)
    )
    assert not session.drag(column, -1, "foundations[0]")
    assert "foundation" in session.message or "ace" in session.message
    before = session.state
    with pytest.raises(IllegalMove):
        session.play(session.moves()[0].__class__("deck", "tableau[0]", 1, 23, (9, 0, 6)))
    assert session.state is before


def test_undo_redo_and_a_save_replay_the_fast_path(tmp_path) -> None:
    session = Session.open(ROOT / "plugins" / "klondike.py", seed=6)
    chooser = random.Random(6)
    tables = [table(session)]
    for _ in range(40):
        session.play(chooser.choice(session.moves()))
        tables.append(table(session))
    session.save(tmp_path / "game.json")
    loaded = Session.load(tmp_path / "game.json", plugins=[ROOT / "plugins"])
    assert table(loaded) == tables[-1] and loaded.key() == session.key()
    while session.undo():
        pass
    assert table(session) == tables[0]
    while session.redo():
        pass
    assert table(session) == tables[-1]


def test_a_general_state_is_still_played_by_the_general_engine() -> None:
    rules = game_class(SHUFFLING.replace("                shuffle deck\n", ""))()
    state, _ = rules.deal(0)
    general = rules.general(state)
    assert type(general) is State
    move = rules.moves(general)[0]
    after, _ = rules.play(general, move)
    assert type(after) is State
    assert rules.moves(after) == rules.moves(rules.play(state, move)[0])


def table(session: Session) -> list[str]:
    return [" ".join([n, *map(str, session.cards(n))]) for n in session.stacks()]


ENDLESS = """game Endless start
    #use "deck"
    visiblestack home start build "YNN" end
    setup start
        turnup deck all
    end
    turn start
        int i = 0
        while home.size > 0 start
            i = i + 1
        end
        pickone start
            pick deck -> home build then
        end
    end
end
"""


def test_an_endless_loop_on_the_fast_path_names_its_line_and_changes_nothing() -> None:
    session = open_game(ENDLESS)
    assert isinstance(session.rules, FlatGame) and type(session.state) is tuple
    before, (move,) = session.state, session.moves()
    with pytest.raises(GameError) as flat_error:
        session.play(move)
    assert session.state is before and session.moves() == [move]
    rules = session.rules
    with pytest.raises(GameError) as general_error:
        PaperlangGame.play(rules, rules.general(before), move)
    assert str(flat_error.value) == str(general_error.value)
    assert "runs forever" in str(flat_error.value) and ":9:" in str(flat_error.value)


def test_a_field_the_fast_path_does_not_know_keeps_the_general_engine(monkeypatch) -> None:
    # as if `maxlength` were a feature added to the language after the fast path
    from paperc.codegen import paperlang_flat_ir
    from paperc.ir import PileProps

    program = game_ir(SOURCES / "klondike.pl").program
    assert refusal(program) is None
    known = dict(paperlang_flat_ir.KNOWN)
    known[PileProps] = known[PileProps] - {"maxlength"}
    monkeypatch.setattr(paperlang_flat_ir, "KNOWN", known)
    assert "PileProps.maxlength is not on the fast path's list" in (refusal(program) or "")


def test_the_line_table_names_the_source_line_of_the_fast_path_code() -> None:
    from runtime.engine.paperlang.game import line_table

    # (FreeCell writes its turn itself: Klondike's comes from an include, named by its `#use`)
    rules = Session.open(ROOT / "plugins" / "freecell.py", seed=0).rules
    starts, lines = line_table(type(rules))
    text = (ROOT / "plugins" / "freecell.py").read_text(encoding="utf-8").splitlines()
    for needle, source_line in (("found.append((2,", 59), ("found.append((3,", 61)):
        generated = next(n for n, line in enumerate(text, 1) if needle in line)
        at = max(i for i, start in enumerate(starts) if start <= generated)
        assert lines[at] == source_line


HIDDEN = """game Hidden start
    #use "deck"
    visiblestack waste start end
    visiblestack shown start end
    setup start
        hide waste
        show deck
    end
    turn start
        pickone start
            pick deck -> waste top 2 where from{from.size > 0} then
                waste -> shown top 1
        end
    end
end
"""


def test_faces_follow_what_the_setup_showed_and_hid() -> None:
    session = open_game(HIDDEN)
    rules = session.rules
    assert isinstance(rules, FlatGame)
    for _ in range(5):
        state, (move,) = session.state, session.moves()
        general = rules.general(state)
        after, events = rules.play(state, move)
        then, general_events = PaperlangGame.play(rules, general, move)
        assert events == general_events
        for name in rules.stacks():
            assert rules.cards(after, name) == PaperlangGame.cards(rules, then, name)
        session.play(move)
    assert not any(card.face_up for card in session.cards("waste"))
    assert all(card.face_up for card in session.cards("shown"))


def test_the_same_game_can_be_played_on_the_general_engine() -> None:
    rules_class = type(Session.open(ROOT / "plugins" / "klondike.py").rules)
    fast, general = Session(rules_class(), 8), Session(rules_class(fast=False), 8)
    assert type(fast.state) is tuple and type(general.state) is State
    chooser = random.Random(8)
    for _ in range(60):
        assert fast.moves() == general.moves() and table(fast) == table(general)
        if not fast.moves():
            break
        move = chooser.choice(fast.moves())
        assert fast.play(move) == general.play(move)
    assert type(general.state) is State


TOPS = """game Tops start
    #use "deck"
    stacklist rows[3] start
        int step = 1
    end
    rows[2].step = 5
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1
                where to{(to.size < 2) || ((to.top.v + to.step) % 13 != from.top.v % 4)
                    || (to.top.suit == 2)} then
            pick rows -> deck top 1
                where from{(from.bottom.v > 11) || ((rows[0].top.v + 3) < 0)} then
        end
    end
end
"""


def test_card_values_and_stack_ints_read_as_the_general_engine_reads_them() -> None:
    # an empty pile's top card is none, and none goes through + and % as Paperlang says
    rules_class = game_class(TOPS)
    for seed in range(4):
        fast, general = Session(rules_class(), seed), Session(rules_class(fast=False), seed)
        assert type(fast.state) is tuple and type(general.state) is State
        chooser = random.Random(seed)
        for _ in range(60):
            assert fast.moves() == general.moves() and table(fast) == table(general)
            if not fast.moves():
                break
            move = chooser.choice(fast.moves())
            assert fast.play(move) == general.play(move)


TWICE = """game Twice start
    #use "deck"
    visiblestack waste start end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 40} then
            pick deck, waste -> waste, deck top 1 where from{from.size > 0}, to{to != from} then
                waste -> deck top 1
        end
    end
end
"""


def test_an_option_two_picks_offer_is_the_first_picks() -> None:
    rules_class = game_class(TWICE)
    fast, general = Session(rules_class(), 2), Session(rules_class(fast=False), 2)
    assert type(fast.state) is tuple
    assert [m.detail for m in fast.moves()] == [(0, 0, 1)]  # deck -> waste: pick 0's, once
    chooser = random.Random(2)
    for _ in range(40):
        assert fast.moves() == general.moves() and table(fast) == table(general)
        move = chooser.choice(fast.moves())
        assert fast.play(move) == general.play(move)
