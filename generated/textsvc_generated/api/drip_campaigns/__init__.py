"""The ``drip_campaigns`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Iterable, Mapping
from typing import Any, Unpack

from textsvc._descriptors import (
    Applied,
    AsyncOperationRunner,
    AsyncPages,
    IdempotentRequestOptions,
    IdempotentTextRequestOptions,
    OperationDescriptor,
    OperationRunner,
    Pages,
    RawResult,
    RequestOptions,
    RowPage,
    TextRequestOptions,
)

from ...models.drip_campaign import DripCampaign
from ...models.drip_campaign_message import DripCampaignMessage
from ...models.drip_campaign_number import DripCampaignNumber
from ...models.drip_campaign_number_page import DripCampaignNumberPage
from ...models.drip_campaign_page import DripCampaignPage
from ...models.drip_campaign_sort_field import (
    DripCampaignSortField,
    check_drip_campaign_sort_field,
)
from ...models.sort_direction import SortDirection, check_sort_direction
from . import (
    clone_drip_campaign,
    create_drip_campaign,
    create_drip_campaign_message,
    delete_drip_campaign,
    delete_drip_campaign_message,
    get_drip_campaign,
    list_drip_campaign_numbers,
    list_drip_campaigns,
    start_drip_campaign,
    stop_drip_campaign,
    update_drip_campaign,
    update_drip_campaign_message,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_drip_campaigns.OPERATION,
    create_drip_campaign.OPERATION,
    get_drip_campaign.OPERATION,
    delete_drip_campaign.OPERATION,
    update_drip_campaign.OPERATION,
    start_drip_campaign.OPERATION,
    stop_drip_campaign.OPERATION,
    clone_drip_campaign.OPERATION,
    list_drip_campaign_numbers.OPERATION,
    create_drip_campaign_message.OPERATION,
    delete_drip_campaign_message.OPERATION,
    update_drip_campaign_message.OPERATION,
)
"""Every operation of the group, in spec order."""


class DripCampaignsMessages:
    """The messages of drip_campaigns: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> DripCampaignsMessagesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return DripCampaignsMessagesWithRawResponse(self)

    def create(
        self,
        drip_campaign_id: int,
        *,
        title: str | None = None,
        content: str | None = None,
        attachment: str | None = None,
        delay: float | None = None,
        time: str | None = None,
        send_immediately: bool | None = None,
        is_mms: int | None = None,
        previous_id: int | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaignMessage:
        """Add a message to a drip campaign.

        The unit of `delay` and the format of `time` are not shown by the document.
        """
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "title": title,
            "content": content,
            "attachment": attachment,
            "delay": delay,
            "time": time,
            "send_immediately": send_immediately,
            "is_mms": is_mms,
            "previous_id": previous_id,
            "template_id": template_id,
        }
        return self._runner.call(
            create_drip_campaign_message.OPERATION, arguments, request_options
        )

    def delete(
        self,
        drip_campaign_id: int,
        message_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a message of a drip campaign."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
        }
        return self._runner.call(
            delete_drip_campaign_message.OPERATION, arguments, request_options
        )

    def update(
        self,
        drip_campaign_id: int,
        message_id: int,
        *,
        title: str | None = None,
        content: str | None = None,
        attachment: str | None = None,
        delay: float | None = None,
        time: str | None = None,
        send_immediately: bool | None = None,
        is_mms: int | None = None,
        previous_id: int | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaignMessage:
        """Update a message of a drip campaign."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
            "title": title,
            "content": content,
            "attachment": attachment,
            "delay": delay,
            "time": time,
            "send_immediately": send_immediately,
            "is_mms": is_mms,
            "previous_id": previous_id,
            "template_id": template_id,
        }
        return self._runner.call(
            update_drip_campaign_message.OPERATION, arguments, request_options
        )


class DripCampaignsMessagesWithRawResponse:
    """``DripCampaignsMessages.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: DripCampaignsMessages) -> None:
        self._resource = resource
        self._runner = resource._runner

    def create(
        self,
        drip_campaign_id: int,
        *,
        title: str | None = None,
        content: str | None = None,
        attachment: str | None = None,
        delay: float | None = None,
        time: str | None = None,
        send_immediately: bool | None = None,
        is_mms: int | None = None,
        previous_id: int | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaignMessage]:
        """Add a message to a drip campaign. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "title": title,
            "content": content,
            "attachment": attachment,
            "delay": delay,
            "time": time,
            "send_immediately": send_immediately,
            "is_mms": is_mms,
            "previous_id": previous_id,
            "template_id": template_id,
        }
        return self._runner.raw(
            create_drip_campaign_message.OPERATION, arguments, request_options
        )

    def delete(
        self,
        drip_campaign_id: int,
        message_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a message of a drip campaign. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
        }
        return self._runner.raw(
            delete_drip_campaign_message.OPERATION, arguments, request_options
        )

    def update(
        self,
        drip_campaign_id: int,
        message_id: int,
        *,
        title: str | None = None,
        content: str | None = None,
        attachment: str | None = None,
        delay: float | None = None,
        time: str | None = None,
        send_immediately: bool | None = None,
        is_mms: int | None = None,
        previous_id: int | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaignMessage]:
        """Update a message of a drip campaign. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
            "title": title,
            "content": content,
            "attachment": attachment,
            "delay": delay,
            "time": time,
            "send_immediately": send_immediately,
            "is_mms": is_mms,
            "previous_id": previous_id,
            "template_id": template_id,
        }
        return self._runner.raw(
            update_drip_campaign_message.OPERATION, arguments, request_options
        )


