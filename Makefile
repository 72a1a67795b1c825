# The two commands of the README's quick start. Each sets itself up.
.PHONY: play test setup plugins bench lint test-latest check-install lock

setup:
	@scripts/setup.sh

play: setup
	.venv/bin/paper

# (bytecode is written even where PYTHONDONTWRITEBYTECODE is set: without
# it, every pytest worker compiles and rewrites every module again, each run)
test: setup
	env -u PYTHONDONTWRITEBYTECODE ARCADE_HEADLESS=1 .venv/bin/python -m pytest -q -n auto --dist worksteal

# The newest versions pyproject.toml allows, in .venv-latest: drift is found
# here before users find it (pip list of what it tested: .venv-latest/versions.txt).
test-latest:
	@scripts/setup.sh latest
	ARCADE_HEADLESS=1 .venv-latest/bin/python -m pytest -q -n auto --dist worksteal

# The wheel and the sdist, installed into clean venvs, are the whole app.
check-install:
	@scripts/check_install.sh

# Write the lock again from pyproject.toml (after changing a dependency).
lock:
	python3 -m venv .venv-lock && .venv-lock/bin/python -m pip install --quiet pip-tools
	.venv-lock/bin/pip-compile --quiet --extra test --all-build-deps --generate-hashes \
		--allow-unsafe --strip-extras --no-emit-index-url --no-emit-find-links \
		-o requirements.txt pyproject.toml

plugins: setup
	.venv/bin/paperc games_src/*.pl games_src/*.cdl -o plugins

bench: setup
	ARCADE_HEADLESS=1 .venv/bin/python -m benchmarks

lint: setup
	.venv/bin/ruff check paperc runtime tests benchmarks plugins
	.venv/bin/ruff format --check paperc runtime tests benchmarks
