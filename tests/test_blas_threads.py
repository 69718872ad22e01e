"""The engine limits numpy's/scipy's BLAS pools to one thread per process, as it does torch's (performance.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

_PROBE = (
    "import json, threadpoolctl\n"
    "from thmcheck.checks.engine.evaluate import choose_device\n"
    "choose_device()\n"
    "print(json.dumps([i['num_threads'] for i in threadpoolctl.threadpool_info() if i['user_api'] == 'blas']))\n"
)


def _blas_threads(env_value: str | None) -> list[int]:
    env = {k: v for k, v in os.environ.items() if k not in ("THMCHECK_BLAS_THREADS", "OPENBLAS_NUM_THREADS",
                                                              "OMP_NUM_THREADS")}
    if env_value is not None:
        env["THMCHECK_BLAS_THREADS"] = env_value
    out = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_numpy_and_scipy_blas_run_one_thread_by_default() -> None:
    threads = _blas_threads(None)
    assert len(threads) >= 2  # numpy's and scipy's OpenBLAS at least
    assert set(threads) == {1}


def test_blas_threads_follow_the_environment_variable() -> None:
    assert set(_blas_threads("2")) == {2} or os.cpu_count() == 1
    # 0 keeps the libraries' own default (one per core, capped by the library)
    assert max(_blas_threads("0")) >= min(2, os.cpu_count() or 1)
