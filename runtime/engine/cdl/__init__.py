"""The CDL engine: runs games compiled from CardsWorkShop sources.

A straight chain: values.py (card encoding, 16-bit arithmetic), state.py
(the immutable game state), vm.py (one transaction's working copy, piles
copied on write, and the statements' effects), moves.py (every click and
drag that changes the game, found by trials the compiler's facts prune),
game.py (the `Rules` base class: deal, transactions, help, key, successor).
"""
