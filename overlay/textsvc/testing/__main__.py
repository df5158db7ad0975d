"""``python -m textsvc.testing --port 8000``: serve the fake until interrupted.

One server for every process that talks to it: windows counted per IP are shared by all callers on
one address, windows counted per account by all callers with one key.
"""

from __future__ import annotations

import argparse
import contextlib
import threading

from ._service import FakeService


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m textsvc.testing", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--api-key", default=None, help="the key clients must send (default: a new random one)"
    )
    parser.add_argument(
        "--extra-api-key",
        action="append",
        default=[],
        metavar="KEY",
        help="another key the fake accepts, an account of its own for per-account limits; repeatable",
    )
    parser.add_argument("--no-rate-limits", action="store_true", help="switch the document's rate limits off")
    parser.add_argument(
        "--no-strict",
        action="store_true",
        help="a lenient fake: switch off its own checks beyond the document (FakeService(strict=False))",
    )
    parser.add_argument(
        "--spec",
        default=None,
        metavar="PATH",
        help="the OpenAPI spec to serve (default: the source tree's openapi/textsvc.yaml)",
    )
    parser.add_argument(
        "--seed",
        action="append",
        default=[],
        metavar="KIND=COUNT",
        help="add COUNT generated records of KIND (e.g. deliveries=100000); repeatable",
    )
    args = parser.parse_args(argv)
    seeds = []
    for entry in args.seed:
        kind, _, count = entry.partition("=")
        if not count.isdigit():
            parser.error(f"--seed takes KIND=COUNT, got {entry!r}")
        seeds.append((kind, int(count)))
    try:
        service = FakeService(
            host=args.host,
            port=args.port,
            api_key=args.api_key,
            extra_api_keys=args.extra_api_key,
            rate_limits=not args.no_rate_limits,
            spec_path=args.spec,
            strict=not args.no_strict,
        )
    except (TypeError, ValueError, OSError, ImportError) as error:
        parser.error(str(error))
    with service as fake:
        for kind, count in seeds:
            try:
                fake.seed(kind, count=count)
            except ValueError as error:
                parser.error(str(error))
        print(f"TEXTSVC_BASE_URL={fake.base_url}")
        print(f"TEXTSVC_API_KEY={fake.api_key}", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            threading.Event().wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
