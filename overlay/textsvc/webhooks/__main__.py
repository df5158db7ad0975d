"""``python -m textsvc.webhooks listen --port 8080``: a development listener that prints each
verified event and answers 400 to a bad signature. The secret comes from ``--secret`` or the
environment variable ``TEXTSVC_WEBHOOK_SECRET``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from wsgiref.simple_server import WSGIRequestHandler, make_server

from . import WebhookEvent
from .wsgi import WebhookApp

SECRET_ENV = "TEXTSVC_WEBHOOK_SECRET"  # noqa: S105 (the variable name, not a secret)


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        sys.stderr.write(f"{self.address_string()} {format % args}\n")


def _print_event(event: WebhookEvent) -> None:
    print(json.dumps(event.data, indent=2, sort_keys=True), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m textsvc.webhooks", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    listen = commands.add_parser("listen", help="serve a verifying webhook listener")
    listen.add_argument("--host", default="127.0.0.1")
    listen.add_argument("--port", type=int, default=8080)
    listen.add_argument("--secret", default=None, help=f"the webhook secret (default: ${SECRET_ENV})")
    args = parser.parse_args(argv)
    secret = args.secret or os.environ.get(SECRET_ENV)
    if not secret:
        parser.error(f"give --secret or set {SECRET_ENV}")
    with make_server(
        args.host, args.port, WebhookApp(_print_event, secret=secret), handler_class=_QuietHandler
    ) as server:
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
