"""Features the fast path took over from the general engine, each compiled
from a real source: the game now gets the fast path (`FlatGame`, no
refusal, no P180 warning), and random games play the same on both engines
at every step (moves, tables, status, events)."""

from __future__ import annotations

import inspect

import pytest

import paperc
from paperc.codegen.paperlang_flat import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.general import as_general, general_of
from tests.runtime.paperlang.test_flat import both_engines, game_ir_of, table
from tests.runtime.paperlang.test_flat_phases import PHASES, variables

# a card dealt from the deck after every move: a transfer after the `pickone`
FEEDER = """game Feeder start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
        deck -> waste top 1
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick waste -> deck top 0 where from{deck.size > 0} then
        end
        deck -> waste top 1
    end
end
"""
# the same after a move, only while the waste is short, in a loop with a
# local, then an ending that only decides
REFILL = FEEDER.replace(
    "        deck -> waste top 1\n    end\nend",
    """        int dealt = 0
        while (waste.size < 3) && (deck.size > 0) start
            deck -> waste top 1
            dealt = dealt + 1
        end
        if dealt > 1 start
            piles[0] -> deck top 1
        end
        if homes[0].size == 13 start
            winneris currentPlayer
        end
    end
end""",
)


SEEDS = range(3)  # deals played side by side per game (`-m slow`: more, below)


def warnings(source: str) -> list[str]:
    return [d.code for d in paperc.compile_source(source, "t.pl").warnings]


@pytest.mark.parametrize("source", [FEEDER, REFILL], ids=["plain", "loop"])
def test_transfers_after_the_pickone_take_the_fast_path(source: str) -> None:
    assert refusal(game_ir_of(source)) is None
    assert warnings(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    assert rules_class.flat_tail is not FlatGame.flat_tail
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 80)
        assert fast.history() == general.history()


def test_the_tail_reading_the_turn_s_own_locals_takes_the_fast_path() -> None:
    # (as a machine: its amount, a local the turn worked out before its wait)
    source = FEEDER.replace(
        "        pickone start", "        int k = 1\n        pickone start"
    ).replace("deck -> waste top 1\n    end\nend", "deck -> waste top k\n    end\nend")
    assert refusal(game_ir_of(source)) is None
    assert warnings(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 80)
        assert fast.history() == general.history()


# the waste turned over onto the stock when the stock runs out, by `flip`:
# the state keeps which of the two is shown
TURNOVER = """game Turnover start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick deck -> waste top 3 then
            pick waste -> deck top 0 where from{deck.size == 0} then
                flip waste
                waste -> deck top all
                flip deck
        end
    end
end
"""
FACES = {
    "flip": TURNOVER,
    # `show` and `hide` of one stack, and of `to`: the face a card takes
    # landing on a pile shown or hidden follows the state
    "show": TURNOVER.replace(
        "                flip deck\n",
        "                show deck\n"
        "            pick deck -> deck top 0 where from{deck.size > 0} then\n"
        "                hide deck\n",
    ),
    "to": TURNOVER.replace(
        "pick piles -> piles build then\n",
        "pick piles -> piles build then\n                hide to\n                show to\n",
    ).replace(
        "pick waste -> piles build then\n",
        "pick waste -> piles build then\n                flip to\n",
    ),
    # cards turned face down after a move (`turndown`), the top one up again
    "turndown": TURNOVER.replace(
        "            pick deck -> waste top 3 then\n",
        "            pick deck -> waste top 3 then\n"
        "                turndown waste top 3\n                turnup waste\n",
    ),
    # cards from the bottom, and under a pile
    "ends": TURNOVER.replace(
        "                waste -> deck top all\n",
        "                waste -> deck bottom 2\n                waste ->_ deck top 1\n"
        "                waste />_ deck top 2\n                waste -> deck top all\n",
    ).replace(
        "            pick deck -> waste top 3 then\n",
        "            pick deck -> waste top 3 then\n                deck /> piles[1] bottom 2\n",
    ),
    # each member of a list in turn
    "list": TURNOVER.replace(
        "                flip deck\n", "                flip deck\n                flip piles\n"
    ),
}


