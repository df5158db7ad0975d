"""List the global controlled templates (unverified toll-free templates); not paginated.

The ``list_global_controlled_templates`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor

from ...models.controlled_template import ControlledTemplate

OPERATION: OperationDescriptor[list[ControlledTemplate]] = OperationDescriptor(
    name="list_global_controlled_templates",
    group="controlled_templates",
    sdk_method="controlled_templates.list_global",
    summary="List the global controlled templates (unverified toll-free templates); not paginated.",
    method="GET",
    path="/controlled-templates/global",
    parameters=(),
    body=None,
    success_status=200,
    response_style="envelope",
    payload_type=list[ControlledTemplate],
    row_model=ControlledTemplate,
    retry="idempotent",
    bucket="general",
)
