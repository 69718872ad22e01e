"""Round 28 (helper rejects): second path for factrecall.thm6-r1 (Theorem 6, seed L263-L275, at R = 1), own numpy:
no repository model, bound or measure code. Section 5's linear-attention model (13) with orthonormal embeddings,
p^ the softmax over A (L249), population cross-entropy (15) over the sequences (s, r, EOS) (T = 3: no noise
position; the noise tokens' weights keep their initial value), balanced initialization (Assumption 2, L251-L253:
W_OV(a, z) = alpha, W_KQ(z) = alpha sqrt(|A| + 1)), gradient flow by RK4. H1(alpha) = the least, over the times
at which claim 1 still holds (every subject/noise weight <= alpha^{1/2}), of the worst per-sequence error
sum_a (p*(a | r) - p^(a | z))^2 (claim 2)."""

from __future__ import annotations

import math

import numpy as np


def _h1(S: int, counts: tuple[int, ...], alpha: float, h: float = 0.25, t_max: float = 2000.0) -> tuple[float, float]:
    """(H1(alpha), the time claim 1's window closes); H1 = inf when claim 1 fails at t = 0."""
    A = len(counts)
    ast = np.repeat(np.arange(A), counts)
    assert ast.size == S
    pstar = np.asarray(counts, dtype=float) / S
    Y = np.eye(A)[ast]
    Wov = np.full((A, S + 2), alpha)  # columns: the S subjects, the relation r, EOS
    Wkq = np.full(S + 2, alpha * math.sqrt(A + 1))
    lim = math.sqrt(alpha)

    def probs(Wov: np.ndarray, Wkq: np.ndarray) -> np.ndarray:
        th = Wov * Wkq[None, :]
        lg = th[:, :S].T + th[:, S] + th[:, S + 1]  # logit(a | s, r, EOS) = sum_t W_OV(a, z_t) W_KQ(z_t)
        e = np.exp(lg - lg.max(1, keepdims=True))
        return e / e.sum(1, keepdims=True)

    def grad(Wov: np.ndarray, Wkq: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        G = (probs(Wov, Wkq) - Y) / S  # d L / d logit, p(s) = 1/S
        dWov, dWkq = np.empty_like(Wov), np.empty_like(Wkq)
        dWov[:, :S] = G.T * Wkq[None, :S]
        dWkq[:S] = (G * Wov[:, :S].T).sum(1)
        for c in (S, S + 1):  # r and EOS occur in every sequence
            dWov[:, c] = G.sum(0) * Wkq[c]
            dWkq[c] = G.sum(0) @ Wov[:, c]
        return dWov, dWkq

    def inside(Wov: np.ndarray, Wkq: np.ndarray) -> bool:  # claim 1 on S u N (noise weights stay at their init)
        return max(np.abs(Wov[:, :S]).max(), np.abs(Wkq[:S]).max(), alpha * math.sqrt(A + 1)) <= lim

    def err(Wov: np.ndarray, Wkq: np.ndarray) -> float:
        return float(((probs(Wov, Wkq) - pstar[None]) ** 2).sum(1).max())

    if not inside(Wov, Wkq):
        return math.inf, 0.0
    best, t = err(Wov, Wkq), 0.0
    while t < t_max:
        k1 = grad(Wov, Wkq)
        k2 = grad(Wov - h / 2 * k1[0], Wkq - h / 2 * k1[1])
        k3 = grad(Wov - h / 2 * k2[0], Wkq - h / 2 * k2[1])
        k4 = grad(Wov - h * k3[0], Wkq - h * k3[1])
        Wov = Wov - h / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0])
        Wkq = Wkq - h / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1])
        t += h
        if not inside(Wov, Wkq):
            return best, t
        best = min(best, err(Wov, Wkq))
    raise AssertionError("claim 1's window still open at t_max")


def test_thm6_r1_s17_no_alpha_reaches_eps() -> None:
    """S = 17 >= 8 R sqrt(2D) = 16, R = 1, D = 2, |N| = 64 >= 4 R sqrt(2D) T = 24, T = 3, p(s, r) = 1/17; 9 subjects
    answer a_0, 8 answer a_1 (p*(.|r) = (9/17, 8/17)). For alpha > 1/(|A| + 1) = 1/3 claim 1 fails at t = 0
    (W_KQ(z) = alpha sqrt 3 > alpha^{1/2}); for every alpha in (0, 1/3] tried, H1 >= 1.26e-3, tending to
    ||p* - uniform||^2 = 2/34^2 = 1.7301e-3 as alpha -> 0 (the subjects leave the window before the relation's
    weights move p^ off uniform): claim 2 fails for eps^2 = 1.2e-3 (eps = 0.0346) at every alpha tried."""
    assert _h1(17, (9, 8), 0.34)[0] == math.inf
    vals = {a: _h1(17, (9, 8), a)[0] for a in (1e-12, 1e-4, 1e-2, 0.1, 0.2, 0.3, 1 / 3 - 1e-9)}
    assert min(vals.values()) > 1.25e-3, vals
    assert abs(vals[1e-12] - 2 / 34**2) < 1e-9
    assert vals[1e-12] > vals[1e-4] > vals[1e-2] > vals[0.1]  # H1 grows as alpha -> 0
    assert abs(_h1(17, (9, 8), 0.3, h=0.05)[0] - vals[0.3]) < 1e-6  # step-size converged


def test_thm6_r1_contrast_maps() -> None:
    """The same S = 17 with 10/7 subjects per answer, and S = 16 with 10/6: H1 falls to float64's floor (the
    relation's signal |p* - 1/2| beats the subjects'); S = 21, D = 3 with 7/8/6 subjects (the ci search's
    instance): H1 grows as alpha decreases (5.1e-4 at 1e-2, > 2.5e-3 at 1e-6)."""
    assert _h1(17, (10, 7), 1e-8)[0] < 1e-12
    assert _h1(16, (10, 6), 1e-8)[0] < 1e-12
    lo, hi = _h1(21, (7, 8, 6), 1e-2)[0], _h1(21, (7, 8, 6), 1e-6)[0]
    assert 4e-4 < lo < 6e-4 and hi > 2.5e-3, (lo, hi)
