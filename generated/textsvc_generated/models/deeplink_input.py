from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeeplinkInput")


@_attrs_define
class DeeplinkInput:
    """Body of deep link create; every URI is required."""

    android_uri: str
    ios_uri: str
    mac_uri: str
    windows_uri: str
    default_uri: str
    JSON_FIELD_NAMES: ClassVar[dict[str, str]] = {
        "android_uri": "androidURI",
        "ios_uri": "iosURI",
        "mac_uri": "macURI",
        "windows_uri": "windowsURI",
        "default_uri": "defaultURI",
    }

    def to_dict(self) -> dict[str, Any]:
        android_uri = self.android_uri

        ios_uri = self.ios_uri

        mac_uri = self.mac_uri

        windows_uri = self.windows_uri

        default_uri = self.default_uri

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "androidURI": android_uri,
                "iosURI": ios_uri,
                "macURI": mac_uri,
                "windowsURI": windows_uri,
                "defaultURI": default_uri,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        android_uri = d.pop("androidURI")

        ios_uri = d.pop("iosURI")

        mac_uri = d.pop("macURI")

        windows_uri = d.pop("windowsURI")

        default_uri = d.pop("defaultURI")

        deeplink_input = cls(
            android_uri=android_uri,
            ios_uri=ios_uri,
            mac_uri=mac_uri,
            windows_uri=windows_uri,
            default_uri=default_uri,
        )

        return deeplink_input
