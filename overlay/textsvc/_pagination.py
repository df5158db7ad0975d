"""Pages of a paginated list, read and checked; the pagers that walk them live with each client."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import attrs

from ._arguments import checked_argument
from ._converter import ResponseShapeError, as_integer, reader
from ._descriptors import OperationDescriptor, OperationParameter

if TYPE_CHECKING:
    from textsvc_generated.models.thread_items import ThreadItems

T = TypeVar("T")


@attrs.frozen
class Page(Generic[T]):
    """One page of a list: its ``rows``, its 0-based number, the size asked for and the total count."""

    rows: list[T]
    page: int
    page_size: int
    total: int

    @property
    def has_more(self) -> bool:
        """Records remain after this page (``(page + 1) * page_size < total``, and it was not empty)."""
        return bool(self.rows) and (self.page + 1) * self.page_size < self.total


def _integer(data: Mapping[str, Any], key: str) -> int:
    if key not in data:
        raise ResponseShapeError(f"the page has no {key!r}")
    return as_integer(data[key], f"page field {key!r}")


class PageParser(Generic[T]):
    """Parses ``{rows, page, pageSize, total}`` (or another rows/total naming) into a ``Page``.

    ``unparsed`` checks the page's own fields and leaves its rows as decoded; ``row`` makes one
    row a model. Iterating record by record uses the two so that a row becomes a model only
    when it is reached (see the pagers).
    """

    def __init__(self, model: type[T], *, rows_key: str = "rows", total_key: str = "total") -> None:
        self._model = model
        self._rows_key = rows_key
        self._total_key = total_key

    @cached_property
    def row(self) -> Callable[[Any], T]:
        """Makes one decoded row a model (compiled on first use)."""
        return reader(self._model)

    def unparsed(self, data: Any) -> Page[Any]:
        if not isinstance(data, Mapping):
            raise ResponseShapeError("expected a page object")
        rows = data.get(self._rows_key)
        if type(rows) is not list:
            raise ResponseShapeError(f"page field {self._rows_key!r} is not a list")
        return Page(
            rows=rows,
            page=_integer(data, "page"),
            page_size=_integer(data, "pageSize"),
            total=_integer(data, self._total_key),
        )

    def __call__(self, data: Any) -> Page[T]:
        """``data`` is the freshly decoded body, the parser's own: its rows list becomes the page's."""
        page = self.unparsed(data)
        rows: list[Any] = page.rows
        parse_row = self.row
        # In place, so each decoded row is dropped as soon as its model exists: the collector then
        # has fewer live objects to walk while the page is built.
        for index, row in enumerate(rows):
            rows[index] = parse_row(row)
        return cast(Page[T], page)


def check_answer(page: Page[T], asked: int) -> Page[T]:
    """``page`` as the answer to asking for page ``asked``; raises ``ResponseShapeError`` naming a lie.

    A page whose numbers contradict the request or themselves would make a pager skip, repeat or
    never stop. A ``pageSize`` other than the one asked for is not a lie: the server may clamp it.
    """
    if page.page != asked:  # A negative page too: a pager asks for page 0 or later.
        raise ResponseShapeError(f"page {asked} was asked for but the answer says page {page.page}")
    if page.rows and page.page_size < 1:
        raise ResponseShapeError(f"pageSize is {page.page_size} on a page of {len(page.rows)} records")
    if page.page_size >= 1 and len(page.rows) > page.page_size:
        raise ResponseShapeError(f"{len(page.rows)} records on a page whose pageSize is {page.page_size}")
    return page


class PageWalk:
    """The pages one iteration asks for, each answer checked against the request and the first answer.

    The first answer announces how many pages there are (its ``total`` over its ``pageSize``): the
    walk asks for at most one page more than that (records added meanwhile), so a server whose
    answers never end cannot keep a pager going.
    """

    def __init__(self, start: int) -> None:
        self.number = start
        """The page to ask for next."""
        self._answered = 0
        self._page_size = 0
        self._most_pages = 0

    def checking(self, parse: Callable[[Any], Page[T]]) -> Callable[[Any], Page[T]]:
        """``parse``, then the checks of the answer to the page asked for now (call once per page)."""
        return lambda data: self._accept(parse(data))

    def _accept(self, page: Page[T]) -> Page[T]:
        check_answer(page, self.number)
        self._answered += 1
        if self._answered == 1:
            self._page_size = page.page_size
            if page.page_size >= 1:
                announced = -(-page.total // page.page_size) - page.page
                self._most_pages = max(announced, 1) + 1
        elif page.rows and page.page_size != self._page_size:
            raise ResponseShapeError(
                f"pageSize changed from {self._page_size} to {page.page_size} between pages "
                "(records would be skipped or repeated)"
            )
        if page.has_more and self._answered >= self._most_pages:
            raise ResponseShapeError(
                f"page {page.page} still says more records remain (total {page.total}), but the first "
                f"answer announced {self._most_pages - 1} pages and {self._answered} have been read"
            )
        return page

    def advance(self) -> None:
        self.number += 1


PageReaders = Callable[[int, int], Callable[[Any], Page[Any]]]
"""Gives the reader of the answer to page ``number`` of ``size`` rows, where it is not a page."""


def page_rows(operation: OperationDescriptor[Any]) -> PageParser[Any]:
    """One page of a list operation's rows."""
    if operation.row_model is None:
        raise TypeError(f"{operation.name} is not a list of rows")
    return PageParser(operation.row_model)


