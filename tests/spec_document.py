"""The spec as a dict, for tests: a fresh copy each call. The YAML is parsed once per process
(with libyaml where it is installed) and each copy is made from its JSON form, about a hundred
times faster than parsing again: the spec is loaded by many modules in every test worker."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import yaml

SPEC_PATH = Path(__file__).resolve().parents[1] / "openapi" / "textsvc.yaml"
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@functools.cache
def _spec_json() -> str:
    return json.dumps(yaml.load(SPEC_PATH.read_text(encoding="utf-8"), Loader=_LOADER))  # noqa: S506 (a safe loader)


def load_spec() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(_spec_json())
    return loaded
