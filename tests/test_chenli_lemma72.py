"""Unit tests of thmcheck.models.chenli.sec7_1_lemma72 (chenli Lemma 7.2): the class-sum representation against explicit sign
vectors and brute-force enumeration / rejection sampling (second paths), P[A] against thmcheck.models.chenli.sec7_proxy, the
softmax distance against a direct computation, and a smoke test of the claim's measurement."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from scipy import stats

from thmcheck.models.chenli import sec7_proxy as P7
from thmcheck.models.chenli.sec7_1_lemma72 import (
    ConditionalTable,
    Heads,
    a_weights,
    class_sizes,
    dist_to_e2,
    failure_curve,
    patterns,
    proxy_error_norm,
    trace_realisable,
    trace_values,
)


def _explicit(h: Heads) -> tuple[list[np.ndarray], np.ndarray]:
    """Explicit diagonals of Theta_i (r x r) realising the class layout (traces from the counts), and of Theta~
    over the d coordinates (E outside on r_e further coordinates)."""
    pats, c = patterns(h.m), class_sizes(h)
    t = np.zeros(h.m) if not h.traces else np.asarray(h.traces, float)
    # v_p = 2 u_p - c_p with patterns^T v = t (m = 1: v = t; m = 2: v = ((t1 + t2)/2, (t1 - t2)/2))
    v = t[:1] if h.m == 1 else np.array([(t[0] + t[1]) / 2, (t[0] - t[1]) / 2])
    rows = []
    for p, cp in enumerate(c):
        u = int((v[p] + cp) / 2)
        rows += [pats[p]] * u + [-pats[p]] * (cp - u)
    H = np.array(rows)  # (r, m) signs h_ij
    diags = [h.ns[i] * H[:, i] / math.sqrt(h.r) for i in range(h.m)]
    star = sum(D / h.ns[i] ** 2 for i, D in enumerate(diags)) / h.Z
    if h.e_mode == "along":
        star = star + h.e_sign * h.mu * h.ns[0] * diags[h.e_head] / h.ns[h.e_head]
    tilde = star
    if h.e_mode == "outside":
        he = np.resize([1.0, -1.0], h.r_e)
        tilde = np.concatenate([star, h.e_sign * h.mu * h.ns[0] * he / math.sqrt(h.r_e)])
    return diags, tilde


@pytest.mark.parametrize("h", [Heads((3.0,), 8, 3, 1.0, traces=(4,)),
                               Heads((3.0, 2.0), 8, 4, 1.0, traces=(4, -4)),
                               Heads((3.0, 2.0), 8, 3, 1.5, mu=0.05, e_mode="along", e_head=1, e_sign=-1),
                               Heads((2.0, 2.0), 8, 3, 1.0, mu=0.1, e_mode="outside", r_e=8)])
def test_explicit_heads_orthogonal_traces_and_error_norm(h: Heads) -> None:
    diags, tilde = _explicit(h)
    for i, D in enumerate(diags):
        assert np.linalg.norm(D) == pytest.approx(h.ns[i], rel=1e-12)
        assert D.sum() == pytest.approx(trace_values(h)[i], abs=1e-12)
        for j in range(i):
            assert abs(D @ diags[j]) < 1e-12  # exactly orthogonal (kappa = 0)
    star = sum(D / h.ns[i] ** 2 for i, D in enumerate(diags)) / h.Z
    E = tilde.copy()
    E[: h.r] -= star
    assert np.linalg.norm(E) == pytest.approx(proxy_error_norm(h), abs=1e-12)
    assert trace_realisable(h)


@pytest.mark.parametrize("h", [Heads((3.0,), 8, 3, 1.0),
                               Heads((3.0, 2.0), 8, 3, 1.0),
                               Heads((3.0, 2.0), 8, 3, 1.5, mu=0.3, e_mode="along", e_head=1, e_sign=-1),
                               Heads((2.0, 1.5), 4, 3, 1.0, mu=0.4, e_mode="outside", r_e=4)])
@pytest.mark.parametrize("C", [0.3, 1.1])
def test_conditional_law_matches_brute_force(h: Heads, C: float) -> None:
    """P[A] and the law of token-2 head logits given A, by enumerating every y = X_1 * X_2 in {+-1}^d."""
    diags, tilde = _explicit(h)
    d = tilde.size
    table = ConditionalTable(h)
    pA, law = 0, {}
    for y in itertools.product([-1.0, 1.0], repeat=d):
        y = np.array(y)
        if tilde @ y > C / math.sqrt(h.Z):  # X_1 Theta~ X_2^T = sum_j Theta~_jj y_j
            pA += 1
            key = tuple(np.round([D @ y[: h.r] for D in diags], 9))
            law[key] = law.get(key, 0) + 1
    assert table.prob_A(C) == pytest.approx(pA / 2**d, rel=1e-12, abs=1e-15)
    lw = table.log_weights(C)
    pats = patterns(h.m)
    got: dict = {}
    for S, w in zip(table.S, np.exp(lw)):
        if w > 0:
            key = tuple(np.round((S @ pats) * np.asarray(h.ns) / math.sqrt(h.r), 9))
            got[key] = got.get(key, 0.0) + w
    assert set(got) == set(law)
    for key, cnt in law.items():
        assert got[key] == pytest.approx(cnt / 2**d, rel=1e-9)


def test_prob_A_matches_chenli_proxy() -> None:
    for ns, r in [((8.0,), 1024), ((8.0, 5.0), 512), ((4.0, 4.0), 256)]:
        h = Heads(ns, r, 3, 1.0)
        for C in (1.0, 3.0, 6.0):
            assert ConditionalTable(h).prob_A(C) == pytest.approx(P7.prob_A(C, np.array(ns), r), rel=1e-9)


def test_sampler_matches_rejection_sampling() -> None:
    """The conditional sampler against plain rejection sampling of (X_1, X_2) (mean of head-1 token-2 logit)."""
    h = Heads((3.0, 2.0), 16, 3, 1.0, mu=0.1, e_mode="outside", r_e=16)
    _, tilde = _explicit(h)
    rng = np.random.default_rng(5)
    diags, _ = _explicit(h)
    y = rng.choice([-1.0, 1.0], size=(150_000, tilde.size))
    acc = y[(y @ tilde) > 1.2 / math.sqrt(h.Z)]
    ref = acc[:, : h.r] @ diags[0]
    S = ConditionalTable(h).sample(1.2, 50_000, rng)
    got = (S @ patterns(h.m))[:, 0] * h.ns[0] / math.sqrt(h.r)
    se = math.sqrt(ref.var() / ref.size + got.var() / got.size)
    assert abs(ref.mean() - got.mean()) < 5 * se
    assert acc.shape[0] / y.shape[0] == pytest.approx(ConditionalTable(h).prob_A(1.2), abs=5e-3)


def test_a_weights_m1_is_binomial_tail() -> None:
    h = Heads((4.0,), 64, 3, 1.0)
    w, we = a_weights(h)
    assert we == 0.0 and w[0] == pytest.approx(0.25)
    # A: S > C sqrt(r Z) / w = C sqrt(r): a binomial tail
    C = 2.0
    kmin = math.floor((C * math.sqrt(64) + 64) / 2) + 1
    assert ConditionalTable(h).prob_A(C) == pytest.approx(stats.binom.sf(kmin - 1, 64, 0.5), rel=1e-12)


def test_dist_to_e2_matches_direct_softmax() -> None:
    rng = np.random.default_rng(1)
    L = rng.normal(scale=3.0, size=(200, 2, 5))
    S = np.exp(L - L.max(-1, keepdims=True))
    S /= S.sum(-1, keepdims=True)
    e2 = np.zeros(5)
    e2[1] = 1.0
    assert np.allclose(dist_to_e2(L), np.linalg.norm(S - e2, axis=-1), atol=1e-14)
    # tiny distances stay accurate (the direct path cancels): l_2 - l_a = 40
    L = np.array([[0.0, 40.0, 0.0]])
    assert dist_to_e2(L)[0] == pytest.approx(math.sqrt(6 * math.exp(-80)) / (1 + 2 * math.exp(-40)), rel=1e-12)


def test_failure_curve_decreases() -> None:
    h = Heads((8.0,), 256, 4, 1.0)
    cur = failure_curve(h, 4000, 3, 0.5, math.sqrt(25.6))
    q = cur["fails"] / cur["n"]
    assert cur["C"].size >= 3 and np.all(np.diff(q) < 0.05) and q[-1] < q[0] / 4


def test_claim_measurement_smoke() -> None:
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.chenli.sec7_proxy import LEMMA7_2

    inst = {"m": 1, "r": 256, "ns": np.array([8.0]), "lam": 1.0, "k": 4, "omega": 1.0 + 1e-9,
            "traces": np.array([0]), "e_mode": "none", "e_head": 0, "e_sign": 1, "mu": 0.0, "seed": 7}
    meas = LEMMA7_2.measure(inst, Ctx())
    # round 12: lhs is the gamma_1 of Eq. (113) needed at gamma = 1 (one head: about 1 + sqrt(2)/omega at large d);
    # the fitted Gaussian slope rho of sqrt(-log q) in C is a term
    assert 0.3 < meas.terms["rho"] < 0.9 and meas.terms["rho_99"][0] > 0
    assert 1.0 < meas.lhs < 3.0 and 0 < meas.lhs_interval[0] <= meas.lhs <= meas.lhs_interval[1]
