"""``textsvc.types``: every model, enum and SDK type a user meets, importable from one public module.

The annotation walk reads every public method of every resource of ``Client`` and ``AsyncClient``
(generated classes and the overlay's subclasses, sub-resources and ``with_raw_response`` included),
and then every SDK type those annotations name (model fields, pages, raw responses, per-call
options), so a type reachable only through ``textsvc_generated`` fails here.
"""

from __future__ import annotations

import asyncio
import collections
import functools
import importlib
import inspect
import json
import os
import re
import subprocess
import sys
import textwrap
import types
import typing
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
import textsvc
import yaml  # type: ignore[import-untyped]
from textsvc import types as public_types
from textsvc import webhooks
from textsvc.testing import FakeService
from textsvc_generated import models

from tests.generated.test_new_operation import spec_with_new_operations
from tests.generated.test_regeneration import _load_script

Surface = tuple[str, FakeService, Any]

# Types from these modules may appear in a signature without being exported. httpx is there because
# it is part of the documented surface: callers pass their own httpx.Client and an httpx.Timeout, and
# a raw response gives its httpx.Response.
PLAIN_MODULES = frozenset({"builtins", "typing", "collections.abc", "datetime", "httpx"})

# Forms whose arguments are the types: only the arguments are checked.
TRANSPARENT_ORIGINS = (typing.Union, types.UnionType, typing.ClassVar, typing.Unpack)

EXPORTED: dict[str, Any] = {
    **{name: getattr(textsvc, name) for name in textsvc.__all__},
    **{name: getattr(public_types, name) for name in public_types.__all__},
}
EXPORTED_IDS = frozenset(id(value) for value in EXPORTED.values())
EXPORTED_LITERALS = [value for value in EXPORTED.values() if typing.get_origin(value) is typing.Literal]


# ---------------------------------------------------------------- the generated models and enums


def test_every_generated_model_and_enum_is_exported_as_itself() -> None:
    missing = [name for name in models.__all__ if name not in public_types.__all__]
    assert not missing, f"textsvc.types does not export {missing}"
    different = [name for name in models.__all__ if getattr(public_types, name) is not getattr(models, name)]
    assert not different, f"textsvc.types exports other objects as {different}"


def _literal_aliases() -> dict[str, Any]:
    return {
        name: getattr(models, name)
        for name in models.__all__
        if typing.get_origin(getattr(models, name)) is typing.Literal
    }


def test_every_enum_exports_a_frozen_set_of_its_values() -> None:
    aliases = _literal_aliases()
    assert {"SortDirection", "WebhookEventType"} <= aliases.keys()
    for name, alias in aliases.items():
        module_name = re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
        constant = f"{module_name.upper()}_VALUES"
        generated_values = getattr(importlib.import_module(f"{models.__name__}.{module_name}"), constant)
        assert constant in public_types.__all__, (
            f"textsvc.types does not export {constant}: scripts/regenerate.py writes every enum's"
            " set into textsvc_generated/enum_values.py"
        )
        exported = getattr(public_types, constant)
        # A copy: adding to it cannot change what the generated models accept.
        assert type(exported) is frozenset
        assert exported == frozenset(generated_values) == frozenset(typing.get_args(alias))


# ---------------------------------------------------------------- the module itself


def test_all_is_sorted_without_duplicates_and_star_import_gives_it() -> None:
    names = public_types.__all__
    assert names == sorted(names)
    duplicates = [name for name, count in collections.Counter(names).items() if count > 1]
    assert not duplicates
    namespace: dict[str, Any] = {}
    exec("from textsvc.types import *", namespace)  # noqa: S102 (a fixed statement)
    namespace.pop("__builtins__")
    assert namespace.keys() == set(names)
    assert all(namespace[name] is getattr(public_types, name) for name in names)


def test_the_types_a_user_meets_by_name() -> None:
    assert public_types.WebhookEvent is webhooks.WebhookEvent
    assert public_types.Page is textsvc.Page
    assert public_types.RawResponse is textsvc.RawResponse
    assert public_types.RateLimit is textsvc.RateLimit
    assert issubclass(public_types.AnalyticsRangeWarning, UserWarning)
    assert isinstance(public_types.UNSET, public_types.Unset)
    assert not public_types.UNSET


def test_import_textsvc_does_not_import_the_types_or_the_models() -> None:
    script = textwrap.dedent(
        """
        import json, sys
        import textsvc

        loaded_before = sorted(m for m in ("textsvc.types", "textsvc_generated.models") if m in sys.modules)
        template = textsvc.types.Template  # the lazy attribute imports it on first use
        print(json.dumps({"before": loaded_before, "after": "textsvc.types" in sys.modules,
                          "same": template is sys.modules["textsvc_generated.models"].Template}))
        """
    )
    completed = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False, timeout=60
    )
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout) == {"before": [], "after": True, "same": True}


def test_textsvc_has_no_other_lazy_attribute() -> None:
    misspelt = "typs"
    with pytest.raises(AttributeError, match="no attribute 'typs'"):
        getattr(textsvc, misspelt)


