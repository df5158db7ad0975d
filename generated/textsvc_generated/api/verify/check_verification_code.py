"""Check a verification code.

The ``check_verification_code`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import (
    OperationBody,
    OperationDescriptor,
    OperationParameter,
)

from ...models.check_code_input import CheckCodeInput
from ...models.code_check_result import CodeCheckResult

OPERATION: OperationDescriptor[CodeCheckResult] = OperationDescriptor(
    name="check_verification_code",
    group="verify",
    sdk_method="verify.check_code",
    summary="Check a verification code.",
    method="POST",
    path="/verify/sms/check-code",
    parameters=(),
    body=OperationBody(
        model=CheckCodeInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="code",
                json_name="code",
                location="body",
                required=True,
                annotation="str",
                sdk_name="code",
                json_type="string",
            ),
            OperationParameter(
                python_name="to",
                json_name="to",
                location="body",
                required=False,
                annotation="str",
                sdk_name="to",
                json_type="string",
            ),
            OperationParameter(
                python_name="verification_id",
                json_name="verificationId",
                location="body",
                required=False,
                annotation="str",
                sdk_name="verification_id",
                json_type="string",
            ),
        ),
        required_one_of=(
            "verificationId",
            "to",
        ),
    ),
    success_status=200,
    response_style="bare",
    payload_type=CodeCheckResult,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
