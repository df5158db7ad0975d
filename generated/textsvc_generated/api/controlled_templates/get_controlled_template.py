"""Read one controlled template.

The ``get_controlled_template`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.controlled_template import ControlledTemplate

OPERATION: OperationDescriptor[ControlledTemplate] = OperationDescriptor(
    name="get_controlled_template",
    group="controlled_templates",
    sdk_method="controlled_templates.get",
    summary="Read one controlled template.",
    method="GET",
    path="/controlled-templates/{controlled_template_id}",
    parameters=(
        OperationParameter(
            python_name="controlled_template_id",
            json_name="controlledTemplateId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="controlled_template_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=ControlledTemplate,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
