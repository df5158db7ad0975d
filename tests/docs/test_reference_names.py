"""The API reference names fields as the SDK does (scripts/docs_names.py, a hook of the docs build).

The generated docstrings carry the spec's words, which name the JSON fields; the reference shows a
user the names they pass and read.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def hook() -> ModuleType:
    loader = importlib.util.spec_from_file_location("docs_names", ROOT / "scripts" / "docs_names.py")
    assert loader is not None
    assert loader.loader is not None
    module = sys.modules["docs_names"] = importlib.util.module_from_spec(loader)
    loader.loader.exec_module(module)
    return module


def test_json_names_in_the_prose_become_the_sdk_s_names() -> None:
    html = (
        "<p>At least one of <code>message</code>, <code>image</code> and <code>templateId</code>; "
        "records remain while <code>page * pageSize &lt; total</code>.</p>"
    )
    assert hook().sdk_spelled(html) == (
        "<p>At least one of <code>message</code>, <code>image</code> and <code>template_id</code>; "
        "records remain while <code>page * page_size &lt; total</code>.</p>"
    )


def test_the_wire_s_names_said_on_purpose_stay() -> None:
    """A name said as the one sent, a JSON shape, a path template, an example's lines, a keyword."""
    html = (
        "<p>The MMS flag is sent as <code>isMMS</code>; answers <code>{data: {rows, pageSize}}</code>; "
        "the <code>{webhookId}</code> used in paths.</p>"
        "<pre><code>from textsvc.types import Template\nprint(pageSize)</code></pre>"
    )
    assert hook().sdk_spelled(html) == html


def test_every_name_mapped_is_a_json_name_the_sdk_spells_otherwise() -> None:
    names = hook().sdk_names()
    assert names["templateId"] == "template_id"
    assert names["longcodeId"] == "longcode_id"  # an argument (x-sdk-name) and a model attribute
    assert "from" not in names  # the argument is from_, but in code `from` is the keyword
    assert all(json_name != sdk_name for json_name, sdk_name in names.items())
