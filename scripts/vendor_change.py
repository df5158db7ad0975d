"""A vendor's change, tried as a maintainer would: edit the document copy and the spec, regenerate.

Copies this checkout (its tracked and untracked files, as they are) into a temporary directory,
applies realistic vendor changes there -- a new optional field (`clickCount?` on link tags), a
new value of a delivery `status` (`queued`), a new operation in an existing group
(`GET /link-tags/{linkTagId}/stats`), a new paged group (`GET /opt-outs`), a new value of a closed
enum (the analytics `type` `whatsapp`) and a new operation whose path id the document types as a
string (`POST /templates/{id}/copy`) -- to the document copy
(`openapi/service-api.md`) and the spec (`openapi/textsvc.yaml`) only, runs
`scripts/regenerate.py --write`, and then, with no other edit: the tests (pytest, arguments after
``--``; all of them by default, the slow ones too), a client against the fake (the new operations,
seeding, a 404 and the new field) and the docs site (``mkdocs build --strict``, the new operations
and field in its reference). ``nox -s vendor-change`` runs it (slow: not in the default run).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCUMENT = Path("openapi/service-api.md")
SPEC = Path("openapi/textsvc.yaml")

# (file, text found exactly once, replacement): what the maintainer types; "" appends.
Edit = tuple[Path, str, str]

DOCUMENT_EDITS: list[Edit] = [
    # 1. a new optional field, in the document's `?` notation; 3. the record of a new operation
    (
        DOCUMENT,
        "`id` number, `tag` string, `created` date-time.\n",
        "`id` number, `tag` string, `created` date-time, `clickCount?` number.\n\n"
        "Link tag stats: `linkTagId` number, `clicks` number, `uniqueClicks` number,"
        " `lastClickAt?` date-time.\n",
    ),
    # 2. a new value of a status whose full list is not shown
    (
        DOCUMENT,
        "`status` string (value `sent` is given; other values not shown), `date` string",
        "`status` string (values `sent` and `queued` are given; other values not shown), `date` string",
    ),
    (DOCUMENT, "| Delivery | status | `sent` |", "| Delivery | status | `sent`, `queued` |"),
    # 3. a new operation in an existing group
    (
        DOCUMENT,
        "| paginated `rows` of link tag |\n",
        "| paginated `rows` of link tag |\n"
        "| GET | /link-tags/{linkTagId}/stats | path | `data` = link tag stats |\n",
    ),
    # 4. a new paged group: its record and its endpoint table
    (
        DOCUMENT,
        "### Webhook\n",
        "### Opt-out\n\n`id` number, `number` string, `reason?` string, `created` date-time.\n\n"
        "### Webhook\n",
    ),
    (
        DOCUMENT,
        "### Webhooks\n",
        "### Opt-outs\n\n| Method | Path | Input | Output |\n|---|---|---|---|\n"
        "| GET | /opt-outs | paginated query | paginated `rows` of opt-out |\n\n### Webhooks\n",
    ),
    # 5. a new value of a closed enum
    (
        DOCUMENT,
        "one of `all`, `sms`, `mms`, `imessage`, `rcs`;",
        "one of `all`, `sms`, `mms`, `imessage`, `rcs`, `whatsapp`;",
    ),
    # 6. a new operation whose path id is a string
    (
        DOCUMENT,
        "| POST | /templates/{id} | path `id`; body `isMMS` boolean optional |",
        "| POST | /templates/{id}/copy | path `id` string | envelope, `data` = template |\n"
        "| POST | /templates/{id} | path `id`; body `isMMS` boolean optional |",
    ),
]

_ERRORS = """\
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409': {$ref: '#/components/responses/Conflict'}
        '429': {$ref: '#/components/responses/TooManyRequests'}
        '500': {$ref: '#/components/responses/InternalServerError'}
"""

_ENVELOPE = """\
      type: object
      description: The response envelope.
      x-inferred: envelope
      required: [success, data]
      properties:
        success: {type: boolean}
        error: {type: [string, 'null']}
        message: {type: [string, 'null']}
