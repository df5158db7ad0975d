"""The ``drip_campaigns`` operations: descriptors and typed methods."""

from __future__ import annotations

import builtins
import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from ...models.drip_campaign import DripCampaign
from ...models.drip_campaign_message import DripCampaignMessage
from ...models.drip_campaign_number import DripCampaignNumber
from ...models.drip_campaign_number_page import DripCampaignNumberPage
from ...models.drip_campaign_page import DripCampaignPage
from ...models.sort_direction import SortDirection, check_sort_direction
from ...types import (
    AsyncOperationRunner,
    AsyncPages,
    OperationDescriptor,
    OperationRunner,
    Pages,
)
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
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

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
    ) -> DripCampaignMessage:
        """Add a message to a drip campaign."""
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
        return self._runner.call(create_drip_campaign_message.OPERATION, arguments)

    def delete(
        self,
        drip_campaign_id: int,
        message_id: int,
    ) -> None:
        """Delete a message of a drip campaign."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
        }
        return self._runner.call(delete_drip_campaign_message.OPERATION, arguments)

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
        return self._runner.call(update_drip_campaign_message.OPERATION, arguments)


class DripCampaigns:
    """drip_campaigns: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    @property
    def messages(self) -> DripCampaignsMessages:
        return DripCampaignsMessages(self._runner)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> Pages[DripCampaign]:
        """List drip campaigns, one page at a time."""
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
        )

    def create(
        self,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
    ) -> DripCampaign:
        """Create a drip campaign."""
        arguments: dict[str, Any] = {
            "name": name,
            "end_date": end_date,
        }
        return self._runner.call(create_drip_campaign.OPERATION, arguments)

    def get(
        self,
        drip_campaign_id: int,
    ) -> DripCampaign:
        """Read one drip campaign with its messages."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.call(get_drip_campaign.OPERATION, arguments)

    def delete(
        self,
        drip_campaign_id: int,
    ) -> None:
        """Delete a drip campaign; answers 204 with no content."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.call(delete_drip_campaign.OPERATION, arguments)

    def update(
        self,
        drip_campaign_id: int,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
    ) -> DripCampaign:
        """Update a drip campaign's name or end date."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "name": name,
            "end_date": end_date,
        }
        return self._runner.call(update_drip_campaign.OPERATION, arguments)

    def start(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
    ) -> None:
        """Start a drip campaign for a group."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return self._runner.call(start_drip_campaign.OPERATION, arguments)

    def stop(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
    ) -> None:
        """Stop a drip campaign for a group."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return self._runner.call(stop_drip_campaign.OPERATION, arguments)

    def clone(
        self,
        drip_campaign_id: int,
    ) -> DripCampaign:
        """Clone a drip campaign; no body."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return self._runner.call(clone_drip_campaign.OPERATION, arguments)


class AsyncDripCampaignsMessages:
    """The messages of drip_campaigns: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

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
    ) -> DripCampaignMessage:
        """Add a message to a drip campaign."""
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
            create_drip_campaign_message.OPERATION, arguments
        )

    async def delete(
        self,
        drip_campaign_id: int,
        message_id: int,
    ) -> None:
        """Delete a message of a drip campaign."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "message_id": message_id,
        }
        return await self._runner.call(
            delete_drip_campaign_message.OPERATION, arguments
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
            update_drip_campaign_message.OPERATION, arguments
        )


class AsyncDripCampaigns:
    """drip_campaigns: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> Any:
        """The same methods, each returning the raw response of its single request."""
        return self._runner.raw_responses(self)

    @property
    def messages(self) -> AsyncDripCampaignsMessages:
        return AsyncDripCampaignsMessages(self._runner)

    def list(
        self,
        *,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
    ) -> AsyncPages[DripCampaign]:
        """List drip campaigns, one page at a time."""
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
        )

    async def create(
        self,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
    ) -> DripCampaign:
        """Create a drip campaign."""
        arguments: dict[str, Any] = {
            "name": name,
            "end_date": end_date,
        }
        return await self._runner.call(create_drip_campaign.OPERATION, arguments)

    async def get(
        self,
        drip_campaign_id: int,
    ) -> DripCampaign:
        """Read one drip campaign with its messages."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.call(get_drip_campaign.OPERATION, arguments)

    async def delete(
        self,
        drip_campaign_id: int,
    ) -> None:
        """Delete a drip campaign; answers 204 with no content."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.call(delete_drip_campaign.OPERATION, arguments)

    async def update(
        self,
        drip_campaign_id: int,
        *,
        name: str | None = None,
        end_date: datetime.datetime | str | None = None,
    ) -> DripCampaign:
        """Update a drip campaign's name or end date."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "name": name,
            "end_date": end_date,
        }
        return await self._runner.call(update_drip_campaign.OPERATION, arguments)

    async def start(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
    ) -> None:
        """Start a drip campaign for a group."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return await self._runner.call(start_drip_campaign.OPERATION, arguments)

    async def stop(
        self,
        drip_campaign_id: int,
        *,
        group_id: int,
    ) -> None:
        """Stop a drip campaign for a group."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
            "group_id": group_id,
        }
        return await self._runner.call(stop_drip_campaign.OPERATION, arguments)

    async def clone(
        self,
        drip_campaign_id: int,
    ) -> DripCampaign:
        """Clone a drip campaign; no body."""
        arguments: dict[str, Any] = {
            "drip_campaign_id": drip_campaign_id,
        }
        return await self._runner.call(clone_drip_campaign.OPERATION, arguments)
