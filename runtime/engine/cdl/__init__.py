"""The CDL engine: runs games compiled from CardsWorkShop sources.

values.py (card encoding, 16-bit arithmetic), state.py (the immutable game
state), vm.py (one transaction's working copy and the statements' effects),
game.py (the `Rules` base class: deal, transactions, help), moves.py (every
click and drag that changes the game).
"""
