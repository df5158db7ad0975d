"""``textsvc.segments`` agrees with an oracle built another way, on every kind of text and boundary.

The oracle encodes with the ``gsm0338`` codec (a GSM 03.38 codec nobody here wrote), or with Python's
UTF-16 codec, and packs the encoded units into segments one by one, keeping an escape pair or a
surrogate pair whole. ``segments`` uses neither: its own tables, and arithmetic over runs.
"""

from __future__ import annotations

import functools
import random
import unicodedata

import gsm0338  # noqa: F401 (registers the "gsm03.38" codec)
import pytest
import textsvc
from hypothesis import given
from hypothesis import strategies as st
from textsvc._gsm import BASIC, BASIC_CHARACTERS, ESCAPE, EXTENSION, EXTENSION_CHARACTERS, LOOK_ALIKES

ESC = 0x1B


def _gsm_units(text: str) -> list[bytes] | None:
    """Each character of ``text`` as its GSM 03.38 bytes (two for an escape pair), or None when one
    has none. The codec maps U+001B to the escape code itself; 3GPP TS 23.038 gives the escape no
    character, so a text holding it is not GSM-7."""
    if "\x1b" in text:
        return None
    try:
        encoded = text.encode("gsm03.38")
    except UnicodeEncodeError:
        return None
    units, index = [], 0
    while index < len(encoded):
        width = 2 if encoded[index] == ESC else 1
        units.append(encoded[index : index + width])
        index += width
    return units


@functools.cache
def _is_gsm(character: str) -> bool:
    return _gsm_units(character) is not None


def _utf16_units(text: str) -> list[bytes]:
    encoded = text.encode("utf-16-be")
    units, index = [], 0
    while index < len(encoded):
        width = 4 if 0xD8 <= encoded[index] <= 0xDB else 2  # a high surrogate starts a pair
        units.append(encoded[index : index + width])
        index += width
    return units


def _pack(tokens: list[int], single: int, each: int) -> int:
    """Segments holding tokens of these sizes, in order, none split."""
    if not tokens:
        return 0
    if sum(tokens) <= single:
        return 1
    parts = [0]
    for size in tokens:
        if parts[-1] + size > each:
            parts.append(0)
        parts[-1] += size
    return len(parts)


