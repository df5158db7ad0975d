"""A minimal HTTP/1.1 server answering every request with one canned link-tag response.

Run as a separate process so its work does not share the benchmark's interpreter (and GIL).
Prints its port on the first line of stdout.
"""

from __future__ import annotations

import asyncio
import json
import socket

BODY = json.dumps(
    {
        "success": True,
        "error": None,
        "message": None,
        "data": {"id": 3, "tag": "spring-sale", "created": "2026-01-01T00:00:00Z"},
    }
).encode()
RESPONSE = (
    b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    b"RateLimit-Limit: 1000000\r\nRateLimit-Remaining: 999999\r\nRateLimit-Reset: 60000\r\n"
    b"X-Request-ID: 0f6c1d9e-0000-4000-8000-000000000001\r\n"
    + f"Content-Length: {len(BODY)}\r\n\r\n".encode()
    + BODY
)


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
            writer.write(RESPONSE)
    except (asyncio.IncompleteReadError, ConnectionError):
        pass
    finally:
        writer.close()


async def main() -> None:
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    listener.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    listener.bind(("127.0.0.1", 0))
    server = await asyncio.start_server(answer, sock=listener, backlog=1024)
    print(listener.getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
