"""The stores of a counted loop's counter that nothing reads are left out
of the fast path's methods (`paperlang_flat_tidy.dead_counters`); those
something reads stay, and the games play as before (the plugins are
compared with their models and traces elsewhere)."""

from __future__ import annotations

from paperc.codegen.paperlang_flat_tidy import dead_counters

LOOP = [
    "        # g.pl:3  int i = 0",
    "        v_i = 0",
    "        # g.pl:4  while i < 7 start",
    "        for v_i in range(0, 7):",
    "            # g.pl:5  deck -> tableau[i] top 1",
    "            self.flat_move(s, events, DECK, TABLEAU[v_i], 1, False)",
    "        # g.pl:4  (the counter as the loop leaves it)",
    "        v_i = 7",
]


def test_a_counter_read_only_in_its_loop_loses_its_stores() -> None:
    assert dead_counters(LOOP) == LOOP[2:6]


def test_two_loops_over_one_counter_each_read_inside_lose_theirs() -> None:
    second = [line.replace("7", "3") for line in LOOP]
    assert dead_counters(LOOP + second) == LOOP[2:6] + second[2:6]


def test_a_counter_read_after_its_loop_keeps_them() -> None:
    after = ["        # g.pl:8  int n = i + 1", "        v_n = v_i + 1"]
    assert dead_counters(LOOP + after) == LOOP + after
    returned = [*LOOP, "        return v_i"]  # (`flat_before` gives it to its callers)
    assert dead_counters(returned) == returned
