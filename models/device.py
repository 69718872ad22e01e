"""Device and dtype selection shared by every model.

``THMCHECK_DEVICE=cpu|cuda`` overrides the default (CUDA when available, else CPU).
"""

from __future__ import annotations

import os

import torch

_DTYPES = {"float64": torch.float64, "float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}


def default_device() -> str:
    """The device models run on: $THMCHECK_DEVICE, else cuda when available, else cpu."""
    env = os.environ.get("THMCHECK_DEVICE", "").strip().lower()
    if env:
        if env not in ("cpu", "cuda") and not env.startswith("cuda:"):
            raise ValueError(f"THMCHECK_DEVICE must be cpu or cuda, got {env!r}")
        if env.startswith("cuda") and not torch.cuda.is_available():
            raise RuntimeError("THMCHECK_DEVICE=cuda but torch sees no CUDA device")
        return env
    return "cuda" if torch.cuda.is_available() else "cpu"


def torch_dtype(name: str) -> torch.dtype:
    """The torch dtype of a dtype name used in :class:`thmcheck.checks.claim.Ctx`."""
    try:
        return _DTYPES[name]
    except KeyError as e:
        raise ValueError(f"unknown dtype {name!r}; expected one of {sorted(_DTYPES)}") from e


def generator(seed: int, device: str = "cpu") -> torch.Generator:
    """A torch generator seeded from a drawn integer, so every instance replays."""
    g = torch.Generator(device=device)
    g.manual_seed(int(seed) % (2**63))
    return g


def describe(device: str) -> str:
    """A human description of a device for reports."""
    if device.startswith("cuda") and torch.cuda.is_available():
        return f"{device} ({torch.cuda.get_device_name(torch.device(device))})"
    return device
