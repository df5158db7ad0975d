"""Find the recipients that are not valid phone numbers, without sending.

The ``validate_recipients`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.validate_recipients_input import ValidateRecipientsInput

OPERATION: OperationDescriptor[list[str]] = OperationDescriptor(
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
                json_type="array",
                description="Phone numbers to check.",
                positional=True,
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=list[str],
    row_model=None,
    retry="idempotent",
    bucket="general",
    payload_pointer=("invalidRecipients",),
)
