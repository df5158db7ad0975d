"""List a campaign's messages, one page at a time.

The ``list_campaign_messages`` operation, described for ``textsvc.Client`` and ``textsvc.AsyncClient``.
"""

from textsvc._descriptors import OperationDescriptor, OperationParameter

from ...models.campaign_message import CampaignMessage
from ...models.campaign_message_page import CampaignMessagePage

OPERATION: OperationDescriptor[CampaignMessagePage] = OperationDescriptor(
    name="list_campaign_messages",
    group="campaigns",
    sdk_method="campaigns.messages",
    summary="List a campaign's messages, one page at a time.",
    method="GET",
    path="/campaigns/{campaign_id}/messages",
    parameters=(
        OperationParameter(
            python_name="campaign_id",
            json_name="campaignId",
            location="path",
            required=True,
            annotation="int",
            sdk_name="campaign_id",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
        OperationParameter(
            python_name="page",
            json_name="page",
            location="query",
            required=False,
            annotation="int",
            sdk_name="page",
            json_type="integer",
            minimum=0,
            maximum=9223372036854775807,
        ),
        OperationParameter(
            python_name="page_size",
            json_name="pageSize",
            location="query",
            required=False,
            annotation="int",
            sdk_name="page_size",
            json_type="integer",
            minimum=1,
            maximum=1000,
        ),
        OperationParameter(
            python_name="sort_by",
            json_name="sortBy",
            location="query",
            required=False,
            annotation="CampaignMessageSortField",
            sdk_name="sort_by",
            json_type="string",
            choices=(
                "clickCount",
                "clickRate",
                "conversionCount",
                "createdAt",
                "deliveredCount",
                "emailRecipientCount",
                "id",
                "isMMS",
                "message",
                "processedCount",
                "recipientCount",
                "responseCount",
                "unsubscribeCount",
            ),
            description="The fields of a CampaignMessage, which its list sorts by.",
        ),
        OperationParameter(
            python_name="sort_direction",
            json_name="sortDirection",
            location="query",
            required=False,
            annotation="SortDirection",
            sdk_name="sort_direction",
            json_type="string",
            choices=(
                "ASC",
                "DESC",
            ),
            description="Sort direction of paginated lists.",
        ),
        OperationParameter(
            python_name="query",
            json_name="query",
            location="query",
            required=False,
            annotation="str",
            sdk_name="query",
            json_type="string",
        ),
    ),
    body=None,
    success_status=200,
    response_style="page",
    payload_type=CampaignMessagePage,
    row_model=CampaignMessage,
    retry="idempotent",
    bucket="general",
)
