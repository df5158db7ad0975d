"""``TEXTSVC_LOG=info`` or ``debug`` turns the SDK's logging on without code (as ``OPENAI_LOG`` does).

Read once, at ``import textsvc``: a handler writing to stderr is attached to the ``textsvc`` logger
(every logger of the SDK is under it) at that level. Records still propagate, so an application's
own logging sees them as before. Any other value is ignored with a warning naming the two.
"""

from __future__ import annotations

import logging
import os
import warnings

LOG_ENV = "TEXTSVC_LOG"
LEVELS = {"info": logging.INFO, "debug": logging.DEBUG}
FORMAT = "[%(asctime)s %(levelname)s %(name)s] %(message)s"


class _EnvironmentHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """The handler ``TEXTSVC_LOG`` attached (so that it is attached once)."""


def log_from_environment() -> None:
    value = os.environ.get(LOG_ENV, "").strip().lower()
    if not value:
        return
    level = LEVELS.get(value)
    if level is None:
        # The value is not repeated: the rule of every message the SDK writes.
        warnings.warn(f"{LOG_ENV} is set to neither 'info' nor 'debug': it is ignored", stacklevel=3)
        return
    logger = logging.getLogger("textsvc")
    if any(isinstance(handler, _EnvironmentHandler) for handler in logger.handlers):
        return
    handler = _EnvironmentHandler()  # stderr
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FORMAT))
    logger.addHandler(handler)
    logger.setLevel(level)
