"""Modules that need an extra say which one when its packages are missing.

```python
with needs_extra("asgi", "textsvc.webhooks.asgi"):
    from starlette.requests import Request
```

An import of a missing package inside the block raises ``ModuleNotFoundError`` (an ``ImportError``)
naming the package, what needs it and the install line for how textsvc was installed: from a package
index ``pip install "textsvc[asgi]"``; from a checkout (``pip install -e .``, ``pip install .``) the
line names that directory, as the distribution's ``direct_url.json`` (PEP 610) records it; from a
URL (a Git repository, a wheel) the line names the URL, less any credentials in it.
"""

from __future__ import annotations

import importlib.metadata
import json
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def needs_extra(extra: str, needed_by: str) -> Iterator[None]:
    """Turn a missing third-party package imported in the block into an error naming ``extra``."""
    try:
        yield
    except ModuleNotFoundError as missing:
        package = (missing.name or "").partition(".")[0]
        if not package or package.startswith("textsvc"):
            raise  # the SDK's own modules are always there: this is not about an extra
        raise ModuleNotFoundError(
            f"{needed_by} needs the {package} package, which is not installed: {install_line(extra)}",
            name=package,
        ) from missing


def install_line(extra: str) -> str:
    """The pip command that adds ``extra`` to textsvc as it was installed."""
    origin = _direct_url()
    url = origin.get("url") if origin is not None else None
    if not isinstance(url, str):
        return f'pip install "textsvc[{extra}]"'  # from an index (or not installed: run from source)
    parts = urllib.parse.urlsplit(url)
    dir_info = origin.get("dir_info") if origin is not None else None
    if parts.scheme == "file" and isinstance(dir_info, dict):
        editable = "-e " if dir_info.get("editable") is True else ""
        return f'pip install {editable}"{urllib.request.url2pathname(parts.path)}[{extra}]"'
    vcs_info = origin.get("vcs_info") if origin is not None else None
    netloc = parts.netloc.rpartition("@")[2]  # a token in the URL is a secret
    plain = urllib.parse.urlunsplit((parts.scheme, netloc, parts.path, "", parts.fragment))
    if isinstance(vcs_info, dict) and isinstance(vcs_info.get("vcs"), str):
        plain = f"{vcs_info['vcs']}+{plain}"
        revision = vcs_info.get("requested_revision")
        if isinstance(revision, str):
            plain += f"@{revision}"
    return f'pip install "textsvc[{extra}] @ {plain}"'


def _direct_url() -> dict[str, Any] | None:
    """textsvc's ``direct_url.json``: present when it was installed from a directory or a URL."""
    try:
        text = importlib.metadata.distribution("textsvc").read_text("direct_url.json")
    except importlib.metadata.PackageNotFoundError:
        return None
    try:
        origin = json.loads(text) if text else None
    except ValueError:
        return None
    return origin if isinstance(origin, dict) else None
