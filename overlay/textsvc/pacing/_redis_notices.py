"""Rings between the processes and hosts sharing a Redis pacing store: one pub/sub channel.

A store rings the other processes by publishing ``"<its process's token> <bucket>"`` on the channel
(``RedisPacing._ring``); in each process whose callers wait, a listener thread subscribed to the
channel rings its bell with the bucket of every message but its own. The listener hears only once
Redis confirms the subscription; when its connection fails it stops hearing (every waiter of the
process is woken, and looks at Redis again at the window's old pace) and subscribes again every
``retry_after`` seconds. A store given only a ``redis.asyncio.Redis`` has no client for a thread:
it does not listen, and its callers look at Redis again as they wait.
"""

from __future__ import annotations

import contextlib
import os
import threading
import weakref
from collections.abc import Callable
from typing import Any

import redis

from ._store import Bell

__all__ = ["ChannelNotices"]

TICK = 5.0
"""Seconds between a listener's checks that its store is still in use."""


class _Listening:
    def __init__(self) -> None:
        self.stop = threading.Event()
        self.subscribed = False


class ChannelNotices:
    """The rings of the stores on one Redis server and key prefix, carried on ``channel``."""

    def __init__(
        self, make_client: Callable[[], redis.Redis] | None, channel: str, retry_after: float
    ) -> None:
        self.channel = channel
        self._make_client = make_client
        self._retry_after = retry_after
        self._lock = threading.Lock()
        self._forget()

    def _forget(self) -> None:
        self._pid = os.getpid()
        self.token = os.urandom(8).hex()
        """This process's name in the messages it publishes: its listener skips them."""
        self._listener: threading.Thread | None = None
        self._listening = _Listening()

    def _mine(self) -> None:
        if self._pid != os.getpid():  # a forked child listens for itself
            self._forget()

    def hearing(self) -> bool:
        self._mine()
        listener = self._listener
        return listener is not None and listener.is_alive() and self._listening.subscribed

    def listen(self, bell: Bell) -> None:
        self._mine()
        if self._make_client is None or (self._listener is not None and self._listener.is_alive()):
            return
        with self._lock:
            if self._listener is not None and self._listener.is_alive():
                return
            self._listening = _Listening()
            self._listener = threading.Thread(
                target=_listen,
                args=(self._make_client, self.channel, self.token, weakref.ref(bell), self._listening),
                kwargs={"retry_after": self._retry_after},
                name="textsvc-pacing-notices",
                daemon=True,
            )
            self._listener.start()

    def message(self, bucket: str) -> str:
        """What a ring of ``bucket`` publishes."""
        self._mine()
        return f"{self.token} {bucket}"

    def close(self) -> None:
        """Stop listening (a later wait listens again)."""
        self._mine()
        self._listening.stop.set()


def _listen(
    make_client: Callable[[], redis.Redis],
    channel: str,
    token: str,
    bell: weakref.ref[Bell],
    listening: _Listening,
    *,
    retry_after: float,
) -> None:
    while not listening.stop.is_set() and bell() is not None:
        pubsub = None
        try:
            pubsub = make_client().pubsub()  # type: ignore[no-untyped-call]
            pubsub.subscribe(channel)
            while not listening.stop.is_set():
                message = pubsub.get_message(timeout=TICK)
                heard = bell()
                if heard is None:
                    return
                if message is None:
                    continue
                if message["type"] == "subscribe":
                    listening.subscribed = True
                elif message["type"] == "message":
                    sender, _, bucket = _text(message["data"]).partition(" ")
                    if sender != token:
                        heard.ring(bucket)
        except (redis.RedisError, OSError, ValueError):
            if listening.subscribed:
                listening.subscribed = False
                heard = bell()
                if heard is not None:
                    heard.ring(None)  # deaf now: every waiter looks again, at the window's pace
            listening.stop.wait(retry_after)
        finally:
            if pubsub is not None:
                with contextlib.suppress(Exception):
                    pubsub.close()
    listening.subscribed = False


def _text(data: Any) -> str:
    return data.decode(errors="replace") if isinstance(data, bytes) else str(data)
