"""A keyword a typed method does not take, refused naming the method and the keyword meant.

The keywords a method's ``**request_options`` took in that are no option of its operation
(``CallOptions.check``), and those a pager or ``client.request`` did not expect, are refused as
``templates.get() got an unexpected keyword argument 'is_mm'; did you mean 'is_mms'?``, the
keywords read from the operation's descriptor. (A call Python refuses itself, one that lacks a
required argument, keeps Python's message, which names the method and the argument to give.)
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any

from ._descriptors import IdempotentRequestOptions, OperationDescriptor, RequestOptions, TextRequestOptions

_OPTIONS = tuple(RequestOptions.__annotations__)
_IDEMPOTENT_OPTIONS = tuple(IdempotentRequestOptions.__annotations__)
_TEXT_OPTIONS = tuple(TextRequestOptions.__annotations__)
REQUEST_KEYWORDS = ("params", "json", "headers", *_OPTIONS)
"""What ``client.request`` takes by keyword."""


def known_keywords(operation: OperationDescriptor[Any]) -> tuple[str, ...]:
    """What the typed method of ``operation`` takes by keyword: its arguments, then the per-call
    options (``idempotency_key`` where the operation is retried under one ``X-Request-Id``,
    ``max_segments`` where it sends a text)."""
    body = operation.body.fields if operation.body is not None else ()
    own = tuple(dict.fromkeys(parameter.sdk_name for parameter in (*operation.parameters, *body)))
    options = [*_OPTIONS]
    if operation.retry == "request-id":
        options += [name for name in _IDEMPOTENT_OPTIONS if name not in options]
    if operation.max_segments_field is not None:
        options += [name for name in _TEXT_OPTIONS if name not in options]
    return own + tuple(options)


def unexpected_keyword(method: str, unknown: Iterable[str], known: Iterable[str]) -> TypeError:
    """The refusal of the first of ``unknown`` by ``method`` (as a caller writes it: ``templates.create``),
    with the nearest of ``known``, else all of them."""
    name = sorted(unknown)[0]
    candidates = list(known)
    nearest = difflib.get_close_matches(name, candidates, n=1)
    fix = f"did you mean {nearest[0]!r}?" if nearest else f"it takes {', '.join(candidates)}"
    return TypeError(f"{method}() got an unexpected keyword argument {name!r}; {fix}")
