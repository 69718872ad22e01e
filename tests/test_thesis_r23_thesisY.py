"""Round 23 (helper thesisY): second paths and unit checks for the thesis App. D-F changes.

- (F.33) along alpha -> 1 (thesis.ch7.eqF.33-alpha): a numpy re-implementation of the K = 1 Chapter 7 model (its own
  prompts, forward pass and gradient by hand; no code shared with models/cot or the claim's measure);
- Lemma E.4.3/F.3.3's exact Rademacher tails beyond enumeration (binomial law of the weight levels);
- the L7580 regulariser identity's row-by-row exact expectation against the 2^{m1} enumeration;
- (E.119)-(E.121)'s widened l cap and alpha paths.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from thmcheck.checks.registry import get as get_claim

# ------------------------------------------------------------------ (F.33) along alpha -> 1: numpy second path


def _f33_numpy_least_score(alpha: float, seed: int, M: int = 3, l_tr: int = 4, B: int = 256, eps: float = 0.5,
                           eta: float = 0.9, xi: float = 1e-3) -> tuple[float, float]:
    """Train the K = 1 model of (7.2) (one attention head, W_V reads the output block, squared loss on the step-1
    label) by plain SGD with hand-written gradients on prompts of (7.1): a random order of the M patterns per prompt,
    f = shift by one in that order, each of the l_tr context examples shares the query's input with probability
    alpha (else a uniform other input). T = ceil((log(1/eps)/alpha^2 + M/alpha + M/eps)/eta) (T_1 + T_2 + T_3 at
    K = 1). Returns (the least score (e_q; e_r; e_1)^T W (e_q; 0; e_1) over q and r != q, the share of training
    prompts with an example of another input)."""
    rng = np.random.default_rng(10_000 + seed)
    d, D = M, 2 * M + 1
    T = math.ceil((math.log(1 / eps) / alpha**2 + M / alpha + M / eps) / eta)
    W = xi * rng.standard_normal((D, D))
    eye = np.eye(M)
    mixed = 0
    for _ in range(T):
        perm = np.argsort(rng.random((B, M)), axis=1)
        inv = np.argsort(perm, axis=1)

        def f(x: np.ndarray, perm: np.ndarray = perm, inv: np.ndarray = inv) -> np.ndarray:
            pos = np.take_along_axis(inv, x, axis=1)
            return np.take_along_axis(perm, (pos + 1) % M, axis=1)

        xq = rng.integers(0, M, B)
        same = rng.random((B, l_tr)) < alpha
        other = (xq[:, None] + 1 + rng.integers(0, M - 1, (B, l_tr))) % M
        xc = np.where(same, xq[:, None], other)
        yc = f(xc)
        z = eye[f(xq[:, None])[:, 0]]
        mixed += int((~same).any(axis=1).sum())
        keys = np.concatenate([eye[xc], eye[yc], np.ones((B, l_tr, 1))], axis=2)  # (B, l_tr, D)
        q = np.concatenate([eye[xq], np.zeros((B, d)), np.ones((B, 1))], axis=1)  # (B, D)
        s = np.einsum("bld,de,be->bl", keys, W, q)
        a = np.exp(s - s.max(axis=1, keepdims=True))
        a /= a.sum(axis=1, keepdims=True)
        out = np.einsum("bl,blm->bm", a, eye[yc])
        r = out - z  # dL/dout of 0.5 ||out - z||^2
        g = a * (np.einsum("blm,bm->bl", eye[yc], r) - np.einsum("bm,bm->b", out, r)[:, None])  # dL/ds_l
        W -= eta * np.einsum("bl,bld,be->de", g, keys, q) / B
    least = min(float(W[np.ix_([qq, d + rr, D - 1], [qq, D - 1])].sum()) for qq in range(M) for rr in range(M)
                if rr != qq)
    return least, mixed / (T * B)


def test_eqF33_alpha_to_one_score_vanishes_numpy() -> None:
    """(F.33) at K = 1, eps = 0.5 (log(K/eps) = 0.69), B = 256 (58 times (iii)'s max{eps^-2, M} log M): the least
    score over 5 seeds is ~log(K/eps) at alpha = 0.5 and falls like 1 - alpha, reaching the initialisation's noise (of
    either sign) at alpha = 0.999, while T_1 + T_2 + T_3 stays ~11 steps; so no constant c > 0 has score >= c
    log(K/eps) for every alpha in (0, 1)."""
    shape = math.log(2.0)
    med = {}
    for alpha in (0.5, 0.99, 0.999):
        vals = [_f33_numpy_least_score(alpha, s)[0] / shape for s in range(5)]
        med[alpha] = float(np.median(vals))
        if alpha == 0.999:
            assert min(vals) < 0.0  # a sign crossing: below 0 < c log(K/eps) for every c > 0
    assert med[0.5] > 0.5
    assert med[0.99] < 0.06 * med[0.5]
    assert abs(med[0.999]) < 0.01 * med[0.5]


def test_eqF33_no_gradient_on_same_pattern_prompts() -> None:
    """The mechanism: at K = 1 a prompt whose context examples all share the query's input has every context output
    equal to the label, so out = z for every attention and the gradient is exactly 0; only the share 1 - alpha^l_tr
    of prompts trains W (about 0.4 % at alpha = 0.999, l_tr = 4)."""
    _, share = _f33_numpy_least_score(0.999, 0)
    assert share < 0.02
    _, share_half = _f33_numpy_least_score(0.5, 0)
    assert share_half > 0.8


def test_eqF33_alpha_claim_first_instance_negative() -> None:
    """The claim's first instance (alpha = 0.999, B = 256) gives a negative least score through the claim's own
    measure (the sign crossing the search confirms)."""
    c = get_claim("thesis.ch7.eqF.33-alpha")
    from thmcheck.checks.papers.thesis.r23_thesisY import F33_ALPHA_FIRST

    m = c.measure(dict(F33_ALPHA_FIRST), None)
    assert m.lhs < 0.0 < c.bound(**m.quantities)


# ------------------------------------------------------------------ Lemma E.4.3 / F.3.3: exact Rademacher tails


def test_rademacher_levels_match_enumeration() -> None:
    from thmcheck.checks.papers.thesis.appEF_uniform import _rademacher_levels_log_tail

    rng = np.random.default_rng(3)
    for _ in range(200):
        N = int(rng.integers(1, 11))
        a = np.ones(N)
        if N > 1:
            a[: int(rng.integers(1, N))] = float(np.exp(rng.uniform(-2, 2)))
        s = float(np.exp(rng.uniform(-2, 2)))
        t = float(rng.random()) * s * float(np.abs(a).sum())
        sums = np.abs(np.array(list(itertools.product((-1.0, 1.0), repeat=N))) @ (s * a))
        k = int(np.count_nonzero(sums >= t * (1 - 1e-12)))
        want = math.log(k / 2**N) if k else -math.inf
        got = _rademacher_levels_log_tail(a, s, t)
        assert got == want or abs(got - want) < 1e-12


def test_rademacher_far_tail_equal_weights() -> None:
    """N = 10^4 equal weights at t = s ||a||_1: Pr = 2^{1-N} exactly (log -6930.78), finite in logs."""
    from thmcheck.checks.papers.thesis.appEF_uniform import _rademacher_levels_log_tail

    N = 10_000
    got = _rademacher_levels_log_tail(np.ones(N) / math.sqrt(N), 2.0, 2.0 * math.sqrt(N))
    assert got == pytest.approx((1 - N) * math.log(2), rel=1e-12)


# ------------------------------------------------------------------ L7580: row-by-row exact expectation


def test_l7580_rows_equal_enumeration() -> None:
    from thmcheck.checks.papers.thesis.r7_thesisCD import _l7580_value

    rng = np.random.default_rng(5)
    for m1, m2 in ((5, 2), (7, 3), (9, 1)):
        Vt = [[Fraction(int(k), 2**12) for k in row] for row in rng.integers(-2**13, 2**13 + 1, (m1, m2))]
        Vh = [[Fraction(int(k), 2**12) for k in row] for row in rng.integers(-2**13, 2**13 + 1, (m1, m2))]
        s = Fraction(3, 2**20)
        got, q = _l7580_value({"m1": m1, "Vt": Vt, "Vh": Vh, "s": s})
        enum = sum(sum((Vt[i][c] + (1 if (mask >> i) & 1 else -1) * s * Vh[i][c]) ** 2 for i in range(m1)
                       for c in range(m2)) for mask in range(2**m1)) / 2**m1
        assert got == enum == q["fro2V"] + q["eta"] * q["fro2Vh"]


# ------------------------------------------------------------------ (E.119)-(E.121): the widened l and alpha


def test_e120_bounded_along_alpha_and_l() -> None:
    from thmcheck.checks.papers.thesis.r9_thesisE import e119_ratios

    base = {"M1": 8, "M2": 4, "l": 8000, "alpha": 0.5, "beta": 2.77, "delta": 0.2, "seed": 38836, "K": 0.5}
    for which in ("M - N", "rest"):
        for inst in ({**base, "alpha": 1e-4}, {**base, "alpha": 0.9999}, {**base, "l": 100_000}):
            r = e119_ratios(inst, which)
            r = r[~np.isnan(r)]
            assert r.size and float(np.median(r)) < math.exp(0.2**2 * (1 + 2.77**2 / 4))
