"""Rename a link tag.

The ``update_link_tag`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.link_tag import LinkTag
from ...models.link_tag_input import LinkTagInput

OPERATION: OperationDescriptor[LinkTag] = OperationDescriptor(
    name="update_link_tag",
    group="link_tags",
    sdk_method="link_tags.update",
    summary="Rename a link tag.",
    method="PATCH",
    path="/link-tags/{link_tag_id}",
    parameters=(
        OperationParameter(
            python_name="link_tag_id",
            json_name="linkTagId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="link_tag_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
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
    retry="idempotent",
    bucket="general",
)
