"""paperc's version: what generated modules and `paperc --version` name."""

__version__ = "0.1.0"