@pytest.mark.parametrize("kind", sorted(FACES))
def test_flip_show_hide_turndown_and_ends_take_the_fast_path(kind: str) -> None:
    source = FACES[kind]
    assert refusal(game_ir_of(source)) is None
    assert warnings(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_visible
    turned = 0

    def same_visibility(fast, general) -> None:  # (what a refusal's reason is asked on)
        assert as_general(fast.rules, fast.state).now.visibility == general.state.now.visibility

    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 100, same_visibility)
        assert fast.history() == general.history()
        turned += sum(m.source == "waste" and m.target is None for m in fast.history())
    assert turned  # (the stock was turned over)


SHADOWS = {
    # the phase's own `k` hides the `k` its caller declared, in its own
    # frame: inlined, it is renamed (`k_1`), and `count`, which `sum` runs,
    # reads `sum`'s
    "declares": (
        "            int total = 0\n            do sum\n            seen = total\n",
        "            int total = 0\n            int k = 5\n            do sum\n"
        "            seen = total + k\n",
    ),
    # `fullest` sets the game's `best` and `which`; run from a `then` body
    # whose own `best` hides the game's, it sets that local instead
    "hides": (
        "                int total = 0\n                do sum\n",
        "                int total = 0\n                do sum\n"
        "                int best = 2\n                do fullest\n"
        "                if best > 3 start\n                    waste -> deck top 1\n"
        "                end\n",
    ),
}


@pytest.mark.parametrize("kind", sorted(SHADOWS))
def test_phases_that_shadow_names_take_the_fast_path(kind: str) -> None:
    source = PHASES.replace(*SHADOWS[kind])
    assert source != PHASES
    assert refusal(game_ir_of(source)) is None
    assert warnings(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 150, variables)
        assert fast.history() == general.history()


# a grid: its cells a stacklist row by row, named whole or cell by cell
GRID = """game Gridder start
    #use "deck"
    stackgrid floor[3 2] start end
    visiblestack waste start end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    setup start
        turnup deck all
        deck -> every floor top 2
    end
    turn start
        pickone start
            pick floor -> homes build then
            pick floor -> waste top 1 where from{from.size > 1}, to{to.size < 8} then
            pick waste -> floor[1 1] top 1 where from{from.size > 0}, to{floor[2 0].size < 4} then
            pick deck -> floor top 1 where from{from.size > 0}, to{to.size < 3} then
            pick floor[0 1] -> deck top 1 where from{from.size > 0} then
                floor[2 1] -> waste top 1
        end
    end
end
"""


def test_a_grid_takes_the_fast_path() -> None:
    assert refusal(game_ir_of(GRID)) is None
    assert warnings(GRID) == []
    rules_class = game_class(GRID)
    assert issubclass(rules_class, FlatGame)
    targets = set()
    for seed in range(6):  # (enough deals to reach each place asked below)
        fast, general = both_engines(rules_class, seed, 120)
        targets |= {m.target for m in fast.history()}
    assert {"floor[1 1]", "floor[2 0]", "waste"} <= targets
    assert any(target.startswith("homes[") for target in targets if target)


# a transfer with filters in a `then` body or after the `pickone`: it runs
# as `auto` (`Runtime.run`), the move its filters allow, or none
FILTERED = {
    "then": TURNOVER.replace(
        "            pick deck -> waste top 3 then\n",
        "            pick deck -> waste top 3 then\n"
        "                waste -> piles[0] top 1 where from{from.size > 2}, to{to.size < 6}\n",
    ),
    "after": FEEDER.replace(
        "        deck -> waste top 1\n    end\nend",
        "        deck -> waste top 1 where from{waste.size < 4}\n"
        "        piles[2] -> waste top 1 where from{from.size > 3}\n    end\nend",
    ),
}


@pytest.mark.parametrize("kind", sorted(FILTERED))
def test_transfers_with_filters_take_the_fast_path(kind: str) -> None:
    source = FILTERED[kind]
    assert refusal(game_ir_of(source)) is None
    assert warnings(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 100)
        assert fast.history() == general.history()


# card hooks that work out values: `flat_move` runs them per card, each
# `premove` before any card moves and each `onmoved` once all have landed
HOOKED = """game Hooked start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    int moved = 0
    int red = 0
    onmoved number start
        moved = moved + 1
        if (to == waste) && (this.suit < 3) start
            red = red + this.v
        end
    end
    premove aceH start
        moved = moved + 100
    end
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick deck -> waste top 3 where from{moved < 400} then
            pick waste -> deck top 0 where from{(deck.size == 0) && (red < 500)} then
                waste -> deck top all
        end
    end
end
"""
HOOKS = {
    "values": HOOKED,
    # what the stacks hold before and after the cards move
    "sizes": HOOKED.replace(
        "        moved = moved + 100\n",
        "        moved = moved + 100\n        if from.size > 5 start\n"
        "            moved = moved + 2\n        end\n",
    ).replace(
        "        moved = moved + 1\n",
        "        moved = moved + 1\n        int k = to.size\n        if k > 3 start\n"
        "            red = red + k\n        end\n",
    ),
}


