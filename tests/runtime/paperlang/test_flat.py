"""The engine (`FlatGame`, chosen by `paperc/codegen/paperlang_flat.py`):
taken by the games whose every feature is on its list and by no other, and
indistinguishable from the recordings (`recorded.played`):
the same moves in the same order, the same tables and events after each,
a canonical key, and a `successor` that agrees with `play`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import paperc
from paperc.codegen.paperlang_flat_setup import refusal
from paperc.irdump import game_ir
from runtime.engine.model import GameError, IllegalMove
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_yet, open_game
from tests.runtime.paperlang.recorded import DEAL_READS, Last, Matching, Redealing, played

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ROOT / "games_src"

FLAT = [
    "accordion",
    "aces_up",
    "agnes_bernauer",
    "alaska",
    "all_in_a_row",
    "australian_patience",
    "bakers_dozen",
    "bakers_game",
    "beleaguered_castle",
    "betsy_ross",
    "black_hole",
    "bristol",
    "calculation",
    "canberra",
    "canfield",
    "canfield_draw_one",
    "canister",
    "chessboard",
    "clock",
    "corners",
    "cruel",
    "double_yukon",
    "easthaven",
    "eight_off",
    "flower_garden",
    "fortress",
    "forty_thieves",
    "freecell",
    "gaps",
    "golf",
    "gypsy",
    "josephine",
    "king_albert",
    "klondike",
    "klondike_draw_one",
    "klondike_vegas",
    "la_belle_lucie",
    "limited",
    "lucas",
    "maria",
    "monte_carlo",
    "nestor",
    "odessa",
    "osmosis",
    "penguin",
    "putt_putt",
    "pyramid",
    "pyramid_relaxed",
    "raglan",
    "raw_prawn",
    "roslin",
    "russian_solitaire",
    "scorpion",
    "seahaven_towers",
    "simple_simon",
    "sir_tommy",
    "somerset",
    "spider",
    "spider_four_suits",
    "spider_one_suit",
    "spiderette",
    "streets_and_alleys",
    "stronghold",
    "superior_canfield",
    "tasmanian_patience",
    "thoughtful_klondike",
    "thumb_and_pouch",
    "tri_peaks",
    "wasp",
    "westcliff",
    "whitehead",
    "yukon",
]


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
def test_the_game_compiles(game: str) -> None:
    assert refusal(game_ir(SOURCES / f"{game}.pl").program) is None
    session = Session.open(ROOT / "plugins" / f"{game}.py", seed=1)
    assert isinstance(session.rules, FlatGame)
    assert type(session.state) is tuple  # the flat state: per stack, a tuple of ints
    assert all(type(cards) is tuple for cards in session.state)


def test_every_bundled_game_compiles() -> None:
    assert FLAT == sorted(path.stem for path in SOURCES.glob("*.pl"))


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


def test_a_feature_off_the_list_is_an_error_at_its_statement() -> None:
    """Not compiled yet: paperc says so at the feature (P180)."""
    # a card hook that runs `foreachplayer`: not on the list
    each = "        foreachplayer p start\n            int x = 0\n        end\n"
    off = SHUFFLING.replace(
        "    setup start", f"    onmoved number start\n{each}    end\n    setup start"
    )
    line = off.splitlines().index("        foreachplayer p start") + 1
    assert not_yet(off) == (line, 9, "not supported yet: a card hook runs `foreachplayer`")
    assert "a card hook runs `foreachplayer`" in (refusal(game_ir_of(off)) or "")
    assert isinstance(open_game(SHUFFLING).rules, FlatGame)


RESHUFFLE = """game Reshuffle start
    #use "deck"
    visiblestack waste
    stacklist piles[2] start
        build "YUS"
    end
    int rounds = 0
    setup start
        deck -> piles[0] top 5
        deck -> waste top 1
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick waste -> piles build then
            pick deck -> deck top 0 where from{rounds < 30} then
                waste -> deck top all
                shuffle deck
                deck -> waste top 1
                rounds = rounds + 1
        end
    end