# ---------------------------------------------------------------- every annotation a user meets


def _is_resource(value: object) -> bool:
    return any(klass.__module__.startswith("textsvc_generated.api.") for klass in type(value).__mro__)


def _resources(client: object) -> Iterator[tuple[str, object]]:
    for name in dir(type(client)):
        if isinstance(inspect.getattr_static(type(client), name), functools.cached_property):
            value = getattr(client, name)
            if _is_resource(value):
                yield name, value


def _members(klass: type) -> Iterator[tuple[str, Callable[..., Any]]]:
    """Public methods and property getters of a class, with the function that carries the hints."""
    for name in dir(klass):
        if name.startswith("_"):
            continue
        member = inspect.getattr_static(klass, name)
        if isinstance(member, (classmethod, staticmethod)):
            member = member.__func__
        if isinstance(member, property) and member.fget is not None:
            yield name, member.fget
        elif isinstance(member, functools.cached_property):
            yield name, member.func
        elif inspect.isfunction(member):
            yield name, member


def _namespace(owner: object) -> Mapping[str, Any]:
    """The owner's module first; then what textsvc and textsvc.types export (names some modules
    import only for type checkers). A name in neither fails to resolve, and the walk reports it."""
    return collections.ChainMap(vars(sys.modules[owner.__module__]), EXPORTED)


class AnnotationWalk:
    def __init__(self) -> None:
        self.problems: list[str] = []
        self.met: set[object] = set()
        self.resources: list[str] = []
        self._walked_types: set[type] = set()
        self._walked_resources: set[type] = set()

    def resource(self, path: str, resource: object) -> None:
        klass = type(resource)
        if klass in self._walked_resources:
            return
        self._walked_resources.add(klass)
        self.resources.append(path)
        for name, function in _members(klass):
            member = inspect.getattr_static(klass, name)
            if isinstance(member, (property, functools.cached_property)):
                value = getattr(resource, name)
                if _is_resource(value):  # a sub-resource, or with_raw_response
                    self.resource(f"{path}.{name}", value)
                    continue
            self._hints(f"{path}.{name}", function)

    def sdk_type(self, klass: type) -> None:
        """The fields, methods and properties of a type the SDK hands out or takes."""
        if klass in self._walked_types:
            return
        self._walked_types.add(klass)
        path = klass.__qualname__
        try:
            fields = typing.get_type_hints(klass, localns=_namespace(klass))
        except NameError as error:
            self.problems.append(f"{path}: {error}; export it from textsvc.types")
            fields = {}
        for name, annotation in fields.items():
            if not name.startswith("_"):
                self.annotation(f"{path}.{name}", annotation)
        for name, function in _members(klass):
            self._hints(f"{path}.{name}", function)

    def _hints(self, path: str, function: Callable[..., Any]) -> None:
        try:
            hints = typing.get_type_hints(function, localns=_namespace(function))
        except NameError as error:
            self.problems.append(f"{path}: {error}; export it from textsvc.types")
            return
        for name, annotation in hints.items():
            self.annotation(f"{path}:{name}", annotation)

    def annotation(self, path: str, annotation: Any) -> None:
        origin = typing.get_origin(annotation)
        if origin is typing.Literal:
            if not any(annotation == alias for alias in EXPORTED_LITERALS):
                self.problems.append(f"{path}: {annotation} is not an enum textsvc.types exports")
            return
        if origin is not None:
            if origin not in TRANSPARENT_ORIGINS:
                self.annotation(path, origin)
            for argument in typing.get_args(annotation):
                self.annotation(path, argument)
            return
        if isinstance(annotation, list):  # the parameters of a Callable
            for argument in annotation:
                self.annotation(path, argument)
            return
        if annotation is None or annotation is Ellipsis or isinstance(annotation, typing.TypeVar):
            return
        self.met.add(annotation)
        exported = id(annotation) in EXPORTED_IDS
        if not exported and getattr(annotation, "__module__", None) not in PLAIN_MODULES:
            self.problems.append(f"{path}: {annotation!r} is not exported by textsvc.types")
        if exported and inspect.isclass(annotation) and annotation.__module__.startswith("textsvc"):
            self.sdk_type(annotation)


