"""Create a link tag.

The ``create_link_tag`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.link_tag import LinkTag
from ...models.link_tag_envelope import LinkTagEnvelope
from ...models.link_tag_input import LinkTagInput
from ...types import OperationBody, OperationDescriptor, OperationParameter

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
            ),
        ),
    ),
    success_status=200,
    response_model=LinkTagEnvelope,
    response_style="envelope",
    payload_model=LinkTag,
    payload_annotation="LinkTag",
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
