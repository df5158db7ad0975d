"""The fake reads the spec's integers as JSON Schema does, and an id that names no record is 404
wherever it stands (issue 35): what Schemathesis, sending schema-valid requests, found refused."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textsvc.testing import FakeService

from tests.fake.raw import error_of, http


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeService]:
    with FakeService(rate_limits=False) as service:
        yield service


def test_a_template_id_of_more_digits_than_64_bits_hold_names_no_template(fake: FakeService) -> None:
    with http(fake) as client:
        answer = client.get(f"/templates/{'9' * 25}", params={"isMMS": "false"})
    assert (answer.status_code, error_of(answer)["type"]) == (404, "not_found_error")


def test_a_step_or_message_a_drip_campaign_does_not_have_is_404(fake: FakeService) -> None:
    with http(fake) as client:
        campaign = client.post("/drip-campaigns", json={"name": "Welcome"}).json()["data"]["id"]
        answers = [
            client.get(f"/drip-campaigns/{campaign}/numbers/7"),
            client.delete(f"/drip-campaigns/{campaign}/messages/7"),
            client.patch(f"/drip-campaigns/{campaign}/messages/7", json={"title": "x"}),
        ]
    assert [(answer.status_code, error_of(answer)["type"]) for answer in answers] == [
        (404, "not_found_error")
    ] * 3


def test_an_integer_written_with_a_zero_fraction_is_an_integer(fake: FakeService) -> None:
    with http(fake) as client:
        created = client.post("/link-tags", json={"tag": "spring"}).json()["data"]["id"]
        in_a_body = client.post(
            "/verify/sms/send-code", json={"to": "+15555550100", "serviceName": "x", "codeLength": 6.0}
        )
        in_a_path = client.get(f"/link-tags/{created}.0")
        fraction = client.post(
            "/verify/sms/send-code", json={"to": "+15555550100", "serviceName": "x", "codeLength": 6.5}
        )
    assert (in_a_body.status_code, in_a_body.json()["timeoutSeconds"]) == (200, 300)
    assert (in_a_path.status_code, in_a_path.json()["data"]["id"]) == (200, created)
    assert (fraction.status_code, error_of(fraction)["type"]) == (400, "invalid_field_error")


@pytest.mark.parametrize(
    ("field", "value"), [("timeoutSeconds", 0), ("timeoutSeconds", 86_401), ("codeLength", 11)]
)
def test_the_send_code_ranges_are_the_specs(fake: FakeService, field: str, value: int) -> None:
    with http(fake) as client:
        answer = client.post(
            "/verify/sms/send-code", json={"to": "+15555550100", "serviceName": "x", field: value}
        )
    assert answer.status_code == 400
    assert error_of(answer)["message"].startswith(f"{field}: Input should be")
