"""Delete a message of a drip campaign.

The ``delete_drip_campaign_message`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="delete_drip_campaign_message",
    group="drip_campaigns",
    sdk_method="drip_campaigns.messages.delete",
    summary="Delete a message of a drip campaign.",
    method="DELETE",
    path="/drip-campaigns/{drip_campaign_id}/messages/{message_id}",
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
            python_name="message_id",
            json_name="messageId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="message_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=None,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
