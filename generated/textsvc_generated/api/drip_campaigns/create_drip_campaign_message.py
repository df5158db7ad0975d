"""Add a message to a drip campaign.

The ``create_drip_campaign_message`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.drip_campaign_message import DripCampaignMessage
from ...models.drip_campaign_message_input import DripCampaignMessageInput

OPERATION: OperationDescriptor[DripCampaignMessage] = OperationDescriptor(
    name="create_drip_campaign_message",
    group="drip_campaigns",
    sdk_method="drip_campaigns.messages.create",
    summary="Add a message to a drip campaign.",
    method="POST",
    path="/drip-campaigns/{drip_campaign_id}/messages",
    parameters=(
        OperationParameter(
            python_name="drip_campaign_id",
            json_name="dripCampaignId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="drip_campaign_id",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=OperationBody(
        model=DripCampaignMessageInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="title",
                json_name="title",
                location="body",
                required=False,
                annotation="str",
                sdk_name="title",
            ),
            OperationParameter(
                python_name="content",
                json_name="content",
                location="body",
                required=False,
                annotation="str",
                sdk_name="content",
            ),
            OperationParameter(
                python_name="attachment",
                json_name="attachment",
                location="body",
                required=False,
                annotation="str",
                sdk_name="attachment",
            ),
            OperationParameter(
                python_name="delay",
                json_name="delay",
                location="body",
                required=False,
                annotation="float",
                sdk_name="delay",
            ),
            OperationParameter(
                python_name="time",
                json_name="time",
                location="body",
                required=False,
                annotation="str",
                sdk_name="time",
            ),
            OperationParameter(
                python_name="send_immediately",
                json_name="sendImmediately",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="send_immediately",
            ),
            OperationParameter(
                python_name="is_mms",
                json_name="isMms",
                location="body",
                required=False,
                annotation="int",
                sdk_name="is_mms",
                description="Flag carried as a number.",
                minimum=-9223372036854775808,
                maximum=9223372036854775807,
            ),
            OperationParameter(
                python_name="previous_id",
                json_name="previousId",
                location="body",
                required=False,
                annotation="int",
                sdk_name="previous_id",
                minimum=0,
                maximum=9223372036854775807,
            ),
            OperationParameter(
                python_name="template_id",
                json_name="templateId",
                location="body",
                required=False,
                annotation="int",
                sdk_name="template_id",
                minimum=0,
                maximum=9223372036854775807,
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=DripCampaignMessage,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
