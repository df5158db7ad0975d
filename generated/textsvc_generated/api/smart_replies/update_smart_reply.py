"""Update a smart reply; every field is optional.

The ``update_smart_reply`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.smart_reply import SmartReply
from ...models.smart_reply_update import SmartReplyUpdate

OPERATION: OperationDescriptor[SmartReply] = OperationDescriptor(
    name="update_smart_reply",
    group="smart_replies",
    sdk_method="smart_replies.update",
    summary="Update a smart reply; every field is optional.",
    method="PATCH",
    path="/smart-replies/{id}",
    parameters=(
        OperationParameter(
            python_name="id",
            json_name="id",
            location="path",
            required=True,
            annotation="int",
            sdk_name="smart_reply_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=OperationBody(
        model=SmartReplyUpdate,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="word",
                json_name="word",
                location="body",
                required=False,
                annotation="str",
                sdk_name="word",
                json_type="string",
            ),
            OperationParameter(
                python_name="message",
                json_name="message",
                location="body",
                required=False,
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
    retry="idempotent",
    bucket="general",
)
