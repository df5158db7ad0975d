from typing import Literal

ControlledTemplateSortField = Literal[
    "accountId",
    "assignedChildAccounts",
    "createdAt",
    "id",
    "isGlobal",
    "isMMS",
    "message",
    "name",
    "requiresLink",
    "type",
    "updatedAt",
    "url",
]

CONTROLLED_TEMPLATE_SORT_FIELD_VALUES: set[ControlledTemplateSortField] = {
    "accountId",
    "assignedChildAccounts",
    "createdAt",
    "id",
    "isGlobal",
    "isMMS",
    "message",
    "name",
    "requiresLink",
    "type",
    "updatedAt",
    "url",
}


def check_controlled_template_sort_field(value: str) -> ControlledTemplateSortField:
    if value in CONTROLLED_TEMPLATE_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONTROLLED_TEMPLATE_SORT_FIELD_VALUES!r}"
    )
