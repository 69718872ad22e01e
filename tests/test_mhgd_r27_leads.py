"""Round 27 (helper leads): second path for checks/papers/mhgd/r27_leads.py (own numpy, no repository bound, model or
measure code): Proposition 3 at a negative printed threshold, auditor A's round-26 instance."""

from __future__ import annotations

import math

import numpy as np
import pytest


def _softmax_rows(A: np.ndarray) -> np.ndarray:
    A = A - A.max(axis=1, keepdims=True)
    E = np.exp(A)
    return E / E.sum(axis=1, keepdims=True)


def test_prop3_auditor_instance() -> None:
    """DM1 without noise: S = 0.68, M = 1, T = 7, |R| = 6 (zeta = 6/7), y = +1, eps = 0.191 > 1/zeta - 1 = 1/6, so
    the printed threshold 8 sqrt(2(M+1))/(3 S^2) log((1/zeta - 1)/eps) is negative; at Gamma_eps = threshold the leak
    to R^c exceeds eps and y Phi(X; U_opt, Gamma W_opt) < gamma_attn(eps); at Gamma_eps = 0 both hold."""
    S, M, T, L, eps = 0.68, 1, 7, 6, 0.191
    zeta = L / T
    e = np.eye(2 + M)
    mu_p, mu_m, nu = S * e[0], S * e[1], S * e[2]
    X = np.array([mu_p] * L + [nu])                       # 6 relevant tokens (y = +1), one irrelevant
    rel = np.array([True] * L + [False])
    W_star = np.outer(mu_p, mu_p) + np.outer(mu_m, mu_m) + np.outer(nu, mu_p + mu_m)
    W_opt = W_star / (S**2 * math.sqrt(2 * (M + 1)))
    u_star = mu_p - mu_m
    U_opt = np.tile(u_star, (T, 1)) / (S * math.sqrt(2 * T))
    th = 8 * math.sqrt(2 * (M + 1)) / (3 * S**2) * math.log((1 / zeta - 1) / eps)
    assert th < 0 and abs(th + 1.5718) < 1e-3
    gamma_attn = math.sqrt(T) / (math.sqrt(2) * S) * (S**2 * (1 - eps) - 2 * eps * 0.0)

    def leak_margin(G: float) -> tuple[float, float]:
        A = _softmax_rows(X @ (G * W_opt) @ X.T)            # row t: phi(x_t^T G W_opt X^T)
        leak = float(A[:, ~rel].sum(axis=1).max())
        margin = 1.0 * float(np.sum(U_opt * (A @ X)))
        return leak, margin

    leak, margin = leak_margin(th)
    assert leak > eps and abs(leak - 0.1934) < 1e-3
    assert margin < gamma_attn and abs(margin - 1.0262) < 1e-3 and abs(gamma_attn - 1.0292) < 1e-3
    leak0, margin0 = leak_margin(0.0)                       # the reading Gamma_eps >= 0
    assert abs(leak0 - (1 - zeta)) < 1e-12 and leak0 <= eps and margin0 >= gamma_attn


@pytest.mark.slow  # imports the paper's claim modules (~10 s)
def test_def1r_exact_margins_agree() -> None:
    """mhgd.def1-R's exact re-measure: the reduced SVM margin and the explicit-head margin of theta_* agree at 60 digits
    (they are one number; the float64 crossing of ~1e-15 was rounding), and the float64 measurement is within 1e-12."""
    import mpmath

    from thmcheck.checks.papers.mhgd import r23_mhgd2
    from thmcheck.checks.papers.mhgd import r27_leads as R

    c = next(x for x in r23_mhgd2.CLAIMS if x.id == "mhgd.def1-R")
    inst = {"n": 4, "T": 4, "d": 2, "G": 4, "init": "antisym", "init_scale": 1.0, "dup": True, "x_norm": 10.0,
            "bphi": 1.0, "b2f": 1.0, "eps": 1e-3, "h_factor": 1.0, "item": 1, "seed": 3, "k": 2}
    e = R.def1r_exact(inst)
    m = c.measure(inst, None)
    with mpmath.workdps(60):
        assert abs(e.lhs / e.quantities["ref"] - 1) < mpmath.mpf(10) ** -50
    assert abs(float(e.lhs) - m.lhs) < 1e-12 * abs(m.lhs)
