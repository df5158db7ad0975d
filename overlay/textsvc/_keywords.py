"""A keyword a typed method does not take, refused naming the method and the keyword meant.

Two places meet one: the client's runner, for a keyword the method's ``**request_options`` took in
(``CallOptions.check``), and ``refuses_unknown_keywords`` on every typed method, for a call Python
refuses before the method runs (``create(mesage=...)`` misses the required ``message``). Both say
``templates.create() got an unexpected keyword argument 'mesage'; did you mean 'message'?``, the
keywords read from the operation's descriptor; the method's signature stays as typed.
"""

from __future__ import annotations

import difflib
import functools
import inspect
from collections.abc import Callable, Iterable
from typing import Any, TypeVar, cast

from ._descriptors import IdempotentRequestOptions, OperationDescriptor, RequestOptions

F = TypeVar("F", bound=Callable[..., Any])

_OPTIONS = tuple(RequestOptions.__annotations__)
_IDEMPOTENT_OPTIONS = tuple(IdempotentRequestOptions.__annotations__)
REQUEST_KEYWORDS = ("params", "json", "headers", *_OPTIONS)
"""What ``client.request`` takes by keyword."""


def known_keywords(operation: OperationDescriptor[Any]) -> tuple[str, ...]:
    """What the typed method of ``operation`` takes by keyword: its arguments, then the per-call
    options (``idempotency_key`` only where the operation is retried under one ``X-Request-Id``)."""
    body = operation.body.fields if operation.body is not None else ()
    own = tuple(dict.fromkeys(parameter.sdk_name for parameter in (*operation.parameters, *body)))
    return own + (_IDEMPOTENT_OPTIONS if operation.retry == "request-id" else _OPTIONS)


def unexpected_keyword(method: str, unknown: Iterable[str], known: Iterable[str]) -> TypeError:
    """The refusal of the first of ``unknown`` by ``method`` (as a caller writes it: ``templates.create``),
    with the nearest of ``known``, else all of them."""
    name = sorted(unknown)[0]
    candidates = list(known)
    nearest = difflib.get_close_matches(name, candidates, n=1)
    fix = f"did you mean {nearest[0]!r}?" if nearest else f"it takes {', '.join(candidates)}"
    return TypeError(f"{method}() got an unexpected keyword argument {name!r}; {fix}")


def refuses_unknown_keywords(operation: OperationDescriptor[Any]) -> Callable[[F], F]:
    """Decorates the typed method of ``operation``: a call Python refuses while binding its
    arguments, with a keyword the method does not take among them, is refused by
    ``unexpected_keyword`` instead. The method is returned typed as it is written (type checkers
    and IDEs read its signature); a coroutine function stays one."""

    def decorate(method: F) -> F:
        if inspect.iscoroutinefunction(method):

            @functools.wraps(method)
            async def awaited(*args: Any, **kwargs: Any) -> Any:
                try:
                    coroutine = method(*args, **kwargs)
                except TypeError as error:
                    refusal = _refusal(operation, error, kwargs)
                    if refusal is error:
                        raise
                    raise refusal from None
                return await coroutine

            return cast(F, awaited)

        @functools.wraps(method)
        def called(*args: Any, **kwargs: Any) -> Any:
            try:
                return method(*args, **kwargs)
            except TypeError as error:
                refusal = _refusal(operation, error, kwargs)
                if refusal is error:
                    raise
                raise refusal from None

        return cast(F, called)

    return decorate


def _refusal(operation: OperationDescriptor[Any], error: TypeError, keywords: dict[str, Any]) -> TypeError:
    """``error``, or the refusal of an unknown keyword if ``error`` was raised binding the
    arguments (its traceback then holds no frame of the method: the method never ran)."""
    if error.__traceback__ is None or error.__traceback__.tb_next is not None:
        return error
    known = known_keywords(operation)
    unknown = keywords.keys() - set(known)
    return unexpected_keyword(operation.sdk_method, unknown, known) if unknown else error
