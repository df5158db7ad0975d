# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Controlled templates (read only)."""

from __future__ import annotations

from typing import Any

from textsvc_generated.api.controlled_templates import (
    get_controlled_template,
    list_controlled_templates,
    list_global_controlled_templates,
)
from textsvc_generated.models.controlled_template import ControlledTemplate
from textsvc_generated.models.sort_direction import SortDirection

from .._arguments import whole_number
from .._decoding import ResponseShapeError
from .._operation import ResponseStyle
from .._pagination import page_parser
from .._validation import model_parser, parse_model
from ._pager import Pager
from ._resource import APIResource


def _parse_list(data: Any) -> list[ControlledTemplate]:
    if type(data) is not list:
        raise ResponseShapeError("expected a list of controlled templates")
    return [parse_model(ControlledTemplate, entry) for entry in data]


class ControlledTemplates(APIResource):
    def get(self, controlled_template_id: int) -> ControlledTemplate:
        """Read one controlled template."""
        kwargs = get_controlled_template._get_kwargs(
            whole_number("controlled_template_id", controlled_template_id)
        )
        return self._call(kwargs, ResponseStyle.ENVELOPE, model_parser(ControlledTemplate))

    def list_global(self) -> list[ControlledTemplate]:
        """The global controlled templates (unverified toll-free templates); not paginated."""
        return self._call(list_global_controlled_templates._get_kwargs(), ResponseStyle.ENVELOPE, _parse_list)

    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> Pager[ControlledTemplate]:
        """Every controlled template, page after page (nothing is sent until iterated)."""
        return self._list(
            list_controlled_templates._get_kwargs,
            page_parser(ControlledTemplate),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
