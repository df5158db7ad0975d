"""``Backoff``: how long a client waits before sending a failed call again."""

from __future__ import annotations

import attrs

from ._rate_limit import MAX_WAIT

# What a value is checked with is imported when one is checked: the options type of every method
# (_descriptors.RequestOptions) names Backoff, and _arguments and pacing read _descriptors.


def number(name: str, value: float) -> float:
    from ._arguments import number

    return number(name, value)


def _seconds(name: str, value: float) -> float:
    if number(name, value) < 0:
        raise ValueError(f"Backoff {name} must be 0 or more seconds, got {value}")
    if value > MAX_WAIT:
        raise ValueError(f"Backoff {name} must be at most {MAX_WAIT:g} seconds (MAX_WAIT), got {value}")
    return value


@attrs.frozen
class Backoff:
    """The waits between the attempts of a failed call: ``initial`` seconds before the first retry,
    then ``multiplier`` times the previous wait, at most ``maximum`` seconds; each wait is shortened
    at random by up to ``jitter`` of it (0: never; 1: down to no wait at all), so that clients that
    failed together do not retry together.

    The default waits 0.5 s, 1 s, 2 s, 4 s, then 8 s, each between half and all of that. A
    ``Retry-After`` the service sends (and a spent window's reset, on a 429) is waited instead.
    """

    initial: float = 0.5
    maximum: float = 8.0
    multiplier: float = 2.0
    jitter: float = 0.5

    def __attrs_post_init__(self) -> None:
        _seconds("initial", self.initial)
        _seconds("maximum", self.maximum)
        if self.maximum < self.initial:
            raise ValueError(
                f"Backoff maximum ({self.maximum:g} s) must be at least its initial wait ({self.initial:g} s)"
            )
        if number("multiplier", self.multiplier) < 1:
            raise ValueError(f"Backoff multiplier must be 1 or more (1: equal waits), got {self.multiplier}")
        if not 0 <= number("jitter", self.jitter) <= 1:
            raise ValueError(f"Backoff jitter must be from 0 to 1 (a share of each wait), got {self.jitter}")

    def bounds(self, retry_number: int) -> tuple[float, float]:
        """The shortest and longest wait before retry ``retry_number`` (1 for the first)."""
        wait = self.initial
        for _ in range(min(retry_number, 10_000) - 1):
            if wait >= self.maximum:
                break
            wait *= self.multiplier
        longest = min(wait, self.maximum)
        return longest * (1 - self.jitter), longest


def check_backoff(value: Backoff) -> Backoff:
    from ._arguments import describe

    if not isinstance(value, Backoff):
        raise TypeError(f"backoff must be a textsvc.Backoff, got {describe(value)}")
    return value
