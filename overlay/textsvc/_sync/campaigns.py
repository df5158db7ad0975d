# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Campaigns: records, analytics, options and messages (read only)."""

from __future__ import annotations

import datetime

from textsvc_generated.api.campaigns import (
    get_campaign,
    get_campaign_analytics,
    list_campaign_messages,
    list_campaign_options,
    list_campaigns,
)
from textsvc_generated.models.campaign import Campaign
from textsvc_generated.models.campaign_analytics import CampaignAnalytics
from textsvc_generated.models.campaign_message import CampaignMessage
from textsvc_generated.models.campaign_option import CampaignOption
from textsvc_generated.models.sort_direction import SortDirection

from .._arguments import SORT_DIRECTIONS, omit, one_of, text, whole_number
from .._dates import format_datetime
from .._operation import ResponseStyle
from .._pagination import check_page, check_page_size, page_parser
from .._validation import model_parser
from ._pager import Pager
from ._resource import APIResource


class Campaigns(APIResource):
    def get(self, campaign_id: int) -> Campaign:
        """Read one campaign with its counters."""
        kwargs = get_campaign._get_kwargs(whole_number("campaign_id", campaign_id))
        return self._call(kwargs, ResponseStyle.ENVELOPE, model_parser(Campaign))

    def analytics(
        self,
        campaign_id: int,
        *,
        start_date: datetime.datetime | str,
        end_date: datetime.datetime | str,
        interval: str,
        page: int | None = None,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> CampaignAnalytics:
        """A campaign's counters per timespan; ``interval`` is e.g. ``"days"`` (other values not shown)."""
        kwargs = get_campaign_analytics._get_kwargs(
            whole_number("campaign_id", campaign_id),
            start_date=format_datetime(start_date),
            end_date=format_datetime(end_date),
            interval=text("interval", interval),
            page=omit(None if page is None else check_page(page)),
            page_size=omit(None if page_size is None else check_page_size(page_size)),
            sort_by=omit(sort_by),
            sort_direction=one_of("sort_direction", sort_direction, SORT_DIRECTIONS),
            query=omit(query),
        )
        return self._call(kwargs, ResponseStyle.ENVELOPE, model_parser(CampaignAnalytics))

    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> Pager[Campaign]:
        """Every campaign, page after page (nothing is sent until iterated)."""
        return self._list(
            list_campaigns._get_kwargs,
            page_parser(Campaign),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )

    def options(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> Pager[CampaignOption]:
        """Campaign ids and names, e.g. for a picker."""
        return self._list(
            list_campaign_options._get_kwargs,
            page_parser(CampaignOption),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )

    def messages(
        self,
        campaign_id: int,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> Pager[CampaignMessage]:
        """Every message of a campaign with its counters, page after page."""
        return self._list(
            list_campaign_messages._get_kwargs,
            page_parser(CampaignMessage),
            whole_number("campaign_id", campaign_id),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
