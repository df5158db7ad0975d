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
_HEX_DIGITS = frozenset("0123456789abcdef")
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
    if isinstance(payload, str):
        return payload.encode("utf-8")
    if isinstance(payload, (bytes, bytearray, memoryview)):
        return bytes(payload)
    raise SvcSignatureVerificationError(
        f"the payload must be the raw body as bytes or str, not {type(payload).__name__}"
    )


def _keys(secret: Secrets) -> list[bytes]:
    candidates = [secret] if isinstance(secret, (str, bytes)) else list(secret)
    keys = []
    for candidate in candidates:
        if isinstance(candidate, str):
            candidate = candidate.encode("utf-8")
        if not isinstance(candidate, bytes) or not candidate:
            raise SvcSignatureVerificationError("no usable webhook secret configured (empty or not a string)")
        keys.append(candidate)
    if not keys:
        raise SvcSignatureVerificationError("no webhook secret configured")
    return keys


def sign(payload: Payload, secret: Secret) -> str:
    """The ``X-Signature`` value for ``payload``: lowercase hex HMAC-SHA256 keyed with ``secret``."""
    return hmac.digest(_keys(secret)[0], _payload_bytes(payload), "sha256").hex()


def verify_signature(payload: Payload, signature: str | bytes | None, secret: Secrets) -> None:
    """Raise ``SvcSignatureVerificationError`` unless ``signature`` signs ``payload`` with one of the secrets.

    ``secret`` may be a list, so a secret can be rotated without dropping events. The signature may
    be in either case and carry surrounding whitespace. Comparison is constant-time.
    """
    if isinstance(signature, bytes):
        try:
            signature = signature.decode("ascii")
        except UnicodeDecodeError:
            raise SvcSignatureVerificationError("the signature is not hexadecimal") from None
    if not isinstance(signature, str) or not signature.strip():
        raise SvcSignatureVerificationError(f"the {SIGNATURE_HEADER} header is missing or empty")
    given = signature.strip().lower()
    if len(given) != _SIGNATURE_LENGTH or not _HEX_DIGITS.issuperset(given):
        raise SvcSignatureVerificationError(
            f"the signature is not {_SIGNATURE_LENGTH} hexadecimal characters (an HMAC-SHA256)"
        )
    given_digest = bytes.fromhex(given)
    body = _payload_bytes(payload)
    matched = False
    for key in _keys(secret):
        # Every secret is tried, so timing does not tell which one matched.
        matched |= hmac.compare_digest(hmac.digest(key, body, "sha256"), given_digest)
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
