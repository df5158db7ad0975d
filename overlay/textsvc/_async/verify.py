"""One-time verification codes and number checks."""

from __future__ import annotations

from collections.abc import Mapping

from textsvc_generated.api.verify import (
    check_number,
    check_verification_code,
    get_verification,
    list_verifications,
    send_verification_code,
)
from textsvc_generated.models.check_code_input import CheckCodeInput
from textsvc_generated.models.check_number_input import CheckNumberInput
from textsvc_generated.models.code_check_result import CodeCheckResult
from textsvc_generated.models.code_send_result import CodeSendResult
from textsvc_generated.models.number_check_result import NumberCheckResult
from textsvc_generated.models.send_code_input import SendCodeInput
from textsvc_generated.models.send_code_input_tags import SendCodeInputTags
from textsvc_generated.models.sort_direction import SortDirection
from textsvc_generated.models.verification import Verification

from .._arguments import omit, path_id
from .._operation import ResponseStyle
from .._pagination import page_parser
from .._validation import check_input, model_parser
from ._pager import AsyncPager
from ._resource import AsyncAPIResource

# The three verify operations answer with a bare object, without the envelope.
BARE = ResponseStyle.BARE


def _tags(tags: Mapping[str, str] | None) -> SendCodeInputTags | None:
    if tags is None:
        return None
    if not isinstance(tags, Mapping):
        raise TypeError("tags must be a mapping of str to str")
    return SendCodeInputTags.from_dict(dict(tags))


class AsyncVerify(AsyncAPIResource):
    async def send_code(
        self,
        *,
        to: str,
        service_name: str,
        timeout_seconds: int | None = None,
        code_length: int | None = None,
        realtime: bool | None = None,
        bypass: bool | None = None,
        external_id: str | None = None,
        longcode_id: int | None = None,
        tags: Mapping[str, str] | None = None,
        pool_id: str | None = None,
        sender_name: str | None = None,
    ) -> CodeSendResult:
        """Text a one-time code to ``to``; keep ``verification_id`` of the result to check it."""
        body = check_input(
            SendCodeInput(
                to=to,
                service_name=service_name,
                timeout_seconds=omit(timeout_seconds),
                code_length=omit(code_length),
                realtime=omit(realtime),
                bypass=omit(bypass),
                external_id=omit(external_id),
                longcode_id=omit(longcode_id),
                tags=omit(_tags(tags)),
                pool_id=omit(pool_id),
                sender_name=omit(sender_name),
            )
        )
        return await self._call(
            send_verification_code._get_kwargs(body=body), BARE, model_parser(CodeSendResult)
        )

    async def check_code(
        self, *, code: str, to: str | None = None, verification_id: str | None = None
    ) -> CodeCheckResult:
        """Check a code the user typed, by ``verification_id`` or by ``to``."""
        body = check_input(CheckCodeInput(code=code, to=omit(to), verification_id=omit(verification_id)))
        return await self._call(
            check_verification_code._get_kwargs(body=body), BARE, model_parser(CodeCheckResult)
        )

    async def check_number(self, *, number: str, bypass: bool | None = None) -> NumberCheckResult:
        """Whether a phone number is deliverable (``risk`` is ``"invalid_format"`` for a malformed one)."""
        body = check_input(CheckNumberInput(number=number, bypass=omit(bypass)))
        return await self._call(check_number._get_kwargs(body=body), BARE, model_parser(NumberCheckResult))

    async def get(self, verification_id: str) -> Verification:
        """Read one verification record."""
        kwargs = get_verification._get_kwargs(path_id("verification_id", verification_id))
        return await self._call(kwargs, ResponseStyle.ENVELOPE, model_parser(Verification))

    def list(
        self,
        *,
        page: int = 0,
        page_size: int | None = None,
        sort_by: str | None = None,
        sort_direction: SortDirection | None = None,
        query: str | None = None,
    ) -> AsyncPager[Verification]:
        """Every verification record, page after page (nothing is sent until iterated)."""
        return self._list(
            list_verifications._get_kwargs,
            page_parser(Verification),
            page=page,
            page_size=page_size,
            sort_by=sort_by,
            sort_direction=sort_direction,
            query=query,
        )