@pytest.mark.parametrize("client_class", [textsvc.Client, textsvc.AsyncClient])
def test_every_annotation_of_every_resource_names_an_exported_type(
    fake: FakeService, client_class: type[Any]
) -> None:
    client = client_class(api_key=fake.api_key, base_url=fake.base_url)
    walk = AnnotationWalk()
    resources = dict(_resources(client))
    for name, resource in resources.items():
        walk.resource(f"{client_class.__name__}.{name}", resource)
    closing = client.close()
    if inspect.iscoroutine(closing):
        asyncio.run(closing)
    assert not walk.problems, "\n".join(walk.problems)
    # The walk reached what it is meant to: every resource, its raw-response view, a sub-resource,
    # the models, the overlay's own methods, the pagers and the per-call options.
    assert len(resources) >= 17
    prefix = client_class.__name__
    assert {f"{prefix}.templates", f"{prefix}.templates.with_raw_response"} <= set(walk.resources)
    assert f"{prefix}.drip_campaigns.messages" in walk.resources
    for reached in (
        public_types.Template,
        public_types.Delivery,
        public_types.WebhookPool,  # only as a field of Webhook
        public_types.AnalyticsWindow,  # only from the overlay's analytics.delivery_windows
        public_types.Pages if client_class is textsvc.Client else public_types.AsyncPages,
        public_types.RequestOptions,
    ):
        assert reached in walk.met, reached


class Hidden:
    """A type no public module exports."""


def test_the_walk_reports_a_type_that_is_not_exported() -> None:
    walk = AnnotationWalk()
    walk.annotation("method:argument", Hidden | None)
    walk.annotation("method:sort", typing.Literal["up", "down"])
    walk.annotation("method:sort", public_types.SortDirection | None)
    walk.annotation("method:return", list[public_types.Template])
    assert len(walk.problems) == 2
    assert "Hidden" in walk.problems[0]
    assert "'up'" in walk.problems[1]


# ---------------------------------------------------------------- regeneration alone

# Run again with the regenerated packages first on the path (the value sets are left out: a new
# enum's set is one line to add in textsvc/types.py, and its test says so).
CHECKS_AFTER_REGENERATION = (
    "exported_as_itself or frozen_set_of_its_values or sorted_without_duplicates or every_annotation_of"
)

NEW_MODELS = r"""
import json, typing
import textsvc.types
from textsvc_generated import models

print(json.dumps({
    "notes": "notes" in dir(textsvc.Client),
    "note": textsvc.types.Note is models.Note,
    "page": textsvc.types.NotePage is models.NotePage,
    "colour": sorted(typing.get_args(textsvc.types.NoteColour)),
    "colours": sorted(textsvc.types.NOTE_COLOUR_VALUES),
}))
"""


@pytest.mark.regeneration
def test_a_model_added_to_the_spec_is_exported_by_regeneration_alone(tmp_path: Path) -> None:
    spec = spec_with_new_operations()  # a notes group with its Note and NotePage models
    schemas = spec["components"]["schemas"]
    schemas["NoteColour"] = {"type": "string", "enum": ["green", "red"]}
    schemas["Note"]["properties"]["colour"] = {"$ref": "#/components/schemas/NoteColour"}
    spec_path = tmp_path / "textsvc.yaml"
    spec_path.write_text(yaml.safe_dump(spec, sort_keys=False), encoding="utf-8")
    packages = tmp_path / "packages"
    packages.mkdir()
    _load_script().generate_into(packages, spec_path)
    search_path = os.pathsep.join([str(packages), os.environ.get("PYTHONPATH", "")])
    environment = {**os.environ, "PYTHONPATH": search_path}

    def run(*arguments: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, *arguments],
            capture_output=True,
            text=True,
            env=environment,
            timeout=300,
            check=False,
        )

    completed = run("-c", NEW_MODELS)
    assert completed.returncode == 0, completed.stderr[-3000:]
    assert json.loads(completed.stdout) == {
        "notes": True,
        "note": True,
        "page": True,
        "colour": ["green", "red"],
        "colours": ["green", "red"],
    }
    completed = run("-m", "pytest", "-p", "no:cacheprovider", "-q", __file__, "-k", CHECKS_AFTER_REGENERATION)
    assert completed.returncode == 0, completed.stdout[-3000:]
    assert "5 passed" in completed.stdout


# ---------------------------------------------------------------- what the calls return


def test_what_calls_return_are_the_exported_types(surface: Surface) -> None:
    _, _, client = surface
    template = client.templates.create(message="Hi {firstName}", name="Welcome")
    assert isinstance(template, public_types.Template)
    page = client.templates.list(page_size=1).first_page()
    assert isinstance(page, public_types.Page)
    assert isinstance(page.rows[0], public_types.Template)
    raw = client.templates.with_raw_response.get(template.id, is_mms=False)
    assert isinstance(raw, public_types.RawResponse)
    assert isinstance(raw.rate_limit, public_types.RateLimit)
    assert raw.parse() == template
    hook = client.webhooks.create(event="message-reply", url="https://hooks.example/a", secret="s" * 128)
    assert isinstance(hook, public_types.Webhook)
    assert hook.event in public_types.WEBHOOK_EVENT_TYPE_VALUES
    assert hook.pools is public_types.UNSET  # not scoped to a pool: the field is absent


def test_a_verified_delivery_is_the_exported_webhook_event() -> None:
    body = b'{"event": "message-reply"}'
    secret = webhooks.generate_secret()
    event = webhooks.construct_event(body, webhooks.sign(body, secret), secret)
    assert isinstance(event, public_types.WebhookEvent)
    assert event.data == {"event": "message-reply"}
