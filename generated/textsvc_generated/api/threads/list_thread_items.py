from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_body import ErrorBody
from ...models.thread_items_envelope import ThreadItemsEnvelope
from ...types import UNSET, Response


def _get_kwargs(
    thread_id: int,
    *,
    page: int,
    page_size: int,
    get_scheduled: bool,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    params["getScheduled"] = get_scheduled

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/threads/{thread_id}/items".format(
            thread_id=quote(str(thread_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | ThreadItemsEnvelope | None:
    if response.status_code == 200:
        response_200 = ThreadItemsEnvelope.from_dict(response.json())

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
) -> Response[ErrorBody | ThreadItemsEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    thread_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int,
    page_size: int,
    get_scheduled: bool,
) -> Response[ErrorBody | ThreadItemsEnvelope]:
    """Read the items of a thread, one page at a time.

     `page`, `pageSize` and `getScheduled` are all required; the result carries `items` and their
    `count`.

    Args:
        thread_id (int):
        page (int):
        page_size (int):
        get_scheduled (bool):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ThreadItemsEnvelope]
    """

    kwargs = _get_kwargs(
        thread_id=thread_id,
        page=page,
        page_size=page_size,
        get_scheduled=get_scheduled,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    thread_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int,
    page_size: int,
    get_scheduled: bool,
) -> ErrorBody | ThreadItemsEnvelope | None:
    """Read the items of a thread, one page at a time.

     `page`, `pageSize` and `getScheduled` are all required; the result carries `items` and their
    `count`.

    Args:
        thread_id (int):
        page (int):
        page_size (int):
        get_scheduled (bool):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ThreadItemsEnvelope
    """

    return sync_detailed(
        thread_id=thread_id,
        client=client,
        page=page,
        page_size=page_size,
        get_scheduled=get_scheduled,
    ).parsed


async def asyncio_detailed(
    thread_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int,
    page_size: int,
    get_scheduled: bool,
) -> Response[ErrorBody | ThreadItemsEnvelope]:
    """Read the items of a thread, one page at a time.

     `page`, `pageSize` and `getScheduled` are all required; the result carries `items` and their
    `count`.

    Args:
        thread_id (int):
        page (int):
        page_size (int):
        get_scheduled (bool):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | ThreadItemsEnvelope]
    """

    kwargs = _get_kwargs(
        thread_id=thread_id,
        page=page,
        page_size=page_size,
        get_scheduled=get_scheduled,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    thread_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int,
    page_size: int,
    get_scheduled: bool,
) -> ErrorBody | ThreadItemsEnvelope | None:
    """Read the items of a thread, one page at a time.

     `page`, `pageSize` and `getScheduled` are all required; the result carries `items` and their
    `count`.

    Args:
        thread_id (int):
        page (int):
        page_size (int):
        get_scheduled (bool):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | ThreadItemsEnvelope
    """

    return (
        await asyncio_detailed(
            thread_id=thread_id,
            client=client,
            page=page,
            page_size=page_size,
            get_scheduled=get_scheduled,
        )
    ).parsed
