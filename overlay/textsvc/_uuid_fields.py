"""The converter's reading and writing of a ``format: uuid`` string, which openapi-python-client
types ``uuid.UUID`` in the models.

Imported by ``_converter`` only when it meets a field so typed (the SDK otherwise never imports
``uuid``). Read: a string in the standard form (``8-4-4-4-12`` hexadecimal digits, either case) as
a ``uuid.UUID``; anything else is a ``ResponseShapeError`` naming ``Model.field`` and never the text
(an id may be a credential). Written: a ``uuid.UUID`` as its canonical text (lower case, hyphens);
as for a ``datetime`` (``_converter``), a value of the annotation's type is asked for, so a string
is refused, and the error says how to make one.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from typing import Any

from ._arguments import describe
from ._converter import ResponseShapeError

_FORM = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def uuid_reader(where: str) -> Callable[..., uuid.UUID]:
    """The hook reading a value of the field ``where`` (Model.field)."""

    def convert(value: Any, _: object = None) -> uuid.UUID:
        if type(value) is not str:
            raise ResponseShapeError(f"{where} has an unexpected value of type {type(value).__name__}")
        if not _FORM.fullmatch(value):
            raise ResponseShapeError(
                f"{where} could not be read: a string of {len(value)} characters, not a UUID"
            )
        return uuid.UUID(value)

    return convert


def write_uuid(value: Any, where: str) -> str:
    """A ``uuid.UUID`` given for ``where`` as the text the service takes."""
    if isinstance(value, uuid.UUID):
        return str(value)
    raise TypeError(f"{where} must be a uuid.UUID (uuid.UUID(text) reads one), got {describe(value)}")
