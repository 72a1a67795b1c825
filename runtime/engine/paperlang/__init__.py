"""The Paperlang engine: runs generated Paperlang games (reference §4).

A straight chain of modules, each importing only those before it
(tests/runtime/test_engine_chain.py checks it; docs/runtime.md draws it):

- values: `values.py` (stacks, cards, types, the operators with Paperlang's
  none semantics), `piles.py` (pile properties and build rules), `decls.py`,
  `deals.py`, `redeals.py`, `layout.py`, `refusals.py` (refusals in words);
- tables: `tables.py` (`GameTables`, a game's static tables and what the
  `Rules` protocol reads of them alone), `search_key.py`;
- the game: `flat.py` (`FlatGame`, the engine a compiled game's module
  subclasses).
"""
