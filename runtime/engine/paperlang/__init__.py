"""The Paperlang engine: runs generated Paperlang games (reference §4).

`game.PaperlangGame` is the base class a generated game subclasses;
`runtime.Runtime` is the `rt` its methods receive; `values` holds the
operators with Paperlang's none semantics.
"""
