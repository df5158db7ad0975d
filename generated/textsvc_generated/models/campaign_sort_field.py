from typing import Literal

CampaignSortField = Literal[
    "clickCount",
    "clickRate",
    "conversionCount",
    "conversionRevenue",
    "deliveredCount",
    "description",
    "id",
    "lastMessageActivity",
    "name",
    "responseCount",
    "unsubscribeCount",
]

CAMPAIGN_SORT_FIELD_VALUES: set[CampaignSortField] = {
    "clickCount",
    "clickRate",
    "conversionCount",
    "conversionRevenue",
    "deliveredCount",
    "description",
    "id",
    "lastMessageActivity",
    "name",
    "responseCount",
    "unsubscribeCount",
}


def check_campaign_sort_field(value: str) -> CampaignSortField:
    if value in CAMPAIGN_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CAMPAIGN_SORT_FIELD_VALUES!r}"
    )
