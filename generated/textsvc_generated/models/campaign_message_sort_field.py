from typing import Literal

CampaignMessageSortField = Literal[
    "clickCount",
    "clickRate",
    "conversionCount",
    "createdAt",
    "deliveredCount",
    "emailRecipientCount",
    "id",
    "isMMS",
    "message",
    "processedCount",
    "recipientCount",
    "responseCount",
    "unsubscribeCount",
]

CAMPAIGN_MESSAGE_SORT_FIELD_VALUES: set[CampaignMessageSortField] = {
    "clickCount",
    "clickRate",
    "conversionCount",
    "createdAt",
    "deliveredCount",
    "emailRecipientCount",
    "id",
    "isMMS",
    "message",
    "processedCount",
    "recipientCount",
    "responseCount",
    "unsubscribeCount",
}


def check_campaign_message_sort_field(value: str) -> CampaignMessageSortField:
    if value in CAMPAIGN_MESSAGE_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CAMPAIGN_MESSAGE_SORT_FIELD_VALUES!r}"
    )
