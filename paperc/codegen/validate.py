"""The compile() gate: generated code that is not valid Python is a paperc bug."""

from __future__ import annotations

from paperc.errors import InternalCompilerError


def check_python(source: str, filename: str) -> None:
    try:
        compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError as exc:
        raise InternalCompilerError(
            f"generated code for {filename} does not compile: {exc.msg} at line {exc.lineno}"
        ) from exc
