"""The fake bounds what a request body may cost it: size (``MAX_BODY_BYTES``) and time
(``body_timeout``). A client that is too big, too slow or gone gets an answer or a clean close,
never a 5xx, a logged crash, or a hold on other clients."""

from __future__ import annotations

import logging
import socket
import time
from collections.abc import Iterator

import pytest
from textsvc.testing import MAX_BODY_BYTES, FakeService

from tests.fake.raw import closed_by_server, connect, error_of, http, read_response, request_head

SMALL_BODY = b'{"message": "hi"}'
JSON = {"Content-Type": "application/json"}


@pytest.fixture
def impatient() -> Iterator[FakeService]:
    with FakeService(rate_limits=False, body_timeout=1.0) as service:
        yield service


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def server_errors(fake: FakeService) -> Iterator[list[logging.LogRecord]]:
    """Errors the HTTP server or the fake log (attached after the server configured its logging)."""
    handler = _Records()
    loggers = [logging.getLogger("uvicorn.error"), logging.getLogger("textsvc.testing")]
    for logger in loggers:
        logger.addHandler(handler)
    yield handler.records
    for logger in loggers:
        logger.removeHandler(handler)


def _padded(size: int) -> bytes:
    return SMALL_BODY + b" " * (size - len(SMALL_BODY))


def test_a_body_of_exactly_the_cap_is_read_and_one_byte_more_is_refused(fake: FakeService) -> None:
    with http(fake) as client:
        assert client.post("/templates", content=_padded(MAX_BODY_BYTES), headers=JSON).status_code == 200
        refused = client.post("/templates", content=_padded(MAX_BODY_BYTES + 1), headers=JSON)
        assert refused.status_code == 400
        assert error_of(refused)["message"] == f"the body is larger than {MAX_BODY_BYTES} bytes"
        # The refused body was discarded, not left in the connection: the next request is understood.
        assert client.get("/templates").json()["data"]["total"] == 1


def test_a_chunked_body_over_the_cap_is_refused(fake: FakeService) -> None:
    def chunks() -> Iterator[bytes]:
        yield SMALL_BODY
        for _ in range(2 * MAX_BODY_BYTES // 65536):
            yield b" " * 65536

    with http(fake) as client:
        refused = client.post("/templates", content=chunks(), headers=JSON)
        assert refused.status_code == 400
        assert "larger than" in error_of(refused)["message"]
        assert client.get("/templates").json()["data"]["total"] == 0


@pytest.mark.parametrize("expect", [{}, {"Expect": "100-continue"}])
def test_a_declared_length_over_the_cap_is_refused_before_any_body_is_sent(
    fake: FakeService, expect: dict[str, str]
) -> None:
    with connect(fake) as sock:
        sock.sendall(
            request_head(fake, "POST", "/templates", {**JSON, **expect, "Content-Length": str(10**12)})
        )
        response = read_response(sock, within=10)
    assert response.status_code == 400  # not "100 Continue": the client need not send a byte of it
    assert "larger than" in error_of(response)["message"]


def test_a_stalled_body_is_refused_in_time_without_holding_up_anyone(impatient: FakeService) -> None:
    started = time.monotonic()
    stalled = [connect(impatient) for _ in range(20)]
    head = request_head(impatient, "POST", "/templates", {**JSON, "Content-Length": str(len(SMALL_BODY))})
    for sock in stalled:
        sock.sendall(head + SMALL_BODY[:5])  # half a body, and then nothing
    with http(impatient) as client:
        for _ in range(5):
            assert client.get("/templates", timeout=5).status_code == 200
    with connect(impatient) as slow:  # slow but within the deadline: served
        slow.sendall(head)
        for byte in SMALL_BODY:
            slow.sendall(bytes([byte]))
            time.sleep(0.01)
        assert read_response(slow, within=10).status_code == 200
    for sock in stalled:
        with sock:
            response = read_response(sock, within=10)
            assert response.status_code == 400
            assert error_of(response)["message"] == "the body did not arrive within 1 seconds"
            assert response.headers["Connection"] == "close"
            assert closed_by_server(sock, within=5)
    assert time.monotonic() - started < 15


def test_a_client_that_leaves_mid_body_costs_no_error(
    fake: FakeService, server_errors: list[logging.LogRecord]
) -> None:
    with connect(fake) as sock:
        head = request_head(fake, "POST", "/templates", {**JSON, "Content-Length": str(len(SMALL_BODY))})
        sock.sendall(head + SMALL_BODY[:5])
        sock.shutdown(socket.SHUT_WR)
        assert closed_by_server(sock, within=5)
    with http(fake) as client:
        assert client.get("/templates").status_code == 200
    assert [record.getMessage() for record in server_errors] == []
    assert fake.state.status_counts[500] == 0


def test_the_body_timeout_must_be_positive() -> None:
    with pytest.raises(ValueError, match="body_timeout"):
        FakeService(body_timeout=0)
