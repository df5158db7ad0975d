"""Verify the signature of the requests a webhook receives.

Every request carries ``X-Signature``: the lowercase hex HMAC-SHA256 of the raw body, keyed with
the webhook's secret. Verify the raw bytes exactly as received, before anything parses them.

The signature covers the body only (the service sends no timestamp), so it cannot stop a replayed
request; the service also retries failed deliveries up to twice. Deliveries are at-least-once: a
``SeenStore`` (``InProcessSeen``, ``SQLiteSeen``, ``RedisSeen``) runs a handler once per body across
a fleet of listeners (``deduplicate=`` of the adapters, or ``SeenStore.handle``).

``construct_event`` gives a ``WebhookEvent``: for the four registrable event types, when the body
fits the spec's inferred shape, a subclass carrying it typed (``MessageReplyEvent``,
``DeliveryStatusEvent``, ``MessageSendEvent``, ``NumberOptInEvent``); any other body a plain one.
"""

from __future__ import annotations

import hmac
import secrets
from typing import TYPE_CHECKING

from .._arguments import describe
from .._exceptions import SvcSignatureVerificationError
from .._json import JSONIntegerTooLongError, JSONNestedTooDeeplyError, decode_json_body
from ._body import DEFAULT_MAX_BODY_BYTES
from ._events import DeliveryStatusEvent as DeliveryStatusEvent
from ._events import MessageReplyEvent as MessageReplyEvent
from ._events import MessageSendEvent as MessageSendEvent
from ._events import NumberOptInEvent as NumberOptInEvent
from ._events import WebhookEvent as WebhookEvent
from ._events import typed_event
from ._secrets import Secret as Secret
from ._secrets import Secrets as Secrets
from ._secrets import keyed_hmac, keyed_hmac_of, keyed_hmacs
from ._seen import Handling as Handling
from ._seen import InProcessSeen as InProcessSeen
from ._seen import SeenStore as SeenStore

__all__ = [
    "DEFAULT_MAX_BODY_BYTES",
    "SIGNATURE_HEADER",
    "DeliveryStatusEvent",
    "Handling",
    "InProcessSeen",
    "MessageReplyEvent",
    "MessageSendEvent",
    "NumberOptInEvent",
    "RedisSeen",
    "SQLiteSeen",
    "SeenStore",
    "SvcSignatureVerificationError",
    "WebhookEvent",
    "construct_event",
    "generate_secret",
    "sign",
    "verify_signature",
]

if TYPE_CHECKING:
    from ._seen_redis import RedisSeen
    from ._seen_sqlite import SQLiteSeen
else:

    def __getattr__(name: str) -> object:
        # Loaded on first use: a listener without de-duplication imports neither sqlite3 nor redis.
        from importlib import import_module

        module = {"SQLiteSeen": "._seen_sqlite", "RedisSeen": "._seen_redis"}.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        found: object = getattr(import_module(module, __name__), name)
        globals()[name] = found
        return found


SIGNATURE_HEADER = "X-Signature"
_SIGNATURE_LENGTH = 64

Payload = bytes | bytearray | memoryview | str


def _payload_bytes(payload: Payload) -> bytes:
    if type(payload) is bytes:
        return payload
    if isinstance(payload, str):
        return payload.encode("utf-8")
    if isinstance(payload, (bytes, bytearray, memoryview)):
        return bytes(payload)
    # A caller's mistake, not a bad delivery: a listener gets the body as bytes or str.
    raise TypeError(f"payload must be the raw body as bytes or str, got {describe(payload)}")


def _digest_of(signature: str | bytes | None) -> bytes:
    """The 32 bytes a hex signature spells, in either case, surrounding whitespace allowed."""
    if type(signature) is str and len(signature) == _SIGNATURE_LENGTH:
        try:
            digest = bytes.fromhex(signature)  # the usual header: nothing to strip, 64 hex digits
        except ValueError:
            digest = b""
        if len(digest) == _SIGNATURE_LENGTH // 2:
            return digest
    if signature is not None and not isinstance(signature, (str, bytes)):
        # A caller's mistake: a header's value is text (or its bytes), or None when it is missing.
        raise TypeError(f"signature must be a str, bytes or None, got {describe(signature)}")
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
    """The ``X-Signature`` value for ``payload``: lowercase hex HMAC-SHA256 keyed with ``secret``.

    ``secret`` is text, or its UTF-8 bytes (the same secret). An unusable secret (another type,
    empty, bytes that are not UTF-8) raises ``TypeError``/``ValueError`` without showing it.
    """
    signer = keyed_hmac(secret).copy()
    signer.update(_payload_bytes(payload))
    return signer.hexdigest()


def verify_signature(payload: Payload, signature: str | bytes | None, secret: Secrets) -> None:
    """Raise ``SvcSignatureVerificationError`` unless ``signature`` signs ``payload`` with one of the secrets.

    ``secret`` may be a list, so a secret can be rotated without dropping events. The signature may
    be in either case and carry surrounding whitespace. Comparison is constant-time. An unusable
    secret raises ``TypeError``/``ValueError`` as in ``sign``, whatever the signature: it is the
    listener's configuration that is wrong, not the delivery.
    """
    # A bytes body and one str secret skip a call each: verification runs once per delivery, and
    # the target is the speed of a bare hmac loop.
    keyed_secrets = (keyed_hmac_of(secret),) if type(secret) is str else keyed_hmacs(secret)
    given_digest = _digest_of(signature)
    body = payload if type(payload) is bytes else _payload_bytes(payload)
    matched = False
    for keyed in keyed_secrets:
        # Every secret is tried, so timing does not tell which one matched.
        mac = keyed.copy()
        mac.update(body)
        matched |= hmac.compare_digest(mac.digest(), given_digest)
    if not matched:
        raise SvcSignatureVerificationError("the signature does not match the body")


def construct_event(payload: Payload, signature: str | bytes | None, secret: Secrets) -> WebhookEvent:
    """Verify, then decode the JSON body, then type it.

    The event is a ``MessageReplyEvent``, ``DeliveryStatusEvent``, ``MessageSendEvent`` or
    ``NumberOptInEvent`` when the body's ``event`` is that type and the body fits the spec's shape
    of it (an inference: the service document shows none), and a plain ``WebhookEvent`` otherwise;
    typing never raises.

    A verified body that cannot be decoded raises ``SvcSignatureVerificationError`` saying why: not
    JSON, nested too deeply, or an integer longer than the process converts
    (``sys.get_int_max_str_digits()``, 4300 digits by default; it is the process's setting).
    """
    verify_signature(payload, signature, secret)
    body = _payload_bytes(payload)
    try:
        data = decode_json_body(body)
    except JSONNestedTooDeeplyError:
        raise SvcSignatureVerificationError("the body verified but nests too deeply to decode") from None
    except JSONIntegerTooLongError as error:
        raise SvcSignatureVerificationError(f"the body verified but cannot be decoded: {error}") from None
    except ValueError:
        raise SvcSignatureVerificationError("the body verified but is not JSON") from None
    return typed_event(body, data)


def generate_secret() -> str:
    """A new webhook secret: 128 hexadecimal characters from ``secrets``."""
    return secrets.token_hex(64)
