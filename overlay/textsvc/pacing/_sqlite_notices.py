"""Rings between the processes sharing a SQLite pacing file: a datagram socket per waiting process.

A process whose callers wait binds a Unix datagram socket in a folder beside the file (the file's
name and ``-wake``); a listener thread rings its bell with each bucket name it receives. A ring is a
datagram to every socket in the folder but the ringer's own, sent without blocking (a full socket
has rings waiting already); a socket that refuses belongs to a process gone, and is removed. Where
no socket can be bound (no Unix sockets, a folder that cannot be written, a path too long for a
socket's name), the process does not hear the others and its callers look at the file again.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import threading
import weakref
from typing import Any

from ._store import Bell

__all__ = ["SocketNotices"]

logger = logging.getLogger("textsvc.pacing")

TICK = 5.0
"""Seconds between a listener's checks that its store is still in use and its socket still there."""
LONGEST_NAME = 1024
"""Bytes of the longest bucket name a ring carries (names are far shorter)."""


class SocketNotices:
    """The rings of the stores on one SQLite file, carried between the processes of one host."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        self._lock = threading.Lock()
        self._forget()

    def _forget(self) -> None:
        self._pid = os.getpid()
        self._listener: threading.Thread | None = None
        self._path: str | None = None
        self._stop = threading.Event()
        self._sender: socket.socket | None = None
        self._deaf = False
        """Binding failed: this process does not listen (its callers look at the file instead)."""

    def _mine(self) -> None:
        if self._pid != os.getpid():  # a forked child: the parent's socket and thread are not its own
            self._forget()

    def hearing(self) -> bool:
        self._mine()
        listener = self._listener
        return listener is not None and listener.is_alive()

    def listen(self, bell: Bell) -> None:
        self._mine()
        if self.hearing() or self._deaf:
            return
        with self._lock:
            if self.hearing():
                return
            name = os.path.join(self.folder, os.urandom(6).hex())
            receiver = (
                socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) if hasattr(socket, "AF_UNIX") else None
            )
            try:
                if receiver is None:
                    raise OSError("no Unix sockets here")
                os.makedirs(self.folder, exist_ok=True)
                receiver.bind(name)
                receiver.settimeout(TICK)
            except OSError as error:
                if receiver is not None:
                    receiver.close()
                self._deaf = True
                logger.debug("pacing waits look at the file again: no socket in %s (%s)", self.folder, error)
                return
            self._path, self._stop = name, threading.Event()
            # Removed at exit too: a daemon thread is stopped without running its ``finally``.
            weakref.finalize(self, _remove, name)
            self._listener = threading.Thread(
                target=_listen,
                args=(receiver, name, weakref.ref(bell), self._stop),
                name="textsvc-pacing-notices",
                daemon=True,
            )
            self._listener.start()

    def ring(self, bucket: str) -> None:
        """Carry a ring of ``bucket`` to every other process listening."""
        self._mine()
        try:
            names = os.listdir(self.folder)
        except OSError:
            return  # nobody has listened yet
        data = bucket.encode()[:LONGEST_NAME]
        sender = self._sender
        if sender is None:
            sender = self._sender = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            sender.setblocking(False)
            weakref.finalize(self, sender.close)  # a store dropped unclosed leaves no socket to the collector
        for name in names:
            path = os.path.join(self.folder, name)
            if path == self._path:
                continue
            try:
                sender.sendto(data, path)
            except ConnectionRefusedError:  # nobody reads it: its process is gone
                with contextlib.suppress(OSError):
                    os.unlink(path)
            except OSError:  # full (it has rings to read), gone, or not a socket: nothing to do
                pass

    def close(self) -> None:
        """Stop listening (a later wait listens again)."""
        self._mine()
        self._stop.set()
        if self._sender is not None:
            self._sender.close()
            self._sender = None

    def __reduce__(self) -> tuple[Any, ...]:
        return (SocketNotices, (self.folder,))


def _listen(receiver: socket.socket, path: str, bell: weakref.ref[Bell], stop: threading.Event) -> None:
    try:
        while not stop.is_set():
            try:
                data = receiver.recv(LONGEST_NAME)
            except TimeoutError:
                # Gone with its store, or its socket removed (others no longer reach it): stop hearing.
                if bell() is None or not os.path.exists(path):
                    return
                continue
            heard = bell()
            if heard is None:
                return
            heard.ring(data.decode(errors="replace"))
    except OSError:
        return
    finally:
        receiver.close()
        _remove(path)


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)
