"""textsvc: the Python SDK for the textsvc business text-messaging HTTP API."""

from ._version import __version__

__all__ = ["__version__"]
