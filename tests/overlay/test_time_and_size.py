"""Time and size are bounded: ``timeout`` covers a whole attempt, bodies are read against a cap.

Every test runs ``Client`` and ``AsyncClient`` over real HTTP against tests/hostile.py.
"""

from __future__ import annotations

import asyncio
import functools
import json
import resource
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import textsvc

from tests.hostile import Exchange, HostileServer, envelope, head
from tests.overlay.mocking import RecordingClock

API_KEY = "sk_test_do_not_leak_time_and_size"
LINK_TAG = {"id": 3, "tag": "promo", "created": "2026-01-01T00:00:00Z"}
LINK_TAG_BODY = json.dumps(envelope(LINK_TAG)).encode()
JSON_TYPE = ("Content-Type", "application/json")
MiB = 1024 * 1024
KEPT = 64 * 1024  # what an exception keeps of a body
DRIP_INTERVAL = 0.25  # between bytes of a drip: each read returns long before any read timeout


def get_link_tag(client: Any) -> Any:
    return client.link_tags.get(3)


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def run_calls(
    mode: str, base_url: str, calls: list[Callable[[Any], Any]], *, given_pool: bool = False, **options: Any
) -> list[Any]:
    """Each call on one fresh client of the surface (``given_pool``: over the caller's ``http_client``)."""
    options = {"api_key": API_KEY, "base_url": base_url, **options}
    if mode == "sync":
        with (
            httpx.Client() as pool,
            textsvc.Client(**options, **({"http_client": pool} if given_pool else {})) as client,
        ):
            return [call(client) for call in calls]

    async def main() -> list[Any]:
        async with (
            httpx.AsyncClient() as pool,
            textsvc.AsyncClient(**options, **({"http_client": pool} if given_pool else {})) as client,
        ):
            return [await call(client) for call in calls]

    return asyncio.run(main())


def run_call(mode: str, base_url: str, call: Callable[[Any], Any] = get_link_tag, **options: Any) -> Any:
    return run_calls(mode, base_url, [call], **options)[0]


def assert_no_secret(error: BaseException) -> None:
    assert API_KEY not in str(error)
    assert API_KEY not in repr(error)


# ------------------------------------------------------------------ the whole attempt fits in timeout


def answer_link_tag(exchange: Exchange) -> None:
    exchange.respond(200, LINK_TAG_BODY, headers=[JSON_TYPE])


def drip_the_head(exchange: Exchange) -> None:
    """The head one byte at a time (about 14 s in all), then the body at once."""
    exchange.drip(head(200, [JSON_TYPE, ("Content-Length", str(len(LINK_TAG_BODY)))]), interval=DRIP_INTERVAL)
    exchange.send_raw(LINK_TAG_BODY)


def drip_the_body(exchange: Exchange) -> None:
    """The head at once, then the body one byte at a time (about 20 s in all)."""
    exchange.send_raw(head(200, [JSON_TYPE, ("Content-Length", str(len(LINK_TAG_BODY)))]))
    exchange.drip(LINK_TAG_BODY, interval=DRIP_INTERVAL)


def drip_a_chunked_body(exchange: Exchange) -> None:
    exchange.send_raw(head(200, [JSON_TYPE, ("Transfer-Encoding", "chunked")]))
    for byte in LINK_TAG_BODY:
        exchange.send_raw(b"1\r\n" + bytes([byte]) + b"\r\n")
        time.sleep(DRIP_INTERVAL)
    exchange.send_raw(b"0\r\n\r\n")


@pytest.mark.parametrize(
    "script", [drip_the_head, drip_the_body, drip_a_chunked_body], ids=["head", "body", "chunked body"]
)
def test_a_drip_ends_in_a_timeout_within_about_the_timeout(mode: str, script: Callable[..., None]) -> None:
    with HostileServer(script) as server:
        started = time.monotonic()
        with pytest.raises(textsvc.SvcAPITimeoutError) as caught:
            run_call(mode, server.base_url, timeout=1.0, max_retries=0)
        elapsed = time.monotonic() - started
    assert elapsed < 8  # a generous bound: the drip alone would last 14 s or more
    assert_no_secret(caught.value)


@pytest.mark.parametrize("script", [drip_the_body, drip_a_chunked_body], ids=["body", "chunked body"])
def test_a_callers_http_client_has_its_body_read_bounded_too(mode: str, script: Callable[..., None]) -> None:
    with HostileServer(script) as server:
        started = time.monotonic()
        with pytest.raises(textsvc.SvcAPITimeoutError):
            run_call(mode, server.base_url, timeout=1.0, max_retries=0, given_pool=True)
        elapsed = time.monotonic() - started
    assert elapsed < 8


