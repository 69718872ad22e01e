"""Small helpers for the processes a run forks (the claims' worker in :mod:`thmcheck.checks.runner`, the picture
process in :mod:`thmcheck.checks.plots`). Standard library only, so a child forked before torch loads stays light."""

from __future__ import annotations

import signal
import sys


def flush_std_streams() -> None:
    """Flush stdout and stderr before a fork, so the child does not print the parent's buffered output again."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass


def die_with_parent(name: str | None = None) -> None:
    """In a forked child: get SIGKILL when the parent dies (Linux ``PR_SET_PDEATHSIG``), so a SIGKILLed run leaves no
    orphan behind; with ``name``, also set the process name that ``ps`` and ``/proc/<pid>/comm`` show
    (``PR_SET_NAME``). A no-op where ``prctl`` does not exist."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        if name:
            libc.prctl(15, name.encode())  # PR_SET_NAME
    except Exception:
        pass
