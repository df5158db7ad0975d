"""``max_response_bytes`` bounds the memory a compressed body costs, not only the answer: a body is
decoded a piece at a time and reading stops at the cap, so a small compressed body that expands
a thousandfold never sits in memory expanded.

The measure is ``tracemalloc``'s peak over one call (every Python and zlib allocation, in every
thread), held within a few times the cap; before the decoder took pieces, one 64 KiB chunk of
gzip expanded whole (64 MiB) first. A second test counts the bytes the decoder hands out per step.
"""

from __future__ import annotations

import functools
import json
import tracemalloc
import zlib
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import textsvc
from textsvc._decoding import PIECE, BodyDecoder, _Brotli

from tests.facade import client_of
from tests.hostile import Exchange, HostileServer, envelope, head
from tests.overlay.mocking import API_KEY, LINK_TAG, RecordingClock
from tests.overlay.scripted_clients import MODES

MiB = 1024 * 1024
CAP = MiB
PEAK_BOUND = 4 * CAP
"""Generous: what the reader holds is at most the cap's raw bytes, a kept head of 64 KiB and one
piece; httpx's, httpcore's and the SDK's own objects for one call add well under a MiB."""
EXPANDED = 16 * MiB
"""What each bomb expands to: 16 times the cap (a whole expansion passes PEAK_BOUND four times)."""


def _deflate(data: bytes, wbits: int) -> bytes:
    compressor = zlib.compressobj(9, zlib.DEFLATED, wbits)
    return compressor.compress(data) + compressor.flush()


def _brotli(data: bytes) -> bytes:
    brotli = pytest.importorskip("brotli", reason="httpx decodes br only with brotli installed")
    return bytes(brotli.compress(data, quality=5))


def _zstd(data: bytes) -> bytes:
    zstandard = pytest.importorskip("zstandard", reason="httpx decodes zstd only with zstandard installed")
    # Two frames: httpx decodes every frame of a body.
    half = len(data) // 2
    compressor = zstandard.ZstdCompressor(level=3)
    return bytes(compressor.compress(data[:half]) + compressor.compress(data[half:]))


ENCODERS: dict[str, Callable[[bytes], bytes]] = {
    "gzip": lambda data: _deflate(data, 31),
    "deflate": lambda data: _deflate(data, 15),  # with its zlib wrapper, as the RFC says
    "deflate (raw)": lambda data: _deflate(data, -15),  # what some servers send as deflate
    "gzip, deflate": lambda data: _deflate(_deflate(data, 31), 15),  # applied in that order
    "br": _brotli,
    "zstd": _zstd,
    "br, gzip": lambda data: _deflate(_brotli(data), 31),
}


def header_value(encoding: str) -> str:
    return encoding.replace(" (raw)", "")


@functools.cache
def bomb(encoding: str) -> bytes:
    """A JSON body that expands to ``EXPANDED`` bytes (spaces mostly), encoded."""
    body = b'{"success": true, "data": ' + b" " * EXPANDED + b"null}"
    return ENCODERS[encoding](body)


def answering(status: int, body: bytes, encoding: str) -> Callable[[Exchange], None]:
    """Pages and link tags: ``body`` in chunks of 64 KiB (what the client reads at once)."""

    def answer(exchange: Exchange) -> None:
        if exchange.request.path.endswith("/link-tags/1"):
            exchange.respond(200, json=envelope({**LINK_TAG, "id": 1}))
            return
        headers = [
            ("Content-Type", "application/json"),
            ("Content-Encoding", header_value(encoding)),
            ("Transfer-Encoding", "chunked"),
        ]
        exchange.send_raw(head(status, headers))
        for start in range(0, len(body), 64 * 1024):
            part = body[start : start + 64 * 1024]
            exchange.send_raw(b"%x\r\n%s\r\n" % (len(part), part))
        exchange.send_raw(b"0\r\n\r\n")

    return answer


CALLS: dict[str, tuple[int, type[textsvc.SvcError], Callable[[Any], Any]]] = {
    "a success": (200, textsvc.SvcResponseValidationError, lambda client: client.link_tags.get(3)),
    "an error answer": (503, textsvc.SvcInternalServerError, lambda client: client.link_tags.get(3)),
    "a page": (200, textsvc.SvcResponseValidationError, lambda client: list(client.link_tags.list())),
}


