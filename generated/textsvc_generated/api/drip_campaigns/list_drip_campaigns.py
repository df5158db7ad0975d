"""List drip campaigns, one page at a time.

The ``list_drip_campaigns`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.drip_campaign import DripCampaign
from ...models.drip_campaign_page import DripCampaignPage

OPERATION: OperationDescriptor[DripCampaignPage] = OperationDescriptor(
    name="list_drip_campaigns",
    group="drip_campaigns",
    sdk_method="drip_campaigns.list",
    summary="List drip campaigns, one page at a time.",
    method="GET",
    path="/drip-campaigns",
    parameters=(
        OperationParameter(
            python_name="page",
            json_name="page",
            location="query",
            required=False,
            annotation="int",
            sdk_name="page",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
        OperationParameter(
            python_name="page_size",
            json_name="pageSize",
            location="query",
            required=False,
            annotation="int",
            sdk_name="page_size",
            json_type="integer",
            minimum=1,
            maximum=1000,
        ),
        OperationParameter(
            python_name="sort_by",
            json_name="sortBy",
            location="query",
            required=False,
            annotation="DripCampaignSortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "campaignMessages",
                "created",
                "endDate",
                "groupIds",
                "id",
                "name",
            ),
            description="The fields of a DripCampaign, which its list sorts by.",
        ),
        OperationParameter(
            python_name="sort_direction",
            json_name="sortDirection",
            location="query",
            required=False,
            annotation="SortDirection",
            sdk_name="sort_direction",
            json_type="string",
            choices=(
                "ASC",
                "DESC",
            ),
            description="Sort direction of paginated lists.",
        ),
        OperationParameter(
            python_name="query",
            json_name="query",
            location="query",
            required=False,
            annotation="str",
            sdk_name="query",
            json_type="string",
        ),
    ),
    body=None,
    success_status=200,
    response_style="page",
    payload_type=DripCampaignPage,
    row_model=DripCampaign,
    retry="idempotent",
    bucket="general",
)
