"""A webhook listener on 127.0.0.1 that answers with scripted statuses and records every request."""

from __future__ import annotations

import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Listener:
    """A loopback HTTP listener answering with scripted statuses and recording each request."""

    def __init__(self, statuses: list[int], *, on_request: Callable[[], None] | None = None) -> None:
        """``on_request`` runs on each request before it is answered."""
        self.statuses = statuses
        self.requests: list[tuple[str, dict[str, str], bytes]] = []
        listener = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                listener.requests.append((self.path, dict(self.headers), body))
                if on_request is not None:
                    on_request()
                status = listener.statuses.pop(0) if len(listener.statuses) > 1 else listener.statuses[0]
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        # A short poll: shutdown() waits for serve_forever to look (0.5 s by default), at every teardown.
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.01,), daemon=True)
        self.thread.start()

    def url(self, path: str = "/hooks") -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}{path}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)
