"""The bundled games: one generated plugin per game of games_src/.

Installed, this folder is the package `runtime.bundled` (see pyproject.toml);
the registry lists its files, and a file whose name starts with `_` is not a
game.
"""
