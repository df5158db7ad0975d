from typing import Literal

DripCampaignSortField = Literal[
    "campaignMessages", "created", "endDate", "groupIds", "id", "name"
]

DRIP_CAMPAIGN_SORT_FIELD_VALUES: set[DripCampaignSortField] = {
    "campaignMessages",
    "created",
    "endDate",
    "groupIds",
    "id",
    "name",
}


def check_drip_campaign_sort_field(value: str) -> DripCampaignSortField:
    if value in DRIP_CAMPAIGN_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DRIP_CAMPAIGN_SORT_FIELD_VALUES!r}"
    )
