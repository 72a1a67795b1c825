"""The plugin hooks: what a game plugin implements to be found by Paper."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pluggy

hookspec = pluggy.HookspecMarker("paper")
hookimpl = pluggy.HookimplMarker("paper")

RegisterGame = Callable[..., None]


def game_hook(rules: Any, source: str) -> Callable[[RegisterGame], None]:
    """The hook of a plugin module that provides one game, the class
    `rules`, made from the source file `source` (a relative path): it
    registers the class by its `game_id`, `title` and `language`. A
    generated plugin ends with `paper_register_games = game_hook(Klondike,
    "games_src/klondike.pl")`: pluggy finds the hook by that name, as it
    finds a `@hookimpl` function written out in full."""

    @hookimpl
    def paper_register_games(register: RegisterGame) -> None:
        register(rules.game_id, rules.title, rules, language=rules.language, source=source)

    return paper_register_games


class PaperSpec:
    """Hook specifications of the "paper" project."""

    @hookspec
    def paper_register_games(self, register: RegisterGame) -> None:
        """Register the games a plugin provides.

        Call ``register(game_id, title, rules, language=..., source=...)``
        once per game: ``game_id`` is unique among installed games,
        ``rules`` is a class whose instances implement
        ``runtime.engine.model.Rules``, ``language`` is "paperlang" or "cdl",
        ``source`` the relative path of the game's source file.
        """

    @hookspec
    def paper_extra_info(self) -> dict[str, Any]:  # pragma: no cover - reserved
        """Reserved for game packs: return free-form metadata about the pack
        (author, homepage). Paper shows it in the launcher's tile tooltip."""
