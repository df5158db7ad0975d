"""Configuration, arguments checked before sending, raw responses, client.request, bulk chunks."""

from __future__ import annotations

import asyncio
import datetime
import gc
import json
import logging
from collections.abc import Iterator

import httpx
import pytest
import textsvc
from textsvc._analytics import AnalyticsRangeWarning
from textsvc._dates import format_datetime

from tests.hostile import HostileServer
from tests.overlay.mocking import (
    API_KEY,
    BASE_URL,
    LINK_TAG,
    Script,
    envelope,
    error_body,
    json_response,
    sync_client,
)

OK = json_response(200, envelope(LINK_TAG))


def nothing_sent(request: httpx.Request) -> httpx.Response:
    raise AssertionError(f"nothing should be sent, got {request.method} {request.url}")


# ---------------------------------------------------------------- configuration


def test_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEXTSVC_API_KEY", API_KEY)
    monkeypatch.setenv("TEXTSVC_BASE_URL", BASE_URL + "/")
    script = Script(OK)
    client = textsvc.Client(http_client=httpx.Client(transport=httpx.MockTransport(script)))
    client.link_tags.get(3)
    request = script.requests[0]
    assert str(request.url) == BASE_URL + "/link-tags/3"
    assert request.headers["Authorization"] == f"Bearer {API_KEY}"
    assert request.headers["User-Agent"] == f"textsvc-python/{textsvc.__version__}"
    assert client.timeout == httpx.Timeout(30.0)


def test_missing_api_key_names_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TEXTSVC_API_KEY", raising=False)
    with pytest.raises(ValueError, match="TEXTSVC_API_KEY"):
        textsvc.Client(base_url=BASE_URL)


def test_missing_base_url_names_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TEXTSVC_BASE_URL", raising=False)
    with pytest.raises(ValueError, match="TEXTSVC_BASE_URL"):
        textsvc.AsyncClient(api_key=API_KEY)


@pytest.mark.parametrize("url", ["http://service.test", "ftp://service.test/v3", "service.test/v3"])
def test_bad_base_url(url: str) -> None:
    with pytest.raises(ValueError, match="base_url"):
        textsvc.Client(api_key=API_KEY, base_url=url)


def test_repr_shows_no_key() -> None:
    client = textsvc.Client(api_key=API_KEY, base_url=BASE_URL)
    assert API_KEY not in repr(client)
    assert BASE_URL in repr(client)
    client.close()


def test_default_headers_and_timeout_reach_every_request() -> None:
    script = Script(OK)
    client, _ = sync_client(script, default_headers={"X-Tenant": "blue"}, timeout=4.5)
    client.link_tags.get(3)
    request = script.requests[0]
    assert request.headers["X-Tenant"] == "blue"
    assert request.extensions["timeout"]["read"] == 4.5


def test_context_manager_closes_the_pool_it_owns() -> None:
    with textsvc.Client(api_key=API_KEY, base_url=BASE_URL) as client:
        http_client = client._http_client
    assert http_client.is_closed


def test_a_given_http_client_is_left_open() -> None:
    http_client = httpx.Client(transport=httpx.MockTransport(Script(OK)))
    with textsvc.Client(api_key=API_KEY, base_url=BASE_URL, http_client=http_client):
        pass
    assert not http_client.is_closed


# ------------------------------------------------------ arguments checked early


def test_page_size_over_1000_is_refused_before_sending() -> None:
    client, _ = sync_client(nothing_sent)
    with pytest.raises(ValueError, match="page_size"):
        client.templates.list(page_size=1001)
    with pytest.raises(ValueError, match="page"):
        client.templates.list(page=-1)


def test_wrong_types_name_the_field_before_sending() -> None:
    client, _ = sync_client(nothing_sent)
    with pytest.raises(TypeError, match="message"):
        client.templates.create(message=5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="link_tag_id"):
        client.link_tags.get("3")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"subscriber_ids\[1\]"):
        client.groups.add_subscribers(1, [1, "2"])  # type: ignore[list-item]


def test_closed_lists_are_checked_before_sending() -> None:
    client, _ = sync_client(nothing_sent)
    with pytest.raises(ValueError, match="sort_direction"):
        client.templates.list(sort_direction="UP")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="event"):
        client.webhooks.create(event="message-bounce", url="u", secret="s")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="type"):
        client.analytics.delivery(
            start_date="2026-06-01T00:00:00Z",
            end_date="2026-06-02T00:00:00Z",
            type="fax",  # type: ignore[arg-type]
        )


