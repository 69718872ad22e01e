"""Own checks of round 23 (helper chenliB): the exact links of chenli.display.lemma6.9-variance(-bound) (L1695)
against a plain loop over the cube, and chenli.display.fact6.7-chain (L1622) at the proof's extremal vector against
its closed form."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np

from thmcheck.checks.papers.chenli import r23_chenliB as R


def _variance_by_loop(E: np.ndarray) -> Fraction:
    d = E.shape[0]
    zs = []
    for x in itertools.product((-1, 1), repeat=d):
        y = np.asarray(x, dtype=np.int64) @ E
        zs.append(int((y * y).sum()))
    n = len(zs)
    return Fraction(sum(z * z for z in zs), n) - Fraction(sum(zs), n) ** 2


def test_l1695_links_against_loop() -> None:
    rng = np.random.default_rng(7)
    for d, p in ((1, 1), (2, 3), (4, 2), (5, 1), (7, 4)):
        E = rng.integers(-5, 6, (d, p)).astype(np.int64)
        parts = R.l1695_parts(E)
        V = _variance_by_loop(E)
        A = E @ E.T
        off = sum(int(A[i, j]) ** 2 for i in range(d) for j in range(d) if i != j)
        assert parts["V"] == V == 2 * off == parts["E[Q^2]"]
        assert parts["E[Z] - ||E'||_F^2"] == 0
        assert V <= 2 * int((A * A).sum()) <= 2 * int((E * E).sum()) ** 2


def test_l1695_rank_one_equal_weights() -> None:
    """n equal weights: V = 2(n^2 - n) against 2 n^2 (the sharp shape the claim's notes name)."""
    for n in (1, 2, 3, 6):
        E = np.zeros((n + 1, 1), dtype=np.int64)
        E[:n, 0] = 1
        parts = R.l1695_parts(E)
        assert parts["V"] == 2 * (n * n - n) and parts["2||E'||_F^4"] == 2 * n * n


def test_l1622_tight_vector_closed_form() -> None:
    for dp, nu in ((1, 1.0), (3, 0.5), (50, 2.0), (1000, 0.01), (10**5, 3.0)):
        inst = {"dprime": dp, "nu": nu, "mode": "tight", "t": 0.0, "K": 1.0, "n": 2, "seed": 0}
        parts = R.l1622_parts(inst)
        g = 1 / (nu * dp)
        closed = (1 - g) ** dp
        assert math.isclose(parts["lhs"], closed, rel_tol=1e-8, abs_tol=1e-300)
        assert math.isclose(parts["prod (1 - gamma_j)"], closed, rel_tol=1e-8, abs_tol=1e-300)
        assert closed <= math.exp(-1 / nu)
        assert parts["hyp_slack"] > -1e-9 and parts["order_slack"] >= -1e-12


def test_l1286_identity_cases() -> None:
    for mode in ("random", "equal", "disjoint", "nested", "empty"):
        S, T = R.l1286_sets({"d": 12, "mode": mode, "q": 0.5, "seed": 3})
        assert np.array_equal(S.astype(int), (S & ~T).astype(int) + (S & T).astype(int))
        assert np.array_equal(T.astype(int), (T & ~S).astype(int) + (S & T).astype(int))


def _sylvester(n: int) -> np.ndarray:
    H = np.array([[1]], dtype=np.int64)
    for _ in range(n):
        H = np.block([[H, H], [H, -H]])
    return H


def _mm_bent(half: int) -> np.ndarray:
    """Maiorana-McFarland bent function on F_2^{2 half}: b(u, v) = (-1)^{u . v} (index = u 2^half + v)."""
    m = 1 << half
    u = np.arange(m)[:, None]
    v = np.arange(m)[None, :]
    dots = np.vectorize(lambda a: bin(a).count("1") % 2)(u & v)
    return (1 - 2 * dots).reshape(-1).astype(np.int64)


def test_l702_family_is_what_the_claim_says() -> None:
    """Theta = diag(x) diag(b) H: Theta^T x = H b = +-sqrt(d) entrywise, orthogonal equal columns (every column subset
    keeps stable rank = its size), equal row and column norms (nu = 1), ||Theta||_F = d."""
    rng = np.random.default_rng(1)
    for half in (2, 3):
        d = 4**half
        H = _sylvester(2 * half)
        b = _mm_bent(half)
        x = rng.choice([-1, 1], d)
        Theta = (x * b)[:, None] * H
        w = Theta.T @ x
        assert np.all(np.abs(w) == math.isqrt(d))
        assert np.array_equal(Theta.T @ Theta, d * np.eye(d, dtype=np.int64))
        assert np.all((Theta**2).sum(axis=0) == d) and np.all((Theta**2).sum(axis=1) == d)
        assert int((Theta**2).sum()) == d * d


def test_l702_law_against_enumeration() -> None:
    """Given x, <y_[2], Pi^perp w> over the slice of {+-1}^{d_2} with K ones, w two-valued (+a on P coordinates):
    the heaviest window of L consecutive atoms equals hyper_window's, by enumerating the slice."""
    for d2, K, P in ((8, 4, 4), (9, 3, 5), (10, 6, 2), (12, 6, 6)):
        w = np.r_[np.ones(P), -np.ones(d2 - P)]
        w = w - w.mean()  # Pi^perp
        vals = []
        for S in itertools.combinations(range(d2), K):
            y = -np.ones(d2)
            y[list(S)] = 1.0
            vals.append(float(y @ w))
        vals = np.round(np.array(vals), 9)
        atoms, counts = np.unique(vals, return_counts=True)
        gaps = np.diff(atoms)
        assert len(atoms) == 1 or np.allclose(gaps, 4.0)  # 4a apart, a = 1
        pmf = counts / counts.sum()
        for L in (1, 2, 3):
            best = max(pmf[i:i + L].sum() for i in range(max(1, len(pmf) - L + 1)))
            got, _ = R.hyper_window(d2, K, P, L)
            assert abs(got - best) < 1e-12, (d2, K, P, L)


def test_l702_second_path() -> None:
    """The crossing without the claim's code: d = 4^40, d_2 = 2 ceil(d/6), central slice, P = d_2/2; the modal atom
    of Hypergeometric(d_2, d_2/2, d_2/2) from exact binomials (mpmath), against B^c + s^{1/2} with c = 4, r = d^{1/4}/10,
    nu = 1, t' = 1, s = 1e-200 (one atom in the window: 2 s d < 4 sqrt(d))."""
    import mpmath

    mpmath.mp.dps = 60
    d = 4**40
    d2 = 2 * ((d + 5) // 6)
    K = n = d2 // 2
    m0 = (n + 1) * (K + 1) // (d2 + 2)
    atom = mpmath.binomial(K, m0) * mpmath.binomial(d2 - K, n - m0) / mpmath.binomial(d2, n)
    c, tp, nu = 4, 1, 1
    r = mpmath.mpf(d) ** 0.25 / 10
    Bv = (c + tp) * nu / mpmath.sqrt(d) + c * mpmath.sqrt(nu) * r**0.25 / mpmath.mpf(d) ** 0.25
    printed = Bv**c + mpmath.sqrt(mpmath.mpf("1e-200"))
    assert 3 * d2 >= d and Bv * mpmath.sqrt(d) >= 1 and c <= mpmath.sqrt(min(r, d2, 256)) / 2
    assert atom / printed > 1e4  # 3.1e4
    assert atom <= Bv + mpmath.sqrt(mpmath.mpf("1e-200"))  # the exponent-1 reading holds here


def test_l702_second_path_parallel() -> None:
    """Mechanism (ii) without the claim's code: with S_[2] inside the minus coordinates of H b (P = 0), Theta_[2]^T x =
    -sqrt(d) 1, so Pi^perp Theta_[2]^T x = 0 and p_x is constant on the slice: the probability is 1 (checked by
    enumeration at d = 16, d_2 = 6), against B + s^{1/2} < 1 at c = 1."""
    half = 2
    d = 4**half
    H = _sylvester(2 * half)
    b = _mm_bent(half)
    x = np.random.default_rng(5).choice([-1, 1], d)
    Theta = (x * b)[:, None] * H
    w = Theta.T @ x
    minus = np.flatnonzero(w < 0)
    assert minus.size >= 6
    S2 = minus[:6]
    w2 = w[S2].astype(float)
    proj = w2 - w2.mean()
    assert np.allclose(proj, 0.0)
    vals = set()
    for S in itertools.combinations(range(6), 3):
        y = -np.ones(6)
        y[list(S)] = 1.0
        vals.add(round(float(y @ proj), 12))
    assert vals == {0.0}
    # at d = 4^20 (the claim's path start), r = d^{1/4}/10, c = 1, t' = 1, nu = 1, s = 1e-200
    D = 4.0**20
    r = D**0.25 / 10
    Bv = 2 / math.sqrt(D) + 1 * r**0.25 / D**0.25
    assert 1.0 / (Bv + 1e-100) > 300
