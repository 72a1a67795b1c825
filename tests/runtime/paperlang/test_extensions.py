"""Paper's extensions of Paperlang (docs/paperlang.md, "Extensions"), played
through a Session: per-card faces, layout, seed-003 build rules, the
`build` transfer, `autotarget`, G-27's `from`/`to`/`moving`, and the score."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.engine.model import IllegalMove, Move
from tests.runtime.paperlang.conftest import names, open_game

WAIT = "turn start pickone start pick deck -> deck top 0 then end end"


def faces(session, stack: str) -> list[bool]:
    return [card.face_up for card in session.cards(stack)]


# --- per-card faces ------------------------------------------------------------

FACES = """game F start
    #use "deck"
    visiblestack up
    hiddenstack down
    visiblestack keeper start facing keep end
    hiddenstack shown start facing up end
    visiblestack flipper start facing keep autoflip end
    deck -> up top 2
    deck -> down top 2
    deck -> keeper top 1
    up -> keeper top 1
    deck -> shown top 2
    deck -> flipper top 3
    turnup down top 1
    turndown up bottom 1
    turnup deck bottom 2
    turndown shown all
    turn start
        pickone start
            pick flipper -> up top 1 then
            pick deck -> deck top 0 then
                turndown up, keeper all
        end
    end
end
"""


def test_cards_take_the_face_of_the_pile_they_land_on():
    session = open_game(FACES)
    assert faces(session, "up") == [False]  # landed up (one went on), turndown bottom 1
    assert faces(session, "down") == [False, True]  # landed down; turnup top 1
    assert faces(session, "keeper") == [False, True]  # kept: from the deck down, from `up` up
    assert faces(session, "shown") == [False, False]  # facing up, then turndown all
    assert faces(session, "deck")[:2] == [True, True] and not faces(session, "deck")[2]


def test_autoflip_turns_the_top_card_up_before_the_player_moves():
    session = open_game(FACES)
    assert faces(session, "flipper") == [False, False, True]
    flips = [e for e in session.events if e.kind == "flip" and e.source == "flipper"]
    assert len(flips) == 1 and flips[0].cards == (session.cards("flipper")[-1].id,)
    assert session.drag("flipper", 2, "up")
    assert faces(session, "flipper") == [False, True]
    assert [e.kind for e in session.events] == ["move", "flip"]


def test_faces_belong_to_the_state_and_undo_restores_them():
    session = open_game(FACES)
    before = {name: faces(session, name) for name in session.stacks()}
    assert session.click("deck")
    assert faces(session, "up") == [False] and faces(session, "keeper") == [False, False]
    after = session.state
    assert session.undo()
    assert {name: faces(session, name) for name in session.stacks()} == before
    assert session.redo() and session.state == after
    assert faces(session, "keeper") == [False, False]


def test_faces_survive_save_and_load(tmp_path):
    from runtime.session import Session

    source = tmp_path / "faces.pl"
    source.write_text(FACES, encoding="utf-8")
    session = Session.open(source, seed=4)
    assert session.click("deck")
    session.save(tmp_path / "save.json")
    loaded = Session.load(tmp_path / "save.json", source=source)
    for name in session.stacks():
        assert faces(loaded, name) == faces(session, name)


def test_show_hide_and_flip_keep_their_published_meaning():
    session = open_game(
        'game S start #use "deck" hiddenstack h visiblestack v\n'
        "deck -> h top 3 deck -> v top 2\nshow h\nflip v\n" + WAIT + "\nend"
    )
    assert faces(session, "h") == [True, True, True]
    assert faces(session, "v") == [False, False]


# --- layout -----------------------------------------------------------------------

LAYOUT = (
    """game L start
    table 9 5
    pile deck start at 0 0 fan right end
    visiblestack waste start at 1.5 0 empty none end
    stacklist cols[3] start at 0 1.25 step 2 0 end
    stacklist homes[2] start at 5 0 maxlength 13 end
    stackgrid cells[2 2] start at 7 2 step 1 1.5 empty cross end
    stacklist loose[2]
    visiblestack other
    #use "deck"
"""
    # waste and other take cards in play, so they keep their places (an idle
    # pile, one no move can fill, would get none: paperc/paperlang/filling.py)
    + "turn start pickone start pick deck -> waste, other top 1 then end end"
    + "\nend"
)


def test_the_source_places_piles_and_the_rest_are_laid_out_below():
    layout = open_game(LAYOUT).layout()
    piles = layout.piles
    assert (layout.columns, layout.rows) == (9.0, 5.0)
    assert (piles["deck"].x, piles["deck"].y, piles["deck"].fan) == (0.0, 0.0, "right")
    assert (piles["waste"].x, piles["waste"].empty) == (1.5, "none")
    assert [(piles[f"cols[{i}]"].x, piles[f"cols[{i}]"].y) for i in range(3)] == [
        (0.0, 1.25),
        (2.0, 1.25),
        (4.0, 1.25),
    ]
    assert piles["cols[0]"].fan == "down" and piles["homes[1]"].fan == "over"
    assert (piles["cells[1 1]"].x, piles["cells[1 1]"].y, piles["cells[0 0]"].empty) == (
        8.0,
        3.5,
        "cross",
    )
    lowest = max(p.y + p.h for name, p in piles.items() if "loose" not in name and name != "other")
    assert piles["loose[0]"].y > lowest and piles["other"].y > lowest


# --- build rules --------------------------------------------------------------------

BUILD = """game B start
    #use "deck"
    stacklist cols[4] start build "KDA" group "YY" autotarget "YN" end
    stacklist homes[2] start build "AUSK" maxlength 3 autotarget "NY" end
    visiblestack waste start autotarget "YN" end
    place sevenS -> cols[0] 1
    place sixH -> cols[0] 1
    place fiveS -> cols[0] 1
    place eightD -> cols[1] 1
    place kingC -> cols[2] 1
    place aceH -> waste 1
    place twoH -> waste 1
    place fiveC -> waste 1
    turn start
        pickone start
            pick cols, waste /> cols, homes build then
            pick waste -> cols top 1 then
            pick cols /> cols top 2 then
        end
    end
