"""The SDK's resources: one attribute per tag of the spec, for a client that is its own runner."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

from textsvc._descriptors import (
    AsyncOperationRunner,
    BucketLimit,
    OperationDescriptor,
    OperationRunner,
)

if TYPE_CHECKING:
    from .analytics import Analytics, AsyncAnalytics
    from .campaigns import AsyncCampaigns, Campaigns
    from .chatbots import AsyncChatbots, Chatbots
    from .controlled_templates import AsyncControlledTemplates, ControlledTemplates
    from .custom_fields import AsyncCustomFields, CustomFields
    from .dedicated_numbers import AsyncDedicatedNumbers, DedicatedNumbers
    from .deeplinks import AsyncDeeplinks, Deeplinks
    from .deliveries import AsyncDeliveries, Deliveries
    from .drip_campaigns import AsyncDripCampaigns, DripCampaigns
    from .groups import AsyncGroups, Groups
    from .keywords import AsyncKeywords, Keywords
    from .link_tags import AsyncLinkTags, LinkTags
    from .links import AsyncLinks, Links
    from .messages import AsyncMessages, Messages
    from .smart_replies import AsyncSmartReplies, SmartReplies
    from .subscribers import AsyncSubscribers, Subscribers
    from .templates import AsyncTemplates, Templates
    from .threads import AsyncThreads, Threads
    from .verify import AsyncVerify, Verify
    from .webhooks import AsyncWebhooks, Webhooks

BUCKET_LIMITS: Mapping[str, BucketLimit] = MappingProxyType(
    {
        "general": BucketLimit(
            bucket="general",
            requests=30,
            seconds=60.0,
            scope="ip",
            scope_documented=True,
        ),
        "analytics": BucketLimit(
            bucket="analytics",
            requests=5,
            seconds=60.0,
            scope="account",
            scope_documented=True,
        ),
        "subscribers": BucketLimit(
            bucket="subscribers",
            requests=15,
            seconds=15.0,
            scope="account",
            scope_documented=False,
        ),
        "send": BucketLimit(
            bucket="send",
            requests=25,
            seconds=15.0,
            scope="account",
            scope_documented=False,
        ),
        "bulk-groups": BucketLimit(
            bucket="bulk-groups",
            requests=5,
            seconds=15.0,
            scope="account",
            scope_documented=True,
        ),
    }
)
"""Each rate-limit window of the spec's ``x-rate-limits``, by bucket name."""


def operations() -> tuple[OperationDescriptor[Any], ...]:
    """Every operation of the spec, group after group (their modules are imported now)."""
    from . import (
        analytics,
        campaigns,
        chatbots,
        controlled_templates,
        custom_fields,
        dedicated_numbers,
        deeplinks,
        deliveries,
        drip_campaigns,
        groups,
        keywords,
        link_tags,
        links,
        messages,
        smart_replies,
        subscribers,
        templates,
        threads,
        verify,
        webhooks,
    )

    return (
        *analytics.OPERATIONS,
        *campaigns.OPERATIONS,
        *chatbots.OPERATIONS,
        *controlled_templates.OPERATIONS,
        *custom_fields.OPERATIONS,
        *dedicated_numbers.OPERATIONS,
        *deeplinks.OPERATIONS,
        *deliveries.OPERATIONS,
        *drip_campaigns.OPERATIONS,
        *groups.OPERATIONS,
        *keywords.OPERATIONS,
        *link_tags.OPERATIONS,
        *links.OPERATIONS,
        *messages.OPERATIONS,
        *smart_replies.OPERATIONS,
        *subscribers.OPERATIONS,
        *templates.OPERATIONS,
        *threads.OPERATIONS,
        *verify.OPERATIONS,
        *webhooks.OPERATIONS,
    )


