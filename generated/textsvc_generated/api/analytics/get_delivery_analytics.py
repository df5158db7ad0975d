from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.analytics_message_type import (
    AnalyticsMessageType,
)
from ...models.analytics_sort_direction import (
    AnalyticsSortDirection,
)
from ...models.delivery_analytics_envelope import DeliveryAnalyticsEnvelope
from ...models.error_body import ErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    start_date: str,
    end_date: str,
    type_: AnalyticsMessageType | Unset = UNSET,
    pool_id: str | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_direction: AnalyticsSortDirection | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["startDate"] = start_date

    params["endDate"] = end_date

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_

    params["type"] = json_type_

    params["poolId"] = pool_id

    params["sortBy"] = sort_by

    json_sort_direction: str | Unset = UNSET
    if not isinstance(sort_direction, Unset):
        json_sort_direction = sort_direction

    params["sortDirection"] = json_sort_direction

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/analytics/delivery",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeliveryAnalyticsEnvelope | ErrorBody | None:
    if response.status_code == 200:
        response_200 = DeliveryAnalyticsEnvelope.from_dict(response.json())

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
) -> Response[DeliveryAnalyticsEnvelope | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    start_date: str,
    end_date: str,
    type_: AnalyticsMessageType | Unset = UNSET,
    pool_id: str | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_direction: AnalyticsSortDirection | Unset = UNSET,
) -> Response[DeliveryAnalyticsEnvelope | ErrorBody]:
    """Read delivery analytics for a time range of at most 24 hours.

     Dates are ISO 8601 `YYYY-MM-DDThh:mm:ssZ` (sub-minute precision allowed; the pattern also
    admits an explicit UTC offset). The range is at most 24 hours: when `endDate` is later than 24 hours
    after `startDate`,
    the result covers the 24 hours following `startDate` (the service clamps silently).
    Rate limited to 5 requests per minute, counted per account. The machine-readable
    description of this endpoint carries the version label 8.0.0.

    Args:
        start_date (str): An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`,
            sub-minute precision allowed, or an explicit UTC offset.
        end_date (str): An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`,
            sub-minute precision allowed, or an explicit UTC offset.
        type_ (AnalyticsMessageType | Unset): Message type filter of delivery analytics.
        pool_id (str | Unset):
        sort_by (str | Unset):
        sort_direction (AnalyticsSortDirection | Unset): Sort direction of delivery analytics;
            both cases are accepted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryAnalyticsEnvelope | ErrorBody]
    """

    kwargs = _get_kwargs(
        start_date=start_date,
        end_date=end_date,
        type_=type_,
        pool_id=pool_id,
        sort_by=sort_by,
        sort_direction=sort_direction,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    start_date: str,
    end_date: str,
    type_: AnalyticsMessageType | Unset = UNSET,
    pool_id: str | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_direction: AnalyticsSortDirection | Unset = UNSET,
) -> DeliveryAnalyticsEnvelope | ErrorBody | None:
    """Read delivery analytics for a time range of at most 24 hours.

     Dates are ISO 8601 `YYYY-MM-DDThh:mm:ssZ` (sub-minute precision allowed; the pattern also
    admits an explicit UTC offset). The range is at most 24 hours: when `endDate` is later than 24 hours
    after `startDate`,
    the result covers the 24 hours following `startDate` (the service clamps silently).
    Rate limited to 5 requests per minute, counted per account. The machine-readable
    description of this endpoint carries the version label 8.0.0.

    Args:
        start_date (str): An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`,
            sub-minute precision allowed, or an explicit UTC offset.
        end_date (str): An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`,
            sub-minute precision allowed, or an explicit UTC offset.
        type_ (AnalyticsMessageType | Unset): Message type filter of delivery analytics.
        pool_id (str | Unset):
        sort_by (str | Unset):
        sort_direction (AnalyticsSortDirection | Unset): Sort direction of delivery analytics;
            both cases are accepted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryAnalyticsEnvelope | ErrorBody
    """

    return sync_detailed(
        client=client,
        start_date=start_date,
        end_date=end_date,
        type_=type_,
        pool_id=pool_id,
        sort_by=sort_by,
        sort_direction=sort_direction,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    start_date: str,
    end_date: str,
    type_: AnalyticsMessageType | Unset = UNSET,
    pool_id: str | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_direction: AnalyticsSortDirection | Unset = UNSET,
) -> Response[DeliveryAnalyticsEnvelope | ErrorBody]:
    """Read delivery analytics for a time range of at most 24 hours.

     Dates are ISO 8601 `YYYY-MM-DDThh:mm:ssZ` (sub-minute precision allowed; the pattern also
    admits an explicit UTC offset). The range is at most 24 hours: when `endDate` is later than 24 hours
    after `startDate`,
    the result covers the 24 hours following `startDate` (the service clamps silently).
    Rate limited to 5 requests per minute, counted per account. The machine-readable
    description of this endpoint carries the version label 8.0.0.

    Args:
        start_date (str): An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`,
            sub-minute precision allowed, or an explicit UTC offset.
        end_date (str): An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`,
            sub-minute precision allowed, or an explicit UTC offset.
        type_ (AnalyticsMessageType | Unset): Message type filter of delivery analytics.
        pool_id (str | Unset):
        sort_by (str | Unset):
        sort_direction (AnalyticsSortDirection | Unset): Sort direction of delivery analytics;
            both cases are accepted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryAnalyticsEnvelope | ErrorBody]
    """

    kwargs = _get_kwargs(
        start_date=start_date,
        end_date=end_date,
        type_=type_,
        pool_id=pool_id,
        sort_by=sort_by,
        sort_direction=sort_direction,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    start_date: str,
    end_date: str,
    type_: AnalyticsMessageType | Unset = UNSET,
    pool_id: str | Unset = UNSET,
    sort_by: str | Unset = UNSET,
    sort_direction: AnalyticsSortDirection | Unset = UNSET,
) -> DeliveryAnalyticsEnvelope | ErrorBody | None:
    """Read delivery analytics for a time range of at most 24 hours.

     Dates are ISO 8601 `YYYY-MM-DDThh:mm:ssZ` (sub-minute precision allowed; the pattern also
    admits an explicit UTC offset). The range is at most 24 hours: when `endDate` is later than 24 hours
    after `startDate`,
    the result covers the 24 hours following `startDate` (the service clamps silently).
    Rate limited to 5 requests per minute, counted per account. The machine-readable
    description of this endpoint carries the version label 8.0.0.

    Args:
        start_date (str): An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`,
            sub-minute precision allowed, or an explicit UTC offset.
        end_date (str): An ISO 8601 date-time as the service reads it: `YYYY-MM-DDThh:mm:ssZ`,
            sub-minute precision allowed, or an explicit UTC offset.
        type_ (AnalyticsMessageType | Unset): Message type filter of delivery analytics.
        pool_id (str | Unset):
        sort_by (str | Unset):
        sort_direction (AnalyticsSortDirection | Unset): Sort direction of delivery analytics;
            both cases are accepted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryAnalyticsEnvelope | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            start_date=start_date,
            end_date=end_date,
            type_=type_,
            pool_id=pool_id,
            sort_by=sort_by,
            sort_direction=sort_direction,
        )
    ).parsed
