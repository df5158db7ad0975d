"""Chatbots."""

from __future__ import annotations

from collections.abc import Sequence

from textsvc_generated.api.chatbots import create_chatbot, get_chatbot, list_chatbots, update_chatbot
from textsvc_generated.models.chatbot import Chatbot
from textsvc_generated.models.chatbot_input import ChatbotInput
from textsvc_generated.models.chatbot_update import ChatbotUpdate
from textsvc_generated.models.sort_direction import SortDirection

from .._arguments import omit, whole_number
from .._operation import ResponseStyle
from .._pagination import page_parser
from .._validation import check_input, model_parser
from ._pager import AsyncPager
from ._resource import AsyncAPIResource

ENVELOPE = ResponseStyle.ENVELOPE
_chatbot = model_parser(Chatbot)


def _files(files: Sequence[str] | None) -> list[str] | None:
    return None if files is None else list(files)


class AsyncChatbots(AsyncAPIResource):
    async def create(
        self,
        *,
        name: str,
        instructions: str,
        longcode_id: int,
        is_enabled: bool,
        description: str | None = None,
        files: Sequence[str] | None = None,
    ) -> Chatbot:
        """Create a chatbot on a long code (``longcode_id`` cannot be changed later)."""
        body = check_input(
            ChatbotInput(
                name=name,
                instructions=instructions,
                longcode_id=longcode_id,
                is_enabled=is_enabled,
                description=omit(description),
                files=omit(_files(files)),
            )
        )
        return await self._call(create_chatbot._get_kwargs(body=body), ENVELOPE, _chatbot)

    async def get(self, chatbot_id: int) -> Chatbot:
        """Read one chatbot."""
        return await self._call(
            get_chatbot._get_kwargs(whole_number("chatbot_id", chatbot_id)), ENVELOPE, _chatbot
        )

    async def update(
        self,
        chatbot_id: int,
        *,
        name: str | None = None,
        description: str | None = None,
        instructions: str | None = None,
        files: Sequence[str] | None = None,
        is_enabled: bool | None = None,
    ) -> Chatbot:
        """Change a chatbot; ``is_enabled`` is read back as a 0/1 flag."""
        body = check_input(
            ChatbotUpdate(
                name=omit(name),
                description=omit(description),
                instructions=omit(instructions),
                files=omit(_files(files)),
                is_enabled=omit(is_enabled),
            )
        )
        kwargs = update_chatbot._get_kwargs(whole_number("chatbot_id", chatbot_id), body=body)
        return await self._call(kwargs, ENVELOPE, _chatbot)

    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> AsyncPager[Chatbot]:
        """Every chatbot, page after page (nothing is sent until iterated)."""
        return self._list(
            list_chatbots._get_kwargs,
            page_parser(Chatbot),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
