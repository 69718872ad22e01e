"""Search power: batched evaluation, gradient refinement, parallel reports and cluster campaigns."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tests import toys
from thmcheck.checks.claim import (
    BatchMeasurement,
    Comparison,
    Ctx,
    Measurement,
    Refine,
    Verdict,
    favourable_mutant,
)
from thmcheck.checks.engine import HOLDS, POTENTIAL, VIOLATED, as_batch, judge, judge_batch, replay, run_claim
from thmcheck.checks.instances import load_instance, save_instance

ROOT = Path(__file__).resolve().parents[1]

# ------------------------------------------------------------------------------------------ batched toys
# structure: an upper end hi; members x_i = hi * u_i with u_i uniform from a generator seeded by the draw

HI = st.fixed_dictionaries({"hi": st.floats(0.0, 10.0), "seed": st.integers(0, 2**32 - 1)})


def _xs(inst: dict, batch: int) -> np.ndarray:
    return inst["hi"] * np.random.default_rng([inst["seed"], batch]).uniform(size=batch)


def square_batch(inst: dict, ctx: Ctx, batch: int) -> BatchMeasurement:
    xs = _xs(inst, batch)
    x = torch.as_tensor(xs, dtype=torch.float64, device=ctx.device)
    return BatchMeasurement(x**2, {"x": xs}, members=lambda i: {"x": float(xs[i]), "batch_index": i})


def square_batch_virtual(inst: dict, ctx: Ctx, batch: int) -> BatchMeasurement:
    xs = _xs(inst, batch)
    return BatchMeasurement(xs**2, {"x": xs})  # no members: the engine saves virtual members


def square_batch_list(inst: dict, ctx: Ctx, batch: int) -> list[Measurement]:
    return [Measurement(x * x, {"x": float(x)}) for x in _xs(inst, batch)]


def batched(bound=toys.true_bound, measure_batch=square_batch, **kw) -> toys.Claim:  # noqa: ANN001
    return toys.toy(bound, strategy=HI, measure_batch=measure_batch, **kw)


def branchy_bound(x: float) -> float:
    """Not vectorisable (a branch and math.exp): the engine must fall back to one call per member."""
    return 5 * x if x >= 0 else math.exp(x)


@given(lhs=st.floats(-1e6, 1e6), rhs=st.floats(-1e6, 1e6), half=st.floats(0, 10),
       cmp=st.sampled_from(list(Comparison)), with_iv=st.booleans())
@settings(max_examples=300, deadline=None)
def test_judge_batch_agrees_with_judge(lhs: float, rhs: float, half: float, cmp: Comparison, with_iv: bool) -> None:
    iv = (lhs - half, lhs + half) if with_iv else None
    s1, status = judge(cmp, lhs, rhs, iv, 1e-9, 1e-12)
    s2, code = judge_batch(cmp, np.array([lhs]), rhs, None if iv is None else (np.array([iv[0]]), np.array([iv[1]])),
                           1e-9, 1e-12)
    assert {0: HOLDS, 1: POTENTIAL, 2: VIOLATED}[int(code[0])] == status
    assert s2[0] == pytest.approx(s1, rel=1e-12, abs=1e-12)


def test_batched_true_claim() -> None:
    r = run_claim(batched(), "ci", batch=32, max_examples=20)
    assert r.verdict is Verdict.NONE and r.batch == 32
    assert r.tried == 32 * r.examples and r.found_by == "batch" and r.worst is not None
    assert "batch_index" in r.worst.instance and r.worst.phase == "batch"


@pytest.mark.parametrize("mb", [square_batch, square_batch_virtual, square_batch_list])
def test_batched_violation_replays(mb, tmp_path: Path) -> None:  # noqa: ANN001
    c = batched(toys.false_bound, measure_batch=mb)
    r = run_claim(c, "ci", batch=16)
    assert r.verdict is Verdict.VIOLATED and r.shrunk is not None
    assert r.shrunk.measurement.lhs > 5 * r.shrunk.measurement.quantities["x"]
    inst = load_instance(save_instance(tmp_path / "s.npz", r.shrunk.instance))
    ev = replay(c, inst)
    assert ev.status == VIOLATED and ev.measurement.lhs == pytest.approx(r.shrunk.measurement.lhs, rel=1e-12)


def test_batched_search_is_deterministic() -> None:
    a = run_claim(batched(toys.false_bound), "dev", seed_=7, batch=8, max_examples=40)
    b = run_claim(batched(toys.false_bound), "dev", seed_=7, batch=8, max_examples=40)
    assert a.verdict is b.verdict is Verdict.VIOLATED
    assert a.shrunk.instance == b.shrunk.instance  # type: ignore[union-attr]


def test_unvectorisable_bound_falls_back_per_member() -> None:
    r = run_claim(batched(branchy_bound), "ci", batch=16)
    assert r.verdict is Verdict.VIOLATED
    assert any("does not vectorise" in n for n in r.notes)


def test_exact_recheck_of_batch_member() -> None:
    c = batched(toys.tight_bound, exact=toys.square_exact)
    r = run_claim(c, "ci", batch=16, max_examples=30)
    assert r.verdict is Verdict.NONE  # float ties settled exactly, on concrete member instances


def test_batch_that_does_not_replay_is_unknown() -> None:
    def liar(inst: dict, ctx: Ctx, batch: int) -> BatchMeasurement:
        xs = _xs(inst, batch)
        return BatchMeasurement(xs**2 + 1.0, {"x": xs}, members=lambda i: {"x": float(xs[i])})

    r = run_claim(batched(measure_batch=liar), "ci", batch=8)
    assert r.verdict is Verdict.UNKNOWN and "does not replay" in r.message


def test_non_finite_member_is_unknown() -> None:
    def nan_member(inst: dict, ctx: Ctx, batch: int) -> BatchMeasurement:
        xs = _xs(inst, batch)
        lhs = xs**2
        lhs[batch // 2] = math.nan
        return BatchMeasurement(lhs, {"x": xs})

    r = run_claim(batched(measure_batch=nan_member), "ci", batch=8)
    assert r.verdict is Verdict.UNKNOWN and "batch member" in r.message


def test_batch_rejected_by_assumptions_gives_up() -> None:
    r = run_claim(batched(assumptions=(toys.NEVER,)), "ci", batch=8, budget_s=1.0)
    assert r.verdict is Verdict.GAVE_UP and r.valid == 0 and r.rejected > 0


def test_as_batch_splits_shared_and_per_member() -> None:
    b = as_batch(BatchMeasurement(torch.arange(4.0), {"k": 3, "x": np.arange(4.0)}, {"t": torch.ones(4)}), 4)
    assert b.per_q == ["x"] and b.per_t == ["t"]
    m = b.member_measurement(2)
    assert m.lhs == 2.0 and m.quantities == {"k": 3, "x": 2.0} and m.terms == {"t": 1.0}
    assert b.member_instance({"s": 1}, 2) == {"s": 1, "batch_index": 2, "batch_size": 4}


# ------------------------------------------------------------------------------------ chenli.lemma3.6 demo


def test_lemma3_6_batched_copy() -> None:
    from benchmarks.demo_claims import lemma3_6_demo

    c = lemma3_6_demo()
    assert run_claim(c, "ci", batch=64, max_examples=30, refine=False).verdict is Verdict.VIOLATED  # the erratum
    r = run_claim(c, "ci", bound=c.corrected, batch=64, max_examples=30, refine=False)
    assert r.verdict in (Verdict.NONE, Verdict.POTENTIAL) and r.tried == 64 * r.examples
    r = run_claim(c, "ci", bound=favourable_mutant(c, bound=c.corrected), batch=64)
    assert r.verdict is Verdict.VIOLATED and r.shrunk is not None
    assert replay(c, r.shrunk.instance, favourable_mutant(c, bound=c.corrected)).status == VIOLATED


# ------------------------------------------------------------------------------------------- refinement
# a violation only in a narrow band around x = C (a Lorentzian peak): random draws rarely land there

C, W = 3.3, 1e-3


def peak(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(1.0 / (1.0 + ((inst["x"] - C) / W) ** 2), {"x": inst["x"]})


def peak_torch(p: dict, inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(1.0 / (1.0 + ((p["x"] - C) / W) ** 2), {"x": inst["x"]})


def peak_bound(x: float) -> float:
    return 0.99


PEAK = st.fixed_dictionaries({"x": st.floats(0.0, 10.0)})


def peak_claim(**kw) -> toys.Claim:  # noqa: ANN003
    return toys.toy(peak_bound, measure=peak, strategy=PEAK, settings={"ci": {"max_examples": 40}}, **kw)


@pytest.mark.parametrize("measure", [peak_torch, None], ids=["autograd", "derivative-free"])
def test_refinement_finds_narrow_violation(measure) -> None:  # noqa: ANN001
    refine = Refine(params=("x",), measure=measure, steps=300, lr=0.1, starts=3)
    plain = run_claim(peak_claim(refine=refine), "ci", refine=False)
    assert plain.verdict is Verdict.NONE
    r = run_claim(peak_claim(refine=refine), "ci", budget_s=10.0)
    assert r.verdict is Verdict.VIOLATED, r.notes
    assert r.found_by == "refine" and r.shrunk is not None and r.shrunk.phase == "refine"
    assert abs(r.shrunk.instance["x"] - C) < W
    assert replay(peak_claim(), r.shrunk.instance).status == VIOLATED


def test_refinement_stays_inside_assumptions() -> None:
    # lhs = x grows with x, the bound 5 is crossed only for x > 5, which the assumption x <= 4.5 forbids
    def lin(inst: dict, ctx: Ctx) -> Measurement:
        return Measurement(inst["x"], {"x": inst["x"]}, {"x": inst["x"]})

    def lin_torch(p: dict, inst: dict, ctx: Ctx) -> Measurement:
        return Measurement(p["x"] * 1.0, {"x": inst["x"]}, {"x": p["x"]})

    below = toys.Assumption("x_small", "x <= 4.5", lambda q: 4.5 - q["x"])
    for project in (None, lambda i: {**i, "x": min(i["x"], 4.5)}):
        c = toys.toy(lambda x: 5.0, measure=lin, strategy=st.fixed_dictionaries({"x": st.floats(0.0, 4.5)}),
                     assumptions=(below,), refine=Refine(params=("x",), measure=lin_torch, project=project))
        r = run_claim(c, "ci", max_examples=20)
        assert r.verdict is Verdict.NONE and r.best_score is not None and r.best_score <= 0.9 + 1e-12


def test_refinement_reaches_tight_cases_a_weak_generator_misses() -> None:
    from benchmarks.demo_claims import lemma3_6_demo

    c = lemma3_6_demo(weak=True)  # every gap >= tau + 3: the search alone stays far from the tight case
    mutant = favourable_mutant(c, bound=c.corrected)
    assert run_claim(c, "ci", bound=mutant, refine=False, max_examples=30).verdict is Verdict.NONE
    r = run_claim(c, "ci", bound=mutant, max_examples=30, budget_s=8.0)
    assert r.verdict is Verdict.VIOLATED and r.found_by == "refine"
    assert r.shrunk is not None and "exact" in r.shrunk.confirmed_by
    assert replay(c, r.shrunk.instance, mutant).status == VIOLATED
    r = run_claim(c, "ci", bound=c.corrected, max_examples=30)  # the corrected bound still holds
    assert r.verdict in (Verdict.NONE, Verdict.POTENTIAL)


def test_legacy_claims_unchanged() -> None:
    # claims without measure_batch/refine run exactly as before: one instance per example
    r = run_claim(toys.toy(), "ci")
    assert r.batch == 1 and r.tried == r.examples and r.found_by == "search" and r.refine_starts == 0


def test_profile_batch_override_via_claim_settings() -> None:
    r = run_claim(batched(settings={"ci": {"batch": 4}}), "ci", max_examples=5)
    assert r.batch == 4


# ---------------------------------------------------------------------------------------- parallel runs

TOY_SUITE = '''
import pytest
from thmcheck.checks.runner import run_and_report
from thmcheck.checks.profiles import get_profile
from tests import toys

CLAIMS = [toys.toy(id=f"toy.lemma{i}", bound=toys.false_bound if i % 3 == 0 else toys.true_bound,
                   expect="erratum" if i % 3 == 0 else "holds", evidence="x^2 > 5x for x > 5")
          for i in range(1, 9)]

@pytest.mark.parametrize("claim", CLAIMS, ids=[c.id for c in CLAIMS])
def test_claim(claim):
    assert run_and_report(claim, profile=get_profile(), max_examples=20).meets_expectation
'''


def _pytest(tmp_path: Path, report: Path, *extra: str) -> subprocess.CompletedProcess:
    (tmp_path / "test_toy_suite.py").write_text(TOY_SUITE)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("THMCHECK_REPORT_DIR", None)
    return subprocess.run([sys.executable, "-m", "pytest", str(tmp_path / "test_toy_suite.py"), "-q",
                           "-p", "thmcheck.checks.plugin", "-p", "no:cacheprovider", "--rootdir", str(tmp_path),
                           "--thmcheck-report-dir", str(report), *extra],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)


def test_xdist_merges_one_summary_without_lost_rows(tmp_path: Path) -> None:
    pytest.importorskip("xdist")
    p = _pytest(tmp_path, tmp_path / "par", "-n", "2")
    assert p.returncode == 0, p.stdout + p.stderr
    s = json.loads((tmp_path / "par" / "summary.json").read_text())
    expected = {f"toy.lemma{i}": "violated" if i % 3 == 0 else "no counterexample" for i in range(1, 9)}
    assert {r["id"]: r["verdict"] for r in s["claims"]} == expected  # one summary, every worker's rows
    assert len(list((tmp_path / "par" / "claims").glob("*.json"))) == 8
    assert "8 passed" in p.stdout and p.stdout.count("unexpected results:") == 1  # one summary, from the controller


# ----------------------------------------------------------------------------------------- cluster runs


def cluster_true_toy() -> toys.Claim:
    return toys.toy()


def cluster_false_toy() -> toys.Claim:
    return toys.toy(toys.false_bound, id="toy.lemma2")


def test_cluster_campaign_on_a_local_cluster(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    pytest.importorskip("distributed")
    from thmcheck.checks.cluster import Task, campaign, local_client

    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    tasks = [Task("tests.test_search_power:cluster_false_toy", seed=s, budget_s=5.0, max_examples=50) for s in (1, 2)]
    tasks += [Task("tests.test_search_power:cluster_true_toy", seed=s, budget_s=5.0, max_examples=30) for s in (1, 2)]
    with local_client(n_workers=2) as client:
        out = campaign(tasks, client=client, database=tmp_path / "db", report_dir=tmp_path / "rep")
    assert len(out.tasks) == 4 and all(t["error"] == "" for t in out.tasks), out.tasks
    summary = json.loads((tmp_path / "rep" / "summary.json").read_text())
    verdicts = {r["id"]: r["verdict"] for r in summary["claims"]}
    assert verdicts == {"toy.lemma1": "no counterexample", "toy.lemma2": "violated"}
    assert out.results["toy.lemma2"].tried == sum(t["tried"] for t in out.tasks if "false" in t["task"]["claim"])
    assert any((tmp_path / "db").rglob("*"))  # the shared example database holds the failing example


def test_batch_coverage_reads_each_members_value_not_the_base_instances() -> None:
    """A batch whose base instance carries member 0's value of a domain parameter and whose terms carry every
    member's value: the coverage spans all members (the base scalar does not hide them)."""
    from thmcheck.checks.domain import Param

    def members_in_terms(inst: dict, ctx: Ctx, batch: int) -> BatchMeasurement:
        xs = _xs(inst, batch)
        xs[0] = inst["w"]  # member 0 is the drawn instance
        return BatchMeasurement(xs**2, {"x": xs}, {"w": xs.copy()},
                                members=lambda i: {**inst, "w": float(xs[i]), "batch_index": i})

    strat = st.fixed_dictionaries({"hi": st.just(10.0), "w": st.just(0.5), "seed": st.integers(0, 2**32 - 1)})
    claim = toys.toy(toys.true_bound, strategy=strat, measure_batch=members_in_terms,
                     domain=(Param("w", 0, 10, text="0 <= w <= 10"),))
    res = run_claim(claim, "ci", max_examples=3, batch=64, refine=False)
    cov = res.coverage["w"]
    assert cov["searched_lo"] < 0.5 < cov["searched_hi"]
    assert cov["searched_hi"] > 5.0
