"""Templates, custom fields, link tags, smart replies, keywords, deeplinks, controlled templates."""

from __future__ import annotations

import secrets

from textsvc_schemas import models as schemas

from .._errors import not_found
from .._routing import Call, Reply, RouteTable, envelope, paged
from .._state import ACCOUNT_ID
from .._store import path_id, public, query_int, timestamp

routes = RouteTable()

# ------------------------------------------------------------------ templates


@routes.post("/templates", body=schemas.TemplateInput)
def create_template(call: Call) -> Reply:
    body = call.body
    record = call.state["templates"].add(
        {
            "name": body.get("name", ""),
            "message": body["message"],
            "timestamp": timestamp(),
            "attachment": body.get("attachment", ""),
            "mms": body.get("isMMS", False),
        }
    )
    return envelope(public(record))


def _template(call: Call) -> dict[str, object]:
    return call.state["templates"].get(path_id(call.params["id"], "id"))


@routes.get("/templates/{id}")
def get_template(call: Call) -> Reply:
    return envelope(public(_template(call)))


@routes.patch("/templates/{id}", body=schemas.TemplateInput)
def update_template(call: Call) -> Reply:
    record = _template(call)
    body = call.body
    record["message"] = body["message"]
    for field in ("name", "attachment"):
        if field in body:
            record[field] = body[field]
    if "isMMS" in body:
        record["mms"] = body["isMMS"]
    return envelope(public(record))


@routes.post("/templates/{id}", body=schemas.TemplatePostInput, body_required=False)
def post_template(call: Call) -> Reply:
    # The document does not show the effect; the fake takes the MMS flag when one is sent.
    record = _template(call)
    if "isMMS" in call.body:
        record["mms"] = call.body["isMMS"]
    return envelope(None)


@routes.get("/templates")
def list_templates(call: Call) -> Reply:
    return paged(call, call.state["templates"].all())


# -------------------------------------------------------------- custom fields


def _custom_field(body: dict[str, object]) -> dict[str, object]:
    return {
        "name": body["name"],
        "type": body.get("type", "string"),
        "hidden": body.get("hidden", False),
        "options": body.get("options", []),
        "format": body.get("format", ""),
        "created": timestamp(),
    }


@routes.post("/custom-fields", body=schemas.CustomFieldInput)
def create_custom_field(call: Call) -> Reply:
    return envelope(public(call.state["custom_fields"].add(_custom_field(call.body))))


@routes.post("/custom-fields/bulk-create", body=schemas.CustomFieldBulkInput)
def bulk_create_custom_fields(call: Call) -> Reply:
    for entry in call.body["customFields"]:
        call.state["custom_fields"].add(_custom_field(entry))
    return envelope(None)


@routes.get("/custom-fields/{customFieldId}")
def get_custom_field(call: Call) -> Reply:
    return envelope(
        public(call.state["custom_fields"].get(path_id(call.params["customFieldId"], "customFieldId")))
    )


@routes.patch("/custom-fields/{customFieldId}", body=schemas.CustomFieldUpdate)
def update_custom_field(call: Call) -> Reply:
    record = call.state["custom_fields"].get(path_id(call.params["customFieldId"], "customFieldId"))
    record.update(call.body)
    return envelope(public(record))


@routes.delete("/custom-fields/{customFieldId}")
def delete_custom_field(call: Call) -> Reply:
    call.state["custom_fields"].delete(path_id(call.params["customFieldId"], "customFieldId"))
    return envelope(None)


@routes.get("/custom-fields")
def list_custom_fields(call: Call) -> Reply:
    return paged(call, call.state["custom_fields"].all())


# ------------------------------------------------------------------ link tags


@routes.post("/link-tags", body=schemas.LinkTagInput)
def create_link_tag(call: Call) -> Reply:
    record = call.state["link_tags"].add({"tag": call.body["tag"], "created": timestamp(), "_linkIds": []})
    return envelope(public(record))


@routes.get("/link-tags/{linkTagId}")
def get_link_tag(call: Call) -> Reply:
    return envelope(public(call.state["link_tags"].get(path_id(call.params["linkTagId"], "linkTagId"))))


@routes.patch("/link-tags/{linkTagId}", body=schemas.LinkTagInput)
def update_link_tag(call: Call) -> Reply:
    record = call.state["link_tags"].get(path_id(call.params["linkTagId"], "linkTagId"))
    record["tag"] = call.body["tag"]
    return envelope(public(record))


