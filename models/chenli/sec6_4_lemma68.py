"""chenli Lemma 6.8, Items 2-3 (Section 6.4.2, L1653-L1665): exact failure probabilities over all 2^d points of
the cube, in integers (Chen & Li, "Provably learning a multi-head attention layer",
shared/seeds/000_7ee2e1d97e13a266.txt).
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import torch


def cube_int(d: int) -> torch.Tensor:
    """All 2^d points of {+-1}^d as an int64 tensor (row r has x_j = 2 bit_j(r) - 1)."""
    r = torch.arange(2**d, dtype=torch.int64)[:, None]
    return 2 * ((r >> torch.arange(d, dtype=torch.int64)) & 1) - 1


def smallest_v(theta: np.ndarray) -> float:
    """The smallest v >= 1 of Assumption 4 for one head: sqrt(d) max(column, row norms)/||Theta||_F."""
    th = np.asarray(theta, dtype=float)
    d = th.shape[0]
    worst = max(float(np.max((th * th).sum(0))), float(np.max((th * th).sum(1))))
    return max(1.0, math.sqrt(d * worst / float((th * th).sum())))


def lemma6_8_failures(thetas: list[np.ndarray], E: np.ndarray, s: float, K: float, item2: bool = True,
                      item3: bool = True) -> dict:
    """Exact counts over x in {+-1}^d (integer Theta_i, d x d, and integer E', d x p):

    item 2 fails at x when some (Theta_i^T x)_j^2 > s^2 v_i^2 log(d) ||Theta_i||_F^2/d (v_i = :func:`smallest_v`,
    the worst admissible v); item 3 fails when ||E'^T x||^2 > K ||E'||_F^2. Item 3 is compared exactly (integers
    against the exact rational value of the float K); item 2's threshold is irrational (log d), so it is compared in
    float64 and every left side within 1e-9 of it is re-decided with mpmath at 50 digits ('refined' counts them)."""


    d = int(E.shape[0])
    X = cube_int(d)
    f2 = torch.zeros(2**d, dtype=torch.bool)
    f3 = torch.zeros(2**d, dtype=torch.bool)
    refined = 0
    if item2:
        for th in thetas:
            T = torch.as_tensor(np.asarray(th, dtype=np.int64))
            fro2 = int((T * T).sum())
            worst = max(int((T * T).sum(0).max()), int((T * T).sum(1).max()))
            v2 = max(Fraction(1), Fraction(d * worst, fro2))  # smallest_v(th)^2, exactly
            thr = s * s * float(v2) * math.log(d) * fro2 / d
            vals = (X @ T) ** 2  # entries of Theta^T x, squared, exact int64
            fail = vals.to(torch.float64) > thr
            close = ((vals.to(torch.float64) - thr).abs() <= 1e-9 * thr).nonzero()
            if close.numel():
                with mpmath.workdps(50):
                    thr_mp = mpmath.mpf(s) ** 2 * mpmath.mpf(v2.numerator) / v2.denominator * mpmath.log(d) * fro2 / d
                    for row, col in close.tolist():
                        fail[row, col] = mpmath.mpf(int(vals[row, col])) > thr_mp
                        refined += 1
            f2 |= fail.any(1)
    if item3:
        Et = torch.as_tensor(np.asarray(E, dtype=np.int64))
        energy = ((X @ Et) ** 2).sum(1)
        k = Fraction(K)  # the float's exact value: energy > k fro  <=>  den * energy > num * fro (integers)
        fro = int((Et * Et).sum())
        f3 = torch.tensor([k.denominator * int(e) > k.numerator * fro for e in energy.tolist()], dtype=torch.bool)
    fail = f2 | f3
    return {"fail": int(fail.sum()), "fail2": int(f2.sum()), "fail3": int(f3.sum()), "n": 2**d, "refined": refined}
