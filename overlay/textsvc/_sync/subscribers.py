# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Subscribers: creating and listing them, and creating or updating any number in bulk."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Unpack

from textsvc_generated.api import subscribers as generated
from textsvc_generated.api.subscribers import bulk_create_subscribers, bulk_update_subscribers
from textsvc_generated.models.subscriber_record import SubscriberRecord
from textsvc_generated.models.subscriber_update_record import SubscriberUpdateRecord
from textsvc_generated.types import OperationDescriptor, RequestOptions

from .._arguments import describe, json_value, text, whole_number
from .._raw import RawResponse
from ._bulk import send_in_chunks
from ._resource import APIResource, raw_of

if TYPE_CHECKING:
    from ._client import Client

Record = dict[str, Any]


def _records(values: Iterable[Mapping[str, Any]], key: str, check: Callable[[str, Any], Any]) -> list[Record]:
    """Every record checked before anything is sent: a mapping of str keys whose ``key`` passes
    ``check``, that JSON can carry (else a later request would fail after earlier ones were
    applied); an error names the record's position."""
    if isinstance(values, (str, bytes, bytearray, Mapping)) or not isinstance(values, Iterable):
        raise TypeError(f"records must be an iterable of mappings (a list of dicts), got {describe(values)}")
    checked: list[Record] = []
    for position, record in enumerate(values):
        where = f"records[{position}]"
        if not isinstance(record, Mapping):
            raise TypeError(f"{where} must be a mapping, got {describe(record)}")
        fields = dict(record)
        for name in fields:
            if type(name) is not str:
                raise TypeError(f"{where} has a key that is not a str ({describe(name)})")
        if key not in fields:
            raise ValueError(f"{where} has no {key!r}")
        fields[key] = check(f"{where}[{key!r}]", fields[key])
        checked.append(json_value(where, fields))
    return checked


def _as_one_request(data: Any) -> list[Any]:
    """A request's ``data`` as decoded (the document does not show it), in the list a bulk call
    returns: one entry per request."""
    return [data]


class Subscribers(APIResource, generated.Subscribers):
    """Quirk: ``bulk_create`` and ``bulk_update`` take any number of records, sent 1000 per request,
    and report a partial failure."""

    def __init__(self, client: Client) -> None:
        super().__init__(client)
        self._client = client

    @property
    def with_raw_response(self) -> SubscribersWithRawResponse:
        return SubscribersWithRawResponse(self)

    def bulk_create(
        self, records: Iterable[Mapping[str, Any]], **request_options: Unpack[RequestOptions]
    ) -> list[Any]:
        """Add any number of subscribers: ``bulk_create([{"number": "+15555550100", ...}, ...])``.

        Each record needs a ``number`` (str); its other fields are sent as given. Every record is
        checked before anything is sent. Records go 1000 per request; if a request fails,
        ``SvcBulkOperationError`` says which records were applied and which were not. Returns each
        request's ``data`` as decoded, in order.
        """
        checked = _records(records, "number", text)
        return self._in_chunks(
            bulk_create_subscribers.OPERATION,
            SubscriberRecord.from_dict,
            "bulk_create",
            checked,
            request_options,
        )

    def bulk_update(
        self, records: Iterable[Mapping[str, Any]], **request_options: Unpack[RequestOptions]
    ) -> list[Any]:
        """Update any number of subscribers: ``bulk_update([{"id": 7, "firstName": "Ana"}, ...])``.

        Each record names its subscriber by ``id`` (int); its other fields are sent as given. Every
        record is checked before anything is sent. Records go 1000 per request; if a request fails,
        ``SvcBulkOperationError`` says which records were applied and which were not. Returns each
        request's ``data`` as decoded, in order.
        """
        checked = _records(records, "id", whole_number)
        return self._in_chunks(
            bulk_update_subscribers.OPERATION,
            SubscriberUpdateRecord.from_dict,
            "bulk_update",
            checked,
            request_options,
        )

    def _in_chunks(
        self,
        operation: OperationDescriptor[Any],
        model: Callable[[Record], Any],
        method: str,
        records: list[Record],
        options: Mapping[str, Any],
    ) -> list[Any]:
        def send(chunk: list[Record]) -> list[Any]:
            arguments = {"subscribers": [model(record) for record in chunk]}
            return self._send(operation, _as_one_request, arguments, options)

        per_request = send_in_chunks(
            records,
            send,
            method=method,
            action=f"subscribers.{method}",
            unit="records",
            argument="records",
            options=options,
        )
        # Under with_raw_response the one request's result is left unparsed (None): raw.parse() gives it.
        return [data for request in per_request if request is not None for data in request]


class SubscribersWithRawResponse(generated.SubscribersWithRawResponse):
    """The raw responses of the bulk methods too (a call of one request only: 1000 records at most)."""

    def __init__(self, subscribers: Subscribers) -> None:
        super().__init__(subscribers)
        self._subscribers = subscribers

    def bulk_create(
        self, records: Iterable[Mapping[str, Any]], **request_options: Unpack[RequestOptions]
    ) -> RawResponse[list[Any]]:
        return raw_of(lambda: self._subscribers.bulk_create(records, **request_options))

    def bulk_update(
        self, records: Iterable[Mapping[str, Any]], **request_options: Unpack[RequestOptions]
    ) -> RawResponse[list[Any]]:
        return raw_of(lambda: self._subscribers.bulk_update(records, **request_options))
