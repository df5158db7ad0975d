"""A stateful fake of the textsvc service over real HTTP, for tests (``pip install textsvc[testing]``).

with FakeService() as fake:
    client = fake.client()
"""

from ._clock import ManualClock, RealClock, ScaledClock
from ._service import FakeService
from ._webhook_delivery import Alert, DeliveryAttempt

__all__ = ["Alert", "DeliveryAttempt", "FakeService", "ManualClock", "RealClock", "ScaledClock"]
