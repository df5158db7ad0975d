"""Webhook secrets as HMAC keys.

The service holds a secret as text and signs with its UTF-8 bytes. So a secret is ``str``, or
``bytes`` that are the UTF-8 of that text (``b"abc"`` and ``"abc"`` are the same secret); bytes
that are not UTF-8 cannot be a secret the service holds and are refused. A caller's mistake is a
``TypeError`` or ``ValueError`` raised where the secret is given, and no message names the secret:
the errors are raised outside any ``except`` block, so no codec error that quotes it is chained.
"""

from __future__ import annotations

import hmac
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache

Secret = str | bytes
Secrets = Secret | Sequence[Secret]


def secret_key(secret: Secret) -> bytes:
    """The HMAC key ``secret`` stands for: the UTF-8 of its text (its type is checked by the caller)."""
    if isinstance(secret, str):
        key = _utf8_of(secret)
        if key is None:
            raise ValueError("the webhook secret is not valid text (it cannot be encoded as UTF-8)")
    else:
        if not _is_utf8(secret):
            raise ValueError(
                "the webhook secret given as bytes is not UTF-8 text; give the secret as registered"
                " with the service (a string, or its UTF-8 bytes)"
            )
        key = bytes(secret)
    if not key:
        raise ValueError("the webhook secret is empty")
    return key


def _utf8_of(text: str) -> bytes | None:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return None


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@lru_cache(maxsize=16)
def keyed_hmac_of(secret: Secret) -> hmac.HMAC:
    """``keyed_hmac`` for an argument known to be ``str`` or ``bytes`` (the fast path)."""
    return hmac.new(secret_key(secret), digestmod="sha256")


def keyed_hmac(secret: object) -> hmac.HMAC:
    """An HMAC-SHA256 with the key already set up; a copy per message skips redoing the key schedule."""
    if not isinstance(secret, (str, bytes)):  # checked first: the cache needs a hashable argument
        raise TypeError(f"a webhook secret must be str or bytes, not {type(secret).__name__}")
    return keyed_hmac_of(secret)


def keyed_hmacs(secret: object) -> list[hmac.HMAC]:
    """One keyed HMAC per secret: ``secret`` is one secret or a list of them (rotation)."""
    if isinstance(secret, (str, bytes)):
        return [keyed_hmac(secret)]
    if not isinstance(secret, Iterable) or isinstance(secret, (bytearray, memoryview)):
        raise TypeError(
            f"a webhook secret must be str or bytes (or a list of them), not {type(secret).__name__}"
        )
    if isinstance(secret, Iterator):
        # An adapter checks its secrets when built: a one-shot iterator would be empty by the first delivery.
        raise TypeError(f"several webhook secrets must be a list or tuple, not {type(secret).__name__}")
    keyed = [keyed_hmac(candidate) for candidate in secret]
    if not keyed:
        raise ValueError("no webhook secret given (an empty list)")
    return keyed


def check_secrets(secret: object) -> None:
    """Raise ``TypeError``/``ValueError`` now, where an adapter is built, for an unusable secret."""
    keyed_hmacs(secret)
