"""Read one drip campaign with its messages.

The ``get_drip_campaign`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.drip_campaign import DripCampaign

OPERATION: OperationDescriptor[DripCampaign] = OperationDescriptor(
    name="get_drip_campaign",
    group="drip_campaigns",
    sdk_method="drip_campaigns.get",
    summary="Read one drip campaign with its messages.",
    method="GET",
    path="/drip-campaigns/{drip_campaign_id}",
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
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=DripCampaign,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
