"""Second paths of chenli's round-13 checks (helper chenliA), sharing no code with the claims' measurements
(checks/papers/chenli/r13_chenliA.py): L1166's event probability by exact integer arithmetic."""

from __future__ import annotations

import math
from fractions import Fraction

from thmcheck.checks.papers.chenli import r13_chenliA as M


def _row_exit_prob(n: int, thr2: float) -> Fraction:
    """P[(2A - n)^2 > thr2 n^2] for A ~ Bin(n, 1/2), by summing C(n, a)/2^n over the a with (2a - n)^2 > thr2 n^2."""
    tot = sum(math.comb(n, a) for a in range(n + 1) if (2 * a - n) ** 2 > thr2 * n * n)
    return Fraction(tot, 2**n)


def test_l1166_second_path() -> None:
    """L1166 by exact integer arithmetic: k = 3 (Assumption 5), d2 = d = 2000, delta = 1/d^{1.5}. The printed threshold t^2 =
    log(k/delta)/d2 (natural log: P[E^c] > 30 delta; base 2: > 4 delta) leaves P[E^c] = 1 - (1 - q)^2 above delta; the claim's measure
    agrees; the threshold sqrt(2 log(2k/delta)/d2) (Hoeffding) gives P[E^c] <= delta."""
    k, n = 3, 2000
    delta = n ** -1.5
    for log, factor in ((math.log, 30), (math.log2, 4)):
        q = _row_exit_prob(n, log(k / delta) / n)
        pe = 1 - (1 - q) ** k
        assert float(pe) > factor * delta
    q = _row_exit_prob(n, math.log(k / delta) / n)
    pe = float(1 - (1 - q) ** k)
    got = M.l1166_parts({"k": k, "d2": n, "p": 1.5})
    assert math.isclose(got["lhs"], pe, rel_tol=1e-6)
    assert got["terms"]["d2_slack"] > 0 and got["terms"]["c_slack"] > 0
    qh = _row_exit_prob(n, 2 * math.log(2 * k / delta) / n)
    assert float(1 - (1 - qh) ** k) <= delta
    assert pe <= min(1.0, 2 * math.sqrt(k * delta))