end
"""


@pytest.mark.parametrize(("seed", "piles"), [(0, False), (1, False), (2, True)])
def test_a_shuffle_in_play_deals_as_recorded(seed: int, piles: bool) -> None:
    # the state keeps the deal generator (last), and a shuffle draws from it
    # as the first engine's does: the same order, the same generator after
    # (a stacklist's members shuffled one after another, in order)
    also = "                shuffle piles\n" if piles else ""
    source = RESHUFFLE.replace("shuffle deck\n", "shuffle deck\n" + also)
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_random

    fast = played(rules_class, seed, 40, ("rng",))  # (the generator, as recorded)
    assert sum(m.source == "deck" for m in fast.history()) == 30  # thirty shuffles
    before, last = fast.key(), table(fast)
    while fast.undo():
        pass
    assert fast.key() != before
    while fast.redo():
        pass
    assert fast.key() == before and table(fast) == last


def test_the_key_of_a_game_that_shuffles_in_play_holds_the_generator() -> None:
    # two tables alike but for what the next shuffle deals: two keys
    rules = game_class(RESHUFFLE)()
    state, _ = rules.deal(4)
    other = (*state[:-1], (state[-1][0], state[-1][1] + 1))
    assert rules.key(state) != rules.key(other)
    assert rules.search_key(state) != rules.search_key(other)
    redeal = next(m for m in rules.moves(state) if m.source == "deck")
    assert rules.play(state, redeal)[0] != rules.play(other, redeal)[0]


@pytest.mark.parametrize("game", FLAT)
def test_the_same_moves_tables_and_events_as_recorded(game: str) -> None:
    # (the moves, tables and status of longer playouts: tests/traces/, test_traces.py)
    played(type(Session.open(ROOT / "plugins" / f"{game}.py").rules), 0, 15, DEAL_READS)


CASE = (ROOT / "tests" / "paperc" / "cases" / "paperlang_flat" / "game.pl").read_text(
    encoding="utf-8"
)


@pytest.mark.parametrize(
    ("seed", "columns"), [(seed, "KDA") for seed in range(6)] + [(0, "KBA"), (1, "KBA"), (2, "YYA")]
)
def test_the_golden_case_plays_as_recorded(seed: int, columns: str) -> None:
    # wrapping X bases, a judged plain pick, a `then` loop: off the bundled games' beaten track;
    # columns built up or down (two keys wanted: runs and piles read the rule itself), or by
    # colour alone
    rules_class = game_class(CASE.replace('build "KDA"', f'build "{columns}"'))
    assert issubclass(rules_class, FlatGame)
    session = Session(rules_class(), seed)
    rules = session.rules
    for move in played(rules_class, seed, 150).history():
        state, offered = session.state, session.moves()
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


def test_a_refused_move_says_why() -> None:
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


@pytest.mark.parametrize(
    "game",
    ["klondike", "yukon", "double_yukon", "spider", "gypsy", "scorpion", "canfield", "osmosis"],
)
def test_undo_redo_and_a_save_replay(game: str, tmp_path) -> None:
    session = Session.open(ROOT / "plugins" / f"{game}.py", seed=6)
    assert type(session.state) is tuple
    chooser = random.Random(6)
    tables = [table(session)]
    for _ in range(40):
        if not session.moves():
            break
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


@pytest.mark.parametrize(
    "game",
    ["klondike", "yukon", "double_yukon", "spider", "gypsy", "scorpion", "canfield", "osmosis"],
)
def test_an_arranged_position_plays_as_recorded(game: str) -> None:
    # every stack's cards upside down and face up: a position no deal makes
    rules_class = type(Session.open(ROOT / "plugins" / f"{game}.py").rules)
    dealt = Session(rules_class(), 5)
    piles = {name: [(c.id, True) for c in dealt.cards(name)[::-1]] for name in dealt.stacks()}
    assert type(played(rules_class, 5, 40, arranged=piles).state) is tuple


def table(session: Session) -> list[str]:
    return [" ".join([n, *map(str, session.cards(n))]) for n in session.stacks()]


AFTER = """game After start
    #use "deck"
    visiblestack home
    setup start
        turnup deck all
        deck -> home top DEALT
    end
    turn start
        pickone start
            pick deck -> home top 1 then
        end
        if home.size >= 3 start
            winneris currentPlayer
        end
    end
