"""Read delivery analytics for a time range of at most 24 hours.

The ``get_delivery_analytics`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.delivery_analytics import DeliveryAnalytics
from ...models.delivery_analytics_envelope import DeliveryAnalyticsEnvelope
from ...types import OperationDescriptor, OperationParameter

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
            sdk_type="date-time",
            description="An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.",
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
        ),
        OperationParameter(
            python_name="type_",
            json_name="type",
            location="query",
            required=False,
            annotation="AnalyticsMessageType",
            sdk_name="type",
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
            annotation="AnalyticsSortDirection",
            sdk_name="sort_direction",
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
    response_model=DeliveryAnalyticsEnvelope,
    response_style="envelope",
    payload_model=DeliveryAnalytics,
    payload_annotation="DeliveryAnalytics",
    row_model=None,
    retry="idempotent",
    bucket="analytics",
)
