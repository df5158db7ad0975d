"""``to_e164``: a phone number as written in a form, in the E.164 form a send takes.

On Google's libphonenumber (the ``phonenumbers`` package, the ``phone`` extra installs its lite
build); imported on first use, so that ``import textsvc`` needs no extra.
"""

from __future__ import annotations

from ._arguments import describe
from ._extras import needs_extra

__all__ = ["to_e164"]


def to_e164(number: str, region: str | None = None) -> str:
    """``number`` in E.164 form (``+``, the country code, the number), or ``ValueError`` saying why
    it is not a valid phone number: not a number, too short, too long, an unknown country code or
    region, or not a number of its region.

    ``region`` is the two-letter region code (``"US"``, ``"GB"``) of a number written without its
    country code, such as ``(202) 555-0143``; a number starting with ``+`` needs none.
    """
    if type(number) is not str:
        raise TypeError(f"number must be a str, got {describe(number)}")
    if region is not None and type(region) is not str:
        raise TypeError(f"region must be a str or None, got {describe(region)}")
    with needs_extra("phone", "textsvc.to_e164"):
        import phonenumbers
    if region is not None:
        if region.upper() not in phonenumbers.SUPPORTED_REGIONS:
            raise ValueError(
                f"unknown region {region!r}: give a two-letter region code, such as 'US' or 'GB'"
            )
        region = region.upper()
    errors = phonenumbers.NumberParseException
    try:
        parsed = phonenumbers.parse(number, region)
    except errors as error:
        if error.error_type == errors.INVALID_COUNTRY_CODE and not number.lstrip().startswith("+"):
            raise ValueError(
                f"{number!r} has no country code: write it with + and its country code, "
                "or give its region (region='US')"
            ) from None
        reason = {
            errors.INVALID_COUNTRY_CODE: "has an unknown country code",
            errors.NOT_A_NUMBER: "is not a phone number",
            errors.TOO_SHORT_AFTER_IDD: "is too short",
            errors.TOO_SHORT_NSN: "is too short",
            errors.TOO_LONG: "is too long",
        }.get(error.error_type, "is not a phone number")
        raise ValueError(f"{number!r} {reason}") from None
    code = parsed.country_code or 0  # set by every successful parse
    where = f"country code +{code} ({phonenumbers.region_code_for_country_code(code)})"
    possible = phonenumbers.is_possible_number_with_reason(parsed)
    results = phonenumbers.ValidationResult
    if possible == results.INVALID_COUNTRY_CODE:
        raise ValueError(f"{number!r} has an unknown country code (+{code})")
    if possible == results.TOO_SHORT:
        raise ValueError(f"{number!r} is too short for {where}")
    if possible == results.TOO_LONG:
        raise ValueError(f"{number!r} is too long for {where}")
    if possible == results.INVALID_LENGTH:
        raise ValueError(f"{number!r} has a length no number of {where} has")
    if not phonenumbers.is_valid_number(parsed):
        raise ValueError(f"{number!r} is not a valid number for {where}")
    if parsed.extension:
        raise ValueError(
            f"{number!r} has an extension ({parsed.extension}), which an E.164 number cannot carry"
        )
    return str(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164))
