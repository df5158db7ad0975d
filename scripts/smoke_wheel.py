"""Run by ``nox -s package`` in a fresh virtualenv that holds the built wheel: the installed SDK works.

    python smoke_wheel.py core     # the wheel alone: textsvc, textsvc.webhooks, textsvc.pacing
    python smoke_wheel.py testing  # with textsvc[testing]: the fake serves the spec the wheel carries

Each module must come from that virtualenv's site-packages, never from a source tree. Run it from
outside the repository, with that virtualenv's interpreter.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.resources
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
    carried = Path(str(importlib.resources.files("textsvc.testing").joinpath("openapi.yaml"))).resolve()
    if not carried.is_file():
        raise SystemExit(f"the wheel carries no spec for the fake: {carried} is missing")
    with testing.FakeService() as fake:
        if fake.spec_path is None or fake.spec_path.resolve() != carried:
            raise SystemExit(f"the fake serves {fake.spec_path}, not the spec the wheel carries ({carried})")
        with fake.client() as client:
            created = client.templates.create(name="Smoke", message="Hi {firstName}!")
            fetched = client.templates.get(created.id, is_mms=False)
    if fetched.name != "Smoke":
        raise SystemExit(f"the fake answered a template named {fetched.name!r}, not 'Smoke'")
    print(f"textsvc.testing: a FakeService served {carried} and answered a create and a get")


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
