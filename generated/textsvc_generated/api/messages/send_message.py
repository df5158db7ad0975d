"""Send a text message to subscribers.

The ``send_message`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from typing import Any

from textsvc._descriptors import (
    Applied,
    OperationBody,
    OperationDescriptor,
    OperationParameter,
)

from ...models.send_message_input import SendMessageInput

OPERATION: OperationDescriptor[Applied[Any]] = OperationDescriptor(
    name="send_message",
    group="messages",
    sdk_method="messages.send",
    summary="Send a text message to subscribers.",
    method="POST",
    path="/send",
    parameters=(),
    body=OperationBody(
        model=SendMessageInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="message",
                json_name="message",
                location="body",
                required=False,
                annotation="str",
                sdk_name="message",
                json_type="string",
                description="The text; the document cites a 2000 character maximum (SMS 160 characters, MMS may be longer).",
                max_length=2000,
            ),
            OperationParameter(
                python_name="image",
                json_name="image",
                location="body",
                required=False,
                annotation="str",
                sdk_name="image",
                json_type="string",
                description="The image to send.",
            ),
            OperationParameter(
                python_name="template_id",
                json_name="templateId",
                location="body",
                required=False,
                annotation="int",
                sdk_name="template_id",
                json_type="integer",
                description="A template to send; one whose template contains a link needs `linkId` (Errors case 3).",
                minimum=0,
                maximum=9223372036854775807,
            ),
            OperationParameter(
                python_name="link_id",
                json_name="linkId",
                location="body",
                required=False,
                annotation="int",
                sdk_name="link_id",
                json_type="integer",
                description="The link a template with a link sends.",
                minimum=0,
                maximum=9223372036854775807,
            ),
            OperationParameter(
                python_name="subscribers",
                json_name="subscribers",
                location="body",
                required=False,
                annotation="list[str]",
                sdk_name="subscribers",
                json_type="array",
                description="Recipients' phone numbers; an entry that is not a valid phone number is a 400 `invalid_field_error` (Errors case 4).",
            ),
        ),
        required_one_of=(
            "message",
            "image",
            "templateId",
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=Any,
    row_model=None,
    retry="request-id",
    bucket="send",
    max_segments_field="message",
)
