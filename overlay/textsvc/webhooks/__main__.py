"""``python -m textsvc.webhooks listen --port 8080``: a development listener that prints each
verified event (its class, such as ``DeliveryStatusEvent`` or a plain ``WebhookEvent``, then its
JSON), answers 400 to a bad signature and 413 to a body over the cap. The secret comes from
``--secret`` or the environment variable ``TEXTSVC_WEBHOOK_SECRET``. Connections are served
concurrently, each closed after ``--read-timeout`` seconds without data."""

from __future__ import annotations

import argparse
import json
import math
import os
import threading

from . import WebhookEvent
from ._body import DEFAULT_MAX_BODY_BYTES
from ._listener import DEFAULT_READ_TIMEOUT, ListenerServer
from ._secrets import check_secrets
from .wsgi import WebhookApp

SECRET_ENV = "TEXTSVC_WEBHOOK_SECRET"  # noqa: S105 (the variable name, not a secret)

_print_lock = threading.Lock()


def _print_event(event: WebhookEvent) -> None:
    text = f"{type(event).__name__}\n{json.dumps(event.data, indent=2, sort_keys=True)}"
    with _print_lock:  # deliveries arrive on several threads; one event's lines stay together
        print(text, flush=True)


def seconds(text: str) -> float:
    """A positive, finite number of seconds."""
    value = float(text)
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, not {text}")
    return value


def byte_count(text: str) -> int:
    """A positive whole number of bytes."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {text}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m textsvc.webhooks", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    listen = commands.add_parser("listen", help="serve a verifying webhook listener")
    listen.add_argument("--host", default="127.0.0.1")
    listen.add_argument("--port", type=int, default=8080)
    listen.add_argument("--secret", default=None, help=f"the webhook secret (default: ${SECRET_ENV})")
    listen.add_argument(
        "--read-timeout",
        type=seconds,
        default=DEFAULT_READ_TIMEOUT,
        metavar="SECONDS",
        help=f"close a connection that sends nothing for this long (default: {DEFAULT_READ_TIMEOUT:g})",
    )
    listen.add_argument(
        "--max-body-bytes",
        type=byte_count,
        default=DEFAULT_MAX_BODY_BYTES,
        metavar="BYTES",
        help=f"answer 413 to a larger body (default: {DEFAULT_MAX_BODY_BYTES}, 1 MiB)",
    )
    args = parser.parse_args(argv)
    secret = args.secret or os.environ.get(SECRET_ENV)
    if not secret:
        parser.error(f"give --secret or set {SECRET_ENV}")
    try:
        check_secrets(secret)
    except (TypeError, ValueError) as error:
        parser.error(str(error))
    app = WebhookApp(_print_event, secret=secret, max_body_bytes=args.max_body_bytes)
    with ListenerServer((args.host, args.port), app, read_timeout=args.read_timeout) as server:
        print(
            f"listening on http://{args.host}:{server.server_port}/ for verified webhook events", flush=True
        )
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            return 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
