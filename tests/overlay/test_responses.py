"""A 2xx body that is not what the spec says raises SvcResponseValidationError with the raw body;
unknown enum values and extra fields parse."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
import textsvc

from tests.overlay.mocking import LINK_TAG, Script, async_client, envelope, json_response, sync_client


def answering(body: Any, status: int = 200) -> textsvc.Client:
    client, _ = sync_client(Script(json_response(status, body)))
    return client


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        (envelope({"id": 3, "tag": "x"}), "missing the field 'created'"),
        (envelope({**LINK_TAG, "id": "3"}), "LinkTag.id"),
        (envelope({**LINK_TAG, "id": True}), "LinkTag.id"),
        (envelope({**LINK_TAG, "created": "yesterday"}), "could not be read"),
        (envelope({**LINK_TAG, "created": 12}), "could not be read"),
        (envelope([LINK_TAG]), "expected an object"),
        (envelope(None), "expected an object"),
        ({"data": LINK_TAG}, "missing 'success'"),
        ({"success": True}, "missing 'data'"),
        ([1, 2], "expected an object with 'success'"),
    ],
)
def test_envelope_bodies_that_break_the_spec(body: Any, detail: str) -> None:
    with pytest.raises(textsvc.SvcResponseValidationError, match=detail) as raised:
        answering(body).link_tags.get(3)
    assert raised.value.body == json_response(200, body).content
    assert raised.value.status_code == 200


def test_not_json() -> None:
    client, _ = sync_client(Script(httpx.Response(200, content=b"<html>ok</html>")))
    with pytest.raises(textsvc.SvcResponseValidationError, match="not JSON") as raised:
        client.link_tags.get(3)
    assert raised.value.body == b"<html>ok</html>"


def test_empty_body_where_an_envelope_is_due() -> None:
    client, _ = sync_client(Script(httpx.Response(200, content=b"")))
    with pytest.raises(textsvc.SvcResponseValidationError):
        client.link_tags.get(3)


def test_page_with_bad_counters() -> None:
    body = envelope({"rows": [LINK_TAG], "page": "0", "pageSize": 25, "total": 1})
    with pytest.raises(textsvc.SvcResponseValidationError, match="'page'"):
        list(answering(body).link_tags.list())


def test_page_row_with_wrong_type() -> None:
    body = envelope({"rows": [{**LINK_TAG, "tag": 5}], "page": 0, "pageSize": 25, "total": 1})
    with pytest.raises(textsvc.SvcResponseValidationError, match=r"LinkTag\.tag"):
        list(answering(body).link_tags.list())


def test_iterating_records_reaches_a_bad_row_after_the_good_ones() -> None:
    # Record by record, a row becomes a model when reached; the page itself is checked on arrival.
    rows = [LINK_TAG, {**LINK_TAG, "id": 4}, {**LINK_TAG, "id": "five"}]
    body = envelope({"rows": rows, "page": 0, "pageSize": 25, "total": 3})
    records = iter(answering(body).link_tags.list())
    assert [next(records).id, next(records).id] == [3, 4]
    with pytest.raises(textsvc.SvcResponseValidationError, match=r"LinkTag\.id") as raised:
        next(records)
    assert raised.value.body == json_response(200, body).content
    assert raised.value.status_code == 200


def test_a_page_with_a_bad_row_is_refused_whole() -> None:
    body = envelope({"rows": [LINK_TAG, {**LINK_TAG, "id": "five"}], "page": 0, "pageSize": 25, "total": 2})
    with pytest.raises(textsvc.SvcResponseValidationError, match=r"LinkTag\.id"):
        next(iter(answering(body).link_tags.list().pages()))


async def test_async_records_are_the_models_the_sync_pager_gives() -> None:
    rows = [{**LINK_TAG, "id": number, "extra": number} for number in range(5)]
    body = envelope({"rows": rows, "page": 0, "pageSize": 5, "total": 5})
    client, _ = async_client(Script(json_response(200, body)))
    records = [record async for record in client.link_tags.list(page_size=5)]
    assert records == list(answering(body).link_tags.list(page_size=5))
    assert [(record.id, record.additional_properties) for record in records] == [
        (number, {"extra": number}) for number in range(5)
    ]


def test_nested_model_with_wrong_type() -> None:
    thread = {
        "accountId": 1,
        "name": "Ana",
        "items": [
            {
                "id": 1,
                "timestamp": "t",
                "message": 1,
                "inbound": 1,
                "table": 0,
                "users": 0,
                "replyFrom": 0,
                "url": "not a number",
                "scheduled": False,
            }
        ],
        "count": 1,
        "multipleRecipients": False,
        "recentReply": {"name": "Ana", "number": "+1555"},
    }
    with pytest.raises(textsvc.SvcResponseValidationError, match=r"ThreadItem\.url"):
        list(answering(envelope(thread)).threads.items(1))


def test_bare_result_that_is_not_an_object() -> None:
    with pytest.raises(textsvc.SvcResponseValidationError, match="expected an object"):
        answering(["PENDING"]).verify.check_number(number="+15555550100")


def test_null_data_where_null_is_due_and_not() -> None:
    assert answering(envelope(None)).link_tags.delete(3) is None
    with pytest.raises(textsvc.SvcResponseValidationError, match=r"of type dict \(expected null\)") as raised:
        answering(envelope({"deleted": True})).link_tags.delete(3)
    response = raised.value.response
    assert response is not None  # the error keeps the response it could not read
    assert (response.status_code, response.request.method) == (200, "DELETE")


def test_unknown_enum_values_and_extra_fields_parse() -> None:
    webhook = {
        "id": 1,
        "event": "message-bounced",
        "url": "u",
        "alertEmail": "",
        "sendAlertEmail": False,
        "skipErrors": False,
        "skipErrorCodes": [],
        "retryOnError": False,
        "maxThroughputPerMinute": 5,
        "createdAt": "2026-01-01T00:00:00Z",
        "brandNewField": {"x": 1},
    }
    parsed = answering({"message": "ok", "data": webhook}).webhooks.create(
        event="message-reply", url="https://hooks.example/u", secret="s"
    )
    assert parsed.event == "message-bounced"
    assert parsed.additional_properties == {"brandNewField": {"x": 1}}


def test_open_string_values_in_responses_parse() -> None:
    result = {
        "to": "+15555550100",
        "timeoutSeconds": 60,
        "type": "voice",
        "status": "SOMETHING_NEW",
        "messageId": "m",
        "verificationId": "v",
        "deliverable": True,
        "reason": "",
        "carrier": "",
        "lineType": "",
        "risk": "unheard-of",
    }
    parsed = answering(result).verify.send_code(to="+15555550100", service_name="Shop")
    assert (parsed.status, parsed.type_, parsed.risk) == ("SOMETHING_NEW", "voice", "unheard-of")


def test_member_counts_with_a_key_that_is_not_a_group_id() -> None:
    body = envelope({"memberCounts": {"1": 3, "all": 9}})
    with pytest.raises(
        textsvc.SvcResponseValidationError, match="memberCounts has a key that is not a whole number"
    ):
        answering(body).groups.member_counts([1])


def test_no_content_for_drip_campaign_delete() -> None:
    client, _ = sync_client(Script(httpx.Response(204)))
    assert client.drip_campaigns.delete(4) is None


def test_typed_map_values_are_checked() -> None:
    body = envelope({"memberCounts": {"1": "ten"}})
    with pytest.raises(textsvc.SvcResponseValidationError, match="memberCounts is a value of type str"):
        answering(body).groups.member_counts([1])


def test_optional_fields_may_be_absent_but_not_null() -> None:
    webhook = {
        "id": 1,
        "event": "message-reply",
        "url": "u",
        "alertEmail": "",
        "sendAlertEmail": False,
        "skipErrors": False,
        "skipErrorCodes": [],
        "retryOnError": False,
        "maxThroughputPerMinute": 5,
        "createdAt": "2026-01-01T00:00:00Z",
    }
    parsed = answering({"message": "ok", "data": webhook}).webhooks.create(
        event="message-reply", url="https://hooks.example/u", secret="s"
    )
    assert not parsed.pools  # absent: UNSET
    with pytest.raises(textsvc.SvcResponseValidationError, match=r"Webhook\.pools"):
        answering({"message": "ok", "data": {**webhook, "pools": None}}).webhooks.create(
            event="message-reply", url="https://hooks.example/u", secret="s"
        )
