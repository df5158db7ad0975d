from typing import Literal

CampaignOptionSortField = Literal["id", "name"]

CAMPAIGN_OPTION_SORT_FIELD_VALUES: set[CampaignOptionSortField] = {
    "id",
    "name",
}


def check_campaign_option_sort_field(value: str) -> CampaignOptionSortField:
    if value in CAMPAIGN_OPTION_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CAMPAIGN_OPTION_SORT_FIELD_VALUES!r}"
    )
