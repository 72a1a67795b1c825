#!/usr/bin/env bash
# The wheel and the sdist are the app: each, installed into a venv that holds
# only Paper's dependencies (from the lock) and run from outside the
# checkout, has every bundled game of both languages, draws thumbnails and
# compiles a source. Run by .ci/run (make check-install).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
PY=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
games=$(ls games_src/*.pl games_src/*.cdl | grep -c .)
venv=$work/venv

"$PY" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --require-hashes --no-deps -r requirements.txt
# the wheel and the sdist, built with the lock's setuptools
"$venv/bin/python" -m pip wheel --quiet --no-deps --no-build-isolation . -w "$work/dist" 2>/dev/null
"$venv/bin/python" -c \
  "import setuptools.build_meta as backend, sys; backend.build_sdist(sys.argv[1])" \
  "$work/dist" >/dev/null 2>&1
rm -rf build ./*.egg-info

cp games_src/accordion.pl "$work/mine.pl"
for kind in whl tar.gz; do
  "$venv/bin/python" -m pip uninstall --quiet --yes paper-solitaire >/dev/null 2>&1 || true
  "$venv/bin/python" -m pip install --quiet --no-deps --no-build-isolation "$work"/dist/*."$kind"
  (cd "$work" && ARCADE_HEADLESS=1 PAPER_CONFIG_DIR="$work/config" PAPER_DATA_DIR="$work/data" \
    PAPER_CACHE_DIR="$work/cache" "$venv/bin/python" "$root/scripts/installed_smoke.py" \
    "$work/mine.pl" "$kind" "$games")
  (cd "$work" && "$venv/bin/paperc" --check mine.pl >/dev/null && "$venv/bin/paper" --help >/dev/null)
done
echo "check_install: the wheel and the sdist each install the whole app"
