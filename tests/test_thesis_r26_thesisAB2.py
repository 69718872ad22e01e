"""Second paths of checks/papers/thesis/r26_thesisAB2.py (thesis App. A-B, round 26, helper thesisAB2), sharing no code
with the claims' measures or bounds: (A.54)'s and (B.56)'s population terms in exact arithmetic over random finite
populations, and (A.46)'s second '>~' by its own recursion in mpmath."""

from __future__ import annotations

import random
from fractions import Fraction

import mpmath


def _rand_frac(rng: random.Random, den: int = 997) -> Fraction:
    return Fraction(rng.randint(0, den), den)


def test_a54_bias():
    """|E[r(p(p - s) - 1)]| <= 2(1 - E[p]) + s for r, p in [0, 1], s in [0, 1): c' = 2, c'' = 1 serve (A.54); the ratio
    to (1 - zeta) + s stays <= 2, and 2 is approached as p -> 1 at s = 0, r = 1."""
    rng = random.Random(7)
    worst = Fraction(0)
    for _ in range(2000):
        K = rng.randint(1, 8)
        r = [_rand_frac(rng) for _ in range(K)]
        p = [Fraction(1) if rng.random() < 0.3 else _rand_frac(rng) for _ in range(K)]
        s = _rand_frac(rng, 1000) * Fraction(999, 1000)
        lhs = abs(sum(ri * (pi * (pi - s) - 1) for ri, pi in zip(r, p, strict=True)) / K)
        zeta = sum(p) / K
        shape = (1 - zeta) + s
        if shape > 0:
            worst = max(worst, lhs / shape)
        assert lhs <= 2 * (1 - zeta) + s
    assert worst <= 2
    e = Fraction(1, 10**6)
    assert (1 - (1 - e) ** 2) / e > Fraction(1999, 1000)        # r = 1, p = 1 - e, s = 0: ratio -> 2


def test_b56_bias():
    """E[|1 - p^2|] + sigma E[p] <= 2(1 - gamma_d) eps_S + sigma whenever E[1 - p] <= (1 - gamma_d) eps_S (B.54)-(B.56);
    and the factor 2 is needed (p = 1 - e for all nodes: lhs ~ 2e at sigma = 0)."""
    rng = random.Random(11)
    for _ in range(2000):
        K = rng.randint(1, 8)
        g, e, sig = _rand_frac(rng) or Fraction(1), _rand_frac(rng) / 2, _rand_frac(rng) / 2
        p = [1 - _rand_frac(rng) * (1 - g) * e * 2 for _ in range(K)]
        p = [min(Fraction(1), max(Fraction(0), x)) for x in p]
        if sum(1 - x for x in p) / K > (1 - g) * e:
            continue
        lhs = sum(abs(1 - x * x) + sig * x for x in p) / K
        assert lhs <= 2 * (1 - g) * e + sig
    g, e = Fraction(1, 2), Fraction(1, 4)
    d = (1 - g) * e
    assert 1 - (1 - d) ** 2 > (1 - g) * e                       # (1 - gamma_d) eps_S alone is too small


def _a46(T: int, eta: float, c: float, s: float) -> tuple:
    """(A.45) at its bound with constant c and (A.34), in mpmath at 30 digits: returns log lhs, log rhs."""
    mpmath.mp.dps = 30
    q = mpmath.mpf(1)                                        # ||q_1(0)|| = 1
    ks = []
    for _ in range(T):
        k = c * eta / mpmath.e ** (q**2 - s * q)
        ks.append(k)
        q = q * mpmath.sqrt(1 + k)
    x = eta / mpmath.e ** (q**2 - s * q)
    return T * mpmath.log(1 + min(ks)), T * mpmath.log(1 + x)


def test_a46_second():
    """(1 + min K)^T / (1 + eta e^{-(q_T^2 - s q_T)})^T stays bounded below along T (and >= 1 at c = 1)."""
    for c in (1.0, 0.25):
        for eta in (1.0, 1e-2, 1e-4):
            logs = [a - b for a, b in (_a46(T, eta, c, 0.5) for T in (1, 10, 100, 1000, 3000))]
            if c == 1.0:
                assert all(v >= 0 for v in logs), logs
            assert min(logs) > -2, (c, eta, logs)


def test_a40_split_double_counts():
    """(A.40) with W_{l,n}(0) as (A.8) prints it (no sign condition on a_i): on a one-token input with two neurons, a_1 =
    -1/a lucky (W_O(1) V > 0), F = (1/a)(Relu_2 - Relu_1) while the split gives (1/a)(Relu_1 + Relu_2) - (1/a) Relu_1
    + ... ; in general split - F = (1/a) sum_{i lucky, a_i < 0} Relu_i."""
    import numpy as np

    rng = np.random.default_rng(3)
    m, d = 6, 3
    a = np.sqrt(m)
    for _ in range(50):
        V = rng.standard_normal(d)                  # one token l in S_1^n, |S^n| = 1: V_l = W_V x_l (softmax = 1)
        WO = rng.standard_normal((m, d))
        sgn = rng.choice([-1.0, 1.0], m)
        pre = WO @ V
        relu = np.where(pre > 0, pre, 0.0)
        F = float(np.dot(sgn / a, relu))
        lucky = pre > 0
        split = (relu[lucky].sum() + relu[(sgn > 0) & ~lucky].sum() - relu[sgn < 0].sum()) / a
        gap = relu[lucky & (sgn < 0)].sum() / a
        assert abs(split - F - gap) < 1e-12
    pre = np.array([1.0, 2.0])
    assert (pre.sum() - pre[0]) / a != (pre[1] - pre[0]) / a       # a_1 < 0 lucky: split 2/a, F 1/a
