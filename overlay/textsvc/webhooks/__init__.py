"""Verify the signature of the requests a webhook receives.

Every request carries ``X-Signature``: the lowercase hex HMAC-SHA256 of the raw body, keyed with
the webhook's secret. Verify the raw bytes exactly as received, before anything parses them.

The signature covers the body only (the service sends no timestamp), so it cannot stop a replayed
request; the service also retries failed deliveries up to twice. Treat deliveries as at-least-once
and deduplicate on something in the payload.
"""

from __future__ import annotations

import hmac
import json
import secrets
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import attrs

from .._exceptions import SvcSignatureVerificationError

__all__ = [
    "SIGNATURE_HEADER",
    "SvcSignatureVerificationError",
    "WebhookEvent",
    "construct_event",
    "generate_secret",
    "sign",
    "verify_signature",
]

SIGNATURE_HEADER = "X-Signature"
_SIGNATURE_LENGTH = 64

Payload = bytes | bytearray | memoryview | str
Secret = str | bytes
Secrets = Secret | Sequence[Secret]


@attrs.frozen
class WebhookEvent:
    """A verified delivery: the raw body and its decoded JSON."""

    body: bytes
    data: Any


def _payload_bytes(payload: Payload) -> bytes:
    if type(payload) is bytes:
        return payload
    if isinstance(payload, str):
        return payload.encode("utf-8")
    if isinstance(payload, (bytes, bytearray, memoryview)):
        return bytes(payload)
    raise SvcSignatureVerificationError(
        f"the payload must be the raw body as bytes or str, not {type(payload).__name__}"
    )


@lru_cache(maxsize=16)
def _keyed_hmac(secret: Secret) -> hmac.HMAC:
    """An HMAC-SHA256 with the key already set up; a copy per message skips redoing the key schedule."""
    key = secret.encode("utf-8") if isinstance(secret, str) else secret
    if not isinstance(key, bytes) or not key:
        raise SvcSignatureVerificationError("no usable webhook secret configured (empty or not a string)")
    return hmac.new(key, digestmod="sha256")


def _keyed(secret: Secrets) -> list[hmac.HMAC]:
    if isinstance(secret, (str, bytes)):
        return [_keyed_hmac(secret)]
    try:
        keyed = [_keyed_hmac(candidate) for candidate in secret]
    except TypeError:  # an unhashable entry is no secret either
        raise SvcSignatureVerificationError("no usable webhook secret configured (not a string)") from None
    if not keyed:
        raise SvcSignatureVerificationError("no webhook secret configured")
    return keyed


def _digest_of(signature: str | bytes | None) -> bytes:
    """The 32 bytes a hex signature spells, in either case, surrounding whitespace allowed."""
    if type(signature) is str and len(signature) == _SIGNATURE_LENGTH:
        try:
            digest = bytes.fromhex(signature)  # the usual header: nothing to strip, 64 hex digits
        except ValueError:
            digest = b""
        if len(digest) == _SIGNATURE_LENGTH // 2:
            return digest
    if isinstance(signature, bytes):
        try:
            signature = signature.decode("ascii")
        except UnicodeDecodeError:
            raise SvcSignatureVerificationError("the signature is not hexadecimal") from None
    given = signature.strip() if isinstance(signature, str) else ""
    if not given:
        raise SvcSignatureVerificationError(f"the {SIGNATURE_HEADER} header is missing or empty")
    try:
        digest = bytes.fromhex(given) if len(given) == _SIGNATURE_LENGTH else b""
    except ValueError:
        digest = b""
    # fromhex skips inner whitespace, so the length of the result is checked too.
    if len(digest) != _SIGNATURE_LENGTH // 2:
        raise SvcSignatureVerificationError(
            f"the signature is not {_SIGNATURE_LENGTH} hexadecimal characters (an HMAC-SHA256)"
        )
    return digest


def sign(payload: Payload, secret: Secret) -> str:
    """The ``X-Signature`` value for ``payload``: lowercase hex HMAC-SHA256 keyed with ``secret``."""
    signer = _keyed_hmac(secret).copy()
    signer.update(_payload_bytes(payload))
    return signer.hexdigest()


def verify_signature(payload: Payload, signature: str | bytes | None, secret: Secrets) -> None:
    """Raise ``SvcSignatureVerificationError`` unless ``signature`` signs ``payload`` with one of the secrets.

    ``secret`` may be a list, so a secret can be rotated without dropping events. The signature may
    be in either case and carry surrounding whitespace. Comparison is constant-time.
    """
    given_digest = _digest_of(signature)
    # bytes body and one str secret skip a call each: verification runs once per delivery, and the
    # target is the speed of a bare hmac loop.
    body = payload if type(payload) is bytes else _payload_bytes(payload)
    matched = False
    for keyed in (_keyed_hmac(secret),) if type(secret) is str else _keyed(secret):
        # Every secret is tried, so timing does not tell which one matched.
        mac = keyed.copy()
        mac.update(body)
        matched |= hmac.compare_digest(mac.digest(), given_digest)
    if not matched:
        raise SvcSignatureVerificationError("the signature does not match the body")


def construct_event(payload: Payload, signature: str | bytes | None, secret: Secrets) -> WebhookEvent:
    """Verify, then decode the JSON body."""
    verify_signature(payload, signature, secret)
    body = _payload_bytes(payload)
    try:
        data = json.loads(body)
    except ValueError:
        raise SvcSignatureVerificationError("the body verified but is not JSON") from None
    return WebhookEvent(body=body, data=data)


def generate_secret() -> str:
    """A new webhook secret: 128 hexadecimal characters from ``secrets``."""
    return secrets.token_hex(64)
