"""The ``campaigns`` operations: descriptors and typed methods."""

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

from ...models.analytics_interval import AnalyticsInterval, check_analytics_interval
from ...models.campaign import Campaign
from ...models.campaign_analytics import CampaignAnalytics
from ...models.campaign_message import CampaignMessage
from ...models.campaign_message_page import CampaignMessagePage
from ...models.campaign_message_sort_field import (
    CampaignMessageSortField,
    check_campaign_message_sort_field,
)
from ...models.campaign_option import CampaignOption
from ...models.campaign_option_page import CampaignOptionPage
from ...models.campaign_option_sort_field import (
    CampaignOptionSortField,
    check_campaign_option_sort_field,
)
from ...models.campaign_page import CampaignPage
from ...models.campaign_sort_field import CampaignSortField, check_campaign_sort_field
from ...models.sort_direction import SortDirection, check_sort_direction
from . import (
    get_campaign,
    get_campaign_analytics,
    list_campaign_messages,
    list_campaign_options,
    list_campaigns,
)

OPERATIONS: tuple[OperationDescriptor[Any], ...] = (
    list_campaigns.OPERATION,
    list_campaign_options.OPERATION,
    get_campaign.OPERATION,
    get_campaign_analytics.OPERATION,
    list_campaign_messages.OPERATION,
)
"""Every operation of the group, in spec order."""