def peak_of(run: Callable[[], None]) -> int:
    """Bytes allocated at the peak of ``run``, over what was allocated when it began."""
    tracemalloc.start()
    try:
        baseline = tracemalloc.get_traced_memory()[0]
        run()
        return tracemalloc.get_traced_memory()[1] - baseline
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("encoding", list(ENCODERS))
@pytest.mark.parametrize(("status", "error", "call"), list(CALLS.values()), ids=list(CALLS))
def test_a_compressed_body_over_the_cap_never_expands_in_memory(
    mode: str, encoding: str, status: int, error: type[textsvc.SvcError], call: Callable[[Any], Any]
) -> None:
    body = bomb(encoding)
    assert len(body) < CAP // 4  # sent whole: only its expansion is over the cap
    options = {"api_key": API_KEY, "max_retries": 0, "max_response_bytes": CAP, "clock": RecordingClock()}
    with (
        HostileServer(answering(status, body, encoding)) as server,
        client_of(mode, base_url=server.base_url, **options) as client,
    ):
        client.link_tags.get(1)  # a first call: what it imports and caches is not measured
        raised: list[BaseException] = []

        def run() -> None:
            try:
                call(client)
            except textsvc.SvcError as caught:
                raised.append(caught)

        peak = peak_of(run)
    assert [type(caught) for caught in raised] == [error]
    assert "max_response_bytes" in str(raised[0])
    assert peak < PEAK_BOUND, f"peak {peak / MiB:.1f} MiB for a cap of {CAP / MiB:.0f} MiB"


def decoded_pieces(encoding: str, body: bytes, chunk: int) -> list[bytes]:
    decoder = BodyDecoder(httpx.Response(200, headers={"Content-Encoding": header_value(encoding)}))
    pieces: list[bytes] = []
    for start in range(0, len(body), chunk):
        decoder.decode(body[start : start + chunk], pieces.append)
    decoder.flush(pieces.append)
    return pieces


@pytest.mark.parametrize("encoding", list(ENCODERS))
@pytest.mark.parametrize("chunk", [1, 7, 64 * 1024, 10 * MiB], ids=["1 B", "7 B", "64 KiB", "whole"])
def test_the_decoder_hands_out_at_most_a_piece_at_a_time_and_the_body_whole(
    encoding: str, chunk: int
) -> None:
    text = json.dumps([{**LINK_TAG, "id": number} for number in range(20_000)]).encode()
    expected = text + b" " * (3 * PIECE)  # a run that expands past a piece within one chunk
    body = ENCODERS[encoding](expected)
    sizes: list[int] = []
    decoded = bytearray()
    for piece in decoded_pieces(encoding, body, chunk):
        sizes.append(len(piece))
        decoded += piece
    # brotli's output buffer may outgrow its limit by one step of its own (about 32 KiB).
    assert max(sizes) <= (2 * PIECE if "br" in encoding else PIECE)
    # Compared apart from the assert: pytest's diff of two bodies of a megabyte takes minutes.
    as_decoded, as_httpx_decodes = (
        bytes(decoded) == expected,
        httpx.Response(200, headers={"Content-Encoding": header_value(encoding)}, content=body).content
        == expected,
    )
    assert as_decoded, f"{len(decoded)} bytes decoded, {len(expected)} sent"
    assert as_httpx_decodes


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("encoding", list(ENCODERS))
def test_a_compressed_body_under_the_cap_reads_whole_whatever_its_pieces(mode: str, encoding: str) -> None:
    tags = [{**LINK_TAG, "id": number} for number in range(3000)]
    body = ENCODERS[encoding](json.dumps(envelope(tags)).encode())
    with (
        HostileServer(answering(200, body, encoding)) as server,
        client_of(mode, api_key=API_KEY, base_url=server.base_url, max_retries=0) as client,
    ):
        raw = client.request("GET", "/link-tags/3")
    assert raw == tags


def test_identity_and_unknown_encodings_are_left_as_httpx_leaves_them() -> None:
    decoder = BodyDecoder(httpx.Response(200, headers={"Content-Encoding": "identity, x-unknown"}))
    assert not decoder.decodes


@pytest.mark.parametrize("mode", MODES)
def test_a_body_httpx_refuses_to_decode_whole_is_an_undecodable_body(mode: str) -> None:
    # httpx's decoders take zstd inside br piece by piece but not whole (its zstd decoder is asked
    # again after its last frame): the body is reported as not decoding, not as a lost connection.
    body = _brotli(_zstd(json.dumps(envelope(LINK_TAG)).encode()))
    with (
        HostileServer(answering(200, body, "zstd, br")) as server,
        client_of(mode, api_key=API_KEY, base_url=server.base_url, max_retries=0) as client,
        pytest.raises(textsvc.SvcResponseValidationError, match="Content-Encoding could not be decoded"),
    ):
        client.link_tags.get(3)


def test_a_brotli_before_1_2_still_decodes_each_chunk_whole_as_httpx_does() -> None:
    brotli = pytest.importorskip("brotli")

    class OldBrotli:
        """brotli before 1.2: ``process`` takes no output limit."""

        error = brotli.error

        class Decompressor:
            def __init__(self) -> None:
                self._decompressor = brotli.Decompressor()

            def process(self, data: bytes) -> bytes:
                return bytes(self._decompressor.process(data))

    expected = json.dumps(envelope(LINK_TAG)).encode() + b" " * (3 * PIECE)
    decoder = _Brotli(OldBrotli)
    pieces: list[bytes] = []
    decoder.decode(_brotli(expected), pieces.append)
    decoder.flush(pieces.append)
    assert pieces == [expected]
    with pytest.raises(httpx.DecodingError):
        _Brotli(OldBrotli).decode(b"not brotli at all", pieces.append)
