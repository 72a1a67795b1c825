# The two commands of the README's quick start. Each sets itself up.
.PHONY: play test setup plugins bench lint

setup:
	@scripts/setup.sh

play: setup
	.venv/bin/paper

test: setup
	ARCADE_HEADLESS=1 .venv/bin/python -m pytest -q -n auto --dist worksteal

plugins: setup
	.venv/bin/paperc games_src/*.pl games_src/*.cdl -o plugins

bench: setup
	ARCADE_HEADLESS=1 .venv/bin/python -m benchmarks

lint: setup
	.venv/bin/ruff check paperc runtime tests benchmarks plugins
