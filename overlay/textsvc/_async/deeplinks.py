"""Deep links; each method returns the link URL."""

from __future__ import annotations

from typing import Any

from textsvc_generated.api.deeplinks import create_deeplink, create_imessage_deeplink
from textsvc_generated.models.deeplink_input import DeeplinkInput
from textsvc_generated.models.deeplink_result import DeeplinkResult
from textsvc_generated.models.imessage_deeplink_input import ImessageDeeplinkInput

from .._arguments import omit
from .._operation import ResponseStyle
from .._validation import check_input, parse_model
from ._resource import AsyncAPIResource


def _deeplink_url(data: Any) -> str:
    return parse_model(DeeplinkResult, data).deeplink_url


class AsyncDeeplinks(AsyncAPIResource):
    async def create(
        self, *, android_uri: str, ios_uri: str, mac_uri: str, windows_uri: str, default_uri: str
    ) -> str:
        """A deep link opening a URI per platform; returns its URL."""
        body = check_input(
            DeeplinkInput(
                android_uri=android_uri,
                ios_uri=ios_uri,
                mac_uri=mac_uri,
                windows_uri=windows_uri,
                default_uri=default_uri,
            )
        )
        return await self._call(create_deeplink._get_kwargs(body=body), ResponseStyle.ENVELOPE, _deeplink_url)

    async def create_imessage(
        self, *, opt_in_message: str, longcode_id: int | None = None, sender_name: str | None = None
    ) -> str:
        """An iMessage opt-in deep link; returns its URL."""
        body = check_input(
            ImessageDeeplinkInput(
                opt_in_message=opt_in_message, longcode_id=omit(longcode_id), sender_name=omit(sender_name)
            )
        )
        kwargs = create_imessage_deeplink._get_kwargs(body=body)
        return await self._call(kwargs, ResponseStyle.ENVELOPE, _deeplink_url)
