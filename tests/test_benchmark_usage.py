"""Every benchmark script answers `--help` with its usage, and a wrong
option with its usage and an error, and runs nothing either way.

The scripts run one after the other in one child process (as `python
SCRIPT ...` runs each: `runpy` with `__main__` as its name), so that the
imports they share are paid once: a script that ran its benchmark instead
would return without exiting, or take far longer than the child's time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from benchmarks.__main__ import QUICK, scripts

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import contextlib, io, json, runpy, sys, time
found = {}
for path in sys.argv[1:]:
    for option in ("--help", "--no-such-option"):
        out, err = io.StringIO(), io.StringIO()
        sys.argv = [path, option]
        start = time.process_time()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                runpy.run_path(path, run_name="__main__")
            code = "returned"
        except SystemExit as leaving:
            code = leaving.code
        except Exception as error:
            code = repr(error)
        found[path, option] = (code, out.getvalue(), err.getvalue(), time.process_time() - start)
print(json.dumps([[*key, *value] for key, value in found.items()]))
"""


def test_every_script_answers_help_and_a_wrong_option_with_its_usage():
    paths = [str(path) for path in scripts().values()]
    paths.append(str(ROOT / "benchmarks" / "__main__.py"))
    env = {**os.environ, "ARCADE_HEADLESS": "1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *paths],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    wrong = []
    for path, option, code, out, err, seconds in json.loads(done.stdout.splitlines()[-1]):
        name = Path(path).name
        if option == "--help" and (code != 0 or not out.startswith("usage:")):
            wrong.append(f"{name} --help: exit {code!r}, printed {(out + err)[:200]!r}")
        elif option != "--help" and (code != 2 or "usage:" not in err or option not in err):
            wrong.append(f"{name} {option}: exit {code!r}, printed {(out + err)[:200]!r}")
        elif seconds > 5:
            wrong.append(f"{name} {option}: {seconds:.1f} CPU s")
    assert not wrong, "\n".join(wrong)


def test_the_quick_set_names_scripts():
    assert set(QUICK) <= set(scripts())
    assert "fresh" not in scripts() and "_bigsource" not in scripts()
