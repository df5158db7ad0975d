"""Thread items page like every list, though the endpoint answers ``{items, count, ...}``."""

from __future__ import annotations

from typing import Any

import attrs
from textsvc_generated.models.thread_item import ThreadItem
from textsvc_generated.models.thread_items import ThreadItems

from ._pagination import Page
from ._payloads import parse_model


@attrs.frozen
class ThreadItemsPage(Page[ThreadItem]):
    thread: ThreadItems
    """The whole result: ``account_id``, ``name``, ``multiple_recipients``, ``recent_reply``, ..."""

    @property
    def has_more(self) -> bool:
        # The document does not say whether ``count`` counts the page or the thread: a full page
        # also means there may be more, and the empty page after it ends the walk.
        if not self.rows:
            return False
        return (self.page + 1) * self.page_size < self.total or len(self.rows) == self.page_size


def thread_items_parser(page: int, page_size: int) -> Any:
    def parse(data: Any) -> ThreadItemsPage:
        thread = parse_model(ThreadItems, data)
        return ThreadItemsPage(
            rows=thread.items, page=page, page_size=page_size, total=thread.count, thread=thread
        )

    return parse
