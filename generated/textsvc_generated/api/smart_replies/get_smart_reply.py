"""Read one smart reply.

The ``get_smart_reply`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.smart_reply import SmartReply

OPERATION: OperationDescriptor[SmartReply] = OperationDescriptor(
    name="get_smart_reply",
    group="smart_replies",
    sdk_method="smart_replies.get",
    summary="Read one smart reply.",
    method="GET",
    path="/smart-replies/{id}",
    parameters=(
        OperationParameter(
            python_name="id",
            json_name="id",
            location="path",
            required=True,
            annotation="int",
            sdk_name="smart_reply_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=SmartReply,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