@pytest.mark.parametrize("kind", sorted(HOOKS))
def test_card_hooks_take_the_fast_path(kind: str) -> None:
    source = HOOKS[kind]
    assert refusal(game_ir_of(source)) is None
    assert warnings(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_hooked

    def same_variables(fast, general) -> None:
        values = dict(general.state.now.globals)
        kept = fast.state[fast.rules.flat_stacks]
        assert kept == tuple(values[name] for name in fast.rules.flat_changing)

    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 120, same_variables)
        assert fast.history() == general.history()


def test_a_hook_that_moves_cards_keeps_the_general_engine() -> None:
    source = HOOKED.replace("        moved = moved + 100\n", "        waste -> deck top 1\n")
    assert "a card hook runs a transfer" in (refusal(game_ir_of(source)) or "")


# the turn waits at an interactive transfer (onto a row the player picks),
# not at a `pickone`: the pick of one option it is (`Runtime.ask`); a
# transfer after it and an ending follow
ASK = """game Ask start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int most = rows[0].size
        deck -> rows top 1 where from{from.size > 0}, to{to.size <= most}
        if rows[3].size > 4 start
            rows[3] -> waste top all
        end
        if deck.size == 0 start
            winneris currentPlayer
        end
    end
end
"""


def test_an_interactive_transfer_as_the_turn_s_wait_takes_the_fast_path() -> None:
    assert refusal(game_ir_of(ASK)) is None
    assert warnings(ASK) == []
    rules_class = game_class(ASK)
    assert issubclass(rules_class, FlatGame)
    assert rules_class.flat_tail is not FlatGame.flat_tail  # (`rows[3] -> waste`)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 300)
        assert fast.history() == general.history()  # (the same moves, option 0 each)
        assert fast.status == "won"


def test_a_turn_that_waits_twice_takes_the_fast_path() -> None:
    source = ASK.replace(  # (`most` read across the new wait: kept in the state)
        "        int most = rows[0].size\n",
        "        int most = rows[0].size\n        deck -> rows top 1 where to{to.size >= most}\n",
    )
    assert refusal(game_ir_of(source)) is None and warnings(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame) and "(most)" in rules_class.flat_changing
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 300, reads_the_same)
        assert fast.history() == general.history() and len(fast.history()) > 10


# the turn after its `pickone` counts the moves and sets a flag the picks
# read (game variables the state keeps), then decides; and the same count
# after an interactive transfer, before a transfer
COUNTED = """game Counted start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int moved = 0
    bool late = false
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.size < 10 + (moved % 3)} then
            pick rows -> waste top 1 where from{(from.size > 0) && late} then
        end
        moved = moved + 1
        late = moved > 20
        if deck.size == 0 start
            winneris currentPlayer
        end
    end
end
"""
COUNTS = {
    "after the pickone": COUNTED,
    "around a transfer": ASK.replace(
        "        if rows[3].size > 4 start",
        "        moved = moved + 1\n        if rows[3].size > 4 start",
    ).replace(
        "    visiblestack waste start end\n",
        "    visiblestack waste start end\n    int moved = 0\n",
    ),
}


@pytest.mark.parametrize("kind", sorted(COUNTS))
def test_the_turn_after_its_wait_sets_game_variables_on_the_fast_path(kind: str) -> None:
    source = COUNTS[kind]
    assert refusal(game_ir_of(source)) is None
    rules_class = game_class(source, f"{kind.split()[0]}.pl")  # (a module of its own: `getsource`)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_changing[0] == "moved"
    assert "self.flat_set(s, 0, s[KEPT][0] + 1)" in inspect.getsource(rules_class.flat_tail)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 300, variables)
        assert fast.history() == general.history() and fast.status == "won"


# buttons as the turn's wait: each moves no card and runs its body, which
# may read the turn's locals (worked out again) and set a game variable
BUTTONS = """game Hit start
    #use "deck"
    visiblestack hand
    visiblestack discard
    int hits = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int total = hand.size
        buttons start
            button "hit" then
                deck -> hand top 1
                hits = hits + 1
            button "fold" then
                hand -> discard top all
                if total > 3 start
                    deck -> discard top 1
                end
        end
        if discard.size > 12 start
            winneris currentPlayer
        end
        if (deck.size == 0) || (hand.size > 4) start
            looseris currentPlayer
        end
    end
end
"""


