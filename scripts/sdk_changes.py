"""What a change of the spec changes for code written against the SDK, rated by the version policy.

``changes(base, head)`` compares the two specs' SDK surfaces (``sdk_surface``) and says, in the
SDK's words, what each difference means: ``messages.send: argument message: maxLength 2000 → 160
(narrowed: major)``. The ratings, from the SDK user's side (``docs/contributing.md``, Versions):

- major: code that worked can break. A method removed or renamed; an argument removed or renamed,
  made required, or added as required; what an argument accepts narrowed (its type, a lower upper
  limit or a higher lower one, a pattern added or changed, an enum value removed, a positional
  argument moved); a return type changed (a payload, a pager, ``Applied`` for a retry policy); a
  model or an enum removed, a model field removed, retyped or made optional; a binding rule added.
- minor: code keeps working and can do more. A method, an optional argument, a model, a model
  field or an enum value added (a new value in an answer is what a new release parses; code that
  matches the values exhaustively gets a new case, as with a new model field); a limit widened; a
  field of an answer made required; a binding rule dropped.
- patch: no code sees it. The retry policy changed between ``idempotent`` and ``unsent-only``, the
  HTTP path of a method moved.
"""

from __future__ import annotations

from typing import Any

from sdk_surface import LOWER_BOUNDS, UPPER_BOUNDS, VERDICTS, Argument, Change, Method, Model, models, surface


def verdict_of(found: list[Change]) -> str:
    """The highest rating of ``found`` (``none`` when empty)."""
    return max((change.verdict for change in found), key=VERDICTS.index, default="none")


def _accepts(wider: str, narrower: str) -> bool:
    """Whether an argument annotated ``wider`` takes every value ``narrower`` took (``str | int`` takes
    ``int``; ``float`` takes ``int``, as type checkers read it)."""
    have = {part.strip() for part in wider.split("|")}
    if "float" in have:
        have.add("int")
    return {part.strip() for part in narrower.split("|")} <= have


def _limit(value: Any) -> str:
    """A limit as the report shows it: ``none``, ``2000``, or a value that is no number quoted."""
    return "none" if value is None else str(value) if type(value) in (int, float) else repr(value)


def _limit_changes(where: str, old: dict[str, Any], new: dict[str, Any]) -> list[Change]:
    found = []
    for key in (*UPPER_BOUNDS, *LOWER_BOUNDS):
        before, after = old.get(key), new.get(key)
        if before == after:
            continue
        if before is None or after is None:
            narrowed = before is None  # a limit added narrows; one dropped widens
        elif not all(type(value) in (int, float) for value in (before, after)):
            narrowed = True  # not a number (``maxLength: "160"``): not comparable, so taken as narrowed
        else:
            narrowed = after < before if key in UPPER_BOUNDS else after > before
        shown = f"{_limit(before)} → {_limit(after)}"
        verdict = "major" if narrowed else "minor"
        found.append(Change(verdict, f"{where}: {key} {shown}", "narrowed" if narrowed else "widened"))
    before, after = old.get("pattern"), new.get("pattern")
    if before != after:
        if after is None:
            found.append(Change("minor", f"{where}: pattern {before!r} dropped", "widened"))
        elif before is None:
            found.append(Change("major", f"{where}: pattern {after!r} added", "narrowed"))
        else:  # whether the new expression takes every text the old one took is not decided here
            found.append(Change("major", f"{where}: pattern {before!r} → {after!r}", "narrowed or changed"))
    return found


def _choice_changes(where: str, old: tuple[str, ...] | None, new: tuple[str, ...] | None) -> list[Change]:
    if old == new:
        return []
    if new is None:
        return [
            Change("minor", f"{where}: any value now, no longer one of {', '.join(old or ())}", "widened")
        ]
    if old is None:
        return [Change("major", f"{where}: now one of {', '.join(new)}", "narrowed")]
    found = []
    if removed := sorted(set(old) - set(new)):
        found.append(Change("major", f"{where}: value {', '.join(removed)} removed", "narrowed"))
    if added := sorted(set(new) - set(old)):
        found.append(Change("minor", f"{where}: value {', '.join(added)} added", "widened"))
    return found


def _argument_changes(where: str, old: Argument, new: Argument) -> list[Change]:
    found = []
    if old.annotation != new.annotation:
        widened = _accepts(new.annotation, old.annotation)
        verdict, why = ("minor", "widened") if widened else ("major", "changed")
        found.append(Change(verdict, f"{where}: type {old.annotation} → {new.annotation}", why))
    if old.required != new.required:
        found.append(
            Change("major", f"{where}: now required", "narrowed")
            if new.required
            else Change("minor", f"{where}: now optional", "widened")
        )
    if old.json != new.json:
        found.append(Change("patch", f"{where}: sent as {new.json}, was {old.json}", "the same argument"))
    return (
        found
        + _limit_changes(where, old.limits, new.limits)
        + _choice_changes(where, old.choices, new.choices)
    )