"""

SPEC_EDITS: list[Edit] = [
    # 5.
    (SPEC, "enum: [all, sms, mms, imessage, rcs]", "enum: [all, sms, mms, imessage, rcs, whatsapp]"),
    # 6.
    (
        SPEC,
        "  /templates/{id}:\n",
        textwrap.indent(
            textwrap.dedent("""\
          /templates/{id}/copy:
            parameters:
              - {name: id, in: path, required: true, schema: {type: string, pattern: '^[0-9]+$'},
                 x-sdk-name: template_id, x-inferred: "A string in the document; digits name a template."}
            post:
              tags: [templates]
              operationId: copyTemplate
              x-response-style: envelope
              x-sdk-method: templates.copy
              x-retry: unsent-only
              x-rate-limit-bucket: general
              summary: Copy a template.
              responses:
                '200': {$ref: '#/components/responses/TemplateEnvelope'}
        """),
            "  ",
        )
        + _ERRORS
        + "  /templates/{id}:\n",
    ),
    # 1.
    (
        SPEC,
        "        created: {type: string, format: date-time}\n    LinkTagInput:\n",
        "        created: {type: string, format: date-time}\n"
        "        clickCount: {type: integer, x-inferred: integer}\n"
        "    LinkTagInput:\n",
    ),
    # 2.
    (
        SPEC,
        'status: {type: string, description: "`sent` is one value; the others are not shown."}',
        'status: {type: string, description: "`sent` and `queued` are values; the others are not shown."}',
    ),
    # 4. the tag
    (
        SPEC,
        "  - {name: webhooks, description: Webhooks that receive events by HTTP POST.}\n",
        "  - {name: opt-outs, description: Numbers that opted out.}\n"
        "  - {name: webhooks, description: Webhooks that receive events by HTTP POST.}\n",
    ),
    # 3. and 4.: the paths
    (
        SPEC,
        "  # ---------------------------------------------------------------------- links\n",
        textwrap.indent(
            textwrap.dedent("""\
          /link-tags/{linkTagId}/stats:
            parameters:
              - {name: linkTagId, in: path, required: true, schema: {type: integer}, x-inferred: integer}
            get:
              tags: [link-tags]
              operationId: getLinkTagStats
              x-response-style: envelope
              x-sdk-method: link_tags.stats
              x-retry: idempotent
              x-rate-limit-bucket: general
              summary: Read the click counts of one link tag.
              responses:
                '200': {$ref: '#/components/responses/LinkTagStatsEnvelope'}
        """),
            "  ",
        )
        + _ERRORS
        + textwrap.indent(
            textwrap.dedent("""\
          /opt-outs:
            get:
              tags: [opt-outs]
              operationId: listOptOuts
              x-response-style: page
              x-sdk-method: opt_outs.list
              x-retry: idempotent
              x-rate-limit-bucket: general
              summary: List the numbers that opted out, one page at a time.
              parameters:
                - {$ref: '#/components/parameters/Page'}
                - {$ref: '#/components/parameters/PageSize'}
                - {$ref: '#/components/parameters/SortBy'}
                - {$ref: '#/components/parameters/SortDirection'}
                - {$ref: '#/components/parameters/Query'}
              responses:
                '200': {$ref: '#/components/responses/OptOutPageEnvelope'}
        """),
            "  ",
        )
        + _ERRORS
        + "\n  # ---------------------------------------------------------------------- links\n",
    ),
    # 3. and 4.: the responses and schemas
    (
        SPEC,
        "\n  schemas:\n",
        textwrap.dedent("""
            LinkTagStatsEnvelope:
              description: Envelope whose `data` is a LinkTagStats.
              headers: *rateLimitHeaders
              content: {application/json: {schema: {$ref: '#/components/schemas/LinkTagStatsEnvelope'}}}
            OptOutPageEnvelope:
              description: Envelope whose `data` is a page of OptOut.
              headers: *rateLimitHeaders
              content: {application/json: {schema: {$ref: '#/components/schemas/OptOutPageEnvelope'}}}
          schemas:
        """).replace("\n", "\n  ")[:-2],
    ),
    (
        SPEC,
        "",  # appended: the schemas are the spec's last section
        "    LinkTagStatsEnvelope:\n"
        + _ENVELOPE
        + "        data: {$ref: '#/components/schemas/LinkTagStats'}\n"
        "    LinkTagStats:\n"
        "      type: object\n"
        "      description: The click counts of a link tag.\n"
        "      required: [linkTagId, clicks, uniqueClicks]\n"
        "      properties:\n"
        "        linkTagId: {type: integer, x-inferred: integer}\n"
        "        clicks: {type: integer, x-inferred: integer}\n"
        "        uniqueClicks: {type: integer, x-inferred: integer}\n"
        "        lastClickAt: {type: string, format: date-time}\n"
        "    OptOut:\n"
        "      type: object\n"
        "      description: A number that opted out.\n"
        "      required: [id, number, created]\n"
        "      properties:\n"
        "        id: {type: integer, x-inferred: integer}\n"
        "        number: {type: string}\n"
        "        reason: {type: string}\n"
        "        created: {type: string, format: date-time}\n"
        "    OptOutPage:\n"
        "      type: object\n"
        '      description: "One page of OptOut records; records remain while `page * pageSize < total`."\n'
        "      x-inferred: page\n"
        "      required: [rows, page, pageSize, total]\n"
        "      properties:\n"
        "        rows: {type: array, items: {$ref: '#/components/schemas/OptOut'}}\n"
        "        page: {type: integer}\n"
        "        pageSize: {type: integer}\n"
        "        total: {type: integer}\n"
        "    OptOutPageEnvelope:\n" + _ENVELOPE + "        data: {$ref: '#/components/schemas/OptOutPage'}\n",
    ),
]

# What a user of the regenerated SDK sees, against the fake: run in the copy.
CLIENT_CHECK = """\
import textsvc
from textsvc.testing import FakeService