def test_bulk_create_refuses_unknown_keys_instead_of_dropping_them() -> None:
    client, _ = sync_client(nothing_sent)
    with pytest.raises(ValueError, match="colour"):
        client.custom_fields.bulk_create([{"name": "a", "colour": "red"}])


def test_naive_datetimes_are_refused() -> None:
    client, _ = sync_client(nothing_sent)
    with pytest.raises(ValueError, match="time zone"):
        client.drip_campaigns.create(end_date=datetime.datetime(2027, 1, 1))


def test_datetimes_are_sent_in_utc_with_z() -> None:
    eastern = datetime.timezone(datetime.timedelta(hours=-5))
    assert format_datetime(datetime.datetime(2026, 3, 1, 7, 30, tzinfo=eastern)) == "2026-03-01T12:30:00Z"
    assert format_datetime(datetime.datetime(2026, 3, 1, 0, 0, 1, 500000, tzinfo=datetime.UTC)) == (
        "2026-03-01T00:00:01.5Z"
    )
    assert format_datetime("2026-03-01") == "2026-03-01"


def test_delivery_filters_are_sent_bracketed() -> None:
    script = Script(json_response(200, envelope({"rows": [], "page": 0, "pageSize": 1000, "total": 0})))
    client, _ = sync_client(script)
    list(
        client.deliveries.list(
            status="sent", type="sms", start_date=datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
        )
    )
    params = script.requests[0].url.params
    assert params["filters[status]"] == "sent"
    assert params["filters[type]"] == "sms"
    assert params["filters[startDate]"] == "2026-01-01T00:00:00Z"
    assert "filters[endDate]" not in params
    assert params["pageSize"] == "1000"


# ------------------------------------------------------------------- analytics


def test_a_range_over_24_hours_warns() -> None:
    body = envelope({"totalMessages": 0, "deliverability": 0, "inflight": 0, "rows": []})
    client, _ = sync_client(Script(json_response(200, body)))
    with pytest.warns(AnalyticsRangeWarning, match="24 hours"):
        client.analytics.delivery(start_date="2026-01-01T00:00:00Z", end_date="2026-01-03T00:00:00Z")
    assert issubclass(AnalyticsRangeWarning, UserWarning)


# ------------------------------------------------------------- raw and request


def test_with_raw_response() -> None:
    headers = {
        "X-Request-ID": "req-1",
        "RateLimit-Limit": "30",
        "RateLimit-Remaining": "29",
        "RateLimit-Reset": "59000",
    }
    client, _ = sync_client(Script(json_response(200, envelope(LINK_TAG), headers)))
    raw = client.link_tags.with_raw_response.get(3)
    assert raw.status_code == 200
    assert raw.request_id == "req-1"
    assert (raw.rate_limit.limit, raw.rate_limit.remaining, raw.rate_limit.reset) == (30, 29, 59.0)
    assert raw.headers["content-type"] == "application/json"
    assert raw.parse().tag == "promo"


def test_with_raw_response_of_a_list_and_a_nested_resource() -> None:
    page = envelope({"rows": [LINK_TAG], "page": 0, "pageSize": 1000, "total": 1})
    client, _ = sync_client(Script(json_response(200, page)))
    assert client.link_tags.with_raw_response.list().parse().rows[0].id == 3
    client, _ = sync_client(Script(json_response(200, envelope(None))))
    assert client.drip_campaigns.with_raw_response.messages.delete(1, 2).parse() is None


def test_raw_parse_raises_what_the_method_would() -> None:
    client, _ = sync_client(Script(json_response(404, error_body(404, "not_found_error"))))
    raw = client.link_tags.with_raw_response.get(3)
    assert raw.status_code == 404
    with pytest.raises(textsvc.SvcNotFoundError):
        raw.parse()


def test_request_reaches_unlisted_endpoints() -> None:
    script = Script(
        json_response(200, envelope({"id": 9})), json_response(200, {"invalidRecipients": ["+1"]})
    )
    client, _ = sync_client(script)
    assert client.request("POST", "/send", json={"message": "hi", "subscribers": ["+15555550100"]}) == {
        "id": 9
    }
    assert client.request("POST", "/send/validate-recipients", json={}) == {"invalidRecipients": ["+1"]}
    sent = script.requests[0]
    assert json.loads(sent.content) == {"message": "hi", "subscribers": ["+15555550100"]}
    assert sent.headers["Authorization"] == f"Bearer {API_KEY}"


