from typing import Literal

ThreadSummarySortField = Literal[
    "id", "latestMessage", "multipleRecipients", "name", "unread"
]

THREAD_SUMMARY_SORT_FIELD_VALUES: set[ThreadSummarySortField] = {
    "id",
    "latestMessage",
    "multipleRecipients",
    "name",
    "unread",
}


def check_thread_summary_sort_field(value: str) -> ThreadSummarySortField:
    if value in THREAD_SUMMARY_SORT_FIELD_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {THREAD_SUMMARY_SORT_FIELD_VALUES!r}"
    )