with FakeService() as fake, fake.client() as client:
    fake.seed("opt_outs", count=3)
    rows = list(client.opt_outs.list())
    assert len(rows) == 3 and all(row.number and row.created for row in rows), rows
    tag = client.link_tags.create(tag="spring")
    assert isinstance(tag.click_count, int), tag
    assert client.link_tags.get(tag.id).click_count == tag.click_count
    stats = client.link_tags.stats(tag.id)
    assert stats.link_tag_id == tag.id, stats
    try:
        client.link_tags.stats(999_999)
    except textsvc.SvcNotFoundError:
        pass
    else:
        raise AssertionError("an unknown link tag id answered")
    client.analytics.delivery(
        start_date="2026-01-01T00:00:00Z", end_date="2026-01-01T12:00:00Z", type="whatsapp"
    )
    template = client.templates.create(message="Hi")
    assert isinstance(client.templates.copy(template.id).id, int)  # what a copy holds, the spec does not say
    for unknown in (template.id + 100, "9" * 25):
        try:
            client.templates.copy(unknown)
        except textsvc.SvcNotFoundError:
            pass
        else:
            raise AssertionError(f"an unknown template id {unknown} answered")
    fake.seed("deliveries", [{"status": "queued"}])
    assert [row.status for row in client.deliveries.list(status="queued")] == ["queued"]
