"""Several secrets are given as a list or a tuple: a one-shot iterator is refused where it is given,
since an adapter keeps its secrets for every later delivery and an iterator would be spent."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textsvc import webhooks
from textsvc.webhooks.wsgi import WebhookApp

BODY = b'{"type": "delivery-status"}'
SECRET = "s3cr3t-rotated"


ITERATORS: list[tuple[str, Callable[[], Any]]] = [
    ("list_iterator", lambda: iter([SECRET])),
    ("generator", lambda: (secret for secret in [SECRET])),
    ("map", lambda: map(str, [SECRET])),
]


GIVE: list[tuple[str, Callable[[Any], object]]] = [
    ("verify", lambda secrets: webhooks.verify_signature(BODY, webhooks.sign(BODY, SECRET), secrets)),
    ("construct", lambda secrets: webhooks.construct_event(BODY, webhooks.sign(BODY, SECRET), secrets)),
    ("wsgi", lambda secrets: WebhookApp(print, secret=secrets)),
]


@pytest.mark.parametrize(("entry", "give"), GIVE, ids=[entry[0] for entry in GIVE])
@pytest.mark.parametrize(("kind", "make"), ITERATORS, ids=[entry[0] for entry in ITERATORS])
def test_an_iterator_of_secrets_is_refused_naming_its_type(
    entry: str, give: Callable[[Any], object], kind: str, make: Callable[[], Any]
) -> None:
    with pytest.raises(TypeError, match=rf"must be a list or tuple, not {kind}$") as raised:
        give(make())
    assert SECRET not in str(raised.value)


@pytest.mark.parametrize(("entry", "give"), GIVE, ids=[entry[0] for entry in GIVE])
def test_a_tuple_of_secrets_is_taken(entry: str, give: Callable[[Any], object]) -> None:
    give(("retired-secret", SECRET))