end
"""


@pytest.mark.parametrize("dealt", [0, 1, 3])
def test_a_turn_that_ends_after_its_pickone_ends_as_recorded(dealt: int) -> None:
    # the ending after the move is worked out at the next wait; the deal's
    # first wait follows no move, so a table it would end there goes on
    rules_class = game_class(AFTER.replace("DEALT", str(dealt)))
    assert issubclass(rules_class, FlatGame) and rules_class.flat_after
    fast = played(rules_class, dealt, 10 if dealt < 3 else 1)
    assert fast.status == "won" and len(fast.history()) == max(3 - dealt, 1)


@pytest.mark.parametrize("seed", [25, 45, 50, 3])
def test_clock_plays_to_its_end_as_recorded(seed: int) -> None:
    # the card goes under its pile (`->_`) and the turn ends after the move
    rules_class = type(Session.open(ROOT / "plugins" / "clock.py", seed=seed).rules)
    assert played(rules_class, seed, 60).status == ("lost" if seed == 3 else "won")


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


def test_an_endless_loop_names_its_line_and_changes_nothing() -> None:
    session = open_game(ENDLESS)
    assert isinstance(session.rules, FlatGame) and type(session.state) is tuple
    before, (move,) = session.state, session.moves()
    with pytest.raises(GameError) as flat_error:
        session.play(move)
    assert session.state is before and session.moves() == [move]
    # (as the first engine said it)
    assert str(flat_error.value) == "t.pl:9: this runs forever (no input is ever needed)"


def test_a_field_the_compiler_does_not_know_is_refused(monkeypatch) -> None:
    # as if `maxlength` were a feature added to the language after the compiler
    from paperc.codegen import paperlang_flat_ir
    from paperc.ir import PileProps

    program = game_ir(SOURCES / "klondike.pl").program
    assert refusal(program) is None
    known = dict(paperlang_flat_ir.KNOWN)
    known[PileProps] = known[PileProps] - {"maxlength"}
    monkeypatch.setattr(paperlang_flat_ir, "KNOWN", known)
    reason = refusal(program) or ""
    assert "a pile with `maxlength`" in reason


def test_the_line_table_names_the_source_line_of_the_compiled_code() -> None:
    from runtime.engine.lines import line_table

    # FreeCell writes its turn itself; Klondike's comes from an include, named as such
    for game, cases in (
        ("freecell", (("found.append((2,", "games_src/freecell.pl", 59),)),
        ("klondike", (("found.append((2,", "games_src/include/klondike.pl", 37),)),
    ):
        rules = Session.open(ROOT / "plugins" / f"{game}.py", seed=0).rules
        code = type(rules).flat_options.__code__.co_filename
        table = line_table(type(rules), rules.source).of(code)
        text = Path(code).read_text(encoding="utf-8").splitlines()
        for needle, file, source_line in cases:
            generated = next(n for n, line in enumerate(text, 1) if needle in line)
            assert table.place(generated) == (file, source_line)


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
    assert issubclass(game_class(HIDDEN), FlatGame)
    session = played(game_class(HIDDEN), 0, 5)  # (the events and faces, as recorded)
    assert len(session.history()) == 5
    assert not any(card.face_up for card in session.cards("waste"))
    assert all(card.face_up for card in session.cards("shown"))


def test_klondike_plays_as_recorded() -> None:
    rules_class = type(Session.open(ROOT / "plugins" / "klondike.py").rules)
    assert type(played(rules_class, 8, 60).state) is tuple


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
            pick rows -> rows top 1
                where from{(from.size != 0) && (from.top.v > 3)},
                to{((to.size > 0) && (to.top.v + from.top.v > 12)) || (to.top.v == from.top.v)} then
        end
    end
end
"""


def test_card_values_and_stack_ints_read_as_recorded() -> None:
    # an empty pile's top card is none, and none goes through + and % as Paperlang says
    rules_class = game_class(TOPS)
    for seed in range(4):
        assert type(played(rules_class, seed, 60).state) is tuple


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
    fast = Session(rules_class(), 2)
    assert type(fast.state) is tuple
    assert [m.detail for m in fast.moves()] == [(0, 0, 1)]  # deck -> waste: pick 0's, once
    played(rules_class, 2, 40)


RUNS = """game Runs start
    #use "deck"
    stacklist rows[4] start
        build "YDY"  group "YY"
    end
    int rows.run = 0
    int rows.low = 0
    int width = 4
    shuffle deck
    setup start
        turnup deck all
        int i = 0
        while i < 4 start
            deck -> rows[i] top (i + 2)
            i = i + 1
        end
    end
    turn start
        int i = 0
        while i < width start
            rows[i].low = 0
            int k = 1
            while (k < rows[i].size) && ((rows[i].top - k).v == (rows[i].top - (k - 1)).v + 1) start
                k = k + 1
            end
            rows[i].run = k
            if (rows[i].bottom + 1).suit == rows[i].top.suit start
                rows[i].low = 1
            end
            i = i + 1
        end
        pickone start
            pick rows -> rows build where to{(moving.size <= from.run) || (to.low == 1)} then
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> every rows top 1
        end
    end
end
"""


