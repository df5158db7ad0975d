"""List the numbers at one step of a drip campaign.

The ``list_drip_campaign_numbers`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.drip_campaign_number import DripCampaignNumber
from ...models.drip_campaign_number_page import DripCampaignNumberPage

OPERATION: OperationDescriptor[DripCampaignNumberPage] = OperationDescriptor(
    name="list_drip_campaign_numbers",
    group="drip_campaigns",
    sdk_method="drip_campaigns.numbers",
    summary="List the numbers at one step of a drip campaign.",
    method="GET",
    path="/drip-campaigns/{drip_campaign_id}/numbers/{sequence_id}",
    parameters=(
        OperationParameter(
            python_name="drip_campaign_id",
            json_name="dripCampaignId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="drip_campaign_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
        OperationParameter(
            python_name="sequence_id",
            json_name="sequenceId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="sequence_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
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
    ),
    body=None,
    success_status=200,
    response_style="page",
    payload_type=DripCampaignNumberPage,
    row_model=DripCampaignNumber,
    retry="idempotent",
    bucket="general",
)
