"""Read one chatbot.

The ``get_chatbot`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.chatbot import Chatbot

OPERATION: OperationDescriptor[Chatbot] = OperationDescriptor(
    name="get_chatbot",
    group="chatbots",
    sdk_method="chatbots.get",
    summary="Read one chatbot.",
    method="GET",
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
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=Chatbot,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
