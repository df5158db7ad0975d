"""OpenTelemetry spans of the clients' calls, made by opentelemetry-sdk's in-memory exporter.

The scenarios run in a process of their own (``otel_scenarios.py``): a tracer provider, once set,
stays the process's, and the other tests here run without one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("opentelemetry.sdk.trace", reason="the tracing tests need opentelemetry-sdk")

ROOT = Path(__file__).resolve().parents[2]
REQUEST_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7"


@pytest.fixture(scope="module")
def traced() -> dict[str, Any]:
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "overlay"), str(ROOT / "generated")])
    result = subprocess.run(
        [sys.executable, "-m", "tests.overlay.otel_scenarios"],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    scenarios: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return scenarios


def test_no_span_before_the_application_sets_a_tracer_provider(traced: dict[str, Any]) -> None:
    assert traced["before_a_provider"] == []


def test_a_call_is_one_client_span_with_the_http_attributes(traced: dict[str, Any]) -> None:
    checkout, call = sorted(traced["retried"], key=lambda span: span["name"] != "checkout")
    assert call["name"] == "textsvc link_tags.get"
    assert call["kind"] == "CLIENT"
    assert call["status"] == "UNSET"
    attributes = call["attributes"]
    port = attributes["server.port"]
    assert attributes == {
        "http.request.method": "GET",
        "url.full": f"http://127.0.0.1:{port}/v3/link-tags/3",
        "server.address": "127.0.0.1",
        "server.port": port,
        "textsvc.operation": "link_tags.get",
        "http.response.status_code": 200,
        "textsvc.request_id": REQUEST_ID,
        "textsvc.rate_limit.remaining": 17,
        "textsvc.attempts": 2,
        "textsvc.pacing.wait_seconds": 0.0,
    }
    assert call["parent"] == checkout["span_id"]  # a child of the application's span


def test_the_span_is_current_while_each_attempt_is_sent(traced: dict[str, Any]) -> None:
    """What opentelemetry-instrumentation-httpx would make of each attempt is a child of it."""
    call = next(span for span in traced["retried"] if span["name"].startswith("textsvc "))
    assert traced["current_during_attempts"] == [call["span_id"], call["span_id"]]


def test_an_error_status_marks_the_span_an_error_with_the_exception(traced: dict[str, Any]) -> None:
    [span] = traced["not_found"]
    assert span["status"] == "ERROR"
    assert span["attributes"]["error.type"] == "404"
    assert span["attributes"]["http.response.status_code"] == 404
    assert span["events"] == [{"name": "exception", "type": "textsvc._exceptions.SvcNotFoundError"}]


def test_a_409_confirming_an_earlier_attempt_is_no_error(traced: dict[str, Any]) -> None:
    [span] = traced["confirmed"]
    assert span["name"] == "textsvc messages.send"
    assert span["attributes"]["http.response.status_code"] == 409
    assert span["status"] == "UNSET"
    assert "error.type" not in span["attributes"]
    assert span["events"] == []


def test_a_call_without_an_answer_records_its_error(traced: dict[str, Any]) -> None:
    [span] = traced["no_answer"]
    assert span["status"] == "ERROR"
    assert span["attributes"]["error.type"] == "textsvc._exceptions.SvcAPIConnectionError"
    assert "http.response.status_code" not in span["attributes"]
    assert span["events"] == [{"name": "exception", "type": "textsvc._exceptions.SvcAPIConnectionError"}]


def test_each_page_is_a_span(traced: dict[str, Any]) -> None:
    assert [span["name"] for span in traced["pager"]] == ["textsvc link_tags.list"] * 2
    assert [span["attributes"]["url.full"].split("?")[1] for span in traced["pager"]] == [
        "page=0&pageSize=1",
        "page=1&pageSize=1",
    ]


def test_the_async_client_traces_too(traced: dict[str, Any]) -> None:
    [span] = traced["async"]
    assert span["name"] == "textsvc link_tags.get"
    assert span["attributes"]["textsvc.attempts"] == 2


def test_a_listener_adapter_handling_is_a_span(traced: dict[str, Any]) -> None:
    wsgi, broken, asgi = traced["webhooks"]
    assert [span["name"] for span in traced["webhooks"]] == ["textsvc webhooks.handle"] * 3
    assert wsgi["attributes"] == {
        "textsvc.operation": "webhooks.handle",
        "textsvc.webhook.handler": "webhook_spans.<locals>.on_reply",
    }
    assert wsgi["status"] == asgi["status"] == "UNSET"
    assert broken["status"] == "ERROR"
    assert broken["events"] == [{"name": "exception", "type": "ValueError"}]


def test_a_pacing_wait_is_on_the_span(traced: dict[str, Any]) -> None:
    waits = [span["attributes"]["textsvc.pacing.wait_seconds"] for span in traced["paced"]]
    assert len(waits) == 26
    assert all(wait == 0 for wait in waits[:25])
    assert waits[25] > 0


def test_without_opentelemetry_calls_go_on_untraced() -> None:
    script = """
import sys
sys.modules["opentelemetry"] = None  # as if opentelemetry-api were not installed
import textsvc
from tests.hostile import HostileServer, envelope
from tests.overlay.mocking import LINK_TAG

with HostileServer(lambda exchange: exchange.respond(200, json=envelope(LINK_TAG))) as server:
    with textsvc.Client(api_key="sk_test", base_url=server.base_url) as client:
        print(client.link_tags.get(3).id, "opentelemetry.trace" in sys.modules)
"""
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "overlay"), str(ROOT / "generated")])
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["3", "False"]
