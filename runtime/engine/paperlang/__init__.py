"""The Paperlang engine: runs generated Paperlang games (reference §4).

A straight chain of modules, each importing only those before it
(tests/runtime/test_engine_chain.py checks it; docs/runtime.md draws it).
The compiled engine first:

- values: `values.py` (stacks, cards, types, the operators with Paperlang's
  none semantics), `piles.py` (build rules), `decls.py`, `deals.py`,
  `redeals.py`, `layout.py`, `refusals.py` (refusals in words);
- tables: `tables.py` (`GameTables`, a game's static tables and what the
  `Rules` protocol reads of them alone), `search_key.py`;
- the game: `flat.py` (`FlatGame`, the compiled module's engine).

Then the general engine, which paperc's `general` build of a game runs on
(the differential tests' oracle) and nothing else imports
(tests/test_import_boundaries.py lists it, `GENERAL_ENGINE`): `select.py`,
`copies.py`, `world.py`, `memory.py`; `core.py`, `transfer.py`, `sweep.py`,
`selectors.py`, `faces.py`, `where_refusals.py`; `runtime.py` and `game.py`
(`PaperlangGame`, the turn loop as `Rules`).
"""
