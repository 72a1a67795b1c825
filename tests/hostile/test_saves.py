"""A save file is data: loading one never runs code named inside it, and a
crafted one is a SessionError naming the file, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from runtime import Session, SessionError
from runtime.text.player import TextPlayer

ROOT = Path(__file__).resolve().parents[2]
GAMES_SRC = ROOT / "games_src"

# a "plugin" that, when imported, leaves a marker file beside itself
TRAP = """\
from pathlib import Path

Path(__file__).with_name("marker").write_text("imported")


def paper_register_games(register):
    raise SystemExit("the trap's hook ran")
"""


def saved_game(tmp_path: Path, game: str = "klondike", moves: int = 3) -> dict:
    session = Session.open(game, seed=5)
    for _ in range(moves):
        session.play(session.moves()[0])
    path = tmp_path / "real.json"
    session.save(path)
    return json.loads(path.read_text(encoding="utf-8"))


def write(tmp_path: Path, data: object, name: str = "crafted.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def trap(tmp_path: Path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    path = folder / "trap.py"
    path.write_text(TRAP, encoding="utf-8")
    return path


def test_loading_a_save_never_imports_its_origin(tmp_path, trap):
    data = saved_game(tmp_path)
    data["origin"] = str(trap)
    path = write(tmp_path, data)
    loaded = Session.load(path)
    assert not (trap.parent / "marker").exists()
    assert loaded.game_id == "klondike" and loaded.move_count == 3


def test_an_origin_naming_a_source_is_not_compiled_either(tmp_path):
    data = saved_game(tmp_path, "accordion")
    source = tmp_path / "accordion.pl"
    source.write_text("this is not Paperlang at all\n", encoding="utf-8")
    data["origin"] = str(source)
    loaded = Session.load(write(tmp_path, data))
    assert loaded.game_id == "accordion" and loaded.move_count == 3


def test_a_save_naming_an_uninstalled_game_is_refused_without_importing(tmp_path, trap):
    data = saved_game(tmp_path)
    data["game"] = "trap"
    data["origin"] = str(trap)
    path = write(tmp_path, data)
    with pytest.raises(SessionError, match="name its source") as caught:
        Session.load(path)
    assert str(path) in str(caught.value)
    assert not (trap.parent / "marker").exists()


def test_a_game_id_that_looks_like_a_path_is_only_an_id(tmp_path, trap):
    data = saved_game(tmp_path)
    data["game"] = str(trap)
    with pytest.raises(SessionError):
        Session.load(write(tmp_path, data))
    assert not (trap.parent / "marker").exists()


def test_new_saves_name_the_game_by_id_and_hold_no_path(tmp_path):
    session = Session.open(str(ROOT / "plugins" / "golf.py"), seed=2)
    session.save(tmp_path / "golf.json")
    text = (tmp_path / "golf.json").read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["game"] == "golf" and "origin" not in data
    assert str(ROOT) not in text and "golf.py" not in text


def test_a_source_the_caller_names_is_compiled(tmp_path):
    source = tmp_path / "mine.pl"
    source.write_text((GAMES_SRC / "accordion.pl").read_text(encoding="utf-8"), encoding="utf-8")
    session = Session.open(source, seed=4)
    session.play(session.moves()[0])
    session.save(tmp_path / "mine.json")
    loaded = Session.load(tmp_path / "mine.json", source=source)
    assert loaded.state == session.state


def test_a_named_source_of_another_game_is_refused(tmp_path):
    data = saved_game(tmp_path, "klondike")
    path = write(tmp_path, data)
    with pytest.raises(SessionError, match="saved game is 'klondike'") as caught:
        Session.load(path, source=ROOT / "plugins" / "golf.py")
    assert str(path) in str(caught.value)


def test_the_terminal_player_load_never_imports_the_origin(tmp_path, trap):
    import io

    data = saved_game(tmp_path)
    data["origin"] = str(trap)
    path = write(tmp_path, data)
    player = TextPlayer(Session.open("golf", seed=1), io.StringIO())
    player.command(f"load {path}")
    assert not (trap.parent / "marker").exists()
    assert player.session.game_id == "klondike" and player.session.move_count == 3


def test_the_terminal_player_loads_a_save_of_the_source_it_was_given(tmp_path):
    source = tmp_path / "mine.cdl"
    source.write_text((GAMES_SRC / "cws_golf.cdl").read_text(encoding="utf-8"), encoding="utf-8")
    save = tmp_path / "mine.json"
    result = subprocess.run(
        [sys.executable, "-m", "runtime.text", str(source), "--seed", "3", "--no-color"],
        input=f"1\nsave {save}\nq\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    result = subprocess.run(
        [sys.executable, "-m", "runtime.text", str(source), "--load", str(save), "--no-color"],
        input="q\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "seed 3, move 1" in result.stdout and "Traceback" not in result.stderr


def deep(levels: int) -> str:
    return "[" * levels + "]" * levels


def raw_seed(data: dict, text: str) -> str:
    """The save with its seed written as `text`, exactly (JSON cannot say 1e999)."""
    return json.dumps({**data, "seed": "SEED"}).replace('"SEED"', text)


def raw_count(data: dict, text: str) -> str:
    move = {**data["moves"][0], "count": "COUNT"}
    return json.dumps({**data, "moves": [move]}).replace('"COUNT"', text)


CRAFTED = {
    "nested 100000 deep": lambda d: json.dumps(d)[:-1] + ', "x": ' + deep(100_000) + "}",
    "a whole file nested 100000 deep": lambda d: deep(100_000),
    "a 5000-digit seed": lambda d: raw_seed(d, "9" * 5000),
    "a 5000-digit count": lambda d: raw_count(d, "7" * 5000),
    "an overflowing float seed": lambda d: raw_seed(d, "1e999"),
    "an overflowing count": lambda d: raw_count(d, "-1e999"),
    "a seed that is a float": lambda d: raw_seed(d, "5.0"),
    "Infinity as the position": lambda d: json.dumps({**d, "at": float("inf")}),
    "NaN as the seed": lambda d: json.dumps({**d, "seed": float("nan")}),
    "an origin that is a number": lambda d: json.dumps({**d, "origin": 42}),
    "an origin that is a list": lambda d: json.dumps({**d, "origin": ["/etc/passwd"]}),
    "an origin that is an object": lambda d: json.dumps({**d, "origin": {"py": "x.py"}}),
    "moves that are an object": lambda d: json.dumps({**d, "moves": {"0": 1}}),
    "moves that are a string": lambda d: json.dumps({**d, "moves": "deck"}),
    "a move that is a number": lambda d: json.dumps({**d, "moves": [7]}),
    "a move whose source is a list": lambda d: json.dumps(
        {**d, "moves": [{**d["moves"][0], "source": ["deck"]}]}
    ),
    "a move whose count is text": lambda d: json.dumps(
        {**d, "moves": [{**d["moves"][0], "count": "1"}]}
    ),
    "a move whose index is a float": lambda d: json.dumps(
        {**d, "moves": [{**d["moves"][0], "index": 0.5}]}
    ),
    "a move whose detail is an object": lambda d: json.dumps(
        {**d, "moves": [{**d["moves"][0], "detail": {"a": 1}}]}
    ),
    "a move whose detail nests deeply": lambda d: json.dumps(
        {**d, "moves": [{**d["moves"][0], "detail": json.loads(deep(500))}]}
    ),
    "a move whose label is a number": lambda d: json.dumps(
        {**d, "moves": [{**d["moves"][0], "label": 3}]}
    ),
    "a move on an unknown stack": lambda d: json.dumps(
        {**d, "moves": [{**d["moves"][0], "source": "no such pile"}]}
    ),
    "a move with a huge index": lambda d: json.dumps(
        {**d, "moves": [{**d["moves"][0], "index": 10**300}]}
    ),
    "a game that is a number": lambda d: json.dumps({**d, "game": 7}),
    "a game that is empty": lambda d: json.dumps({**d, "game": ""}),
    "a game id a megabyte long": lambda d: json.dumps({**d, "game": "k" * 1_000_000}),
    "a seed that is true": lambda d: json.dumps({**d, "seed": True}),
    "a version that is true": lambda d: json.dumps({**d, "version": True}),
    "a position past the end": lambda d: json.dumps({**d, "at": 99}),
    "a position that is text": lambda d: json.dumps({**d, "at": "3"}),
    "not JSON": lambda d: "paper-save \x00\x01",
    "a JSON list": lambda d: "[1, 2, 3]",
    "truncated": lambda d: json.dumps(d)[:40],
}


@pytest.mark.parametrize("case", sorted(CRAFTED))
def test_a_crafted_save_is_a_session_error_naming_the_file(tmp_path, case):
    data = saved_game(tmp_path, "klondike", moves=1)
    path = write(tmp_path, CRAFTED[case](data))
    with pytest.raises(SessionError) as caught:
        Session.load(path)
    message = str(caught.value)
    assert str(path) in message
    assert len(message) < 2000  # the file's contents are not quoted at length


def test_a_save_that_is_not_utf8_is_a_session_error(tmp_path):
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SessionError, match="binary.json"):
        Session.load(path)


def test_a_save_that_is_a_folder_is_a_session_error(tmp_path):
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(SessionError, match="folder.json"):
        Session.load(tmp_path / "folder.json")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_save_is_refused_not_read_forever():
    with pytest.raises(SessionError, match="/dev/zero"):
        Session.load("/dev/zero")
