"""Delete a drip campaign; answers 204 with no content.

The ``delete_drip_campaign`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="delete_drip_campaign",
    group="drip_campaigns",
    sdk_method="drip_campaigns.delete",
    summary="Delete a drip campaign; answers 204 with no content.",
    method="DELETE",
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
    success_status=204,
    response_style="empty",
    payload_type=None,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
