"""Own checks of round 22 (helper chenli): the closed forms of chenli.lemma7.4-far, chenli.lemma3.2-d and
chenli.factB.5-m against brute force on explicit matrices, and the second path of chenli.lemma3.2-d's crossing at
d = 2^21 (own integer binomial sums and a Berry-Esseen certificate, no code of the claim)."""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from fractions import Fraction

import mpmath
import numpy as np

from thmcheck.checks.papers.chenli import r22_chenli as R


def _signs(d: int) -> np.ndarray:
    return np.array(list(itertools.product((-1.0, 1.0), repeat=d)))


def test_lemma3_2_far_second_path() -> None:
    """Lemma 3.2 as printed, P[|x^T M x - Tr M| > t] <= exp(-t/e), fails at every d: (i) one pair M_12 = M_21 = 1
    padded to d = 10 (explicit M, all 2^10 x): |p| = 2 surely, P = 1 > exp(-1/e); (ii) d = 2^21, n = 2^20 disjoint
    pairs: p = 2 S, S a sum of 2^20 Rademachers, P[|p| > 1024] = P[|S| >= 514] (S even) >= 2 (1 - Phi(514/1024)) - 2
    C_BE/sqrt(n) (Berry-Esseen, C_BE = 0.56) = 0.61 against exp(-1024/e) ~ 1e-164; (iii) n = 4096 pairs exactly by
    integer binomial sums."""
    d = 10
    M = np.zeros((d, d))
    M[0, 1] = M[1, 0] = 1.0
    X = _signs(d)
    p = np.einsum("ni,ij,nj->n", X, M, X) - np.trace(M)
    assert np.all(np.abs(p) == 2.0)
    assert float(np.mean(np.abs(p) > 1.0)) == 1.0 > math.exp(-1.0 / math.e)
    # (ii) Berry-Esseen at n = 2^20 (Rademacher: rho/sigma^3 = 1)
    n = 2**20
    with mpmath.workdps(30):
        z = mpmath.mpf(514) / mpmath.sqrt(n)
        lower = 2 * (1 - mpmath.ncdf(z)) - 2 * mpmath.mpf("0.56") / mpmath.sqrt(n)
        assert lower > mpmath.mpf("0.6")
        assert mpmath.exp(-mpmath.mpf(1024) / mpmath.e) < mpmath.mpf("1e-160")
    # the claim's measure agrees (the crossing it reports at this instance)
    inst = {"family": "pairs", "n": n, "pad": 0, "s": 0, "t": 1024.0, "tmode": "atom", "d": 2 * n}
    got = R._l32_far_prob(inst, False)
    assert abs(got - 0.617) < 0.01 and got >= float(lower)
    # (iii) exact integers at n = 4096, t = 2 * 64: P[|S| > 64] = P[|S| >= 66]
    n = 4096
    cnt = sum(math.comb(n, j) for j in range(n + 1) if abs(2 * j - n) > 64)
    P = Fraction(cnt, 2**n)
    assert float(P) > 0.19 and float(P) > math.exp(-128.0 / math.e)
    inst = {"family": "pairs", "n": n, "pad": 0, "s": 0, "t": 128.0, "tmode": "atom", "d": 2 * n}
    assert abs(R._l32_far_prob(inst, True) - mpmath.mpf(P.numerator) / P.denominator) < mpmath.mpf("1e-50")


