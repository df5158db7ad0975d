"""Per-call options on every method (``timeout``, ``max_retries``, ``extra_headers``, ``extra_query``,
``extra_body``) and ``client.with_options``: over real HTTP against the scripted server."""

from __future__ import annotations

import time
from typing import Any

import pytest
import textsvc

from tests.hostile import Exchange, envelope
from tests.overlay.mocking import error_body
from tests.overlay.scripted_clients import MODES, serve

TAG = {"id": 3, "tag": "spring", "created": "2026-01-01T00:00:00Z"}
TEMPLATE = {
    "id": 7,
    "name": "n",
    "message": "m",
    "timestamp": "2026-01-01T00:00:00Z",
    "attachment": "",
    "mms": False,
}


def tag(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(TAG))


def template(exchange: Exchange) -> None:
    exchange.respond(200, json=envelope(TEMPLATE))


def unavailable(exchange: Exchange) -> None:
    exchange.respond(503, json=error_body(503, "internal_server_error", "busy"), headers={"Retry-After": "0"})


@pytest.mark.parametrize("mode", MODES)
def test_a_call_timeout_replaces_the_clients(mode: str) -> None:
    def slow(exchange: Exchange) -> None:
        exchange.hang(5.0)

    with serve(slow, mode) as (server, client):  # the client's timeout is 10 s
        started = time.monotonic()
        with pytest.raises(textsvc.SvcAPITimeoutError):
            client.link_tags.get(3, timeout=0.3)
        assert time.monotonic() - started < 4.0
    assert len(server.requests) == 1


@pytest.mark.parametrize("mode", MODES)
def test_a_call_max_retries_replaces_the_clients(mode: str) -> None:
    # The client's max_retries is 0.
    with serve(unavailable, mode) as (server, client), pytest.raises(textsvc.SvcInternalServerError):
        client.link_tags.get(3, max_retries=2)
    assert len(server.requests) == 3


@pytest.mark.parametrize("mode", MODES)
def test_extra_headers_query_and_body_are_sent_besides_the_operations(mode: str) -> None:
    with serve(template, mode) as (server, client):
        client.templates.update(
            7,
            message="hi",
            extra_headers={"X-Trace": "t-1"},
            extra_query={"dryRun": "true"},
            extra_body={"folder": "promos"},
        )
    sent = server.requests[0]
    assert sent.header("x-trace") == "t-1"
    assert ("dryRun", "true") in sent.query
    assert sent.json() == {"message": "hi", "folder": "promos"}


@pytest.mark.parametrize("mode", MODES)
def test_options_apply_to_every_page_of_a_list(mode: str) -> None:
    def pages(exchange: Exchange) -> None:
        page = int(dict(exchange.request.query)["page"])
        rows = [TAG] if page < 2 else []
        exchange.respond(200, json=envelope({"rows": rows, "page": page, "pageSize": 1, "total": 2}))

    with serve(pages, mode) as (server, client):
        tags = list(
            client.link_tags.list(page_size=1, extra_query={"region": "eu"}, extra_headers={"X-T": "1"})
        )
    assert len(tags) == 2
    assert all(("region", "eu") in request.query for request in server.requests)
    assert all(request.header("x-t") == "1" for request in server.requests)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("options", "error", "message"),
    [
        ({"extra_query": {"isMMS": "x"}}, ValueError, "extra_query sets the query parameter 'isMMS'"),
        ({"extra_headers": {"Authorization": "Bearer other"}}, ValueError, "extra_headers must not set"),
        ({"extra_body": ["x"]}, TypeError, "extra_body must be a mapping"),
        (
            {"extra_body": {"tags": {1: "a", "1": "b"}}},
            ValueError,
            r"^extra_body cannot be sent as JSON: two keys of extra_body\['tags'\] are written as the same",
        ),
        (
            {"extra_body": {"score": float("nan")}},
            ValueError,
            r"^extra_body cannot be sent as JSON: it holds NaN",
        ),
        ({"max_retries": -1}, ValueError, "max_retries must be 0 or more"),
        ({"timeout": 0}, ValueError, "timeout"),
        ({"retries": 2}, TypeError, "unexpected keyword argument 'retries'"),
    ],
)
def test_a_bad_option_is_refused_before_anything_is_sent(
    mode: str, options: dict[str, Any], error: type[Exception], message: str
) -> None:
    with serve(template, mode) as (server, client), pytest.raises(error, match=message):
        client.templates.get(7, is_mms=True, **options)
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_an_extra_body_field_the_call_sets_is_refused(mode: str) -> None:
    with serve(template, mode) as (server, client):
        with pytest.raises(ValueError, match="extra_body sets the body field 'message'"):
            client.templates.create(message="a", extra_body={"message": "b"})
        with pytest.raises(ValueError, match="extra_body sets the body field 'customFields'"):
            client.custom_fields.bulk_create([{"name": "a"}], extra_body={"customFields": []})
    assert server.requests == []


@pytest.mark.parametrize("mode", MODES)
def test_request_takes_the_options_too(mode: str) -> None:
    with serve(tag, mode) as (server, client):
        client.request("GET", "/link-tags/3", extra_query={"x": "1"}, extra_headers={"X-T": "2"})
    assert ("x", "1") in server.requests[0].query
    assert server.requests[0].header("x-t") == "2"


@pytest.mark.parametrize("mode", MODES)
def test_a_client_with_options_shares_the_pool_and_keeps_its_own_defaults(mode: str) -> None:
    with serve(unavailable, mode, limit=20) as (server, client):
        patient = client.with_options(max_retries=1, default_headers={"X-Team": "growth"})
        with pytest.raises(textsvc.SvcInternalServerError):
            patient.link_tags.get(3)
        assert len(server.requests) == 2  # one retry: the derived client's default
        assert server.requests[-1].header("x-team") == "growth"
        with pytest.raises(textsvc.SvcInternalServerError):
            client.link_tags.get(3)
        assert len(server.requests) == 3  # the parent keeps max_retries=0 and sends no X-Team
        assert server.requests[-1].header("x-team") is None
        patient.close()
        with pytest.raises(textsvc.SvcInternalServerError):
            client.link_tags.get(3)  # closing the derived client left the shared pool open
        assert len(server.requests) == 4


def test_with_options_refuses_bad_values_naming_them() -> None:
    with textsvc.Client(api_key="k", base_url="http://127.0.0.1:9/v3") as client:
        with pytest.raises(ValueError, match="max_retries"):
            client.with_options(max_retries=-1)
        with pytest.raises(TypeError, match="timeout"):
            client.with_options(timeout="soon")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="default_headers must not set Authorization"):
            client.with_options(default_headers={"Authorization": "x"})
        assert client.with_options().link_tags is not client.link_tags
