"""A module whose extra is not installed says which extra to install.

Each case runs in a fresh interpreter in which the extra's packages cannot be imported
(``sys.modules[name] = None``, what Python itself does for a blocked module), then imports the module
for real. The modules that need an extra are found by reading the overlay's imports, so a new one
cannot go untested.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import tempfile
import textwrap
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
OVERLAY = ROOT / "overlay"
IMPORT_NAMES = {"pyyaml": "yaml", "phonenumberslite": "phonenumbers"}
"""Distributions imported under another name."""


def _import_name(requirement: str) -> str:
    name = Requirement(requirement).name.lower()
    return IMPORT_NAMES.get(name, name)


def extra_packages() -> dict[str, set[str]]:
    """Each extra's packages by import name, less those the core installs anyway (orjson)."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)["project"]
    core = {_import_name(requirement) for requirement in project["dependencies"]}
    return {
        extra: {_import_name(requirement) for requirement in requirements} - core
        for extra, requirements in project["optional-dependencies"].items()
    }


EXTRA_PACKAGES = extra_packages()
ALL_EXTRA_PACKAGES = sorted(set().union(*EXTRA_PACKAGES.values()))

# What a user writes to reach each module that needs an extra, and the extra it names.
CASES = {
    "textsvc.testing": ("import textsvc.testing", "testing"),
    # What `python -m textsvc.testing` runs, under another name so that it would not serve.
    "python -m textsvc.testing": (
        "import runpy; runpy.run_module('textsvc.testing', run_name='m')",
        "testing",
    ),
    "textsvc.webhooks.asgi": ("import textsvc.webhooks.asgi", "asgi"),
    "textsvc.webhooks.wsgi": (
        "from textsvc.webhooks.wsgi import flask_view; flask_view(print, secret='whsec')",
        "flask",
    ),
    "textsvc.pacing._redis": ("from textsvc.pacing import RedisPacing", "redis"),
    "textsvc.webhooks._seen_redis": ("from textsvc.webhooks import RedisSeen", "redis"),
    "textsvc._phone": ("import textsvc; textsvc.to_e164('+12025550143')", "phone"),
}


def modules_importing_extras() -> dict[str, set[str]]:
    """Every overlay module importing a package of an extra (anywhere in it), with those packages."""
    found: dict[str, set[str]] = {}
    for path in sorted((OVERLAY / "textsvc").rglob("*.py")):
        module = ".".join(path.relative_to(OVERLAY).with_suffix("").parts).removesuffix(".__init__")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                if name.partition(".")[0] in ALL_EXTRA_PACKAGES:
                    found.setdefault(module, set()).add(name.partition(".")[0])
    return found


def run_without(
    packages: list[str], code: str, *, installed_from: dict[str, object] | None = None
) -> subprocess.CompletedProcess[str]:
    """``code`` in a new interpreter in which none of ``packages`` can be imported, and textsvc's
    distribution, found first on ``sys.path``, says it was installed as ``installed_from`` says (its
    ``direct_url.json``), from a package index without it."""
    with tempfile.TemporaryDirectory() as site:
        dist_info = Path(site) / "textsvc-0.1.0.dist-info"
        dist_info.mkdir()
        (dist_info / "METADATA").write_text("Metadata-Version: 2.1\nName: textsvc\nVersion: 0.1.0\n")
        if installed_from is not None:
            (dist_info / "direct_url.json").write_text(json.dumps(installed_from))
        script = (
            f"import sys\nsys.path.insert(0, {site!r})\n"
            f"for name in {packages!r}:\n    sys.modules[name] = None\n{code}\n"
        )
        return subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=False, timeout=60, cwd=ROOT
        )


REACHED_THROUGH = {
    "textsvc.testing.": "textsvc.testing",
    "textsvc.pacing._redis_": "textsvc.pacing._redis",
    "textsvc._redis_": "textsvc.pacing._redis",  # the Redis clients and watch pacing and webhooks share
}
"""Modules imported only by a case's module, after its guard: their extra is named there."""


