"""The rule every argument error follows, and a sweep that checks calls against it.

An argument error names the argument and the rule. A wrong type is a ``TypeError`` naming the type
given; a wrong value a ``ValueError``. Free text and secrets never show (``MARKER``, passed wherever
text is taken, must never come back); any other value (a choice, an id, a number, a date) does.

What each argument takes is read from type hints: ``takes_text`` and ``takes_anything`` say which
wrong values a sweep may pass.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from typing import Any

MARKER = "zq7-marker-text"
"""Passed as every text value; no error may show it."""


class Wrong:
    """An object of a type no argument takes."""


def texts_of(error: BaseException) -> str:
    """Everything an error shows: message, repr and args, and those of its cause and context."""
    parts: list[str] = []
    current: BaseException | None = error
    while current is not None:
        parts += [str(current), repr(current), repr(current.args)]
        current = current.__cause__ or current.__context__
    return "\n".join(parts)


def options_of(hint: Any) -> tuple[Any, ...]:
    """The types a hint allows (``X | None`` gives X and NoneType)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return typing.get_args(hint)
    return (hint,)


def takes_text(hint: Any) -> bool:
    """Whether a plain str is a value of ``hint`` (an iterable or a mapping is never given as text)."""
    for option in options_of(hint):
        if option is Any or option is object or typing.get_origin(option) is typing.Literal:
            return True
        if isinstance(option, type) and issubclass(option, str):
            return True
    return False


def takes_anything(hint: Any) -> bool:
    return any(option is Any or option is object for option in options_of(hint))


def entry_type(hint: Any) -> Any | None:
    """The entries' type of an iterable argument (``Iterable[int]`` gives int), else None."""
    for option in options_of(hint):
        origin = typing.get_origin(option)
        if isinstance(origin, type) and issubclass(origin, Iterable) and not issubclass(origin, Mapping):
            return typing.get_args(option)[0]
    return None


def is_mapping(hint: Any) -> bool:
    return any(
        isinstance(typing.get_origin(option), type) and issubclass(typing.get_origin(option), Mapping)
        for option in options_of(hint)
    )


def own_parameters(function: Callable[..., Any]) -> list[inspect.Parameter]:
    """``function``'s named parameters (not ``self``, not ``*args`` or ``**options``)."""
    return [
        parameter
        for parameter in inspect.signature(function).parameters.values()
        if parameter.name != "self"
        and parameter.kind not in (inspect.Parameter.VAR_KEYWORD, inspect.Parameter.VAR_POSITIONAL)
    ]


class Sweep:
    """Calls with one argument changed, and what was wrong with what each raised."""

    def __init__(
        self, sent: Callable[[], bool] = lambda: False, answered: tuple[type[Exception], ...] = ()
    ) -> None:
        self._sent = sent
        """Whether the call just made sent a request (checked after an argument error)."""
        self._answered = answered
        """What a call raises that went through the checks (a server's answer it did not expect)."""
        self.problems: list[str] = []
        self.refused = 0
        """Calls refused with an exception."""

    def call(
        self,
        label: str,
        call: Callable[..., Any],
        arguments: dict[str, Any],
        *,
        expected: type[Exception] | None,
        names: tuple[str, ...] = (),
        refused_with: type[Exception] | None = None,
        shown: bool = False,
    ) -> None:
        """``call(**arguments)`` must raise ``expected`` (``None``: an argument error or none, and if
        one, ``refused_with`` where given), naming each of ``names``, before anything is sent, and
        showing ``MARKER`` exactly when ``shown`` (the argument is neither free text nor a secret)."""
        shown_call = f"{label}({', '.join(f'{name}={value!r}' for name, value in arguments.items())})"
        try:
            call(**arguments)
        except self._answered:
            if expected is not None:
                self.problems.append(f"{shown_call}: went through, not refused with {expected.__name__}")
            return
        except Exception as error:  # an argument error, or another exception where one was due
            self.refused += 1
            if not isinstance(error, expected or refused_with or (TypeError, ValueError)):
                self.problems.append(f"{shown_call}: {type(error).__name__}: {error}")
            if self._sent():
                self.problems.append(f"{shown_call}: sent before {type(error).__name__}: {error}")
            if MARKER in texts_of(error) and not shown:
                self.problems.append(f"{shown_call}: shows the text given: {error}")
            if shown and MARKER in repr(arguments) and MARKER not in str(error):
                self.problems.append(f"{shown_call}: does not show the value given: {error}")
            self.problems += [
                f"{shown_call}: does not name {name!r}: {error}" for name in names if name not in str(error)
            ]
            return
        if expected is not None:
            self.problems.append(f"{shown_call}: no {expected.__name__}")

    def wrong_values(
        self,
        label: str,
        call: Callable[..., Any],
        baseline: dict[str, Any],
        hints: dict[str, Any],
        name: str,
        *,
        shown: bool = False,
    ) -> None:
        """``call`` with the argument ``name`` given text where it takes none, an object of a type it does
        not take, and the marker text where it takes text (and as an entry where it takes several);
        ``shown``: the argument is neither free text nor a secret, so its errors show the value."""
        hint = hints[name]
        if takes_text(hint):  # text is of the type taken: if refused, it is for its value
            self.call(
                label, call, {**baseline, name: MARKER}, expected=None, refused_with=ValueError, shown=shown
            )
        else:
            self.call(
                label,
                call,
                {**baseline, name: MARKER},
                expected=TypeError,
                names=(name,) if shown else (name, "str"),  # a value shown shows its type
                shown=shown,
            )
        if not takes_anything(hint):
            self.call(label, call, {**baseline, name: Wrong()}, expected=TypeError, names=(name, "Wrong"))
        entry = entry_type(hint)
        if entry is not None and not is_mapping(entry):
            self.call(
                label,
                call,
                {**baseline, name: [MARKER]},
                expected=None if takes_text(entry) else TypeError,
                shown=shown,
            )
