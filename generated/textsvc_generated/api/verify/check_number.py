"""Check whether a phone number is deliverable.

The ``check_number`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import (
    OperationBody,
    OperationDescriptor,
    OperationParameter,
)

from ...models.check_number_input import CheckNumberInput
from ...models.number_check_result import NumberCheckResult

OPERATION: OperationDescriptor[NumberCheckResult] = OperationDescriptor(
    name="check_number",
    group="verify",
    sdk_method="verify.check_number",
    summary="Check whether a phone number is deliverable.",
    method="POST",
    path="/verify/number",
    parameters=(),
    body=OperationBody(
        model=CheckNumberInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="number",
                json_name="number",
                location="body",
                required=True,
                annotation="str",
                sdk_name="number",
                json_type="string",
            ),
            OperationParameter(
                python_name="bypass",
                json_name="bypass",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="bypass",
                json_type="boolean",
            ),
        ),
    ),
    success_status=200,
    response_style="bare",
    payload_type=NumberCheckResult,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
