"""The rule of argument errors (``tests/argument_rule.py``) on every public callable besides the typed
methods: the clients' constructors, the pacing stores, the webhook helpers and adapters, and the
fake's public API.

Each callable is listed once with arguments it takes; every one of its arguments is then given text
where it takes none, an object of a type it does not take, and the marker text where it takes text,
as its type hints say.
"""

from __future__ import annotations

import asyncio
import inspect
import typing
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import textsvc
from textsvc import pacing, webhooks
from textsvc.testing import FakeService, ManualClock, ScaledClock
from textsvc.webhooks import asgi, wsgi

from tests.argument_rule import MARKER, Sweep, own_parameters

API_KEY = "sk_test_entry_points_0123456789"
BASE_URL = "http://127.0.0.1:9/v3"
SECRET = "whsec_entry_points"
BODY = b'{"type": "message-send", "data": {}}'


def handle(event: webhooks.WebhookEvent) -> None:
    """A webhook handler."""


def closed_client(**arguments: Any) -> None:
    textsvc.Client(**arguments).close()


def closed_async_client(**arguments: Any) -> None:
    asyncio.run(textsvc.AsyncClient(**arguments).close())


def closed_sqlite(**arguments: Any) -> None:
    pacing.SQLitePacing(**arguments).close()


def closed_redis(**arguments: Any) -> None:
    pacing.RedisPacing(**arguments).close()


class EntryPoint:
    """A callable, the function whose signature and hints describe it, and arguments it takes."""

    def __init__(
        self,
        label: str,
        call: Callable[..., Any],
        baseline: dict[str, Any],
        described_by: Any = None,
        *,
        refused: dict[str, list[Any]] | None = None,
    ) -> None:
        self.label = label
        self.call = call
        self.baseline = baseline
        self.refused = refused or {}
        """Values of its arguments that must be refused with a ``ValueError`` (holding the marker)."""
        self.function = described_by or call
        if isinstance(self.function, type):
            self.function = self.function.__init__

    def __repr__(self) -> str:
        return self.label

    def hints(self) -> dict[str, Any]:
        return typing.get_type_hints(self.function, vars(inspect.getmodule(self.function)))


def entry_points(tmp_path: Path, fake: FakeService) -> list[EntryPoint]:
    client_baseline = {"api_key": API_KEY, "base_url": BASE_URL}
    marked_folder = tmp_path / MARKER
    marked_folder.mkdir()
    return [
        EntryPoint("Client", closed_client, client_baseline, textsvc.Client),
        EntryPoint("AsyncClient", closed_async_client, client_baseline, textsvc.AsyncClient),
        EntryPoint("Client.with_options", textsvc.Client(**client_baseline).with_options, {}),
        EntryPoint("InProcessPacing", pacing.InProcessPacing, {}),
        EntryPoint(
            "SQLitePacing",
            closed_sqlite,
            {"path": tmp_path / "pacing.sqlite3"},
            pacing.SQLitePacing,
            refused={"path": [marked_folder, marked_folder / "missing" / "pacing.sqlite3"]},
        ),
        EntryPoint(
            "RedisPacing", closed_redis, {"url_or_client": "redis://127.0.0.1:9/0"}, pacing.RedisPacing
        ),
        EntryPoint("webhooks.sign", webhooks.sign, {"payload": BODY, "secret": SECRET}),
        *(
            EntryPoint(
                f"webhooks.{check.__name__}",
                check,
                {"payload": BODY, "signature": webhooks.sign(BODY, SECRET), "secret": SECRET},
            )
            for check in (webhooks.verify_signature, webhooks.construct_event)
        ),
        EntryPoint("asgi.webhook_endpoint", asgi.webhook_endpoint, {"handler": handle, "secret": SECRET}),
        EntryPoint("asgi.verified_event", asgi.verified_event, {"secret": SECRET}),
        EntryPoint("wsgi.WebhookApp", wsgi.WebhookApp, {"handler": handle, "secret": SECRET}),
        EntryPoint("wsgi.flask_view", wsgi.flask_view, {"handler": handle, "secret": SECRET}),
        EntryPoint("FakeService", FakeService, {}),
        EntryPoint("fake.seed", fake.seed, {"kind": "deliveries", "count": 1}),
        EntryPoint("fake.add_thread_item", fake.add_thread_item, {"thread_id": 1, "text": "Hi"}),
        EntryPoint("fake.link_tag_to_link", fake.link_tag_to_link, {"link_tag_id": 1, "link_id": 1}),
        EntryPoint("fake.members", fake.members, {"group_id": 1}),
        EntryPoint("fake.set_account_state", fake.set_account_state, {"reason": None}),
        EntryPoint("fake.emit", fake.emit, {"event": "message-send", "payload": {}}),
        EntryPoint("fake.wait_for_webhooks", fake.wait_for_webhooks, {"timeout": 0.2}),
        EntryPoint("ManualClock", ManualClock, {"start": 0.0}),
        EntryPoint("ManualClock.advance", ManualClock().advance, {"seconds": 1.0}),
        EntryPoint("ScaledClock", ScaledClock, {"factor": 2.0}),
    ]


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeService]:
    with FakeService(rate_limits=False) as service:
        service.seed("threads", count=1)
        with service.client() as client:
            client.link_tags.create(tag="entry")
        yield service


@pytest.fixture
def points(tmp_path: Path, fake: FakeService, monkeypatch: pytest.MonkeyPatch) -> list[EntryPoint]:
    monkeypatch.chdir(tmp_path)  # the marker as a file name makes a file here
    return entry_points(tmp_path, fake)


def test_each_entry_point_takes_its_listed_arguments(points: list[EntryPoint]) -> None:
    """So that an error below is about the one argument changed, not a wrong baseline."""
    for point in points:
        point.call(**point.baseline)
        assert set(point.baseline) <= {parameter.name for parameter in own_parameters(point.function)}


CHOICES = {("fake.seed", "kind"), ("fake.set_account_state", "reason")}
"""Arguments taking one of a closed list: a wrong one is shown (a choice is no secret), like a
client's ``timeout`` and ``max_retries`` (numbers)."""


def test_every_argument_of_every_entry_point_follows_the_rule(points: list[EntryPoint]) -> None:
    """A signature that does not verify (the marker as a payload or a secret) went through the checks,
    and so did a name the file system refuses (the marker as the fake's spec file)."""
    sweep = Sweep(answered=(textsvc.SvcSignatureVerificationError, OSError))
    for point in points:
        hints = point.hints()
        for parameter in own_parameters(point.function):
            shown = (point.label, parameter.name) in CHOICES or (
                "Client" in point.label and parameter.name in ("timeout", "max_retries")  # numbers
            )
            sweep.wrong_values(point.label, point.call, point.baseline, hints, parameter.name, shown=shown)
        for name, values in point.refused.items():
            for value in values:
                sweep.call(point.label, point.call, {**point.baseline, name: value}, expected=ValueError)
    assert not sweep.problems, "\n".join(sweep.problems)
    assert sweep.refused > 80
