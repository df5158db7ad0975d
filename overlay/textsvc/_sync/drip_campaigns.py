# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Drip campaigns and their messages."""

from __future__ import annotations

from typing import TYPE_CHECKING, Unpack

import attrs
from textsvc_generated.api import drip_campaigns as generated
from textsvc_generated.api.drip_campaigns import list_drip_campaign_numbers
from textsvc_generated.models.drip_campaign_number import DripCampaignNumber
from textsvc_generated.types import RequestOptions

from .._arguments import whole_number
from .._operation import Operation
from .._pagination import Page
from .._payloads import row_page_parser
from .._raw import RawResponse
from ._pager import Pager
from ._resource import APIResource, raw_of

if TYPE_CHECKING:
    from ._client import Client

_number_page = row_page_parser(list_drip_campaign_numbers.OPERATION)


class DripCampaigns(APIResource, generated.DripCampaigns):
    """Quirk: ``numbers`` is asked page by page though the document shows no page parameters for it."""

    def __init__(self, client: Client) -> None:
        super().__init__(client)
        self._client = client

    @property
    def with_raw_response(self) -> DripCampaignsWithRawResponse:
        return DripCampaignsWithRawResponse(self)

    def numbers(
        self,
        drip_campaign_id: int,
        sequence_id: int,
        *,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Pager[DripCampaignNumber]:
        """The numbers at one step of the campaign, page after page (nothing is sent until iterated)."""
        path = {
            "drip_campaign_id": whole_number("drip_campaign_id", drip_campaign_id),
            "sequence_id": whole_number("sequence_id", sequence_id),
        }

        def fetch(number: int, size: int) -> Operation[Page[DripCampaignNumber]]:
            # Quirk: the document shows a paginated answer for this endpoint but no query
            # parameters; it is asked with the common list ones (``page``, ``pageSize``) so that
            # every page can be reached. A server that ignores them answers page 0 again, which
            # the pager refuses instead of repeating records.
            operation = Operation.from_descriptor(list_drip_campaign_numbers.OPERATION, _number_page, path)
            return attrs.evolve(operation, params={"page": number, "pageSize": size})

        return self._pager(fetch, page=page, page_size=page_size, options=request_options)


class DripCampaignsWithRawResponse(generated.DripCampaignsWithRawResponse):
    """The raw response of ``numbers`` too: its first page's."""

    def __init__(self, drip_campaigns: DripCampaigns) -> None:
        super().__init__(drip_campaigns)
        self._drip_campaigns = drip_campaigns

    def numbers(
        self,
        drip_campaign_id: int,
        sequence_id: int,
        *,
        page: int = 0,
        page_size: int | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResponse[Page[DripCampaignNumber]]:
        pager = self._drip_campaigns.numbers(
            drip_campaign_id, sequence_id, page=page, page_size=page_size, **request_options
        )
        return raw_of(pager.first_page)