def test_every_module_that_imports_an_extra_is_a_case() -> None:
    found = modules_importing_extras()
    assert "textsvc.testing._service" in found  # the scan reads the overlay
    uncovered = {
        module
        for module in found
        if module not in CASES and not any(module.startswith(prefix) for prefix in REACHED_THROUGH)
    }
    assert uncovered == set()


@pytest.mark.parametrize("module", list(CASES))
def test_a_missing_extra_is_named_with_its_install_line(module: str) -> None:
    code, extra = CASES[module]
    result = run_without(sorted(EXTRA_PACKAGES[extra]), code)
    assert result.returncode != 0
    last_line = result.stderr.strip().splitlines()[-1]
    assert last_line.startswith("ModuleNotFoundError: "), result.stderr
    assert last_line.endswith(f'which is not installed: pip install "textsvc[{extra}]"'), result.stderr


@pytest.mark.parametrize("package", sorted(EXTRA_PACKAGES["testing"]))
def test_the_fake_names_whichever_of_its_packages_is_missing(package: str) -> None:
    result = run_without([package], "import textsvc.testing")
    assert f"textsvc.testing needs the {package} package" in result.stderr
    assert 'pip install "textsvc[testing]"' in result.stderr


def test_the_error_is_an_import_error_naming_the_missing_module() -> None:
    code = textwrap.dedent(
        """
        try:
            import textsvc.webhooks.asgi
        except ImportError as error:
            print(type(error).__name__, error.name)
        """
    )
    result = run_without(["starlette"], code)
    assert result.stdout.split() == ["ModuleNotFoundError", "starlette"]


def test_the_core_and_the_extra_free_parts_need_no_extra() -> None:
    code = textwrap.dedent(
        """
        import textsvc, textsvc.pacing, textsvc.webhooks, textsvc.types
        from textsvc.pacing import SQLitePacing
        from textsvc.webhooks.wsgi import WebhookApp
        textsvc.Client(api_key="k", base_url="http://127.0.0.1:9/v3").close()
        WebhookApp(print, secret="whsec")
        print("ok")
        """
    )
    result = run_without(ALL_EXTRA_PACKAGES, code)
    assert result.stdout.strip() == "ok", result.stderr


CHECKOUT = Path("/home/me/src/textsvc")
INSTALLS = [
    ({"url": CHECKOUT.as_uri(), "dir_info": {"editable": True}}, f'pip install -e "{CHECKOUT}[testing]"'),
    ({"url": CHECKOUT.as_uri(), "dir_info": {}}, f'pip install "{CHECKOUT}[testing]"'),
    (
        {
            "url": "https://deploy:s3cret-token@git.example.com/team/textsvc.git",
            "vcs_info": {"vcs": "git", "commit_id": "0" * 40, "requested_revision": "v0.1.0"},
        },
        'pip install "textsvc[testing] @ git+https://git.example.com/team/textsvc.git@v0.1.0"',
    ),
    (
        {"url": "file:///wheels/textsvc-0.1.0-py3-none-any.whl", "archive_info": {}},
        'pip install "textsvc[testing] @ file:///wheels/textsvc-0.1.0-py3-none-any.whl"',
    ),
]


@pytest.mark.parametrize(("installed_from", "line"), INSTALLS, ids=["editable", "directory", "git", "wheel"])
def test_the_install_line_follows_how_textsvc_was_installed(
    installed_from: dict[str, object], line: str
) -> None:
    """A checkout is not on the package index: ``pip install "textsvc[testing]"`` would fail there.
    A URL's credentials (a deploy token) are a secret, so the line leaves them out."""
    result = run_without(
        sorted(EXTRA_PACKAGES["testing"]), "import textsvc.testing", installed_from=installed_from
    )
    last_line = result.stderr.strip().splitlines()[-1]
    assert last_line.endswith(f"which is not installed: {line}"), result.stderr
    assert "s3cret" not in result.stderr
