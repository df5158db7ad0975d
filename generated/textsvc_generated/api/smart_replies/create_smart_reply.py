"""Create a keyword auto-reply.

The ``create_smart_reply`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.smart_reply import SmartReply
from ...models.smart_reply_input import SmartReplyInput

OPERATION: OperationDescriptor[SmartReply] = OperationDescriptor(
    name="create_smart_reply",
    group="smart_replies",
    sdk_method="smart_replies.create",
    summary="Create a keyword auto-reply.",
    method="POST",
    path="/smart-replies",
    parameters=(),
    body=OperationBody(
        model=SmartReplyInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="word",
                json_name="word",
                location="body",
                required=True,
                annotation="str",
                sdk_name="word",
                json_type="string",
            ),
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
                python_name="include_contact_card",
                json_name="includeContactCard",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="include_contact_card",
                json_type="boolean",
            ),
            OperationParameter(
                python_name="include_signup_link",
                json_name="includeSignupLink",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="include_signup_link",
                json_type="boolean",
            ),
            OperationParameter(
                python_name="template_id",
                json_name="templateId",
                location="body",
                required=False,
                annotation="int",
                sdk_name="template_id",
                json_type="integer",
                minimum=0,
                maximum=9223372036854775807,
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=SmartReply,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
