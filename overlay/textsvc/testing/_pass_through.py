"""The bulk subscriber bodies, without the spec's ``maxItems`` on their records.

The spec opens every request body of an operation it marks ``x-shape: partial``
(``additionalProperties: true``), so the generated models keep the fields the document does not
show, as sent. Only the record limit of the two bulk bodies is left to their routes, so that a
refusal can say what the limit is.
"""

from __future__ import annotations

from textsvc_schemas import models as schemas


class SubscriberBulkBody(schemas.SubscriberBulkInput):
    subscribers: list[schemas.SubscriberRecord]


class SubscriberBulkUpdateBody(schemas.SubscriberBulkUpdate):
    subscribers: list[schemas.SubscriberUpdateRecord]
