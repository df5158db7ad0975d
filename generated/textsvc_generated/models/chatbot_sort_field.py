from typing import Literal

ChatbotSortField = Literal[
    "conversationCount",
    "createdAt",
    "description",
    "files",
    "id",
    "instructions",
    "isEnabled",
    "longcodeId",
    "name",
]

CHATBOT_SORT_FIELD_VALUES: set[ChatbotSortField] = {
    "conversationCount",
    "createdAt",
    "description",
    "files",
    "id",
    "instructions",
    "isEnabled",
    "longcodeId",
    "name",
}


def check_chatbot_sort_field(value: str) -> ChatbotSortField:
    if value in CHATBOT_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHATBOT_SORT_FIELD_VALUES!r}"
    )
