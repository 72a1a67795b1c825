"""The terminal player: play any Paper game from the keyboard (see player.py)."""