end
"""


def moves_between(session, source: str, target: str) -> list[Move]:
    return [m for m in session.moves() if m.source == source and m.target == target]


def test_build_offers_single_cards_and_runs_the_rules_allow():
    session = open_game(BUILD)
    runs = moves_between(session, "cols[0]", "cols[1]")
    assert [(m.count, m.index) for m in runs] == [(3, 0)]  # 7S 6H 5S onto the 8D
    assert session.drag("cols[0]", 0, "cols[1]")
    assert names(session, "cols[1]") == ["8D", "7S", "6H", "5S"]
    assert names(session, "cols[0]") == []


def test_refusals_say_why():
    session = open_game(BUILD)
    assert not session.drag("waste", 2, "cols[2]")
    assert session.message == "5C cannot go on KC: build down in alternate colours"
    assert not session.drag("cols[1]", 0, "cols[3]")
    assert session.message == "only a king may fill an empty col"
    assert not session.drag("cols[0]", 2, "homes[0]")
    assert session.message == "only an ace may fill an empty home"
    assert not session.drag("cols[0]", 1, "homes[0]")
    assert session.message == "only one card at a time may be put on a home"
    with pytest.raises(IllegalMove, match="build down in alternate colours"):
        session.play(Move("waste", "cols[2]", 1, 2))


def test_every_player_move_obeys_the_rules_not_only_build_moves():
    session = open_game(BUILD)
    plain = [str(m) for m in session.moves() if m.detail[0] in (1, 2) and m.count]
    # the 5C of the waste fits on no column; of the two-card cuts, only the
    # king (a one-card pile) may go anywhere: to the empty column. (An empty
    # column's cuts move nothing, and are offered as Paperlang offers them.)
    assert plain == ["cols[2] -> cols[3] (1 card)"]


def test_group_sources_and_sequences():
    session = open_game(
        BUILD.replace("place sixH -> cols[0] 1", "place sixS -> cols[0] 1").replace(
            "pick waste -> cols top 1 then", ""
        )
    )
    # 7S 6S 5S is not in sequence: only the top card (5S) may move as a build
    counts = {m.count for m in session.moves() if m.source == "cols[0]"}
    assert counts <= {1}
    assert not session.drag("cols[0]", 1, "cols[1]")
    assert "not in sequence" in session.message or "cannot go on" in session.message


FOUNDATION = """game H start
    #use "deck"
    visiblestack waste
    stacklist homes[1] start build "AUSK" maxlength 3 autotarget "NY" end
    visiblestack pile start autotarget "YN" end
    place threeH -> waste 1
    place twoH -> waste 1
    place aceH -> pile 1
    turn start
        pickone start
            pick waste, pile -> homes top 1 then
            pick waste -> pile top 1 then
        end
    end