print(
    "client check: opt_outs seeded and listed, link tag stats and clickCount served, a new analytics"
    " type taken, a template copied by its string id, 404 for an unknown id"
)
"""

DOCS_EXPECTED = {
    "site/reference/resources/index.html": ["opt_outs.html"],
    "site/reference/resources/opt_outs.html": ["opt_outs.list", "GET /opt-outs"],
    "site/reference/resources/link_tags.html": ["link_tags.stats", "/link-tags/{linkTagId}/stats"],
    "site/reference/resources/templates.html": ["templates.copy", "/templates/{id}/copy"],
    "site/reference/types.html": ["click_count", "OptOut", "LinkTagStats"],
}


def apply(tree: Path, edits: list[Edit]) -> None:
    for relative, old, new in edits:
        path = tree / relative
        text = path.read_text(encoding="utf-8")
        if not old:
            path.write_text(text.rstrip("\n") + "\n" + new, encoding="utf-8")
            continue
        if text.count(old) != 1:
            raise SystemExit(
                f"{relative}: the text this change edits is found {text.count(old)} times, not once "
                f"(update scripts/vendor_change.py): {old[:70]!r}"
            )
        path.write_text(text.replace(old, new), encoding="utf-8")


def copy_tree(target: Path) -> None:
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            destination = target / name
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, destination)


def commit_baseline(tree: Path) -> None:
    """Make the copy a git checkout whose HEAD is the tree before the vendor's change, as a
    maintainer's is: what compares the spec with a commit (spec-diff and its tests) reads it there."""
    git = ["git", "-c", "user.name=vendor-change", "-c", "user.email=vendor-change@localhost"]
    for arguments in (["init", "-q"], ["add", "-A"], ["commit", "-q", "--no-verify", "-m", "before"]):
        subprocess.run([*git, *arguments], cwd=tree, check=True, capture_output=True)


def run(step: str, command: list[str], tree: Path, env: dict[str, str]) -> bool:
    print(f"--- {step}: {' '.join(command[:2])} ...", flush=True)
    completed = subprocess.run(command, cwd=tree, env=env)
    if completed.returncode != 0:
        print(f"--- {step} failed ({completed.returncode})", flush=True)
    return completed.returncode == 0


PYTEST = ("-m", "pytest", "-q", "-p", "no:cacheprovider", "--slow")
"""Every test, the slow ones too (``--slow``): the regenerating ones matter most after a vendor's change."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--keep", action="store_true", help="keep the temporary copy")
    parser.add_argument("--no-docs", action="store_true", help="skip the docs site")
    parser.add_argument("pytest_args", nargs="*", help="arguments of pytest (default: every test)")
    args = parser.parse_args(argv)

    scratch = Path(tempfile.mkdtemp(prefix="textsvc-vendor-"))
    tree = scratch / "textsvc"
    try:
        copy_tree(tree)
        commit_baseline(tree)
        apply(tree, DOCUMENT_EDITS + SPEC_EDITS)
        print(
            f"applied {len(DOCUMENT_EDITS)} edits of the document and {len(SPEC_EDITS)} of the spec in {tree}"
        )
        env = dict(os.environ)
        # The copy's packages, not the ones installed from this checkout.
        env["PYTHONPATH"] = os.pathsep.join(str(tree / part) for part in ("overlay", "generated", "."))
        python = sys.executable
        if not run("regenerate", [python, "scripts/regenerate.py", "--write"], tree, env):
            return 1
        failed = [
            step
            for step, command in [
                ("client", [python, "-c", CLIENT_CHECK]),
                ("tests", [python, *PYTEST, *args.pytest_args]),
            ]
            if not run(step, command, tree, env)
        ]
        if not args.no_docs:
            env["NO_MKDOCS_2_WARNING"] = "1"
            if not run(
                "docs", [python, "-m", "mkdocs", "build", "--strict", "--site-dir", "site"], tree, env
            ):
                failed.append("docs")
            else:
                for page, needles in DOCS_EXPECTED.items():
                    built = tree / page
                    html = built.read_text(encoding="utf-8") if built.is_file() else ""
                    missing = [needle for needle in needles if needle not in html]
                    if missing:
                        print(f"--- docs: {page} does not name {missing}")
                        failed.append("docs reference")
                if "docs reference" not in failed:
                    print(
                        "--- docs: the reference names "
                        + ", ".join(needle for needles in DOCS_EXPECTED.values() for needle in needles)
                    )
        if failed:
            print(f"vendor change: failed with no edit but the document and the spec: {', '.join(failed)}")
            return 1
        print("vendor change: the six changes needed the document and the spec only")
        return 0
    finally:
        if args.keep:
            print(f"kept {tree}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