def test_a_timeout_on_the_deadline_is_retried_like_a_read_timeout(mode: str) -> None:
    answered = 0
    lock = threading.Lock()

    def script(exchange: Exchange) -> None:
        nonlocal answered
        with lock:
            answered += 1
            first = answered == 1
        (drip_the_body if first else answer_link_tag)(exchange)

    with HostileServer(script) as server:
        tag = run_call(mode, server.base_url, timeout=1.0, max_retries=1, clock=RecordingClock())
        assert tag.id == 3
        assert len(server.requests) == 2


def test_a_slow_but_timely_answer_is_read_whole(mode: str) -> None:
    def script(exchange: Exchange) -> None:
        exchange.send_raw(head(200, [JSON_TYPE, ("Content-Length", str(len(LINK_TAG_BODY)))]))
        exchange.drip(LINK_TAG_BODY, interval=0.1, chunk=8)  # about 1 s in all

    with HostileServer(script) as server:
        assert run_call(mode, server.base_url, timeout=10.0, max_retries=0).tag == "promo"


def answer_late(exchange: Exchange) -> None:
    """The whole answer after 0.6 s: longer than any limit the timeouts below set on a phase."""
    exchange.hang(0.6)
    answer_link_tag(exchange)


UNLIMITED_PHASE = [
    pytest.param(httpx.Timeout(None, connect=0.2), id="only connect limited"),
    pytest.param(httpx.Timeout(0.2, read=None), id="read unlimited"),
]


@pytest.mark.parametrize("timeout", UNLIMITED_PHASE)
def test_a_phase_without_a_limit_leaves_the_attempt_without_one(mode: str, timeout: httpx.Timeout) -> None:
    # The attempt gets the largest of its phases' limits, and a phase without one is the largest.
    with HostileServer(answer_late) as server:
        assert run_call(mode, server.base_url, timeout=timeout, max_retries=0).id == 3
        assert len(server.requests) == 1


@pytest.mark.parametrize("timeout", UNLIMITED_PHASE)
def test_a_per_call_timeout_with_a_phase_without_a_limit_leaves_the_attempt_without_one(
    mode: str, timeout: httpx.Timeout
) -> None:
    def call(client: Any) -> Any:
        return client.link_tags.get(3, timeout=timeout)

    with HostileServer(answer_late) as server:
        tag = run_call(mode, server.base_url, call, max_retries=0)
        assert tag.id == 3
        assert len(server.requests) == 1


def test_calls_share_one_kept_alive_connection(mode: str) -> None:
    with HostileServer(answer_link_tag) as server:
        tags = run_calls(mode, server.base_url, [get_link_tag, get_link_tag, get_link_tag])
        assert [tag.id for tag in tags] == [3, 3, 3]
        assert server.connections == 1


