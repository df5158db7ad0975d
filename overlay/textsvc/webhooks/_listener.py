"""The HTTP server behind ``python -m textsvc.webhooks listen``: standard library only.

Each connection gets its own thread and a timeout on each read, so a client that stops sending is
dropped after that long, and a slow one holds only its own thread, never delaying another delivery.
One request per connection (HTTP/1.0 answers); chunked request bodies are decoded here, as PEP 3333
asks of a WSGI server.
"""

from __future__ import annotations

import io
import socket
import sys
from socketserver import ThreadingMixIn
from typing import IO, TYPE_CHECKING, cast
from wsgiref.simple_server import ServerHandler, WSGIRequestHandler, WSGIServer

from ._body import is_chunked
from ._chunked import ChunkedBody

if TYPE_CHECKING:
    from _typeshed.wsgi import WSGIApplication

DEFAULT_READ_TIMEOUT = 10.0
"""Seconds a connection may go without sending anything before it is closed."""

_MAX_REQUEST_LINE = 65536


class ListenerServer(ThreadingMixIn, WSGIServer):
    """A WSGI server with a thread and a read timeout per connection."""

    daemon_threads = True  # a stalled connection never holds up shutdown
    block_on_close = False
    # socketserver's default backlog of 5 drops the connections of a burst of deliveries.
    request_queue_size = socket.SOMAXCONN

    def __init__(self, address: tuple[str, int], app: WSGIApplication, *, read_timeout: float) -> None:
        self.read_timeout = read_timeout
        super().__init__(address, ListenerRequestHandler)
        self.set_app(app)


class ListenerRequestHandler(WSGIRequestHandler):
    """One request per connection, read under the server's read timeout, chunked bodies decoded."""

    def log_message(self, format: str, *args: object) -> None:
        sys.stderr.write(f"{self.address_string()} {format % args}\n")

    def setup(self) -> None:
        server = self.server
        assert isinstance(server, ListenerServer)
        self.request.settimeout(server.read_timeout)
        super().setup()

    def handle(self) -> None:
        try:
            self._handle_request()
        except TimeoutError:
            self.log_message("closed: nothing received for %s s", self.request.gettimeout())
        except ConnectionError:
            pass  # the client went away; there is nobody to answer

    def _handle_request(self) -> None:
        self.raw_requestline = self.rfile.readline(_MAX_REQUEST_LINE + 1)
        if not self.raw_requestline:
            return
        if len(self.raw_requestline) > _MAX_REQUEST_LINE:
            self.requestline = self.request_version = self.command = ""
            self.send_error(414)
            return
        if not self.parse_request():  # it has answered the error
            return
        environ = self.get_environ()
        stdin: io.RawIOBase | io.BufferedIOBase = self.rfile
        if is_chunked(self.headers.get("Transfer-Encoding")):
            stdin = ChunkedBody(self.rfile)
            environ["wsgi.input_terminated"] = True
        handler = ServerHandler(
            stdin, cast("IO[bytes]", self.wfile), self.get_stderr(), environ, multithread=True
        )
        handler.request_handler = self  # type: ignore[attr-defined]  # wsgiref logs through it
        server = self.server
        assert isinstance(server, ListenerServer)
        app = server.get_app()
        assert app is not None
        handler.run(app)
