"""Hongkang Li, PhD thesis (RPI 2024), Chapter 2 (shallow ViT) and Appendix A: printed bounds as pure functions.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt`` (line numbers ``Lnnn``). The training-grid claims (Remarks 2-3,
Lemma A.3.1) have hidden constants, so their bound is the sign of a paired effect. Pure Python: no torch, no
Hypothesis. Pairing with measurements and strategies: ``checks/papers/thesis/ch2_*.py``.
"""

from __future__ import annotations

import math

import numpy as np

from thmcheck.bounds import num
from thmcheck.bounds.num import sqrt

# ------------------------------------------------------------------------------- Chapter 2 (ViT), App. A


def prop2_printed(eta: float, C: float, **_: object) -> float:
    """Proposition 2 (2.15), L630-L636: the attention mass on label-relevant tokens, for EVERY query
    l in S^n, tends to 1 - eta^C (C > 0 large, eta the step size). Returns 1 - eta^C, the value the claim
    says is reached (comparison: the achievable attention >= this)."""
    return 1.0 - eta**C


def prop2_two_sample_sup(a: int, b: int, a2: int, b2: int, **_: object) -> float:
    """The supremum over all (W_K, W_Q) of min(attention on S_* in X+, in X-) for a shared confusion /
    non-discriminative query pattern (catalog 1.4): X+ has a tokens mu_1 (relevant) and b tokens mu_2,
    X- has a2 tokens mu_1 and b2 tokens mu_2 (relevant), noise-free orthonormal patterns.
    Equals 1/(1 + sqrt(b a2/(a b2))); a/(a+b) when (a2, b2) = (b, a)."""
    return 1 / (1 + sqrt(b * a2 / (a * b2)))


def grad_a110(p: np.ndarray, vals: np.ndarray, keys: np.ndarray, xl: np.ndarray, G: np.ndarray,
              **_: object) -> float:
    """(A.110), L3171: d/dW_Q of w^T sum_s W_V x_s softmax_s(x_s^T W_K^T W_Q x_l) = sum_s (w^T W_V x_s)
    softmax_s (W_K x_s - sum_r softmax_r W_K x_r) x_l^T. Returns <closed form, G> (G a probe matrix).
    ``p`` softmax (L,), ``vals`` w^T W_V x_s (L,), ``keys`` W_K x_s (L, m_b), ``xl`` (d,)."""
    kbar = p @ keys
    g = sum(vals[s] * p[s] * np.outer(keys[s] - kbar, xl) for s in range(len(p)))
    return float(np.sum(g * G))


def grad_a146(p: np.ndarray, vals: np.ndarray, X: np.ndarray, qx: np.ndarray, G: np.ndarray,
              **_: object) -> float:
    """(A.146), L3339: d/dW_K = sum_s (w^T W_V x_s) softmax_s (W_Q x_l)(x_s - sum_r softmax_r x_r)^T.
    Returns <closed form, G>; ``X`` tokens (L, d), ``qx`` = W_Q x_l."""
    xbar = p @ X
    g = sum(vals[s] * p[s] * np.outer(qx, X[s] - xbar) for s in range(len(p)))
    return float(np.sum(g * G))


def grad_a174(p: np.ndarray, X: np.ndarray, w: np.ndarray, G: np.ndarray, **_: object) -> float:
    """(A.174), L3454: d/dW_V of w^T W_V X softmax = w (X softmax)^T. Returns <closed form, G>."""
    return float(np.sum(np.outer(w, p @ X) * G))


def grad_a110_a146_a174(p: np.ndarray, vals: np.ndarray, keys: np.ndarray, X: np.ndarray, xl: np.ndarray,
                        qx: np.ndarray, w: np.ndarray, G1: np.ndarray, G2: np.ndarray, G3: np.ndarray,
                        **_: object) -> float:
    """(A.110) + (A.146) + (A.174) contracted with probes G1 (W_Q), G2 (W_K), G3 (W_V): the directional
    derivative of f = w^T W_V X softmax(X^T W_K^T W_Q x_l) along (G1, G2, G3), from the printed formulas."""
    return grad_a110(p, vals, keys, xl, G1) + grad_a146(p, vals, X, qx, G2) + grad_a174(p, X, w, G3)


def lucky_exponent(p: float, **_: object) -> float:
    """Lemma A.5.1, L3510: |W_{l,n}(0)| >= Omega(m): the count grows at least linearly (exponent 1)."""
    return p


