"""sign / verify_signature / construct_event / generate_secret, with hypothesis properties."""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st
from textsvc import webhooks
from textsvc.webhooks import SvcSignatureVerificationError

SECRET = "a" * 64 + "b" * 64
BODY = b'{"event":"message-reply","data":{"id":1}}'

# A secret is text, or the UTF-8 bytes of text (see test_secrets.py).
secrets_ = st.one_of(st.text(min_size=1), st.text(min_size=1).map(str.encode))


def test_signature_is_lowercase_hex_hmac_sha256_of_the_raw_body() -> None:
    expected = hmac.new(SECRET.encode(), BODY, hashlib.sha256).hexdigest()
    assert webhooks.sign(BODY, SECRET) == expected
    assert webhooks.sign(BODY.decode(), SECRET) == expected
    assert webhooks.SIGNATURE_HEADER == "X-Signature"


def test_generate_secret_gives_128_hex_characters() -> None:
    first, second = webhooks.generate_secret(), webhooks.generate_secret()
    assert len(first) == 128
    assert set(first) <= set(string.hexdigits.lower())
    assert first != second


def test_either_case_and_surrounding_whitespace_are_accepted() -> None:
    signature = webhooks.sign(BODY, SECRET)
    webhooks.verify_signature(BODY, f"  {signature.upper()}\n", SECRET)
    webhooks.verify_signature(BODY, signature.encode(), SECRET)


def test_rotation_accepts_any_listed_secret() -> None:
    old, new = webhooks.generate_secret(), webhooks.generate_secret()
    webhooks.verify_signature(BODY, webhooks.sign(BODY, old), [new, old])
    webhooks.verify_signature(BODY, webhooks.sign(BODY, new), (new, old))
    with pytest.raises(SvcSignatureVerificationError):
        webhooks.verify_signature(BODY, webhooks.sign(BODY, old), [new])


@pytest.mark.parametrize(
    ("signature", "message"),
    [
        (None, "missing"),
        ("", "missing"),
        ("   ", "missing"),
        ("xyz", "64 hexadecimal"),
        ("g" * 64, "64 hexadecimal"),
        ("ab" * 33, "64 hexadecimal"),
        ("ab " * 21 + "a", "64 hexadecimal"),
        ("0" * 64, "does not match"),
        (b"\xff" * 64, "not hexadecimal"),
    ],
)
def test_bad_signatures_are_rejected(signature: object, message: str) -> None:
    with pytest.raises(SvcSignatureVerificationError, match=message) as raised:
        webhooks.verify_signature(BODY, signature, SECRET)  # type: ignore[arg-type]
    assert SECRET not in str(raised.value)
    assert webhooks.sign(BODY, SECRET) not in str(raised.value)


def test_construct_event_decodes_after_verifying() -> None:
    event = webhooks.construct_event(BODY, webhooks.sign(BODY, SECRET), SECRET)
    assert event.data == {"event": "message-reply", "data": {"id": 1}}
    assert event.body == BODY
    with pytest.raises(SvcSignatureVerificationError, match="does not match"):
        webhooks.construct_event(b"{}", webhooks.sign(BODY, SECRET), SECRET)


def test_construct_event_on_a_verified_body_that_is_not_json() -> None:
    body = b"not json"
    with pytest.raises(SvcSignatureVerificationError, match="not JSON"):
        webhooks.construct_event(body, webhooks.sign(body, SECRET), SECRET)


@given(body=st.binary(), secret=secrets_)
def test_sign_then_verify_holds(body: bytes, secret: str | bytes) -> None:
    webhooks.verify_signature(body, webhooks.sign(body, secret), secret)


@given(body=st.binary(min_size=1), secret=secrets_, data=st.data())
def test_changing_one_byte_of_the_body_is_rejected(
    body: bytes, secret: str | bytes, data: st.DataObject
) -> None:
    signature = webhooks.sign(body, secret)
    position = data.draw(st.integers(0, len(body) - 1))
    flip = data.draw(st.integers(1, 255))
    tampered = body[:position] + bytes([body[position] ^ flip]) + body[position + 1 :]
    with pytest.raises(SvcSignatureVerificationError):
        webhooks.verify_signature(tampered, signature, secret)


@given(secret=secrets_, data=st.data())
def test_changing_one_character_of_the_signature_is_rejected(
    secret: str | bytes, data: st.DataObject
) -> None:
    signature = webhooks.sign(BODY, secret)
    position = data.draw(st.integers(0, len(signature) - 1))
    replacement = data.draw(st.sampled_from([c for c in "0123456789abcdef" if c != signature[position]]))
    with pytest.raises(SvcSignatureVerificationError):
        webhooks.verify_signature(
            BODY, signature[:position] + replacement + signature[position + 1 :], secret
        )


@given(header=st.one_of(st.none(), st.text(), st.binary()))
def test_arbitrary_headers_raise_only_verification_errors(header: str | bytes | None) -> None:
    with contextlib.suppress(SvcSignatureVerificationError):
        webhooks.verify_signature(BODY, header, SECRET)
