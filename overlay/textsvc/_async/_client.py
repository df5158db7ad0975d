"""The async client."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from functools import cached_property
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self, TypeVar, Unpack, cast

import httpx
from textsvc_generated.api import AsyncResources
from textsvc_generated.types import AsyncPages, OperationDescriptor, RequestOptions, RowPage

from .._arguments import describe
from .._base_client import (
    DEFAULT_TIMEOUT,
    NOT_GIVEN,
    BaseClient,
    NotGiven,
    derived_client,
    lease_for,
    unlisted_operation,
)
from .._body import DEFAULT_MAX_RESPONSE_BYTES
from .._clock import Clock
from .._deadline import attempt_deadline
from .._operation import Operation, call_operation, page_operations
from .._options import CallOptions
from .._pacer import Slot, Wait
from .._payloads import payload_parser
from .._pipeline import Final, GiveBack, Outcome, TakeSlot, attempts
from .._policies import policy_for
from .._raw import RawResponse, raw_capture
from ..pacing import PacingStore
from ._body_reader import AsyncBodyReader
from ._pager import AsyncPager
from ._resource import raw_of

if TYPE_CHECKING:
    from .analytics import AsyncAnalytics
    from .custom_fields import AsyncCustomFields
    from .deeplinks import AsyncDeeplinks
    from .drip_campaigns import AsyncDripCampaigns
    from .groups import AsyncGroups
    from .messages import AsyncMessages
    from .subscribers import AsyncSubscribers
    from .threads import AsyncThreads

T = TypeVar("T")
P = TypeVar("P")
R = TypeVar("R")


class AsyncClient(AsyncResources, BaseClient):
    """The textsvc API client; every method is awaitable.

    ``api_key`` falls back to ``TEXTSVC_API_KEY`` and ``base_url`` (ending in ``/v3``) to
    ``TEXTSVC_BASE_URL``. Pass ``http_client`` to bring your own ``httpx.AsyncClient``
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
        http_client: httpx.AsyncClient | None = None,
        default_headers: Mapping[str, str] | None = None,
        clock: Clock | None = None,
        pacing: PacingStore | None = None,
    ) -> None:
        if http_client is not None and not isinstance(http_client, httpx.AsyncClient):
            raise TypeError(f"http_client must be an httpx.AsyncClient, got {describe(http_client)}")
        super().__init__(
            api_key,
            base_url,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            clock=clock,
            pacing=pacing,
        )
        self._body_reader = AsyncBodyReader(max_response_bytes)
        self._owns_http_client = http_client is None
        if http_client is None:
            # Imported here: httpcore (under the pool) is what httpx itself imports only on making
            # a client, so ``import textsvc`` does not pay for it either.
            from ._pool import owned_pool

            http_client = owned_pool(timeout=self.timeout, headers=self._headers)
            self._request_builder.own_pool(http_client)
        self._http_client = http_client

    async def close(self) -> None:
        """Close the connection pool (unless it came from ``http_client``)."""
        if self._owns_http_client:
            await self._http_client.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def request(
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
        operation = unlisted_operation(method, path, params=params, json=json, headers=headers)
        return await self._execute(CallOptions.check(request_options).apply(operation))

    def with_options(
        self,
        *,
        timeout: float | httpx.Timeout | NotGiven | None = NOT_GIVEN,
        max_retries: int | None = None,
        default_headers: Mapping[str, str] | None = None,
    ) -> Self:
        """A client like this one with other defaults, sharing its connection pool and pacing.

        Closing it leaves this client's pool open.
        """
        return derived_client(self, timeout=timeout, max_retries=max_retries, default_headers=default_headers)

    # The runner of the generated resources (``textsvc_generated.types.AsyncOperationRunner``):
    # every typed method of a resource sends its operation's descriptor through these.

    async def call(
        self, operation: OperationDescriptor[P], arguments: Mapping[str, Any], options: RequestOptions
    ) -> P:
        """Send one operation of the spec with a typed method's arguments; returns its payload."""
        request = call_operation(operation, payload_parser(operation), arguments)
        return await self._execute(CallOptions.check(options).apply(request))

    def pages(
        self,
        operation: OperationDescriptor[Any],
        arguments: Mapping[str, Any],
        row: type[R],
        *,
        page: int,
        page_size: int | None,
        options: RequestOptions,
    ) -> AsyncPager[R]:
        """A pager over a list operation of the spec (nothing is sent until iterated)."""
        fetch, numbered = page_operations(operation, arguments, CallOptions.check(options))
        return AsyncPager(self, fetch, page=page, page_size=page_size, single_page=not numbered)

    async def raw(self, call: Callable[[], Awaitable[T]]) -> RawResponse[T]:
        """The raw response of the one request ``call`` makes (``with_raw_response``)."""
        return await raw_of(call)

    async def raw_first_page(self, call: Callable[[], AsyncPages[R]]) -> RawResponse[RowPage[R]]:
        """The raw response of the first page of the pager ``call`` returns."""
        return await raw_of(lambda: call().first_page())

    async def _execute(self, operation: Operation[T]) -> T:
        capture = raw_capture.get()
        if capture is not None and capture.response is not None:
            # A second request under with_raw_response: refused before it is sent.
            raise TypeError("with_raw_response works with methods that make a single request")
        final = await self._run(operation)
        if capture is None:
            return final.payload(operation)
        capture.response = RawResponse(operation, final.response, confirmed=final.confirmed)
        return cast(T, None)

    async def _send(self, operation: Operation[Any]) -> httpx.Response:
        """The final response of ``operation``, after pacing and retries."""
        return (await self._run(operation)).response

    async def _run(self, operation: Operation[Any]) -> Final:
        request = self._request_builder.build(self._http_client, operation)
        path = operation.path.partition("?")[0]
        policy = operation.policy or policy_for(operation.method, path)
        loop = attempts(
            request,
            policy=policy,
            bucket=self._bucket_names.name(policy.bucket),
            lease_seconds=lease_for(request),
            max_retries=self.max_retries if operation.max_retries is None else operation.max_retries,
            backoff=self._backoff,
            rng=self._rng,
            path=path,
        )
        held: Slot | None = None  # the slot of the request out, given back however the call ends
        try:
            action = next(loop)
            while True:
                outcome: Outcome = None
                if isinstance(action, TakeSlot):
                    outcome = await self._pacing.async_acquire(
                        action.bucket, lease_seconds=action.lease_seconds
                    )
                    if isinstance(outcome, Slot):
                        held = outcome
                elif isinstance(action, GiveBack):
                    held = None
                    await self._pacing.async_release(action.slot, action.announced, rejected=action.rejected)
                elif isinstance(action, Wait):
                    await self._pacing.async_wait(action)
                elif isinstance(action, float):
                    await self._clock.async_sleep(action)
                else:
                    try:
                        outcome = await self._attempt(action)
                    except httpx.RequestError as error:
                        outcome = error
                action = loop.send(outcome)
        except StopIteration as finished:
            final: Final = finished.value
            return final
        finally:
            loop.close()
            if held is not None:
                await self._pacing.async_release(held, None)

    async def _attempt(self, request: httpx.Request) -> httpx.Response:
        """One attempt: send ``request`` and read its whole response, all within its timeout.

        The body is read streamed against ``max_response_bytes``: a larger one comes back cut,
        marked unreadable, and decoding it raises.
        """
        with attempt_deadline(request):
            response = await self._http_client.send(request, stream=True)
            return await self._body_reader.read(response)

    @cached_property
    def analytics(self) -> AsyncAnalytics:
        """Delivery analytics (``delivery``, ``delivery_windows``)."""
        from .analytics import AsyncAnalytics

        return AsyncAnalytics(self)

    @cached_property
    def custom_fields(self) -> AsyncCustomFields:
        """Custom subscriber fields."""
        from .custom_fields import AsyncCustomFields

        return AsyncCustomFields(self)

    @cached_property
    def drip_campaigns(self) -> AsyncDripCampaigns:
        """Drip campaigns; their messages are ``drip_campaigns.messages``."""
        from .drip_campaigns import AsyncDripCampaigns

        return AsyncDripCampaigns(self)

    @cached_property
    def threads(self) -> AsyncThreads:
        """Conversation threads and their items."""
        from .threads import AsyncThreads

        return AsyncThreads(self)

    @cached_property
    def groups(self) -> AsyncGroups:
        """Group member counts and bulk subscriber changes."""
        from .groups import AsyncGroups

        return AsyncGroups(self)

    @cached_property
    def messages(self) -> AsyncMessages:
        """Sending text messages (``send``), and checking recipients (``validate_recipients``)."""
        from .messages import AsyncMessages

        return AsyncMessages(self)

    @cached_property
    def subscribers(self) -> AsyncSubscribers:
        """Subscribers; ``bulk_create`` and ``bulk_update`` take any number of records."""
        from .subscribers import AsyncSubscribers

        return AsyncSubscribers(self)

    @cached_property
    def deeplinks(self) -> AsyncDeeplinks:
        """Deep links."""
        from .deeplinks import AsyncDeeplinks

        return AsyncDeeplinks(self)
