"""A tour of textsvc: every group of the SDK against the fake service, webhooks verified on arrival.

    nox -s demo            # or: python examples/tour.py (with textsvc[testing] installed)

With TEXTSVC_API_KEY and TEXTSVC_BASE_URL set, only the read-only part runs, against that service.
"""

from __future__ import annotations

import datetime
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from wsgiref.simple_server import WSGIRequestHandler, make_server

import textsvc
from textsvc import webhooks
from textsvc.webhooks.wsgi import WebhookApp

SPEED = 240
"""The fake's clock (and the client's) runs this many times faster than real time, so the
documented rate limits stay on but a 60 s window passes in a quarter of a second."""

UTC = datetime.UTC


def step(title: str) -> None:
    print(f"\n== {title}")


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def listener(secret: str, received: list[webhooks.WebhookEvent]) -> Iterator[str]:
    """A local webhook listener that verifies every request with textsvc.webhooks."""
    app = WebhookApp(received.append, secret=secret)
    with make_server("127.0.0.1", 0, app, handler_class=_Quiet) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_port}/hooks"
        finally:
            server.shutdown()
            thread.join(5)


def read_only_tour(client: textsvc.Client) -> None:
    """What the tour does against a real account: nothing is created or changed."""
    now = datetime.datetime.now(UTC)
    checks: list[tuple[str, Callable[[], object]]] = [
        ("main keyword", lambda: client.keywords.main().keyword),
        ("templates (first page)", lambda: len(client.templates.list(page_size=25).first_page().rows)),
        ("dedicated numbers", lambda: [number.number for number in client.dedicated_numbers.list()]),
        ("campaigns (first page)", lambda: len(client.campaigns.list(page_size=25).first_page().rows)),
        ("webhooks", lambda: [(hook.event, hook.url) for hook in client.webhooks.list()]),
        (
            "delivery analytics, last 24 h",
            lambda: (
                client.analytics.delivery(
                    start_date=now - datetime.timedelta(hours=24), end_date=now
                ).total_messages
            ),
        ),
    ]
    for label, check in checks:
        try:
            print(f"{label}: {check()}")
        except textsvc.SvcError as error:
            print(f"{label}: {type(error).__name__}: {error}")