def test_buttons_as_the_turn_s_wait_take_the_fast_path(tmp_path) -> None:
    assert refusal(game_ir_of(BUTTONS)) is None
    assert warnings(BUTTONS) == []
    rules_class = game_class(BUTTONS)
    assert issubclass(rules_class, FlatGame)
    statuses = set()
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 300, variables)
        assert fast.history() == general.history()
        statuses.add(fast.status)
    assert statuses == {"won", "lost"}
    # the general engine's moves, numbered as it numbers them: its save plays here
    assert [(str(m), m.detail) for m in fast.moves() or Session(rules_class(), 1).moves()] == [
        ("hit", ("button", 0)),
        ("fold", ("button", 1)),
    ]
    general.undo()
    general.save(tmp_path / "hit.json")
    (tmp_path / "t.pl").write_text(BUTTONS)
    loaded = Session.load(tmp_path / "hit.json", source=tmp_path / "t.pl")
    assert type(loaded.state) is tuple  # (the fast path)
    assert loaded.history() == general.history() and table(loaded) == table(general)


# an `if` that chooses the turn's wait: two `pickone`s and `buttons`, each
# numbered from its own first pick as the general engine numbers them
BRANCHED = """game Choose start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int gathered = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int most = rows[0].size
        if waste.size > 2 start
            pickone start
                pick waste -> rows top 1 where to{to.size <= most + 1} then
                pick rows -> rows top 1 where from{from.size > most}, to{to.size < most} then
            end
        elseif (deck.size == 0) && (gathered < 2) then
            buttons start
                button "gather" then
                    rows[0] -> deck top all
                    gathered = gathered + 1
                button "keep" then
                    waste -> rows[1] top 1
            end
        else
            pickone start
                pick deck -> rows top 1 where from{from.size > 0}, to{to.size <= most} then
                pick deck -> waste top 1 where from{from.size > 0} then
            end
        end
        if rows[3].size > 12 start
            winneris currentPlayer
        end
    end
end
"""


def same_refusals(fast: Session, general: Session) -> None:
    """The fast path says why a move is refused as the general engine does
    (while a `pickone` waits: at `buttons` the general engine still names
    the last `pickone`'s filters)."""
    if any(move.source is None for move in fast.moves()):
        return
    names = fast.stacks()
    for a in names:
        size = len(fast.cards(a))
        for b in [*names, None]:
            for index in {0, max(size - 1, 0)}:
                said = fast.rules.refusal(fast.state, a, index, b)
                assert said == general.rules.refusal(general.state, a, index, b)


def reads_the_same(fast: Session, general: Session) -> None:
    """The variables the fast state keeps, and the refusals, as the general
    engine's."""
    variables(fast, general)
    same_refusals(fast, general)


def test_an_if_choosing_the_turn_s_wait_takes_the_fast_path() -> None:
    assert refusal(game_ir_of(BRANCHED)) is None
    assert warnings(BRANCHED) == []
    rules_class = game_class(BRANCHED)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_lines == (14, 19, 27)
    statuses, details = set(), set()
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 300, same_refusals)
        assert fast.history() == general.history()
        statuses.add(fast.status)
        details |= {move.detail[:1] for move in fast.history()}
    assert statuses == {"won", "lost"}
    assert details == {(0,), (1,), ("button",)}  # (each wait's picks numbered from 0)
    # a search's successor, on a state listed before others, plays the same
    rules = rules_class()
    state = Session(rules, 1).state
    for move in rules.moves(state)[:3]:
        after = rules.successor(state, move)
        rules.moves(after)
        assert rules.successor(state, move) == after == rules.play(state, move)[0]


# the `else` waiting on an interactive transfer (the `pickone` of its one pick)
ASKED_BRANCH = BRANCHED.replace(
    """            pickone start
                pick deck -> rows top 1 where from{from.size > 0}, to{to.size <= most} then
                pick deck -> waste top 1 where from{from.size > 0} then
            end
        end""",
    """            deck -> rows top 1 where from{from.size > 0}, to{to.size <= most}
        end""",
)


