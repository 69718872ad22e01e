"""Round 22 (helper mhgd2): tests of the far-size claims of checks/papers/mhgd/r22_mhgd2.py.

- the exact integer scores of ``mhgd.eq108-110-far`` against X W_* X^T built from real vectors in R^d (a random
  orthonormal pattern basis, an orthogonal noise component, float64), so the pattern-basis reduction is checked
  independently of the claim's arithmetic;
- the printed bounds A, B of (128) are attained with equality at the adversarial corners (so the planted slips fail);
- the claims run under the ci profile with their expected verdicts.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from thmcheck.checks.papers.mhgd import r22_mhgd2 as R


@pytest.mark.parametrize("mode", ["corners", "uniform", "adv+", "adv-"])
def test_integer_scores_match_real_vectors(mode: str) -> None:
    """x_t^T W_* x_{t'} with mu_+ = S Q e_1, mu_- = S Q e_2, nu_l = S Q e_{2+l} (Q orthogonal, d = M + 4) and each
    noise vector z_t = Q (coefficients / S along the patterns + an orthogonal part): equals the integer scores."""
    T, L, M, S0 = 9, 3, 4, 3
    inst = {"T": T, "L": L, "M": M, "S0": S0, "Zmu0": 5, "Znu0": 4 * 6 + 1, "k": 0, "mode": mode, "n": 1,
            "item": "128B", "seed": 11}
    smp = R.eq108_far_scores(inst)[0]
    rng = np.random.default_rng(inst["seed"])  # the claim's own stream (same order of draws), to recover y, R, z
    y = int(rng.choice([-1, 1]))
    rel = np.zeros(T, dtype=bool)
    rel[rng.choice(T, size=L, replace=False)] = True
    assert (rel == smp["rel"]).all()
    q = inst["Znu0"] // M
    if mode == "uniform":
        a = rng.integers(-5, 6, size=T)
        b = rng.integers(-5, 6, size=T)
        nl = rng.integers(-q, q + 1, size=(T, M))
    elif mode == "corners":
        a = 5 * rng.choice(np.array([-1, 1]), size=T)
        b = 5 * rng.choice(np.array([-1, 1]), size=T)
        nl = q * rng.choice(np.array([-1, 1]), size=(T, M))
    else:
        sg = 1 if mode == "adv+" else -1
        a, b, nl = np.full(T, sg * 5), np.full(T, sg * 5), np.full((T, M), sg * q)
    j = rng.integers(0, M, size=T)
    d = M + 4
    Q, _ = np.linalg.qr(np.random.default_rng(3).normal(size=(d, d)))
    S = float(S0)
    mu_p, mu_m = S * Q[:, 0], S * Q[:, 1]
    nu = [S * Q[:, 2 + ell] for ell in range(M)]
    W = np.outer(mu_p, mu_p) + np.outer(mu_m, mu_m) + sum(np.outer(v, mu_p + mu_m) for v in nu)
    X = np.zeros((T, d))
    for t in range(T):
        if rel[t]:
            X[t] = mu_p if y == 1 else mu_m
        else:
            z = (a[t] * Q[:, 0] + b[t] * Q[:, 1] + sum(nl[t, ell] * Q[:, 2 + ell] for ell in range(M))) / S
            z = z + 7.0 * Q[:, M + 2] - 2.0 * Q[:, M + 3]  # outside the pattern span: adds 0 to every score
            assert abs(z @ mu_p - a[t]) < 1e-9 and abs(z @ mu_m - b[t]) < 1e-9
            assert max(abs(z @ v) for v in nu) <= inst["Znu0"] / M + 1e-9 and max(abs(a[t]), abs(b[t])) <= 5
            X[t] = nu[j[t]] + z
    scores = X @ W @ X.T  # [r_t]_{t'} = x_t^T W_* x_{t'}
    assert np.allclose(X @ (mu_p - mu_m), smp["Xu"].astype(float), rtol=0, atol=1e-9)  # [X u_*]_t of (111), (113)
    assert np.allclose(scores, smp["r"].astype(float), rtol=0, atol=1e-8 * S**4)
    # the printed (108) / (110) agree with the scores (exact integers)
    assert (smp["r"][rel] == smp["p108"][rel]).all() and (smp["r"][~rel] == smp["p110"][~rel]).all()


def test_adversarial_corners_attain_A_and_B() -> None:
    """adv+ gives max over R^c x R^c = B exactly, adv- gives min over R^c x R = A exactly (Z_nu a multiple of M)."""
    base = {"T": 7, "L": 2, "M": 3, "S0": 4, "Zmu0": 5, "Znu0": 9, "k": 0, "n": 1, "seed": 5}
    S2, Zmu, Znu = 16, 5, 9
    smp = R.eq108_far_scores({**base, "mode": "adv+", "item": "128B"})[0]
    nz = ~smp["rel"]
    assert smp["r"][np.ix_(nz, nz)].max() == 2 * Zmu**2 + 2 * Zmu * Znu + 2 * S2 * Zmu
    smp = R.eq108_far_scores({**base, "mode": "adv-", "item": "128A"})[0]
    assert smp["r"][np.ix_(~smp["rel"], smp["rel"])].min() == S2 * S2 - S2 * (Zmu + Znu)


def test_scale_is_exact_degree_four() -> None:
    """The measurement at scale 2^k is 16^k times the integer one, and the bound scales the same way."""
    inst = {"T": 6, "L": 2, "M": 2, "S0": 3, "Zmu0": 4, "Znu0": 6, "mode": "corners", "n": 1, "item": "128B",
            "seed": 2}
    m0 = R._eq108_far_measure({**inst, "k": 0}, None)
    m3 = R._eq108_far_measure({**inst, "k": -3}, None)
    assert m3.lhs == m0.lhs / 4096 and m3.quantities["S"] == Fraction(3, 8)
    assert R.B.eq108_far(**m3.quantities) == R.B.eq108_far(**m0.quantities) / 4096


@pytest.mark.parametrize("P,worst,mode", [(0.0, True, "adv"), (0.3, True, "corners"), (2.0, False, "uniform"),
                                          (50.0, True, "adv")])
def test_lemma13_far_measure_equals_lemma13_measure(P: float, worst: bool, mode: str) -> None:
    """The autograd p-gradient of mhgd.lemma13-TM gives mhgd.lemma13's measurement (d finite differences)."""
    from thmcheck.checks.papers.mhgd.sec5_appD_F_dm1 import _lemma13_measure

    inst = {"T": 9, "L": 3, "M": 3, "d": 6, "S": 1.7, "Zmu": 0.2, "Znu": 0.3, "rperp": 0.4, "mode": mode, "n": 3,
            "item": 1, "seed": 4, "P": P, "p_worst": worst}
    a = R._lemma13_far_measure(inst, None)
    b = _lemma13_measure(inst, None)
    assert abs(a.lhs - b.lhs) <= 1e-9 * max(1.0, abs(b.lhs)), (a.lhs, b.lhs)
    assert a.quantities == b.quantities


def test_eq114_chain_own_numpy() -> None:
    """(114) recomputed with numpy on a hand-built DM1 sample (orthogonal patterns, bounded noise): the worst p of
    norm P gives y <sum_t x_t p^T X^T R_0 X, W_*> = -P ||A W_*^T a||, and each printed link holds; ||R_0||_F =
    sqrt(T-1)/T, so the last link has a factor ~T of slack."""
    rng = np.random.default_rng(0)
    T, L, M, S, P = 12, 4, 3, 1.5, 0.7
    d = M + 4
    E = np.eye(d) * S
    mu_p, mu_m, nu = E[0], E[1], E[2:2 + M]
    W = np.outer(mu_p, mu_p) + np.outer(mu_m, mu_m) + sum(np.outer(v, mu_p + mu_m) for v in nu)
    y = 1
    z = rng.normal(size=(T, d)) * 0.2
    Z = float(np.linalg.norm(z, axis=1).max())
    X = np.array([mu_p if t < L else nu[rng.integers(M)] + z[t] for t in range(T)])
    zeta = L / T
    R0 = np.eye(T) / T - np.ones((T, T)) / T**2
    assert abs(np.linalg.norm(R0) - math.sqrt(T - 1) / T) < 1e-14
    a, A = X.sum(0), X.T @ R0 @ X
    v = y * (A @ W.T @ a)
    p = -P * v / np.linalg.norm(v)
    lhs = y * float(np.sum(np.outer(a, p) @ A * W))
    assert abs(lhs + P * np.linalg.norm(A @ W.T @ a)) < 1e-9 * abs(lhs)
    l1 = -np.linalg.norm(X, axis=1).sum() * P * np.linalg.norm(A) * np.linalg.norm(W)
    l2 = (-P * (zeta * T * S + (1 - zeta) * T * (S + Z)) * np.linalg.norm(R0) * np.linalg.norm(X) ** 2 * S**2
          * math.sqrt(2 * (M + 1)))
    l3 = (-math.sqrt(2 * (M + 1)) * S**2 * P * T**2.5 * (zeta * S + (1 - zeta) * (S + Z))
          * (zeta * S**2 + (1 - zeta) * (S + Z) ** 2))
    assert lhs >= l1 >= l2 >= l3
    inst = {"T": T, "L": L, "M": M, "d": d, "S": S, "Zmu": 0.1, "Znu": 0.1, "rperp": 0.1, "mode": "corners", "n": 2,
            "seed": 3, "P": P, "p_worst": True, "p_frac": 1.0}
    for item in R.B.EQ114_ITEMS:
        m = R._eq114_measure({**inst, "item": item}, None)
        assert m.lhs >= m.quantities["rhs"]


def test_eq115_tail_reverses_for_alpha_minus_one() -> None:
    """Second path of mhgd.eq115-tail: (115)'s lines 3-5 (L1390) typed in again, own arithmetic. For alpha = -1
    'alpha {A} >= alpha {B}' with A > B fails; at alpha = 1 it holds (T = 2, zeta = 1/2, S = 1, M = 1, no noise, P = 1)."""
    T, z, S, M, P, Zmu, Znu, Z = 2, 0.5, 1.0, 1, 1.0, 0.0, 0.0, 0.0
    c = T * (1 - z) * z / 2
    r = math.sqrt(2 * (M + 1)) * S**2 * P * T**2.5
    A = c * z * S**6 - r * (S + (1 - z) * Z) * (z * S**2 + (1 - z) * (S + Z) ** 2)  # the '=' line (Z's vanish)
    B3 = c * z * S**6 - r * (S + Z) * (S**2 + (S + Z) ** 2)
    B4 = c * z * S**6 - 2 * math.sqrt(2 * (M + 1)) * P * T**2.5 * S**2 * (S + Z) ** 3
    assert A > B3 >= B4 - 1e-12  # alpha = 1: both links hold
    assert not (-A >= -B3)  # alpha = -1: the third line's '>=' is false
    assert abs(-A - 11.188708498984761) < 1e-9 and abs(-B3 - 22.502416997969522) < 1e-9
    from thmcheck.bounds.mhgd import r22_mhgd2 as BB

    lhs, rhs = BB.eq115_tail_sides("115-3", -1, T, z, S, Zmu, Znu, M, P, Z)
    assert abs(lhs + A) < 1e-12 and abs(rhs + B3) < 1e-12 and lhs < rhs


def test_eq113_collects_its_uncollected_bound() -> None:
    """'Therefore' (L1380-L1382): the term-by-term bound of L1373-L1378 equals (113) (exact rationals)."""
    rng = np.random.default_rng(1)
    for _ in range(50):
        T = int(rng.integers(2, 100))
        q = {"T": T, "zeta": Fraction(int(rng.integers(1, T)), T), "S": Fraction(int(rng.integers(1, 50)), 7),
             "Zmu": Fraction(int(rng.integers(0, 100)), 3), "Znu": Fraction(int(rng.integers(0, 100)), 5)}
        assert R.B.eq113(**q) == R.B.eq113_uncollected(**q)

