"""Add a subscriber, or update the one with the same number.

The ``create_subscriber`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.subscriber import Subscriber
from ...models.subscriber_input import SubscriberInput

OPERATION: OperationDescriptor[Subscriber] = OperationDescriptor(
    name="create_subscriber",
    group="subscribers",
    sdk_method="subscribers.create",
    summary="Add a subscriber, or update the one with the same number.",
    method="POST",
    path="/subscribers",
    parameters=(),
    body=OperationBody(
        model=SubscriberInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="number",
                json_name="number",
                location="body",
                required=True,
                annotation="str",
                sdk_name="number",
                json_type="string",
                description="The phone number; a number that exists updates that subscriber.",
                pattern="^[\\t\\n\\v\\f\\r .()-]*\\+?[\\t\\n\\v\\f\\r .()-]*[1-9]([\\t\\n\\v\\f\\r .()-]*[0-9]){6,14}[\\t\\n\\v\\f\\r .()-]*$",
                pattern_means="a phone number of 7 to 15 digits, with an optional leading +",
            ),
        ),
    ),
    success_status=200,
    response_style="envelope",
    payload_type=Subscriber,
    row_model=None,
    retry="idempotent",
    bucket="general",
)
