"""What an install gets is what the tree holds: every package of the tree is
in pyproject.toml's list, the bundled games travel as `runtime.bundled`, and
the lock covers every dependency pyproject.toml names."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from setuptools import find_namespace_packages

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _name(requirement: str) -> str:
    return re.split(r"[\s\[<>=!~;]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def test_every_package_of_the_tree_is_installed():
    setuptools = PROJECT["tool"]["setuptools"]
    found = {  # folders of Python modules; templates/ and __pycache__ are data
        name
        for name in find_namespace_packages(where=str(ROOT), include=["paperc*", "runtime*"])
        if any((ROOT / name.replace(".", "/")).glob("*.py"))
    }
    listed = set(setuptools["packages"])
    assert found <= listed, f"add to pyproject.toml's packages: {sorted(found - listed)}"
    assert listed - found == {"runtime.bundled"}


def test_the_bundled_games_are_package_data_not_a_top_level_module():
    setuptools = PROJECT["tool"]["setuptools"]
    assert setuptools["package-dir"] == {"runtime.bundled": "plugins"}
    assert not any(name.split(".")[0] == "plugins" for name in setuptools["packages"])
    assert (ROOT / "plugins" / "__init__.py").is_file()


def test_the_lock_pins_every_dependency_with_hashes():
    lock = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    pinned = {
        match.group(1).lower().replace("_", "-"): match.group(2)
        for match in re.finditer(r"^([A-Za-z0-9_.-]+)==(\S+) \\$", lock, re.MULTILINE)
    }
    project = PROJECT["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["test"]
    for requirement in wanted:
        assert _name(requirement) in pinned, f"{requirement} is not in the lock"
    for block in re.split(r"\n(?=[A-Za-z0-9])", lock):
        if "==" in block.splitlines()[0]:
            assert "--hash=sha256:" in block, block.splitlines()[0]
    assert len(pinned) >= len(wanted)
