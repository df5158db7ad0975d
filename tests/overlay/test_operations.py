"""Every operation of the spec, end to end over HTTP against the fake, with the sync client and
with the async client (the ``surface`` fixture runs each test once per client).

An operation the fake answers from the spec (it has no route of its own: an operation the vendor
added) and no test here calls is called by the last test with arguments made from the spec."""

from __future__ import annotations

import datetime
import re
from typing import Any

import pytest
import textsvc
from textsvc.testing import FakeService
from textsvc_generated.api import operations

from tests.spec.test_spec_fidelity import spec_operations
from tests.spec_document import load_spec

UTC = datetime.UTC
Surface = tuple[str, FakeService, Any]


def test_templates(surface: Surface) -> None:
    _, _, client = surface
    created = client.templates.create(message="Hi {firstName}", name="Welcome", is_mms=True)
    assert (created.name, created.message, created.mms) == ("Welcome", "Hi {firstName}", True)
    assert client.templates.get(created.id, is_mms=True) == created
    updated = client.templates.update(created.id, message="Hello", attachment="https://cdn.example/a.png")
    assert (updated.message, updated.attachment, updated.name) == (
        "Hello",
        "https://cdn.example/a.png",
        "Welcome",
    )
    assert client.templates.post(created.id, is_mms=False) is None
    assert client.templates.get(created.id, is_mms="false").mms is False
    for number in range(5):
        client.templates.create(message=f"bulk {number}", name=f"bulk-{number}")
    names = [
        template.name
        for template in client.templates.list(query="bulk-", sort_by="name", sort_direction="DESC")
    ]
    assert names == [f"bulk-{number}" for number in reversed(range(5))]
    pages = list(client.templates.list(query="bulk-", page_size=2).pages())
    assert [len(page.rows) for page in pages] == [2, 2, 1]
    assert [page.page for page in pages] == [0, 1, 2]
    assert pages[-1].has_more is False


def test_custom_fields(surface: Surface) -> None:
    _, _, client = surface
    field = client.custom_fields.create(name="Birthday", type="string", format="MMM D, YYYY", options=["a"])
    assert (field.type_, field.format_, field.options, field.hidden) == (
        "string",
        "MMM D, YYYY",
        ["a"],
        False,
    )
    assert client.custom_fields.get(field.id).name == "Birthday"
    assert client.custom_fields.update(field.id, name="Born", options=["x", "y"]).options == ["x", "y"]
    assert client.custom_fields.bulk_create([{"name": "Shoe size", "hidden": True}, {"name": "City"}]) is None
    names = {entry.name for entry in client.custom_fields.list()}
    assert {"Born", "Shoe size", "City"} <= names
    assert client.custom_fields.delete(field.id) is None
    with pytest.raises(textsvc.SvcNotFoundError):
        client.custom_fields.get(field.id)


