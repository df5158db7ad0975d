"""Read one campaign.

The ``get_campaign`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.campaign import Campaign

OPERATION: OperationDescriptor[Campaign] = OperationDescriptor(
    name="get_campaign",
    group="campaigns",
    sdk_method="campaigns.get",
    summary="Read one campaign.",
    method="GET",
    path="/campaigns/{campaign_id}",
    parameters=(
        OperationParameter(
            python_name="campaign_id",
            json_name="campaignId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="campaign_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=Campaign,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
