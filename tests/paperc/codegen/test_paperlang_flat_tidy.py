"""The stores of a counted loop's counter that nothing reads are left out
of the compiled methods (`paperlang_flat_tidy.dead_counters`); those
something reads stay, and the games play as before (the plugins are
compared with their models and traces elsewhere). A comment that quotes
one statement of one line goes to the end of that line when it fits
there (`trailing_comments`), and the line table still names it."""

from __future__ import annotations

from paperc.codegen.paperlang_flat_tidy import dead_counters, trailing_comments
from paperc.codegen.writer import line_table, mark, unmarked

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


def _marked(lines: list[str]) -> list[str]:
    """`lines` with each quoting comment marked for the line table, as
    `FlatWriter.where` marks them."""
    return [
        line + mark(int(line.split(":")[1].split()[0]))
        if line.lstrip().startswith("# g.pl:")
        else line
        for line in lines
    ]


def test_a_statement_of_one_line_carries_its_comment_at_its_end() -> None:
    body = _marked(LOOP[2:6] + ["        # g.pl:6  n = n + 1", "        v_n = v_n + 1"])
    joined = trailing_comments(body)
    assert len(joined) == 4  # (the call and its comment make a line too long: two lines)
    assert unmarked(joined[0]) == "        for v_i in range(0, 7):  # g.pl:4  while i < 7 start"
    assert unmarked(joined[1]) == "            # g.pl:5  deck -> tableau[i] top 1"
    assert unmarked(joined[-1]) == "        v_n = v_n + 1  # g.pl:6  n = n + 1"
    module = "\n".join(joined)
    _, table, _ = line_table(module)
    assert [(generated, line) for generated, line, _ in table] == [(1, 4), (2, 5), (4, 6)]


def test_a_comment_over_several_statements_or_a_long_line_keeps_its_own_line() -> None:
    block = _marked(
        [
            "        # g.pl:7  pick tableau /> foundations build",
            "        p = n - 1",
            "        for b in takes.get(suited[c], ()):",
            "            found.append((0, a, b, p, n))",
            "        # g.pl:9  " + "x" * 60,
            "        self.flat_move(s, events, DECK, TABLEAU[v_i], self.flat_count(v_i), False)",
        ]
    )
    assert trailing_comments(block) == block


def test_the_comment_of_a_statement_written_as_nothing_goes() -> None:
    body = _marked(
        ["        # g.pl:3  int i = 0", *LOOP[2:6], "        # g.pl:4  (the counter ...)"]
    )
    assert [unmarked(line) for line in trailing_comments(body)][0].startswith("        for v_i")
    assert len(trailing_comments(body)) == 3
