"""Every type a method of the SDK takes or returns: the API's models and enums, and the SDK's own.

    from textsvc.types import Delivery, SortDirection, Template, WebhookEvent

The models (attrs classes) and enums come from the spec, so one added there is exported here by
regeneration alone. An enum is a ``Literal`` alias (``SortDirection``), and ``<NAME>_VALUES`` is a
frozenset of its values (``SORT_DIRECTION_VALUES``). An optional field the service left out holds
``UNSET`` (an ``Unset``), which is falsy.

The SDK never imports this module itself, so ``import textsvc`` does not load the models; the first
``textsvc.types`` or ``import textsvc.types`` does.
"""

from textsvc_generated import enum_values as _enum_values
from textsvc_generated import models as _models
from textsvc_generated.enum_values import *  # noqa: F403 (every enum's values as a frozenset)
from textsvc_generated.models import *  # noqa: F403 (every model and enum of the spec, see __all__)
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
from ._rate_limit import RateLimit
from ._response import RawResponse
from ._sync._pager import Pager
from .webhooks import (
    DeliveryStatusEvent,
    MessageReplyEvent,
    MessageSendEvent,
    NumberOptInEvent,
    WebhookEvent,
)

__all__ = [
    "UNSET",
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
__all__ += [*_models.__all__, *_enum_values.__all__]
__all__.sort()  # one sorted list, whatever the spec adds
