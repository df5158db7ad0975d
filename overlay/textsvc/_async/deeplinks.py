"""Deep links; each method returns the link URL."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Unpack

from textsvc_generated.api import deeplinks as generated
from textsvc_generated.api.deeplinks import create_deeplink, create_imessage_deeplink
from textsvc_generated.models.deeplink_result import DeeplinkResult
from textsvc_generated.types import RequestOptions

from .._payloads import parse_model
from .._raw import RawResponse
from ._resource import AsyncAPIResource, raw_of

if TYPE_CHECKING:
    from ._client import AsyncClient


def _deeplink_url(data: Any) -> str:
    return parse_model(DeeplinkResult, data).deeplink_url


class AsyncDeeplinks(AsyncAPIResource, generated.AsyncDeeplinks):
    """Quirk: each method returns the link's URL string, not the result object around it."""

    def __init__(self, client: AsyncClient) -> None:
        super().__init__(client)
        self._client = client

    @property
    def with_raw_response(self) -> AsyncDeeplinksWithRawResponse:
        return AsyncDeeplinksWithRawResponse(self)

    async def create(
        self,
        *,
        android_uri: str,
        ios_uri: str,
        mac_uri: str,
        windows_uri: str,
        default_uri: str,
        **request_options: Unpack[RequestOptions],
    ) -> str:
        """A deep link opening a URI per platform; returns its URL."""
        arguments = {
            "android_uri": android_uri,
            "ios_uri": ios_uri,
            "mac_uri": mac_uri,
            "windows_uri": windows_uri,
            "default_uri": default_uri,
        }
        return await self._send(create_deeplink.OPERATION, _deeplink_url, arguments, request_options)

    async def create_imessage(
        self,
        *,
        opt_in_message: str,
        longcode_id: int | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> str:
        """An iMessage opt-in deep link; returns its URL."""
        arguments = {"opt_in_message": opt_in_message, "longcode_id": longcode_id, "sender_name": sender_name}
        return await self._send(create_imessage_deeplink.OPERATION, _deeplink_url, arguments, request_options)


class AsyncDeeplinksWithRawResponse(generated.AsyncDeeplinksWithRawResponse):
    """The raw responses of the hand-written methods (``parse()`` gives the URL)."""

    def __init__(self, deeplinks: AsyncDeeplinks) -> None:
        super().__init__(deeplinks)
        self._deeplinks = deeplinks

    async def create(
        self,
        *,
        android_uri: str,
        ios_uri: str,
        mac_uri: str,
        windows_uri: str,
        default_uri: str,
        **request_options: Unpack[RequestOptions],
    ) -> RawResponse[str]:
        return await raw_of(
            lambda: self._deeplinks.create(
                android_uri=android_uri,
                ios_uri=ios_uri,
                mac_uri=mac_uri,
                windows_uri=windows_uri,
                default_uri=default_uri,
                **request_options,
            )
        )

    async def create_imessage(
        self,
        *,
        opt_in_message: str,
        longcode_id: int | None = None,
        sender_name: str | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResponse[str]:
        return await raw_of(
            lambda: self._deeplinks.create_imessage(
                opt_in_message=opt_in_message,
                longcode_id=longcode_id,
                sender_name=sender_name,
                **request_options,
            )
        )
