"""Link tags."""

from __future__ import annotations

from textsvc_generated.api.link_tags import (
    create_link_tag,
    delete_link_tag,
    get_link_tag,
    list_link_tags,
    update_link_tag,
)
from textsvc_generated.models.link_tag import LinkTag
from textsvc_generated.models.link_tag_input import LinkTagInput
from textsvc_generated.models.sort_direction import SortDirection

from .._arguments import omit, whole_number
from .._operation import ResponseStyle
from .._pagination import page_parser
from .._validation import check_input, model_parser, parse_null
from ._pager import AsyncPager
from ._resource import AsyncAPIResource

ENVELOPE = ResponseStyle.ENVELOPE
_link_tag = model_parser(LinkTag)


class AsyncLinkTags(AsyncAPIResource):
    async def create(self, *, tag: str) -> LinkTag:
        """Create a link tag."""
        body = check_input(LinkTagInput(tag=tag))
        return await self._call(create_link_tag._get_kwargs(body=body), ENVELOPE, _link_tag)

    async def get(self, link_tag_id: int) -> LinkTag:
        """Read one link tag."""
        kwargs = get_link_tag._get_kwargs(whole_number("link_tag_id", link_tag_id))
        return await self._call(kwargs, ENVELOPE, _link_tag)

    async def update(self, link_tag_id: int, *, tag: str) -> LinkTag:
        """Rename a link tag."""
        body = check_input(LinkTagInput(tag=tag))
        kwargs = update_link_tag._get_kwargs(whole_number("link_tag_id", link_tag_id), body=body)
        return await self._call(kwargs, ENVELOPE, _link_tag)

    async def delete(self, link_tag_id: int) -> None:
        """Delete a link tag."""
        kwargs = delete_link_tag._get_kwargs(whole_number("link_tag_id", link_tag_id))
        return await self._call(kwargs, ENVELOPE, parse_null)

    def list(
        self,
        *,
        link_id: int | None = None,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> AsyncPager[LinkTag]:
        """Every link tag, or only those of ``link_id``."""
        return self._list(
            list_link_tags._get_kwargs,
            page_parser(LinkTag),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
            link_id=omit(None if link_id is None else whole_number("link_id", link_id)),
        )