def checked_page_numbers(
    operation: OperationDescriptor[Any], page: int, page_size: int | None
) -> tuple[int, int]:
    """A pager's first page and page size, checked by the list operation's ``page`` and ``page_size``;
    no page size is the spec's maximum (every request counts against a limit)."""
    parameters = {parameter.sdk_name: parameter for parameter in operation.parameters}
    number, size = parameters.get("page"), parameters.get("page_size")
    if number is not None:
        page = _checked_page_number(number, page)
    if size is None:  # one page, asked without numbers
        return page, 0
    if page_size is None:
        if size.maximum is None:
            raise TypeError(f"{operation.sdk_method}() needs a page_size: the spec gives it no maximum")
        return page, int(size.maximum)
    return page, _checked_page_number(size, page_size)


def _checked_page_number(parameter: OperationParameter, value: int) -> int:
    """``checked_argument``, its bounds said as a pager's numbers were always said (the first page
    is numbered by the spec's minimum)."""
    try:
        checked: int = checked_argument(parameter, value)
    except ValueError:  # an int out of the parameter's bounds: the one ValueError of an integer
        low, high = (None if b is None else int(b) for b in (parameter.minimum, parameter.maximum))
        if high == _INT64_MAX and value <= high:  # the format's bound, worth saying only when broken
            high = None
        if low is not None and high is not None:
            rule = f"from {low} to {high}"
        elif low is not None:
            rule = f"{low} or more" + (f" (pages are {low}-indexed)" if parameter.sdk_name == "page" else "")
        else:
            rule = f"at most {high}"
        raise ValueError(f"{parameter.sdk_name} must be {rule}, got {value}") from None
    return checked


_INT64_MAX = 2**63 - 1


# ---- threads.items: the one list whose answer is not a page -----------------------------------


@attrs.frozen
class ThreadItemsPage(Page[Any]):
    """A page of ``threads.items``: the answer is ``{items, count, ...}``, not a page."""

    thread: ThreadItems
    """The whole result: ``account_id``, ``name``, ``multiple_recipients``, ``recent_reply``, ..."""

    @property
    def has_more(self) -> bool:
        # The document does not say whether ``count`` counts the page or the thread: a full page
        # also means there may be more, and the empty page after it ends the walk.
        if not self.rows:
            return False
        return (self.page + 1) * self.page_size < self.total or len(self.rows) == self.page_size


def thread_items_reader(page: int, page_size: int) -> Callable[[Any], ThreadItemsPage]:
    """Reads the answer to page ``page`` of ``threads.items`` as a page of its items."""
    from textsvc_generated.models.thread_items import ThreadItems

    def parse(data: Any) -> ThreadItemsPage:
        thread = reader(ThreadItems)(data)
        return ThreadItemsPage(
            rows=thread.items, page=page, page_size=page_size, total=thread.count, thread=thread
        )

    return parse
