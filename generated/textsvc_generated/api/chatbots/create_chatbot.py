"""Create a chatbot on a long code.

The ``create_chatbot`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.chatbot import Chatbot
from ...models.chatbot_input import ChatbotInput

OPERATION: OperationDescriptor[Chatbot] = OperationDescriptor(
    name="create_chatbot",
    group="chatbots",
    sdk_method="chatbots.create",
    summary="Create a chatbot on a long code.",
    method="POST",
    path="/chatbots",
    parameters=(),
    body=OperationBody(
        model=ChatbotInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="name",
                json_name="name",
                location="body",
                required=True,
                annotation="str",
                sdk_name="name",
                json_type="string",
            ),
            OperationParameter(
                python_name="instructions",
                json_name="instructions",
                location="body",
                required=True,
                annotation="str",
                sdk_name="instructions",
                json_type="string",
            ),
            OperationParameter(
                python_name="longcode_id",
                json_name="longcodeId",
                location="body",
                required=True,
                annotation="int",
                sdk_name="longcode_id",
                json_type="integer",
                minimum=0,
                maximum=9223372036854775807,
            ),
            OperationParameter(
                python_name="is_enabled",
                json_name="isEnabled",
                location="body",
                required=True,
                annotation="bool",
                sdk_name="is_enabled",
                json_type="boolean",
            ),
            OperationParameter(
                python_name="description",
                json_name="description",
                location="body",
                required=False,
                annotation="str",
                sdk_name="description",
                json_type="string",
            ),
            OperationParameter(
                python_name="files",
                json_name="files",
                location="body",
                required=False,
                annotation="list[str]",
                sdk_name="files",
                json_type="array",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=Chatbot,
    row_model=None,
    retry="unsent-only",
    bucket="general",
)
