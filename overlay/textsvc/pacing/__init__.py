"""Where a client's rate-limit windows are kept, and who shares them.

```python
from textsvc import pacing
textsvc.Client(..., pacing=pacing.InProcessPacing())          # the default: one process
textsvc.Client(..., pacing=pacing.SQLitePacing(path))          # every process of one host
textsvc.Client(..., pacing=pacing.RedisPacing(url_or_client))  # many hosts: pip install "textsvc[redis]"
```
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._rules import Slot
from ._store import InProcessPacing, PacingStore

if TYPE_CHECKING:
    from ._redis import RedisPacing
    from ._sqlite import SQLitePacing

__all__ = ["InProcessPacing", "PacingStore", "RedisPacing", "SQLitePacing", "Slot"]


def __getattr__(name: str) -> Any:
    # Imported on first use: sqlite3 and redis are not needed by most clients.
    if name == "SQLitePacing":
        from ._sqlite import SQLitePacing

        return SQLitePacing
    if name == "RedisPacing":
        from ._redis import RedisPacing

        return RedisPacing
    raise AttributeError(f"module 'textsvc.pacing' has no attribute {name!r}")
