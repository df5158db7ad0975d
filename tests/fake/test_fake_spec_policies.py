"""The fake reads each operation's bucket from its path in the served spec, and nothing else.

The spec once listed the endpoints the document names without shapes under a top-level
``x-unshaped-operations``; they are paths now, and a copy of the spec that still carries the list
is served from its paths alone.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from textsvc.testing import FakeService, ManualClock

from tests.fake.raw import http
from tests.fake.test_generic_operations import SPEC, write_spec

SEND = {"message": "Hi", "subscribers": ["+15555550100"]}


def test_a_leftover_unshaped_operations_list_is_not_read(tmp_path: Path) -> None:
    spec = copy.deepcopy(SPEC)
    spec["x-unshaped-operations"] = [{"method": "POST", "path": "/send", "x-rate-limit-bucket": "nobody"}]
    with FakeService(spec_path=write_spec(tmp_path, spec), clock=ManualClock()) as fake, http(fake) as raw:
        assert raw.post("/send", json=SEND).headers["X-RateLimit-Limit"] == "25"


@pytest.mark.parametrize(("bucket", "limit"), [("send", "25"), ("general", "30"), ("subscribers", "15")])
def test_the_send_bucket_is_the_one_its_path_names(tmp_path: Path, bucket: str, limit: str) -> None:
    spec = copy.deepcopy(SPEC)
    spec["paths"]["/send"]["post"]["x-rate-limit-bucket"] = bucket
    with FakeService(spec_path=write_spec(tmp_path, spec), clock=ManualClock()) as fake, http(fake) as raw:
        assert raw.post("/send", json=SEND).headers["X-RateLimit-Limit"] == limit
