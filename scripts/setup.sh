#!/usr/bin/env bash
# Make a venv and install Paper into it (editable, with the test tools).
#
#   scripts/setup.sh          .venv, from the lock (requirements.txt): exactly
#                             the versions CI tested, every file's hash checked
#   scripts/setup.sh latest   .venv-latest, the newest versions pyproject.toml
#                             allows (make test-latest), to find drift first
#
# Idempotent: does nothing when pyproject.toml and the lock have not changed
# since the last install.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
mode=${1:-locked}
case "$mode" in
  locked) venv=.venv ;;
  latest) venv=.venv-latest ;;
  *) echo "usage: scripts/setup.sh [locked|latest]" >&2; exit 2 ;;
esac
if [ ! -x "$venv/bin/python" ]; then
  "$PY" -m venv "$venv"
fi
stamp=$venv/.paper-installed
want=$(cat pyproject.toml requirements.txt | sha256sum | cut -d' ' -f1)
if [ "$mode" = latest ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  if [ "$mode" = locked ]; then
    # --no-deps: the lock is the whole set; the hashes make pip refuse any other file
    "$venv/bin/python" -m pip install --quiet --require-hashes --no-deps -r requirements.txt
    "$venv/bin/python" -m pip install --quiet --no-deps --no-build-isolation -e .
  else
    "$venv/bin/python" -m pip install --quiet --upgrade --upgrade-strategy eager -e ".[test]"
    "$venv/bin/python" -m pip list --format=freeze > "$venv/versions.txt"
  fi
  echo "$want" > "$stamp"
fi
