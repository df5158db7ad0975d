"""Every type a method of the SDK takes or returns: the API's models and enums, and the SDK's own.

    from textsvc.types import Delivery, SortDirection, Template, WebhookEvent

The models (attrs classes) and enums come from the spec, so one added there is exported here by
regeneration alone. An enum is a ``Literal`` alias (``SortDirection``), and ``<NAME>_VALUES`` is a
frozenset of its values (``SORT_DIRECTION_VALUES``). An optional field the service left out holds
``UNSET`` (an ``Unset``), which is falsy.

The SDK never imports this module itself, so ``import textsvc`` does not load the models; the first
``textsvc.types`` or ``import textsvc.types`` does.
"""

from textsvc_generated import models as _models
from textsvc_generated.models import *  # noqa: F403 (every model and enum of the spec, see __all__)
from textsvc_generated.models import analytics_interval as _analytics_interval
from textsvc_generated.models import analytics_message_type as _analytics_message_type
from textsvc_generated.models import analytics_sort_direction as _analytics_sort_direction
from textsvc_generated.models import campaign_message_sort_field as _campaign_message_sort_field
from textsvc_generated.models import campaign_option_sort_field as _campaign_option_sort_field
from textsvc_generated.models import campaign_sort_field as _campaign_sort_field
from textsvc_generated.models import chatbot_sort_field as _chatbot_sort_field
from textsvc_generated.models import controlled_template_sort_field as _controlled_template_sort_field
from textsvc_generated.models import custom_field_sort_field as _custom_field_sort_field
from textsvc_generated.models import dedicated_number_sort_field as _dedicated_number_sort_field
from textsvc_generated.models import delivery_sort_field as _delivery_sort_field
from textsvc_generated.models import drip_campaign_sort_field as _drip_campaign_sort_field
from textsvc_generated.models import keyword_sort_field as _keyword_sort_field
from textsvc_generated.models import link_tag_sort_field as _link_tag_sort_field
from textsvc_generated.models import sort_direction as _sort_direction
from textsvc_generated.models import template_sort_field as _template_sort_field
from textsvc_generated.models import thread_summary_sort_field as _thread_summary_sort_field
from textsvc_generated.models import verification_sort_field as _verification_sort_field
from textsvc_generated.models import webhook_event_type as _webhook_event_type
from textsvc_generated.types import UNSET, Unset

from ._analytics import AnalyticsRangeWarning, AnalyticsWindow
from ._async._pager import AsyncPager
from ._descriptors import (
    Applied,
    AsyncPages,
    IdempotentRequestOptions,
    IdempotentTextRequestOptions,
    Pages,
    RateLimitInfo,
    RawResult,
    RequestOptions,
    RowPage,
    TextRequestOptions,
)
from ._pagination import Page
from ._response import RawResponse
from ._sync._pager import Pager
from .pacing._window import RateLimit
from .webhooks import (
    DeliveryStatusEvent,
    MessageReplyEvent,
    MessageSendEvent,
    NumberOptInEvent,
    WebhookEvent,
)

