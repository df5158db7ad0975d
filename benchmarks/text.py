"""What counting a text's segments costs (issue 36): ``textsvc.segments`` over a large batch."""

from __future__ import annotations

import random
import statistics

import textsvc

from benchmarks.effort import rounds, sized
from benchmarks.figures import RUNS, Figure, interleaved

KINDS = {
    "plain GSM-7": "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,!?-'",
    "GSM-7 with the extension table": "abcdefghijklmnopqrstuvwxyz 0123456789 €[]{}",
    "a curly quote": "abcdefghijklmnopqrstuvwxyz ABCXYZ 0123456789 .,\u2019",
    "emoji": "abcdefghijklmnopqrstuvwxyz 0123456789 😀👍",
    "CJK": "漢字かなカナ한국어 ",
}


def batch(count: int) -> list[str]:
    """``count`` texts of 20 to 480 characters, of every kind in turn."""
    rng = random.Random(36)  # noqa: S311 (texts, not secrets)
    alphabets = list(KINDS.values())
    return [
        "".join(rng.choice(alphabets[index % len(alphabets)]) for _ in range(rng.randint(20, 480)))
        for index in range(count)
    ]


def measure() -> list[Figure]:
    texts = batch(sized(10_000, 1_000))

    def counted() -> None:
        for text in texts:
            textsvc.segments(text)

    def encoded() -> None:
        for text in texts:
            text.encode()

    pairs = [interleaved([counted, encoded], 3) for _ in range(rounds(RUNS))]
    ratios = tuple(ours / baseline for ours, baseline in pairs)
    ours = statistics.median(pair[0] for pair in pairs)
    baseline = statistics.median(pair[1] for pair in pairs)
    per_text = ours / len(texts) * 1e6
    return [
        Figure(
            f"`textsvc.segments` of {len(texts):,} texts of 20 to 480 characters",
            ours * 1e3,
            baseline * 1e3,
            "ms",
            "informational",
            True,
            f"{per_text:.2f} µs a text; the texts: {', '.join(KINDS)}, in turn; each round the "
            "median of 3 interleaved passes of each",
            ratios,
            "`str.encode` of the same texts",
        )
    ]