def test_an_if_choosing_an_interactive_transfer_takes_the_fast_path() -> None:
    assert ASKED_BRANCH != BRANCHED and refusal(game_ir_of(ASKED_BRANCH)) is None
    rules_class = game_class(ASKED_BRANCH)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_lines == (14, 19, 27)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 300, same_refusals)
        assert fast.history() == general.history()
        assert {move.detail[0] for move in fast.history() if move.source == "deck"} == {0}


def test_an_if_with_more_than_a_wait_in_a_branch_takes_the_fast_path_as_a_machine() -> None:
    source = BRANCHED.replace(
        "        else\n            pickone",
        "        else\n            most = 1\n            pickone",
    )
    assert refusal(game_ir_of(source)) is None and warnings(source) == []
    rules_class = game_class(source)
    assert rules_class.flat_wait >= 0  # (`paperlang_flat_machine`)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 150, same_refusals)
        assert fast.history() == general.history()


# a setup that deals by `every` and `auto` transfers and plain ones with
# filters (which run as `auto`), written as `then` bodies' transfers are
SWEPT = """game Swept start
    #use "deck"
    visiblestack waste
    stacklist piles[4] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    shuffle deck

    setup start
        turnup deck all
        int i = 0
        while i < 6 start
            every deck -> piles top 1 where to{to.size <= i}
            i = i + 1
        end
        auto piles -> homes top 1 where from{from.top.v < 4}, to{to.size == 0}
        deck -> piles[0] top 2 where to{to.size < 9}
        deck -> waste top 1 where from{deck.top.v > 6}
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick deck -> waste top 1 where from{deck.size > 0} then
        end
    end
end
"""


def test_a_setup_dealing_by_every_and_auto_takes_the_fast_path() -> None:
    assert refusal(game_ir_of(SWEPT)) is None
    assert warnings(SWEPT) == []
    rules_class = game_class(SWEPT)
    assert issubclass(rules_class, FlatGame)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 40)
        assert fast.history() == general.history()
    dealt = set()
    for seed in range(8):  # the same deal, event for event; the filters decide by the cards
        events = rules_class().deal(seed)[1]
        assert events == general_of(rules_class)().deal(seed)[1]
        dealt.add(tuple(event.target for event in events[-3:]))
    assert len(dealt) > 2


# card types of the game's own (one a kind of another, with a new default),
# whose `v` and `suit` the filters read: the card tables by code hold them
TOKENS = """game Tokens start
    card token start
        int v = 1
        int suit = 0
    end
    card big token start
        v = 4
    end
    card gem token start
        v = 2
        suit = 3
    end
    visiblestack deck
    stacklist rows[3] start end
    visiblestack home
    int scored = 0
    place big -> deck 6
    place gem -> deck 6
    place token -> deck 8
    shuffle deck
    setup start
        turnup deck all
        deck -> every rows top 2
    end
    turn start
        int best = rows[0].top.v
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.size < 6} then
            pick rows -> home top 1 where from{(from.size > 0) && (from.top.v >= best)} then
                scored = scored + 1
            pick rows -> rows top 1 where from{from.size > 1},
                to{(to.size == 0) || (to.top.suit == from.top.suit)} then
        end
        if scored > 12 start
            winneris currentPlayer
        end
    end
    score scored
end
"""


def test_card_types_of_the_game_s_own_take_the_fast_path() -> None:
    assert refusal(game_ir_of(TOKENS)) is None
    assert warnings(TOKENS) == []
    rules_class = game_class(TOKENS)
    assert issubclass(rules_class, FlatGame)
    for seed in SEEDS:
        fast, general = both_engines(rules_class, seed, 300, same_refusals)
        assert fast.history() == general.history()
        assert fast.status == "won" and fast.score == general.score
    rules = rules_class()
    rules.deal(0)
    assert {rules.flat_card_v[code] for code in range(2, len(rules.flat_card_v))} == {1, 2, 4}


@pytest.mark.slow
@pytest.mark.parametrize(
    "source",
    [FEEDER, REFILL, *FACES.values(), GRID, *FILTERED.values(), *HOOKS.values(), ASK]
    + [BUTTONS, BRANCHED, ASKED_BRANCH, SWEPT, TOKENS]
    + list(COUNTS.values())
    + [PHASES.replace(*change) for change in SHADOWS.values()],
)
def test_longer_playouts_of_every_feature_match_the_general_engine(source: str) -> None:
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    for seed in range(3, 15):
        fast, general = both_engines(rules_class, seed, 300)
        assert fast.history() == general.history()
