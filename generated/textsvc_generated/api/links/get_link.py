"""Read one link.

The ``get_link`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.link import Link

OPERATION: OperationDescriptor[Link] = OperationDescriptor(
    name="get_link",
    group="links",
    sdk_method="links.get",
    summary="Read one link.",
    method="GET",
    path="/links/{link_id}",
    parameters=(
        OperationParameter(
            python_name="link_id",
            json_name="linkId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="link_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=Link,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
