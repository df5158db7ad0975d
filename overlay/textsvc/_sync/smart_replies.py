# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""Smart replies: keyword auto-replies. The document shows no list or delete for them."""

from __future__ import annotations

from textsvc_generated.api.smart_replies import create_smart_reply, get_smart_reply, update_smart_reply
from textsvc_generated.models.smart_reply import SmartReply
from textsvc_generated.models.smart_reply_input import SmartReplyInput
from textsvc_generated.models.smart_reply_update import SmartReplyUpdate

from .._arguments import omit, whole_number
from .._operation import ResponseStyle
from .._validation import check_input, model_parser
from ._resource import APIResource

ENVELOPE = ResponseStyle.ENVELOPE
_smart_reply = model_parser(SmartReply)


class SmartReplies(APIResource):
    def create(
        self,
        *,
        word: str,
        message: str,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
    ) -> SmartReply:
        """Reply ``message`` whenever a subscriber texts ``word``."""
        body = check_input(
            SmartReplyInput(
                word=word,
                message=message,
                include_contact_card=omit(include_contact_card),
                include_signup_link=omit(include_signup_link),
                template_id=omit(template_id),
            )
        )
        return self._call(create_smart_reply._get_kwargs(body=body), ENVELOPE, _smart_reply)

    def get(self, smart_reply_id: int) -> SmartReply:
        """Read one smart reply."""
        kwargs = get_smart_reply._get_kwargs(whole_number("smart_reply_id", smart_reply_id))
        return self._call(kwargs, ENVELOPE, _smart_reply)

    def update(
        self,
        smart_reply_id: int,
        *,
        word: str | None = None,
        message: str | None = None,
        include_contact_card: bool | None = None,
        include_signup_link: bool | None = None,
        template_id: int | None = None,
    ) -> SmartReply:
        """Change a smart reply; every field is optional."""
        body = check_input(
            SmartReplyUpdate(
                word=omit(word),
                message=omit(message),
                include_contact_card=omit(include_contact_card),
                include_signup_link=omit(include_signup_link),
                template_id=omit(template_id),
            )
        )
        kwargs = update_smart_reply._get_kwargs(whole_number("smart_reply_id", smart_reply_id), body=body)
        return self._call(kwargs, ENVELOPE, _smart_reply)
