"""Read one verification record.

The ``get_verification`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.verification import Verification

OPERATION: OperationDescriptor[Verification] = OperationDescriptor(
    name="get_verification",
    group="verify",
    sdk_method="verify.get",
    summary="Read one verification record.",
    method="GET",
    path="/verify/{verification_id}",
    parameters=(
        OperationParameter(
            python_name="verification_id",
            json_name="verificationId",
            location="path",
            required=True,
            annotation="str",
            sdk_name="verification_id",
            json_type="string",
        ),
    ),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=Verification,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
