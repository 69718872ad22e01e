"""checks/engine/search.cpu_bound and Search.over_budget's sparse reads of the CPU clock (round 33, perf): the bound is
never below the process CPU time (also with threads burning CPU beside the main one), and over_budget answers as the
direct comparison 'process_time() - start > limit' does."""

import threading
import time
from types import SimpleNamespace

import torch

from thmcheck.checks.engine.search import Search, cpu_bound
from thmcheck.checks.profiles import cpu_cap, get_profile


def _burn(stop: threading.Event) -> None:
    x = torch.randn(200, 200, dtype=torch.float64)
    while not stop.is_set():
        x = torch.tanh(x @ x * 1e-3)


def test_bound_never_below_cpu_time() -> None:
    stop = threading.Event()
    th = threading.Thread(target=_burn, args=(stop,), daemon=True)
    th.start()
    try:
        w = time.perf_counter()
        mark = (time.process_time(), w)
        t_end = w + 0.6
        while time.perf_counter() < t_end:
            now = time.perf_counter()
            c = time.process_time()  # read after now: the bound at now must cover it up to the clocks' resolution
            assert c <= cpu_bound(mark, now) + (time.perf_counter() - now) * 64
            sum(i * i for i in range(2000))
    finally:
        stop.set()
        th.join()


def test_over_budget_agrees_with_the_clock() -> None:
    budget = 0.05
    limit = cpu_cap(budget)
    s = SimpleNamespace(st=SimpleNamespace(tried=1, budget=budget, start=time.process_time(), stopped=None),
                        prof=get_profile("ci"), clock=time.process_time, _cpu_mark=None)
    answers = []
    t_end = time.perf_counter() + limit * 3 + 1.0
    while time.perf_counter() < t_end:
        before = time.process_time() - s.st.start
        got = Search.over_budget(s)
        after = time.process_time() - s.st.start
        answers.append(got)
        if got:  # True only once the limit is passed
            assert after > limit
            break
        assert before <= limit + 1e-3  # False only while it was not passed
        sum(i * i for i in range(3000))
    assert answers and answers[-1] is True and s.st.stopped == "time budget"
