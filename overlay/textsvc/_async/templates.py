"""Reusable message templates."""

from __future__ import annotations

from textsvc_generated.api.templates import (
    create_template,
    get_template,
    list_templates,
    post_template,
    update_template,
)
from textsvc_generated.models.sort_direction import SortDirection
from textsvc_generated.models.template import Template
from textsvc_generated.models.template_input import TemplateInput
from textsvc_generated.models.template_post_input import TemplatePostInput

from .._arguments import boolean_text, omit, path_id
from .._operation import ResponseStyle
from .._pagination import page_parser
from .._validation import check_input, model_parser, parse_null
from ._pager import AsyncPager
from ._resource import AsyncAPIResource

ENVELOPE = ResponseStyle.ENVELOPE
_template = model_parser(Template)


def _body(message: str, name: str | None, attachment: str | None, is_mms: bool | None) -> TemplateInput:
    return check_input(
        TemplateInput(message=message, name=omit(name), attachment=omit(attachment), is_mms=omit(is_mms))
    )


class AsyncTemplates(AsyncAPIResource):
    async def create(
        self,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
    ) -> Template:
        """Create a template. ``is_mms`` is sent as ``isMMS`` and read back as ``Template.mms``."""
        body = _body(message, name, attachment, is_mms)
        return await self._call(create_template._get_kwargs(body=body), ENVELOPE, _template)

    async def get(self, template_id: str | int, *, is_mms: bool | str) -> Template:
        """Read one template; the service requires the ``isMMS`` query flag."""
        template_id = path_id("template_id", template_id)
        kwargs = get_template._get_kwargs(template_id, is_mms=boolean_text("is_mms", is_mms))
        return await self._call(kwargs, ENVELOPE, _template)

    async def update(
        self,
        template_id: str | int,
        *,
        message: str,
        name: str | None = None,
        attachment: str | None = None,
        is_mms: bool | None = None,
    ) -> Template:
        """Update a template; the body is as on create (``message`` required)."""
        template_id = path_id("template_id", template_id)
        body = _body(message, name, attachment, is_mms)
        return await self._call(update_template._get_kwargs(template_id, body=body), ENVELOPE, _template)

    async def post(self, template_id: str | int, *, is_mms: bool | None = None) -> None:
        """``POST /templates/{id}``; the service document does not say what it does."""
        template_id = path_id("template_id", template_id)
        body = check_input(TemplatePostInput(is_mms=omit(is_mms)))
        return await self._call(post_template._get_kwargs(template_id, body=body), ENVELOPE, parse_null)

    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> AsyncPager[Template]:
        """Every template, page after page (nothing is sent until iterated)."""
        return self._list(
            list_templates._get_kwargs,
            page_parser(Template),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
