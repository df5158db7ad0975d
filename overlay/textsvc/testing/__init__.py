"""A stateful fake of the textsvc service over real HTTP, for tests (``pip install textsvc[testing]``).

```python
with FakeService() as fake:
    client = fake.client()
```
"""

from .._extras import needs_extra

with needs_extra("testing", "textsvc.testing"):
    from ._clock import ManualClock, RealClock, ScaledClock
    from ._json_body import MAX_DEPTH as MAX_BODY_DEPTH
    from ._outbox import SentMessage
    from ._request_body import MAX_BODY_BYTES
    from ._service import FakeService
    from ._webhook_delivery import Alert, DeliveryAttempt

__all__ = [
    "MAX_BODY_BYTES",
    "MAX_BODY_DEPTH",
    "Alert",
    "DeliveryAttempt",
    "FakeService",
    "ManualClock",
    "RealClock",
    "ScaledClock",
    "SentMessage",
]
