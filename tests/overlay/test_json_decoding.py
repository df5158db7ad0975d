"""Bodies decode the same with orjson (a dependency on CPython) as with the standard library."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
from textsvc._json import decode_json

READABLE = {
    "object": b'{"id": 3, "tag": "promo", "nested": {"list": [1, 2.5, true, null]}}',
    "non-ASCII text": '{"name": "Zoë ✓ 😀", "escaped": "\\u00e9\\n"}'.encode(),
    "whitespace around": b'  \n {"rows": [ ]}  \n',
    "integer past 64 bits": b'{"big": 123456789012345678901234567890}',
    "just past the unsigned 64-bit range": b"[18446744073709551615, 18446744073709551616]",
    "just past the signed 64-bit range": b"[-9223372036854775808, -9223372036854775809]",
    "19 digits inside a string": b'{"id": "ext-1234567890123456789"}',
    "a long fraction": b"[0.12345678901234567890123, 1e400]",
    "infinity": b'{"low": -Infinity}',
}
UNREADABLE = {
    "cut short": b'{"id": 3,',
    "HTML from a proxy": b"<html><body>Bad gateway</body></html>",
    "invalid UTF-8": b'{"name": "\xff\xfe"}',
}


@pytest.mark.parametrize("body", list(READABLE.values()), ids=list(READABLE))
def test_what_the_standard_library_reads_decodes_to_the_same_value(body: bytes) -> None:
    decoded, expected = decode_json(body), json.loads(body)
    assert decoded == expected
    assert repr(decoded) == repr(expected)  # 2**64 stays an int: equal floats would compare equal


@pytest.mark.parametrize("body", list(UNREADABLE.values()), ids=list(UNREADABLE))
def test_what_neither_reads_raises_value_error(body: bytes) -> None:
    with pytest.raises(ValueError):  # noqa: PT011 (any decoder's error is a ValueError)
        decode_json(body)


def test_without_orjson_the_standard_library_decodes_and_calls_still_work() -> None:
    script = textwrap.dedent(
        """
        import sys
        sys.modules["orjson"] = None  # as if not installed
        import httpx, textsvc
        from textsvc import _json

        assert _json.decode_json is _json._standard_loads  # json.loads, and the depth limit
        body = {"success": True, "error": None, "message": None,
                "data": {"id": 3, "tag": "promo", "created": "2026-01-01T00:00:00Z"}}
        transport = httpx.MockTransport(lambda request: httpx.Response(200, json=body))
        client = textsvc.Client(api_key="k", base_url="http://service.test/v3",
                                http_client=httpx.Client(transport=transport))
        print(client.link_tags.get(3).tag)
        """
    )
    completed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.strip() == "promo"


@pytest.mark.parametrize("depth", [1025, 5000, 50_000])
def test_a_body_nested_deeper_than_the_limit_is_refused_on_every_python(depth: int) -> None:
    # Python 3.13's json reads a few thousand levels where 3.11 and 3.12 gave up: the limit is ours.
    from textsvc._json import MAX_DEPTH, JSONNestedTooDeeplyError, decode_json_body

    assert MAX_DEPTH == 1024
    with pytest.raises(JSONNestedTooDeeplyError, match="nested too deeply"):
        decode_json_body(b"[" * depth + b"]" * depth)
    with pytest.raises(JSONNestedTooDeeplyError):
        decode_json_body(b'{"a":' * depth + b"NaN" + b"}" * depth)  # NaN: the standard-library path
    assert isinstance(decode_json_body(b"[" * 1024 + b"]" * 1024), list)  # the limit itself is read
