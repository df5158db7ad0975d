"""Sending text messages, and finding the recipients that are not valid phone numbers."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Unpack

from textsvc_generated.api import messages as generated
from textsvc_generated.api.messages import send_message, validate_recipients
from textsvc_generated.models.invalid_recipients import InvalidRecipients
from textsvc_generated.types import RequestOptions

from .._arguments import each_of, text
from .._payloads import parse_model
from .._raw import RawResponse
from ._resource import AsyncAPIResource, raw_of

if TYPE_CHECKING:
    from ._client import AsyncClient


def _phone_numbers(name: str, values: Iterable[str]) -> list[str]:
    return each_of(name, values, text, "phone number strings")


def _passed_through(data: Any) -> Any:
    """The document does not show what a send answers: its ``data`` is given as decoded."""
    return data


def _invalid_recipients(data: Any) -> list[str]:
    return parse_model(InvalidRecipients, data).invalid_recipients


class AsyncMessages(AsyncAPIResource, generated.AsyncMessages):
    """Quirks: ``send`` needs at least one of ``message``, ``image`` and ``template_id`` (checked
    before sending on the body sent, ``extra_body`` included, with the 2000-character limit of
    ``message``) and returns the envelope's ``data`` as decoded; ``validate_recipients`` returns the
    invalid numbers themselves."""

    def __init__(self, client: AsyncClient) -> None:
        super().__init__(client)
        self._client = client

    @property
    def with_raw_response(self) -> AsyncMessagesWithRawResponse:
        return AsyncMessagesWithRawResponse(self)

    async def send(
        self,
        *,
        message: str | None = None,
        image: str | None = None,
        template_id: int | None = None,
        link_id: int | None = None,
        subscribers: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> Any:
        """Send a text message to ``subscribers`` (phone numbers); fields the document does not name
        go in ``extra_body``.

        At least one of ``message``, ``image`` and ``template_id`` (empty text counts as none), and a
        ``message`` of at most 2000 characters, or ``ValueError`` before anything is sent; a field
        given through ``extra_body`` counts and is checked the same. A template containing a link needs
        ``link_id``; an invalid number is a ``SvcInvalidFieldError`` (``validate_recipients`` finds
        them first). Retries keep the call's ``X-Request-Id``, and a 409 to a retry confirms that an
        earlier attempt was sent: the call then returns ``None``. Otherwise returns the envelope's
        ``data`` as decoded (the document does not show it).
        """
        arguments = {
            "message": message,
            "image": image,
            "template_id": template_id,
            "link_id": link_id,
            "subscribers": None if subscribers is None else _phone_numbers("subscribers", subscribers),
        }
        return await self._send(send_message.OPERATION, _passed_through, arguments, request_options)

    async def validate_recipients(
        self, subscribers: Iterable[str], **request_options: Unpack[RequestOptions]
    ) -> list[str]:
        """The numbers of ``subscribers`` that are not valid phone numbers (nothing is sent to anyone):
        ``validate_recipients(["+15555550100", "555-1234"])`` -> ``["555-1234"]``."""
        arguments = {"subscribers": _phone_numbers("subscribers", subscribers)}
        return await self._send(
            validate_recipients.OPERATION, _invalid_recipients, arguments, request_options
        )


class AsyncMessagesWithRawResponse(generated.AsyncMessagesWithRawResponse):
    """The raw responses of the hand-written methods too."""

    def __init__(self, messages: AsyncMessages) -> None:
        super().__init__(messages)
        self._messages = messages

    async def send(
        self,
        *,
        message: str | None = None,
        image: str | None = None,
        template_id: int | None = None,
        link_id: int | None = None,
        subscribers: Iterable[str] | None = None,
        **request_options: Unpack[RequestOptions],
    ) -> RawResponse[Any]:
        return await raw_of(
            lambda: self._messages.send(
                message=message,
                image=image,
                template_id=template_id,
                link_id=link_id,
                subscribers=subscribers,
                **request_options,
            )
        )

    async def validate_recipients(
        self, subscribers: Iterable[str], **request_options: Unpack[RequestOptions]
    ) -> RawResponse[list[str]]:
        return await raw_of(lambda: self._messages.validate_recipients(subscribers, **request_options))
