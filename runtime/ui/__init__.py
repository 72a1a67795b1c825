"""Paper's Arcade front end: the launcher and the table, a thin view over
`runtime.Session`. Importing `runtime` alone never loads this (or arcade)."""
