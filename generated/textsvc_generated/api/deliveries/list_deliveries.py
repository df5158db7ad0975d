"""List message deliveries, one page at a time, with bracketed filters.

The ``list_deliveries`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.delivery import Delivery
from ...models.delivery_page import DeliveryPage

OPERATION: OperationDescriptor[DeliveryPage] = OperationDescriptor(
    name="list_deliveries",
    group="deliveries",
    sdk_method="deliveries.list",
    summary="List message deliveries, one page at a time, with bracketed filters.",
    method="GET",
    path="/deliveries",
    parameters=(
        OperationParameter(
            python_name="page",
            json_name="page",
            location="query",
            required=False,
            annotation="int",
            sdk_name="page",
            minimum=0,
            maximum=9223372036854775807,
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
            python_name="filtersstatus",
            json_name="filters[status]",
            location="query",
            required=False,
            annotation="str",
            sdk_name="status",
        ),
        OperationParameter(
            python_name="filterstype",
            json_name="filters[type]",
            location="query",
            required=False,
            annotation="str",
            sdk_name="type",
        ),
        OperationParameter(
            python_name="filtersstart_date",
            json_name="filters[startDate]",
            location="query",
            required=False,
            annotation="str",
            sdk_name="start_date",
            sdk_type="date-time",
            description="An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.",
            pattern="^(([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-((0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)|([0-9]{2}(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)-02-29)T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]+)?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$",
        ),
        OperationParameter(
            python_name="filtersend_date",
            json_name="filters[endDate]",
            location="query",
            required=False,
            annotation="str",
            sdk_name="end_date",
            sdk_type="date-time",
            description="An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.",
            pattern="^(([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-((0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)|([0-9]{2}(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)-02-29)T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]+)?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$",
        ),
    ),
    body=None,
    success_status=200,
    response_style="page",
    payload_type=DeliveryPage,
    row_model=Delivery,
    retry="idempotent",
    bucket="general",
)
