"""``textsvc.to_e164`` agrees with libphonenumber on valid and invalid numbers, and says why one fails.

The agreement is checked against what phonenumbers itself says of each number (its example numbers
of every type, written the ways a form gets them, and random digits), in regions of several plans.
"""

from __future__ import annotations

import re

import phonenumbers
import pytest
import textsvc
from hypothesis import given
from hypothesis import strategies as st

REGIONS = ["US", "CA", "GB", "FR", "DE", "IN", "BR", "JP", "AU", "NG"]
FORMATS = [
    phonenumbers.PhoneNumberFormat.E164,
    phonenumbers.PhoneNumberFormat.INTERNATIONAL,
    phonenumbers.PhoneNumberFormat.NATIONAL,
    phonenumbers.PhoneNumberFormat.RFC3966,
]


def _examples(region: str) -> list[phonenumbers.PhoneNumber]:
    found = []
    for number_type in (phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.MOBILE):
        example = phonenumbers.example_number_for_type(region, number_type)
        if example is not None:
            found.append(example)
    return found


@pytest.mark.parametrize("region", REGIONS)
def test_every_written_form_of_a_valid_number_gives_its_e164(region: str) -> None:
    examples = _examples(region)
    assert examples
    for example in examples:
        expected = phonenumbers.format_number(example, phonenumbers.PhoneNumberFormat.E164)
        for form in FORMATS:
            written = phonenumbers.format_number(example, form)
            assert textsvc.to_e164(written, region) == expected, written
            assert textsvc.to_e164(written, region.lower()) == expected, written
        assert textsvc.to_e164(expected) == expected  # E.164 needs no region


def test_the_number_a_form_gets() -> None:
    assert textsvc.to_e164("(202) 555-0143", region="US") == "+12025550143"
    assert textsvc.to_e164("+1 202-555-0143") == "+12025550143"
    assert textsvc.to_e164("020 7946 0018", "GB") == "+442079460018"
    # A number with its country code keeps it, whatever the region says.
    assert textsvc.to_e164("+44 20 7946 0018", "US") == "+442079460018"


def _phonenumbers_verdict(number: str, region: str) -> str | None:
    """The E.164 form phonenumbers gives a valid number, else None."""
    try:
        parsed = phonenumbers.parse(number, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(parsed) or parsed.extension:
        return None
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)


@given(
    st.sampled_from(REGIONS),
    st.text(alphabet="0123456789", min_size=1, max_size=16),
    st.sampled_from(["", "+", "0", "00"]),
)
def test_any_digits_agree_with_phonenumbers(region: str, digits: str, prefix: str) -> None:
    number = prefix + digits
    expected = _phonenumbers_verdict(number, region)
    if expected is None:
        with pytest.raises(ValueError, match=repr(number).replace("+", r"\+")):
            textsvc.to_e164(number, region)
    else:
        assert textsvc.to_e164(number, region) == expected


@pytest.mark.parametrize(
    ("number", "region", "reason"),
    [
        ("12", "US", "is too short for country code +1 (US)"),
        ("1" * 30, "US", "is too long"),
        ("+44 20 7946 00188888", None, "is too long for country code +44 (GB)"),
        ("hello", "US", "is not a phone number"),
        ("", "US", "is not a phone number"),
        ("+999 123", None, "has an unknown country code"),
        (
            "(202) 555-0143",
            None,
            "has no country code: write it with + and its country code, or give its region",
        ),
        ("+1 555 555 0100", None, "is not a valid number for country code +1 (US)"),
        ("+44 20 7946 001", None, "is not a valid number for country code +44 (GB)"),
        ("+1 202 555 0143 ext. 12", None, "has an extension (12), which an E.164 number cannot carry"),
    ],
)
def test_an_invalid_number_says_why(number: str, region: str | None, reason: str) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(f'{number!r} {reason}')}"):
        textsvc.to_e164(number, region)
    assert _phonenumbers_verdict(number, region or "ZZ") is None


def test_an_unknown_region_is_named() -> None:
    with pytest.raises(ValueError, match="unknown region 'XX': give a two-letter region code"):
        textsvc.to_e164("2025550143", "XX")
    with pytest.raises(ValueError, match="unknown region 'usa'"):
        textsvc.to_e164("2025550143", "usa")


@pytest.mark.parametrize(
    ("number", "region", "message"),
    [
        (2025550143, "US", "number must be a str, got int"),
        (None, "US", "number must be a str, got None"),
        ("2025550143", 1, "region must be a str or None, got int"),
    ],
)
def test_arguments_of_another_type_are_refused(number: object, region: object, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        textsvc.to_e164(number, region)  # type: ignore[arg-type]
