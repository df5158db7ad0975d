"""A minimal HTTP/1.1 server with canned answers, fast enough that the client's side is what is timed.

``GET .../templates/{id}`` answers one template; ``GET .../deliveries?page=P&pageSize=S`` answers a
page of deliveries made up on the spot (``--records N`` of them in all, none held: a listing of a
million records costs the server no memory); ``GET .../models/{id}`` and ``POST .../vector_stores``
answer as OpenAI's API does (openai-python's calls in ``call_path.py``); anything else answers one
link tag.

Run as a separate process so its work does not share the benchmark's interpreter (and GIL).
Prints its port on the first line of stdout.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import json
import socket
from urllib.parse import parse_qsl, urlsplit

HEADERS = (
    b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    b"RateLimit-Limit: 1000000\r\nRateLimit-Remaining: 999999\r\nRateLimit-Reset: 60000\r\n"
    b"X-Request-ID: 0f6c1d9e-0000-4000-8000-000000000001\r\n"
)


def envelope(data: object) -> bytes:
    return json.dumps({"success": True, "error": None, "message": None, "data": data}).encode()


def response(body: bytes) -> bytes:
    return HEADERS + f"Content-Length: {len(body)}\r\n\r\n".encode() + body


LINK_TAG = response(envelope({"id": 3, "tag": "spring-sale", "created": "2026-01-01T00:00:00Z"}))
TEMPLATE = response(
    envelope(
        {
            "id": 3,
            "name": "Spring sale",
            "message": "Hello {firstName}, our spring sale ends Sunday!",
            "timestamp": "2026-01-05T10:00:00.123Z",
            "attachment": "",
            "mms": False,
        }
    )
)
EPOCH = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
# OpenAI's objects, bare (no envelope).
MODEL = response(
    json.dumps({"id": "gpt-x", "object": "model", "created": 1767225600, "owned_by": "bench"}).encode()
)
VECTOR_STORE = response(
    json.dumps(
        {
            "id": "vs_bench",
            "object": "vector_store",
            "created_at": 1767225600,
            "name": "call path",
            "usage_bytes": 0,
            "file_counts": {"in_progress": 0, "completed": 0, "failed": 0, "cancelled": 0, "total": 0},
            "status": "completed",
            "last_active_at": 1767225600,
            "metadata": {},
            "expires_after": None,
            "expires_at": None,
        }
    ).encode()
)


def delivery(number: int) -> dict[str, object]:
    """A delivery as ``textsvc.testing`` seeds them."""
    moment = EPOCH + datetime.timedelta(minutes=number)
    return {
        "messageId": number,
        "externalId": f"ext-{number}",
        "message": f"Message {number}",
        "attachment": "",
        "status": "sent",
        "date": moment.isoformat().replace("+00:00", "Z"),
        "carrier": "Fake Wireless",
        "to": f"+1555030{number % 10000:04d}",
        "from": "+15550200001",
        "type": "sms",
    }


def deliveries_page(target: str, records: int) -> bytes:
    query = dict(parse_qsl(urlsplit(target).query))
    page, size = int(query.get("page", 0)), int(query.get("pageSize", 1000))
    rows = [delivery(number) for number in range(page * size, min((page + 1) * size, records))]
    return response(envelope({"rows": rows, "page": page, "pageSize": size, "total": records}))


def answer_to(target: str, records: int) -> bytes:
    path = urlsplit(target).path
    if "/templates/" in path:
        return TEMPLATE
    if path.endswith("/deliveries"):
        return deliveries_page(target, records)
    if "/models/" in path:
        return MODEL
    if path.endswith("/vector_stores"):
        return VECTOR_STORE
    return LINK_TAG


async def serve(records: int) -> None:
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":", 1)[1])
                if length:
                    await reader.readexactly(length)
                writer.write(answer_to(head.split(b" ", 2)[1].decode(), records))
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()

    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    listener.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    listener.bind(("127.0.0.1", 0))
    server = await asyncio.start_server(answer, sock=listener, backlog=1024)
    print(listener.getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--records", type=int, default=100_000, help="deliveries in the listing")
    asyncio.run(serve(parser.parse_args().records))


if __name__ == "__main__":
    main()
