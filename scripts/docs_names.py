"""mkdocs hook (``hooks:`` in mkdocs.yml): the API reference names fields as the SDK does.

The reference's prose is docstrings, many of them the spec's descriptions, which name the service's
JSON fields (``templateId``) where a user passes or reads the Python name (``template_id``). On the
reference pages a JSON name that the SDK spells otherwise, in a ``<code>`` of plain text, is shown
with the SDK's name: the argument's (``x-sdk-name``) or the model attribute's. A name said on purpose as
the wire's ("sent as ``isMMS``") is left alone. Generated code keeps the spec's words: the fake and
the spec speak of the wire.
"""

from __future__ import annotations

import importlib
import keyword
import pkgutil
import re
from functools import cache
from typing import Any

CODE = re.compile(r"(?P<before>[^<>]{0,8})<code>(?P<text>[^<>{}\n]+)</code>")
"""A ``<code>`` of plain text: a name, or an expression of names (``page * pageSize < total``). One
with braces is a JSON shape or a path template (``{webhookId}``): the wire's names; one of several
lines is an example's code."""
NAME = re.compile(r"\b[A-Za-z][A-Za-z0-9]*\b")
WIRE_SAID = ("sent as ", "named ")
"""Words before a name that mean the wire's name itself."""


@cache
def sdk_names() -> dict[str, str]:
    """``{JSON name: SDK name}`` for every field and parameter the SDK names otherwise, where every
    use of the JSON name has the same SDK name; not a Python keyword (``from``, an argument
    ``from_``): in code, it is the keyword."""
    import textsvc  # noqa: F401 (first: the generated packages import it)
    import textsvc_generated.api as api
    import textsvc_generated.models as models

    found: dict[str, set[str]] = {}
    for value in vars(models).values():
        fields = getattr(value, "JSON_FIELD_NAMES", None)
        if isinstance(fields, dict):
            for python_name, json_name in fields.items():
                found.setdefault(json_name, set()).add(python_name)
    for module in pkgutil.walk_packages(api.__path__, f"{api.__name__}."):
        operation = getattr(importlib.import_module(module.name), "OPERATION", None)
        for parameter in getattr(operation, "parameters", ()):
            found.setdefault(parameter.json_name, set()).add(parameter.sdk_name)
    return {
        json_name: next(iter(names))
        for json_name, names in found.items()
        if len(names) == 1 and json_name not in names and not keyword.iskeyword(json_name)
    }


def sdk_spelled(html: str) -> str:
    names = sdk_names()

    def spelled(match: re.Match[str]) -> str:
        if match["before"].endswith(WIRE_SAID):
            return match[0]
        text = NAME.sub(lambda word: names.get(word[0], word[0]), match["text"])
        return f"{match['before']}<code>{text}</code>"

    return CODE.sub(spelled, html)


PAGES = ("reference/resources/", "reference/types.md")
"""The pages of the generated methods and models. The others' docstrings are the overlay's, written
with the names they mean (a webhook event's payload is JSON: its ``sentAt`` stays)."""


def on_page_content(html: str, page: Any, **_: Any) -> str:
    if not page.file.src_uri.startswith(PAGES):
        return html
    return sdk_spelled(html)
