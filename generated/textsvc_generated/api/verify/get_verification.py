"""Read one verification record.

The ``get_verification`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.verification import Verification
from ...models.verification_envelope import VerificationEnvelope
from ...types import OperationDescriptor, OperationParameter

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
        ),
    ),
    body=None,
    success_status=200,
    response_model=VerificationEnvelope,
    response_style="envelope",
    payload_model=Verification,
    payload_annotation="Verification",
    row_model=None,
    retry="idempotent",
    bucket="general",
)
