"""Whether a ``RedisPacing``'s server is answering, and what its outages are told in the logs."""

from __future__ import annotations

import logging
import threading

import redis

from .._clock import TimeSource

__all__ = ["Outage"]

logger = logging.getLogger("textsvc.pacing")


class Outage:
    """Whether Redis is answering, when to try it again, and the one warning an outage gets."""

    def __init__(self, retry_after: float, clock: TimeSource, where: str, password: object) -> None:
        self._retry_after = retry_after
        self._clock = clock
        self._where = where
        self._password = password if isinstance(password, str) and password else None
        self._lock = threading.Lock()
        self._retry_at: float | None = None

    def redis_wanted(self) -> bool:
        """Redis is answering, or it is time to try it again (this caller tries; others stay local)."""
        if self._retry_at is None:
            return True
        with self._lock:
            if self._retry_at is None:
                return True
            now = self._clock.now()
            if now < self._retry_at:
                return False
            self._retry_at = now + self._retry_after
            return True

    def failed(self, error: redis.RedisError) -> None:
        with self._lock:
            new = self._retry_at is None
            self._retry_at = self._clock.now() + self._retry_after
        if new:
            logger.warning(
                "Redis at %s cannot pace (%s: %s): each process paces only itself until it answers "
                "again (tried every %g s)",
                self._where,
                type(error).__name__,
                self._scrubbed(str(error)),
                self._retry_after,
            )

    def answered(self) -> None:
        if self._retry_at is None:
            return
        with self._lock:
            was_out, self._retry_at = self._retry_at is not None, None
        if was_out:
            logger.info("Redis at %s answers again: pacing is shared again", self._where)

    def _scrubbed(self, text: str) -> str:
        return text if self._password is None else text.replace(self._password, "***")
