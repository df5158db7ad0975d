"""Read a campaign's analytics over a range, by interval.

The ``get_campaign_analytics`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.campaign_analytics import CampaignAnalytics

OPERATION: OperationDescriptor[CampaignAnalytics] = OperationDescriptor(
    name="get_campaign_analytics",
    group="campaigns",
    sdk_method="campaigns.analytics",
    summary="Read a campaign's analytics over a range, by interval.",
    method="GET",
    path="/campaigns/{campaign_id}/analytics",
    parameters=(
        OperationParameter(
            python_name="campaign_id",
            json_name="campaignId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="campaign_id",
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
            minimum=0,
        ),
        OperationParameter(
            python_name="page_size",
            json_name="pageSize",
            location="query",
            required=False,
            annotation="int",
            sdk_name="page_size",
            minimum=1,
            maximum=1000,
        ),
        OperationParameter(
            python_name="sort_by",
            json_name="sortBy",
            location="query",
            required=False,
            annotation="str",
            sdk_name="sort_by",
        ),
        OperationParameter(
            python_name="sort_direction",
            json_name="sortDirection",
            location="query",
            required=False,
            annotation="SortDirection",
            sdk_name="sort_direction",
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
        ),
        OperationParameter(
            python_name="start_date",
            json_name="startDate",
            location="query",
            required=True,
            annotation="str",
            sdk_name="start_date",
            sdk_type="date-time",
            description="An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.",
            pattern="^(([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-((0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)|([0-9]{2}(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)-02-29)T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]+)?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$",
        ),
        OperationParameter(
            python_name="end_date",
            json_name="endDate",
            location="query",
            required=True,
            annotation="str",
            sdk_name="end_date",
            sdk_type="date-time",
            description="An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.",
            pattern="^(([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-((0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)|([0-9]{2}(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)-02-29)T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]+)?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$",
        ),
        OperationParameter(
            python_name="interval",
            json_name="interval",
            location="query",
            required=True,
            annotation="str",
            sdk_name="interval",
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=CampaignAnalytics,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
