"""One listener process of a fleet sharing a ``RedisSeen``: ``python -m tests.webhooks.fleet_listener``.

It serves ``WebhookApp`` with ``deduplicate=RedisSeen(--redis)`` on a free loopback port, prints
``port N`` once it listens, and writes a line to ``--log`` for each run of its handler: ``handled``
(or ``failed``, when the handler raised), the event's recipient and the process id. The first
handler run of the whole fleet for the event of ``--fail-once`` (a recipient) raises (the file
``--log`` with ``.failed`` added records that it did).
"""

from __future__ import annotations

import argparse
import os

from textsvc import webhooks
from textsvc.webhooks._listener import ListenerServer
from textsvc.webhooks.wsgi import WebhookApp


def _append(path: str, line: str) -> None:
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        os.write(descriptor, line.encode() + b"\n")  # one write of a short line: never interleaved
    finally:
        os.close(descriptor)


def _first_failure(path: str) -> bool:
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        return False
    return True


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--redis", required=True)
    parser.add_argument("--secret", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--fail-once", required=True)
    args = parser.parse_args()

    def handle(event: webhooks.WebhookEvent) -> None:
        recipient = event.data["to"]
        if recipient == args.fail_once and _first_failure(args.log + ".failed"):
            _append(args.log, f"failed {recipient} {os.getpid()}")
            raise RuntimeError("the handler failed")
        _append(args.log, f"handled {recipient} {os.getpid()}")

    seen = webhooks.RedisSeen(args.redis)
    app = WebhookApp(handle, secret=args.secret, deduplicate=seen)
    with ListenerServer(("127.0.0.1", 0), app, read_timeout=10.0) as server:
        print(f"port {server.server_port}", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
