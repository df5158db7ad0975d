"""Where the spec says integer, a float without a fraction reads as that integer; anything else is
a validation error. Unknown fields and extra envelope keys are ignored."""

from __future__ import annotations

from typing import Any, ClassVar

import attrs
import pytest
from textsvc import SvcResponseValidationError
from textsvc._converter import reader as parser_for
from textsvc_generated.types import UNSET, Unset

from tests.hostile import Exchange, envelope
from tests.overlay.scripted_clients import MODES, serve

ENVELOPE_START = '{"success": true, "error": null, "message": null, "data": '
LINK_TAG_AFTER_ID = ', "tag": "promo", "created": "2026-01-01T00:00:00Z"}'


def answer_with(body: str) -> Any:
    def answer(exchange: Exchange) -> None:
        exchange.respond(200, body, headers={"Content-Type": "application/json"})

    return answer


def link_tag_body(id_text: str) -> str:
    """An envelope of a link tag whose ``id`` is written exactly as ``id_text``."""
    return ENVELOPE_START + '{"id": ' + id_text + LINK_TAG_AFTER_ID + "}"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("written", "read"), [("7.0", 7), ("-0.0", 0), ("1e3", 1000), ("7", 7), ("2.5e1", 25)]
)
def test_an_integral_float_in_an_integer_field_reads_as_the_integer(
    mode: str, written: str, read: int
) -> None:
    with serve(answer_with(link_tag_body(written)), mode) as (_, client):
        tag = client.link_tags.get(7)
    assert tag.id == read
    assert type(tag.id) is int


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("written", ["7.5", "true", "Infinity", "-Infinity", "NaN", "1e400", '"7"', "null"])
def test_anything_else_in_an_integer_field_is_a_validation_error(mode: str, written: str) -> None:
    with (
        serve(answer_with(link_tag_body(written)), mode) as (server, client),
        pytest.raises(SvcResponseValidationError, match=r"LinkTag\.id") as raised,
    ):
        client.link_tags.get(7)
    assert len(server.requests) == 1
    assert written.encode() in raised.value.body


def drip_campaign(group_ids: str, message_id: str) -> str:
    return (
        ENVELOPE_START + '{"id": 4, "name": "d", "endDate": "2026-02-01T00:00:00Z", '
        '"created": "2026-01-01T00:00:00Z", "groupIds": ' + group_ids + ', "campaignMessages": ['
        '{"id": ' + message_id + ', "accountId": 1, "title": "t", "content": "c", "attachment": "", '
        '"added": "2026-01-01T00:00:00Z", "sequence": 1.0, "delay": 1.5, "timeOfDay": "09:00", '
        '"dripCampaignId": 4, "isMms": 0.0, "memberCount": 3.0}]}}'
    )


@pytest.mark.parametrize("mode", MODES)
def test_list_items_and_nested_models_read_integral_floats(mode: str) -> None:
    with serve(answer_with(drip_campaign("[1.0, 2e0, 3]", "9.0")), mode) as (_, client):
        campaign = client.drip_campaigns.get(4)
    assert campaign.group_ids == [1, 2, 3]
    assert [type(group_id) for group_id in campaign.group_ids] == [int, int, int]
    assert campaign.campaign_messages[0].id == 9
    assert type(campaign.campaign_messages[0].id) is int


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("group_ids", "message_id"), [("[1.5]", "9"), ("[1]", "9.25"), ("[false]", "9")])
def test_a_fraction_in_a_list_item_or_nested_model_is_a_validation_error(
    mode: str, group_ids: str, message_id: str
) -> None:
    with (
        serve(answer_with(drip_campaign(group_ids, message_id)), mode) as (_, client),
        pytest.raises(SvcResponseValidationError, match="not an integer"),
    ):
        client.drip_campaigns.get(4)


def member_counts(values: str) -> str:
    return ENVELOPE_START + '{"memberCounts": ' + values + "}}"


@pytest.mark.parametrize("mode", MODES)
def test_map_values_read_integral_floats(mode: str) -> None:
    with serve(answer_with(member_counts('{"1": 10.0, "2": 0.0, "3": 1e2}')), mode) as (_, client):
        counts = client.groups.member_counts([1, 2, 3])
    assert counts == {1: 10, 2: 0, 3: 100}
    assert {type(count) for count in counts.values()} == {int}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("value", ["2.5", "true", "NaN"])
