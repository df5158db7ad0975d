"""Modules that need an extra say which one when its packages are missing.

```python
with needs_extra("asgi", "textsvc.webhooks.asgi"):
    from starlette.requests import Request
```

An import of a missing package inside the block raises ``ModuleNotFoundError`` (an ``ImportError``)
naming the package, what needs it and the install line: ``pip install "textsvc[asgi]"``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def needs_extra(extra: str, needed_by: str) -> Iterator[None]:
    """Turn a missing third-party package imported in the block into an error naming ``extra``."""
    try:
        yield
    except ModuleNotFoundError as missing:
        package = (missing.name or "").partition(".")[0]
        if not package or package.startswith("textsvc"):
            raise  # the SDK's own modules are always there: this is not about an extra
        install = f'pip install "textsvc[{extra}]"'
        raise ModuleNotFoundError(
            f"{needed_by} needs the {package} package, which is not installed: {install}", name=package
        ) from missing
