"""A real ``redis-server`` for tests: loopback, a free port, a temporary directory, nothing saved.

    def test_fallback(redis_server: RedisServer) -> None:
        store = pacing.RedisPacing(redis_server.url)
        redis_server.stop()    # Redis is down: connections are refused
        redis_server.start()   # back on the same port (empty: nothing is saved)

Without ``redis-server`` on PATH (or without redis-py) the tests that need them skip, saying how to
install them; with ``CI=true`` they fail instead, so a CI machine never skips them silently.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType, TracebackType
from typing import Any, NoReturn

import pytest

__all__ = [
    "DrippingPeer",
    "HoldingProxy",
    "RedisServer",
    "redis_py",
    "redis_server",
    "redis_server_binary",
    "unavailable",
]

START_TIMEOUT = 10.0
STOP_TIMEOUT = 5.0


def unavailable(message: str) -> NoReturn:
    """Skip, saying ``message`` (what to install); fail instead under ``CI=true``."""
    if os.environ.get("CI", "").lower() in ("true", "1"):
        pytest.fail(f"{message} (CI=true: the tests of real components must run here)", pytrace=False)
    pytest.skip(message, allow_module_level=True)


def redis_server_binary() -> str:
    """The path of ``redis-server``; skips the test (fails it under ``CI=true``) when there is none."""
    found = shutil.which("redis-server")
    if found is None:
        unavailable(
            "redis-server is not on PATH: install it (apt-get install redis-server) to run the Redis tests"
        )
    return found


def redis_py() -> ModuleType:
    """The ``redis`` package; skips (fails under ``CI=true``) without it."""
    try:
        import redis
    except ImportError:
        unavailable('redis-py is not installed: pip install "textsvc[redis]" to run the Redis tests')
    return redis


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class RedisServer:
    """One ``redis-server`` process on 127.0.0.1, which a test may stop and start again on its port."""

    def __init__(self, directory: Path, *, password: str | None = None) -> None:
        self.directory = directory
        self.password = password
        self.port = free_port()
        self._binary = redis_server_binary()
        self._process: subprocess.Popen[bytes] | None = None
        self._started = False
        directory.mkdir(parents=True, exist_ok=True)

    @property
    def url(self) -> str:
        credentials = "" if self.password is None else f":{self.password}@"
        return f"redis://{credentials}127.0.0.1:{self.port}/0"

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def start(self) -> None:
        """Start the server (on the same port as before, if it ran before) and wait until it answers."""
        if self.running:
            raise RuntimeError("the Redis server is already running")
        for _ in range(3):
            try:
                self._start()
                break
            except RuntimeError:
                if self._started:
                    raise  # a restart keeps its port: the test needs the same address
                self.port = free_port()  # another process took the port between probe and start
        else:
            raise RuntimeError(f"redis-server did not start: {self.log()[-2000:]}")
        self._started = True

    def _start(self) -> None:
        arguments = [
            self._binary,
            "--port", str(self.port),
            "--bind", "127.0.0.1",
            "--dir", str(self.directory),
            "--save", "",
            "--appendonly", "no",
            "--daemonize", "no",
            "--logfile", str(self.directory / "redis.log"),
        ]  # fmt: skip
        if self.password is not None:
            arguments += ["--requirepass", self.password]
        self._process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + START_TIMEOUT
        while not self._answers():
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"redis-server did not start on port {self.port}: {self.log()[-2000:]}")
            time.sleep(0.01)

    def stop(self) -> None:
        """Stop the server at once: its clients' connections are closed and new ones refused."""
        process, self._process = self._process, None
        if process is None:
            return
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(STOP_TIMEOUT)

    def client(self, **options: Any) -> Any:
        """A ``redis.Redis`` on this server, for a test to look at what is stored (close it after)."""
        return redis_py().Redis.from_url(self.url, socket_timeout=5.0, **options)

    def log(self) -> str:
        path = self.directory / "redis.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def _answers(self) -> bool:
        """The server answers PING (after AUTH, when it has a password)."""
        command = b"PING\r\n" if self.password is None else f"AUTH {self.password}\r\nPING\r\n".encode()
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1.0) as connection:
                connection.sendall(command)
                answer = b""
                while b"+PONG" not in answer:
                    chunk = connection.recv(256)
                    if not chunk:
                        return False
                    answer += chunk
                return True
        except OSError:
            return False


