"""Read one chatbot.

The ``get_chatbot`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from ...models.chatbot import Chatbot
from ...models.chatbot_envelope import ChatbotEnvelope
from ...types import OperationDescriptor, OperationParameter

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
        ),
    ),
    body=None,
    success_status=200,
    response_model=ChatbotEnvelope,
    response_style="envelope",
    payload_model=Chatbot,
    payload_annotation="Chatbot",
    row_model=None,
    retry="idempotent",
    bucket="general",
)
