from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.drip_campaign_number_page_envelope import DripCampaignNumberPageEnvelope
from ...models.error_body import ErrorBody
from ...types import Response


def _get_kwargs(
    drip_campaign_id: int,
    sequence_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/drip-campaigns/{drip_campaign_id}/numbers/{sequence_id}".format(
            drip_campaign_id=quote(str(drip_campaign_id), safe=""),
            sequence_id=quote(str(sequence_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DripCampaignNumberPageEnvelope | ErrorBody | None:
    if response.status_code == 200:
        response_200 = DripCampaignNumberPageEnvelope.from_dict(response.json())

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
) -> Response[DripCampaignNumberPageEnvelope | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    drip_campaign_id: int,
    sequence_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[DripCampaignNumberPageEnvelope | ErrorBody]:
    """List the numbers at one step of a drip campaign.

     The document shows a paginated result but no query parameters for this endpoint.

    Args:
        drip_campaign_id (int):
        sequence_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DripCampaignNumberPageEnvelope | ErrorBody]
    """

    kwargs = _get_kwargs(
        drip_campaign_id=drip_campaign_id,
        sequence_id=sequence_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    drip_campaign_id: int,
    sequence_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> DripCampaignNumberPageEnvelope | ErrorBody | None:
    """List the numbers at one step of a drip campaign.

     The document shows a paginated result but no query parameters for this endpoint.

    Args:
        drip_campaign_id (int):
        sequence_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DripCampaignNumberPageEnvelope | ErrorBody
    """

    return sync_detailed(
        drip_campaign_id=drip_campaign_id,
        sequence_id=sequence_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    drip_campaign_id: int,
    sequence_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[DripCampaignNumberPageEnvelope | ErrorBody]:
    """List the numbers at one step of a drip campaign.

     The document shows a paginated result but no query parameters for this endpoint.

    Args:
        drip_campaign_id (int):
        sequence_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DripCampaignNumberPageEnvelope | ErrorBody]
    """

    kwargs = _get_kwargs(
        drip_campaign_id=drip_campaign_id,
        sequence_id=sequence_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    drip_campaign_id: int,
    sequence_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> DripCampaignNumberPageEnvelope | ErrorBody | None:
    """List the numbers at one step of a drip campaign.

     The document shows a paginated result but no query parameters for this endpoint.

    Args:
        drip_campaign_id (int):
        sequence_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DripCampaignNumberPageEnvelope | ErrorBody
    """

    return (
        await asyncio_detailed(
            drip_campaign_id=drip_campaign_id,
            sequence_id=sequence_id,
            client=client,
        )
    ).parsed
