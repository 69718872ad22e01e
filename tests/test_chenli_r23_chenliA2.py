"""Own checks of round 23 (helper chenliA2): (53)'s split crosses for one of every pair Theta, D Theta D (own
enumeration, thresholds as printed), and at the far end d_2 = d_3 = 200 on single-entry Theta (own math.comb sums and
own enumeration of the two columns); the claim's closed form against the claim's enumeration."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r23_chenliA2 as R


def _sides(T: np.ndarray, k: int, d1: int, d2: int, d3: int, delta: float) -> tuple[float, float, float]:
    """(lhs, E[Y | E] + delta E[Y | E^c], P[E^c]) by plain loops over every X in {+-1}^{k x d}; lhs from the matrix
    form (1/(d2 d3)) 1_[2]^T X^T J S X 1_[3]; E with the printed threshold sqrt(log(k/delta)/d2) for mu and nu."""
    d = d1 + d2 + d3
    t = math.sqrt(math.log(k / delta) / d2)
    one2 = np.r_[np.zeros(d1), np.ones(d2), np.zeros(d3)]
    one3 = np.r_[np.zeros(d1 + d2), np.ones(d3)]
    J = np.ones((k, k))
    lhs, ys, ins = 0.0, [], []
    for signs in itertools.product((-1.0, 1.0), repeat=k * d):
        X = np.array(signs).reshape(k, d)
        logits = X @ T @ X.T
        S = np.exp(logits - logits.max(axis=1, keepdims=True))
        S /= S.sum(axis=1, keepdims=True)
        lhs += float(one2 @ X.T @ J @ S @ X @ one3) / (d2 * d3)
        mu, nu = X @ one2 / d2, X @ one3 / d3
        ys.append(float(mu @ J @ S @ nu))
        ins.append(bool(np.all(np.abs(mu) <= t + 1e-12) and np.all(np.abs(nu) <= t + 1e-12)))
    y, e = np.array(ys), np.array(ins)
    lhs /= len(ys)
    return lhs, float(y[e].mean() + delta * y[~e].mean()), float(1.0 - e.mean())


def test_eq53_flip_pair_crosses() -> None:
    """(53) as printed, k = 2, d_1 = 1, d_2 = 3 >= d_3 = 2, delta = 0.99: for Gaussian Theta and D Theta D (D =
    diag(1, 1, 1, 1, -1, -1)) lhs and rhs change sign, P[E^c] <= delta is kept, and one of the pair crosses."""
    rng = np.random.default_rng(2323)
    k, d1, d2, d3, delta = 2, 1, 3, 2, 0.99
    D = np.diag([1.0] * (d1 + d2) + [-1.0] * d3)
    crossings = 0
    for _ in range(2):
        T = rng.standard_normal((d1 + d2 + d3,) * 2) * 2.0
        lhs, rhs, p = _sides(T, k, d1, d2, d3, delta)
        lhs2, rhs2, p2 = _sides(D @ T @ D, k, d1, d2, d3, delta)
        assert p == p2 and p <= delta
        assert lhs2 == pytest.approx(-lhs, abs=1e-12) and rhs2 == pytest.approx(-rhs, abs=1e-12)
        assert abs(rhs - lhs) > 1e-6
        crossings += (lhs > rhs + 1e-9) + (lhs2 > rhs2 + 1e-9)
    assert crossings == 2


def _own_far(k: int, n2: int, n3: int, theta: float, delta: float, c0: float) -> tuple[Fraction, Fraction, Fraction, float]:
    """(E[Y | E], E[Y | E^c], P[E^c], E[Y]) for Theta = theta e_a e_b^T by conditioning on the columns a, b: the
    rows' block sums are independent, mu_i = (x_ia + B_i)/n2 with B_i a sum of n2 - 1 signs (math.comb counts)."""
    def block(n: int, t: float) -> tuple[Fraction, Fraction]:  # P[|s| <= t], E[s; |s| <= t] for x = +1
        pin, m = Fraction(0), Fraction(0)
        for j in range(n):
            s = Fraction(1 + 2 * j - (n - 1), n)
            if abs(float(s)) <= t * (1 + 1e-12):
                w = Fraction(math.comb(n - 1, j), 2 ** (n - 1))
                pin += w
                m += w * s
        return pin, m

    t = c0 * math.sqrt(math.log(k / delta) / n2)  # the printed threshold (d_2 for mu and nu), '<~' constant c0
    P2, m2 = block(n2, t)
    P3, m3 = block(n3, t)
    tau = 0.0
    for xa in itertools.product((-1.0, 1.0), repeat=k):
        for xb in itertools.product((-1.0, 1.0), repeat=k):
            L = theta * np.outer(xa, xb)
            S = np.exp(L - L.max(axis=1, keepdims=True))
            S /= S.sum(axis=1, keepdims=True)
            tau += sum(xa) * float(np.ones(k) @ S @ np.array(xb))
    tau /= 4**k
    pe = P2**k * P3**k
    on_e = Fraction(tau) * m2 * P2 ** (k - 1) * m3 * P3 ** (k - 1)
    ey = Fraction(tau) / (n2 * n3)
    return on_e / pe, (ey - on_e) / (1 - pe), 1 - pe, float(ey)