def test_drip_campaigns_and_messages(surface: Surface) -> None:
    _, fake, client = surface
    end = datetime.datetime(2027, 3, 1, 12, 0, tzinfo=UTC)
    campaign = client.drip_campaigns.create(name="Onboarding", end_date=end)
    assert campaign.end_date == end
    assert client.drip_campaigns.update(campaign.id, name="Welcome series").name == "Welcome series"
    first = client.drip_campaigns.messages.create(campaign.id, title="Day 1", content="Welcome", delay=1)
    second = client.drip_campaigns.messages.create(campaign.id, title="Day 0", content="Hi", previous_id=None)
    moved = client.drip_campaigns.messages.update(campaign.id, second.id, title="Day 2", time="09:00")
    assert (moved.title, moved.time_of_day) == ("Day 2", "09:00")
    fake.seed("groups", [{"id": 77, "name": "Drip"}])
    fake.seed("subscribers", count=3)
    client.groups.add_subscribers(77, [1, 2, 3])
    assert client.drip_campaigns.start(campaign.id, group_id=77) is None
    detail = client.drip_campaigns.get(campaign.id)
    assert [(message.sequence, message.title) for message in detail.campaign_messages] == [
        (1, "Day 1"),
        (2, "Day 2"),
    ]
    assert {message.member_count for message in detail.campaign_messages} == {3}
    assert detail.group_ids == [77]
    assert sorted(entry.id for entry in client.drip_campaigns.numbers(campaign.id, 1)) == [1, 2, 3]
    assert client.drip_campaigns.stop(campaign.id, group_id=77) is None
    clone = client.drip_campaigns.clone(campaign.id)
    assert clone.id != campaign.id
    assert [message.title for message in clone.campaign_messages] == ["Day 1", "Day 2"]
    assert campaign.id in [entry.id for entry in client.drip_campaigns.list()]
    assert client.drip_campaigns.messages.delete(campaign.id, first.id) is None
    assert [message.title for message in client.drip_campaigns.get(campaign.id).campaign_messages] == [
        "Day 2"
    ]
    assert client.drip_campaigns.delete(campaign.id) is None
    with pytest.raises(textsvc.SvcNotFoundError):
        client.drip_campaigns.get(campaign.id)
    assert fake.state.route_hits[("DELETE", "/drip-campaigns/{dripCampaignId}")] >= 1


def test_verify(surface: Surface) -> None:
    _, fake, client = surface
    sent = client.verify.send_code(
        to="+15555550100", service_name="Shop", code_length=6, tags={"flow": "signup"}
    )
    assert (sent.status, sent.type_, sent.deliverable) == ("PENDING", "sms", True)
    wrong = client.verify.check_code(verification_id=sent.verification_id, code="000000x")
    assert wrong.status == "DENIED"
    right = client.verify.check_code(to="+15555550100", code=fake.last_code("+15555550100"))
    assert (right.status, right.verification_id) == ("APPROVED", sent.verification_id)
    record = client.verify.get(sent.verification_id)
    assert (record.number, record.code_length, record.service_name) == ("+15555550100", 6, "Shop")
    assert sent.verification_id in [entry.id for entry in client.verify.list()]
    assert client.verify.check_number(number="+15555550100").deliverable is True
    malformed = client.verify.check_number(number="555-not-a-number")
    assert (malformed.deliverable, malformed.risk) == (False, "invalid_format")


def test_link_tags(surface: Surface) -> None:
    _, fake, client = surface
    tag = client.link_tags.create(tag="spring-sale")
    assert client.link_tags.get(tag.id).tag == "spring-sale"
    assert client.link_tags.update(tag.id, tag="summer-sale").tag == "summer-sale"
    other = client.link_tags.create(tag="other")
    fake.link_tag_to_link(tag.id, 5)
    assert [entry.id for entry in client.link_tags.list(link_id=5)] == [tag.id]
    assert {tag.id, other.id} <= {entry.id for entry in client.link_tags.list()}
    assert client.link_tags.delete(tag.id) is None
    with pytest.raises(textsvc.SvcNotFoundError):
        client.link_tags.get(tag.id)


def test_campaigns(surface: Surface) -> None:
    _, fake, client = surface
    campaign = fake.seed("campaigns", [{"name": "Black Friday", "deliveredCount": 500}])[0]
    fake.seed("campaign_messages", [{"_campaignId": campaign["id"], "message": "Deals!"}])
    assert client.campaigns.get(campaign["id"]).delivered_count == 500
    assert campaign["id"] in [entry.id for entry in client.campaigns.list()]
    assert ("Black Friday", campaign["id"]) in [
        (option.name, option.id) for option in client.campaigns.options()
    ]
    assert [message.message for message in client.campaigns.messages(campaign["id"])] == ["Deals!"]
    analytics = client.campaigns.analytics(
        campaign["id"],
        start_date=datetime.datetime(2026, 1, 1, tzinfo=UTC),
        end_date="2026-01-04T00:00:00Z",
        interval="days",
    )
    assert len(analytics.timespan_analytics) == 3
    first_day = analytics.timespan_analytics[0].additional_properties["2026-01-01T00:00:00Z"]
    assert first_day.delivered_count == 50


