"""Start a drip campaign for a group.

The ``start_drip_campaign`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import (
    OperationBody,
    OperationDescriptor,
    OperationParameter,
)

from ...models.drip_campaign_group_input import DripCampaignGroupInput

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="start_drip_campaign",
    group="drip_campaigns",
    sdk_method="drip_campaigns.start",
    summary="Start a drip campaign for a group.",
    method="POST",
    path="/drip-campaigns/{drip_campaign_id}/start",
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
    body=OperationBody(
        model=DripCampaignGroupInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="group_id",
                json_name="groupId",
                location="body",
                required=True,
                annotation="int",
                sdk_name="group_id",
                json_type="integer",
                minimum=0,
                maximum=9223372036854775807,
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=None,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
