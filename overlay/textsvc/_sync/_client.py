# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""The sync client: its settings, the runner every typed method sends its operation through,
and the engine that drives a call's attempts with this client's I/O."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cached_property
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self, TypeVar, Unpack, cast

import httpx
from textsvc_generated.api import Resources

from .._arguments import describe
from .._backoff import Backoff
from .._chunks import failure, split
from .._clock import Clock
from .._descriptors import OperationDescriptor, RequestOptions
from .._exceptions import SvcError
from .._pagination import Page, PageReaders, checked_page_numbers, page_rows
from .._pipeline import Final, GiveBack, Outcome, TakeSlot, attempts
from .._request import Call, CallOptions, check_parameters, prepare
from .._response import RawResponse, listed, passed_through, payload_reader
from .._settings import DEFAULT_TIMEOUT, NOT_GIVEN, ClientSettings, NotGiven
from .._transport import DEFAULT_MAX_RESPONSE_BYTES, attempt_deadline
from .._unlisted import unlisted
from ..pacing import PacingStore
from ..pacing._rules import Slot, Wait
from ._pager import Pager

if TYPE_CHECKING:
    from .analytics import Analytics
    from .threads import Threads

T = TypeVar("T")
P = TypeVar("P")
R = TypeVar("R")


class Client(Resources, ClientSettings):
    """The textsvc API client; every method returns its result.

    ``api_key`` falls back to ``TEXTSVC_API_KEY`` and ``base_url`` (ending in ``/v3``) to
    ``TEXTSVC_BASE_URL``. Pass ``http_client`` to bring your own ``httpx.Client``
    (proxies, certificates, transports); the SDK then leaves closing it to you.
    """

    def __init__(
        self,
        api_key: str | bytes | None = None,
        base_url: str | httpx.URL | None = None,
        *,
        timeout: float | httpx.Timeout | None = DEFAULT_TIMEOUT,
        max_retries: int = 2,
        max_response_bytes: int = DEFAULT_MAX_RESPONSE_BYTES,
        http_client: httpx.Client | None = None,
        default_headers: Mapping[str, str] | None = None,
        clock: Clock | None = None,
        pacing: PacingStore | None = None,
        backoff: Backoff | None = None,
        hooks: Iterable[object] = (),
    ) -> None:
        if http_client is not None and not isinstance(http_client, httpx.Client):
            raise TypeError(f"http_client must be an httpx.Client, got {describe(http_client)}")
        super().__init__(
            api_key,
            base_url,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            clock=clock,
            pacing=pacing,
            backoff=backoff,
            hooks=hooks,
        )
        # Imported here: httpcore (under the pool) is what httpx itself imports only on making a
        # client, so ``import textsvc`` does not pay for it either.
        from ._transport import BodyReader, owned_pool

        self._body_reader = BodyReader(max_response_bytes)
        self._owns_http_client = http_client is None
        if http_client is None:
            http_client = owned_pool(timeout=self.timeout, headers=self._headers)
            self._request_builder.own_pool(http_client)
        self._http_client = http_client

    def close(self) -> None:
        """Close the connection pool (unless it came from ``http_client``)."""
        if self._owns_http_client:
            self._http_client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def request(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        headers: Mapping[str, str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Any:
        """Call an endpoint the spec does not describe (every endpoint it does has a method).

        Same auth, retries, pacing and errors as every method; returns an envelope's ``data``,
        or the decoded body when there is no envelope. Takes the per-call options too.
        """
        options = CallOptions.check(request_options)
        call = unlisted(
            method, path, params=params, json=json, headers=headers, options=options, read=passed_through
        )
        return (self._run(call)).payload(call)

    def with_options(
        self,
        *,
        timeout: float | httpx.Timeout | NotGiven | None = NOT_GIVEN,
        max_retries: int | None = None,
        default_headers: Mapping[str, str] | None = None,
        backoff: Backoff | None = None,
        api_key: str | bytes | None = None,
        hooks: Iterable[object] | None = None,
    ) -> Self:
        """A client like this one with other defaults, sharing its connection pool and pacing.

        ``api_key`` sends its calls under another key (another account, whose per-account rate-limit
        windows are its own). ``hooks`` replaces this client's hooks. Closing it leaves this client's
        pool open.
        """
        return self._derived(
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            backoff=backoff,
            api_key=api_key,
            hooks=hooks,
        )

    # The runner of the generated resources (``textsvc._descriptors.OperationRunner``): every
    # typed method of a resource sends its operation's descriptor through these.

    def call(
        self, operation: OperationDescriptor[P], arguments: Mapping[str, Any], options: RequestOptions
    ) -> P:
        """Send one operation of the spec with a typed method's arguments; returns its payload."""
        call = prepare(operation, arguments, CallOptions.check(options, operation), payload_reader(operation))
        if operation.chunking is None:
            payload: P = (self._run(call)).payload(call)
            return payload
        chunks = split(call, operation.chunking, raw=False)
        results = []
        for number, chunk in enumerate(chunks, start=1):
            try:
                results.append((self._run(chunk.call)).payload(chunk.call))
            except SvcError as error:
                raise failure(call, operation.chunking, number, chunks, error) from error
        return cast(P, results if listed(operation) else None)

    def raw(
        self, operation: OperationDescriptor[P], arguments: Mapping[str, Any], options: RequestOptions
    ) -> RawResponse[P]:
        """``call``'s raw response (``with_raw_response``): a call of one request only."""
        call = prepare(operation, arguments, CallOptions.check(options, operation), payload_reader(operation))
        if operation.chunking is not None:
            chunks = split(call, operation.chunking, raw=True)
            if not chunks:
                raise ValueError(
                    f"{operation.sdk_method} of no entries sends no request: it has no raw response"
                )
            call = chunks[0].call
        final = self._run(call)
        return RawResponse(call, final.response, confirmed=final.confirmed, listed=listed(operation))

    def pages(
        self,
        operation: OperationDescriptor[Any],
        arguments: Mapping[str, Any],
        row: type[R],
        *,
        page: int,
        page_size: int | None,
        options: RequestOptions,
        page_reader: PageReaders | None = None,
    ) -> Pager[R]:
        """A pager over a list operation of the spec (nothing is sent until iterated).

        Arguments and options are checked now, when the method is called, not when the first page is
        fetched; an operation that takes no page numbers is one page. ``page_reader``: how the
        answer to each page is read, where it is not a page (``threads.items``).
        """
        checked_options = CallOptions.check(options, operation)
        fixed = check_parameters(operation, arguments, paged=True)
        rows = page_rows(operation) if page_reader is None else None
        numbered = any(parameter.sdk_name == "page" for parameter in operation.parameters)

        def fetch(number: int, size: int) -> Call[Page[R]]:
            page_arguments = {**fixed, "page": number, "page_size": size} if numbered else fixed
            read = page_reader(number, size) if page_reader is not None else rows
            assert read is not None
            return prepare(operation, arguments, checked_options, read, checked=page_arguments)

        fetch(0, 1)  # an extra query parameter or body field that clashes is refused now
        start, size = checked_page_numbers(operation, page, page_size)
        return Pager(self._run, fetch, page=start, page_size=size, single_page=not numbered)

    def raw_first_page(
        self,
        operation: OperationDescriptor[Any],
        arguments: Mapping[str, Any],
        row: type[R],
        *,
        page: int,
        page_size: int | None,
        options: RequestOptions,
        page_reader: PageReaders | None = None,
    ) -> RawResponse[Page[R]]:
        """The raw response of the first page ``pages`` would ask for."""
        pager = self.pages(
            operation,
            arguments,
            row,
            page=page,
            page_size=page_size,
            options=options,
            page_reader=page_reader,
        )
        return pager.raw_first_page()

    def _run(self, call: Call[Any]) -> Final:
        """Send ``call``, paced and retried as its policy says; how it ended (any status)."""
        request = self._request_builder.build(self._http_client, call)
        path = call.path.partition("?")[0]
        policy = call.policy
        loop = attempts(
            request,
            policy=policy,
            bucket=self._bucket_names.name(policy.bucket),
            max_retries=self.max_retries if call.max_retries is None else call.max_retries,
            backoff=self.backoff if call.backoff is None else call.backoff,
            rng=self._rng,
            path=path,
            keyed=call.keyed,
            notices=self._wait_notices,
        )
        held: Slot | None = None  # the slot of the request out, given back however the call ends
        sent = False  # whether ``held``'s request went out (if not, its place is given back)
        stale = False  # a wait or an attempt since ``request`` was built: its cookies may be out of date
        hooks = self._hooks
        # A call with no hooks to tell (none given, no tracer provider set) runs none of their code.
        telling = hooks.callers or type(hooks.provider()) not in hooks.idle
        seen = hooks.start(call, request) if telling else None
        attempted: Outcome = None  # the last attempt's response or error, for a retry's hook
        try:
            action = next(loop)
            while True:
                outcome: Outcome = None
                if isinstance(action, TakeSlot):
                    outcome = self._pacing.acquire(action.bucket, lease_seconds=action.lease_seconds)
                    if isinstance(outcome, Slot):
                        held, sent = outcome, False
                elif isinstance(action, GiveBack):
                    held = None
                    self._pacing.release(
                        action.slot, action.announced, rejected=action.rejected, sent=action.sent
                    )
                elif isinstance(action, Wait):
                    stale = True
                    if seen is not None:
                        hooks.on_pacing_wait(seen, action.seconds, policy.bucket)
                    outcome = self._pacing.wait(action)
                elif isinstance(action, float):
                    if seen is not None:
                        hooks.on_retry(seen, action, attempted)
                    self._clock.sleep(action)
                else:
                    if stale:
                        action = self._request_builder.again(self._http_client, call, action)
                    stale = sent = True
                    if seen is not None:
                        hooks.before_request(seen, action)
                    try:
                        outcome = self._attempt(action)
                    except httpx.RequestError as error:
                        outcome = error
                    else:
                        if seen is not None:
                            hooks.after_response(seen, outcome)
                    attempted = outcome
                action = loop.send(outcome)
        except StopIteration as finished:
            final: Final = finished.value
            if seen is not None:
                hooks.call_ended(seen, None, confirmed=final.confirmed)
            return final
        except BaseException as error:
            if seen is not None:
                hooks.call_ended(seen, error)
            raise
        finally:
            loop.close()
            if held is not None:
                self._pacing.release(held, None, sent=sent)

    def _attempt(self, request: httpx.Request) -> httpx.Response:
        """One attempt: send ``request`` and read its whole response, all within its timeout.

        The body is read streamed against ``max_response_bytes``: a larger one comes back cut,
        marked unreadable, and decoding it raises.
        """
        with attempt_deadline(request):
            response = self._http_client.send(request, stream=True)
            return self._body_reader.read(response)

    # The resources with hand-written methods, in place of the generated ones.

    @cached_property
    def analytics(self) -> Analytics:
        """Delivery analytics (``delivery``, ``delivery_windows``)."""
        from .analytics import Analytics

        return Analytics(self)

    @cached_property
    def threads(self) -> Threads:
        """Conversation threads and their items."""
        from .threads import Threads

        return Threads(self)
