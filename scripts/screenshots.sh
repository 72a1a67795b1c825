#!/usr/bin/env bash
# Redraw docs/games/<game>.png for every bundled plugin (seed 1, 1280x800), off screen.
set -euo pipefail
cd "$(dirname "$0")/.."
export ARCADE_HEADLESS=1
mkdir -p docs/games
for plugin in plugins/*.py; do
  game=$(basename "$plugin" .py)
  .venv/bin/paper shot "$plugin" --seed 1 --size 1280x800 -o "docs/games/$game.png"
done
