from typing import Literal

KeywordSortField = Literal[
    "created",
    "description",
    "destinationGroup",
    "destinationGroupId",
    "id",
    "includeContactCard",
    "includeSignupLink",
    "keyword",
    "longcode",
    "nonavidWelcomeMessage",
    "qrCodeTemplateId",
    "shortcode",
    "textInNumbers",
]

KEYWORD_SORT_FIELD_VALUES: set[KeywordSortField] = {
    "created",
    "description",
    "destinationGroup",
    "destinationGroupId",
    "id",
    "includeContactCard",
    "includeSignupLink",
    "keyword",
    "longcode",
    "nonavidWelcomeMessage",
    "qrCodeTemplateId",
    "shortcode",
    "textInNumbers",
}


def check_keyword_sort_field(value: str) -> KeywordSortField:
    if value in KEYWORD_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {KEYWORD_SORT_FIELD_VALUES!r}"
    )