def oracle(text: str) -> tuple[str, int, int, tuple[str, ...]]:
    gsm = _gsm_units(text)
    if gsm is not None:
        sizes = [len(unit) for unit in gsm]
        return "GSM-7", _pack(sizes, 160, 153), sum(sizes), ()
    sizes = [len(unit) // 2 for unit in _utf16_units(text)]
    non_gsm = [character for character in text if not _is_gsm(character)]
    return "UCS-2", _pack(sizes, 70, 67), sum(sizes), tuple(dict.fromkeys(non_gsm))


def check(text: str) -> textsvc.Segments:
    result = textsvc.segments(text)
    assert (result.encoding, result.count, result.units, result.non_gsm) == oracle(text), text
    return result


# ---------------------------------------------------------------- the tables


def test_the_tables_are_the_codecs_character_for_character() -> None:
    # Each code of the default alphabet and of its extension table decodes to our character.
    for code, character in enumerate(BASIC):
        if code != ESCAPE:
            assert bytes([code]).decode("gsm03.38") == character, hex(code)
    for code, character in EXTENSION.items():
        assert bytes([ESCAPE, code]).decode("gsm03.38") == character, hex(code)
    assert len(BASIC_CHARACTERS) == 127
    assert len(set(BASIC_CHARACTERS + EXTENSION_CHARACTERS)) == 137


def test_every_character_of_the_first_plane_is_classed_as_the_codec_classes_it() -> None:
    for point in range(0x10000):
        if 0xD800 <= point <= 0xDFFF:
            continue  # lone surrogates: no text holds one
        character = chr(point)
        expected = _gsm_units(character)
        result = textsvc.segments(character)
        assert result.encoding == ("GSM-7" if expected else "UCS-2"), hex(point)
        assert result.units == (len(expected[0]) if expected else 1), hex(point)


# ---------------------------------------------------------------- boundaries

GSM_BASIC = "@£$¥èéÇ\nΔ_ΦΓ ÆæßÉ!\"#¤%&'0:;<=>?¡AZÄÖÑÜ§¿azäöñüà"
GSM_EXTENSION = "\x0c^{}\\[~]|€"
EMOJI = ["😀", "👍🏽", "👨‍👩‍👧", "🇺🇸", "🏳️‍🌈"]
CJK = "漢字かなカナ한국어"


@pytest.mark.parametrize(
    ("text", "encoding", "count", "units"),
    [
        ("", "GSM-7", 0, 0),
        ("a" * 153, "GSM-7", 1, 153),
        ("a" * 160, "GSM-7", 1, 160),
        ("a" * 161, "GSM-7", 2, 161),  # the figure docs/sending.md gives
        ("a" * 306, "GSM-7", 2, 306),
        ("a" * 307, "GSM-7", 3, 307),
        ("€" * 80, "GSM-7", 1, 160),
        ("€" * 80 + "a", "GSM-7", 2, 161),
        # An escape pair that would start at septet 153 starts the next segment: ceil(306/153) is 2.
        ("a" * 152 + "€" + "a" * 152, "GSM-7", 3, 306),
        ("a" * 151 + "€" + "a" * 153, "GSM-7", 2, 306),
        ("’" + "a" * 69, "UCS-2", 1, 70),
        ("’" + "a" * 70, "UCS-2", 2, 71),  # the figure docs/sending.md gives
        ("a" * 67 + "’", "UCS-2", 1, 68),
        ("’" + "a" * 133, "UCS-2", 2, 134),
        ("’" + "a" * 134, "UCS-2", 3, 135),
        ("😀" * 35, "UCS-2", 1, 70),
        ("😀" * 40, "UCS-2", 2, 80),
        # A surrogate pair that would start at unit 67 starts the next segment: ceil(134/67) is 2.
        ("a" * 66 + "😀" + "a" * 66, "UCS-2", 3, 134),
        ("a" * 65 + "😀" + "a" * 67, "UCS-2", 2, 134),
    ],
)
def test_boundaries(text: str, encoding: str, count: int, units: int) -> None:
    result = check(text)
    assert (result.encoding, result.count, result.units) == (encoding, count, units)


@pytest.mark.parametrize("total", [152, 153, 154, 159, 160, 161, 305, 306, 307, 459, 460])
def test_an_escape_pair_anywhere_near_a_boundary(total: int) -> None:
    for extension_at in range(total):
        check("a" * extension_at + "€" + "a" * (total - extension_at - 1))


@pytest.mark.parametrize("total", [66, 67, 68, 69, 70, 71, 133, 134, 135, 201, 202])
def test_a_surrogate_pair_anywhere_near_a_boundary(total: int) -> None:
    for emoji_at in range(total):
        check("é" * emoji_at + "😀" + "ж" * (total - emoji_at - 1))


def test_the_characters_that_force_ucs2_are_named_once_in_order() -> None:
    result = check("Hi “Ana” — café ç 👨‍👩‍👧 “again”")
    assert result.non_gsm == ("“", "”", "—", "ç", "👨", "\u200d", "👩", "👧")
    assert check("Ç is GSM-7; ç is not").non_gsm == ("ç",)
    assert check("tab\there").non_gsm == ("\t",)
    assert check("escape \x1b alone").non_gsm == ("\x1b",)


def test_a_placeholder_counts_as_written() -> None:
    assert check("Hi {firstName}").units == 3 + 13  # { and } take two septets each


def test_text_must_be_a_str() -> None:
    for value in (None, b"bytes", 160, ["a"]):
        with pytest.raises(TypeError, match="text must be a str, got"):
            textsvc.segments(value)  # type: ignore[arg-type]


# ---------------------------------------------------------------- thousands of texts of every kind

KINDS = {
    "ascii": "abcdefghijklmnopqrstuvwxyz ABCXYZ 0123456789 .,!?-'\"",
    "gsm": GSM_BASIC,
    "extension": GSM_EXTENSION,
    "look-alikes": "’‘“”—–… \u00a0\t`",
    "accents": "çáíóúłőž",
    "cyrillic-greek": "жизньαβγ",
    "cjk": CJK,
}


def _random_text(rng: random.Random) -> str:
    chosen = rng.sample(list(KINDS), rng.randint(1, 3))
    alphabet = "".join(KINDS[kind] for kind in chosen)
    pieces: list[str] = []
    length = rng.choice([rng.randint(0, 80), rng.randint(60, 180), rng.randint(140, 480)])
    while len(pieces) < length:
        if rng.random() < 0.03:
            pieces.append(rng.choice(EMOJI))
        else:
            pieces.append(rng.choice(alphabet))
    return "".join(pieces)


def test_thousands_of_mixed_texts_agree_with_the_oracle() -> None:
    rng = random.Random(36)
    encodings = set()
    for _ in range(4000):
        encodings.add(check(_random_text(rng)).encoding)
    assert encodings == {"GSM-7", "UCS-2"}


@given(
    st.lists(
        st.one_of(
            st.sampled_from(list(GSM_BASIC + GSM_EXTENSION)),
            st.sampled_from(EMOJI),
            st.characters(codec="utf-8"),
        ),
        max_size=400,
    ).map("".join)
)
def test_any_text_agrees_with_the_oracle(text: str) -> None:
    check(text)


@given(st.text(alphabet=st.sampled_from(list(GSM_BASIC + GSM_EXTENSION)), min_size=140, max_size=480))
def test_long_gsm_texts_with_escape_pairs_agree_with_the_oracle(text: str) -> None:
    assert check(text).encoding == "GSM-7"


# ---------------------------------------------------------------- to_gsm


def test_to_gsm_replaces_look_alikes_and_names_what_it_could_not() -> None:
    result = textsvc.to_gsm("“Sale” — it’s on…\u00a0today 😀 at Café ç")
    assert result.text == '"Sale" - it\'s on... today 😀 at Café ç'
    assert result.replaced == ("“", "”", "—", "’", "…", "\u00a0")
    assert result.unreplaced == ("😀", "ç")
    assert result.unreplaced == textsvc.segments(result.text).non_gsm


def test_to_gsm_makes_a_look_alike_text_one_gsm7_segment() -> None:
    text = "It’s here — 20% off…" + "x" * 60
    assert textsvc.segments(text).count == 2
    result = textsvc.to_gsm(text)
    assert result.unreplaced == ()
    assert (textsvc.segments(result.text).encoding, textsvc.segments(result.text).count) == ("GSM-7", 1)


def test_to_gsm_leaves_a_gsm_text_as_it_is() -> None:
    text = "Plain text, {firstName}: 100€ [ok]"
    result = textsvc.to_gsm(text)
    assert result.text is text
    assert result.replaced == result.unreplaced == ()


def test_every_look_alike_becomes_gsm7() -> None:
    for look_alike, replacement in LOOK_ALIKES.items():
        assert textsvc.segments(look_alike).encoding == "UCS-2", unicodedata.name(
            look_alike, hex(ord(look_alike))
        )
        result = textsvc.to_gsm(look_alike)
        assert result.text == replacement
        assert (result.replaced, result.unreplaced) == ((look_alike,), ())


def test_to_gsm_needs_a_str() -> None:
    with pytest.raises(TypeError, match="text must be a str, got"):
        textsvc.to_gsm(None)  # type: ignore[arg-type]


@given(
    st.lists(
        st.one_of(st.sampled_from(list(LOOK_ALIKES)), st.sampled_from(EMOJI), st.characters(codec="utf-8")),
        max_size=200,
    ).map("".join)
)
def test_to_gsm_replaces_each_look_alike_and_nothing_else(text: str) -> None:
    result = textsvc.to_gsm(text)
    assert result.text == "".join(LOOK_ALIKES.get(character, character) for character in text)
    assert result.replaced == tuple(dict.fromkeys(c for c in text if c in LOOK_ALIKES))
    assert result.unreplaced == oracle(result.text)[3]