ENDS = """game Ends start
    #use "deck"
    visiblestack home start maxlength 3 facing down autoflip end
    visiblestack waste start end
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        if (waste.size == 4) || ((home.size == 2) && (waste.size > 0)) start
            looseris currentPlayer
        end
        if deck.top.v == 13 start
            winneris currentPlayer
        end
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick deck -> home top 1 where from{from.size > 0} then
        end
    end
end
"""


def test_attributes_the_turn_sets_on_every_member_and_cards_below_the_top() -> None:
    # `rows[i].run = k` in a loop over every member (`width` never changes):
    # the turn's own values, which only the filters read; `(X.top - k).v`,
    # `(X.bottom + 1).suit`; a `then` transfer to every row
    rules_class = game_class(RUNS)
    for seed in range(6):
        played(rules_class, seed, 60)


def test_attributes_the_turn_sets_on_some_members_are_kept_in_the_state() -> None:
    # a loop over three of the four rows: the fourth keeps its values from
    # turn to turn, so every row's are the state's (`flat_kept`, `flat_turn`)
    rules_class = game_class(RUNS.replace("while i < width start", "while i < 3 start"))
    assert {name for _, name in rules_class.flat_kept} == {"run", "low"}
    for seed in range(4):
        played(rules_class, seed, 40)


def test_a_transfer_to_every_stack_of_its_own_set_compiles(tmp_path: Path) -> None:
    # `deck -> every deck`: each stack of the set onto itself in its turn
    # (its recording, with the first engine's tables, is `picks_own`)
    source = RUNS.replace("deck -> every rows", "deck -> every deck")
    assert source != RUNS
    path = tmp_path / "runs.pl"
    path.write_text(source, encoding="utf-8")
    assert refusal(game_ir(path).program) is None
    assert isinstance(open_game(source).rules, FlatGame)


MOVING = """game Moving start
    #use "deck"
    stacklist rows[3]
    shuffle deck
    setup start
        turnup deck all
        deck -> rows[0] top 6
        deck -> rows[1] top 6
    end
    turn start
        pickone start
            pick rows -> rows top 2
                where from{from.size > 0},
                    to{(to.size == 0) || (moving.bottom.v > moving.top.v)} then
            pick rows /> rows top 3
                where to{(moving.bottom.suit == 1) || (moving{v} > 20)} then
            pick deck -> rows top 1 where from{(from.size > 0) && (rows[2]{suit} < 25)} then
        end
    end
end
"""


@pytest.mark.parametrize("seed", range(8))
def test_a_turn_that_ends_the_game_before_it_waits_plays_as_recorded(seed) -> None:
    # `winneris`/`looseris currentPlayer` before the `pickone` (as Relaxed
    # Pyramid's); the turn's own ending comes before the full piles' win
    rules_class = game_class(ENDS)
    assert rules_class.flat_ends
    fast = played(rules_class, seed, 1000)
    assert not fast.moves() and fast.status != "playing"


def test_a_turn_that_ends_the_game_for_another_player_plays_as_recorded() -> None:
    # (the one player's next is that player: a loss either way)
    other = ENDS.replace("looseris currentPlayer", "looseris currentPlayer + 1")
    assert refusal(game_ir_of(other)) is None
    for seed in range(2):
        played(game_class(other), seed, 100)


@pytest.mark.parametrize("game", ["pyramid", "pyramid_relaxed"])
def test_clearing_the_pyramid_wins_relaxed_pyramid_on_both_engines(game: str) -> None:
    # a king alone at the apex, the other cards in the stock and on the foundation
    rules_class = type(Session.open(ROOT / "plugins" / f"{game}.py", seed=1).rules)
    fast = Session(rules_class(), 1)
    cards = [card for name in fast.stacks() for card in fast.cards(name)]
    king = next(card for card in cards if card.rank == 13)
    rest = [(card.id, True) for card in cards if card is not king]
    piles = {"pyramid[0]": [(king.id, True)], "deck": rest[:10], "foundation": rest[10:]}
    fast.arrange(piles)
    assert type(fast.state) is tuple
    (move,) = [m for m in fast.moves() if m.source == "pyramid[0]"]
    rules = fast.rules
    assert rules.successor(fast.state, move) == rules.play(fast.state, move)[0]
    after = played(rules_class, 1, 1, arranged=piles, chooser=Matching(move.source, move.target))
    assert after.history() == [move]
    assert after.status == ("won" if game == "pyramid_relaxed" else "playing")


