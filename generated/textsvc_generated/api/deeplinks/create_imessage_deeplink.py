"""Create an iMessage opt-in deep link.

The ``create_imessage_deeplink`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.imessage_deeplink_input import ImessageDeeplinkInput

OPERATION: OperationDescriptor[str] = OperationDescriptor(
    name="create_imessage_deeplink",
    group="deeplinks",
    sdk_method="deeplinks.create_imessage",
    summary="Create an iMessage opt-in deep link.",
    method="POST",
    path="/deeplinks/imessage",
    parameters=(),
    body=OperationBody(
        model=ImessageDeeplinkInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="opt_in_message",
                json_name="optInMessage",
                location="body",
                required=True,
                annotation="str",
                sdk_name="opt_in_message",
                json_type="string",
            ),
            OperationParameter(
                python_name="longcode_id",
                json_name="longcodeId",
                location="body",
                required=False,
                annotation="int",
                sdk_name="longcode_id",
                json_type="integer",
                minimum=0,
                maximum=9223372036854775807,
            ),
            OperationParameter(
                python_name="sender_name",
                json_name="senderName",
                location="body",
                required=False,
                annotation="str",
                sdk_name="sender_name",
                json_type="string",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=str,
    row_model=None,
    retry="unsent-only",
    bucket="general",
    payload_pointer=("deeplinkUrl",),
)
