from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delivery_page_envelope import DeliveryPageEnvelope
from ...models.error_body import ErrorBody
from ...models.sort_direction import SortDirection
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = UNSET,
    page_size: int | Unset = 25,
    sort_by: str | Unset = UNSET,
    sort_direction: SortDirection | Unset = UNSET,
    query: str | Unset = UNSET,
    filtersstatus: str | Unset = UNSET,
    filterstype: str | Unset = UNSET,
    filtersstart_date: str | Unset = UNSET,
    filtersend_date: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    params["sortBy"] = sort_by

    json_sort_direction: str | Unset = UNSET
    if not isinstance(sort_direction, Unset):
        json_sort_direction = sort_direction

    params["sortDirection"] = json_sort_direction

    params["query"] = query

    params["filters[status]"] = filtersstatus

    params["filters[type]"] = filterstype

    params["filters[startDate]"] = filtersstart_date

    params["filters[endDate]"] = filtersend_date

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/deliveries",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeliveryPageEnvelope | ErrorBody | None:
    if response.status_code == 200:
        response_200 = DeliveryPageEnvelope.from_dict(response.json())

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
) -> Response[DeliveryPageEnvelope | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    page_size: int | Unset = 25,
    sort_by: str | Unset = UNSET,
    sort_direction: SortDirection | Unset = UNSET,
    query: str | Unset = UNSET,
    filtersstatus: str | Unset = UNSET,
    filterstype: str | Unset = UNSET,
    filtersstart_date: str | Unset = UNSET,
    filtersend_date: str | Unset = UNSET,
) -> Response[DeliveryPageEnvelope | ErrorBody]:
    """List message deliveries, one page at a time, with bracketed filters.

     `sortBy` accepts `date` (the only value the document gives).

    Args:
        page (int | Unset):
        page_size (int | Unset):  Default: 25.
        sort_by (str | Unset):
        sort_direction (SortDirection | Unset): Sort direction of paginated lists.
        query (str | Unset):
        filtersstatus (str | Unset):
        filterstype (str | Unset):
        filtersstart_date (str | Unset): An ISO 8601 date-time as the service reads it: `YYYY-MM-
            DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.
        filtersend_date (str | Unset): An ISO 8601 date-time as the service reads it: `YYYY-MM-
            DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryPageEnvelope | ErrorBody]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        sort_by=sort_by,
        sort_direction=sort_direction,
        query=query,
        filtersstatus=filtersstatus,
        filterstype=filterstype,
        filtersstart_date=filtersstart_date,
        filtersend_date=filtersend_date,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    page_size: int | Unset = 25,
    sort_by: str | Unset = UNSET,
    sort_direction: SortDirection | Unset = UNSET,
    query: str | Unset = UNSET,
    filtersstatus: str | Unset = UNSET,
    filterstype: str | Unset = UNSET,
    filtersstart_date: str | Unset = UNSET,
    filtersend_date: str | Unset = UNSET,
) -> DeliveryPageEnvelope | ErrorBody | None:
    """List message deliveries, one page at a time, with bracketed filters.

     `sortBy` accepts `date` (the only value the document gives).

    Args:
        page (int | Unset):
        page_size (int | Unset):  Default: 25.
        sort_by (str | Unset):
        sort_direction (SortDirection | Unset): Sort direction of paginated lists.
        query (str | Unset):
        filtersstatus (str | Unset):
        filterstype (str | Unset):
        filtersstart_date (str | Unset): An ISO 8601 date-time as the service reads it: `YYYY-MM-
            DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.
        filtersend_date (str | Unset): An ISO 8601 date-time as the service reads it: `YYYY-MM-
            DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryPageEnvelope | ErrorBody
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        sort_by=sort_by,
        sort_direction=sort_direction,
        query=query,
        filtersstatus=filtersstatus,
        filterstype=filterstype,
        filtersstart_date=filtersstart_date,
        filtersend_date=filtersend_date,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    page_size: int | Unset = 25,
    sort_by: str | Unset = UNSET,
    sort_direction: SortDirection | Unset = UNSET,
    query: str | Unset = UNSET,
    filtersstatus: str | Unset = UNSET,
    filterstype: str | Unset = UNSET,
    filtersstart_date: str | Unset = UNSET,
    filtersend_date: str | Unset = UNSET,
) -> Response[DeliveryPageEnvelope | ErrorBody]:
    """List message deliveries, one page at a time, with bracketed filters.

     `sortBy` accepts `date` (the only value the document gives).

    Args:
        page (int | Unset):
        page_size (int | Unset):  Default: 25.
        sort_by (str | Unset):
        sort_direction (SortDirection | Unset): Sort direction of paginated lists.
        query (str | Unset):
        filtersstatus (str | Unset):
        filterstype (str | Unset):
        filtersstart_date (str | Unset): An ISO 8601 date-time as the service reads it: `YYYY-MM-
            DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.
        filtersend_date (str | Unset): An ISO 8601 date-time as the service reads it: `YYYY-MM-
            DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryPageEnvelope | ErrorBody]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        sort_by=sort_by,
        sort_direction=sort_direction,
        query=query,
        filtersstatus=filtersstatus,
        filterstype=filterstype,
        filtersstart_date=filtersstart_date,
        filtersend_date=filtersend_date,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    page_size: int | Unset = 25,
    sort_by: str | Unset = UNSET,
    sort_direction: SortDirection | Unset = UNSET,
    query: str | Unset = UNSET,
    filtersstatus: str | Unset = UNSET,
    filterstype: str | Unset = UNSET,
    filtersstart_date: str | Unset = UNSET,
    filtersend_date: str | Unset = UNSET,
) -> DeliveryPageEnvelope | ErrorBody | None:
    """List message deliveries, one page at a time, with bracketed filters.

     `sortBy` accepts `date` (the only value the document gives).

    Args:
        page (int | Unset):
        page_size (int | Unset):  Default: 25.
        sort_by (str | Unset):
        sort_direction (SortDirection | Unset): Sort direction of paginated lists.
        query (str | Unset):
        filtersstatus (str | Unset):
        filterstype (str | Unset):
        filtersstart_date (str | Unset): An ISO 8601 date-time as the service reads it: `YYYY-MM-
            DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.
        filtersend_date (str | Unset): An ISO 8601 date-time as the service reads it: `YYYY-MM-
            DDThh:mm:ssZ`, sub-minute precision allowed, or an explicit UTC offset.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryPageEnvelope | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
            filtersstatus=filtersstatus,
            filterstype=filterstype,
            filtersstart_date=filtersstart_date,
            filtersend_date=filtersend_date,
        )
    ).parsed
