"""Read delivery analytics for a time range of at most 24 hours.

The ``get_delivery_analytics`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.delivery_analytics import DeliveryAnalytics

OPERATION: OperationDescriptor[DeliveryAnalytics] = OperationDescriptor(
    name="get_delivery_analytics",
    group="analytics",
    sdk_method="analytics.delivery",
    summary="Read delivery analytics for a time range of at most 24 hours.",
    method="GET",
    path="/analytics/delivery",
    parameters=(
        OperationParameter(
            python_name="start_date",
            json_name="startDate",
            location="query",
            required=True,
            annotation="str",
            sdk_name="start_date",
            json_type="string",
            sdk_type="date-time",
            description="An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.",
            pattern="^(([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-((0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)|([0-9]{2}(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)-02-29)T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]+)?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$",
            pattern_means="an ISO 8601 date-time with a 'T' and a zone, YYYY-MM-DDThh:mm:ssZ",
        ),
        OperationParameter(
            python_name="end_date",
            json_name="endDate",
            location="query",
            required=True,
            annotation="str",
            sdk_name="end_date",
            json_type="string",
            sdk_type="date-time",
            description="An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.",
            pattern="^(([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-((0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)|([0-9]{2}(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)-02-29)T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]+)?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$",
            pattern_means="an ISO 8601 date-time with a 'T' and a zone, YYYY-MM-DDThh:mm:ssZ",
        ),
        OperationParameter(
            python_name="type_",
            json_name="type",
            location="query",
            required=False,
            annotation="AnalyticsMessageType",
            sdk_name="type",
            json_type="string",
            choices=(
                "all",
                "imessage",
                "mms",
                "rcs",
                "sms",
            ),
            description="Message type filter of delivery analytics.",
        ),
        OperationParameter(
            python_name="pool_id",
            json_name="poolId",
            location="query",
            required=False,
            annotation="str",
            sdk_name="pool_id",
            json_type="string",
        ),
        OperationParameter(
            python_name="sort_by",
            json_name="sortBy",
            location="query",
            required=False,
            annotation="str",
            sdk_name="sort_by",
            json_type="string",
        ),
        OperationParameter(
            python_name="sort_direction",
            json_name="sortDirection",
            location="query",
            required=False,
            annotation="AnalyticsSortDirection",
            sdk_name="sort_direction",
            json_type="string",
            choices=(
                "asc",
                "ASC",
                "DESC",
                "desc",
            ),
            description="Sort direction of delivery analytics; both cases are accepted.",
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=DeliveryAnalytics,
    row_model=None,
    retry="idempotent",
    bucket="analytics",
)
