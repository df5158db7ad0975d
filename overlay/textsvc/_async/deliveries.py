"""Message deliveries."""

from __future__ import annotations

import datetime

from textsvc_generated.api.deliveries import list_deliveries
from textsvc_generated.models.delivery import Delivery
from textsvc_generated.models.sort_direction import SortDirection

from .._arguments import omit
from .._dates import format_datetime
from .._pagination import page_parser
from ._pager import AsyncPager
from ._resource import AsyncAPIResource


def _date(value: datetime.datetime | str | None) -> str | None:
    return None if value is None else format_datetime(value)


class AsyncDeliveries(AsyncAPIResource):
    def list(
        self,
        *,
        status: str | None = None,
        type: str | None = None,
        start_date: datetime.datetime | str | None = None,
        end_date: datetime.datetime | str | None = None,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> AsyncPager[Delivery]:
        """Deliveries, filtered (sent as ``filters[status]``, ``filters[type]``, ``filters[startDate]``,
        ``filters[endDate]``); ``sort_by="date"`` is the sort field the document gives."""
        return self._list(
            list_deliveries._get_kwargs,
            page_parser(Delivery),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
            filtersstatus=omit(status),
            filterstype=omit(type),
            filtersstart_date=omit(_date(start_date)),
            filtersend_date=omit(_date(end_date)),
        )
