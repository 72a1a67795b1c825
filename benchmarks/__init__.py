"""Paper's benchmarks: scripts that print figures (never asserts in tests)."""
