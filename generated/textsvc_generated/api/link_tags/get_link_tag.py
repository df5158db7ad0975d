"""Read one link tag.

The ``get_link_tag`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.link_tag import LinkTag

OPERATION: OperationDescriptor[LinkTag] = OperationDescriptor(
    name="get_link_tag",
    group="link_tags",
    sdk_method="link_tags.get",
    summary="Read one link tag.",
    method="GET",
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
    payload_type=LinkTag,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
