"""Read one template.

The ``get_template`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.template import Template

OPERATION: OperationDescriptor[Template] = OperationDescriptor(
    name="get_template",
    group="templates",
    sdk_method="templates.get",
    summary="Read one template.",
    method="GET",
    path="/templates/{id}",
    parameters=(
        OperationParameter(
            python_name="id",
            json_name="id",
            location="path",
            required=True,
            annotation="str",
            sdk_name="template_id",
            json_type="string",
            pattern="^[0-9]+$",
            pattern_means="a whole number, as an int or in digits",
        ),
        OperationParameter(
            python_name="is_mms",
            json_name="isMMS",
            location="query",
            required=True,
            annotation="str",
            sdk_name="is_mms",
            json_type="string",
            sdk_type="boolean-text",
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=Template,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