SCORED = """game Scored start
    #use "deck"
    visiblestack waste start end
    int turned = 0
    score turned * 100 + waste.top.v
    shuffle deck
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                turned = turned + 1
            pick waste -> deck top 1 where from{from.size > 0} then
        end
    end
end
"""


def test_the_cards_at_the_ends_of_moving_read_as_recorded() -> None:
    # a plain pick moves its top cards top card first (`->`) or as they lie
    # (`/>`): `moving.bottom` is the card that lands first; none when none
    # moves; `S{v}` sums
    rules_class = game_class(MOVING)
    for seed in range(6):
        played(rules_class, seed, 50)


def test_a_score_reads_as_recorded() -> None:
    # the score reads a variable the picks change and a card that is none on an empty pile
    rules_class = game_class(SCORED)
    fast = played(rules_class, 3, 40)  # (the score at every step, as recorded)
    assert type(fast.state) is tuple and len(fast.history()) == 40
    replay = Session(rules_class(), 3)
    scores = {replay.score}
    for move in fast.history():
        replay.play(move)
        scores.add(replay.score)
    assert 0 in scores and max(scores) > 1000  # (none through an empty waste counts 0)


TURNS = """game Turns start
    #use "deck"
    stacklist rows[3] start facing down end
    visiblestack waste start facing down end
    shuffle deck
    turn start
        if rows[0].size > 2 start
            turnup rows[0] bottom 2
        end
        turnup rows[1] all
        int i = 0
        while i < 3 start
            if rows[i].size > 3 start
                turnup rows[i] top 2
            end
            i = i + 1
        end
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
            pick rows -> waste top 1 where from{from.size > 0} then
                turnup waste
        end
    end
end
"""


READING = """game Reading start
    #use "deck"
    visiblestack waste start end
    visiblestack spare start end
    shuffle deck
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                if waste.top.v > 7 start
                    waste -> spare top 1
                end
        end
    end
end
"""


@pytest.mark.parametrize("seed", range(3))
def test_cards_the_turn_turns_up_before_it_waits_as_recorded(seed: int) -> None:
    rules_class = game_class(TURNS)
    assert rules_class.flat_turn is not FlatGame.flat_turn
    fast = played(rules_class, seed, 60)
    assert type(fast.state) is tuple and len(fast.history()) == 60
    replay, flips = Session(rules_class(), seed), 0
    for move in fast.history():
        flips += sum(event.kind == "flip" for event in replay.play(move))
    assert flips > 10


def test_a_then_body_reads_the_cards_as_recorded() -> None:
    rules_class = game_class(READING)
    fast = played(rules_class, 1, 1000, chooser=Last())  # (one move offered at a time)
    assert type(fast.state) is tuple and not fast.moves()
    assert fast.cards("spare") and fast.cards("waste")  # both ways were taken


TURNED = """game Turned start
    #use "deck"
    visiblestack waste start end
    int passes = 0
    int seen = 99
    shuffle deck
    turn start
        int left = deck.size + waste.size
        int i = 0
        while i < 3 start
            left = left + i
            i = i + 1
        end
        pickone start
            pick deck -> waste top 3 where from{from.size > 0} then
            pick deck -> deck top 0 where from{(from.size == 0) && (passes < 2)} then
                seen = left - waste.size
                i = i + seen
                passes = passes + 1 + i - i
                waste -> deck top all
        end
    end
end
"""


def test_a_then_body_of_a_pick_that_moves_no_card_reads_the_turns_locals() -> None:
    # (as Superior Canfield's turn-over reads `now`): worked out again from
    # the table, which the pick did not change
    rules_class = game_class(TURNED)
    fast = played(rules_class, 2, 1000, ("variables",), chooser=Last())
    assert type(fast.state) is tuple and not fast.moves()
    # (a pick that moves one: the turn's locals kept in the state, as a machine's)
    moving = TURNED.replace("pick deck -> deck top 0", "pick deck -> deck top 1")
    assert refusal(game_ir_of(moving)) is None
    played(game_class(moving), 2, 100)


EVERY = """game Every start
    #use "deck"
    stacklist rows[3] start end
    visiblestack home start end
    shuffle deck
    turn start
        pickone start
            pick deck -> every rows top 2 where from{from.size > 0} then
            pick rows -> home top 1 where from{from.size > 0} then
        end
    end
end
"""