def test_threads(surface: Surface) -> None:
    _, fake, client = surface
    thread = fake.seed("threads", [{"name": "Ana"}])[0]
    for number in range(5):
        fake.add_thread_item(thread["id"], f"message {number}")
    fake.add_thread_item(thread["id"], "later", scheduled=True)
    assert client.threads.get(thread["id"]).name == "Ana"
    summary = next(entry for entry in client.threads.list() if entry.id == thread["id"])
    assert (summary.unread, summary.latest_message.message) == (True, "later")
    assert client.threads.mark_read(thread["id"]) is None
    assert next(entry for entry in client.threads.list() if entry.id == thread["id"]).unread is False
    pages = list(client.threads.items(thread["id"], page_size=2).pages())
    assert [len(page.rows) for page in pages] == [2, 2, 1]
    assert pages[0].thread.name == "Ana"
    assert len(list(client.threads.items(thread["id"], get_scheduled=True))) == 6
    first, second = (item.id for item in client.threads.items(thread["id"], page_size=2).first_page().rows)
    assert client.threads.delete_items(thread["id"], item_ids=[first]) is None
    assert first not in [item.id for item in client.threads.items(thread["id"], get_scheduled=True)]
    assert second in [item.id for item in client.threads.items(thread["id"], get_scheduled=True)]
    assert client.threads.delete_items(thread["id"], all=True) is None
    assert list(client.threads.items(thread["id"], get_scheduled=True)) == []
    assert client.threads.delete(thread["id"]) is None
    with pytest.raises(textsvc.SvcNotFoundError):
        client.threads.get(thread["id"])


def test_controlled_templates(surface: Surface) -> None:
    _, fake, client = surface
    shared, own = fake.seed("controlled_templates", [{"isGlobal": True, "name": "Shared"}, {"name": "Own"}])
    assert client.controlled_templates.get(own["id"]).name == "Own"
    assert {shared["id"], own["id"]} <= {entry.id for entry in client.controlled_templates.list()}
    assert [entry.name for entry in client.controlled_templates.list_global()] == ["Shared"]


def test_chatbots(surface: Surface) -> None:
    _, _, client = surface
    bot = client.chatbots.create(
        name="Helper", instructions="Answer politely", longcode_id=9, is_enabled=True, files=["faq.pdf"]
    )
    assert (bot.is_enabled, bot.longcode_id, bot.files[0].file_path) == (1, 9, "faq.pdf")
    assert client.chatbots.get(bot.id).name == "Helper"
    assert client.chatbots.update(bot.id, is_enabled=False, description="FAQ").is_enabled == 0
    assert bot.id in [entry.id for entry in client.chatbots.list()]


def test_groups(surface: Surface) -> None:
    _, fake, client = surface
    fake.seed("groups", [{"id": 1, "name": "One"}, {"id": 2, "name": "Two"}])
    fake.seed("subscribers", count=2500)
    added = client.groups.add_subscribers(1, range(1, 2501))
    assert [result.confirmed for result in added] == [False, False, False]  # one per request
    assert client.groups.member_counts([1, 2]) == {1: 2500, 2: 0}
    client.groups.remove_subscribers(1, range(1000, 2200))
    assert client.groups.member_counts([1]) == {1: 1300}
    assert fake.members(1)[:3] == [1, 2, 3]


def test_group_management(surface: Surface) -> None:
    _, _, client = surface
    group = client.groups.create(name="VIP", extra_body={"description": "best customers"})
    assert client.groups.get(group.id).name == "VIP"
    assert client.groups.update(group.id, name="Gold").name == "Gold"
    assert group.id in [entry.id for entry in client.groups.list(query="Gold")]
    assert client.groups.delete(group.id) is None
    with pytest.raises(textsvc.SvcNotFoundError):
        client.groups.get(group.id)


