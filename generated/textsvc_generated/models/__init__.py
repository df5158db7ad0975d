"""Contains all the data models used in inputs/outputs"""

from .analytics_interval import AnalyticsInterval
from .analytics_message_type import AnalyticsMessageType
from .analytics_row import AnalyticsRow
from .analytics_sort_direction import AnalyticsSortDirection
from .assigned_child_account import AssignedChildAccount
from .campaign import Campaign
from .campaign_analytics import CampaignAnalytics
from .campaign_analytics_envelope import CampaignAnalyticsEnvelope
from .campaign_envelope import CampaignEnvelope
from .campaign_message import CampaignMessage
from .campaign_message_page import CampaignMessagePage
from .campaign_message_page_envelope import CampaignMessagePageEnvelope
from .campaign_message_sort_field import CampaignMessageSortField
from .campaign_option import CampaignOption
from .campaign_option_page import CampaignOptionPage
from .campaign_option_page_envelope import CampaignOptionPageEnvelope
from .campaign_option_sort_field import CampaignOptionSortField
from .campaign_page import CampaignPage
from .campaign_page_envelope import CampaignPageEnvelope
from .campaign_sort_field import CampaignSortField
from .chatbot import Chatbot
from .chatbot_envelope import ChatbotEnvelope
from .chatbot_file import ChatbotFile
from .chatbot_input import ChatbotInput
from .chatbot_page import ChatbotPage
from .chatbot_page_envelope import ChatbotPageEnvelope
from .chatbot_sort_field import ChatbotSortField
from .chatbot_update import ChatbotUpdate
from .check_code_input import CheckCodeInput
from .check_number_input import CheckNumberInput
from .code_check_result import CodeCheckResult
from .code_send_result import CodeSendResult
from .controlled_template import ControlledTemplate
from .controlled_template_envelope import ControlledTemplateEnvelope
from .controlled_template_list_envelope import ControlledTemplateListEnvelope
from .controlled_template_page import ControlledTemplatePage
from .controlled_template_page_envelope import ControlledTemplatePageEnvelope
from .controlled_template_sort_field import ControlledTemplateSortField
from .custom_field import CustomField
from .custom_field_bulk_input import CustomFieldBulkInput
from .custom_field_envelope import CustomFieldEnvelope
from .custom_field_input import CustomFieldInput
from .custom_field_page import CustomFieldPage
from .custom_field_page_envelope import CustomFieldPageEnvelope
from .custom_field_sort_field import CustomFieldSortField
from .custom_field_update import CustomFieldUpdate
from .dedicated_number import DedicatedNumber
from .dedicated_number_page import DedicatedNumberPage
from .dedicated_number_page_envelope import DedicatedNumberPageEnvelope
from .dedicated_number_sort_field import DedicatedNumberSortField
from .dedicated_number_users import DedicatedNumberUsers
from .deeplink_envelope import DeeplinkEnvelope
from .deeplink_input import DeeplinkInput
from .deeplink_result import DeeplinkResult
from .delivery import Delivery
from .delivery_analytics import DeliveryAnalytics
from .delivery_analytics_envelope import DeliveryAnalyticsEnvelope
from .delivery_page import DeliveryPage
from .delivery_page_envelope import DeliveryPageEnvelope
from .delivery_sort_field import DeliverySortField
from .delivery_status_payload import DeliveryStatusPayload
from .destination_group import DestinationGroup
from .drip_campaign import DripCampaign
from .drip_campaign_envelope import DripCampaignEnvelope
from .drip_campaign_group_input import DripCampaignGroupInput
from .drip_campaign_input import DripCampaignInput
from .drip_campaign_message import DripCampaignMessage
from .drip_campaign_message_envelope import DripCampaignMessageEnvelope
from .drip_campaign_message_input import DripCampaignMessageInput
from .drip_campaign_number import DripCampaignNumber
from .drip_campaign_number_page import DripCampaignNumberPage
from .drip_campaign_number_page_envelope import DripCampaignNumberPageEnvelope
from .drip_campaign_page import DripCampaignPage
from .drip_campaign_page_envelope import DripCampaignPageEnvelope
from .drip_campaign_sort_field import DripCampaignSortField
from .embedded_drip_campaign_message import EmbeddedDripCampaignMessage
from .error_body import ErrorBody
from .group import Group
from .group_envelope import GroupEnvelope
from .group_input import GroupInput
from .group_page import GroupPage
from .group_page_envelope import GroupPageEnvelope
from .group_subscribers_input import GroupSubscribersInput
from .group_update import GroupUpdate
from .imessage_deeplink_input import ImessageDeeplinkInput
from .invalid_recipients import InvalidRecipients
from .invalid_recipients_envelope import InvalidRecipientsEnvelope
from .keyword import Keyword
from .keyword_envelope import KeywordEnvelope
from .keyword_page import KeywordPage
from .keyword_page_envelope import KeywordPageEnvelope
from .keyword_sort_field import KeywordSortField
from .latest_message import LatestMessage
from .link import Link
from .link_envelope import LinkEnvelope
from .link_input import LinkInput
from .link_page import LinkPage
from .link_page_envelope import LinkPageEnvelope
from .link_tag import LinkTag
from .link_tag_envelope import LinkTagEnvelope
from .link_tag_input import LinkTagInput
from .link_tag_page import LinkTagPage
from .link_tag_page_envelope import LinkTagPageEnvelope
from .link_tag_sort_field import LinkTagSortField
from .member_count_map import MemberCountMap
from .member_counts import MemberCounts
from .member_counts_envelope import MemberCountsEnvelope
from .message_reply_payload import MessageReplyPayload
from .message_send_payload import MessageSendPayload
from .null_envelope import NullEnvelope
from .number_check_result import NumberCheckResult
from .number_opt_in_payload import NumberOptInPayload
from .pass_through_envelope import PassThroughEnvelope
from .recent_reply import RecentReply
from .send_code_input import SendCodeInput
from .send_code_input_tags import SendCodeInputTags
from .send_message_input import SendMessageInput
from .smart_reply import SmartReply
from .smart_reply_account import SmartReplyAccount
from .smart_reply_envelope import SmartReplyEnvelope
from .smart_reply_input import SmartReplyInput
from .smart_reply_keyword import SmartReplyKeyword
from .smart_reply_update import SmartReplyUpdate
from .sort_direction import SortDirection
from .subscriber import Subscriber
from .subscriber_bulk_input import SubscriberBulkInput
from .subscriber_bulk_update import SubscriberBulkUpdate
from .subscriber_envelope import SubscriberEnvelope
from .subscriber_input import SubscriberInput
from .subscriber_page import SubscriberPage
from .subscriber_page_envelope import SubscriberPageEnvelope
from .subscriber_record import SubscriberRecord
from .subscriber_update_record import SubscriberUpdateRecord
from .template import Template
from .template_envelope import TemplateEnvelope
from .template_input import TemplateInput
from .template_page import TemplatePage
from .template_page_envelope import TemplatePageEnvelope
from .template_post_input import TemplatePostInput
from .template_sort_field import TemplateSortField
from .thread import Thread
from .thread_envelope import ThreadEnvelope
from .thread_item import ThreadItem
from .thread_items import ThreadItems
from .thread_items_envelope import ThreadItemsEnvelope
from .thread_summary import ThreadSummary
from .thread_summary_page import ThreadSummaryPage
from .thread_summary_page_envelope import ThreadSummaryPageEnvelope
from .thread_summary_sort_field import ThreadSummarySortField
from .timespan_analytics import TimespanAnalytics
from .timespan_counters import TimespanCounters
from .validate_recipients_input import ValidateRecipientsInput
from .verification import Verification
from .verification_envelope import VerificationEnvelope
from .verification_page import VerificationPage
from .verification_page_envelope import VerificationPageEnvelope
from .verification_sort_field import VerificationSortField
from .webhook import Webhook
from .webhook_data_page import WebhookDataPage
from .webhook_event_type import WebhookEventType
from .webhook_input import WebhookInput
from .webhook_message_data import WebhookMessageData
from .webhook_page import WebhookPage
from .webhook_pool import WebhookPool
from .webhook_update import WebhookUpdate

