"""docs/tutorial.md, step 5, done as the page says: the table opened from
the source (`paper play mygames/sweep.pl --seed 1`), three clicks on the
stock, the option the page shows added and saved, and the table reloads
on its own, says what the page says, and plays the new rule."""

from __future__ import annotations

import re
import time
from pathlib import Path

from uihelpers import frame

from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
TUTORIAL = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")
EXAMPLE = ROOT / "docs" / "examples" / "sweep.pl"


def shown(start: str) -> str:
    found = re.search(r"```text\n(" + re.escape(start) + r".*?)```", TUTORIAL, re.S)
    assert found, f"the tutorial shows no output starting {start!r}"
    return found.group(1).strip()


def the_turn() -> str:
    """The turn the page shows, with the line the reader adds."""
    step = TUTORIAL[TUTORIAL.index("## 5.") : TUTORIAL.index("## 6.")]
    return re.search(r"```paperlang fragment\n(.*?)```", step, re.S).group(1)


def test_an_edit_saved_under_an_open_table_reloads_it_as_the_page_says(
    window, clock, tmp_path, monkeypatch
):
    monkeypatch.setenv("PAPER_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mygames").mkdir()
    source = tmp_path / "mygames" / "sweep.pl"
    source.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    assert "paper play mygames/sweep.pl --seed 1" in TUTORIAL
    window.watch = True
    try:
        # what `paper play mygames/sweep.pl --seed 1` does
        table = window.play(Session.open("mygames/sweep.pl", seed=1), source="mygames/sweep.pl")
        frame(window, table, clock, 1.0)
        for _ in range(3):  # "click the stock three times"
            assert table.play(table.session.moves()[0])  # the stock's one move
            frame(window, table, clock, 1.0)
        old = table.session
        text = source.read_text()
        turn = the_turn()
        old_turn = "\n".join(line for line in turn.splitlines() if "pick foundations" not in line)
        assert old_turn + "\n" in text  # the page shows the reader's own turn, one line added
        source.write_text(text.replace(old_turn + "\n", turn), encoding="utf-8")
        start = time.perf_counter()
        while table.session is old:
            assert time.perf_counter() - start < 120, "the table never reloaded"
            window.dispatch_event("on_update", 1 / 60)
            window.dispatch_events()
            time.sleep(0.02)
        took = time.perf_counter() - start
        print(f"the edited source was on the table after {took:.2f} s")
        assert table.notice == shown("rules changed:")
        assert table.session.seed == 1 and table.session.move_count == 3
        assert len(table.session.cards("waste")) == 3
        frame(window, table, clock, 1.0).save(tmp_path / "reloaded.png")
        assert table.dialog is None  # the game goes on
        # the new rule is there: a foundation card back to the waste (once one is home)
        home = [m for m in table.session.moves() if (m.target or "").startswith("found")]
        while not home:
            assert table.play(next(m for m in table.session.moves() if m.source == "deck"))
            home = [m for m in table.session.moves() if (m.target or "").startswith("found")]
        assert table.play(home[0])
        assert any(m.source == home[0].target for m in table.session.moves())
    finally:
        if window.watcher is not None:
            window.watcher.stop()
            window.watcher = None
        window.watch = False


def test_a_long_notice_gives_way_to_the_status_and_never_runs_over_it(window, clock):
    table = window.play(Session.open(str(EXAMPLE), seed=1))
    long = shown("rules changed:").replace("all 3 moves", "0 of 3 moves") + " (move 1: " + "x" * 80
    for notice in (long, "rules changed: replayed all 3 moves"):
        table.notice = notice
        frame(window, table, clock, 0.1)
        status, message = table._status, table._message
        assert message.text.x - message.width >= status.text.x + status.width
        shown_now = message.text.text
        assert shown_now == notice or (shown_now.endswith("\u2026") and len(shown_now) > 20)
    assert table._message.text.text == "rules changed: replayed all 3 moves"  # room enough