def test_a_map_value_that_is_no_integer_is_a_validation_error(mode: str, value: str) -> None:
    with (
        serve(answer_with(member_counts('{"1": ' + value + "}")), mode) as (_, client),
        pytest.raises(SvcResponseValidationError, match="not an integer"),
    ):
        client.groups.member_counts([1])


def link_tag_page(page: str, page_size: str, total: str) -> str:
    row = '{"id": 1.0' + LINK_TAG_AFTER_ID
    return (
        ENVELOPE_START
        + '{"rows": ['
        + row
        + '], "page": '
        + page
        + ', "pageSize": '
        + page_size
        + ', "total": '
        + total
        + "}}"
    )


@pytest.mark.parametrize("mode", MODES)
def test_page_fields_read_integral_floats(mode: str) -> None:
    with serve(answer_with(link_tag_page("0.0", "2e0", "1.0")), mode) as (server, client):
        first = client.link_tags.list(page_size=2).first_page()
        records = list(client.link_tags.list(page_size=2))
    assert (first.page, first.page_size, first.total) == (0, 2, 1)
    assert [type(value) for value in (first.page, first.page_size, first.total)] == [int, int, int]
    assert first.rows[0].id == 1
    assert [record.id for record in records] == [1]
    assert len(server.requests) == 2


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("page", "page_size", "total", "field"),
    [
        ("0.5", "2", "1", "page"),
        ("0", "2.5", "1", "pageSize"),
        ("0", "2", "Infinity", "total"),
        ("0", "true", "1", "pageSize"),
    ],
)
def test_a_page_field_that_is_no_integer_is_a_validation_error(
    mode: str, page: str, page_size: str, total: str, field: str
) -> None:
    with serve(answer_with(link_tag_page(page, page_size, total)), mode) as (_, client):
        with pytest.raises(SvcResponseValidationError, match=f"'{field}'.*not an integer"):
            client.link_tags.list(page_size=2).first_page()
        with pytest.raises(SvcResponseValidationError, match=f"'{field}'.*not an integer"):
            list(client.link_tags.list(page_size=2))


@pytest.mark.parametrize("mode", MODES)
def test_a_page_without_its_total_is_a_validation_error(mode: str) -> None:
    body = ENVELOPE_START + '{"rows": [], "page": 0, "pageSize": 2}}'
    with (
        serve(answer_with(body), mode) as (_, client),
        pytest.raises(SvcResponseValidationError, match="the page has no 'total'"),
    ):
        client.link_tags.list(page_size=2).first_page()


@pytest.mark.parametrize("mode", MODES)
def test_unknown_fields_and_extra_envelope_keys_are_ignored(mode: str) -> None:
    body = {
        **envelope({"id": 3, "tag": "promo", "created": "2026-01-01T00:00:00Z", "brandNew": [1, 2]}),
        "meta": {"served_by": "edge-7"},
    }

    def answer(exchange: Exchange) -> None:
        exchange.respond(200, json=body)

    with serve(answer, mode) as (_, client):
        tag = client.link_tags.get(3)
    assert (tag.id, tag.tag) == (3, "promo")
    assert tag.additional_properties == {"brandNew": [1, 2]}


@attrs.define
class _OptionalCounts:
    """No response model of the spec has an optional or nullable integer yet; the parser compiles one."""

    count: int | Unset = UNSET
    maybe: int | None = None
    additional_properties: dict[str, Any] = attrs.field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {"count": "count", "maybe": "maybe"}


def test_optional_and_nullable_integer_fields_read_integral_floats() -> None:
    parse = parser_for(_OptionalCounts)
    parsed = parse({"count": 4.0, "maybe": 5e0})
    assert (parsed.count, parsed.maybe) == (4, 5)
    assert (type(parsed.count), type(parsed.maybe)) == (int, int)
    assert parse({"maybe": None}).count is UNSET
    for bad in ({"count": 4.5, "maybe": 1}, {"maybe": 0.5}):
        with pytest.raises(Exception, match="not an integer"):
            parse(bad)