__all__ = (
    "AnalyticsInterval",
    "AnalyticsMessageType",
    "AnalyticsRow",
    "AnalyticsSortDirection",
    "AssignedChildAccount",
    "Campaign",
    "CampaignAnalytics",
    "CampaignAnalyticsEnvelope",
    "CampaignEnvelope",
    "CampaignMessage",
    "CampaignMessagePage",
    "CampaignMessagePageEnvelope",
    "CampaignMessageSortField",
    "CampaignOption",
    "CampaignOptionPage",
    "CampaignOptionPageEnvelope",
    "CampaignOptionSortField",
    "CampaignPage",
    "CampaignPageEnvelope",
    "CampaignSortField",
    "Chatbot",
    "ChatbotEnvelope",
    "ChatbotFile",
    "ChatbotInput",
    "ChatbotPage",
    "ChatbotPageEnvelope",
    "ChatbotSortField",
    "ChatbotUpdate",
    "CheckCodeInput",
    "CheckNumberInput",
    "CodeCheckResult",
    "CodeSendResult",
    "ControlledTemplate",
    "ControlledTemplateEnvelope",
    "ControlledTemplateListEnvelope",
    "ControlledTemplatePage",
    "ControlledTemplatePageEnvelope",
    "ControlledTemplateSortField",
    "CustomField",
    "CustomFieldBulkInput",
    "CustomFieldEnvelope",
    "CustomFieldInput",
    "CustomFieldPage",
    "CustomFieldPageEnvelope",
    "CustomFieldSortField",
    "CustomFieldUpdate",
    "DedicatedNumber",
    "DedicatedNumberPage",
    "DedicatedNumberPageEnvelope",
    "DedicatedNumberSortField",
    "DedicatedNumberUsers",
    "DeeplinkEnvelope",
    "DeeplinkInput",
    "DeeplinkResult",
    "Delivery",
    "DeliveryAnalytics",
    "DeliveryAnalyticsEnvelope",
    "DeliveryPage",
    "DeliveryPageEnvelope",
    "DeliverySortField",
    "DeliveryStatusPayload",
    "DestinationGroup",
    "DripCampaign",
    "DripCampaignEnvelope",
    "DripCampaignGroupInput",
    "DripCampaignInput",
    "DripCampaignMessage",
    "DripCampaignMessageEnvelope",
    "DripCampaignMessageInput",
    "DripCampaignNumber",
    "DripCampaignNumberPage",
    "DripCampaignNumberPageEnvelope",
    "DripCampaignPage",
    "DripCampaignPageEnvelope",
    "DripCampaignSortField",
    "EmbeddedDripCampaignMessage",
    "ErrorBody",
    "Group",
    "GroupEnvelope",
    "GroupInput",
    "GroupPage",
    "GroupPageEnvelope",
    "GroupSubscribersInput",
    "GroupUpdate",
    "ImessageDeeplinkInput",
    "InvalidRecipients",
    "InvalidRecipientsEnvelope",
    "Keyword",
    "KeywordEnvelope",
    "KeywordPage",
    "KeywordPageEnvelope",
    "KeywordSortField",
    "LatestMessage",
    "Link",
    "LinkEnvelope",
    "LinkInput",
    "LinkPage",
    "LinkPageEnvelope",
    "LinkTag",
    "LinkTagEnvelope",
    "LinkTagInput",
    "LinkTagPage",
    "LinkTagPageEnvelope",
    "LinkTagSortField",
    "MemberCountMap",
    "MemberCounts",
    "MemberCountsEnvelope",
    "MessageReplyPayload",
    "MessageSendPayload",
    "NullEnvelope",
    "NumberCheckResult",
    "NumberOptInPayload",
    "PassThroughEnvelope",
    "RecentReply",
    "SendCodeInput",
    "SendCodeInputTags",
    "SendMessageInput",
    "SmartReply",
    "SmartReplyAccount",
    "SmartReplyEnvelope",
    "SmartReplyInput",
    "SmartReplyKeyword",
    "SmartReplyUpdate",
    "SortDirection",
    "Subscriber",
    "SubscriberBulkInput",
    "SubscriberBulkUpdate",
    "SubscriberEnvelope",
    "SubscriberInput",
    "SubscriberPage",
    "SubscriberPageEnvelope",
    "SubscriberRecord",
    "SubscriberUpdateRecord",
    "Template",
    "TemplateEnvelope",
    "TemplateInput",
    "TemplatePage",
    "TemplatePageEnvelope",
    "TemplatePostInput",
    "TemplateSortField",
    "Thread",
    "ThreadEnvelope",
    "ThreadItem",
    "ThreadItems",
    "ThreadItemsEnvelope",
    "ThreadSummary",
    "ThreadSummaryPage",
    "ThreadSummaryPageEnvelope",
    "ThreadSummarySortField",
    "TimespanAnalytics",
    "TimespanCounters",
    "ValidateRecipientsInput",
    "Verification",
    "VerificationEnvelope",
    "VerificationPage",
    "VerificationPageEnvelope",
    "VerificationSortField",
    "Webhook",
    "WebhookDataPage",
    "WebhookEventType",
    "WebhookInput",
    "WebhookMessageData",
    "WebhookPage",
    "WebhookPool",
    "WebhookUpdate",
)
