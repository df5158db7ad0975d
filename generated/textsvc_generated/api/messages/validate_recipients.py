"""Find the recipients that are not valid phone numbers, without sending.

The ``validate_recipients`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.invalid_recipients import InvalidRecipients
from ...models.invalid_recipients_envelope import InvalidRecipientsEnvelope
from ...models.validate_recipients_input import ValidateRecipientsInput
from ...types import OperationBody, OperationDescriptor, OperationParameter

OPERATION: OperationDescriptor[InvalidRecipients] = OperationDescriptor(
    name="validate_recipients",
    group="messages",
    sdk_method="messages.validate_recipients",
    summary="Find the recipients that are not valid phone numbers, without sending.",
    method="POST",
    path="/send/validate-recipients",
    parameters=(),
    body=OperationBody(
        model=ValidateRecipientsInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="subscribers",
                json_name="subscribers",
                location="body",
                required=True,
                annotation="list[str]",
                sdk_name="subscribers",
                description="Phone numbers to check.",
            ),
        ),
    ),
    success_status=200,
    response_model=InvalidRecipientsEnvelope,
    response_style="envelope",
    payload_model=InvalidRecipients,
    payload_annotation="InvalidRecipients",
    row_model=None,
    retry="idempotent",
    bucket="general",
)