def theorem1_eta_exponent(p: float, **_: object) -> float:
    """Theorem 1 (2.10), L576-L599: T = Theta(eta^{-3/5} alpha*^{-1}) iterations suffice, so the iteration count
    needed at step size eta grows at most like eta^{-3/5}: its exponent in eta is >= -3/5. Returns -3/5."""
    return p


def prop2_corrected(a: int, b: int, a2: int, b2: int, **_: object) -> float:
    """Believed to hold: the best two-sample attention mass equals the closed-form supremum (lower bound up to
    a 1e-9 relative margin for the numerical maximisation)."""
    return prop2_two_sample_sup(a, b, a2, b2) * (1 - 1e-9)


def no_worse(**_: object) -> float:
    """Remark 2 (L618-L624) / Remark 3 (L626), kind: separation, hidden constants.

    The paired effect (test hinge without minus with the sparsification; log T*(worse init) - log T*(better init);
    for random dropping: test hinge with minus without) is >= 0. Returns 0."""
    return 0.0


def grows(**_: object) -> float:
    """Lemma A.3.1 Claim 2, (A.34) and (A.48) (L2760-L2801), kind: algorithmic, hidden constants.

    ||q_1(t)||^2 = prod_{l<t}(1 + K(l)) ||q_1||^2 with K(l) > 0 grows (Theta(log t)): the slope of
    ||W_K^(t) mu_1||^2 against log t before the training hinge saturates is > 0. Returns 0."""
    return 0.0


def halves(base: float, **_: object) -> float:
    """Planted wrong version (a mutant): the effect is at least half the baseline value."""
    return base / 2


def doubles(**_: object) -> float:
    """Planted wrong version (a mutant): the worse initial model needs at least twice the iterations."""
    return float(num.log(2.0))


def lemma_a2_6_shape(K: float, a_norm: float, t: float, **_: object) -> float:
    """Lemma A.2.6 (A.12), L2711 (Hoeffding, [258] Prop. 5.1): P(|sum a_i X_i| >= t) <= e exp(-c t^2 / (K^2 ||a||^2))
    with an absolute c > 0, i.e. 1 / ln(e / P) <= (1/c) K^2 ||a||^2 / t^2; the printed shape without 1/c."""
    return K**2 * a_norm**2 / t**2


def theorem1_corrected_exponent(p: float) -> float:
    """What the proofs use ((A.45), (A.55): eta T = Theta(1)): T* ~ eta^{-1}, exponent >= -1 (5 % slack for
    the integer resolution of T*)."""
    return -1.05


def a29_shape(B: int, **_: object) -> float:
    """(A.29), L2771, Lemma A.3.1 Claim 1: ||W_O(i,:)^(t)||^2 <= (1/B) min{||W_O(j,:)^(t)||^2, ||W_O(k,:)^(t)||^2} for
    unlucky i, j in W_{l,n}(0), k in U_{l,n}(0); as a ratio unlucky / lucky (the left side over the min) the printed
    bound is 1/B. The lemma holds 'when m >~ M^2 log N' (hidden constant): checked uniformly (shape 1/B, any
    constant) with m growing along the paths."""
    return 1.0 / B


def a27_shape(B: int, **_: object) -> float:
    """(A.27), L2769: W_O(i,:)^(t) p <= (1/sqrt(B)) min{W_O(j,:)^(t) p_1, W_O(k,:)^(t) p_2}: shape 1/sqrt(B)."""
    return 1.0 / B**0.5


def lucky_shape(m: int, **_: object) -> float:
    """Lemma A.5.1, L3510: |W_{l,n}(0)|, |U_{l,n}(0)| >= Omega(m): the printed shape m (uniform check, '>=')."""
    return float(m)


# ------------------------------------------------ proof of Lemma A.5.1, (A.189) and (A.191), L3522-L3531

def eqA189_printed(x: float, ma: int, **_: object) -> float:
    """(A.189), L3522, the left member: (1/2) I_x((m_a - 1)/2, 1/2), x = sin^2 phi (regularized incomplete beta)."""
    from scipy.special import betainc

    return 0.5 * float(betainc((ma - 1) / 2, 0.5, x))


def eqA189_corrected(x: float, ma: int, **_: object) -> float:
    """The ratio of integrals of (A.189) is I_x((m_a - 1)/2, 1/2), without the 1/2."""
    return 2 * eqA189_printed(x, ma)