def test_lemma3_2_far_closed_forms_brute_force() -> None:
    """The binomial laws of the two families against enumeration of x over {+-1}^d with the explicit M (padding,
    scale 2^s, thresholds on and just below the atoms)."""
    for family, n, pad, s in (("pairs", 1, 0, 0), ("pairs", 3, 2, -3), ("pairs", 5, 0, 4), ("clique", 2, 1, 0),
                              ("clique", 5, 0, -2), ("clique", 9, 2, 3), ("clique", 10, 0, 0)):
        size = 2 * n if family == "pairs" else n
        d = size + pad
        A = np.zeros((d, d))
        if family == "pairs":
            for j in range(n):
                A[2 * j, 2 * j + 1] = A[2 * j + 1, 2 * j] = 1.0
        else:
            A[:n, :n] = 1.0 - np.eye(n)
        M = A * 2.0**s
        X = _signs(d)
        p = np.einsum("ni,ij,nj->n", X, M, X) - np.trace(M)
        sig = math.sqrt(2 * float((M**2).sum() - (np.diag(M) ** 2).sum()))
        assert abs(sig - R._l32_sigma(family, n, s)) < 1e-12 * max(1.0, sig)
        ts = sorted(set(np.abs(p).tolist()) | {0.37 * 2.0**s})
        ts = [t for t in ts if t > 0] + [float(np.nextafter(t, 0.0)) for t in ts if t > 0]
        for t in ts:
            want = float(np.mean(np.abs(p) > t))
            inst = {"family": family, "n": n, "pad": pad, "s": s, "t": t, "tmode": "tau", "d": d}
            assert abs(R._l32_far_prob(inst, False) - want) < 1e-12, (family, n, t)
            assert abs(float(R._l32_far_prob(inst, True)) - want) < 1e-15, (family, n, t)


def test_lemma7_4_far_brute_force() -> None:
    """P[A'] for heads on disjoint blocks against enumeration of X_1, X_2 with the explicit Theta_i and Theta' (m = 3,
    r = 2; m = 2, r = 3), and P[A'] <= the proof's Hoeffding display <= the printed first term on random instances."""
    for m, r, where, q, lam, C in ((3, 2, "largest", 0.25, 0.2, 0.3), (3, 2, "smallest", 0.5, 1e-6, 0.05),
                                   (2, 3, "largest", 1.0, 0.9, 0.4), (2, 3, "smallest", 0.1, 0.05, 0.01)):
        nstar = 1 / math.sqrt(q) if where == "largest" else math.sqrt(q)
        istar = 0
        norms = [nstar] + [1.0] * (m - 1)
        d = m * r
        thetas = []
        for i in range(m):
            T = np.zeros((d, d))
            T[i * r:(i + 1) * r, i * r:(i + 1) * r] = np.eye(r) * norms[i] / math.sqrt(r)
            thetas.append(T)
        Z = sum(1 / n**2 for n in norms)
        Tp = sum(thetas[i] / norms[i] ** 2 for i in range(m) if i != istar) / Z
        thr = C / math.sqrt(Z) * (1 - (lam**2 / 4) / (Z * norms[istar] ** 2))
        S = _signs(d)
        vals = np.einsum("ai,ij,bj->ab", S, Tp, S)
        want = float(np.mean(vals > thr))
        inst = {"m": m, "r": r, "where": where, "q": q, "lam": lam, "C": C, "nstar": nstar}
        assert abs(R._l74_far_prob(inst, False) - want) < 1e-12
        assert abs(float(R._l74_far_prob(inst, True)) - want) < 1e-15
    rng = np.random.default_rng(22)
    for _ in range(200):
        m = int(rng.integers(2, 5000))
        r = int(rng.integers(1, 3000))
        q = float(10 ** rng.uniform(-8, 0))
        lam = min(q * float(10 ** rng.uniform(-8, 0)), 1 - 2**-30)
        C = float(10 ** rng.uniform(-3, 1))
        inst = {"m": m, "r": r, "where": "largest" if rng.random() < 0.5 else "smallest", "q": q, "lam": lam, "C": C}
        inst["nstar"] = 1 / math.sqrt(q) if inst["where"] == "largest" else math.sqrt(q)
        P = R._l74_far_prob(inst, False)
        hoeff = R._l74_far_parts(inst)["hoeffding_step"]
        printed = math.exp(-C**2 * (1 + lam / (2 * m)) / 2)
        assert P <= hoeff * (1 + 1e-9) + 1e-300
        assert hoeff <= printed * (1 + 1e-12)


