"""A stock game's options from its columns, kept while nothing they read
changes (`paperc/codegen/paperlang_flat_again.py`, `FlatGame.flat_walked`):
on a random line of play of Klondike (the first loop's lists kept) and of
Canfield (a loop's after others': `kept_at`), with listings of earlier
positions, of the same position again and of the bare piles alone in
between, each listing is the one worked out afresh (of every game that
keeps them: `-m slow`); a column loop that reads the waste is walked
every time, and a game where every move changes its columns keeps
nothing."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.compiling import compiled

ROOT = Path(__file__).resolve().parents[3]
KEEPING = {p.stem for p in (ROOT / "plugins").glob("*.py") if "flat_walked" in p.read_text()}


def afresh(rules: FlatGame, state: tuple) -> list[tuple[int, ...]]:
    """The listing of `state` with nothing kept from the listings before."""
    rules.flat_walked = (-1,)
    return rules.flat_options(state)


def test_the_games_that_keep_them() -> None:
    # (Forty Thieves' columns take a card through `into`, the empty piles merged in)
    assert {"klondike", "klondike_draw_one", "forty_thieves", "bristol", "canfield"} <= KEEPING
    # (no move leaves their columns alone: La Belle Lucie's redeal, Gypsy's deal)
    assert not {"la_belle_lucie", "gypsy", "spider"} & KEEPING


@pytest.mark.parametrize("game", ["klondike", "canfield"])
def test_the_kept_options_are_the_listing_worked_out_afresh(game: str) -> None:
    listed, kept = played_afresh(game, seed=3, moves=100)
    assert listed > 60 and listed // 4 < kept < listed


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(KEEPING))
def test_every_game_that_keeps_them_lists_afresh(game: str) -> None:
    played = [played_afresh(game, seed, moves=300) for seed in range(4)]
    listed, kept = (sum(counts) for counts in zip(*played, strict=True))
    assert listed > 100 and 0 < kept < listed


def played_afresh(game: str, seed: int, moves: int) -> tuple[int, int]:
    """A random line of play of `game` (with earlier positions again and
    bare listings between), each listing the one worked out afresh: how
    many it listed, and how many of them it kept."""
    path = ROOT / "plugins" / f"{game}.py"
    rules, fresh = Session.open(path, seed=seed).rules, Session.open(path, seed=seed).rules
    assert isinstance(rules, FlatGame) and isinstance(fresh, FlatGame)
    chooser = random.Random(seed + 2)
    state = Session.open(path, seed=seed).state
    seen = [state]
    listed = kept = 0
    for _ in range(moves):
        walked = rules.flat_walked
        assert rules.flat_options(state) == afresh(fresh, state)
        kept += rules.flat_walked is walked  # (nothing walked: the options were kept)
        listed += 1
        moves = rules.moves(state)
        if not moves:
            break
        rules.bare_moves(state)  # (a bare listing between: it walks no column)
        state = rules.successor(state, chooser.choice(moves))
        seen.append(state)
        if chooser.random() < 0.2:  # (back to an earlier position, as undo goes)
            state = chooser.choice(seen)
    return listed, kept


def klondike(old: str, new: str) -> str:
    """Klondike's source with its include written in, changed."""
    include = (ROOT / "games_src" / "include" / "klondike.pl").read_text()
    game = (ROOT / "games_src" / "klondike.pl").read_text()
    text = game.replace('#use "include/klondike.pl"', include)
    assert old in text
    return text.replace(old, new)


def test_a_column_loop_reading_more_is_walked_each_time() -> None:
    # (the columns' moves asking the waste too: the waste is no pile `flat_takes` keeps)
    filtered = "(moving.size < from.size) || (waste.size == 99)}"
    python = compiled(klondike("(moving.size < from.size)}", filtered), "k.pl").python
    assert "for a in () if bare else TABLEAU:" in python
    assert "flat_walked" not in python