COUNTED = """game Counted start
    #use "deck"
    stacklist rows[3] start
        int count = 0
    end
    stacklist spare[2] start
        int count = 5
    end
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.count < 4} then
                to.count = to.count + 1
                spare[to.count % 2].count = spare[0].count - 1
            pick rows -> spare top 1 where from{from.size > 0}, to{to.count > 0} then
                from.count = from.count - 1
                rows[2].count = 0
        end
    end
end
"""


@pytest.mark.parametrize(
    ("cut", "rows"), [(False, ""), (True, ""), (False, "facing keep autoflip")]
)
def test_a_pick_to_every_stack_plays_as_recorded(cut: bool, rows: str) -> None:
    # (the deck runs dry in the middle of its last deal: 52 = 8 * 6 + 4); rows
    # that keep the deck's faces and turn their top cards up: every row turns one
    source = EVERY.replace("stacklist rows[3] start end", f"stacklist rows[3] start {rows} end")
    rules_class = game_class(source.replace("pick deck ->", "pick deck />") if cut else source)
    fast = played(rules_class, 1, 1000, ("clicks",), chooser=Last())
    assert type(fast.state) is tuple and fast.moves() == []
    session, rules = Session(rules_class(), 1), fast.rules
    for move in fast.history():
        assert all(
            rules.successor(session.state, m) == rules.play(session.state, m)[0]
            for m in session.moves()
        )
        session.play(move)
    assert [len(fast.cards(f"rows[{i}]")) for i in range(3)] == [0, 0, 0]


def same_attributes(rules_class: type, seed: int, steps: int) -> Session:
    """A recorded game (`played`) with the stacks' attributes the state
    keeps, as recorded; and `successor` agrees with `play` along it."""
    fast = played(rules_class, seed, steps, ("attrs",))
    session = Session(rules_class(), seed)
    for move in fast.history():
        for other in session.moves()[:3]:
            assert (
                session.rules.successor(session.state, other)
                == session.rules.play(session.state, other)[0]
            )
        session.play(move)
    return fast


def test_stack_attributes_the_picks_set_are_kept_in_the_state(tmp_path) -> None:
    rules_class = game_class(COUNTED)
    assert rules_class.flat_kept == (
        (1, "count"), (2, "count"), (3, "count"), (4, "count"), (5, "count")
    )  # fmt: skip
    assert not getattr(rules_class, "flat_alike", ())  # (their piles differ by their counts)
    for seed in range(4):
        fast = same_attributes(rules_class, seed, 60)
    (tmp_path / "t.pl").write_text(COUNTED, encoding="utf-8")
    fast.save(tmp_path / "game.json")
    loaded = Session.load(tmp_path / "game.json", plugins=[], source=tmp_path / "t.pl")
    assert type(loaded.state) is tuple and loaded.key() == fast.key()
    assert table(loaded) == table(fast)


FRESH = """game Fresh start
    #use "deck"
    stacklist rows[3]
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        int i = 0
        int n = 0
        while i < 3 start
            n = n + rows[i].size
            i = i + 1
        end
        pickone start
            pick deck -> rows top 1 where from{from.size > n} then
                i = 0
                while i < 2 start
                    deck -> rows[i] top 1
                    i = i + 1
                end
        end
    end
end
"""


def test_a_then_body_may_set_the_turns_locals_before_it_reads_them() -> None:
    # (as Scorpion's stock: `i = 0`, then a loop on `i`)
    rules_class = game_class(FRESH)
    fast = played(rules_class, 1, 1000, chooser=Last())
    assert type(fast.state) is tuple and not fast.moves()
    assert sum(len(fast.cards(f"rows[{i}]")) for i in range(3)) > 20
    # (one that reads them first: the turn's locals kept in the state, as a machine's)
    reading = FRESH.replace("                i = 0\n", "                i = i - 3\n")
    assert refusal(game_ir_of(reading)) is None
    played(game_class(reading), 1, 100)


