"""Create a deep link with a URI per platform.

The ``create_deeplink`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationBody, OperationDescriptor, OperationParameter

from ...models.deeplink_input import DeeplinkInput

OPERATION: OperationDescriptor[str] = OperationDescriptor(
    name="create_deeplink",
    group="deeplinks",
    sdk_method="deeplinks.create",
    summary="Create a deep link with a URI per platform.",
    method="POST",
    path="/deeplinks",
    parameters=(),
    body=OperationBody(
        model=DeeplinkInput,
        content_type="application/json",
        fields=(
            OperationParameter(
                python_name="android_uri",
                json_name="androidURI",
                location="body",
                required=True,
                annotation="str",
                sdk_name="android_uri",
                json_type="string",
            ),
            OperationParameter(
                python_name="ios_uri",
                json_name="iosURI",
                location="body",
                required=True,
                annotation="str",
                sdk_name="ios_uri",
                json_type="string",
            ),
            OperationParameter(
                python_name="mac_uri",
                json_name="macURI",
                location="body",
                required=True,
                annotation="str",
                sdk_name="mac_uri",
                json_type="string",
            ),
            OperationParameter(
                python_name="windows_uri",
                json_name="windowsURI",
                location="body",
                required=True,
                annotation="str",
                sdk_name="windows_uri",
                json_type="string",
            ),
            OperationParameter(
                python_name="default_uri",
                json_name="defaultURI",
                location="body",
                required=True,
                annotation="str",
                sdk_name="default_uri",
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
