"""The history of past deals: each deal that ends is written once, with its
seed, result, time and moves; a kept game is not over; a bad file is set
aside; the newest deals are kept."""

from __future__ import annotations

import json

from runtime import history
from runtime.history import KEPT, Deal, DealTracker, History
from runtime.stats import Statistics


def tracker(tmp_path, seed):
    stats = Statistics(tmp_path / "statistics.json")
    return stats, DealTracker(stats, "klondike", lambda: seed[0])


def test_won_lost_and_given_up_deals_are_written_once_with_their_seed(tmp_path):
    seed = [17]
    stats, t = tracker(tmp_path, seed)
    t.changed("playing", 0.0, 0)  # the deal: nothing yet
    assert History(tmp_path / "history.json").deals == []
    t.changed("playing", 5.0, 1)
    t.changed("won", 61.5, 90)
    t.changed("won", 62.0, 90)  # the same win again: once
    t.leave()  # a won deal left: nothing more
    seed[0] = 18
    t.changed("playing", 3.0, 1)
    t.changed("lost", 30.0, 12)
    t.leave()
    seed[0] = 19
    t.changed("playing", 2.0, 4)
    seed[0] = 20  # a new deal is dealt before the table says the old one is over
    t.leave()
    t.leave()  # nothing played in the new one: nothing written
    deals = History(tmp_path / "history.json").deals
    assert [(d.seed, d.result, d.moves) for d in deals] == [
        (19, "given up", 4),
        (18, "lost", 12),
        (17, "won", 90),
    ]
    assert deals[2].seconds == 61.5 and deals[2].time() == "1:01"
    assert all(d.game_id == "klondike" for d in deals)
    assert stats.get("klondike").played == 3  # the statistics count as before


def test_a_bad_history_file_is_set_aside_and_a_new_one_started(tmp_path):
    path = tmp_path / "history.json"
    path.write_text(json.dumps({"format": "paper-history", "version": 1, "deals": [{"seed": -1}]}))
    h = History(path)
    assert h.deals == [] and "unreadable" in h.notice
    assert list(tmp_path.glob("history.json.corrupt-*"))
    h.record(Deal("golf", 3, "won", 10.0, 20, 1_700_000_000.0))
    assert History(path).deals == [Deal("golf", 3, "won", 10.0, 20, 1_700_000_000.0)]


def test_only_the_newest_deals_are_kept(tmp_path):
    path = tmp_path / "history.json"
    older = [asdict_deal(Deal("golf", n, "lost", 1.0, 1, 1.0)) for n in range(KEPT)]
    path.write_text(json.dumps({"format": "paper-history", "version": 1, "deals": older}))
    h = History(path)
    h.record(Deal("golf", 5000, "won", 1.0, 1, 2.0))
    deals = History(path).deals
    assert len(deals) == KEPT and deals[0].seed == 5000 and deals[-1].seed == KEPT - 2


def asdict_deal(deal: Deal) -> dict:
    from dataclasses import asdict

    return asdict(deal)


def test_the_history_lives_beside_the_statistics(tmp_path):
    stats = Statistics(tmp_path / "data" / "statistics.json")
    assert history.beside(stats).path == tmp_path / "data" / "history.json"
