"""What the SDK's own connection pools share, sync and async (``_async/_pool.py`` makes them).

When the caller brings no ``http_client`` the SDK makes a plain ``httpx.Client`` (or
``AsyncClient``), configured through its constructor only: the client's timeout and headers,
httpx's default connection limits, and a transport that holds each attempt, body included, to its
deadline (``_transport``). Cookies the service sets are kept and sent back as httpx always does.
A caller who wants other limits, a proxy of their own or certificates brings an ``http_client``.
"""

from __future__ import annotations

import urllib.request


def environment_names_a_proxy() -> bool:
    """``HTTP_PROXY``, ``HTTPS_PROXY`` or ``ALL_PROXY`` is set: httpx routes through it by itself.

    httpx honours these only with its own transports, so the SDK then keeps httpx's.
    """
    proxies = urllib.request.getproxies()
    return any(scheme in proxies for scheme in ("http", "https", "all"))
