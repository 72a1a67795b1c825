"""Jinja's Python for each template in ../templates, written ahead of time by
`python -m paperc.codegen.precompiled` (see that module). Generated; do not edit."""