HOMES = """game Homes start
    #use "deck"
    stacklist rows[4] start
        int down = 0
    end
    stacklist homes[4]
    shuffle deck
    setup start
        int i = 0
        while i < 4 start
            deck -> rows[i] top 3
            rows[i].down = 3
            turnup deck top 6
            deck -> rows[i] top 6
            i = i + 1
        end
        turnup deck all
    end
    turn start
        int i = 0
        while i < 4 start
            if rows[i].down >= rows[i].size start
                rows[i].down = rows[i].size - 1
                if rows[i].down < 0 start
                    rows[i].down = 0
                end
            end
            bool run = (rows[i].top - 1).suit == rows[i].top.suit
            if (rows[i].size - rows[i].down >= 3) && run start
                int f = 0
                while (f < 3) && (homes[f].size > 8) start
                    f = f + 1
                end
                rows[i] /> homes[f] top 2
            end
            i = i + 1
        end
        pickone start
            pick rows -> rows top 1 where from{from.size > 0}, to{to.size < 14} then
            pick deck -> rows top 1 where from{from.size > 0} then
        end
    end
end
"""


def test_a_turn_that_moves_cards_before_its_pickone_runs_after_each_move(tmp_path) -> None:
    # (as Scorpion's: a run goes home by itself, and each column's count of
    # face-down cards is kept in the state): `flat_turn`, after the move
    rules_class = game_class(HOMES)
    assert rules_class.flat_kept == tuple((i, "down") for i in range(1, 5))
    home = 0
    for seed in range(6):
        fast = same_attributes(rules_class, seed, 60)
        home += sum(len(fast.cards(f"homes[{i}]")) for i in range(4))
    assert home > 50
    ending = HOMES.replace(
        "        pickone start",
        "        if homes[3].size > 0 start\n"
        "            winneris currentPlayer\n        end\n        pickone start",
    )
    # (a turn that moves cards and may end the game before it waits: a
    # machine, its long line split, `flat_size`; won once homes[3] holds a card)
    assert refusal(game_ir_of(ending)) is None
    won = 0
    for seed in range(6):
        session, chooser = Session(game_class(ending)(), seed), random.Random(seed)
        while session.moves() and not session.cards("homes[3]"):
            session.play(chooser.choice(session.moves()))
        assert (session.status == "won") == bool(session.cards("homes[3]"))
        won += session.status == "won"
    assert won
    (tmp_path / "t.pl").write_text(HOMES, encoding="utf-8")
    fast.save(tmp_path / "game.json")
    loaded = Session.load(tmp_path / "game.json", plugins=[], source=tmp_path / "t.pl")
    assert loaded.key() == fast.key() and table(loaded) == table(fast)


@pytest.mark.parametrize("game", ["scorpion", "wasp"])
def test_a_whole_suit_goes_home_by_itself_on_both_engines(game: str) -> None:
    # the spades from the king to the two on the last column (which was
    # dealt no card face down), the ace on the one before: the ace played
    # there, the next turn sends the suit home
    rules_class = type(Session.open(ROOT / "plugins" / f"{game}.py", seed=1).rules)
    fast = Session(rules_class(), 1)
    cards = [card for name in fast.stacks() for card in fast.cards(name)]
    spades = sorted((card for card in cards if card.suit == "S"), key=lambda card: -card.rank)
    rest = [(card.id, True) for card in cards if card.suit != "S"]
    piles = {"tableau[6]": [(card.id, True) for card in spades[:12]]}
    piles["tableau[5]"] = [*rest[:5], (spades[12].id, True)]
    for number in range(5):
        piles[f"tableau[{number}]"] = rest[5 + 6 * number : 5 + 6 * (number + 1)]
    piles["deck"] = [(card_id, False) for card_id, _ in rest[35:]]
    fast.arrange(piles)
    assert type(fast.state) is tuple
    (move,) = [m for m in fast.moves() if (m.source, m.target) == ("tableau[5]", "tableau[6]")]
    fast = played(rules_class, 1, 1, arranged=piles, chooser=Matching("tableau[5]", "tableau[6]"))
    assert fast.history() == [move]
    assert len(fast.cards("foundations[0]")) == 13 and not fast.cards("tableau[6]")


SWEEP = """game Sweep start
    #use "deck"
    stacklist row[6]
    setup start
        deck -> every row top 1
    end
    turn start
        pickone start
            pick row /> row[:1:2] top all where from{from.size > 0},
                to{(to.size > 0) && (from.top.v <= to.top.v + 3)} then
            pick deck -> deck top 0 where from{from.size > 0} then
                auto deck -> row{[]|} top 1
                auto deck -> row[5] top 1
        end
        every row -> row[:1] top 1 where from{from.size > 1}, to{to.size == 0}
        every row /> row[:-1] top all where to{(to.size == 0) && (moving.bottom.v > 0)}
        if deck.size < 20 start
            winneris currentPlayer
        end
    end
end
"""


