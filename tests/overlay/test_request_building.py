"""The two ways a request is built give the same request.

The SDK's own pool gets requests made directly; every other pool (and the own pool once it holds
a cookie) gets them from ``build_request``. Whatever the operation, both must send the same thing.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from textsvc._request import Call, CallOptions, RequestBuilder, prepare
from textsvc._response import passed_through, payload_reader
from textsvc._sync._transport import owned_pool
from textsvc._unlisted import unlisted
from textsvc_generated.api.deliveries import list_deliveries
from textsvc_generated.api.templates import get_template, update_template
from textsvc_generated.api.verify import get_verification
from textsvc_generated.api.webhooks import create_webhook

BASE_URL = "http://127.0.0.1:9/v3"
HEADERS = {"Authorization": "Bearer k", "User-Agent": "textsvc/test", "Accept": "application/json"}
TIMEOUT = httpx.Timeout(7.0, connect=2.0)


def _operations() -> list[Call[Any]]:
    def typed(descriptor: Any, arguments: dict[str, Any]) -> Call[Any]:
        return prepare(descriptor, arguments, CallOptions(), payload_reader(descriptor))

    return [
        typed(get_template.OPERATION, {"template_id": "0042", "is_mms": True}),
        typed(get_verification.OPERATION, {"verification_id": "a b/ü"}),
        typed(
            update_template.OPERATION, {"template_id": 7, "message": "Grüße & {firstName}", "is_mms": False}
        ),
        typed(
            create_webhook.OPERATION,
            {"event": "message-send", "url": "https://example.test/h?x=1", "secret": "s" * 8},
        ),
        prepare(
            list_deliveries.OPERATION,
            {},
            CallOptions(),
            passed_through,
            checked={"page": 2, "page_size": 50, "status": "sent&x=1", "sort_direction": "ASC"},
        ),
        unlisted(
            "post",
            "/send",
            params={"dry": "1"},
            json={"message": "hi", "n": [1, 2]},
            headers=None,
            options=CallOptions(),
            read=passed_through,
        ),
    ]


def _sent(request: httpx.Request) -> tuple[Any, ...]:
    headers = sorted(
        (key.lower(), value) for key, value in request.headers.multi_items() if key.lower() != "x-request-id"
    )
    return (request.method, str(request.url), headers, request.read(), request.extensions.get("timeout"))


@pytest.mark.parametrize(
    "operation", _operations(), ids=lambda operation: f"{operation.method} {operation.path}"
)
def test_a_request_made_directly_is_the_one_build_request_makes(operation: Call[Any]) -> None:
    pool = owned_pool(timeout=TIMEOUT, headers=HEADERS)
    try:
        builder = RequestBuilder(BASE_URL, HEADERS, TIMEOUT)
        builder.own_pool(pool)
        direct = builder.build(pool, operation)
        merged = builder.merged(pool, operation)
        assert _sent(direct) == _sent(merged)
        assert direct.headers["X-Request-Id"]
        assert merged.headers["X-Request-Id"]
    finally:
        pool.close()


def test_a_cookie_the_pool_holds_sends_the_request_through_build_request() -> None:
    pool = owned_pool(timeout=TIMEOUT, headers=HEADERS)
    try:
        builder = RequestBuilder(BASE_URL, HEADERS, TIMEOUT)
        builder.own_pool(pool)
        pool.cookies.set("route", "blue", domain="127.0.0.1")
        request = builder.build(pool, _operations()[0])
        assert request.headers["Cookie"] == "route=blue"
    finally:
        pool.close()
