"""Run by ``nox -s package`` in a fresh virtualenv that holds the built wheel: the installed SDK works.

    python smoke_wheel.py core     # the wheel alone: textsvc, textsvc.webhooks, textsvc.pacing
    python smoke_wheel.py testing  # with textsvc[testing]: the fake serves every generated operation

Each module must come from that virtualenv's site-packages, never from a source tree. Run it from
outside the repository, with that virtualenv's interpreter.
"""

from __future__ import annotations

import argparse
import importlib
import sysconfig
from pathlib import Path
from types import ModuleType

SITE_PACKAGES = Path(sysconfig.get_paths()["purelib"]).resolve()


def installed(name: str) -> ModuleType:
    """``name`` imported, after checking that it is the installed copy."""
    module = importlib.import_module(name)
    location = Path(module.__file__ or "").resolve()
    if not location.is_relative_to(SITE_PACKAGES):
        raise SystemExit(f"{name} was imported from {location}, not from {SITE_PACKAGES}")
    return module


def check_core() -> None:
    textsvc = installed("textsvc")
    webhooks = installed("textsvc.webhooks")
    installed("textsvc.pacing")
    secret = webhooks.generate_secret()
    body = b'{"event": "message-reply"}'
    webhooks.verify_signature(body, webhooks.sign(body, secret), secret)
    client = textsvc.Client(api_key="smoke", base_url="http://127.0.0.1:9/v3")
    client.close()
    print(f"textsvc {textsvc.__version__}: imported from {SITE_PACKAGES}, webhook signature verified")


def check_testing() -> None:
    testing = installed("textsvc.testing")
    generated = installed("textsvc_generated.api")
    with testing.FakeService() as fake:
        served = {(route.method, route.template) for route in fake.app.routes}
        if len(fake.app.descriptors) != len(served) or None in fake.app.descriptors.values():
            raise SystemExit("the fake serves a route no generated operation describes")
        missing = len(list(generated.operations())) - len(served)
        if missing > 0:
            raise SystemExit(f"the fake serves no route for {missing} generated operations")
        with fake.client() as client:
            created = client.templates.create(name="Smoke", message="Hi {firstName}!")
            fetched = client.templates.get(created.id, is_mms=False)
    if fetched.name != "Smoke":
        raise SystemExit(f"the fake answered a template named {fetched.name!r}, not 'Smoke'")
    print(
        f"textsvc.testing: a FakeService served all {len(served)} generated operations "
        "and answered a create and a get"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("stage", choices=["core", "testing"])
    stage = parser.parse_args().stage
    if stage == "core":
        check_core()
    else:
        check_testing()


if __name__ == "__main__":
    main()
