"""``python -m textsvc.testing --port 8000``: serve the fake until interrupted."""

from __future__ import annotations

import argparse
import contextlib
import errno
import threading

from ._service import SPEC_PATH_REMOVED, FakeService

DESCRIPTION = """\
Serve the fake textsvc service until interrupted; it prints the TEXTSVC_BASE_URL and TEXTSVC_API_KEY
to reach it. One server for every process that talks to it: windows counted per IP are shared by all
callers on one address, windows counted per account by all callers with one key."""


_SCOPES = {"ip": "IP address", "account": "account"}


def limits_banner(fake: FakeService) -> list[str]:
    """Lines (shell comments) saying whether the rate limits are on, which, and how to switch them off."""
    if not fake.rate_limits:
        return ["# rate limits: off (--no-rate-limits); no rate-limit headers are sent"]
    limits = fake.state.limiter.limits.values()
    windows = "; ".join(
        f"{limit.bucket} {limit.requests} per {limit.seconds:g} s per {_SCOPES.get(limit.scope, limit.scope)}"
        for limit in limits
    )
    longest = max((limit.seconds for limit in limits), default=0)
    return [
        f"# rate limits: on, as the spec sets them ({windows})",
        f"# a client waits for a spent window to reset, up to {longest:g} s (TEXTSVC_LOG=info shows waits);",
        "# start with --no-rate-limits to switch them off",
    ]


def one_line(error: BaseException) -> str:
    """An error's message on one line."""
    return " ".join(str(error).split())


_LISTEN_FIXES = {
    errno.EADDRINUSE: "another server listens there; pass another --port (--port 0 picks a free one)",
    errno.EADDRNOTAVAIL: "the host is not an address of this machine; pass --host 127.0.0.1",
    errno.EACCES: "a port below 1024 needs privileges; pass a --port of 1024 or more",
}


def listen_error(host: str, port: int, error: OSError) -> str:
    """Why the fake cannot listen on ``host``:``port``, and what to pass instead."""
    reason = error.strerror or one_line(error)
    fix = _LISTEN_FIXES.get(error.errno or 0, "pass another --host or --port")
    return f"cannot listen on {host}:{port}: {reason}; {fix}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m textsvc.testing", description=DESCRIPTION)
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
    parser.add_argument(
        "--no-rate-limits",
        action="store_true",
        help="switch the rate limits off (on by default: a client then waits for a spent window to "
        "reset, up to a minute for the document's)",
    )
    parser.add_argument(
        "--no-strict",
        action="store_true",
        help="a lenient fake: switch off its own checks beyond the document (FakeService(strict=False))",
    )
    parser.add_argument("--spec", default=None, help=argparse.SUPPRESS)  # refused: SPEC_PATH_REMOVED
    parser.add_argument(
        "--seed",
        action="append",
        default=[],
        metavar="KIND=COUNT",
        help="add COUNT generated records of KIND (e.g. deliveries=100000); repeatable",
    )
    args = parser.parse_args(argv)
    if args.spec is not None:
        parser.error(f"--spec is gone: {SPEC_PATH_REMOVED}")
    seeds = []
    for entry in args.seed:
        kind, _, count = entry.partition("=")
        if not count.isdigit():
            parser.error(f"--seed takes KIND=COUNT, such as deliveries=100, got {entry!r}")
        seeds.append((kind, int(count)))
    try:
        service = FakeService(
            host=args.host,
            port=args.port,
            api_key=args.api_key,
            extra_api_keys=args.extra_api_key,
            rate_limits=not args.no_rate_limits,
            strict=not args.no_strict,
        )
    except (TypeError, ValueError) as error:
        parser.error(one_line(error))
    try:
        service.start()
    except OSError as error:
        service.close()
        parser.error(listen_error(args.host, args.port, error))
    with service as fake:
        for kind, count in seeds:
            try:
                fake.seed(kind, count=count)
            except ValueError as error:
                parser.error(f"--seed {kind}={count}: {one_line(error)}")
        print(f"TEXTSVC_BASE_URL={fake.base_url}")
        print(f"TEXTSVC_API_KEY={fake.api_key}")
        print("\n".join(limits_banner(fake)), flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            threading.Event().wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
