"""Everything the fake remembers; one lock guards it (the server thread and the test thread share it)."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from .._clock import Clock
from .._policies import BucketLimit
from ._limits import RateLimiter, account_of
from ._outbox import SentMessage
from ._store import Collection, Record

ACCOUNT_STATES = (
    "EXPIRED_TRIAL_ACCOUNT",
    "DISABLED_ACCOUNT",
    "PAUSED_ACCOUNT",
    "CANCELED_ACCOUNT",
    "DECLINED_CARD",
    "EXPIRED_CARD",
)
ACCOUNT_ID = 1
ACCOUNT_EMAIL = "owner@account.example"

KINDS = (
    "templates",
    "custom_fields",
    "drip_campaigns",
    "drip_messages",
    "link_tags",
    "campaigns",
    "campaign_messages",
    "threads",
    "controlled_templates",
    "chatbots",
    "smart_replies",
    "keywords",
    "dedicated_numbers",
    "deliveries",
    "webhooks",
    "subscribers",
    "groups",
    "links",
)

ID_FIELDS = {"deliveries": "messageId", "dedicated_numbers": "longcodeId"}

EventSink = Callable[[str, Any, str | None], None]
"""Takes an event for the webhooks: (event type, payload, pool id)."""


@attrs.frozen
class CodeRecord:
    verification: Record
    code: str
    expires_at: float
    """On the fake's clock."""


class FakeState:
    def __init__(
        self,
        *,
        api_keys: Iterable[str],
        clock: Clock,
        rate_limits: bool,
        limits: Mapping[str, BucketLimit] | None = None,
        strict: bool = True,
    ) -> None:
        self.lock = threading.RLock()
        self.accounts = frozenset(account_of(key) for key in api_keys)
        """``account_of`` each API key the fake accepts (each key is an account of its own)."""
        self.clock = clock
        self.limiter = RateLimiter(clock, enabled=rate_limits, limits=limits)
        self.strict = strict
        """Whether the fake's checks beyond the document apply (docs/fake-choices.md)."""
        self.event_sinks: list[EventSink] = []
        """Where ``publish`` hands events (the webhook sender's queue)."""
        self.clear()
        self.route_hits: Counter[tuple[str, str]] = Counter()
        """(method, path template) -> requests that reached its handler."""
        self.status_counts: Counter[int] = Counter()
        """Status code -> responses answered with it."""

    def clear(self) -> None:
        """Forget every record, as a new fake has none (the limits, counters and keys stay)."""
        self.account_state: str | None = None
        self.collections = {
            kind: Collection(kind.replace("_", " ").rstrip("s"), ID_FIELDS.get(kind, "id")) for kind in KINDS
        }
        self.groups: dict[int, list[int]] = {}
        """Group id -> subscriber ids in the order they were added."""
        self.codes: dict[str, CodeRecord] = {}
        """Verification id -> its code."""
        self.seen_request_ids: set[str] = set()
        self.main_keyword_id: int | None = None
        self.outbox: list[SentMessage] = []
        """Every message ``POST /send`` accepted, in order."""

    def publish(self, event: str, payload: Any, pool_id: str | None = None) -> None:
        """Hand an event to the webhook sender; it is delivered after the response, in order."""
        for sink in self.event_sinks:
            sink(event, payload, pool_id)

    def authenticated_account(self, authorization: str | None) -> str | None:
        """The account an ``Authorization`` header authenticates; ``None`` when it authenticates none."""
        if authorization is None or not authorization.startswith("Bearer "):
            return None
        account = account_of(authorization.removeprefix("Bearer "))
        return account if account in self.accounts else None

    @property
    def rejections(self) -> Counter[str]:
        """Bucket -> requests answered 429 because their window was spent (``.total()`` for all).

        A snapshot; ``FakeService.reset_rate_limits()`` starts it again from zero.
        """
        return self.limiter.rejections()

    def __getitem__(self, kind: str) -> Collection:
        return self.collections[kind]

    def collection(self, kind: str) -> Collection:
        """The records of ``kind``, a new collection for a kind only generic routes serve."""
        if kind not in self.collections:
            self.collections[kind] = Collection(kind.replace("_", " ").rstrip("s"), ID_FIELDS.get(kind, "id"))
        return self.collections[kind]

    def members(self, group_id: int) -> list[int]:
        return self.groups.get(group_id, [])

    def verifications(self) -> list[Record]:
        return [entry.verification for entry in self.codes.values()]

    def latest_code_for(self, to: str) -> CodeRecord | None:
        matches = [entry for entry in self.codes.values() if entry.verification["number"] == to]
        return matches[-1] if matches else None
