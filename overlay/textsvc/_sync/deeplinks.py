# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Deep links; each method returns the link URL."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textsvc_generated.api import deeplinks as generated
from textsvc_generated.api.deeplinks import create_deeplink, create_imessage_deeplink
from textsvc_generated.models.deeplink_input import DeeplinkInput
from textsvc_generated.models.deeplink_result import DeeplinkResult
from textsvc_generated.models.imessage_deeplink_input import ImessageDeeplinkInput

from .._arguments import omit
from .._payloads import parse_model
from .._request_models import check_input
from ._resource import APIResource

if TYPE_CHECKING:
    from ._client import Client


def _deeplink_url(data: Any) -> str:
    return parse_model(DeeplinkResult, data).deeplink_url


class Deeplinks(APIResource, generated.Deeplinks):
    """Quirk: each method returns the link's URL string, not the result object around it."""

    def __init__(self, client: Client) -> None:
        super().__init__(client)
        self._client = client

    def create(
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
        return self._call_parsed(create_deeplink.OPERATION, _deeplink_url, body=body)

    def create_imessage(
        self, *, opt_in_message: str, longcode_id: int | None = None, sender_name: str | None = None
    ) -> str:
        """An iMessage opt-in deep link; returns its URL."""
        body = check_input(
            ImessageDeeplinkInput(
                opt_in_message=opt_in_message, longcode_id=omit(longcode_id), sender_name=omit(sender_name)
            )
        )
        return self._call_parsed(create_imessage_deeplink.OPERATION, _deeplink_url, body=body)