class Resources:
    """Mixed into a client class that implements ``OperationRunner``."""

    @cached_property
    def analytics(self) -> Analytics:
        """The ``analytics`` operations."""
        from .analytics import Analytics

        return Analytics(cast(OperationRunner, self))

    @cached_property
    def campaigns(self) -> Campaigns:
        """The ``campaigns`` operations."""
        from .campaigns import Campaigns

        return Campaigns(cast(OperationRunner, self))

    @cached_property
    def chatbots(self) -> Chatbots:
        """The ``chatbots`` operations."""
        from .chatbots import Chatbots

        return Chatbots(cast(OperationRunner, self))

    @cached_property
    def controlled_templates(self) -> ControlledTemplates:
        """The ``controlled_templates`` operations."""
        from .controlled_templates import ControlledTemplates

        return ControlledTemplates(cast(OperationRunner, self))

    @cached_property
    def custom_fields(self) -> CustomFields:
        """The ``custom_fields`` operations."""
        from .custom_fields import CustomFields

        return CustomFields(cast(OperationRunner, self))

    @cached_property
    def dedicated_numbers(self) -> DedicatedNumbers:
        """The ``dedicated_numbers`` operations."""
        from .dedicated_numbers import DedicatedNumbers

        return DedicatedNumbers(cast(OperationRunner, self))

    @cached_property
    def deeplinks(self) -> Deeplinks:
        """The ``deeplinks`` operations."""
        from .deeplinks import Deeplinks

        return Deeplinks(cast(OperationRunner, self))

    @cached_property
    def deliveries(self) -> Deliveries:
        """The ``deliveries`` operations."""
        from .deliveries import Deliveries

        return Deliveries(cast(OperationRunner, self))

    @cached_property
    def drip_campaigns(self) -> DripCampaigns:
        """The ``drip_campaigns`` operations."""
        from .drip_campaigns import DripCampaigns

        return DripCampaigns(cast(OperationRunner, self))

    @cached_property
    def groups(self) -> Groups:
        """The ``groups`` operations."""
        from .groups import Groups

        return Groups(cast(OperationRunner, self))

    @cached_property
    def keywords(self) -> Keywords:
        """The ``keywords`` operations."""
        from .keywords import Keywords

        return Keywords(cast(OperationRunner, self))

    @cached_property
    def link_tags(self) -> LinkTags:
        """The ``link_tags`` operations."""
        from .link_tags import LinkTags

        return LinkTags(cast(OperationRunner, self))

    @cached_property
    def links(self) -> Links:
        """The ``links`` operations."""
        from .links import Links

        return Links(cast(OperationRunner, self))

    @cached_property
    def messages(self) -> Messages:
        """The ``messages`` operations."""
        from .messages import Messages

        return Messages(cast(OperationRunner, self))

    @cached_property
    def smart_replies(self) -> SmartReplies:
        """The ``smart_replies`` operations."""
        from .smart_replies import SmartReplies

        return SmartReplies(cast(OperationRunner, self))

    @cached_property
    def subscribers(self) -> Subscribers:
        """The ``subscribers`` operations."""
        from .subscribers import Subscribers

        return Subscribers(cast(OperationRunner, self))

    @cached_property
    def templates(self) -> Templates:
        """The ``templates`` operations."""
        from .templates import Templates

        return Templates(cast(OperationRunner, self))

    @cached_property
    def threads(self) -> Threads:
        """The ``threads`` operations."""
        from .threads import Threads

        return Threads(cast(OperationRunner, self))

    @cached_property
    def verify(self) -> Verify:
        """The ``verify`` operations."""
        from .verify import Verify

        return Verify(cast(OperationRunner, self))

    @cached_property
    def webhooks(self) -> Webhooks:
        """The ``webhooks`` operations."""
        from .webhooks import Webhooks

        return Webhooks(cast(OperationRunner, self))