def _method_changes(name: str, old: Method, new: Method) -> list[Change]:
    found = []
    if old.retry != new.retry and "request-id" not in (old.retry, new.retry):
        found.append(Change("patch", f"{name}: retry {old.retry} → {new.retry}", "when it is sent again"))
    elif old.retry != new.retry:
        what = "takes" if new.retry == "request-id" else "no longer takes"
        found.append(
            Change("major", f"{name}: retry {old.retry} → {new.retry}, {what} idempotency_key", "changed")
        )
    if old.chunk != new.chunk and old.chunk and new.chunk:  # one added or dropped changes the return type
        found.append(Change("patch", f"{name}: sends {new.chunk}, was {old.chunk}", "the same call"))
    if old.operation != new.operation:
        found.append(
            Change("patch", f"{name}: sends {new.operation}, was {old.operation}", "the same method")
        )
    if old.hand_written != new.hand_written:
        how = "generated from the spec" if old.hand_written else "written by hand"
        found.append(Change("patch", f"{name}: now {how}", "compare its signature by hand"))
    if old.hand_written or new.hand_written:
        return found  # written by hand in the overlay: its arguments and return are not the spec's
    if old.returns != new.returns:
        found.append(Change("major", f"{name}: returns {old.returns} → {new.returns}", "changed"))
    if new.positional[: len(old.positional)] != old.positional:
        shown = f"({', '.join(old.positional)}) → ({', '.join(new.positional)})"
        found.append(Change("major", f"{name}: positional arguments {shown}", "moved"))
    renamed = {}
    for argument in sorted(old.arguments.keys() - new.arguments.keys()):
        same = [
            other
            for other in new.arguments.keys() - old.arguments.keys()
            if new.arguments[other].json == old.arguments[argument].json
        ]
        if same:
            renamed[same[0]] = argument
            found.append(Change("major", f"{name}: argument {argument} renamed {same[0]}", "renamed"))
        else:
            found.append(Change("major", f"{name}: argument {argument} removed", "removed"))
    for argument in sorted(new.arguments.keys() - old.arguments.keys() - renamed.keys()):
        required = new.arguments[argument].required
        kind = "required" if required else "optional"
        found.append(
            Change("major" if required else "minor", f"{name}: {kind} argument {argument} added", "added")
        )
    for argument in sorted(old.arguments.keys() & new.arguments.keys()):
        found += _argument_changes(
            f"{name}: argument {argument}", old.arguments[argument], new.arguments[argument]
        )
    for rule in sorted(old.rules.keys() | new.rules.keys()):
        before, after = old.rules.get(rule), new.rules.get(rule)
        if before != after:
            shown = f"{', '.join(before or ['none'])} → {', '.join(after or ['none'])}"
            verdict = "minor" if after is None else "major"
            found.append(
                Change(verdict, f"{name}: {rule} {shown}", "dropped" if after is None else "narrowed")
            )
    return found


def _model_changes(name: str, old: Model, new: Model) -> list[Change]:
    where = f"model {name}"
    if (old.values is None) != (new.values is None):
        return [
            Change("major", f"{where}: {'now an enum' if new.values else 'no longer an enum'}", "changed")
        ]
    found = _choice_changes(where, old.values, new.values)
    for key in sorted(old.fields.keys() - new.fields.keys()):
        found.append(Change("major", f"{where}: field {key} removed", "removed"))
    # A model read from answers breaks readers when a field may be missing; one an argument takes
    # (built by callers) breaks them when a field must be given.
    read, written = "read" in new.uses, "written" in new.uses
    for key in sorted(new.fields.keys() - old.fields.keys()):
        if written and new.fields[key][1]:
            found.append(
                Change("major", f"{where}: required field {key} added, which callers must give", "added")
            )
        else:
            found.append(Change("minor", f"{where}: field {key} added", "added"))
    for key in sorted(old.fields.keys() & new.fields.keys()):
        (old_type, old_required), (new_type, new_required) = old.fields[key], new.fields[key]
        if old_type != new_type:
            found.append(Change("major", f"{where}: field {key}: type {old_type} → {new_type}", "changed"))
        if old_required and not new_required:
            verdict, why = ("major", "changed") if read else ("minor", "widened")
            found.append(
                Change(verdict, f"{where}: field {key}: now optional{', may be UNSET' if read else ''}", why)
            )
        elif new_required and not old_required:
            verdict, why = ("major", "narrowed") if written else ("minor", "more precise")
            found.append(
                Change(verdict, f"{where}: field {key}: now {'required' if written else 'always given'}", why)
            )
    return found


def changes(base: dict[str, Any], head: dict[str, Any]) -> list[Change]:
    """Every difference of ``head`` from ``base`` that code written against the SDK can see."""
    before, after = surface(base), surface(head)
    found: list[Change] = []
    by_operation = {method.operation_id: name for name, method in after.items()}
    matched = {}
    for name in sorted(before.keys() - after.keys()):
        other = by_operation.get(before[name].operation_id)
        if other is not None and other not in before:
            matched[name] = other
            found.append(Change("major", f"{name}: method renamed {other}", "renamed"))
        else:
            found.append(Change("major", f"{name}: method removed", "removed"))
    for name in sorted(after.keys() - before.keys() - set(matched.values())):
        found.append(Change("minor", f"{name}: method added", "added"))
    for name in sorted(before.keys() & after.keys()):
        found += _method_changes(name, before[name], after[name])
    for name, other in sorted(matched.items()):
        found += _method_changes(f"{name} (now {other})", before[name], after[other])
    old_models, new_models = models(base), models(head)
    for name in sorted(old_models.keys() - new_models.keys()):
        found.append(Change("major", f"model {name} removed", "removed"))
    for name in sorted(new_models.keys() - old_models.keys()):
        found.append(Change("minor", f"model {name} added", "added"))
    for name in sorted(old_models.keys() & new_models.keys()):
        found += _model_changes(name, old_models[name], new_models[name])
    return found
