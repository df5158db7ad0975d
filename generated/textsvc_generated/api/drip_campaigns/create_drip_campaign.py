"""Create a drip campaign.

The ``create_drip_campaign`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.drip_campaign import DripCampaign
from ...models.drip_campaign_input import DripCampaignInput

OPERATION: OperationDescriptor[DripCampaign] = OperationDescriptor(
    name="create_drip_campaign",
    group="drip_campaigns",
    sdk_method="drip_campaigns.create",
    summary="Create a drip campaign.",
    method="POST",
    path="/drip-campaigns",
    parameters=(),
    body=OperationBody(
        model=DripCampaignInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="name",
                json_name="name",
                location="body",
                required=False,
                annotation="str",
                sdk_name="name",
                json_type="string",
            ),
            OperationParameter(
                python_name="end_date",
                json_name="endDate",
                location="body",
                required=False,
                annotation="str",
                sdk_name="end_date",
                json_type="string",
                sdk_type="date-time",
                description="An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.",
                pattern="^(([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-((0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)|([0-9]{2}(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)-02-29)T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]+)?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$",
                pattern_means="an ISO 8601 date-time with a 'T' and a zone, YYYY-MM-DDThh:mm:ssZ",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=DripCampaign,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
