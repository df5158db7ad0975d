from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chatbot_envelope import ChatbotEnvelope
from ...models.chatbot_update import ChatbotUpdate
from ...models.error_body import ErrorBody
from ...types import Response


def _get_kwargs(
    chatbot_id: int,
    *,
    body: ChatbotUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/chatbots/{chatbot_id}".format(
            chatbot_id=quote(str(chatbot_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChatbotEnvelope | ErrorBody | None:
    if response.status_code == 200:
        response_200 = ChatbotEnvelope.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorBody.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorBody.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorBody.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ErrorBody.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = ErrorBody.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ErrorBody.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ChatbotEnvelope | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    chatbot_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: ChatbotUpdate,
) -> Response[ChatbotEnvelope | ErrorBody]:
    """Update a chatbot; `longcodeId` is not updatable.

    Args:
        chatbot_id (int):
        body (ChatbotUpdate): Body of chatbot update; every field is optional and `longcodeId` is
            not updatable.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatbotEnvelope | ErrorBody]
    """

    kwargs = _get_kwargs(
        chatbot_id=chatbot_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    chatbot_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: ChatbotUpdate,
) -> ChatbotEnvelope | ErrorBody | None:
    """Update a chatbot; `longcodeId` is not updatable.

    Args:
        chatbot_id (int):
        body (ChatbotUpdate): Body of chatbot update; every field is optional and `longcodeId` is
            not updatable.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatbotEnvelope | ErrorBody
    """

    return sync_detailed(
        chatbot_id=chatbot_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    chatbot_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: ChatbotUpdate,
) -> Response[ChatbotEnvelope | ErrorBody]:
    """Update a chatbot; `longcodeId` is not updatable.

    Args:
        chatbot_id (int):
        body (ChatbotUpdate): Body of chatbot update; every field is optional and `longcodeId` is
            not updatable.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatbotEnvelope | ErrorBody]
    """

    kwargs = _get_kwargs(
        chatbot_id=chatbot_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    chatbot_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: ChatbotUpdate,
) -> ChatbotEnvelope | ErrorBody | None:
    """Update a chatbot; `longcodeId` is not updatable.

    Args:
        chatbot_id (int):
        body (ChatbotUpdate): Body of chatbot update; every field is optional and `longcodeId` is
            not updatable.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatbotEnvelope | ErrorBody
    """

    return (
        await asyncio_detailed(
            chatbot_id=chatbot_id,
            client=client,
            body=body,
        )
    ).parsed