class AsyncResources:
    """Mixed into a client class that implements ``AsyncOperationRunner``."""

    @cached_property
    def analytics(self) -> AsyncAnalytics:
        """The ``analytics`` operations."""
        from .analytics import AsyncAnalytics

        return AsyncAnalytics(cast(AsyncOperationRunner, self))

    @cached_property
    def campaigns(self) -> AsyncCampaigns:
        """The ``campaigns`` operations."""
        from .campaigns import AsyncCampaigns

        return AsyncCampaigns(cast(AsyncOperationRunner, self))

    @cached_property
    def chatbots(self) -> AsyncChatbots:
        """The ``chatbots`` operations."""
        from .chatbots import AsyncChatbots

        return AsyncChatbots(cast(AsyncOperationRunner, self))

    @cached_property
    def controlled_templates(self) -> AsyncControlledTemplates:
        """The ``controlled_templates`` operations."""
        from .controlled_templates import AsyncControlledTemplates

        return AsyncControlledTemplates(cast(AsyncOperationRunner, self))

    @cached_property
    def custom_fields(self) -> AsyncCustomFields:
        """The ``custom_fields`` operations."""
        from .custom_fields import AsyncCustomFields

        return AsyncCustomFields(cast(AsyncOperationRunner, self))

    @cached_property
    def dedicated_numbers(self) -> AsyncDedicatedNumbers:
        """The ``dedicated_numbers`` operations."""
        from .dedicated_numbers import AsyncDedicatedNumbers

        return AsyncDedicatedNumbers(cast(AsyncOperationRunner, self))

    @cached_property
    def deeplinks(self) -> AsyncDeeplinks:
        """The ``deeplinks`` operations."""
        from .deeplinks import AsyncDeeplinks

        return AsyncDeeplinks(cast(AsyncOperationRunner, self))

    @cached_property
    def deliveries(self) -> AsyncDeliveries:
        """The ``deliveries`` operations."""
        from .deliveries import AsyncDeliveries

        return AsyncDeliveries(cast(AsyncOperationRunner, self))

    @cached_property
    def drip_campaigns(self) -> AsyncDripCampaigns:
        """The ``drip_campaigns`` operations."""
        from .drip_campaigns import AsyncDripCampaigns

        return AsyncDripCampaigns(cast(AsyncOperationRunner, self))

    @cached_property
    def groups(self) -> AsyncGroups:
        """The ``groups`` operations."""
        from .groups import AsyncGroups

        return AsyncGroups(cast(AsyncOperationRunner, self))

    @cached_property
    def keywords(self) -> AsyncKeywords:
        """The ``keywords`` operations."""
        from .keywords import AsyncKeywords

        return AsyncKeywords(cast(AsyncOperationRunner, self))

    @cached_property
    def link_tags(self) -> AsyncLinkTags:
        """The ``link_tags`` operations."""
        from .link_tags import AsyncLinkTags

        return AsyncLinkTags(cast(AsyncOperationRunner, self))

    @cached_property
    def links(self) -> AsyncLinks:
        """The ``links`` operations."""
        from .links import AsyncLinks

        return AsyncLinks(cast(AsyncOperationRunner, self))

    @cached_property
    def messages(self) -> AsyncMessages:
        """The ``messages`` operations."""
        from .messages import AsyncMessages

        return AsyncMessages(cast(AsyncOperationRunner, self))

    @cached_property
    def smart_replies(self) -> AsyncSmartReplies:
        """The ``smart_replies`` operations."""
        from .smart_replies import AsyncSmartReplies

        return AsyncSmartReplies(cast(AsyncOperationRunner, self))

    @cached_property
    def subscribers(self) -> AsyncSubscribers:
        """The ``subscribers`` operations."""
        from .subscribers import AsyncSubscribers

        return AsyncSubscribers(cast(AsyncOperationRunner, self))

    @cached_property
    def templates(self) -> AsyncTemplates:
        """The ``templates`` operations."""
        from .templates import AsyncTemplates

        return AsyncTemplates(cast(AsyncOperationRunner, self))

    @cached_property
    def threads(self) -> AsyncThreads:
        """The ``threads`` operations."""
        from .threads import AsyncThreads

        return AsyncThreads(cast(AsyncOperationRunner, self))

    @cached_property
    def verify(self) -> AsyncVerify:
        """The ``verify`` operations."""
        from .verify import AsyncVerify

        return AsyncVerify(cast(AsyncOperationRunner, self))

    @cached_property
    def webhooks(self) -> AsyncWebhooks:
        """The ``webhooks`` operations."""
        from .webhooks import AsyncWebhooks

        return AsyncWebhooks(cast(AsyncOperationRunner, self))


def webhook_payloads() -> Mapping[str, type[Any]]:
    """The model of each event type's body, from the spec's ``webhooks`` (the models are imported now)."""
    from .. import models

    return MappingProxyType(
        {
            "message-reply": models.MessageReplyPayload,
            "delivery-status": models.DeliveryStatusPayload,
            "message-send": models.MessageSendPayload,
            "number-opt-in": models.NumberOptInPayload,
        }
    )