def test_eq53_far_end_own_sums() -> None:
    """Far end, k = 3, d_2 = d_3 = 200, theta = +-4, delta = 0.05, c0 = 2: P[E^c] = 3.0e-4 <= delta, and theta = -4
    crosses (rhs = 0.75 lhs for lhs < 0), theta = 4 holds (exact rationals for the binomial parts; the claim's
    closed form agrees)."""
    k, n, delta, c0 = 3, 200, 0.05, 2.0
    crossed = []
    for theta in (4.0, -4.0):
        a, b, p, lhs = _own_far(k, n, n, theta, delta, c0)
        assert p <= delta
        rhs = float(a + delta * b)
        crossed.append(lhs > rhs * (1 - 1e-9) if rhs > 0 else lhs > rhs * (1 + 1e-9))
        q = R.eq53_single_entry(k, n, n, theta, delta, c0)
        assert q["lhs"] == pytest.approx(lhs, rel=1e-9)
        assert q["a"] == pytest.approx(float(a), rel=1e-7) and q["p"] == pytest.approx(float(p), rel=1e-9)
        assert lhs <= abs(float(a)) + delta * abs(float(b))  # the absolute-value reading holds
    assert crossed == [False, True]


@pytest.mark.parametrize(("k", "d2", "d3", "theta", "delta", "c0"),
                         [(2, 3, 3, 4.0, 0.9, 1.0), (2, 3, 2, -2.5, 0.99, 1.0), (3, 2, 2, 1.3, 0.7, 1.5),
                          (2, 4, 1, 0.7, 0.95, 0.8)])
def test_far_closed_form_matches_enumeration(k: int, d2: int, d3: int, theta: float, delta: float, c0: float) -> None:
    """chenli.eq53-d's closed form against chenli.eq53's 2^{kd} enumeration on the single-entry family."""
    inst = {"k": k, "d1": 0, "d2": d2, "d3": d3, "family": "single", "scale": abs(theta), "sign": 1.0,
            "flip": theta < 0, "delta": delta, "c0": c0, "seed": 7}
    m = R._measure_printed(inst, Ctx())
    q = R.eq53_single_entry(k, d2, d3, theta, delta, c0)
    assert q["lhs"] == pytest.approx(m.lhs, rel=1e-10, abs=1e-14)
    assert q["p"] == pytest.approx(m.terms["P[E^c]"], abs=1e-12)
    assert q["a"] == pytest.approx(m.terms["E[Y|E]"], rel=1e-9, abs=1e-14)
    assert q["b"] == pytest.approx(m.terms["E[Y|E^c]"], rel=1e-9, abs=1e-14)


