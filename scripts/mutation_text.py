"""Which surviving mutants only reword a message: mutmut's string mutants of an error's or a log
record's text.

mutmut wraps every string literal in ``XX`` and flips its letter case. In the text of an exception
or of a log record that changes wording only: what the message names (the argument, the field, the
status) is still there, and no test should pin a message word for word. Such mutants are counted
apart. A literal with a ``%`` is not plain text (its case carries ``%s`` and ``%d``), nor is a
literal anywhere else (a header name, a separator, an encoding).
"""

from __future__ import annotations

import ast
import io
import tokenize
from collections.abc import Iterator
from pathlib import Path

_LOG_METHODS = frozenset({"debug", "info", "warning", "error", "exception", "critical", "warn"})
_MESSAGE_CLASS_SUFFIXES = ("Error", "Exception", "Warning")


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _message_spans(tree: ast.AST) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) positions of every raised expression, error constructor and log call."""
    for node in ast.walk(tree):
        message: ast.expr | None = None
        if isinstance(node, ast.Raise):
            message = node.exc
        elif isinstance(node, ast.Call) and (
            _name(node.func).endswith(_MESSAGE_CLASS_SUFFIXES) or _name(node.func) in _LOG_METHODS
        ):
            message = node
        if message is not None and message.end_lineno is not None and message.end_col_offset is not None:
            yield (message.lineno, message.col_offset), (message.end_lineno, message.end_col_offset)


def message_literals(source: str) -> set[str]:
    """The source text of every string literal inside a message (see the module docstring)."""
    spans = list(_message_spans(ast.parse(source)))
    found = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING and any(
            start <= token.start and token.end <= end for start, end in spans
        ):
            found.add(token.string)
    return found


def _rewordings(literal: str) -> set[str]:
    """The literal as mutmut's string mutants write it."""
    quote_at = min(position for position in (literal.find('"'), literal.find("'")) if position != -1)
    prefix, body = literal[:quote_at], literal[quote_at:]
    if body.startswith(('"""', "'''")) or "f" in prefix.lower():
        return set()
    quote, inner = body[0], body[1:-1]
    variants = {f"{prefix}{quote}XX{inner}XX{quote}"}
    if "%" not in inner and "\\" not in inner:
        variants |= {f"{prefix}{quote}{inner.lower()}{quote}", f"{prefix}{quote}{inner.upper()}{quote}"}
    return variants - {literal}


def rewords_a_message(diff: str, source: str) -> bool:
    """``diff`` (``mutmut show``) changes one line, and only the wording of a message literal."""
    removed = [line[1:] for line in diff.splitlines() if line.startswith("-") and not line.startswith("---")]
    added = [line[1:] for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++")]
    if len(removed) != 1 or len(added) != 1:
        return False
    for literal in message_literals(source):
        if literal in removed[0]:
            for variant in _rewordings(literal):
                if removed[0].replace(literal, variant, 1) == added[0]:
                    return True
    return False


def source_of(workspace: Path, diff: str) -> str:
    """The unmutated source of the file ``diff`` is about (its ``--- path`` line)."""
    for line in diff.splitlines():
        if line.startswith("--- "):
            return (workspace / line[4:].strip()).read_text(encoding="utf-8")
    return ""