def test_links(surface: Surface) -> None:
    _, _, client = surface
    link = client.links.create(url="https://example.com/spring", extra_body={"name": "Spring"})
    assert client.links.get(link.id).url == "https://example.com/spring"
    assert link.additional_properties == {"name": "Spring"}  # a field the document does not show
    assert link.id in [entry.id for entry in client.links.list()]


def test_messages(surface: Surface) -> None:
    _, fake, client = surface
    recipients = ["+15555550100", "+15555550101"]
    extra = {"poolId": "p1", "scheduled": "2026-06-01T09:00:00Z"}
    sent_now = client.messages.send(message="Spring sale", subscribers=recipients, extra_body=extra)
    assert len(sent_now.data["messageIds"]) == 2
    assert sent_now.confirmed is False
    sent = fake.sent_messages[-1]
    assert (sent.message, list(sent.subscribers), sent.extra) == ("Spring sale", recipients, extra)
    assert client.messages.validate_recipients(subscribers=[*recipients, "555-1234"]) == ["555-1234"]
    with pytest.raises(textsvc.SvcInvalidFieldError):
        client.messages.send(message="Hi", subscribers=["not a number"])


def test_subscribers(surface: Surface) -> None:
    _, _, client = surface
    ana = client.subscribers.create(number="+15555550100", extra_body={"firstName": "Ana"})
    assert client.subscribers.create(number="+15555550100").id == ana.id  # an upsert (Errors, case 5)
    client.subscribers.bulk_create([{"number": f"+1555556{n:04d}"} for n in range(1200)])
    numbers = {subscriber.number for subscriber in client.subscribers.list(query="+1555556")}
    assert len(numbers) == 1200
    client.subscribers.bulk_update([{"id": ana.id, "firstName": "Anna"}])
    updated = next(entry for entry in client.subscribers.list(query="+15555550100") if entry.id == ana.id)
    assert updated.additional_properties.get("firstName") == "Anna"


def test_smart_replies(surface: Surface) -> None:
    _, _, client = surface
    reply = client.smart_replies.create(word="hours", message="9 to 5", include_contact_card=True)
    assert (reply.keyword.keyword, reply.include_contact_card) == ("HOURS", True)
    assert client.smart_replies.get(reply.id).message == "9 to 5"
    assert client.smart_replies.update(reply.id, message="10 to 6").message == "10 to 6"


def test_keywords(surface: Surface) -> None:
    _, fake, client = surface
    extra = fake.seed("keywords", [{"keyword": "STOPX"}])[0]
    assert client.keywords.main().keyword == "JOIN"
    assert client.keywords.get(extra["id"]).keyword == "STOPX"
    assert {"JOIN", "STOPX"} <= {entry.keyword for entry in client.keywords.list()}


def test_deeplinks(surface: Surface) -> None:
    _, _, client = surface
    url = client.deeplinks.create(
        android_uri="app://a",
        ios_uri="app://i",
        mac_uri="app://m",
        windows_uri="app://w",
        default_uri="https://d",
    )
    assert url.startswith("https://")
    assert client.deeplinks.create_imessage(opt_in_message="Text JOIN", sender_name="Shop").startswith(
        "https://"
    )


def test_dedicated_numbers_and_deliveries(surface: Surface) -> None:
    _, fake, client = surface
    fake.seed("dedicated_numbers", [{"number": "+15550009999", "status": "Basic"}])
    assert "+15550009999" in [entry.number for entry in client.dedicated_numbers.list()]
    fake.seed("deliveries", [{"status": "failed", "type": "mms", "date": "2026-05-01T10:00:00Z"}])
    failed = list(client.deliveries.list(status="failed", type="mms", start_date="2026-05-01T00:00:00Z"))
    assert [(entry.status, entry.type_) for entry in failed] == [("failed", "mms")]
    assert list(client.deliveries.list(status="failed", end_date="2026-04-30T00:00:00Z")) == []


