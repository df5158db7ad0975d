"""Bulk group actions: member counts, and adding or removing subscribers in chunks."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Unpack

from textsvc_generated.api import groups as generated
from textsvc_generated.api.groups import (
    add_group_subscribers,
    get_group_member_counts,
    remove_group_subscribers,
)
from textsvc_generated.models.group_subscribers_input import GroupSubscribersInput
from textsvc_generated.models.member_counts import MemberCounts
from textsvc_generated.types import OperationDescriptor, RequestOptions

from .._arguments import whole_number, whole_numbers
from .._decoding import ResponseShapeError
from .._payloads import parse_model
from .._raw import RawResponse
from ._bulk import send_in_chunks
from ._resource import AsyncAPIResource, raw_of

if TYPE_CHECKING:
    from ._client import AsyncClient


def _parse_member_counts(data: Any) -> dict[int, int]:
    counts = parse_model(MemberCounts, data).member_counts.additional_properties
    try:
        return {int(group_id): count for group_id, count in counts.items()}
    except ValueError:
        raise ResponseShapeError(f"memberCounts has a key that is not a group id: {sorted(counts)}") from None


class AsyncGroups(AsyncAPIResource, generated.AsyncGroups):
    """Quirks: ``member_counts`` takes ids as ints and returns ``{id: count}``; adding and removing
    subscribers is chunked by the service's 1000-id limit and reports a partial failure."""

    def __init__(self, client: AsyncClient) -> None:
        super().__init__(client)
        self._client = client

    @property
    def with_raw_response(self) -> AsyncGroupsWithRawResponse:
        return AsyncGroupsWithRawResponse(self)

    async def member_counts(
        self, group_ids: Iterable[int], **request_options: Unpack[RequestOptions]
    ) -> dict[int, int]:
        """Member count of each group: ``member_counts([1, 2])`` -> ``{1: 10, 2: 0}``."""
        ids = whole_numbers("group_ids", group_ids)
        if not ids:
            raise ValueError("group_ids is empty")
        group_ids_text = ",".join(str(group_id) for group_id in ids)
        return await self._call_parsed(
            get_group_member_counts.OPERATION,
            _parse_member_counts,
            options=request_options,
            group_ids=group_ids_text,
        )

    async def add_subscribers(
        self, group_id: int, subscriber_ids: Iterable[int], **request_options: Unpack[RequestOptions]
    ) -> None:
        """Add any number of subscribers, 1000 per request, paced to the bulk limit (5 per 15 s).

        If a request fails, ``SvcBulkOperationError`` says which ids were applied and which were not.
        """
        await self._in_chunks(
            add_group_subscribers.OPERATION, "add", group_id, subscriber_ids, request_options
        )

    async def remove_subscribers(
        self, group_id: int, subscriber_ids: Iterable[int], **request_options: Unpack[RequestOptions]
    ) -> None:
        """Remove any number of subscribers, 1000 per request, paced to the bulk limit (5 per 15 s).

        If a request fails, ``SvcBulkOperationError`` says which ids were applied and which were not.
        """
        await self._in_chunks(
            remove_group_subscribers.OPERATION, "remove", group_id, subscriber_ids, request_options
        )

    async def _in_chunks(
        self,
        operation: OperationDescriptor[None],
        verb: str,
        group_id: int,
        subscriber_ids: Iterable[int],
        options: Mapping[str, Any],
    ) -> None:
        group_id = whole_number("group_id", group_id)
        ids = whole_numbers("subscriber_ids", subscriber_ids)

        async def send(chunk: list[int]) -> None:
            body = GroupSubscribersInput(subscriber_ids=chunk)
            await self._call(operation, group_id=group_id, body=body, options=options)

        await send_in_chunks(
            ids,
            send,
            method=f"{verb}_subscribers",
            action=f"{verb} subscribers of group {group_id}",
            unit="ids",
            argument="subscriber_ids",
            options=options,
        )


class AsyncGroupsWithRawResponse(generated.AsyncGroupsWithRawResponse):
    """The raw responses of the hand-written methods too (a call of one request only)."""

    def __init__(self, groups: AsyncGroups) -> None:
        super().__init__(groups)
        self._groups = groups

    async def member_counts(
        self, group_ids: Iterable[int], **request_options: Unpack[RequestOptions]
    ) -> RawResponse[dict[int, int]]:
        return await raw_of(lambda: self._groups.member_counts(group_ids, **request_options))

    async def add_subscribers(
        self, group_id: int, subscriber_ids: Iterable[int], **request_options: Unpack[RequestOptions]
    ) -> RawResponse[None]:
        return await raw_of(lambda: self._groups.add_subscribers(group_id, subscriber_ids, **request_options))

    async def remove_subscribers(
        self, group_id: int, subscriber_ids: Iterable[int], **request_options: Unpack[RequestOptions]
    ) -> RawResponse[None]:
        return await raw_of(
            lambda: self._groups.remove_subscribers(group_id, subscriber_ids, **request_options)
        )