# Copies, not the generated sets: those are what the models check values against, and a caller
# adding to a shared set would change what the SDK accepts.
ANALYTICS_INTERVAL_VALUES = frozenset(_analytics_interval.ANALYTICS_INTERVAL_VALUES)
ANALYTICS_MESSAGE_TYPE_VALUES = frozenset(_analytics_message_type.ANALYTICS_MESSAGE_TYPE_VALUES)
ANALYTICS_SORT_DIRECTION_VALUES = frozenset(_analytics_sort_direction.ANALYTICS_SORT_DIRECTION_VALUES)
CAMPAIGN_MESSAGE_SORT_FIELD_VALUES = frozenset(
    _campaign_message_sort_field.CAMPAIGN_MESSAGE_SORT_FIELD_VALUES
)
CAMPAIGN_OPTION_SORT_FIELD_VALUES = frozenset(_campaign_option_sort_field.CAMPAIGN_OPTION_SORT_FIELD_VALUES)
CAMPAIGN_SORT_FIELD_VALUES = frozenset(_campaign_sort_field.CAMPAIGN_SORT_FIELD_VALUES)
CHATBOT_SORT_FIELD_VALUES = frozenset(_chatbot_sort_field.CHATBOT_SORT_FIELD_VALUES)
CONTROLLED_TEMPLATE_SORT_FIELD_VALUES = frozenset(
    _controlled_template_sort_field.CONTROLLED_TEMPLATE_SORT_FIELD_VALUES
)
CUSTOM_FIELD_SORT_FIELD_VALUES = frozenset(_custom_field_sort_field.CUSTOM_FIELD_SORT_FIELD_VALUES)
DEDICATED_NUMBER_SORT_FIELD_VALUES = frozenset(
    _dedicated_number_sort_field.DEDICATED_NUMBER_SORT_FIELD_VALUES
)
DELIVERY_SORT_FIELD_VALUES = frozenset(_delivery_sort_field.DELIVERY_SORT_FIELD_VALUES)
DRIP_CAMPAIGN_SORT_FIELD_VALUES = frozenset(_drip_campaign_sort_field.DRIP_CAMPAIGN_SORT_FIELD_VALUES)
KEYWORD_SORT_FIELD_VALUES = frozenset(_keyword_sort_field.KEYWORD_SORT_FIELD_VALUES)
LINK_TAG_SORT_FIELD_VALUES = frozenset(_link_tag_sort_field.LINK_TAG_SORT_FIELD_VALUES)
SORT_DIRECTION_VALUES = frozenset(_sort_direction.SORT_DIRECTION_VALUES)
TEMPLATE_SORT_FIELD_VALUES = frozenset(_template_sort_field.TEMPLATE_SORT_FIELD_VALUES)
THREAD_SUMMARY_SORT_FIELD_VALUES = frozenset(_thread_summary_sort_field.THREAD_SUMMARY_SORT_FIELD_VALUES)
VERIFICATION_SORT_FIELD_VALUES = frozenset(_verification_sort_field.VERIFICATION_SORT_FIELD_VALUES)
WEBHOOK_EVENT_TYPE_VALUES = frozenset(_webhook_event_type.WEBHOOK_EVENT_TYPE_VALUES)

__all__ = [
    "ANALYTICS_INTERVAL_VALUES",
    "ANALYTICS_MESSAGE_TYPE_VALUES",
    "ANALYTICS_SORT_DIRECTION_VALUES",
    "CAMPAIGN_MESSAGE_SORT_FIELD_VALUES",
    "CAMPAIGN_OPTION_SORT_FIELD_VALUES",
    "CAMPAIGN_SORT_FIELD_VALUES",
    "CHATBOT_SORT_FIELD_VALUES",
    "CONTROLLED_TEMPLATE_SORT_FIELD_VALUES",
    "CUSTOM_FIELD_SORT_FIELD_VALUES",
    "DEDICATED_NUMBER_SORT_FIELD_VALUES",
    "DELIVERY_SORT_FIELD_VALUES",
    "DRIP_CAMPAIGN_SORT_FIELD_VALUES",
    "KEYWORD_SORT_FIELD_VALUES",
    "LINK_TAG_SORT_FIELD_VALUES",
    "SORT_DIRECTION_VALUES",
    "TEMPLATE_SORT_FIELD_VALUES",
    "THREAD_SUMMARY_SORT_FIELD_VALUES",
    "UNSET",
    "VERIFICATION_SORT_FIELD_VALUES",
    "WEBHOOK_EVENT_TYPE_VALUES",
    "AnalyticsRangeWarning",
    "AnalyticsWindow",
    "Applied",
    "AsyncPager",
    "AsyncPages",
    "DeliveryStatusEvent",
    "IdempotentRequestOptions",
    "IdempotentTextRequestOptions",
    "MessageReplyEvent",
    "MessageSendEvent",
    "NumberOptInEvent",
    "Page",
    "Pager",
    "Pages",
    "RateLimit",
    "RateLimitInfo",
    "RawResponse",
    "RawResult",
    "RequestOptions",
    "RowPage",
    "TextRequestOptions",
    "Unset",
    "WebhookEvent",
]
__all__ += _models.__all__
__all__.sort()  # one sorted list, whatever the spec adds
