"""The Paperlang engine: runs generated Paperlang games (reference §4).

A straight chain of modules, each importing only those before it
(tests/runtime/test_engine_chain.py checks it; docs/runtime.md draws it):

- values: `values.py` (stacks, cards, types, the operators with Paperlang's
  none semantics), `piles.py` (build rules), `decls.py`, `select.py`;
- tables: `world.py` (the frozen `World` and the mutable `Table`),
  `memory.py` (every remembered answer, by name), `tables.py`
  (`GameTables`, a game's static tables);
- moves: `core.py` (`RuntimeCore`, the working state and its reads and
  writes), `transfer.py`, `sweep.py`, `selectors.py`, `faces.py`,
  `refusals.py`, and `runtime.py` (`Runtime`, the `rt` generated methods
  receive);
- the game: `game.py` (`PaperlangGame`, the turn loop as `Rules`), then
  `search_key.py` and `flat.py` (`FlatGame`, the fast path).
"""
