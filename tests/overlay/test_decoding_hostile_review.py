"""Hostile review of issue 34 (6): a raw deflate body (what some servers send as ``deflate``) whose
first chunk off the wire is one byte is read, as httpx reads it whole: zlib tells its wrapper from
raw deflate only by the first two bytes."""

from __future__ import annotations

import json
import zlib

import pytest

from tests.facade import client_of
from tests.hostile import Exchange, HostileServer, envelope, head
from tests.overlay.mocking import API_KEY, LINK_TAG
from tests.overlay.scripted_clients import MODES


def raw_deflate_in_two_chunks(exchange: Exchange) -> None:
    compressor = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    body = compressor.compress(json.dumps(envelope(LINK_TAG)).encode()) + compressor.flush()
    headers = [
        ("Content-Type", "application/json"),
        ("Content-Encoding", "deflate"),
        ("Transfer-Encoding", "chunked"),
    ]
    exchange.send_raw(head(200, headers))
    for part in (body[:1], body[1:]):
        exchange.send_raw(b"%x\r\n%s\r\n" % (len(part), part))
    exchange.send_raw(b"0\r\n\r\n")


@pytest.mark.parametrize("mode", MODES)
def test_a_raw_deflate_body_whose_first_chunk_is_one_byte_is_read(mode: str) -> None:
    with (
        HostileServer(raw_deflate_in_two_chunks) as server,
        client_of(mode, api_key=API_KEY, base_url=server.base_url, max_retries=0) as client,
    ):
        assert client.request("GET", "/link-tags/3") == LINK_TAG