@routes.delete("/link-tags/{linkTagId}")
def delete_link_tag(call: Call) -> Reply:
    call.state["link_tags"].delete(path_id(call.params["linkTagId"], "linkTagId"))
    return envelope(None)


@routes.get("/link-tags")
def list_link_tags(call: Call) -> Reply:
    records = call.state["link_tags"].all()
    if "linkId" in call.query:
        link_id = query_int(call.query, "linkId")
        records = [record for record in records if link_id in record.get("_linkIds", [])]
    return paged(call, records)


# -------------------------------------------------------------- smart replies


def _keyword_of_reply(word: str) -> dict[str, object]:
    return {
        "id": 0,
        "accountId": ACCOUNT_ID,
        "keyword": word.upper(),
        "shortcode": "",
        "destinationGroupId": 0,
        "deleted": 0,
        "created": timestamp(),
        "nonavidWelcomeMessage": "",
        "longcode": 0,
        "includeContactCard": False,
        "includeSignupLink": False,
        "qrCodeTemplateId": 0,
        "description": "",
    }


@routes.post("/smart-replies", body=schemas.SmartReplyInput)
def create_smart_reply(call: Call) -> Reply:
    body = call.body
    record = call.state["smart_replies"].add(
        {
            "word": body["word"],
            "message": body["message"],
            "includeContactCard": body.get("includeContactCard", False),
            "includeSignupLink": body.get("includeSignupLink", False),
            "created": timestamp(),
            "account": {"id": ACCOUNT_ID, "name": "Fake account"},
            "keyword": _keyword_of_reply(body["word"]),
            "_templateId": body.get("templateId"),
        }
    )
    return envelope(public(record))


@routes.get("/smart-replies/{id}")
def get_smart_reply(call: Call) -> Reply:
    return envelope(public(call.state["smart_replies"].get(path_id(call.params["id"], "id"))))


@routes.patch("/smart-replies/{id}", body=schemas.SmartReplyUpdate)
def update_smart_reply(call: Call) -> Reply:
    record = call.state["smart_replies"].get(path_id(call.params["id"], "id"))
    for field in ("word", "message", "includeContactCard", "includeSignupLink"):
        if field in call.body:
            record[field] = call.body[field]
    if "word" in call.body:
        record["keyword"]["keyword"] = call.body["word"].upper()
    if "templateId" in call.body:
        record["_templateId"] = call.body["templateId"]
    return envelope(public(record))


# ------------------------------------------------------------------- keywords


@routes.get("/keywords/main")
def get_main_keyword(call: Call) -> Reply:
    main = call.state.main_keyword_id
    if main is None:
        raise not_found("main keyword", "of this account")
    return envelope(public(call.state["keywords"].get(main)))


@routes.get("/keywords/{keywordId}")
def get_keyword(call: Call) -> Reply:
    return envelope(public(call.state["keywords"].get(path_id(call.params["keywordId"], "keywordId"))))


@routes.get("/keywords")
def list_keywords(call: Call) -> Reply:
    return paged(call, call.state["keywords"].all())


# ------------------------------------------------------------------ deeplinks


def _deeplink() -> dict[str, str]:
    return {"deeplinkUrl": f"https://links.fake-textsvc.invalid/{secrets.token_urlsafe(6)}"}


@routes.post("/deeplinks", body=schemas.DeeplinkInput)
def create_deeplink(call: Call) -> Reply:
    return envelope(_deeplink())


@routes.post("/deeplinks/imessage", body=schemas.ImessageDeeplinkInput)
def create_imessage_deeplink(call: Call) -> Reply:
    return envelope(_deeplink())


# ------------------------------------------------------- controlled templates


@routes.get("/controlled-templates/global")
def list_global_controlled_templates(call: Call) -> Reply:
    records = [public(record) for record in call.state["controlled_templates"].all() if record["isGlobal"]]
    return envelope(records)


@routes.get("/controlled-templates/{controlledTemplateId}")
def get_controlled_template(call: Call) -> Reply:
    identifier = path_id(call.params["controlledTemplateId"], "controlledTemplateId")
    return envelope(public(call.state["controlled_templates"].get(identifier)))


@routes.get("/controlled-templates")
def list_controlled_templates(call: Call) -> Reply:
    return paged(call, call.state["controlled_templates"].all())
