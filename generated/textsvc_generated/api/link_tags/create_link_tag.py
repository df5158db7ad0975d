"""Create a link tag.

The ``create_link_tag`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.link_tag import LinkTag
from ...models.link_tag_input import LinkTagInput

OPERATION: OperationDescriptor[LinkTag] = OperationDescriptor(
    name="create_link_tag",
    group="link_tags",
    sdk_method="link_tags.create",
    summary="Create a link tag.",
    method="POST",
    path="/link-tags",
    parameters=(),
    body=OperationBody(
        model=LinkTagInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="tag",
                json_name="tag",
                location="body",
                required=True,
                annotation="str",
                sdk_name="tag",
                json_type="string",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=LinkTag,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
