"""Dedicated numbers (read only)."""

from __future__ import annotations

from textsvc_generated.api.dedicated_numbers import list_dedicated_numbers
from textsvc_generated.models.dedicated_number import DedicatedNumber
from textsvc_generated.models.sort_direction import SortDirection

from .._pagination import page_parser
from ._pager import AsyncPager
from ._resource import AsyncAPIResource


class AsyncDedicatedNumbers(AsyncAPIResource):
    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> AsyncPager[DedicatedNumber]:
        """Every dedicated number, page after page (nothing is sent until iterated)."""
        return self._list(
            list_dedicated_numbers._get_kwargs,
            page_parser(DedicatedNumber),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
