"""Pydantic v2 models generated from openapi/textsvc.yaml, for the fake service."""

from .models import *  # noqa: F403
