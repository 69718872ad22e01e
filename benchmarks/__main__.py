"""``python -m benchmarks``: search power of the engine, printed as Markdown tables.

1. Instances per second for three cheap claims: a raw batched torch loop (no Hypothesis, no checks),
   the engine with batched evaluation, and the engine with one instance per Hypothesis example.
2. Seconds to kill each planted mutant of the proving-ground claims (``ci`` profile).
3. Wall time of ``pytest checks`` under the ``ci`` profile (``--skip-pytest`` to leave it out).
4. Start-up: one cheap claim end to end, ``python -m thmcheck run`` and pytest, fresh processes (``benchmarks.startup``;
   ``--startup-only``: that table alone, ``--skip-startup`` to leave it out).

Options: ``--seconds S`` per throughput run (default 5), ``--batch B`` (default 4096), ``--all-mutants``
(every registered claim, not only the proving ground), ``--only PREFIX`` (claims whose id starts so),
``--mutant-seeds K`` (each mutant also run under K seeded ci runs: robustness of its kill), ``--workers N`` (``pytest -n N`` for part 3),
``--expensive`` (also a table of expensive claims, batched against one instance per example;
``--expensive-only``: that table alone), ``--divergence`` (also the cost of the uniform check's divergence phase
on five hidden-constant claims, ``benchmarks.divergence``; ``--divergence-only``: that table alone),
``--json FILE`` to keep the figures.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import torch

from benchmarks import demo_claims as D
from thmcheck.checks.claim import Claim
from thmcheck.checks.engine import judge_batch, run_claim
from thmcheck.checks.profiles import Profile
from thmcheck.checks.registry import all_claims, get
from thmcheck.models.softmax import softmax_dist_to_vertex_l1

PROVING_GROUND = [
    "chenli.thm3.3", "chenli.lemma3.2", "chenli.lemma3.6", "chenli.lemma3.7", "chenli.lemma3.8", "chenli.lemma3.9",
    "chenli.eq4", "mhgd.lemma1", "mhgd.prop1", "mhgd.cor1", "factrecall.thm7", "factrecall.thm7.appendix",
    "factrecall.lemma14",
]


def _bench_profile(seconds: float, batch: int) -> Profile:
    return Profile("bench", max_examples=10**7, budget_s=seconds, derandomize=True, database=False,
                   batch=batch, refine=False)


# ----------------------------------------------------------------------------------- raw batched loops


def _raw_loop(seconds: float, batch: int, draw: Callable[[np.random.Generator], dict],
              step: Callable[[dict, int], int]) -> float:
    """Instances per second of a plain loop: draw a structure, measure a batch, compare with the bound."""
    rng = np.random.default_rng(0)
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        n += step(draw(rng), batch)
    return n / (time.perf_counter() - t0)


def _raw_lemma3_6(s: dict, batch: int) -> int:
    v = torch.as_tensor(D.lemma3_6_vectors(s, batch), dtype=torch.float64)
    lhs = softmax_dist_to_vertex_l1(v, s["a_star"]).numpy()
    rhs = 2 * (s["k"] - 1) / (math.exp(s["tau"]) + s["k"] - 1) if s["tau"] <= 700 else 0.0
    judge_batch(get("chenli.lemma3.6").comparison, lhs, rhs, None, 1e-9, 1e-12)
    return batch


def _draw_lemma3_6(rng: np.random.Generator) -> dict:
    k = int(rng.integers(2, 65))
    return {"k": k, "tau": float(D._up(rng.uniform(0, 40))), "a_star": int(rng.integers(0, k)),
            "mode": str(rng.choice(["all_tight", "random", "one_tight"])), "scale": float(10 ** rng.uniform(-3, 1)),
            "top": float(rng.uniform(0, 100)), "seed": int(rng.integers(2**32)), "weak": False}


def _raw_lemma3_7(s: dict, batch: int) -> int:
    b = D.lemma3_7_batch(s, _CTX, batch)
    judge_batch(get("chenli.lemma3.7").comparison, b.lhs.numpy(), s["eps"], None, 1e-9, 1e-12)
    return batch


def _draw_lemma3_7(rng: np.random.Generator) -> dict:
    k = int(rng.integers(2, 65))
    a1, a2 = (int(x) for x in rng.choice(k, 2, replace=False))
    return {"k": k, "eps": float(10 ** rng.uniform(-8, math.log10(4))), "a1": a1, "a2": a2,
            "mode": str(rng.choice(["tight", "random", "one_tight"])), "scale": float(10 ** rng.uniform(-3, 0.7)),
            "beta_frac": float(rng.uniform()), "top": float(rng.uniform(-50, 50)), "seed": int(rng.integers(2**32))}


def _raw_entropy(s: dict, batch: int) -> int:
    v = torch.as_tensor(D.entropy_vectors(s, batch), dtype=torch.float64)
    judge_batch(D.entropy_demo().comparison, D._entropy(v).numpy(), math.log(s["k"]), None, 1e-9, 1e-12)
    return batch


def _draw_entropy(rng: np.random.Generator) -> dict:
    return {"k": int(rng.integers(1, 65)), "scale": float(10 ** rng.uniform(-6, 1)), "seed": int(rng.integers(2**32))}


from thmcheck.checks.claim import Ctx  # noqa: E402

_CTX = Ctx("float64", "cpu")


def throughput(seconds: float, batch: int) -> list[dict[str, Any]]:
    """Instances per second: raw batched loop, engine batched, engine one instance per example."""
    rows = []
    cases: list[tuple[str, Claim, Claim, Any, Callable, Callable]] = [
        ("chenli.lemma3.6 (corrected bound)", D.lemma3_6_demo(), get("chenli.lemma3.6"),
         get("chenli.lemma3.6").corrected, _draw_lemma3_6, _raw_lemma3_6),
        ("chenli.lemma3.7", D.lemma3_7_demo(), get("chenli.lemma3.7"), None, _draw_lemma3_7, _raw_lemma3_7),
        ("demo.entropy (H <= log k)", D.entropy_demo(), D.entropy_demo(batched=False), None, _draw_entropy,
         _raw_entropy),
    ]
    for name, batched, plain, bound, draw, step in cases:
        # warm-up: one-time costs (imports, Hypothesis's constant scan, first torch calls) are not throughput
        _raw_loop(0.3, batch, draw, step)
        run_claim(batched, _bench_profile(0.5, batch), bound=bound)
        run_claim(plain, _bench_profile(0.5, 1), bound=bound, refine=False)
        raw = _raw_loop(seconds, batch, draw, step)
        rb = run_claim(batched, _bench_profile(seconds, batch), bound=bound)
        rp = run_claim(plain, _bench_profile(seconds, 1), bound=bound, refine=False)
        eng, one = rb.tried / rb.seconds, rp.tried / rp.seconds
        rows.append({"claim": name, "batch": batch, "raw_per_s": raw, "engine_batched_per_s": eng,
                     "engine_plain_per_s": one, "batched_vs_raw": eng / raw, "batched_vs_plain": eng / one,
                     "verdicts": f"{rb.verdict.value} / {rp.verdict.value}"})
    return rows


# at least one batched expensive claim per part (issue #24; mhgd's claims are cheap: no batched one is needed)
EXPENSIVE = ["softlin.thm1.1", "softlin.thmD.5", "softlin.thm1.2", "chenli.cor5.7", "chenli.lemma5.15",
             "factrecall.thm6", "thesis.ch2.prop1", "thesis.ch3.theorem3.4.6", "thesis.ch7.lemmaF.3.5"]


def expensive_throughput(seconds: float, batch: int = 64, ids: list[str] | None = None) -> list[dict[str, Any]]:
    """Instances per second of expensive claims (each instance an exact sweep of a scaling family, a training run
    or a sweep on one): the engine with ``measure_batch`` (``batch`` members per Hypothesis example) against the
    engine with one instance per example (the same claim without ``measure_batch``), measured in one run. The
    warm-up run pays one-time costs (a cached training run, imports) outside the timed runs."""
    from dataclasses import replace

    rows = []
    for cid in ids or EXPENSIVE:
        try:
            c = get(cid)
        except KeyError:
            continue
        if c.measure_batch is None:
            continue
        plain = replace(c, measure_batch=None)
        run_claim(c, _bench_profile(0.5, batch), refine=False)
        rb = run_claim(c, _bench_profile(seconds, batch), refine=False)
        rp = run_claim(plain, _bench_profile(seconds, 1), refine=False)
        eng, one = rb.tried / rb.seconds, rp.tried / rp.seconds
        rows.append({"claim": cid, "batch": batch, "engine_batched_per_s": eng, "engine_plain_per_s": one,
                     "batched_vs_plain": eng / one, "verdicts": f"{rb.verdict.value} / {rp.verdict.value}"})
    return rows


def mutant_times(every_claim: bool, seeds: int = 0, only: str | None = None) -> list[dict[str, Any]]:
    """Seconds (ci profile) until each planted mutant is killed; with ``seeds`` > 0 also in how many of that many
    seeded ci runs (other example sequences) it dies: a kill that needs the derandomized sequence's luck is fragile
    (CI once failed on one)."""
    rows = []
    claims = [c for c in all_claims() if c.checkable and (every_claim or only or c.id in PROVING_GROUND)
              and (only is None or c.id.startswith(only))]
    run_claim(D.entropy_demo(), "ci", max_examples=5)  # warm-up: one-time imports are not search time
    for c in claims:
        for name, m in c.all_mutants().items():
            t = time.perf_counter()
            c_m = c.mutant_target()  # a mutant is killed if it fails where the requirements are granted
            r = run_claim(c_m, "ci", bound=m)
            row = {"claim": c.id, "mutant": name, "constants": c.constants, "verdict": r.verdict.value,
                   "seconds": time.perf_counter() - t, "found_by": r.found_by}
            if seeds:
                row["seeded_kills"] = sum(run_claim(c_m, "ci", bound=m, seed_=s).verdict.value == "violated"
                                          for s in range(1, seeds + 1))
            rows.append(row)
    return rows


def pytest_checks_time(workers: int | None) -> dict[str, Any]:
    """Wall time of ``pytest checks`` under the ci profile (private report directory)."""
    with tempfile.TemporaryDirectory() as d:
        cmd = [sys.executable, "-m", "pytest", "checks", "-q", "--thmcheck-profile", "ci", "--thmcheck-report-dir", d,
               "-p", "no:cacheprovider"]
        if workers:
            cmd += ["-n", str(workers)]
        t = time.perf_counter()
        p = subprocess.run(cmd, capture_output=True, text=True)
        secs = time.perf_counter() - t
    tail = [ln for ln in p.stdout.splitlines() if ln.strip()][-1:] or [""]
    return {"command": " ".join(cmd[2:]), "seconds": secs, "exit": p.returncode, "result": tail[0]}


def _f(x: float) -> str:
    return f"{x:,.0f}" if x >= 100 else f"{x:.3g}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--batch", type=int, default=4096)
    ap.add_argument("--all-mutants", action="store_true")
    ap.add_argument("--mutant-seeds", type=int, default=0,
                    help="also count kills over this many seeded ci runs per mutant (robustness)")
    ap.add_argument("--only", default=None, help="mutants of claims whose id starts with this prefix")
    ap.add_argument("--skip-pytest", action="store_true")
    ap.add_argument("--skip-mutants", action="store_true")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--json", default=None)
    ap.add_argument("--expensive", action="store_true",
                    help="also the table of expensive claims: batched against one instance per example")
    ap.add_argument("--expensive-only", action="store_true", help="only that table")
    ap.add_argument("--startup-only", action="store_true", help="only the start-up table (benchmarks.startup)")
    ap.add_argument("--skip-startup", action="store_true")
    ap.add_argument("--divergence", action="store_true",
                    help="also the table of the divergence phase's cost on uniform claims (benchmarks.divergence)")
    ap.add_argument("--divergence-only", action="store_true", help="only that table")
    a = ap.parse_args(argv)
    if a.divergence_only:
        a.skip_startup = True
    if a.startup_only or not a.skip_startup:
        from benchmarks import startup

        rows_s = startup.startup()
        startup.print_table(rows_s)
        print()
        if a.startup_only:
            if a.json:
                with open(a.json, "w") as f:
                    json.dump({"startup": rows_s}, f, indent=2)
            return 0
    from thmcheck.checks.engine import set_torch_threads

    set_torch_threads()
    out: dict[str, Any] = {"machine": f"{platform.machine()}, {os.cpu_count()} CPUs, torch {torch.__version__}, "
                                      f"{torch.get_num_threads()} torch thread(s)",
                           "load_average": os.getloadavg()[0]}
    print(f"# thmcheck benchmarks ({out['machine']}; load average {out['load_average']:.1f})\n")
    if a.expensive or a.expensive_only:
        out["expensive"] = ex = expensive_throughput(a.seconds)
        print("## Expensive claims: instances per second, batched against one per example\n")
        print("| claim | batch | engine, batched | engine, 1 per example | batched/plain | verdicts |")
        print("|---|---|---|---|---|---|")
        for r in ex:
            print(f"| {r['claim']} | {r['batch']} | {_f(r['engine_batched_per_s'])} | {_f(r['engine_plain_per_s'])} | "
                  f"{r['batched_vs_plain']:.0f}x | {r['verdicts']} |")
        print(f"\n(load average {os.getloadavg()[0]:.1f} at the end)\n")
    if a.divergence or a.divergence_only:
        from benchmarks import divergence

        out["divergence"] = dv = divergence.divergence_cost()
        divergence.print_table(dv)
        print()
    if a.expensive_only or a.divergence_only:
        if a.json:
            with open(a.json, "w") as f:
                json.dump(out, f, indent=2)
        return 0
    out["throughput"] = rows = throughput(a.seconds, a.batch)
    print("## Instances per second\n")
    print("| claim | batch | raw torch loop | engine, batched | engine, 1 per example | batched/raw | batched/plain |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['claim']} | {r['batch']} | {_f(r['raw_per_s'])} | {_f(r['engine_batched_per_s'])} | "
              f"{_f(r['engine_plain_per_s'])} | {r['batched_vs_raw']:.2f} | {r['batched_vs_plain']:.0f}x |")
    if not a.skip_mutants:
        out["mutants"] = ms = mutant_times(a.all_mutants, a.mutant_seeds, a.only)
        print("\n## Seconds to kill each planted mutant (ci profile)\n")
        seeded = f" killed in {a.mutant_seeds} seeded runs |" if a.mutant_seeds else ""
        print("| claim | mutant | verdict | s | found by |" + seeded)
        print("|---|---|---|---|---|" + ("---|" if seeded else ""))
        for r in ms:
            extra = f" {r['seeded_kills']}/{a.mutant_seeds} |" if a.mutant_seeds else ""
            print(f"| {r['claim']} | {r['mutant']} | {r['verdict']} | {r['seconds']:.2f} | {r['found_by']} |" + extra)
        killed = [r for r in ms if r["verdict"] == "violated"]
        if ms:
            print(f"\n{len(killed)}/{len(ms)} killed; slowest {max(r['seconds'] for r in ms):.2f} s, "
                  f"median {float(np.median([r['seconds'] for r in ms])):.2f} s")
    if not a.skip_pytest:
        out["pytest_checks"] = p = pytest_checks_time(a.workers)
        print("\n## pytest checks (ci profile)\n")
        print(f"`{p['command']}`: {p['seconds']:.0f} s (exit {p['exit']}; {p['result']})")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
