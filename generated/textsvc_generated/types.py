"""The marker of a field left out, shared by the generated models."""

from typing import Literal


class Unset:
    def __bool__(self) -> Literal[False]:
        return False


UNSET: Unset = Unset()

__all__ = ["UNSET", "Unset"]
