"""Update a chatbot; `longcodeId` is not updatable.

The ``update_chatbot`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.chatbot import Chatbot
from ...models.chatbot_update import ChatbotUpdate

OPERATION: OperationDescriptor[Chatbot] = OperationDescriptor(
    name="update_chatbot",
    group="chatbots",
    sdk_method="chatbots.update",
    summary="Update a chatbot; `longcodeId` is not updatable.",
    method="PATCH",
    path="/chatbots/{chatbot_id}",
    parameters=(
        OperationParameter(
            python_name="chatbot_id",
            json_name="chatbotId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="chatbot_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
    ),
    body=OperationBody(
        model=ChatbotUpdate,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="name",
                json_name="name",
                location="body",
                required=False,
                annotation="str",
                sdk_name="name",
                json_type="string",
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
                python_name="instructions",
                json_name="instructions",
                location="body",
                required=False,
                annotation="str",
                sdk_name="instructions",
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
            OperationParameter(
                python_name="is_enabled",
                json_name="isEnabled",
                location="body",
                required=False,
                annotation="bool",
                sdk_name="is_enabled",
                json_type="boolean",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=Chatbot,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
