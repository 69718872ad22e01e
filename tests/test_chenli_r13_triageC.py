"""Second path for round 13's triageC claim (checks/papers/chenli/r13_triageC.py), recomputed from the paper's
definitions (exact rationals: uniform attention, Theta_i = 0) without the claim's code."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np

from thmcheck.checks.papers.chenli import r13_triageC as C


def test_thm5_1_linearity_zero_theta_exact() -> None:
    """Theta_i = 0: softmax is uniform (1/k each), so E[X^T J (1/k) J X] = (1/k) E[(J X)^T (J X)]... computed exactly
    over {+-1}^{k x d} with Fractions: E[X^T J J X]/k = k E[s s^T] with s = column sums of X, = k * k Id (independent
    signs), so Delta_0 = k Id - k Id = 0 and E[X^T J Y] - k Sum W_i = 0 = Sum Delta_0 W_i."""
    k, d = 2, 2
    tot = [[Fraction(0)] * d for _ in range(d)]
    xs = list(itertools.product((-1, 1), repeat=k * d))
    for s in xs:
        X = [s[r * d:(r + 1) * d] for r in range(k)]
        cs = [sum(X[r][c] for r in range(k)) for c in range(d)]  # J X has every row = column sums
        for a in range(d):
            for b in range(d):
                # (X^T J softmax(0) X)_{ab} = (X^T J (J/k) X)_{ab} = sum_r X_ra * (k cs_b / k) ... = cs_a cs_b
                tot[a][b] += Fraction(cs[a] * cs[b])
    delta = [[tot[a][b] / len(xs) - (k if a == b else 0) for b in range(d)] for a in range(d)]
    assert all(v == 0 for row in delta for v in row)


def test_thm5_1_linearity_measure_matches_direct() -> None:
    """The claim's two sides agree, and a direct per-X numpy check (Y of (1), Delta_{Theta_i} per head) agrees too."""
    inst = {"k": 2, "d": 3, "m": 3, "scale": 1.0, "seed": 7}
    meas = C._lin_measure(inst, None)
    assert abs(meas.lhs - meas.quantities["rhs"]) <= 1e-9 * max(1.0, abs(meas.lhs))
    # the single-Delta reading differs when heads differ
    assert abs(meas.lhs - meas.quantities["rhs_single"]) > 1e-3
    rng = np.random.default_rng(11)
    k, d, m = 2, 2, 2
    th = rng.normal(size=(m, d, d))
    w = rng.normal(size=(m, d, d))
    xs = [np.array(s, float).reshape(k, d) for s in itertools.product((-1.0, 1.0), repeat=k * d)]

    def sm(a):
        e = np.exp(a)
        return e / e.sum(1, keepdims=True)

    lhs = np.mean([X.T @ np.ones((k, k)) @ sum(
        sm(X @ th[i] @ X.T) @ X @ w[i] for i in range(m)) for X in xs], axis=0) - k * w.sum(0)
    rhs = sum((np.mean([X.T @ np.ones((k, k)) @ sm(X @ th[i] @ X.T) @ X for X in xs], axis=0) - k * np.eye(d)) @ w[i]
              for i in range(m))
    assert np.allclose(lhs, rhs, atol=1e-12)


def test_lemma6_3_soundness_triangle_tight_family() -> None:
    """Direct recomputation: on the anti-aligned family the sum equals (3 eps/4) min ||W_i||_F / g, and (66) holds
    with room (g - 1)(2/3)||sum|| (the triangle inequality's equality case, approached as g -> 1)."""
    for g in (1.001, 2.0, 5.0):
        v = C._tri_values({"k": 4, "d": 3, "m": 3, "g": g, "mix": 0.5, "seed": 5})
        assert abs(v["lhs"] - 0.75 * v["eps"] * v["wmin"] / g) <= 1e-9 * v["lhs"]
        assert v["res"] < 0.5 * v["eps"] * v["wmin"]
        assert abs(v["adelta"] - 0.25 * v["eps"] * v["wmin"]) <= 1e-9 * v["adelta"]
