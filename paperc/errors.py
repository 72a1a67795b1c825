"""Diagnostics: a user's mistake is data (CompileError), a bug is not.

A diagnostic renders as `path:line:col: error: message [P012]` (the
contract of docs/architecture.md, with the code last, as compilers print a warning's
flag), then the source line and a caret under the offending token.
"""

from __future__ import annotations

from typing import Literal

from paperc.nodes import node


@node(order=True)
class SourceSpan:
    """A place in a source file; line and col are 1-based, end is exclusive."""

    path: str
    line: int
    col: int
    end_line: int = 0
    end_col: int = 0


@node
class Diagnostic:
    severity: Literal["error", "warning"]
    code: str  # "P..." for Paperlang, "C..." for CDL, "E..." for the driver
    message: str
    span: SourceSpan

    def render(self, source: str | None = None) -> str:
        span = self.span
        head = f"{span.path}:{span.line}:{span.col}: {self.severity}: {self.message} [{self.code}]"
        if source is None or span.line < 1:
            return head
        # Lines as the parsers count them: split at "\n" only (splitlines()
        # would also split at \f, \x1c or \u2028 and show the wrong line).
        lines = source.split("\n")
        if lines[-1] == "":  # the end of the file, after its last line
            lines.pop()
        if span.line > len(lines):
            return head
        text = lines[span.line - 1].removesuffix("\r").expandtabs(1)
        text = "".join(ch if ch.isprintable() else "?" for ch in text)
        width = 1
        if span.end_line == span.line and span.end_col > span.col:
            width = span.end_col - span.col
        caret = " " * (span.col - 1) + "^" * max(1, min(width, max(1, len(text) - span.col + 1)))
        return f"{head}\n    {text}\n    {caret}"


class CompileError(Exception):
    """One or more errors in a user's source. Never a bug in paperc."""

    def __init__(
        self,
        diagnostics: list[Diagnostic],
        source: str | None = None,
        sources: dict[str, str] | None = None,
    ) -> None:
        self.diagnostics = sorted(diagnostics, key=lambda d: (d.span.line, d.span.col))
        self.source = source
        # Other files' text by path (Paperlang's #use): a diagnostic in one of
        # them shows its own line, not the main source's.
        self.sources = dict(sources or {})
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(
            d.render(self.sources.get(d.span.path, self.source)) for d in self.diagnostics
        )


class InternalCompilerError(Exception):
    """A bug in paperc. The CLI says so and asks for a report."""


def error(code: str, message: str, span: SourceSpan) -> Diagnostic:
    return Diagnostic("error", code, message, span)
