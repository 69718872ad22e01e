"""One intra-op torch thread for the small-tensor loops of this paper (flows, training runs, capacity bisections)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import torch

F = TypeVar("F", bound=Callable[..., Any])


def single_thread(fn: F) -> F:
    """Run ``fn`` on one intra-op thread, restoring the previous count: on a shared, loaded CPU the default thread
    pool makes these tiny tensor operations many times slower (thread hand-offs dominate); results are unchanged."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        old = torch.get_num_threads()
        if old == 1:
            return fn(*args, **kwargs)
        torch.set_num_threads(1)
        try:
            return fn(*args, **kwargs)
        finally:
            torch.set_num_threads(old)

    return wrapper  # type: ignore[return-value]
