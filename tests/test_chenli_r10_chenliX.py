"""Second paths of chenli's round-10 Appendix A.2 claims (helper chenliX): closed forms and plain-float computations
here, sharing no code with the claims' measurements (checks/papers/chenli/r10_chenliX.py), plus checks that the
claims' convex-distance solver meets those closed forms."""

from __future__ import annotations

import itertools
import math

import numpy as np

from thmcheck.checks.papers.chenli import r10_chenliX as M


def _cube(d: int) -> np.ndarray:
    return np.array(list(itertools.product((1, -1), repeat=d)))


def test_convex_distance_closed_forms() -> None:
    """d_T(x, A)^2 for A a point: the Hamming distance (alpha uniform on the differing coordinates); A a subcube
    {y_i = +1, i < s}: the number of i < s with x_i = -1; A = Omega minus (+1, ..., +1): 1/d at that point (the
    uniform measure on its d neighbours; no measure does better since each coordinate is covered with total mass 1)."""
    for d in (1, 3, 5, 7):
        pts = _cube(d)
        ham = (pts == -1).sum(axis=1)
        dt2, ina = M.convex_distance_sq(d, "point", 0, 0.0, 0)
        assert np.allclose(dt2, ham, atol=1e-7) and ina.sum() == 1
        for s in range(1, d + 1):
            dt2, _ = M.convex_distance_sq(d, "subcube", s, 0.0, 0)
            assert np.allclose(dt2, (pts[:, :s] == -1).sum(axis=1), atol=1e-7)
        dt2, _ = M.convex_distance_sq(d, "copoint", 0, 0.0, 0)
        assert abs(dt2[0] - 1.0 / d) < 1e-7 and np.all(dt2[1:] == 0.0)


def test_l3466_literal_sign_and_beta_reading() -> None:
    """f = c N, N ~ Bin(s, 1/2) (Lemma A.10's f for a subcube of codimension s): h(beta) = ((1 + e^{-beta c})/2)^s.
    (1/eta) d/dbeta log h = -s c q/eta with q = e^{-beta c}/(1 + e^{-beta c}) (<= 0, the literal display holds for
    every eta > 0); d/dbeta (log h/beta), by a central difference of log h(beta)/beta, equals the closed form
    s c^2 phi(u)/u^2, phi(u) = -u q - log((1 + e^{-u})/2), u = beta c, and its ratio to E f = c s/2 is <= c/4."""
    for s, c, beta in ((3, 0.5, 1.0), (5, 0.2, 0.3), (2, 0.01, 0.05)):
        inst = {"d": s, "family": "subcube", "s": s, "p": 0.0, "seed": 0, "c": c, "beta": beta, "eta": 2.0}

        def logh(b: float, s: int = s, c: float = c) -> float:
            return s * math.log((1 + math.exp(-b * c)) / 2)

        u = beta * c
        q = math.exp(-u) / (1 + math.exp(-u))
        lit = M._eta_measure(inst, None)
        assert abs(lit.lhs - (-s * c * q / 2.0)) < 1e-9 and lit.lhs <= 0
        eps = 1e-4 * beta
        fd = (logh(beta + eps) / (beta + eps) - logh(beta - eps) / (beta - eps)) / (2 * eps)
        closed = s * c * c * (-u * q - math.log((1 + math.exp(-u)) / 2)) / u**2
        assert abs(fd - closed) < 1e-5 * max(1.0, abs(closed))
        got = M._beta_measure(inst, None)
        assert abs(got.lhs - closed) < 1e-9 * max(1.0, abs(closed)) + 1e-12
        assert got.lhs / (c * s / 2) <= c / 4 + 1e-12