class DripCampaigns:
    """drip_campaigns: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> DripCampaignsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return DripCampaignsWithRawResponse(self)

    @property
    def messages(self) -> DripCampaignsMessages:
        return DripCampaignsMessages(self._runner)

    def list(
        self,
        *,
        sort_by: DripCampaignSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[DripCampaign]:
        """List drip campaigns, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_drip_campaigns.OPERATION,
            arguments,
            DripCampaign,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaign:
        """Create a drip campaign.

        Which body fields are required is not shown by the document.
        """
        arguments: dict[str, Any] = {
            "name": name,
            "end_date": end_date,
        }
        return self._runner.call(
            create_drip_campaign.OPERATION, arguments, request_options
        )

    def get(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaign:
        """Read one drip campaign with its messages."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.call(
            get_drip_campaign.OPERATION, arguments, request_options
        )

    def delete(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a drip campaign; answers 204 with no content."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.call(
            delete_drip_campaign.OPERATION, arguments, request_options
        )

    def update(
        self,
        drip_campaign_id: int,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaign:
        """Update a drip campaign's name or end date."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "name": name,
            "end_date": end_date,
        }
        return self._runner.call(
            update_drip_campaign.OPERATION, arguments, request_options
        )

    def start(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Start a drip campaign for a group."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return self._runner.call(
            start_drip_campaign.OPERATION, arguments, request_options
        )

    def stop(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Stop a drip campaign for a group."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return self._runner.call(
            stop_drip_campaign.OPERATION, arguments, request_options
        )

    def clone(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaign:
        """Clone a drip campaign; no body."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.call(
            clone_drip_campaign.OPERATION, arguments, request_options
        )

    def numbers(
        self,
        drip_campaign_id: int,
        sequence_id: int,
        *,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[DripCampaignNumber]:
        """List the numbers at one step of a drip campaign.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.

        The document shows a paginated result but no query parameters for this endpoint.
        """
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "sequence_id": sequence_id,
        }
        return self._runner.pages(
            list_drip_campaign_numbers.OPERATION,
            arguments,
            DripCampaignNumber,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class DripCampaignsWithRawResponse:
    """``DripCampaigns.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: DripCampaigns) -> None:
        self._resource = resource
        self._runner = resource._runner

    @property
    def messages(self) -> DripCampaignsMessagesWithRawResponse:
        return DripCampaignsMessagesWithRawResponse(self._resource.messages)

    def list(
        self,
        *,
        sort_by: DripCampaignSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[DripCampaign]]:
        """List drip campaigns, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_drip_campaigns.OPERATION,
            arguments,
            DripCampaign,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def create(
        self,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaign]:
        """Create a drip campaign. The raw response."""
        arguments: dict[str, Any] = {
            "name": name,
            "end_date": end_date,
        }
        return self._runner.raw(
            create_drip_campaign.OPERATION, arguments, request_options
        )

    def get(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaign]:
        """Read one drip campaign with its messages. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.raw(get_drip_campaign.OPERATION, arguments, request_options)

    def delete(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a drip campaign; answers 204 with no content. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.raw(
            delete_drip_campaign.OPERATION, arguments, request_options
        )

    def update(
        self,
        drip_campaign_id: int,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaign]:
        """Update a drip campaign's name or end date. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "name": name,
            "end_date": end_date,
        }
        return self._runner.raw(
            update_drip_campaign.OPERATION, arguments, request_options
        )

    def start(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Start a drip campaign for a group. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return self._runner.raw(
            start_drip_campaign.OPERATION, arguments, request_options
        )

    def stop(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Stop a drip campaign for a group. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return self._runner.raw(
            stop_drip_campaign.OPERATION, arguments, request_options
        )

    def clone(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaign]:
        """Clone a drip campaign; no body. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.raw(
            clone_drip_campaign.OPERATION, arguments, request_options
        )

    def numbers(
        self,
        drip_campaign_id: int,
        sequence_id: int,
        *,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[DripCampaignNumber]]:
        """List the numbers at one step of a drip campaign. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "sequence_id": sequence_id,
        }
        return self._runner.raw_first_page(
            list_drip_campaign_numbers.OPERATION,
            arguments,
            DripCampaignNumber,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncDripCampaignsMessages:
    """The messages of drip_campaigns: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncDripCampaignsMessagesWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncDripCampaignsMessagesWithRawResponse(self)

    async def create(
        self,
        drip_campaign_id: int,
        *,
        title: str | None = None,
        content: str | None = None,
        attachment: str | None = None,
        delay: float | None = None,
        time: str | None = None,
        send_immediately: bool | None = None,
        is_mms: int | None = None,
        previous_id: int | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaignMessage:
        """Add a message to a drip campaign.

        The unit of `delay` and the format of `time` are not shown by the document.
        """
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "title": title,
            "content": content,
            "attachment": attachment,
            "delay": delay,
            "time": time,
            "send_immediately": send_immediately,
            "is_mms": is_mms,
            "previous_id": previous_id,
            "template_id": template_id,
        }
        return await self._runner.call(
            create_drip_campaign_message.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        drip_campaign_id: int,
        message_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a message of a drip campaign."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
        }
        return await self._runner.call(
            delete_drip_campaign_message.OPERATION, arguments, request_options
        )

    async def update(
        self,
        drip_campaign_id: int,
        message_id: int,
        *,
        title: str | None = None,
        content: str | None = None,
        attachment: str | None = None,
        delay: float | None = None,
        time: str | None = None,
        send_immediately: bool | None = None,
        is_mms: int | None = None,
        previous_id: int | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaignMessage:
        """Update a message of a drip campaign."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
            "title": title,
            "content": content,
            "attachment": attachment,
            "delay": delay,
            "time": time,
            "send_immediately": send_immediately,
            "is_mms": is_mms,
            "previous_id": previous_id,
            "template_id": template_id,
        }
        return await self._runner.call(
            update_drip_campaign_message.OPERATION, arguments, request_options
        )


class AsyncDripCampaignsMessagesWithRawResponse:
    """``AsyncDripCampaignsMessages.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncDripCampaignsMessages) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def create(
        self,
        drip_campaign_id: int,
        *,
        title: str | None = None,
        content: str | None = None,
        attachment: str | None = None,
        delay: float | None = None,
        time: str | None = None,
        send_immediately: bool | None = None,
        is_mms: int | None = None,
        previous_id: int | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaignMessage]:
        """Add a message to a drip campaign. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "title": title,
            "content": content,
            "attachment": attachment,
            "delay": delay,
            "time": time,
            "send_immediately": send_immediately,
            "is_mms": is_mms,
            "previous_id": previous_id,
            "template_id": template_id,
        }
        return await self._runner.raw(
            create_drip_campaign_message.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        drip_campaign_id: int,
        message_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a message of a drip campaign. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
        }
        return await self._runner.raw(
            delete_drip_campaign_message.OPERATION, arguments, request_options
        )

    async def update(
        self,
        drip_campaign_id: int,
        message_id: int,
        *,
        title: str | None = None,
        content: str | None = None,
        attachment: str | None = None,
        delay: float | None = None,
        time: str | None = None,
        send_immediately: bool | None = None,
        is_mms: int | None = None,
        previous_id: int | None = None,
        template_id: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaignMessage]:
        """Update a message of a drip campaign. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
            "title": title,
            "content": content,
            "attachment": attachment,
            "delay": delay,
            "time": time,
            "send_immediately": send_immediately,
            "is_mms": is_mms,
            "previous_id": previous_id,
            "template_id": template_id,
        }
        return await self._runner.raw(
            update_drip_campaign_message.OPERATION, arguments, request_options
        )