def test_eq2_m_exact_against_loop() -> None:
    """chenli.eq2-m's vectorised E[X^T J Y] (linearity over the heads) against a plain loop over all X of X^T J F(X),
    F(X) = sum_i softmax(X Theta_i X^T) X W_i, rebuilt from the same seeds (k = 2, d = 3, m = 4)."""
    import torch

    from thmcheck.checks.papers.chenli.r9_chenliH import _theta

    inst = {"k": 2, "d": 3, "m": 4, "family": "gaussian", "F": 3.0, "same": False, "seed": 5}
    gen = torch.Generator().manual_seed(5)
    th = [_theta("gaussian", 3, 3.0, gen).numpy() for _ in range(4)]
    rng = np.random.default_rng(6)
    ws = [np.linalg.qr(rng.standard_normal((3, 3)))[0] / math.sqrt(3) for _ in range(4)]
    acc = np.zeros((3, 3))
    count = 0
    for signs in itertools.product((-1.0, 1.0), repeat=6):
        X = np.array(signs).reshape(2, 3)
        Y = np.zeros((2, 3))
        for T, W in zip(th, ws, strict=True):
            L = X @ T @ X.T
            S = np.exp(L - L.max(axis=1, keepdims=True))
            S /= S.sum(axis=1, keepdims=True)
            Y += S @ X @ W
        acc += X.T @ np.ones((2, 2)) @ Y
        count += 1
    wsum = sum(ws)
    want = float(np.linalg.norm(acc / count / 2 - wsum) / np.linalg.norm(wsum))
    assert R.eq2_m_parts(inst)["lhs"] == pytest.approx(want, rel=1e-10)


def test_lemma71_w2_slope_is_theta_free() -> None:
    """Why chenli.lemma7.1's 'section4' grant cannot rescue (112) (round 23 analysis, no claim code): Algorithm 2's
    output is hatW = B^+ A_1 (B = the N sampled x_2 rows, A_1 = sum_i G_i W_i, G_i = sum_a diag(att^(i)_{1a}) X_a the
    first rows of head i), so with W_2 -> t W_2 the error hatW - sum_i W_i is affine in t with slope (B^+ G_2 - I) W_2
    = (B^T B)^{-1} B^T (G_2 - B) W_2, and Tr(B^T (G_2 - B)) = sum_n sum_{a != 2} att_{1a,n} (<x_2, x_a> - d) < 0 for
    EVERY Theta_2 (softmax weights are > 0) unless every sample has all rows equal to x_2. Checked on any sample set
    (the identity does not use the event A), Theta_2 Gaussian of norm 0.1 .. 30: the slope never vanishes, so the
    error grows linearly in ||W_2||_F (Assumption 10 bounds it only from below) while (112) has no W."""
    rng = np.random.default_rng(71)
    k, d, N = 3, 6, 40
    for F in (0.1, 1.0, 5.0, 30.0):
        X = rng.choice([-1.0, 1.0], size=(N, k, d))
        T = rng.standard_normal((d, d))
        T *= F / np.linalg.norm(T)
        logits = np.einsum("nd,de,nae->na", X[:, 0], T, X)  # row 1 of head 2: x_1^T Theta_2 x_a
        att = np.exp(logits - logits.max(axis=1, keepdims=True))
        att /= att.sum(axis=1, keepdims=True)
        B = X[:, 1]
        G = np.einsum("na,nad->nd", att, X)
        tr = float(np.trace(B.T @ (G - B)))
        own = float(sum(att[n, a] * (X[n, 1] @ X[n, a] - d) for n in range(N) for a in range(k) if a != 1))
        assert tr == pytest.approx(own, rel=1e-12, abs=1e-12)
        assert tr < 0
        slope = np.linalg.pinv(B) @ G - np.eye(d)
        assert np.linalg.norm(slope) > 0
        W2 = np.linalg.qr(rng.standard_normal((d, d)))[0] / math.sqrt(d)
        errs = [np.linalg.norm(np.linalg.pinv(B) @ (G @ (t * W2)) - t * W2) for t in (1.0, 10.0, 100.0)]
        assert errs[2] == pytest.approx(100 * errs[0], rel=1e-9) and errs[0] > 0