def test_l3470_and_eq153_point() -> None:
    """A a point in {+-1}^d: d_T^2 = Hamming distance H ~ Bin(d, 1/2). (153): E d_T^2 = d/2 against log(1/P[A]) =
    d log 2 (ratio 1/(2 log 2)). L3470 with f = c H: log E exp(beta(E f - f)) = d (beta c/2 + log((1 + e^{-beta c})/2))
    <= d (beta c)^2/8 = beta^2 E f (c/4)."""
    for d, c, beta in ((4, 0.5, 1.0), (7, 0.1, 0.2)):
        inst = {"d": d, "family": "point", "s": 0, "p": 0.0, "seed": 0, "c": c, "beta": beta}
        m = M._eq153_measure(inst, None)
        assert abs(m.lhs - d / 2) < 1e-7 and abs(m.quantities["logInvP"] - d * math.log(2)) < 1e-12
        u = beta * c
        closed = d * (u / 2 + math.log((1 + math.exp(-u)) / 2))
        mg = M._mgf_measure(inst, None)
        assert abs(mg.lhs - closed) < 1e-9
        assert closed <= d * u * u / 8 + 1e-15


def test_lemma_a9_hypotheses_on_lemma_a10_f() -> None:
    """Lemma A.9's hypotheses for f = c d_T^2 with c = 1/2 on seeded random A: neighbours differ by <= 1 and
    Gamma(f)^2 <= K f with a small K (Lemma A.10)."""
    for seed in range(3):
        dt2, _ = M.convex_distance_sq(5, "random", 0, 0.5, seed)
        h = M.hypotheses(5, 0.5 * dt2)
        assert h["lipschitz"] <= 1.0 + 1e-9
        assert h["gamma2_over_f"] <= 2.0


def test_lemma_a9_conclusion_point() -> None:
    """A a point in {+-1}^d, f = c H with H ~ Bin(d, 1/2): P[f <= E f - t] = P[H <= (1 - tau) d/2] by the binomial
    sum; t^2/E f = c d tau^2/2 stays below log(1/P) (Hoeffding: P <= exp(-d tau^2/2))."""
    for d, c, tau in ((7, 0.5, 1.0), (7, 0.5, 0.5), (6, 0.25, 0.3)):
        prob = sum(math.comb(d, j) for j in range(d + 1) if j <= (1 - tau) * d / 2 + 1e-12) / 2**d
        inst = {"d": d, "family": "point", "s": 0, "p": 0.0, "seed": 0, "c": c, "beta": 1.0, "tau": tau}
        m = M._a9_measure(inst, None)
        assert abs(m.terms["P[f <= E f - t]"] - prob) < 1e-12
        assert abs(m.lhs - c * d * tau**2 / 2) < 1e-9
        assert m.lhs <= -math.log(prob)


def test_convex_distance_talagrand_drop() -> None:
    """Talagrand's sum_i (d_T(x) - d_T(x^[i]))_+^2 <= 1 (the drop at i is at most the optimal alpha_i) on seeded random
    A in {+-1}^7: a regression for an uncertified NNLS value (the single weighted-simplex NNLS once returned
    d_T^2 = 3.13 at a point of a codimension-2 subcube, where d_T^2 <= 2)."""
    for seed in range(4):
        for p in (0.05, 0.5, 0.95):
            dt2, _ = M.convex_distance_sq(7, "random", 0, p, seed)
            dt = np.sqrt(dt2)
            idx = np.arange(len(dt))
            drops = sum(np.maximum(0.0, dt - dt[idx ^ (1 << (6 - i))]) ** 2 for i in range(7))
            assert float(drops.max()) <= 1.0 + 1e-7


def test_lemma_a10_lipschitz_point() -> None:
    """A a point: d_T^2 is the Hamming distance, so a flip changes f = d_T^2/2 by exactly 1/2 (Lemma A.10 with c = 1/2
    meets |f(x) - f(y)| <= 1 with slack 2)."""
    inst = {"d": 4, "family": "point", "s": 0, "p": 0.0, "seed": 0, "c": 0.5, "beta": 1.0}
    assert abs(M._a10_measure(inst, None).lhs - 0.5) < 1e-9
