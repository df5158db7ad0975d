"""The forms a payload and a signature may take: a body as text or as any bytes-like object, a
signature with whitespace around it (accepted) or inside it (refused), a payload of another type,
and a verified body that cannot be decoded."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textsvc import SvcSignatureVerificationError, webhooks

SECRET = "whsec-test-0123456789"
BODY = '{"type": "message-reply", "text": "oui, très bien"}'
RAW = BODY.encode("utf-8")
SIGNATURE = webhooks.sign(RAW, SECRET)

PAYLOADS: list[tuple[str, Callable[[], Any]]] = [
    ("str", lambda: BODY),
    ("bytearray", lambda: bytearray(RAW)),
    ("memoryview", lambda: memoryview(RAW)),
]


@pytest.mark.parametrize(("kind", "payload"), PAYLOADS, ids=[entry[0] for entry in PAYLOADS])
@pytest.mark.parametrize("secret", [SECRET, [SECRET], SECRET.encode()], ids=["str", "list", "bytes"])
def test_any_form_of_the_body_verifies_as_its_bytes(
    kind: str, payload: Callable[[], Any], secret: Any
) -> None:
    assert webhooks.sign(payload(), SECRET) == SIGNATURE
    webhooks.verify_signature(payload(), SIGNATURE, secret)
    event = webhooks.construct_event(payload(), SIGNATURE, secret)
    assert event.body == RAW
    assert event.data["text"] == "oui, très bien"


@pytest.mark.parametrize(("kind", "payload"), PAYLOADS, ids=[entry[0] for entry in PAYLOADS])
def test_any_form_of_another_body_is_refused(kind: str, payload: Callable[[], Any]) -> None:
    with pytest.raises(SvcSignatureVerificationError, match="does not match"):
        webhooks.verify_signature(payload(), webhooks.sign(b"{}", SECRET), SECRET)


@pytest.mark.parametrize("payload", [7, None, ["a"], {"type": "x"}])
def test_a_payload_of_another_type_is_refused_naming_the_type(payload: Any) -> None:
    for check in (
        lambda: webhooks.verify_signature(payload, SIGNATURE, SECRET),
        lambda: webhooks.construct_event(payload, SIGNATURE, SECRET),
    ):
        with pytest.raises(TypeError) as raised:
            check()
        shown = "None" if payload is None else type(payload).__name__
        assert str(raised.value) == f"payload must be the raw body as bytes or str, got {shown}"


@pytest.mark.parametrize(
    "signature", [f"  {SIGNATURE}\n", SIGNATURE.upper(), f"\t{SIGNATURE.upper()} ", SIGNATURE.encode()]
)
def test_a_signature_in_either_case_with_whitespace_around_it_verifies(signature: str | bytes) -> None:
    webhooks.verify_signature(RAW, signature, SECRET)


@pytest.mark.parametrize("cut", [2, 32, 62])
@pytest.mark.parametrize("inside", [" ", "  ", "\n"])
def test_a_signature_with_whitespace_inside_is_refused(cut: int, inside: str) -> None:
    signature = SIGNATURE[:cut] + inside + SIGNATURE[cut:]
    with pytest.raises(SvcSignatureVerificationError, match="not 64 hexadecimal characters"):
        webhooks.verify_signature(RAW, signature, SECRET)


def test_a_verified_body_that_nests_too_deeply_says_so() -> None:
    deep = b"[" * 100_000 + b"]" * 100_000
    with pytest.raises(SvcSignatureVerificationError, match="nests too deeply"):
        webhooks.construct_event(deep, webhooks.sign(deep, SECRET), SECRET)


# Every refusal says exactly what is wrong, in words a listener's log can be searched for.
@pytest.mark.parametrize(
    ("payload", "signature", "secret", "error", "message"),
    [
        (
            RAW,
            "zz" * 32,
            SECRET,
            SvcSignatureVerificationError,
            "the signature is not 64 hexadecimal characters (an HMAC-SHA256)",
        ),
        (
            RAW,
            "é".encode("latin-1") * 64,
            SECRET,
            SvcSignatureVerificationError,
            "the signature is not hexadecimal",
        ),
        (
            RAW,
            webhooks.sign(b"{}", SECRET),
            SECRET,
            SvcSignatureVerificationError,
            "the signature does not match the body",
        ),
        (
            RAW,
            SIGNATURE,
            "\ud800",
            ValueError,
            "the webhook secret is not valid text (it cannot be encoded as UTF-8)",
        ),
        (
            RAW,
            SIGNATURE,
            b"\xff\xfe",
            ValueError,
            "the webhook secret given as bytes is not UTF-8 text; give the secret as registered"
            " with the service (a string, or its UTF-8 bytes)",
        ),
        (RAW, SIGNATURE, [42], TypeError, "a webhook secret must be str or bytes, not int"),
        (RAW, SIGNATURE, "", ValueError, "the webhook secret is empty"),
        (RAW, SIGNATURE, [], ValueError, "no webhook secret given (an empty list)"),
    ],
    ids=[
        "not-hex",
        "not-ascii",
        "mismatch",
        "surrogate-secret",
        "non-utf8-secret",
        "int-secret",
        "empty",
        "no-secrets",
    ],
)
def test_each_refusal_says_what_is_wrong(
    payload: bytes, signature: Any, secret: Any, error: type[Exception], message: str
) -> None:
    with pytest.raises(error) as raised:
        webhooks.verify_signature(payload, signature, secret)
    assert str(raised.value) == message


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"not json", "the body verified but is not JSON"),
        (b"[" * 100_000 + b"]" * 100_000, "the body verified but nests too deeply to decode"),
    ],
    ids=["not-json", "too-deep"],
)
def test_a_verified_body_that_does_not_decode_says_why(body: bytes, message: str) -> None:
    with pytest.raises(SvcSignatureVerificationError) as raised:
        webhooks.construct_event(body, webhooks.sign(body, SECRET), SECRET)
    assert str(raised.value) == message


@pytest.mark.parametrize("signature", [42, 4.2, ["a"]])
def test_a_signature_of_another_type_is_refused_naming_the_type(signature: Any) -> None:
    with pytest.raises(TypeError) as raised:
        webhooks.verify_signature(RAW, signature, SECRET)
    assert str(raised.value) == f"signature must be a str, bytes or None, got {type(signature).__name__}"


def test_a_signature_of_64_characters_with_whitespace_inside_is_refused() -> None:
    # 64 characters, as the header's usual form, but spelling 21 bytes: not an HMAC-SHA256.
    signature = SIGNATURE[:42] + " " * 22
    with pytest.raises(SvcSignatureVerificationError) as raised:
        webhooks.verify_signature(RAW, signature, SECRET)
    assert str(raised.value) == "the signature is not 64 hexadecimal characters (an HMAC-SHA256)"


def test_a_verified_body_with_an_integer_too_long_to_convert_says_why() -> None:
    body = b'{"count": ' + b"7" * 5000 + b"}"
    with pytest.raises(SvcSignatureVerificationError) as raised:
        webhooks.construct_event(body, webhooks.sign(body, SECRET), SECRET)
    assert str(raised.value).startswith("the body verified but cannot be decoded: ")
    assert "digits" in str(raised.value)