class HoldingProxy:
    """A TCP relay to a Redis server that can hold the server's replies back.

    While held, commands still reach the server and are carried out; only their answers wait.
    That is the moment a caller may be cancelled after Redis did what it asked.
    """

    def __init__(self, upstream_port: int) -> None:
        self._upstream_port = upstream_port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._through = threading.Event()
        self._through.set()
        self._closed = False
        self._lose_after: bytes | None = None
        self._losing: set[socket.socket] = set()  # connections whose next answer is lost
        self._sockets: list[socket.socket] = []
        self._threads = [threading.Thread(target=self._accept, daemon=True)]
        self._threads[0].start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def hold(self) -> None:
        """Keep the server's answers from here on (at most 10 s each, so nothing waits for ever)."""
        self._through.clear()

    def let_through(self) -> None:
        self._through.set()

    def lose_answer_to(self, command: bytes) -> None:
        """The next ``command`` (such as ``b"SET"``) reaches the server and is carried out, but its
        answer is lost: the connection is closed instead, as a network failing then would."""
        self._lose_after = command.upper()

    def close(self) -> None:
        self._closed = True
        self._through.set()
        for sock in [self._listener, *self._sockets]:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)  # wakes a thread blocked reading it; close alone does not
            sock.close()
        for thread in self._threads:
            thread.join(STOP_TIMEOUT)

    def __enter__(self) -> HoldingProxy:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                downstream, _ = self._listener.accept()
                upstream = socket.create_connection(("127.0.0.1", self._upstream_port), timeout=5.0)
            except OSError:
                return
            upstream.settimeout(None)
            self._sockets += [downstream, upstream]
            for source, target, held in ((downstream, upstream, False), (upstream, downstream, True)):
                thread = threading.Thread(target=self._pump, args=(source, target, held), daemon=True)
                self._threads.append(thread)
                thread.start()

    def _pump(self, source: socket.socket, target: socket.socket, held: bool) -> None:
        try:
            while data := source.recv(65536):
                if held:
                    self._through.wait(10.0)
                    if source in self._losing:
                        return  # the finally closes both ends: the answer is never relayed
                elif self._lose_after is not None and b"\r\n" + self._lose_after + b"\r\n" in data.upper():
                    self._lose_after = None
                    self._losing.add(target)
                target.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, target):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)


class DrippingPeer:
    """A TCP peer speaking RESP that answers the handshake at once and drips every other reply.

    ``CLIENT``, ``HELLO``, ``AUTH``, ``SELECT`` and ``PING`` are answered whole; any other command
    gets a bulk reply far longer than anything is ever sent, one byte every ``interval`` seconds:
    each read of the client returns long before a read timeout, and the reply never ends.
    ``dripped`` counts the bytes sent; ``dropped`` the connections the client closed mid-reply.
    """

    HANDSHAKE = frozenset({b"CLIENT", b"HELLO", b"AUTH", b"SELECT", b"PING"})

    def __init__(self, *, interval: float = 0.05) -> None:
        self._interval = interval
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        self.dripped = 0
        self.dropped = 0
        self._sockets: list[socket.socket] = []
        self._threads = [threading.Thread(target=self._accept, daemon=True)]
        self._threads[0].start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def close(self) -> None:
        self._stopping.set()
        for sock in [self._listener, *self._sockets]:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)  # wakes a thread blocked on it; close alone does not
            sock.close()
        for thread in self._threads:
            thread.join(STOP_TIMEOUT)

    def __enter__(self) -> DrippingPeer:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    def _accept(self) -> None:
        while not self._stopping.is_set():
            try:
                connection, _ = self._listener.accept()
            except OSError:
                return
            self._sockets.append(connection)
            thread = threading.Thread(target=self._serve, args=(connection,), daemon=True)
            self._threads.append(thread)
            thread.start()

    def _serve(self, connection: socket.socket) -> None:
        with contextlib.suppress(OSError):
            for command in _commands(connection):
                name = command[0].upper() if command else b""
                if name not in self.HANDSHAKE:
                    self._drip(connection)
                    return
                connection.sendall(_handshake_reply(command))

    def _drip(self, connection: socket.socket) -> None:
        try:
            connection.sendall(b"$1000000\r\n")
            while not self._stopping.wait(self._interval):
                connection.sendall(b"x")
                with self._lock:
                    self.dripped += 1
        except OSError:
            with self._lock:
                self.dropped += 1


def _handshake_reply(command: list[bytes]) -> bytes:
    name = command[0].upper()
    if name == b"HELLO":  # a map saying which protocol is spoken: the one asked for
        version = command[1] if len(command) > 1 else b"2"
        return b"%1\r\n$5\r\nproto\r\n:" + version + b"\r\n"
    return b"+PONG\r\n" if name == b"PING" else b"+OK\r\n"


def _commands(connection: socket.socket) -> Iterator[list[bytes]]:
    """The commands a RESP client sends (arrays of bulk strings), as they arrive."""
    buffer = b""

    def line() -> bytes:
        nonlocal buffer
        while b"\r\n" not in buffer:
            chunk = connection.recv(65536)
            if not chunk:
                raise OSError("the client closed the connection")
            buffer += chunk
        found, _, buffer = buffer.partition(b"\r\n")
        return found

    def exactly(size: int) -> bytes:
        nonlocal buffer
        while len(buffer) < size + 2:
            chunk = connection.recv(65536)
            if not chunk:
                raise OSError("the client closed the connection")
            buffer += chunk
        found, buffer = buffer[:size], buffer[size + 2 :]
        return found

    while True:
        header = line()
        if not header.startswith(b"*"):
            raise OSError(f"not a RESP command: {header[:20]!r}")
        yield [exactly(int(line()[1:])) for _ in range(int(header[1:]))]


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    """A running ``redis-server`` of this test alone, stopped at its end (needs redis-py too)."""
    redis_py()
    server = RedisServer(tmp_path / "redis")
    with contextlib.ExitStack() as stack:
        stack.callback(server.stop)
        server.start()
        yield server