def test_a_proxy_named_in_the_environment_is_still_used(mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with HostileServer(answer_link_tag) as proxy:
        for name in ("NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy", "http_proxy"):
            monkeypatch.delenv(name, raising=False)
        monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{proxy.port}")
        assert run_call(mode, "http://textsvc.invalid/v3").id == 3
        (request,) = proxy.requests
        assert request.target == "http://textsvc.invalid/v3/link-tags/3"


def test_the_sdks_transport_reports_failures_as_httpx_errors(mode: str) -> None:
    """A connection dropped without an answer is retried; a refused one is a connection error."""
    answered = 0
    lock = threading.Lock()

    def script(exchange: Exchange) -> None:
        nonlocal answered
        with lock:
            answered += 1
            first = answered == 1
        if first:
            exchange.close()
        else:
            answer_link_tag(exchange)

    with HostileServer(script) as server:
        assert run_call(mode, server.base_url, max_retries=1, clock=RecordingClock()).id == 3
        assert len(server.requests) == 2
        closed_port = server.port
    with pytest.raises(textsvc.SvcAPIConnectionError) as caught:
        run_call(mode, f"http://127.0.0.1:{closed_port}/v3", max_retries=0)
    assert isinstance(caught.value.__cause__, httpx.ConnectError)
    assert_no_secret(caught.value)


# ------------------------------------------------------------------ the size cap


def test_max_response_bytes_is_validated_at_construction() -> None:
    for client_class in (textsvc.Client, textsvc.AsyncClient):
        for value, error in [(0, ValueError), (-1, ValueError), (True, TypeError), (1.5, TypeError)]:
            with pytest.raises(error, match=r"^max_response_bytes must") as caught:
                client_class(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", max_response_bytes=value)
            assert_no_secret(caught.value)
        for value in ("1000", None):
            with pytest.raises(TypeError, match=r"^max_response_bytes must"):
                client_class(api_key=API_KEY, base_url="http://127.0.0.1:9/v3", max_response_bytes=value)


def link_tag_of_size(size: int) -> bytes:
    """A valid answer of exactly ``size`` bytes."""
    padding = size - len(json.dumps(envelope({**LINK_TAG, "tag": ""})).encode())
    body = json.dumps(envelope({**LINK_TAG, "tag": "x" * padding})).encode()
    assert len(body) == size
    return body


@pytest.mark.parametrize("chunked", [False, True], ids=["Content-Length", "chunked"])
def test_a_body_up_to_the_cap_is_read_and_one_byte_more_is_refused(mode: str, chunked: bool) -> None:
    body = link_tag_of_size(2 * MiB)

    def script(exchange: Exchange) -> None:
        if not chunked:
            exchange.respond(200, body, headers=[JSON_TYPE])
            return
        exchange.send_raw(head(200, [JSON_TYPE, ("Transfer-Encoding", "chunked")]))
        for start in range(0, len(body), 100_000):
            part = body[start : start + 100_000]
            exchange.send_raw(b"%x\r\n%s\r\n" % (len(part), part))
        exchange.send_raw(b"0\r\n\r\n")

    with HostileServer(script) as server:
        assert len(run_call(mode, server.base_url, max_retries=0).tag) > MiB  # the default cap
        assert len(run_call(mode, server.base_url, max_retries=0, max_response_bytes=len(body)).tag) > MiB
        with pytest.raises(textsvc.SvcResponseValidationError, match="max_response_bytes") as caught:
            run_call(mode, server.base_url, max_retries=0, max_response_bytes=len(body) - 1)
    assert len(caught.value.body) <= KEPT
    assert "truncated" in str(caught.value) or "not read" in str(caught.value)


STATUS_ERRORS = {
    200: textsvc.SvcResponseValidationError,
    404: textsvc.SvcNotFoundError,
    500: textsvc.SvcInternalServerError,
}


@pytest.mark.parametrize("status", list(STATUS_ERRORS))
def test_a_content_length_over_the_cap_is_refused_before_reading(mode: str, status: int) -> None:
    def script(exchange: Exchange) -> None:
        exchange.send_raw(head(status, [JSON_TYPE, ("Content-Length", str(300 * MiB))]) + b'{"data": ')
        exchange.hang(20)  # reading the body would wait for the 15 s timeout

    with HostileServer(script) as server:
        started = time.monotonic()
        with pytest.raises(STATUS_ERRORS[status]) as caught:
            run_call(mode, server.base_url, timeout=15.0, max_retries=0)
        elapsed = time.monotonic() - started
    assert elapsed < 10
    assert type(caught.value) is STATUS_ERRORS[status]
    assert "max_response_bytes" in str(caught.value)
    assert len(caught.value.body) <= KEPT


class Firehose:
    """Answers with a 300 MiB body, chunked, and counts what the client let it send."""

    total = 300 * MiB

    def __init__(self, status: int, *, content: Iterator[bytes] | None = None, encoding: str = "") -> None:
        self.status = status
        self.sent = 0
        self.finished = False
        self._content = content
        self._encoding = encoding

    def parts(self) -> Iterator[bytes]:
        yield b'{"success": true, "data": '
        blank = b" " * MiB
        for _ in range(self.total // MiB):
            yield blank

    def __call__(self, exchange: Exchange) -> None:
        headers = [JSON_TYPE, ("Transfer-Encoding", "chunked")]
        if self._encoding:
            headers.append(("Content-Encoding", self._encoding))
        exchange.send_raw(head(self.status, headers))
        for part in self._content if self._content is not None else self.parts():
            exchange.send_raw(b"%x\r\n%s\r\n" % (len(part), part))
            self.sent += len(part)
        exchange.send_raw(b"0\r\n\r\n")
        self.finished = True


def peak_rss_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux


@pytest.mark.parametrize("status", list(STATUS_ERRORS))
def test_a_huge_chunked_body_is_cut_off_at_the_cap(mode: str, status: int) -> None:
    firehose = Firehose(status)
    peak_before = peak_rss_bytes()
    with HostileServer(firehose) as server, pytest.raises(STATUS_ERRORS[status]) as caught:
        run_call(mode, server.base_url, max_retries=0)
    assert not firehose.finished
    assert firehose.sent < 150 * MiB  # the default cap (32 MiB) plus what socket buffers hold
    assert peak_rss_bytes() - peak_before < 150 * MiB
    error = caught.value
    assert type(error) is STATUS_ERRORS[status]
    assert len(error.body) <= KEPT
    assert "max_response_bytes" in str(error)
    assert "truncated" in str(error)


@functools.cache
def gzip_bomb() -> list[bytes]:
    """A gzip body that expands to 300 MiB of JSON (well under 1 MiB as sent)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    parts = [compressor.compress(b'{"success": true, "data": ')]
    blank = b" " * MiB
    parts += [compressor.compress(blank) for _ in range(300)]
    parts += [compressor.compress(b"null}"), compressor.flush()]
    return [part for part in parts if part]


def test_a_gzip_bomb_is_cut_off_at_its_decoded_size(mode: str) -> None:
    bomb = gzip_bomb()
    assert sum(map(len, bomb)) < MiB
    firehose = Firehose(200, content=iter(bomb), encoding="gzip")
    peak_before = peak_rss_bytes()
    with (
        HostileServer(firehose) as server,
        pytest.raises(textsvc.SvcResponseValidationError, match="max_response_bytes") as caught,
    ):
        run_call(mode, server.base_url, max_retries=0)
    assert peak_rss_bytes() - peak_before < 150 * MiB
    assert len(caught.value.body) <= KEPT


def test_a_body_whose_content_encoding_does_not_decode_is_a_validation_error(mode: str) -> None:
    def script(exchange: Exchange) -> None:
        exchange.respond(200, b"this is not gzip", headers=[JSON_TYPE, ("Content-Encoding", "gzip")])

    with (
        HostileServer(script) as server,
        pytest.raises(textsvc.SvcResponseValidationError, match="Content-Encoding") as caught,
    ):
        run_call(mode, server.base_url, max_retries=0)
    assert caught.value.body == b"this is not gzip"


def test_a_huge_5xx_is_still_retried_by_its_status(mode: str) -> None:
    answered = 0
    lock = threading.Lock()

    def script(exchange: Exchange) -> None:
        nonlocal answered
        with lock:
            answered += 1
            first = answered == 1
        if first:
            exchange.respond(503, b"x" * (2 * MiB), headers=[("Content-Type", "text/html")])
        else:
            answer_link_tag(exchange)

    with HostileServer(script) as server:
        tag = run_call(mode, server.base_url, max_retries=1, max_response_bytes=MiB, clock=RecordingClock())
        assert tag.id == 3
        assert len(server.requests) == 2


# ------------------------------------------------------------------ bodies that cannot be decoded

UNDECODABLE = {
    "nested 100,000 deep": b"[" * 100_000,
    "not JSON": b"<html>" + b"x" * 100_000 + b"</html>",
    "invalid UTF-8": b'{"success": true, "data": "' + b"\xff" * 100_000 + b'"}',
}
UNDECODABLE_STATUS_ERRORS = {
    200: textsvc.SvcResponseValidationError,
    400: textsvc.SvcBadRequestError,
    503: textsvc.SvcInternalServerError,
}


@pytest.mark.parametrize("status", list(UNDECODABLE_STATUS_ERRORS))
@pytest.mark.parametrize("body", list(UNDECODABLE.values()), ids=list(UNDECODABLE))
def test_an_undecodable_body_gives_the_status_error_with_a_truncated_body(
    mode: str, status: int, body: bytes
) -> None:
    def script(exchange: Exchange) -> None:
        exchange.respond(status, body, headers=[JSON_TYPE])

    with HostileServer(script) as server, pytest.raises(textsvc.SvcError) as caught:
        run_call(mode, server.base_url, max_retries=0)
    error = caught.value
    assert type(error) is UNDECODABLE_STATUS_ERRORS[status]
    attached = getattr(error, "body", None)
    assert isinstance(attached, str | bytes)
    assert 0 < len(attached) <= KEPT
    assert f"truncated to its first {KEPT} of {len(body)} bytes" in str(error)
    assert not isinstance(error.__cause__, RecursionError | UnicodeDecodeError)


@pytest.mark.parametrize("call", ["request", "raw"])
def test_deep_nesting_gives_a_validation_error_on_every_path(mode: str, call: str) -> None:
    def script(exchange: Exchange) -> None:
        exchange.respond(200, b"[" * 100_000, headers=[JSON_TYPE])

    def through_request(client: Any) -> Any:
        return client.request("GET", "/link-tags/3")

    def through_raw(client: Any) -> Any:
        raw = client.link_tags.with_raw_response.get(3)
        if asyncio.iscoroutine(raw):

            async def parse() -> Any:
                return (await raw).parse()

            return parse()
        return raw.parse()

    through = through_request if call == "request" else through_raw
    with HostileServer(script) as server, pytest.raises(textsvc.SvcResponseValidationError, match="not JSON"):
        run_call(mode, server.base_url, through, max_retries=0)