class AsyncDripCampaigns:
    """drip_campaigns: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncDripCampaignsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncDripCampaignsWithRawResponse(self)

    @property
    def messages(self) -> AsyncDripCampaignsMessages:
        return AsyncDripCampaignsMessages(self._runner)

    def list(
        self,
        *,
        sort_by: DripCampaignSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[DripCampaign]:
        """List drip campaigns, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_drip_campaigns.OPERATION,
            arguments,
            DripCampaign,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaign:
        """Create a drip campaign.

        Which body fields are required is not shown by the document.
        """
        arguments: dict[str, Any] = {
            "name": name,
            "end_date": end_date,
        }
        return await self._runner.call(
            create_drip_campaign.OPERATION, arguments, request_options
        )

    async def get(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaign:
        """Read one drip campaign with its messages."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.call(
            get_drip_campaign.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Delete a drip campaign; answers 204 with no content."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.call(
            delete_drip_campaign.OPERATION, arguments, request_options
        )

    async def update(
        self,
        drip_campaign_id: int,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaign:
        """Update a drip campaign's name or end date."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "name": name,
            "end_date": end_date,
        }
        return await self._runner.call(
            update_drip_campaign.OPERATION, arguments, request_options
        )

    async def start(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Start a drip campaign for a group."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return await self._runner.call(
            start_drip_campaign.OPERATION, arguments, request_options
        )

    async def stop(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> None:
        """Stop a drip campaign for a group."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return await self._runner.call(
            stop_drip_campaign.OPERATION, arguments, request_options
        )

    async def clone(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> DripCampaign:
        """Clone a drip campaign; no body."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.call(
            clone_drip_campaign.OPERATION, arguments, request_options
        )

    def numbers(
        self,
        drip_campaign_id: int,
        sequence_id: int,
        *,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[DripCampaignNumber]:
        """List the numbers at one step of a drip campaign.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.

        The document shows a paginated result but no query parameters for this endpoint.
        """
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "sequence_id": sequence_id,
        }
        return self._runner.pages(
            list_drip_campaign_numbers.OPERATION,
            arguments,
            DripCampaignNumber,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncDripCampaignsWithRawResponse:
    """``AsyncDripCampaigns.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncDripCampaigns) -> None:
        self._resource = resource
        self._runner = resource._runner

    @property
    def messages(self) -> AsyncDripCampaignsMessagesWithRawResponse:
        return AsyncDripCampaignsMessagesWithRawResponse(self._resource.messages)

    async def list(
        self,
        *,
        sort_by: DripCampaignSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[DripCampaign]]:
        """List drip campaigns, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_drip_campaigns.OPERATION,
            arguments,
            DripCampaign,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def create(
        self,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaign]:
        """Create a drip campaign. The raw response."""
        arguments: dict[str, Any] = {
            "name": name,
            "end_date": end_date,
        }
        return await self._runner.raw(
            create_drip_campaign.OPERATION, arguments, request_options
        )

    async def get(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaign]:
        """Read one drip campaign with its messages. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.raw(
            get_drip_campaign.OPERATION, arguments, request_options
        )

    async def delete(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Delete a drip campaign; answers 204 with no content. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.raw(
            delete_drip_campaign.OPERATION, arguments, request_options
        )

    async def update(
        self,
        drip_campaign_id: int,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaign]:
        """Update a drip campaign's name or end date. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "name": name,
            "end_date": end_date,
        }
        return await self._runner.raw(
            update_drip_campaign.OPERATION, arguments, request_options
        )

    async def start(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Start a drip campaign for a group. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return await self._runner.raw(
            start_drip_campaign.OPERATION, arguments, request_options
        )

    async def stop(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[None]:
        """Stop a drip campaign for a group. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return await self._runner.raw(
            stop_drip_campaign.OPERATION, arguments, request_options
        )

    async def clone(
        self,
        drip_campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[DripCampaign]:
        """Clone a drip campaign; no body. The raw response."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.raw(
            clone_drip_campaign.OPERATION, arguments, request_options
        )

    async def numbers(
        self,
        drip_campaign_id: int,
        sequence_id: int,
        *,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[DripCampaignNumber]]:
        """List the numbers at one step of a drip campaign. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "sequence_id": sequence_id,
        }
        return await self._runner.raw_first_page(
            list_drip_campaign_numbers.OPERATION,
            arguments,
            DripCampaignNumber,
            page=page,
            page_size=page_size,
            options=request_options,
        )