end
"""


def test_maxlength_foundations_score_and_win():
    session = open_game(FOUNDATION)
    assert session.score == 0
    assert session.rules.foundations == ("homes[0]",)
    assert session.autoplay_target("pile") == "homes[0]"
    assert session.autoplay_target("waste") is None  # waste is no autotarget source
    assert session.drag("pile", 0, "homes[0]")
    assert session.drag("waste", 1, "homes[0]")
    assert session.score == 2 and session.status == "playing"
    assert session.drag("waste", 0, "homes[0]")
    assert session.score == 3 and session.status == "won"
    assert session.events[-1].kind == "won"


def test_a_full_pile_takes_no_more():
    session = open_game(FOUNDATION.replace("maxlength 3", "maxlength 1"))
    assert session.drag("pile", 0, "homes[0]")
    assert session.status == "won"  # the one foundation is full


@pytest.mark.parametrize(
    ("rule", "lower", "upper", "ok"),
    [
        ("YUS", "kingH", "aceH", False),
        ("YUS wrap", "kingH", "aceH", True),
        ("YDR", "fiveH", "fiveS", False),
        ("YYR", "fiveH", "fiveS", True),
        ("YBY", "fiveH", "sixS", True),
        ("YBY", "fiveH", "fourC", True),
        ("YBY", "fiveH", "sevenC", False),
        ("YDC", "fiveH", "fourD", True),
        ("YDC", "fiveH", "fourS", False),
        ("YUS5", "fiveH", "sixH", False),
        ("NNN", "fiveH", "sixH", False),
    ],
)
def test_build_letters(rule, lower, upper, ok):
    build, *wrap = rule.split()
    session = open_game(
        f'game R start #use "deck" visiblestack a visiblestack b start build "{build}" '
        f"{' '.join(wrap)} end place {upper} -> a 1 place {lower} -> b 1 "
        "turn start pickone start pick a -> b top 1 then pick b -> b top 0 then end end end"
    )
    assert bool(moves_between(session, "a", "b")) is ok


def test_a_fixed_base_is_set_by_the_first_card():
    session = open_game(
        'game X start #use "deck" stacklist homes[2] start build "XUS" end '
        "visiblestack a place sevenH -> homes[0] 1 place sevenS -> a 1 place eightS -> a 1 "
        "turn start pickone start pick a -> homes top 1 then "
        "pick a -> a top 0 then a /> a bottom 1 end end end"
    )
    assert moves_between(session, "a", "homes[1]") == []
    assert session.message == ""
    assert not session.drag("a", 1, "homes[1]")
    assert session.message == "every empty home must start with a seven, as the first did"
    assert session.click("a")  # put the seven on top
    assert moves_between(session, "a", "homes[1]")


# --- the build transfer with every, and G-27 -------------------------------------------


def test_every_build_sweeps_cards_home_and_then_names_the_chosen_stacks():
    session = open_game(
        'game E start #use "deck" stacklist cols[2] stacklist homes[1] start build "AUSK" end '
        "int moved = 0 visiblestack last "
        "place twoH -> cols[0] 1 place aceH -> cols[1] 1 place threeH -> cols[1] 1 "
        "turn start every cols /> homes build "
        "pickone start pick cols -> cols top 1 then moved = moved + 1 "
        "place kingS -> to 1 end end end"
    )
    assert names(session, "homes[0]") == []  # 3H covers the ace: nothing to sweep yet
    assert session.drag("cols[1]", 1, "cols[0]")
    assert names(session, "cols[0]") == ["2H", "3H", "KS"]  # `to` named cols[0]
    assert names(session, "homes[0]") == ["AH"]  # swept at the start of the next turn


def test_moving_names_the_cards_in_transit():
    session = open_game(
        'game M start #use "deck" visiblestack a visiblestack b visiblestack c '
        "place kingH -> a 1 place twoH -> a 1 place aceH -> a 1 "
        "turn start pickone start "
        "pick a -> b, c top 2 where to{(moving.bottom.v == 1) && (moving.size == 2) "
        "&& ((to == b) || (moving.top.v == 13))} then "
        "end end end"
    )
    assert [m.target for m in session.moves()] == ["b"]
    assert session.drag("a", 1, "b")
    assert names(session, "b") == ["AH", "2H"]


# --- score, and the complete example of the docs ----------------------------------------


def test_a_score_declaration_is_what_the_game_reports():
    session = open_game(
        'game S start #use "deck" int bonus = 2 visiblestack a\n'
        "score (a.size * 10) + bonus\n"
        "turn start pickone start pick deck -> a top 1 then bonus = bonus + 1 end end end"
    )
    assert session.score == 2
    assert session.click("deck")
    assert session.score == 13
    assert session.undo() and session.score == 2


def test_no_foundations_and_no_score_declaration_means_no_score():
    assert open_game('game N start #use "deck" ' + WAIT + " end").score is None


DOCS = Path(__file__).resolve().parents[3] / "docs" / "paperlang.md"


def docs_klondike() -> str:
    text = DOCS.read_text(encoding="utf-8")
    return text.split("### A complete game: Klondike")[1].split("```paperlang\n")[1].split("```")[0]


def test_the_klondike_of_the_docs_plays_by_its_rules():
    session = open_game(docs_klondike(), seed=11, path="klondike.pl")
    start = session.state
    chooser = random.Random(11)
    for _ in range(250):
        options = session.moves()
        if not options:
            break
        session.play(chooser.choice(options))
        assert sum(len(session.cards(name)) for name in session.stacks()) == 52
        for number in range(7):
            column = session.cards(f"tableau[{number}]")
            assert not column or column[-1].face_up  # autoflip
            ups = [card.face_up for card in column]
            assert ups == sorted(ups)  # face-down cards only under face-up ones
        for number in range(4):
            home = session.cards(f"foundations[{number}]")
            assert [card.rank for card in home] == list(range(1, len(home) + 1))
            assert len({card.suit for card in home}) <= 1
    assert session.score == sum(len(session.cards(f"foundations[{n}]")) for n in range(4))
    while session.undo():
        pass
    assert session.state == start


def test_games_without_autotarget_have_no_double_click_target():
    from runtime.session import Session

    golf = Session.open(Path(__file__).resolve().parents[3] / "plugins" / "cws_golf.py", seed=1)
    name = next(n for n in golf.stacks() if golf.cards(n))
    assert golf.autoplay_target(name) is None
    assert open_game(BUILD).autoplay_target("cols[1]") is None  # 8D goes nowhere now