def test_l1186_second_path() -> None:
    """L1186 by a second path at k = 3 (Assumption 5 needs k >= 3): every X in {+-1}^{3 x 5} (d1 = 4, d2 = 1), Theta =
    (F/2) diag([[0, 1], [-1, 0]] x 2) on S_[1], F = 5: Tr S <= 3/2 for every X, the printed left side (1/d2)
    |1_[2]^T (E[X^T S X] - 3 Id) 1_[2]| is >= 3/2, the left side with J (L1113, (55)) is 0; the claim's closed-form
    lower bound (k/2) is below the enumerated value; E[Tr S] = k E[S_11] by the row-1 formula equals the enumeration,
    and the claim's Gaussian quadrature of E[S_11] agrees with the exact binomial lattice sum at d1 = 1e4."""
    import itertools as it

    import numpy as np

    k, d1, d2, F = 3, 4, 1, 5.0
    d = d1 + d2
    T = np.zeros((d, d))
    for b in range(0, d1, 2):
        T[b, b + 1], T[b + 1, b] = F / 2, -F / 2
    one = np.r_[np.zeros(d1), np.ones(d2)]
    acc, acc_j, n = np.zeros((d, d)), np.zeros((d, d)), 0
    J = np.ones((k, k))
    for bits in it.product((1.0, -1.0), repeat=k * d):
        X = np.array(bits).reshape(k, d)
        L = X @ T @ X.T
        S = np.exp(L) / np.exp(L).sum(axis=1, keepdims=True)
        assert np.trace(S) <= k / 2 + 1e-12
        acc += X.T @ S @ X
        acc_j += X.T @ J @ S @ X
        n += 1
    lhs = abs(one @ (acc / n - k * np.eye(d)) @ one) / d2
    lhs_j = abs(one @ (acc_j / n - k * np.eye(d)) @ one) / d2
    assert lhs >= k / 2 - 1e-9 and lhs_j < 1e-9
    # E[Tr S] = k E[S_11], the row-1 logits (F/sqrt(d1)) (2 B_j - d1) iid given row 1 (B_j ~ Bin(d1, 1/2))
    from math import comb
    pmf = {b: comb(d1, b) / 2**d1 for b in range(d1 + 1)}
    es11 = sum(pmf[b2] * pmf[b3] / (1 + math.exp(F / 2 * (2 * b2 - d1)) + math.exp(F / 2 * (2 * b3 - d1)))
               for b2 in pmf for b3 in pmf)
    assert math.isclose(k - k * es11, lhs, rel_tol=1e-12)
    # the claim's Gaussian-limit quadrature against the exact lattice sum at d1 = 1e4 (Berry-Esseen: within 2 * 0.56/100)
    from scipy.stats import binom
    n1, F1 = 10_000, 30.0
    b = np.arange(n1 // 2 - 600, n1 // 2 + 601)
    w = binom.pmf(b, n1, 0.5)
    e = np.exp(np.clip(F1 / math.sqrt(n1) * (2 * b - n1), -700, 700))
    exact = float(w @ (1 / (1 + e[:, None] + e[None, :])) @ w)
    assert abs(exact - M._softmax_diag_gauss(3, F1)) <= 2 * 0.56 / math.sqrt(n1)
    assert abs(M._softmax_diag_gauss(3, 1e3) - 0.25) < 1e-5 and abs(M._softmax_diag_gauss(20, 1e3) - 2.0**-19) < 1e-8
    got = M.l1186_parts({"k": k, "d2": 10**14, "p": 1.0, "F": 1e3})
    assert 2.25 - 1e-4 <= got["lhs"] <= 2.25 and got["q"]["trace_m"] == k - got["lhs"]
    from thmcheck.bounds.chenli import r13_chenliA as B
    assert B.l1186_mutant_half(**got["q"]) < got["lhs"] <= B.l1186_corrected(**got["q"])
    assert all(v > 0 for key, v in got["terms"].items() if key.endswith("slack"))


def test_l1066_second_path() -> None:
    """Lemma 5.15's second-alternative family by a second path at k = 3 (Assumption 5): Theta = lam u w^T + tau Rot
    built explicitly (d1 = 2, d2 = 4, d3 = 2), every X with rows mu = (+1/2, -1/2, -1/2), nu = +1 enumerated (S_[1] bits
    and slice arrangements), X' = X with S_[3] flipped (nu' = -1): E[softmax(X Theta X^T)]_11 - E[softmax(X' Theta
    X'^T)]_11 is >= the claim's Hoeffding lower bound; at r = 1e6 that bound is 1 to double precision and the printed
    shape (indicator 0) is 5.92."""
    import itertools as it

    import numpy as np

    from thmcheck.bounds.chenli.r13_chenliA import l1066_case2_shape

    k, d1, d2, d3, lam, tau = 3, 2, 4, 2, 3.0, 0.7
    d = d1 + d2 + d3
    T = np.zeros((d, d))
    T[d1 + d2:, d1:d1 + d2] = lam / math.sqrt(d2 * d3)  # lam u w^T: rows S_[3], columns S_[2]
    for b in range(0, d1, 2):
        T[b, b + 1], T[b + 1, b] = tau, -tau
    s2 = [np.array(p, dtype=float) for p in set(it.permutations((1, 1, 1, -1)))]
    s2m = [np.array(p, dtype=float) for p in set(it.permutations((1, -1, -1, -1)))]
    diff, n = 0.0, 0
    for bits in it.product((1.0, -1.0), repeat=k * d1):
        bs = [np.array(bits[i * d1:(i + 1) * d1]) for i in range(k)]
        for y1 in s2:
            for y2 in s2m:
                for y3 in s2m:
                    X = np.vstack([np.r_[bs[0], y1, np.ones(d3)], np.r_[bs[1], y2, np.ones(d3)],
                                   np.r_[bs[2], y3, np.ones(d3)]])
                    Xp = X.copy()
                    Xp[:, d1 + d2:] = -1.0
                    for Z, sgn in ((X, 1.0), (Xp, -1.0)):
                        L = Z @ T @ Z.T
                        e = np.exp(L[0] - L[0].max())
                        diff += sgn * e[0] / e.sum()
                    n += 1
    diff /= n
    D = 2 * lam * math.sqrt(d3)  # c = mu_1 sqrt(d2) = 1
    f_rest2 = tau * tau * d1  # ||Theta||_F^2 - lam^2 = ||tau Rot||_F^2
    p_h = math.exp(-D * D / (16 * f_rest2))
    hoeff = (1 - (k - 1) * p_h) / (1 + (k - 1) * math.exp(-D / 2)) - 1 / (1 + math.exp(D / 2)) - p_h
    assert hoeff > 0.8 and diff >= hoeff
    got = M.l1066_parts({"r": 1e6, "F": 1e5})
    assert got["lhs"] == 1.0 and got["q"]["k"] == 3
    assert all(v >= 0 for key, v in got["terms"].items() if key.endswith("slack") or key == "nu_excess")
    assert abs(l1066_case2_shape(**got["q"]) - 5.920) < 1e-3


def test_l1126_second_path() -> None:
    """L1126 by a second path. (a) v != w with d3 = 1: nu_1 = X_{1,j} = +-1 for every X, so for C = 10 at d2 = 1e4 (and
    C = 100 at d2 = 1e6) the threshold C sqrt(log(k/delta)/d2) < 1 = |nu_1| and the event has probability 0 < 1 -
    delta (k = 3, Assumption 5, delta = 1/d). (b) d2 = d3 = 400, k = 3, delta = 1/d: the (1 - delta)-quantile of max_i max(|mu_i|,
    |nu_i|) by exact integer sums over the lattice j/400 agrees with the claim's bisection."""
    k = 3
    for d2, C in ((10**4, 10.0), (10**6, 100.0)):
        delta = 1.0 / (d2 + 1)
        assert C * math.sqrt(math.log(k / delta) / d2) < 1.0
        assert M.l1126_parts({"k": k, "d2": d2, "d3": 1, "p": 1.0})["lhs"] > C
    n = 400
    d = 2 * n
    delta = Fraction(1, d)

    def cdf(j: int) -> Fraction:  # P[|2A - n| <= j], A ~ Bin(n, 1/2)
        return Fraction(sum(math.comb(n, a) for a in range(n + 1) if abs(2 * a - n) <= j), 2**n)

    j = next(j for j in range(0, n + 1, 2) if cdf(j) ** (2 * k) >= 1 - delta)
    m_star = j / n
    got = M.l1126_parts({"k": k, "d2": n, "d3": n, "p": 1.0})
    assert abs(got["terms"]["m*"] - m_star) < 1e-9
    assert 1.0 < got["lhs"] < 2.0


def test_l1178_second_path() -> None:
    """L1178 at k = 3 (Assumption 5 needs k >= 3) by exact integer arithmetic: d2 = 1000, d = 1e16, delta = 1/d. The
    envelope k^{3/2} E[||mu||^2 | E^c] (||J M_mu||_op <= k^{3/2} for every Theta) from the row law C(d2, a)/2^{d2}:
    E[||mu||^2 1_{E^c}] = k (m1 + m0 (1 - (1 - q)^{k-1})), rows independent. It stays below the printed k^{5/2}
    log(k/delta)/d2 (the k = 1 crossing of round 13's first session is outside Assumption 5); the measure agrees."""
    n, k = 1000, 3
    L = math.log(k) + 16 * math.log(10.0)
    m1 = m0 = qn = 0
    for a in range(n + 1):
        s2 = (2 * a - n) ** 2
        if s2 * 1.0 > L * n:  # |mu| > t with mu = (2a - n)/n, t^2 = L/n
            m1 += math.comb(n, a) * s2
            qn += math.comb(n, a)
        else:
            m0 += math.comb(n, a) * s2
    tot = 2**n
    q = Fraction(qn, tot)
    e_out = k * (Fraction(m1, tot * n * n) + Fraction(m0, tot * n * n) * (1 - (1 - q) ** (k - 1)))
    cond = e_out / (1 - (1 - q) ** k)
    env = k**1.5 * float(cond)
    assert env < 0.5 * k**2.5 * L / n
    got = M.l1178_parts({"k": k, "d2": n, "log10_d": 16.0, "p": 1.0})
    assert math.isclose(got["lhs"], env, rel_tol=1e-6)
    t = got["terms"]
    assert t["c_slack"] > 0 and t["d2_slack"] > 0 and t["r_slack"] > 0 and t["chi_slack"] > 0


def test_l1044_second_path() -> None:
    """(46) by a second path: d1 = 4, d2 = 4, d3 = 2, Theta built as a matrix (a rotation g R on S_[1], (g/d2) J on
    S_[2] x S_[2]), the coupling of Definition 5.10 drawn (x on the slices mu = 0, nu = 0; x' = x with a random
    (mu' - mu)/2 d2 = 2 of S_[2]'s -1 entries flipped, mu' = 1), y = (x + x')/2 and the bilinear form
    (1_T - 1')^T Theta 1_U from y's {+1, -1} entries off S_[1] and U = {x != x'}: it is g d2/4 at every draw, so with
    ||Theta||_F = 1e6 the printed event (no ||Theta||_F in its threshold) has probability 1 and the left side is 1e6;
    the claim's closed form agrees at its own sizes."""
    import numpy as np

    rng = np.random.default_rng(3)
    d1, d2, d3 = 4, 4, 2
    d = d1 + d2 + d3
    F = 1e6
    g = F / math.sqrt(d1 + 1)
    th = np.zeros((d, d))
    for i in range(0, d1, 2):
        th[i, i + 1], th[i + 1, i] = g, -g
    th[d1:d1 + d2, d1:d1 + d2] = g / d2
    assert math.isclose(np.linalg.norm(th), F, rel_tol=1e-12)
    sv = np.linalg.svd(th, compute_uv=False)
    assert np.allclose(sv[: d1 + 1], g) and np.allclose(sv[d1 + 1:], 0.0)
    vals = set()
    for _ in range(50):
        x = rng.choice([-1.0, 1.0], d)
        x[d1:d1 + d2] = rng.permutation([1.0, 1.0, -1.0, -1.0])
        x[d1 + d2:] = rng.permutation([1.0, -1.0])
        xp = x.copy()
        neg = [i for i in range(d1, d1 + d2) if x[i] < 0]
        for i in rng.choice(neg, 2, replace=False):
            xp[i] = 1.0
        y = (x + xp) / 2
        off = np.zeros(d)
        off[d1:] = y[d1:]  # 1_T - 1' (T: +1 entries of y off S_[1], 1': its -1 entries)
        u = (x != xp).astype(float)
        vals.add(round(float(off @ th @ u), 6))
    assert vals == {round(g * d2 / 4, 6)}
    got = M.l1044_parts({"d2": 100, "log10_d": 13.0, "F": F, "s": 1.0})
    assert got["lhs"] == F and got["reading"] == 0.0
    t = got["terms"]
    assert t["ups_slack"] > 0 and t["rank_slack"] > 0 and t["F_slack"] > 0
