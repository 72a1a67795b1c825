"""The plugin hooks: what a game plugin implements to be found by Paper."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pluggy

hookspec = pluggy.HookspecMarker("paper")
hookimpl = pluggy.HookimplMarker("paper")

RegisterGame = Callable[..., None]


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
