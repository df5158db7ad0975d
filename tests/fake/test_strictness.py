"""``FakeService(strict=False)``: the fake's own checks beyond the document are off; the document's stay.

Each check is shown refused by the strict fake (the default) and taken by the lenient one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import httpx
import pytest
from textsvc.testing import FakeService

from tests.fake.raw import error_of, http
from tests.fake.test_cli import standalone_fake
from tests.spec_document import load_spec

NUMBER = "+15555550100"
Check = Callable[[FakeService, httpx.Client], httpx.Response]


@pytest.fixture
def lenient() -> Iterator[FakeService]:
    with FakeService(rate_limits=False, strict=False) as service:
        yield service


def _thread_with_items(fake: FakeService) -> int:
    [thread] = fake.seed("threads", count=1)
    fake.add_thread_item(thread["id"], "hello")
    return int(thread["id"])


def _drip_campaign(raw: httpx.Client) -> int:
    campaign_id: int = raw.post("/drip-campaigns", json={"name": "Welcome"}).json()["data"]["id"]
    return campaign_id


def _started_twice(fake: FakeService, raw: httpx.Client) -> httpx.Response:
    [group] = fake.seed("groups", count=1)
    start = f"/drip-campaigns/{_drip_campaign(raw)}/start"
    raw.post(start, json={"groupId": group["id"]})
    return raw.post(start, json={"groupId": group["id"]})


def _sorted_by_no_field(fake: FakeService, raw: httpx.Client) -> httpx.Response:
    fake.seed("links", count=2)
    return raw.get("/links", params={"sortBy": "shoeSize"})


CHECKS: dict[str, Check] = {
    "a formatted phone number": lambda fake, raw: raw.post(
        "/send", json={"message": "Hi", "subscribers": ["(555) 555-0100", "+44 7700 900123"]}
    ),
    "a send to no one": lambda fake, raw: raw.post("/send", json={"message": "Hi"}),
    "an unknown template in a send": lambda fake, raw: raw.post(
        "/send", json={"templateId": 9, "subscribers": [NUMBER]}
    ),
    "an unknown link in a send": lambda fake, raw: raw.post(
        "/send", json={"message": "Hi", "linkId": 9, "subscribers": [NUMBER]}
    ),
    "a bulk action on an unknown group": lambda fake, raw: raw.post(
        "/groups/9/subscribers/bulk-create", json={"subscriberIds": []}
    ),
    "a bulk action naming unknown subscribers": lambda fake, raw: raw.post(
        f"/groups/{fake.seed('groups', count=1)[0]['id']}/subscribers/bulk-delete",
        json={"subscriberIds": [5]},
    ),
    "a bulk update of an unknown subscriber": lambda fake, raw: raw.patch(
        "/subscribers/bulk", json={"subscribers": [{"id": 9, "name": "x"}]}
    ),
    "deleting an unknown thread item": lambda fake, raw: raw.delete(
        f"/threads/{_thread_with_items(fake)}/items", params={"itemIds": "1,9"}
    ),
    "a string field over 2000 characters": lambda fake, raw: raw.post(
        "/templates", json={"message": "x" * 2001}
    ),
    "an unknown sortBy": _sorted_by_no_field,
    "an undeclared body field": lambda fake, raw: raw.post(
        "/templates", json={"message": "Hi", "colour": "red"}
    ),
    "an undeclared nested body field": lambda fake, raw: raw.post(
        "/custom-fields/bulk-create", json={"customFields": [{"name": "Size", "unit": "cm"}]}
    ),
    "a drip campaign started twice for a group": _started_twice,
    "a drip campaign started for an unknown group": lambda fake, raw: raw.post(
        f"/drip-campaigns/{_drip_campaign(raw)}/start", json={"groupId": 9}
    ),
    "a drip campaign stopped for a group it does not run for": lambda fake, raw: raw.post(
        f"/drip-campaigns/{_drip_campaign(raw)}/stop", json={"groupId": 9}
    ),
    "a drip message of an unknown template": lambda fake, raw: raw.post(
        f"/drip-campaigns/{_drip_campaign(raw)}/messages", json={"title": "Day 1", "templateId": 9}
    ),
    "campaign analytics ending before they start": lambda fake, raw: raw.get(
        f"/campaigns/{fake.seed('campaigns', count=1)[0]['id']}/analytics",
        params={"startDate": "2026-01-02T00:00:00Z", "endDate": "2026-01-01T00:00:00Z", "interval": "days"},
    ),
    "analytics ending before they start": lambda fake, raw: raw.get(
        "/analytics/delivery", params={"startDate": "2026-01-02T00:00:00Z", "endDate": "2026-01-01T00:00:00Z"}
    ),
    "a webhook url its client cannot parse": lambda fake, raw: raw.post(
        "/webhooks", json={"event": "message-send", "url": "http://1.2.3.999/", "secret": "s"}
    ),
}


@pytest.mark.parametrize("check", CHECKS.values(), ids=CHECKS.keys())
def test_the_strict_fake_refuses_and_the_lenient_one_takes(
    fake: FakeService, lenient: FakeService, check: Check
) -> None:
    with http(fake) as raw:
        refused = check(fake, raw)
    assert refused.status_code in (400, 404)
    error_of(refused)
    with http(lenient) as raw:
        taken = check(lenient, raw)
    assert taken.status_code == 200, taken.text


def test_a_long_string_the_schemas_allow_is_refused_under_the_rule_the_spec_lists(
    fake: FakeService, lenient: FakeService
) -> None:
    # TemplateInput bounds no string: a 2001-character template is schema-valid, so the strict
    # fake's refusal must be one the spec lists (x-unstated-rules), strict-only.
    rules = load_spec()["x-unstated-rules"]
    with http(fake) as raw:
        refused = raw.post("/templates", json={"name": "n" * 2001, "message": "Hi"})
    message = error_of(refused)["message"]
    assert message == "name is too long (at most 2000 characters)"
    assert [name for name, rule in rules.items() if re.search(rule["refusal"], message)] == ["long-strings"]
    assert rules["long-strings"]["strict-only"] is True
    with http(lenient) as raw:
        assert raw.post("/templates", json={"name": "n" * 2001, "message": "Hi"}).status_code == 200


def test_a_drip_campaign_stopped_for_an_unknown_group_is_404_as_when_started(fake: FakeService) -> None:
    """An unknown group is an unknown id wherever it stands: 404 on stop as on start; a group that
    exists but the campaign does not run for is the state refusal, 400."""
    [group] = fake.seed("groups", count=1)
    with http(fake) as raw:
        campaign = _drip_campaign(raw)
        for action in ("start", "stop"):
            unknown = raw.post(f"/drip-campaigns/{campaign}/{action}", json={"groupId": 987654})
            assert (unknown.status_code, error_of(unknown)["type"]) == (404, "not_found_error"), action
        not_run = raw.post(f"/drip-campaigns/{campaign}/stop", json={"groupId": group["id"]})
    assert (not_run.status_code, error_of(not_run)["type"]) == (400, "invalid_field_error")


DOCUMENTED: dict[str, Check] = {
    "case 1: nothing to send": lambda fake, raw: raw.post("/send", json={"subscribers": [NUMBER]}),
    "case 2: a message over 2000 characters": lambda fake, raw: raw.post(
        "/send", json={"message": "x" * 2001, "subscribers": [NUMBER]}
    ),
    "case 3: a template with a link and no linkId": lambda fake, raw: raw.post(
        "/send",
        json={
            "templateId": raw.post("/templates", json={"message": "https://x.example"}).json()["data"]["id"],
            "subscribers": [NUMBER],
        },
    ),
    "case 4: a recipient that is no phone number": lambda fake, raw: raw.post(
        "/send", json={"message": "Hi", "subscribers": ["12345"]}
    ),
    "1000 records per bulk request": lambda fake, raw: raw.post(
        "/subscribers/bulk", json={"subscribers": [{"number": NUMBER}] * 1001}
    ),
    "a page size over 1000": lambda fake, raw: raw.get("/subscribers", params={"pageSize": 1001}),
    "a webhook url the spec's pattern refuses": lambda fake, raw: raw.post(
        "/webhooks", json={"event": "message-send", "url": "http://[::1]/", "secret": "s"}
    ),
    "a subscriber number the spec's pattern refuses": lambda fake, raw: raw.post(
        "/subscribers", json={"number": "555-01"}
    ),
    "an interval the spec does not list": lambda fake, raw: raw.get(
        f"/campaigns/{fake.seed('campaigns', count=1)[0]['id']}/analytics",
        params={
            "startDate": "2026-01-01T00:00:00Z",
            "endDate": "2026-01-02T00:00:00Z",
            "interval": "fortnights",
        },
    ),
    "a sortBy the spec does not list": lambda fake, raw: raw.get("/templates", params={"sortBy": "shoeSize"}),
}


@pytest.mark.parametrize("check", DOCUMENTED.values(), ids=DOCUMENTED.keys())
def test_the_lenient_fake_still_refuses_what_the_document_refuses(lenient: FakeService, check: Check) -> None:
    with http(lenient) as raw:
        refused = check(lenient, raw)
    assert (refused.status_code, error_of(refused)["type"]) == (400, "invalid_field_error")


def test_a_repeated_send_is_still_409_when_lenient(lenient: FakeService) -> None:
    with http(lenient) as raw:
        for status in (200, 409):
            sent = raw.post("/send", json={"message": "Hi"}, headers={"X-Request-Id": "once"})
            assert sent.status_code == status


def test_the_lenient_fake_keeps_what_it_is_given(lenient: FakeService) -> None:
    with http(lenient) as raw:
        raw.post("/send", json={"message": "Hi", "subscribers": ["(555) 555-0100"]})
        template = raw.post("/templates", json={"message": "Hi", "colour": "red"}).json()["data"]
        assert "colour" not in template  # dropped, not refused
        raw.post("/groups/9/subscribers/bulk-create", json={"subscriberIds": [4, 5]})
        updated = raw.patch("/subscribers/bulk", json={"subscribers": [{"id": 9}]}).json()["data"]
    assert lenient.sent_messages[0].subscribers == ("(555) 555-0100",)
    assert lenient.members(9) == [4, 5]
    assert updated == {"subscriberIds": []}  # an unknown id is skipped


def test_member_counts_are_of_the_members_the_fake_holds(fake: FakeService, lenient: FakeService) -> None:
    # Lenient, a group without a record keeps the members added to it, so it counts them; strict,
    # such a group can have none (adds need the record) and counts 0. (Issue 21, item 12.)
    with http(lenient) as raw:
        raw.post("/groups/9/subscribers/bulk-create", json={"subscriberIds": [4, 5, 6]})
        raw.post("/groups/9/subscribers/bulk-delete", json={"subscriberIds": [6]})
    with lenient.client() as client:
        assert client.groups.member_counts([9, 10]) == {9: 2, 10: 0}
    with fake.client() as client:
        assert client.groups.member_counts([9]) == {9: 0}


def test_validate_recipients_follows_the_phone_rule_of_the_mode(
    fake: FakeService, lenient: FakeService
) -> None:
    numbers = {"subscribers": ["(555) 555-0100", "12"]}
    with http(fake) as raw:
        assert raw.post("/send/validate-recipients", json=numbers).json()["data"]["invalidRecipients"] == [
            "(555) 555-0100",
            "12",
        ]
    with http(lenient) as raw:
        assert raw.post("/send/validate-recipients", json=numbers).json()["data"]["invalidRecipients"] == [
            "12"
        ]


def test_strict_is_the_default_and_can_be_switched(fake: FakeService) -> None:
    assert fake.strict is True
    with http(fake) as raw:
        assert raw.post("/send", json={"message": "Hi"}).status_code == 400
        fake.strict = False
        assert raw.post("/send", json={"message": "Hi"}).status_code == 200


def test_the_standalone_fake_takes_no_strict() -> None:
    with standalone_fake(0, "--api-key", "cli-key", "--no-strict") as (base_url, _):
        headers = {"Authorization": "Bearer cli-key"}
        sent = httpx.post(f"{base_url}/send", json={"message": "Hi"}, headers=headers)
        assert sent.status_code == 200
