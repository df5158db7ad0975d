"""Delete a link tag.

The ``delete_link_tag`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="delete_link_tag",
    group="link_tags",
    sdk_method="link_tags.delete",
    summary="Delete a link tag.",
    method="DELETE",
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
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=None,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