class Campaigns:
    """campaigns: one method per operation of the spec."""

    def __init__(self, runner: OperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> CampaignsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return CampaignsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: CampaignSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[Campaign]:
        """List campaigns, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_campaigns.OPERATION,
            arguments,
            Campaign,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def options(
        self,
        *,
        sort_by: CampaignOptionSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[CampaignOption]:
        """List campaign options (id and name), one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_campaign_options.OPERATION,
            arguments,
            CampaignOption,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def get(
        self,
        campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Campaign:
        """Read one campaign."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
        }
        return self._runner.call(get_campaign.OPERATION, arguments, request_options)

    def analytics(
        self,
        campaign_id: int,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        interval: AnalyticsInterval,
        page: int | None = None,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CampaignAnalytics:
        """Read a campaign's analytics over a range, by interval."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
            "page": page,
            "page_size": page_size,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "start_date": start_date,
            "end_date": end_date,
            "interval": interval,
        }
        return self._runner.call(
            get_campaign_analytics.OPERATION, arguments, request_options
        )

    def messages(
        self,
        campaign_id: int,
        *,
        sort_by: CampaignMessageSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pages[CampaignMessage]:
        """List a campaign's messages, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_campaign_messages.OPERATION,
            arguments,
            CampaignMessage,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class CampaignsWithRawResponse:
    """``Campaigns.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: Campaigns) -> None:
        self._resource = resource
        self._runner = resource._runner

    def list(
        self,
        *,
        sort_by: CampaignSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Campaign]]:
        """List campaigns, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_campaigns.OPERATION,
            arguments,
            Campaign,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def options(
        self,
        *,
        sort_by: CampaignOptionSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[CampaignOption]]:
        """List campaign options (id and name), one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_campaign_options.OPERATION,
            arguments,
            CampaignOption,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def get(
        self,
        campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Campaign]:
        """Read one campaign. The raw response."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
        }
        return self._runner.raw(get_campaign.OPERATION, arguments, request_options)

    def analytics(
        self,
        campaign_id: int,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        interval: AnalyticsInterval,
        page: int | None = None,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CampaignAnalytics]:
        """Read a campaign's analytics over a range, by interval. The raw response."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
            "page": page,
            "page_size": page_size,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "start_date": start_date,
            "end_date": end_date,
            "interval": interval,
        }
        return self._runner.raw(
            get_campaign_analytics.OPERATION, arguments, request_options
        )

    def messages(
        self,
        campaign_id: int,
        *,
        sort_by: CampaignMessageSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[CampaignMessage]]:
        """List a campaign's messages, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.raw_first_page(
            list_campaign_messages.OPERATION,
            arguments,
            CampaignMessage,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncCampaigns:
    """campaigns: one method per operation of the spec."""

    def __init__(self, runner: AsyncOperationRunner) -> None:
        self._runner = runner

    @property
    def with_raw_response(self) -> AsyncCampaignsWithRawResponse:
        """The same methods, each returning the raw response of its request (``parse()`` gives the value)."""
        return AsyncCampaignsWithRawResponse(self)

    def list(
        self,
        *,
        sort_by: CampaignSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[Campaign]:
        """List campaigns, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_campaigns.OPERATION,
            arguments,
            Campaign,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    def options(
        self,
        *,
        sort_by: CampaignOptionSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[CampaignOption]:
        """List campaign options (id and name), one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_campaign_options.OPERATION,
            arguments,
            CampaignOption,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def get(
        self,
        campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> Campaign:
        """Read one campaign."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
        }
        return await self._runner.call(
            get_campaign.OPERATION, arguments, request_options
        )

    async def analytics(
        self,
        campaign_id: int,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        interval: AnalyticsInterval,
        page: int | None = None,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> CampaignAnalytics:
        """Read a campaign's analytics over a range, by interval."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
            "page": page,
            "page_size": page_size,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "start_date": start_date,
            "end_date": end_date,
            "interval": interval,
        }
        return await self._runner.call(
            get_campaign_analytics.OPERATION, arguments, request_options
        )

    def messages(
        self,
        campaign_id: int,
        *,
        sort_by: CampaignMessageSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> AsyncPages[CampaignMessage]:
        """List a campaign's messages, one page at a time.

        Every row, page after page, when iterated (nothing is sent before); ``.pages()`` gives the pages.
        """
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return self._runner.pages(
            list_campaign_messages.OPERATION,
            arguments,
            CampaignMessage,
            page=page,
            page_size=page_size,
            options=request_options,
        )


class AsyncCampaignsWithRawResponse:
    """``AsyncCampaigns.with_raw_response``: each method gives the raw response of its request."""

    def __init__(self, resource: AsyncCampaigns) -> None:
        self._resource = resource
        self._runner = resource._runner

    async def list(
        self,
        *,
        sort_by: CampaignSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[Campaign]]:
        """List campaigns, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_campaigns.OPERATION,
            arguments,
            Campaign,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def options(
        self,
        *,
        sort_by: CampaignOptionSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[CampaignOption]]:
        """List campaign options (id and name), one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_campaign_options.OPERATION,
            arguments,
            CampaignOption,
            page=page,
            page_size=page_size,
            options=request_options,
        )

    async def get(
        self,
        campaign_id: int,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[Campaign]:
        """Read one campaign. The raw response."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
        }
        return await self._runner.raw(
            get_campaign.OPERATION, arguments, request_options
        )

    async def analytics(
        self,
        campaign_id: int,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        interval: AnalyticsInterval,
        page: int | None = None,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[CampaignAnalytics]:
        """Read a campaign's analytics over a range, by interval. The raw response."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
            "page": page,
            "page_size": page_size,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
            "start_date": start_date,
            "end_date": end_date,
            "interval": interval,
        }
        return await self._runner.raw(
            get_campaign_analytics.OPERATION, arguments, request_options
        )

    async def messages(
        self,
        campaign_id: int,
        *,
        sort_by: CampaignMessageSortField | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResult[RowPage[CampaignMessage]]:
        """List a campaign's messages, one page at a time. The raw response of the first page."""
        arguments: dict[str, Any] = {
            "campaign_id": campaign_id,
            "sort_by": sort_by,
            "sort_direction": sort_direction,
            "query": query,
        }
        return await self._runner.raw_first_page(
            list_campaign_messages.OPERATION,
            arguments,
            CampaignMessage,
            page=page,
            page_size=page_size,
            options=request_options,
        )