@pytest.mark.parametrize("path", ["https://elsewhere.example/steal", "//elsewhere.example/x", "send"])
def test_request_refuses_paths_that_leave_the_base_url(path: str) -> None:
    client, _ = sync_client(nothing_sent)
    with pytest.raises(ValueError, match="path"):
        client.request("GET", path)


# ------------------------------------------------------------------------ bulk


def test_bulk_add_in_chunks_with_a_failure_in_the_middle() -> None:
    ok = json_response(200, envelope(None))
    failed = json_response(400, error_body(400, "invalid_field_error", "subscriber 1500 does not exist"))
    script = Script(ok, failed, ok)
    client, _ = sync_client(script)
    with pytest.raises(textsvc.SvcBulkOperationError) as raised:
        client.groups.add_subscribers(8, range(2500))
    error = raised.value
    assert error.applied == list(range(1000))
    assert error.not_applied == list(range(1000, 2500))
    assert isinstance(error.cause, textsvc.SvcInvalidFieldError)
    assert "request 2 of 3" in str(error)
    assert len(script.requests) == 2
    assert [len(json.loads(request.content)["subscriberIds"]) for request in script.requests] == [1000, 1000]


def test_no_ids_sends_nothing() -> None:
    client, _ = sync_client(nothing_sent)
    client.groups.remove_subscribers(8, [])


# --------------------------------------------------------------------- logging


def test_logging_names_the_call_and_never_the_key(caplog: pytest.LogCaptureFixture) -> None:
    webhook = {
        "id": 1,
        "event": "message-reply",
        "url": "https://h.example",
        "alertEmail": "",
        "sendAlertEmail": False,
        "skipErrors": False,
        "skipErrorCodes": [],
        "retryOnError": False,
        "maxThroughputPerMinute": 5,
        "createdAt": "2026-01-01T00:00:00Z",
    }
    # A 429 is retried for any operation: it was refused before being processed.
    script = Script(httpx.Response(429), json_response(200, {"message": "ok", "data": webhook}))
    client, _ = sync_client(script)
    with caplog.at_level(logging.DEBUG, logger="textsvc"):
        client.webhooks.create(event="message-reply", url="https://h.example", secret="whsec_super_secret")
    text = caplog.text
    assert "POST /webhooks" in text
    assert "retrying" in text
    assert API_KEY not in text
    assert "whsec_super_secret" not in text


@pytest.fixture
def link_tag_server() -> Iterator[HostileServer]:
    with HostileServer(lambda exchange: exchange.respond(200, json=envelope(LINK_TAG))) as running:
        yield running


# ------------------------------------------------- event loops (_transport.AsyncPoolKeeper)
# Before: the SDK's pool kept connections opened in a closed event loop, so the first call in the
# next ``asyncio.run`` (and ``close()`` there) raised ``RuntimeError: Event loop is closed``; and a
# client shared by two running loops (threads) hung past any timeout on the pool's waiters.


# Connections left open by a loop that closed can only be dropped; Python reports them when collected.
@pytest.mark.filterwarnings("ignore::ResourceWarning")
def test_an_async_client_follows_one_event_loop_after_another(link_tag_server: HostileServer) -> None:
    client = textsvc.AsyncClient(api_key=API_KEY, base_url=link_tag_server.base_url, max_retries=0)

    async def get() -> int:
        return int((await client.link_tags.get(3)).id)

    assert [asyncio.run(get()) for _ in range(3)] == [3, 3, 3]
    asyncio.run(client.close())
    assert len(link_tag_server.requests) == 3
    gc.collect()  # the dropped connections are reported here, under this test's warning filter


def test_an_async_client_in_use_by_a_live_loop_is_refused_in_another_before_sending(
    link_tag_server: HostileServer,
) -> None:
    client = textsvc.AsyncClient(api_key=API_KEY, base_url=link_tag_server.base_url, max_retries=0, timeout=5)
    first_loop = asyncio.new_event_loop()
    try:
        first_loop.run_until_complete(client.link_tags.get(3))  # the pool now belongs to first_loop
        sent = len(link_tag_server.requests)
        refusal = (
            "^this AsyncClient's connections belong to another event loop, which is still open; "
            "use one AsyncClient per event loop$"
        )
        with pytest.raises(RuntimeError, match=refusal) as caught:
            asyncio.run(client.link_tags.get(3))
        assert API_KEY not in str(caught.value)
        assert len(link_tag_server.requests) == sent
        assert client._pacing.in_flight(client._bucket_names.name("general")) == 0
        assert first_loop.run_until_complete(client.link_tags.get(3)).id == 3  # still usable where it lives
        first_loop.run_until_complete(client.close())
    finally:
        first_loop.close()
