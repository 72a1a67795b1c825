"""The direct moves paperc compiles (paperc/codegen/cdl_direct.py) change
nothing: at every step of random playouts of every bundled CDL game, of the
whole CDL programs in docs/ and of the test programs, the compiled move
search lists exactly the moves, in the same order, of the search that runs
every method as a trial; playing each step's move gives the same table,
events, message, status and Help in both."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import PROGRAMS, ROOT, rules_of

from paperc import compile_source
from runtime.engine.cards import STEP_BUDGET
from runtime.engine.cdl import moves
from runtime.engine.cdl.moves import all_moves
from runtime.engine.cdl.written import written_moves
from runtime.session import Session

GAMES = sorted(p.stem for p in (ROOT / "games_src").glob("cws_*.cdl"))
DOC_BLOCK = re.compile(r"^```cdl\n(.*?)^```", re.MULTILINE | re.DOTALL)


def doc_programs(tmp: Path) -> list[Path]:
    """Each whole CDL program (a ```cdl block, not a fragment) of docs/, as a file."""
    out = []
    for doc in sorted((ROOT / "docs").glob("*.md")):
        for number, match in enumerate(DOC_BLOCK.finditer(doc.read_text())):
            path = tmp / f"{doc.stem}_{number}.cdl"
            path.write_text(match.group(1))
            out.append(path)
    return out


def sources(tmp: Path) -> list[Path]:
    return [
        *(ROOT / "games_src" / f"{g}.cdl" for g in GAMES),
        *doc_programs(tmp),
        *sorted(PROGRAMS.glob("*.cdl")),
    ]


def pair(path: Path, seed: int) -> tuple[Session, Session]:
    """The compiled game and the same game with every method run as a trial."""
    rules = rules_of(path)
    # in the game's module, so that a fault names the same .cdl line in both
    trials = type(
        "Trials",
        (rules,),
        {
            "direct": {},
            "flat": {},
            "flat_presses": {},
            "flat_releases": {},
            "__module__": rules.__module__,
        },
    )
    return Session(rules(), seed, str(path)), Session(trials(), seed, str(path))


def helps(s: Session) -> list:
    out = []
    for name in s.stacks():
        try:
            out.append(s.rules.help(s.state, name))
        except Exception as exc:  # a Help that faults must fault alike
            out.append(repr(exc))
    return out


def judged_alike(direct: Session, trials: Session) -> None:
    """win? and loose? through their flat versions (cdl_flat.py: loose?'s
    WITHs answered from the listing's tables among them, cdl_listing.py
    `Lookups`) give the working copy's verdict on the state, where they do
    not give way."""
    state, rules = direct.state, direct.rules
    for slot in (rules.win, rules.loose):
        flat = rules._flat.get(slot)
        if flat is None:
            continue
        steps = [0, STEP_BUDGET]
        try:
            verdict = flat(rules, state.piles, state.bottoms, state.globals, steps, None)
        except Exception:  # noqa: BLE001 - it gives way: the working copy judges
            continue
        if steps[0] <= STEP_BUDGET:
            vm = trials.rules._vm(trials.state, quiet=True)
            assert verdict == trials.rules._run(vm, getattr(type(rules), slot)), slot


def play_both(path: Path, seed: int, steps: int, with_help: int, judged: bool = False) -> int:
    """`judged`: the compiled game judges every move it lists (as it does
    past its limit of cards for moves listed unjudged)."""
    direct, trials = pair(path, seed)
    if judged:
        direct.rules._unjudged_cards = -1
    chooser = random.Random(f"{path.name}-{seed}")
    played = 0
    for step in range(steps):
        listed = direct.moves()
        assert [m.detail for m in listed] == [m.detail for m in trials.moves()], (path, step)
        assert direct.state == trials.state and direct.status == trials.status
        judged_alike(direct, trials)
        if step < with_help:
            assert helps(direct) == helps(trials)
        if not listed:
            break
        move = chooser.choice(listed)
        played_alone = trials.rules.play(trials.state, move)[0]
        assert direct.rules.successor(direct.state, move) == played_alone
        events = direct.play(move)
        assert events == trials.play(trials.moves()[listed.index(move)])
        assert direct.state == trials.state and direct.message == trials.message
        played += 1
    direct.undo()
    trials.undo()
    assert direct.state == trials.state
    return played


def test_the_bundled_games_take_the_direct_path():
    """What paperc says of Klondike's stacks, and that the games use it."""
    text = (ROOT / "plugins" / "cws_klondike.py").read_text()
    assert "#   T1, T2, T3, T4, T5, T6, T7 SelectFrom:\n    #     direct, flat:" in text
    assert "#   Stock Select:\n    #     trials: its effect is known by running it: a WHILE" in text
    clock = (ROOT / "plugins" / "cws_clock.py").read_text()
    assert "SelectTo:\n    #     trials: its effect is known by running it: it calls Place" in clock
    assert rules_of(ROOT / "games_src" / "cws_klondike.cdl").direct


WRITTEN = (
    "cws_klondike",
    "cws_forty_thieves",
    "cws_golf",
    "cws_yukon",
    "cws_spider_two_suits",
    "cws_calculation",
    "cws_canfield",
    "cws_aces_up",
)


def listed_by_the_listing(rules, seed: int, steps: int) -> None:
    """A random playout whose every state the written listing lists itself,
    the trials' moves in the trials' order."""
    state = rules.deal(seed)[0]
    for _ in range(steps):
        listed = written_moves(rules, state, True)
        assert listed is not None and [m.detail for m in listed] == [
            m.detail for m in all_moves(rules, state)
        ]
        state = rules.successor(state, random.Random(seed).choice(listed))


def test_the_games_that_qualify_take_the_written_listing(tmp_path):
    """The listing paperc writes (`flat_moves`, paperc/codegen/cdl_listing.py)
    is what the games whose every press is direct or flat and every release
    direct or flat use, and it lists a playout's states itself (giving way
    only where it must); a game with a release that keeps its trials and
    has no flat version does not have one (Tour), nor one whose flat
    presses are tried at their top (Clock)."""
    for game in WRITTEN:
        rules = rules_of(ROOT / "games_src" / f"{game}.cdl")
        assert rules()._written
    assert not rules_of(ROOT / "games_src" / "cws_tour.cdl")()._written
    assert not rules_of(ROOT / "games_src" / "cws_clock.cdl")()._written
    listed_by_the_listing(rules_of(ROOT / "games_src" / "cws_klondike.cdl")(), 4, 40)
    path = tmp_path / "presses.cdl"
    path.write_text(FLAT_PRESSES)  # its flat press gives way where it keeps cards
    assert rules_of(path)()._written
    # a class whose plan differs from the one its listing was written for lists the general way
    trials = rules_of(ROOT / "games_src" / "cws_klondike.cdl")
    assert not type("Trials", (trials,), {"direct": {}})()._written


def test_stacks_named_as_the_listings_tables_keep_constants_of_their_own(tmp_path):
    """The written listing's tables of targets are its locals R0, R1...: a
    stack of that name gets another module constant (`R0_2`), so the
    listing reads the stack, not the table, and lists each state itself."""
    text = (ROOT / "games_src" / "cws_klondike.cdl").read_text()
    path = tmp_path / "shadow.cdl"
    path.write_text(re.sub(r"\bT1\b", "R1", re.sub(r"\bA1\b", "R0", text)))
    assert "for H in (R1_2, T2, T3" in compile_source(path.read_text(), str(path)).python
    listed_by_the_listing(rules_of(path)(), 5, 30)


def test_drops_from_two_cases_of_a_release_come_in_the_targets_order(tmp_path):
    """A take's drops come in the targets' order: the listing sorts them
    where two cases of the release may both find targets (a queen on an
    empty column or on a king), and not where it proves they cannot (only a
    king fills an empty column, and a king is on no card: the look-up of
    rank 13 finds nothing), as in Klondike."""
    assert "first = 0" not in (ROOT / "plugins" / "cws_klondike.py").read_text()
    klondike = (ROOT / "games_src" / "cws_klondike.cdl").read_text()
    path = tmp_path / "queens.cdl"
    path.write_text(klondike.replace("then return Rank(c) = king;", "then return Rank(c) = queen;"))
    assert "first = 0" in compile_source(path.read_text(), str(path)).python
    for seed in range(2):
        play_both(path, seed, 40, 0)


def test_the_same_deal_again_lists_the_same_moves():
    for _ in range(2):
        assert play_both(ROOT / "games_src" / "cws_klondike.cdl", 7, 80, 0) > 0


@pytest.mark.parametrize("game", ["cws_klondike", "cws_yukon"])
def test_the_listing_judging_each_move_is_the_trial_listing(game):
    assert play_both(ROOT / "games_src" / f"{game}.cdl", 2, 60, 0, judged=True) > 0


@pytest.mark.parametrize("game", ["cws_klondike", "cws_forty_thieves"])
def test_routines_looking_up_the_listings_tables_answer_as_the_working_copy(game):
    """A predicate whose WITHs paperc answers from the listing's tables of
    targets (cdl_listing.py `Lookups`: Klondike's CanPlay?, which loose?
    asks of each card of the stock and the waste) says of every card what
    the working copy says, at every step of a playout; and the tables are
    the listing's own (one `flat_targets` a state, read by both)."""
    cls = rules_of(ROOT / "games_src" / f"{game}.cdl")
    rules = cls()
    looked = [
        getattr(cls, name)
        for name in dir(cls)
        if name.startswith("flat_")
        and name != "flat_moves"
        and "targets" in getattr(getattr(getattr(cls, name), "__code__", None), "co_names", ())
    ]
    assert cls.flat_canplay in looked
    state, chooser = rules.deal(5)[0], random.Random(5)
    for _ in range(20):
        for flat in looked:
            if flat.__code__.co_argcount != 7:
                continue  # (asked of a card alone)
            slow = getattr(cls, flat.__name__.replace("flat_", "pred_", 1))
            vm = rules._vm(state, quiet=True)
            for card in range(0, 156, 5):
                args = (state.piles, state.bottoms, state.globals, [0, STEP_BUDGET], None, card)
                assert flat(rules, *args) == rules._run(vm, slow, card), (flat, card)
        listed = rules.moves(state)
        if not listed:
            break
        state = rules.successor(state, chooser.choice(listed))


def same(listed: list, move) -> object:
    """The move of `listed` that does what `move` does."""
    return next(m for m in listed if m.detail == move.detail)


def test_a_pile_built_again_is_the_pile_built_first():
    """The search's successors share one pile object per content
    (runtime/engine/tables.py `Interned`): a drop and a stock click made
    in either order build the same piles, and the second order gets the
    very pile objects of the first, so what the game remembers by pile is
    found again."""
    rules = rules_of(ROOT / "games_src" / "cws_klondike.cdl")()
    tried = 0
    for seed in range(1, 30):
        state = rules.deal(seed)[0]
        listed = rules.moves(state)
        drops = [m for m in listed if m.target is not None]
        stock = next(m for m in listed if m.source == "Stock")
        if not drops:
            continue
        dropped, clicked = rules.successor(state, drops[0]), rules.successor(state, stock)
        first = rules.successor(dropped, same(rules.moves(dropped), stock))
        second = rules.successor(clicked, same(rules.moves(clicked), drops[0]))
        assert first.piles == second.piles
        assert all(a is b for a, b in zip(first.piles, second.piles, strict=True))
        tried += 1
    assert tried > 3


@pytest.mark.parametrize("game", ["cws_klondike", "cws_yukon"])
def test_a_state_met_again_lists_what_a_new_game_lists(game):
    """A state met again (the same piles, drawings, globals and generator)
    lists from what its first listing kept (runtime/engine/cdl/game.py
    `_met`, for a state whose piles were all met before: `_noted`): the
    moves a game that never met it lists, leading to the same states; a
    move played again from it (`play`) gives the same state and events; a
    state with other globals or another generator is listed afresh."""
    cls = rules_of(ROOT / "games_src" / f"{game}.cdl")
    rules = cls()
    met = replayed = 0
    for seed in (1, 2):
        state = rules.deal(seed)[0]
        chooser = random.Random(seed)
        for _ in range(100):
            met += hash(state.piles) in rules._met
            listed = rules.moves(state)
            fresh = cls()  # (nothing listed yet)
            assert [m.detail for m in listed] == [m.detail for m in fresh.moves(state)]
            if not listed:
                break
            move = chooser.choice(listed)
            known = rules._successors[id(state)][1]
            replayed += (id(known), move.detail) in rules._replays
            played = rules.play(state, move)
            assert played == fresh.play(state, move)
            after = rules.successor(state, move)
            assert after == played[0]
            state = after
    assert met > 10 and replayed > 3
    state = rules.deal(3)[0]
    rules._old[id(state)] = state
    rules.moves(state)
    kept = rules._met[hash(state.piles)][2]
    for other in (replace(state, rng=state.rng + 1), replace(state, globals=(*state.globals, 0))):
        rules._old[id(other)] = other  # (as if its piles were met before)
        listed = rules.moves(other)
        assert rules._successors[id(other)][1] is not kept
        assert [m.detail for m in listed] == [m.detail for m in cls().moves(other)]


def test_direct_versions_over_the_piles_that_give_way_run_the_stack_method(monkeypatch):
    """A direct version written over the piles (`flat_take_...`,
    `flat_accept_...`) that gives way (here a read past the top, a PULL of
    more cards than the pile holds, a counter past 16 bits) has the stack
    method itself run on a copy, which finds the same faults: the listing
    is the trials' (programs/direct_faults.cdl)."""
    path = PROGRAMS / "direct_faults.cdl"
    versions = rules_of(path).direct
    assert versions == {
        "on_c1_selectfrom": "flat_take_c1_selectfrom",
        "on_c1_selectto": "flat_accept_c1_selectto",
        "on_found_selectto": "flat_accept_found_selectto",
    }
    tried = []
    real = moves._tried
    monkeypatch.setattr(moves, "_tried", lambda *args: tried.append(args[3]) or real(*args))
    for seed in range(3):
        assert play_both(path, seed, 40, 2) > 0
    assert set(tried) == {"take", "accept"}


def test_a_press_that_takes_only_at_the_top_is_tried_there_only():
    facts = rules_of(ROOT / "games_src" / "cws_klondike.cdl").facts
    assert "top_only" in facts["on_waste_selectfrom"]  # if (Spos = !) and (! > 0) then ...
    assert "top_only" not in facts["on_t1_selectfrom"]  # any face-up card


def test_every_source_is_found(tmp_path):
    found = sources(tmp_path)
    assert len(GAMES) >= 10 and len(found) > len(GAMES)
    assert any(p.parent == tmp_path for p in found), "no whole CDL program in docs/"
    for path in found:
        compile_source(path.read_text(), str(path))  # each compiles


@pytest.mark.parametrize("game", GAMES)
def test_direct_listing_is_the_trial_listing(game):
    assert play_both(ROOT / "games_src" / f"{game}.cdl", 3, 40, 3) > 0


def test_direct_listing_on_docs_and_test_programs(tmp_path):
    for path in sources(tmp_path)[len(GAMES) :]:
        play_both(path, 1, 30, 2)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_direct_listing_is_the_trial_listing_long(game):
    for seed in range(6):
        play_both(ROOT / "games_src" / f"{game}.cdl", seed, 300, 300)


@pytest.mark.slow
def test_direct_listing_on_docs_and_test_programs_long(tmp_path):
    for path in sources(tmp_path)[len(GAMES) :]:
        for seed in range(4):
            play_both(path, seed, 150, 150)


FLAT_PRESSES = """GAME Presses IS 8 BY 4;
stack A; stack B; stack C;
procedure Deal is begin Add Ace+Spade .. Six+Spade; Turn [1..!] side down; end;
stack A is X := 0; Y := 0; W := 2; H := 4;
  Start is Deal;
  { a click that turns and moves three cards, faults below three (a PULL too
    many), and keeps all but one card on the Cursor when B is empty }
  Select(Spos : index) is
    if B! = 0 then Pull ! - 1 to Cursor
    else begin Turn [!] side up; Pull 3 to C; end;
end A;
stack B is X := 2; Y := 0; W := 2; H := 4;
  Start is Pull 1 from A;
  SelectFrom(Spos : index) is if ! > 0 then Pull 1 to A;
  SelectTo(Spos : index) is Pull Cursor! from Cursor;
end B;
stack C is X := 4; Y := 0; W := 2; H := 4;
  SelectTo(Spos : index) is Pull Cursor! from Cursor;
end C;
predicate loose? is return (A! = 0) and (B! = 0);
ORDER A, B, C.
"""


def test_flat_presses_list_what_their_trials_list(tmp_path):
    """A press run by its flat version (it TURNs and PULLs) lists exactly
    what its trial lists, where it clicks, where it faults (the trial then
    finds the fault) and where it leaves cards on the Cursor (the trial
    then runs the releases)."""
    path = tmp_path / "presses.cdl"
    path.write_text(FLAT_PRESSES)
    assert rules_of(path).flat_presses == {
        "on_a_select": "flat_a_select",
        "on_b_selectfrom": "flat_b_selectfrom",
    }
    for seed in range(6):
        play_both(path, seed, 40, 2)


CLICKS = """GAME Clicks IS 8 BY 4;
stack Stock; stack Waste; stack Found;
procedure TurnTwo is var n : integer;
begin
  n := 2;
  while (n > 0) and (! > 0) do begin Turn [!] side up; Pull 1 to Waste; n := n - 1; end;
end;
procedure Back is while Waste! > 0 do begin Pull 1 from Waste; Turn [!] side down; end;
stack Stock is X := 0; Y := 0; W := 2; H := 4;
  Start is begin Add Ace+Spade .. King+Spade; Shuffle; Turn [1..!] side down; end;
  { a click when the stock holds a card, or the waste does and fewer than three are found }
  Select(Spos : index) is if ! > 0 then TurnTwo else if Found! < 3 then Back;
end Stock;
stack Waste is X := 2; Y := 0; W := 2; H := 4;
  SelectFrom(Spos : index) is if (Spos = !) and (! > 0) then Pull 1 to Cursor;
end Waste;
stack Found is X := 4; Y := 0; W := 2; H := 4;
  SelectTo(Spos : index) is
    if Cursor! = 1 then if Cursor[1] mod 13 = Found! then Pull 1 from Cursor;
end Found;
ORDER Stock, Waste, Found.
"""


def test_a_click_listed_by_its_condition_is_the_trial_click(tmp_path):
    """A stock whose click paperc proves changes the game exactly where a
    condition holds (paperc/codegen/cdl_click.py) is listed by it, and
    the press runs when the click is followed: the same moves and plays
    as the trials', where it clicks and where it does not."""
    path = tmp_path / "clicks.cdl"
    path.write_text(CLICKS)
    rules = rules_of(path)
    assert rules()._written
    listing = compile_source(CLICKS, str(path)).python
    assert "if len(P[STOCK]) > 0 or len(P[FOUND]) < 3 and len(P[WASTE]) > 0:" in listing
    for seed in range(6):
        play_both(path, seed, 60, 3)


def test_a_flat_integrity_that_moves_inverts_and_removes(tmp_path):
    """integrity? through its flat version when it MOVEs, INVERSEs and
    REMOVEs cards (and faults on a range past the top: the working copy
    then names it) lists what the working copy lists."""
    rest = FLAT_PRESSES.split("predicate loose?")[0]
    path = tmp_path / "changes.cdl"
    path.write_text(
        rest + "predicate integrity? is begin\n"
        "  if C! >= 4 then begin Move C[1..2] to B[1]; Inverse B[1..B!]; end;\n"
        "  if C! = 3 then Remove C[C! - 1..C!];\n"
        "  if B! = 7 then Remove B[6..9];\n"
        "  return B! <> 1;\nend;\n"
        "ORDER A, B, C.\n"
    )
    assert "pred_integrity" in rules_of(path).flat
    for seed in range(6):
        play_both(path, seed, 40, 2)


def test_a_flat_press_through_the_cursor_plays_as_its_trial(tmp_path):
    """A listed click whose flat press moves cards through the Cursor (its
    events depend on where they came from) plays through the working copy:
    the same state, events and undo as the trials'."""
    through = CLICKS.replace(
        "Pull 1 to Waste; n := n - 1;", "Pull 1 to Cursor; Pull 1 from Cursor to Waste; n := n - 1;"
    )
    path = tmp_path / "through.cdl"
    path.write_text(through)
    assert rules_of(path).flat_presses
    for seed in range(4):
        assert play_both(path, seed, 40, 2) > 0


IDIOMS = PROGRAMS / "direct_idioms.cdl"


def test_presses_that_set_globals_as_they_take_are_direct():
    """A press that sets globals to constants, a stack or SELF as it takes
    (`Source := SELF; Pull 1 to Cursor`) is direct: the state after it
    carries the values, its releases read them, and a drag back onto its
    own stack that changes a global only is a move, as its trials find;
    one whose count reads the global it sets keeps its trials. So are IFs
    with ELSE branches down to such PULLs (or a procedure's), where every
    branch sets the same globals."""
    rules = rules_of(IDIOMS)
    assert rules.take_sets["on_pile_selectfrom"] == (("source", None), ("kind", 3))
    assert rules.take_sets["on_left_selectfrom"] == (("source", 0), ("kind", 1), ("flag", True))
    assert rules.take_sets["on_right_selectfrom"] == (("kind", 1),)  # IF, ELSE: a procedure
    assert "on_right_selectto" in rules.direct  # IF, ELSE IF, ELSE IF
    assert "on_odd_selectfrom" not in rules.direct
    assert "on_mixed_selectfrom" not in rules.direct  # its branches set different globals
    assert rules.flat_releases == {"on_tally_selectto": "flat_tally_selectto"}
    text = compile_source(IDIOMS.read_text(), str(IDIOMS)).python
    assert "trials: its effect is known by running it: its count reads a global it assigns" in text
    back = 0
    for seed in range(3):
        direct, _ = pair(IDIOMS, seed)
        for move in direct.moves():
            after = direct.rules.successor(direct.state, move)
            back += after.piles == direct.state.piles and after.globals != direct.state.globals
        assert play_both(IDIOMS, seed, 40, 5) > 0
    assert back


def test_takes_that_set_globals_are_listed_by_the_written_listing():
    """A game whose presses set globals as they take (`Source := SELF`) has
    its move listing written out: the releases read the globals the take
    set (a routine they call too), and a drag back onto the pressed stack
    that changes them only is listed as its trials list it, at the pressed
    position (a click, at every position a take is tried, a count met
    before too) or on the rest of the pile among the other targets, in
    their order; takes and releases of IFs with ELSE are written in place
    as well (Canfield's columns and foundations); judged or not, the
    moves, their order and every result are the trials'."""
    path = PROGRAMS / "written_globals.cdl"
    rules = rules_of(path)
    assert rules()._written and rules.take_sets["on_p4_selectfrom"] == (
        ("kind", 1),
        ("source", None),
    )
    assert "self.flat_mine(P, B, GH, S, T, Q)" in compile_source(path.read_text(), str(path)).python
    assert rules_of(ROOT / "games_src" / "cws_canfield.cdl")()._written
    for seed in range(3):
        assert play_both(path, seed, 80, 5) > 0
        assert play_both(path, seed, 40, 0, judged=True) > 0
    back = {True: 0, False: 0}  # (a click; a drop onto the rest of the pile)
    for seed in range(3):
        direct, _ = pair(path, seed)
        chooser = random.Random(seed)
        for _ in range(40):
            listed = written_moves(direct.rules, direct.state, True)  # (it lists them itself)
            assert listed is not None
            trials = all_moves(direct.rules, direct.state)
            assert [m.detail for m in listed] == [m.detail for m in trials]
            if not listed:
                break
            for move in listed:
                after = direct.rules.successor(direct.state, move)
                if after.piles == direct.state.piles and after.globals != direct.state.globals:
                    back[move.detail[1] == move.detail[3] and move.detail[2] == move.detail[4]] += 1
            direct.play(chooser.choice(listed))
    assert back[True] and back[False]
    listed_by_the_listing(rules_of(ROOT / "games_src" / "cws_canfield.cdl")(), 2, 40)


def test_releases_run_by_their_flat_versions_are_listed_by_the_written_listing():
    """A game whose releases keep their trials but have flat versions (a
    PULL to another stack, a MOVE, a global counted) has its move listing
    written out too (Aces Up): after each take the listing runs the
    release's flat version over a copy of the piles, on its own stack as
    a click at every position the take is tried (a count met before too)
    and on the rest of the pile among the other targets, and lists what
    empties the Cursor as the trials settle it; where the flat version
    faults (Tally's twelfth card) the trials list the state. The moves,
    their order and every result are the trials'."""
    path = PROGRAMS / "written_flat_releases.cdl"
    assert rules_of(path)()._written
    assert rules_of(ROOT / "games_src" / "cws_aces_up.cdl")()._written
    found = {"click": 0, "drop": 0, "gave way": 0}
    for seed in range(3):
        assert play_both(path, seed, 80, 5) > 0
        rules = rules_of(path)()
        state, chooser = rules.deal(seed)[0], random.Random(seed)
        for _ in range(80):
            listed = written_moves(rules, state, True)
            trials = all_moves(rules, state)
            if listed is None:
                found["gave way"] += 1
                listed = trials
            assert [m.detail for m in listed] == [m.detail for m in trials]
            for move in listed:
                _, press, pos, release, place = move.detail
                if press == release and press.startswith("C"):
                    found["click" if pos == place else "drop"] += 1
            if not listed:
                break
            state = rules.successor(state, chooser.choice(listed))
    assert all(found.values()), found
