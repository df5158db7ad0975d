from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.verification_envelope import VerificationEnvelope
from ...types import Response


def _get_kwargs(
    verification_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/verify/{verification_id}".format(
            verification_id=quote(str(verification_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | VerificationEnvelope | None:
    if response.status_code == 200:
        response_200 = VerificationEnvelope.from_dict(response.json())

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
) -> Response[ErrorBody | VerificationEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    verification_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorBody | VerificationEnvelope]:
    """Read one verification record.

    Args:
        verification_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | VerificationEnvelope]
    """

    kwargs = _get_kwargs(
        verification_id=verification_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    verification_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorBody | VerificationEnvelope | None:
    """Read one verification record.

    Args:
        verification_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | VerificationEnvelope
    """

    return sync_detailed(
        verification_id=verification_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    verification_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorBody | VerificationEnvelope]:
    """Read one verification record.

    Args:
        verification_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | VerificationEnvelope]
    """

    kwargs = _get_kwargs(
        verification_id=verification_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    verification_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorBody | VerificationEnvelope | None:
    """Read one verification record.

    Args:
        verification_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | VerificationEnvelope
    """

    return (
        await asyncio_detailed(
            verification_id=verification_id,
            client=client,
        )
    ).parsed
