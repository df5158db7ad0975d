"""POST to a template; the document does not show its effect or purpose.

The ``post_template`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.template_post_input import TemplatePostInput

OPERATION: OperationDescriptor[None] = OperationDescriptor(
    name="post_template",
    group="templates",
    sdk_method="templates.post",
    summary="POST to a template; the document does not show its effect or purpose.",
    method="POST",
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
        model=TemplatePostInput,
        content_type="application/json",
        fields=(
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
    payload_type=None,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
