"""Helpers shared by the chenli bounds of several sections."""

from __future__ import annotations


def _is_mp(*xs: object) -> bool:
    return any(hasattr(x, "_mpf_") for x in xs)
