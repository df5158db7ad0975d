from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Self,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.assigned_child_account import AssignedChildAccount


T = TypeVar("T", bound="ControlledTemplate")


@_attrs_define
class ControlledTemplate:
    """A controlled template."""

    id: int
    account_id: int
    name: str
    message: str
    requires_link: bool
    """ When true, a send using the template needs a `linkId`. """
    type_: str
    """ `dispensary` is one value; the full list is not shown. """
    is_mms: bool
    is_global: bool
    url: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    assigned_child_accounts: list[AssignedChildAccount]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "id": "id",
        "account_id": "accountId",
        "name": "name",
        "message": "message",
        "requires_link": "requiresLink",
        "type_": "type",
        "is_mms": "isMMS",
        "is_global": "isGlobal",
        "url": "url",
        "created_at": "createdAt",
        "updated_at": "updatedAt",
        "assigned_child_accounts": "assignedChildAccounts",
    }

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        account_id = self.account_id

        name = self.name

        message = self.message

        requires_link = self.requires_link

        type_ = self.type_

        is_mms = self.is_mms

        is_global = self.is_global

        url = self.url

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        assigned_child_accounts = []
        for assigned_child_accounts_item_data in self.assigned_child_accounts:
            assigned_child_accounts_item = assigned_child_accounts_item_data.to_dict()
            assigned_child_accounts.append(assigned_child_accounts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "accountId": account_id,
                "name": name,
                "message": message,
                "requiresLink": requires_link,
                "type": type_,
                "isMMS": is_mms,
                "isGlobal": is_global,
                "url": url,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "assignedChildAccounts": assigned_child_accounts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.assigned_child_account import AssignedChildAccount

        d = dict(src_dict)
        id = d.pop("id")

        account_id = d.pop("accountId")

        name = d.pop("name")

        message = d.pop("message")

        requires_link = d.pop("requiresLink")

        type_ = d.pop("type")

        is_mms = d.pop("isMMS")

        is_global = d.pop("isGlobal")

        url = d.pop("url")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        assigned_child_accounts = []
        _assigned_child_accounts = d.pop("assignedChildAccounts")
        for assigned_child_accounts_item_data in _assigned_child_accounts:
            assigned_child_accounts_item = AssignedChildAccount.from_dict(
                assigned_child_accounts_item_data
            )

            assigned_child_accounts.append(assigned_child_accounts_item)

        controlled_template = cls(
            id=id,
            account_id=account_id,
            name=name,
            message=message,
            requires_link=requires_link,
            type_=type_,
            is_mms=is_mms,
            is_global=is_global,
            url=url,
            created_at=created_at,
            updated_at=updated_at,
            assigned_child_accounts=assigned_child_accounts,
        )

        controlled_template.additional_properties = d
        return controlled_template

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
