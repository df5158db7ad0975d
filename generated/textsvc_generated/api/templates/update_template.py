"""Update a template; the body is as on create.

The ``update_template`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.template import Template
from ...models.template_input import TemplateInput

OPERATION: OperationDescriptor[Template] = OperationDescriptor(
    name="update_template",
    group="templates",
    sdk_method="templates.update",
    summary="Update a template; the body is as on create.",
    method="PATCH",
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
    ),
    body=OperationBody(
        model=TemplateInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="message",
                json_name="message",
                location="body",
                required=True,
                annotation="str",
                sdk_name="message",
                json_type="string",
            ),
            OperationParameter(
                python_name="name",
                json_name="name",
                location="body",
                required=False,
                annotation="str",
                sdk_name="name",
                json_type="string",
            ),
            OperationParameter(
                python_name="attachment",
                json_name="attachment",
                location="body",
                required=False,
                annotation="str",
                sdk_name="attachment",
                json_type="string",
            ),
            OperationParameter(
                python_name="is_mms",
                json_name="isMMS",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="is_mms",
                json_type="boolean",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=Template,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