def fake_tour(*, port: int = 0, base_url: str | None = None) -> dict[str, object]:
    """``port`` and ``base_url`` put a proxy between the client and the fake (``nox -s conformance``
    puts Prism there, which checks every exchange against the spec)."""
    from textsvc.testing import FakeService, ScaledClock

    clock = ScaledClock(SPEED)
    summary: dict[str, object] = {}
    with (
        FakeService(clock=clock, port=port) as fake,
        fake.client(clock=clock, base_url=base_url or fake.base_url) as client,
    ):
        print(f"fake service at {fake.base_url} (rate limits on, clock x{SPEED})")

        step("templates")
        welcome = client.templates.create(name="Welcome", message="Hi {firstName}, welcome aboard!")
        print(f"created template {welcome.id}: {welcome.message!r}")
        for number in range(300):
            client.templates.create(name=f"Promo {number:03d}", message=f"Offer number {number}")
        pages = list(client.templates.list(query="Promo", page_size=120).pages())
        print(f"paged {sum(len(page.rows) for page in pages)} templates in {len(pages)} pages of up to 120")
        summary["templates"] = pages[-1].total

        step("custom fields, link tags, smart replies, chatbots, deeplinks")
        client.custom_fields.bulk_create([{"name": "Birthday", "format": "MMM D, YYYY"}, {"name": "City"}])
        tag = client.link_tags.create(tag="spring-sale")
        reply = client.smart_replies.create(word="hours", message="Open 9-5, Monday to Friday")
        bot = client.chatbots.create(
            name="Concierge", instructions="Answer kindly", longcode_id=1, is_enabled=True
        )
        link = client.deeplinks.create_imessage(opt_in_message="Text JOIN to subscribe")
        print(
            f"fields: {[field.name for field in client.custom_fields.list()]}; tag {tag.tag!r}; "
            f"reply to {reply.keyword.keyword!r}; chatbot {bot.name!r}; deeplink {link}"
        )

        step("verification codes")
        sent = client.verify.send_code(to="+15555550100", service_name="Tour Shop")
        checked = client.verify.check_code(
            verification_id=sent.verification_id, code=fake.last_code("+15555550100")
        )
        bad_number = client.verify.check_number(number="555-1234")
        print(f"code sent ({sent.status}), checked: {checked.status}; '555-1234' risk: {bad_number.risk}")
        summary["verification"] = checked.status

        step("subscribers and groups: bulk-create 2,500 subscribers, add them to a group")
        started = time.perf_counter()
        client.subscribers.bulk_create([{"number": f"+1555560{n:04d}"} for n in range(2500)])
        ana = client.subscribers.create(number="+15555600000", extra_body={"firstName": "Ana"})
        vip, empty = client.groups.create(name="VIP"), client.groups.create(name="Empty")
        ids = [subscriber.id for subscriber in client.subscribers.list(query="+1555560")]
        client.groups.add_subscribers(vip.id, ids)
        counts = client.groups.member_counts([vip.id, empty.id])
        print(
            f"subscriber {ana.id} ({ana.number}) updated, not duplicated; member counts {counts} "
            f"(3 requests of at most 1000 each way, {time.perf_counter() - started:.2f}s)"
        )
        summary["members"] = counts[vip.id]

        step("a text message: sent, in the fake's outbox, its delivery reported to a webhook")
        delivery_secret = webhooks.generate_secret()
        delivered: list[webhooks.WebhookEvent] = []
        with listener(delivery_secret, delivered) as url:
            client.webhooks.create(event="delivery-status", url=url, secret=delivery_secret)
            recipients = ["+15555600000", "+15555600001", "555-1234"]
            invalid = client.messages.validate_recipients(subscribers=recipients)
            valid = [number for number in recipients if number not in invalid]
            client.messages.send(message="Spring sale: 20% off today", subscribers=valid)
            fake.wait_for_webhooks(5.0)
        outbox_entry = fake.sent_messages[-1]
        print(f"not phone numbers: {invalid}; outbox: {outbox_entry.message!r}", end=" ")
        print(f"to {list(outbox_entry.subscribers)}")
        for event in delivered:
            print(f"  verified delivery-status: {event.data['to']} {event.data['status']}")
        summary["texts sent"] = len(fake.sent_messages)

        step("drip campaign")
        drip = client.drip_campaigns.create(
            name="Onboarding", end_date=datetime.datetime(2027, 1, 1, tzinfo=UTC)
        )
        for day, text in enumerate(["Welcome!", "Tips for week one", "How is it going?"]):
            client.drip_campaigns.messages.create(drip.id, title=f"Day {day}", content=text, delay=day)
        client.drip_campaigns.start(drip.id, group_id=vip.id)
        running = client.drip_campaigns.get(drip.id)
        print(
            f"{running.name!r}: {[message.title for message in running.campaign_messages]} "
            f"for {running.campaign_messages[0].member_count} members"
        )

        step("threads, campaigns, controlled templates, keywords, numbers, deliveries")
        thread = fake.seed("threads", [{"name": "Ana"}])[0]
        fake.add_thread_item(thread["id"], "Do you ship to Lisbon?")
        fake.seed("campaigns", [{"name": "Black Friday", "deliveredCount": 1200}])
        fake.seed("controlled_templates", [{"name": "Toll-free intro", "isGlobal": True}])
        fake.seed("dedicated_numbers", count=2)
        fake.seed("deliveries", count=600)
        print(
            f"unread threads: {sum(entry.unread for entry in client.threads.list())}; "
            f"campaigns: {[campaign.name for campaign in client.campaigns.list()]}; "
            f"global templates: {len(client.controlled_templates.list_global())}; "
            f"main keyword: {client.keywords.main().keyword}; "
            f"numbers: {[number.number for number in client.dedicated_numbers.list()]}"
        )

        step("analytics over 3 days (24-hour windows, paced to 5 requests a minute)")
        for window in client.analytics.delivery_windows(
            start_date="2026-01-01T00:00:00Z", end_date="2026-01-03T12:00:00Z"
        ):
            print(
                f"{window.start:%Y-%m-%d %H:%M} .. {window.end:%Y-%m-%d %H:%M}: "
                f"{window.analytics.total_messages} messages, {window.analytics.deliverability}% delivered"
            )
        deliveries = sum(1 for _ in client.deliveries.list(status="sent"))
        summary["deliveries"] = deliveries

        step("webhooks, verified on arrival")
        secret = webhooks.generate_secret()
        received: list[webhooks.WebhookEvent] = []
        with listener(secret, received) as url:
            hook = client.webhooks.create(event="message-reply", url=url, secret=secret, retry_on_error=True)
            for text in ("Yes please", "STOP", "What time do you open?"):
                fake.emit("message-reply", {"from": "+15555550100", "text": text})
        print(f"webhook {hook.id} -> {hook.url}")
        for event in received:
            print(f"  verified event: {event.data}")
        summary["webhook events verified"] = len(delivered) + len(received)  # each printed above

        step("errors are typed")
        try:
            client.link_tags.get(999_999)
        except textsvc.SvcNotFoundError as error:
            print(f"{type(error).__name__}: {error}")
        summary["requests answered"] = sum(fake.state.status_counts.values())
        summary["429 answers"] = fake.state.status_counts[429]
        summary["simulated minutes"] = round(clock.now() / 60, 1)
    return summary


def main() -> None:
    if os.environ.get("TEXTSVC_API_KEY") and os.environ.get("TEXTSVC_BASE_URL"):
        print("TEXTSVC_API_KEY and TEXTSVC_BASE_URL are set: read-only tour of that service")
        with textsvc.Client() as client:
            read_only_tour(client)
        return
    started = time.perf_counter()
    summary = fake_tour()
    print("\n== summary")
    for key, value in summary.items():
        print(f"{key:>24}: {value}")
    print(f"{'wall time':>24}: {time.perf_counter() - started:.1f}s")


if __name__ == "__main__":
    main()
