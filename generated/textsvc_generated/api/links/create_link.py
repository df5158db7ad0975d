"""Create a link.

The ``create_link`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.link import Link
from ...models.link_input import LinkInput

OPERATION: OperationDescriptor[Link] = OperationDescriptor(
    name="create_link",
    group="links",
    sdk_method="links.create",
    summary="Create a link.",
    method="POST",
    path="/links",
    parameters=(),
    body=OperationBody(
        model=LinkInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="url",
                json_name="url",
                location="body",
                required=True,
                annotation="str",
                sdk_name="url",
                json_type="string",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=Link,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