def test_delivery_analytics(surface: Surface) -> None:
    _, fake, client = surface
    fake.seed(
        "deliveries", [{"date": "2026-06-01T01:00:00Z"}, {"date": "2026-06-01T02:00:00Z", "type": "mms"}]
    )
    day = client.analytics.delivery(
        start_date=datetime.datetime(2026, 6, 1, tzinfo=UTC), end_date="2026-06-02T00:00:00Z", type="all"
    )
    assert day.total_messages == 2
    windows = list(
        client.analytics.delivery_windows(start_date="2026-05-31T00:00:00Z", end_date="2026-06-02T12:00:00Z")
    )
    assert [window.analytics.total_messages for window in windows] == [0, 2, 0]
    assert windows[-1].end == datetime.datetime(2026, 6, 2, 12, tzinfo=UTC)


def test_webhooks(surface: Surface) -> None:
    _, _, client = surface
    hook = client.webhooks.create(
        event="delivery-status",
        url="https://hooks.example/a",
        secret="s" * 128,
        pool_id="p1",
        retry_on_error=True,
    )
    assert (hook.event, hook.pools[0].id, hook.retry_on_error) == ("delivery-status", "p1", True)
    assert not hasattr(hook, "secret")
    assert "secret" not in hook.additional_properties
    assert client.webhooks.update(hook.id, url="https://hooks.example/b").url == "https://hooks.example/b"
    assert hook.id in [entry.id for entry in client.webhooks.list()]
    assert client.webhooks.delete(hook.id) is None
    assert hook.id not in [entry.id for entry in client.webhooks.list()]


def _shape(path: str) -> str:
    return re.sub(r"\{\w+\}", "{}", path)


def _call_from_the_spec(fake: FakeService, client: Any, method: str, path: str) -> None:
    """Call an operation the fake answers from the spec through its typed method: a path id names a
    record of its collection (one there is, else one seeded), any other required argument takes the
    least value its schema allows."""
    app = fake.app
    assert app.records is not None
    assert app.echoes is not None
    operation = next(
        found for found in app.records.spec.operations if (found.method, found.template) == (method, path)
    )
    descriptor = next(
        found for found in operations() if (found.method, _shape(found.path)) == (method, _shape(path))
    )
    owners = dict(app.records.role(operation).owners)
    schemas = {parameter.name: parameter.schema for parameter in operation.parameters}
    body = app.echoes.spec.resolve(operation.body_schema or {})
    schemas |= body.get("properties", {})
    arguments = {}
    for parameter in (*descriptor.parameters, *(descriptor.body.fields if descriptor.body else ())):
        if not parameter.required:
            continue
        if parameter.location == "path" and parameter.json_name in owners:
            kind = owners[parameter.json_name]
            records = fake.state.collection(kind).all() or fake.seed(kind, count=1)
            arguments[parameter.sdk_name] = records[-1][fake.state.collection(kind).id_field]
        else:
            arguments[parameter.sdk_name] = app.echoes.minimal(schemas[parameter.json_name])
    target = client
    for name in descriptor.sdk_method.split("."):
        target = getattr(target, name)
    answer = target(**arguments)
    if hasattr(answer, "pages"):
        list(answer)


def test_every_operation_was_exercised(surface: Surface) -> None:
    """Runs last in this module: the fake saw every operation of the spec, with this client."""
    mode, fake, client = surface
    spec = load_spec()
    every = set(spec_operations(spec))
    for method, path in sorted(every - set(fake.state.route_hits)):
        if (method, path) not in fake.app.own_routes:
            _call_from_the_spec(fake, client, method, path)
    missing = every - set(fake.state.route_hits)
    assert not missing, f"{mode}: operations never exercised: {sorted(missing)}"