# `every` and `auto` with filters in a `then` body, which reads `to` after
# them, and an `auto` with a filter after the `pickone`
SWEEP_THEN = SWEEP.replace(
    """                to{(to.size > 0) && (from.top.v <= to.top.v + 3)} then
""",
    """                to{(to.size > 0) && (from.top.v <= to.top.v + 3)} then
                every row -> row[:-1] top 1 where from{from.size > 2}, to{to.size == 0}
                auto row -> row[:1] top 1 where from{from.size > 1},
                    to{(to.size > 0) && (moving.bottom.v < to.top.v)}
                if to.size > 3 start
                    to -> deck top 1
                end
""",
).replace(
    "        every row -> row[:1] top 1",
    "        auto deck -> row top 1 where to{to.size == 0}\n        every row -> row[:1] top 1",
)


@pytest.mark.parametrize(("seed", "source"), [(0, SWEEP), (1, SWEEP), (2, SWEEP), (3, SWEEP_THEN)])
def test_relative_places_every_and_auto_play_as_recorded(seed: int, source: str) -> None:
    # Accordion's features off its beaten track: places to the right, an
    # `every` moving one card at a time and reading `moving`, the last empty
    # member, and the turn's ending after the transfers that close it
    assert SWEEP_THEN.count("auto") == SWEEP.count("auto") + 2
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_after
    assert rules_class.flat_tail is not FlatGame.flat_tail
    fast = played(rules_class, seed, 200)
    assert fast.status == "won"
    moved = [m for m in fast.history() if m.target is not None]
    assert {m.target for m in moved} - {f"row[{i}]" for i in range(2)}  # (to the right)


@pytest.mark.parametrize(
    "new", ["pick row /> row[:1:2], deck, row[:-1]", "pick row /> every row[:1:2]"]
)
def test_places_near_the_source_apart_and_to_every_one_compile(new: str) -> None:
    """Once not compiled (P180); played against a model in test_flat_near_picks.py."""
    source = SWEEP.replace("pick row /> row[:1:2]", new, 1)
    assert source != SWEEP
    assert refusal(game_ir_of(source)) is None
    assert issubclass(game_class(source), FlatGame)


LEFT = """game Left start
    #use "deck"
    stacklist cells[12] start
        int left = -1
    end
    int ordered = 0
    setup start
        int i = 0
        while i < 12 start
            if i % 4 > 0 start
                cells[i].left = i - 1
            end
            deck -> cells[i] top 1
            i = i + 1
        end
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> cells top 1 where from{from.size > 0},
                to{(to.left < 0) || ((cells[to.left]).size > 0)
                    && (((cells[to.left]).top.suit == moving.bottom.suit)
                    || ((cells[to.left]).top.v + 1 == moving.bottom.v))} then
                ordered = 0
                int r = 0
                while r < 3 start
                    int first = r * 4
                    if ((cells[first].size > 0)
                        && (cells[first].top.v < cells[first + 1].top.v)) start
                        ordered = ordered + 1
                    end
                    r = r + 1
                end
        end
    end
end
"""


@pytest.mark.parametrize("seed", [0, 1])
def test_members_by_a_worked_out_index_play_as_recorded(seed: int) -> None:
    # Gaps' `cells[to.left]`: its top card through `flat_top`, checked as
    # `flat_member` checks it; a line too long to write with the inline
    # range check is written again with the checking calls alone
    python = paperc.compile_source(LEFT, "t.pl").python
    assert 'card_suit[self.flat_top(s, attrs[b]["left"], CELLS, 22)]' in python
    assert "len(s[self.flat_member(v_first, CELLS, 28)]) > 0" in python
    rules_class = game_class(LEFT)
    assert issubclass(rules_class, FlatGame)
    fast = played(rules_class, seed, 60)
    assert len(fast.history()) == 40  # the whole deck dealt


@pytest.mark.parametrize(("game", "seed"), [("la_belle_lucie", 3), ("gaps", 5)])
def test_the_bundled_redeals_shuffle_as_recorded(game: str, seed: int) -> None:
    # both redeals taken as soon as they are open (a random playout seldom
    # takes them), then random moves: the cards each shuffle deals, and the
    # generator after it, as on the first engine
    rules_class = type(Session.open(ROOT / "plugins" / f"{game}.py").rules)
    assert rules_class.flat_random
    fast = played(rules_class, seed, 80, ("rng",), chooser=Redealing(seed, "deck"))
    assert sum(move.source == "deck" for move in fast.history()) == 2
