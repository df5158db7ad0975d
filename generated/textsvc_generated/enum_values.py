"""Every enum's values, a frozenset each (written by scripts/regenerate.py)."""

from .models import analytics_interval as _analytics_interval
from .models import analytics_message_type as _analytics_message_type
from .models import analytics_sort_direction as _analytics_sort_direction
from .models import campaign_message_sort_field as _campaign_message_sort_field
from .models import campaign_option_sort_field as _campaign_option_sort_field
from .models import campaign_sort_field as _campaign_sort_field
from .models import chatbot_sort_field as _chatbot_sort_field
from .models import controlled_template_sort_field as _controlled_template_sort_field
from .models import custom_field_sort_field as _custom_field_sort_field
from .models import dedicated_number_sort_field as _dedicated_number_sort_field
from .models import delivery_sort_field as _delivery_sort_field
from .models import drip_campaign_sort_field as _drip_campaign_sort_field
from .models import keyword_sort_field as _keyword_sort_field
from .models import link_tag_sort_field as _link_tag_sort_field
from .models import sort_direction as _sort_direction
from .models import template_sort_field as _template_sort_field
from .models import thread_summary_sort_field as _thread_summary_sort_field
from .models import verification_sort_field as _verification_sort_field
from .models import webhook_event_type as _webhook_event_type

ANALYTICS_INTERVAL_VALUES = frozenset(_analytics_interval.ANALYTICS_INTERVAL_VALUES)
ANALYTICS_MESSAGE_TYPE_VALUES = frozenset(
    _analytics_message_type.ANALYTICS_MESSAGE_TYPE_VALUES
)
ANALYTICS_SORT_DIRECTION_VALUES = frozenset(
    _analytics_sort_direction.ANALYTICS_SORT_DIRECTION_VALUES
)
CAMPAIGN_MESSAGE_SORT_FIELD_VALUES = frozenset(
    _campaign_message_sort_field.CAMPAIGN_MESSAGE_SORT_FIELD_VALUES
)
CAMPAIGN_OPTION_SORT_FIELD_VALUES = frozenset(
    _campaign_option_sort_field.CAMPAIGN_OPTION_SORT_FIELD_VALUES
)
CAMPAIGN_SORT_FIELD_VALUES = frozenset(_campaign_sort_field.CAMPAIGN_SORT_FIELD_VALUES)
CHATBOT_SORT_FIELD_VALUES = frozenset(_chatbot_sort_field.CHATBOT_SORT_FIELD_VALUES)
CONTROLLED_TEMPLATE_SORT_FIELD_VALUES = frozenset(
    _controlled_template_sort_field.CONTROLLED_TEMPLATE_SORT_FIELD_VALUES
)
CUSTOM_FIELD_SORT_FIELD_VALUES = frozenset(
    _custom_field_sort_field.CUSTOM_FIELD_SORT_FIELD_VALUES
)
DEDICATED_NUMBER_SORT_FIELD_VALUES = frozenset(
    _dedicated_number_sort_field.DEDICATED_NUMBER_SORT_FIELD_VALUES
)
DELIVERY_SORT_FIELD_VALUES = frozenset(_delivery_sort_field.DELIVERY_SORT_FIELD_VALUES)
DRIP_CAMPAIGN_SORT_FIELD_VALUES = frozenset(
    _drip_campaign_sort_field.DRIP_CAMPAIGN_SORT_FIELD_VALUES
)
KEYWORD_SORT_FIELD_VALUES = frozenset(_keyword_sort_field.KEYWORD_SORT_FIELD_VALUES)
LINK_TAG_SORT_FIELD_VALUES = frozenset(_link_tag_sort_field.LINK_TAG_SORT_FIELD_VALUES)
SORT_DIRECTION_VALUES = frozenset(_sort_direction.SORT_DIRECTION_VALUES)
TEMPLATE_SORT_FIELD_VALUES = frozenset(_template_sort_field.TEMPLATE_SORT_FIELD_VALUES)
THREAD_SUMMARY_SORT_FIELD_VALUES = frozenset(
    _thread_summary_sort_field.THREAD_SUMMARY_SORT_FIELD_VALUES
)
VERIFICATION_SORT_FIELD_VALUES = frozenset(
    _verification_sort_field.VERIFICATION_SORT_FIELD_VALUES
)
WEBHOOK_EVENT_TYPE_VALUES = frozenset(_webhook_event_type.WEBHOOK_EVENT_TYPE_VALUES)

__all__ = (
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
    "VERIFICATION_SORT_FIELD_VALUES",
    "WEBHOOK_EVENT_TYPE_VALUES",
)
