"""Keywords (read only)."""

from __future__ import annotations

from textsvc_generated.api.keywords import get_keyword, get_main_keyword, list_keywords
from textsvc_generated.models.keyword import Keyword
from textsvc_generated.models.sort_direction import SortDirection

from .._arguments import whole_number
from .._operation import ResponseStyle
from .._pagination import page_parser
from .._validation import model_parser
from ._pager import AsyncPager
from ._resource import AsyncAPIResource

_keyword = model_parser(Keyword)


class AsyncKeywords(AsyncAPIResource):
    async def get(self, keyword_id: int) -> Keyword:
        """Read one keyword."""
        kwargs = get_keyword._get_kwargs(whole_number("keyword_id", keyword_id))
        return await self._call(kwargs, ResponseStyle.ENVELOPE, _keyword)

    async def main(self) -> Keyword:
        """The account's main keyword."""
        return await self._call(get_main_keyword._get_kwargs(), ResponseStyle.ENVELOPE, _keyword)

    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> AsyncPager[Keyword]:
        """Every keyword, page after page (nothing is sent until iterated)."""
        return self._list(
            list_keywords._get_kwargs,
            page_parser(Keyword),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