def eqA191_printed(ma: int, M: int, **_: object) -> float:
    """(A.191), L3530, the first lower bound: int_0^{cos^2(1/M)} t^{(m_a-3)/2} (1-t)^{-1/2} dt / int_0^1 (same) =
    I_{cos^2(1/M)}((m_a - 1)/2, 1/2)."""
    from scipy.special import betainc

    return float(betainc((ma - 1) / 2, 0.5, math.cos(1.0 / M) ** 2))


def eqA191_mut_half(ma: int, M: int, **_: object) -> float:
    """Mutant: half the printed lower bound."""
    return 0.5 * eqA191_printed(ma, M)


def eqA189_mut_shift(x: float, ma: int, **_: object) -> float:
    """Mutant of the corrected (A.189): I_x(m_a/2, 1/2) (the sphere's dimension off by one)."""
    from scipy.special import betainc

    return float(betainc(ma / 2, 0.5, x))


# ---------------------------------------- round 4 (thesisA2): the mean angle of (A.197), proof of Lemma A.5.2

def eqA197_mean_angle_printed(ma: int, **_: object) -> float:
    """Proof of Lemma A.5.2, L3560: 'W_O(i,:)^(0) is initialized uniformed on the m_a - 1-sphere, we have
    E[theta] = 0' (theta the angle between V_l^n(0) and W_O(i,:)^(0))."""
    return 0.0


def eqA197_mean_angle_corrected(ma: int, **_: object) -> float:
    """E[theta] = pi/2 for a direction uniform on the sphere S^{m_a - 1} (theta and pi - theta are equidistributed)."""
    return math.pi / 2


def eqA197_mut_shrink(ma: int, **_: object) -> float:
    """Mutant of the corrected value: pi/2 - 1/sqrt(m_a) (the typical deviation read as a bias)."""
    return math.pi / 2 - 1 / math.sqrt(ma)


# ------------------------- round 4 (thesisA2): the Gaussian integral of (A.89) (and (B.96), the same display in App. B)

def eqA89_gauss_printed(c: float, **_: object) -> float:
    """(A.89), L3060 (and (B.96), L4309): int_{-inf}^{inf} e^{-c u^2} du = sqrt(2 pi) c^{-1}, c > 0 the coefficient
    (1/aB) sum ... eta (...) p_n of u^2."""
    return math.sqrt(2 * math.pi) / c


def eqA89_gauss_corrected(c: float, **_: object) -> float:
    """int_{-inf}^{inf} e^{-c u^2} du = sqrt(pi / c)."""
    return math.sqrt(math.pi / c)


def eqA89_mut_2pi(c: float, **_: object) -> float:
    """Mutant of the corrected value: sqrt(2 pi / c) (the variance read as 1/c instead of 1/(2c))."""
    return math.sqrt(2 * math.pi / c)


# ------------------------------ round 4 (thesisA2): (A.84) / (B.92) Pr(||W_O(i,.)^(0)|| <~ xi) <~ xi (uniform shape)

def eqA84_shape(xi: float, **_: object) -> float:
    """(A.84), L3042, and (B.92), L4284: the shape xi of the right side (hidden constant)."""
    return xi


def eqA84_mut_sq(xi: float, **_: object) -> float:
    """Mutant shape xi^2 (more favourable as xi -> 0)."""
    return xi * xi


# -------------------------------- round 4 (thesisA2): (A.49), the second step T^C/(T^C + b) >= 1 - b eta^C

def eqA49_printed(alpha: float, C: float, eta: float, **_: object) -> float:
    """(A.49), L2866, the middle member: 1 - 1/((alpha/(1-alpha)) (eta^{-1})^C) = 1 - ((1-alpha)/alpha) eta^C."""
    return 1 - (1 - alpha) / alpha * eta**C


def eqA49_corrected(alpha: float, C: float, T: float, **_: object) -> float:
    """T^C/(T^C + b) = 1 - b/(T^C + b) >= 1 - b T^{-C}, b = (1-alpha)/alpha."""
    return 1 - (1 - alpha) / alpha * T ** (-C)


def eqA49_mut_half(alpha: float, C: float, T: float, **_: object) -> float:
    """Mutant of the corrected bound: 1 - b T^{-C}/2 (too favourable once T^C > b)."""
    return 1 - (1 - alpha) / alpha * T ** (-C) / 2
