"""Bodies at the edges of reading: a compressed answer that arrives in pieces, a body exactly at the
cap or exactly the size an exception keeps, and what an exception keeps of a body cut off or
undecodable (its bytes in order, the request id, a note only when something was cut)."""

from __future__ import annotations

import gzip
import json
import re
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest
import textsvc

from tests.hostile import Exchange, HostileServer, envelope, head
from tests.overlay.test_time_and_size import KEPT, LINK_TAG, run_call, run_calls

JSON_TYPE = ("Content-Type", "application/json")


def chunked(
    parts: Iterable[bytes], *, status: int = 200, headers: list[tuple[str, str]] | None = None
) -> Callable[[Exchange], None]:
    """Answers with ``parts`` as separate chunks, a moment apart, so they arrive as separate reads."""
    pieces = list(parts)

    def answer(exchange: Exchange) -> None:
        exchange.send_raw(head(status, [JSON_TYPE, ("Transfer-Encoding", "chunked"), *(headers or [])]))
        for piece in pieces:
            exchange.send_raw(b"%x\r\n%s\r\n" % (len(piece), piece))
            time.sleep(0.01)
        exchange.send_raw(b"0\r\n\r\n")

    return answer


def pieces(data: bytes, count: int) -> list[bytes]:
    size = -(-len(data) // count)
    return [data[start : start + size] for start in range(0, len(data), size)]


def numbered(size: int) -> bytes:
    """``size`` bytes in which every position is told apart from its neighbours."""
    return b"".join(b"%08d," % number for number in range(size // 9 + 1))[:size]


def raw_link_tag(client: Any) -> Any:
    return client.link_tags.with_raw_response.get(3)


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_compressed_answer_in_pieces_is_decoded_whole(mode: str) -> None:
    body = gzip.compress(json.dumps(envelope(LINK_TAG)).encode())
    script = chunked(pieces(body, 4), headers=[("Content-Encoding", "gzip"), ("X-Request-ID", "req-gz")])
    with HostileServer(script) as server:
        raw = run_call(mode, server.base_url, raw_link_tag)
    assert raw.parse().tag == "promo"
    assert raw.request_id == "req-gz"
    assert raw.headers["content-type"] == "application/json"
    assert raw.http_response.elapsed.total_seconds() >= 0


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_compressed_body_exactly_at_the_cap_is_read(mode: str) -> None:
    text = json.dumps(envelope(LINK_TAG)).encode()
    script = chunked([gzip.compress(text)], headers=[("Content-Encoding", "gzip")])
    with HostileServer(script) as server:
        assert run_call(mode, server.base_url, max_response_bytes=len(text)).tag == "promo"
        with pytest.raises(textsvc.SvcResponseValidationError, match="larger than max_response_bytes"):
            run_call(mode, server.base_url, max_response_bytes=len(text) - 1, max_retries=0)


@pytest.mark.parametrize("mode", ["sync", "async"])
@pytest.mark.parametrize("encoding", ["", "gzip"])
def test_a_body_cut_off_at_the_cap_keeps_its_first_bytes_in_order(mode: str, encoding: str) -> None:
    body = numbered(200_000)
    sent = gzip.compress(body) if encoding else body
    headers = [("X-Request-ID", "req-big")] + ([("Content-Encoding", encoding)] if encoding else [])
    with (
        HostileServer(chunked(pieces(sent, 20), headers=headers)) as server,
        pytest.raises(textsvc.SvcResponseValidationError) as caught,
    ):
        run_call(mode, server.base_url, max_response_bytes=100_000, max_retries=0)
    assert caught.value.body == body[:KEPT]
    assert caught.value.request_id == "req-big"
    assert f"truncated to its first {KEPT} bytes" in str(caught.value)


def bad_checksum(data: bytes) -> bytes:
    """``data`` gzipped, its CRC spoilt: the decoder fails only at the end, once every piece is in."""
    packed = bytearray(gzip.compress(data, compresslevel=0))
    packed[-8] ^= 0xFF
    return bytes(packed)


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_an_undecodable_body_in_pieces_is_kept_as_sent(mode: str) -> None:
    sent = bad_checksum(b"a body whose checksum is wrong " * 8)
    script = chunked(pieces(sent, 5), headers=[("Content-Encoding", "gzip")])
    with HostileServer(script) as server, pytest.raises(textsvc.SvcResponseValidationError) as caught:
        run_call(mode, server.base_url, max_retries=0)
    assert caught.value.body == sent
    assert str(caught.value).endswith(")")  # the decoder's reason, and no note: nothing was cut
    assert not re.search(r"truncated|None", str(caught.value))


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_large_undecodable_body_notes_what_was_kept(mode: str) -> None:
    sent = bad_checksum(numbered(100_000))
    script = chunked(pieces(sent, 10), headers=[("Content-Encoding", "gzip")])
    with HostileServer(script) as server, pytest.raises(textsvc.SvcResponseValidationError) as caught:
        run_call(mode, server.base_url, max_retries=0)
    assert caught.value.body == sent[:KEPT]
    assert f"truncated to its first {KEPT} of {len(sent)} bytes" in str(caught.value)


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_bad_body_exactly_the_size_an_exception_keeps_is_kept_whole(mode: str) -> None:
    sent = numbered(KEPT)

    def answer(exchange: Exchange) -> None:
        exchange.respond(200, sent, headers=[JSON_TYPE])

    with HostileServer(answer) as server, pytest.raises(textsvc.SvcResponseValidationError) as caught:
        run_calls(mode, server.base_url, [lambda client: client.link_tags.get(3)], max_retries=0)
    assert caught.value.body == sent
    assert "truncated" not in str(caught.value)


class CountedChunks(list[bytes]):
    """Chunks that count how many were looked at."""

    looked_at = 0

    def __iter__(self) -> Iterator[bytes]:
        for chunk in super().__iter__():
            self.looked_at += 1
            yield chunk


def test_an_exception_keeps_the_first_chunks_up_to_its_share_and_looks_no_further() -> None:
    from textsvc._transport import KEPT_BODY_BYTES, _head

    # One byte short of the share, then more: the share is made up from the next chunk.
    assert _head([b"a" * (KEPT_BODY_BYTES - 1), b"bc", b"d"]) == b"a" * (KEPT_BODY_BYTES - 1) + b"b"
    halves = CountedChunks([b"a" * (KEPT_BODY_BYTES // 2), b"b" * (KEPT_BODY_BYTES // 2), b"c", b"d", b"e"])
    assert _head(halves) == b"a" * (KEPT_BODY_BYTES // 2) + b"b" * (KEPT_BODY_BYTES // 2)
    assert halves.looked_at == 3  # the two halves, then the chunk that shows the share is full