def test_factB_5_far_closed_form() -> None:
    """det of the block-equicorrelated Gram matrix (numpy) against the closed form, and Fact B.5 itself there."""
    for m, g, c in ((1, 1, 0.0), (2, 1, 0.5), (4, 2, -0.25), (8, 4, 0.125), (12, 1, -1 / 12), (12, 3, 1 / 12)):
        b = m // g
        G = np.kron(np.eye(g), (1 - c) * np.eye(b) + c * np.ones((b, b)))
        want = float(np.linalg.det(G)) ** (1 / m)
        got = R._fb5_far_parts({"m": m, "g": g, "c": c})["root"]
        assert abs(got - want) < 1e-12
        kappa = abs(c) if b > 1 else 0.0
        assert want >= 1 - kappa * m - 1e-12


def _rademacher_sum_pmf(b: int) -> dict[int, float]:
    """The law of S^2 - b for S a sum of b Rademachers (own: binomial coefficients)."""
    out: defaultdict[int, float] = defaultdict(float)
    for j in range(b + 1):
        out[(2 * j - b) ** 2 - b] += math.comb(b, j) / 2.0**b
    return dict(out)


def test_l1669_second_path() -> None:
    """L1669 with ||Theta||_4 entrywise: Theta = blockdiag(+-J_b/b), B blocks. (i) the identity ||x^T Theta||^2 - ||Theta||_F^2
    = sum_k (S_k^2/b - 1) by enumeration (B = 2, b = 3, explicit Theta); (ii) the exact law of that sum at B = 4, b = 4
    (own convolution) exceeds the claim's Paley-Zygmund bound; (iii) Monte Carlo (own numpy binomials) at B = 16,
    256, 4096 with b = B^3: P[|Y| > sd/2] stays ~0.6 while the printed exponent min(t/||Theta||_op^2,
    t^2/sum Theta_jk^4) = t = sd/2 ~ sqrt(2B)/2 grows, so exponent/(1 - log P) grows > 10x."""
    B, b = 2, 3
    d = B * b
    Th = np.zeros((d, d))
    for k in range(B):
        Th[k * b:(k + 1) * b, k * b:(k + 1) * b] = (1 if k % 2 == 0 else -1) / b
    X = _signs(d)
    lhs = np.sum((X @ Th) ** 2, axis=1) - np.sum(Th**2)
    rhs = sum((X[:, k * b:(k + 1) * b].sum(axis=1) ** 2) / b - 1 for k in range(B))
    assert np.allclose(lhs, rhs)
    assert abs(np.trace(Th)) < 1e-12 and abs(np.linalg.norm(Th, 2) - 1) < 1e-12
    assert abs(float(np.sum(Th**4)) - B / b**2) < 1e-12
    # (ii) exact law at B = 4, b = 4: Y b = sum of B iid copies of S^2 - b
    B, b = 4, 4
    law = {0: 1.0}
    one = _rademacher_sum_pmf(b)
    for _ in range(B):
        new: defaultdict[int, float] = defaultdict(float)
        for u, p in law.items():
            for v, q in one.items():
                new[u + v] += p * q
        law = dict(new)
    var = sum(p * (u / b) ** 2 for u, p in law.items())
    assert abs(var - 2 * B * (b - 1) / b) < 1e-9
    for th in (0.05, 0.5, 0.9):
        P = sum(p for u, p in law.items() if abs(u / b) > th * math.sqrt(var))
        _, pz = R.l1669_pz(B, b, Fraction(th))
        assert P >= float(pz) - 1e-12
    # (iii) Monte Carlo along B with b = B^3
    rng = np.random.default_rng(1669)
    ratios = []
    for B in (16, 256, 4096):
        b = B**3
        n = 4000
        S = 2.0 * rng.binomial(b, 0.5, size=(n, B)) - b
        Y = (S * S / b - 1.0).sum(axis=1)
        sd = math.sqrt(2 * B * (b - 1) / b)
        P = float(np.mean(np.abs(Y) > sd / 2))
        assert P > 0.5
        t = sd / 2
        exponent = min(t / 1.0, t * t / (B / b**2))
        ratios.append(exponent / (1 - math.log(P)))
    assert ratios[-1] / ratios[0] > 10.0
