"""`flat_options` writes a pick's loop over its sources once when the
loops over two declarations would have the same body
(`paperlang_flat.merged_loops`): FreeCell's move to the foundations, from
the cascades and from the cells, is one loop over both. A plain pick from
one stack onto one is written without loops (`single_loops`). Loops whose
bodies differ only in that one skips the destination that is its source
are one loop that skips it (Corners: the stock, the waste and the tableau)."""

from __future__ import annotations

import paperc
from paperc.codegen.paperlang_flat import merged_loops, single_loops

BODY = ["            n = len(s[a])", "            found.append((0, a, -1, -1, n))"]


def test_loops_with_the_same_body_are_one_loop_over_their_stacks_in_order() -> None:
    lines = ["        for a in CASCADES:", *BODY, "        for a in (WASTE,):", *BODY]
    assert merged_loops(lines) == ["        for a in (*CASCADES, WASTE):", *BODY]


def test_loops_that_differ_or_are_guarded_stay_apart() -> None:
    other = ["            n = len(s[a])", "            found.append((1, a, -1, -1, n))"]
    apart = ["        for a in CASCADES:", *BODY, "        for a in CELLS:", *other]
    assert merged_loops(apart) == apart
    guarded = ["        for a in CASCADES if empty_cells else ():", *BODY]
    guarded += ["        for a in CELLS:", *BODY]
    assert merged_loops(guarded) == guarded
    # another pick's loop, after the comment that names its line
    picks = ["        for a in CASCADES:", *BODY, "        # freecell.pl:58  pick ..."]
    picks += ["        for a in CELLS:", *BODY]
    assert merged_loops(picks) == picks


def test_loops_that_differ_only_by_a_skip_of_the_source_are_one_loop_that_skips() -> None:
    # (the tableau, a destination too, skips itself; the waste, none, need not)
    onto = ["            for b in TABLEAU:"]
    add = ["                found.append((0, a, b, -1, n))"]
    skips = ["                if b == a:", "                    continue"]
    plain = ["        for a in (WASTE,):", "            n = len(s[a])", *onto, *add]
    skipping = ["        for a in TABLEAU:", "            n = len(s[a])", *onto, *skips, *add]
    merged = ["        for a in (WASTE, *TABLEAU):", *skipping[1:]]
    assert merged_loops(plain + skipping) == merged
    kept = ["                if b != a and len(s[b]) < 13:", "    " + add[0]]
    keeping = [*skipping[:3], *kept]
    unkept = [*plain[:3], "                if len(s[b]) < 13:", "    " + add[0]]
    assert merged_loops(unkept + keeping) == ["        for a in (WASTE, *TABLEAU):", *keeping[1:]]
    # (a skip of another destination is no such skip)
    other = [*skipping[:3], "                if b == DECK:", "                    continue", *add]
    assert merged_loops(plain + other) == plain + other


def test_corners_lists_its_builds_from_the_stock_the_waste_and_the_tableau_in_one_loop() -> None:
    with open("games_src/corners.pl", encoding="utf-8") as source:
        python = paperc.compile_source(source.read(), "games_src/corners.pl").python
    options = python.split("def flat_options", 1)[1].split("\n    def ", 1)[0]
    assert options.count("for a in (DECK, WASTE, *TABLEAU):") == 1
    assert options.count("                if b == a:") == 1


def test_freecell_lists_its_moves_to_the_foundations_in_one_loop() -> None:
    with open("games_src/freecell.pl", encoding="utf-8") as source:
        python = paperc.compile_source(source.read(), "games_src/freecell.pl").python
    options = python.split("def flat_options", 1)[1].split("\n    def ", 1)[0]
    assert options.count("for a in (*CASCADES, *CELLS):") == 1
    assert options.count("found.append((0, a, b, n - 1, n))") == 1  # (the top card: no `p`)


def test_a_plain_pick_from_one_stack_onto_one_is_written_without_loops() -> None:
    loops = [
        "        for a in (DECK,):",
        "            n = len(s[a])",
        "            if not (n > 0):",
        "                continue",
        "            for b in (WASTE,):",
        "                found.append((2, a, b, -1, n))",
    ]
    assert single_loops(loops) == [
        "        a, b = DECK, WASTE",
        "        n = len(s[a])",
        "        if n > 0:",
        "            found.append((2, a, b, -1, n))",
    ]
    several = [*loops[:4], "            for b in WASTE_PILES:", *loops[5:]]
    assert single_loops(several) == several  # (a loop over several destinations stays)
