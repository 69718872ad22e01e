"""Second paths for the errata of thesis Ch. 2 and Ch. 4 (checks/papers/thesis/): each reproduces the
violation at an explicit instance without the claim's measurement (models/) or bound (bounds/): exact rationals,
mpmath, or numpy quadrature written here."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np


def _dphi(t: np.ndarray) -> np.ndarray:
    s = 1 / (1 + np.exp(-t))
    return s * (1 - s)


def _gauss_mean(u: float, f, nodes: int = 200) -> float:  # noqa: ANN001
    """E_{z ~ N(u, 1)} f(z) by probabilists' Gauss-Hermite."""
    z, w = np.polynomial.hermite_e.hermegauss(nodes)
    return float((w / math.sqrt(2 * math.pi)) @ f(u + z))


def _rho(u: np.ndarray, sigma: float) -> float:
    """Definition C.2.2 (C.6), L5151, in variance form (no cancellation): beta_0 - alpha_0^2 = Var phi'(sigma z) and
    beta_2 - alpha_2^2/(u_i^2+1) = E[phi'^2 z^2] - E[phi' z^2]^2/E[z^2], z ~ N(u_i, 1)."""
    vals = []
    for i, ui in enumerate(u):
        a0 = _gauss_mean(ui, lambda z: _dphi(sigma * z))
        v0 = _gauss_mean(ui, lambda z, a0=a0: (_dphi(sigma * z) - a0) ** 2)
        a2 = _gauss_mean(ui, lambda z: _dphi(sigma * z) * z * z)
        b2 = _gauss_mean(ui, lambda z: _dphi(sigma * z) ** 2 * z * z)
        vals.append(b2 - a2 * a2 / (ui * ui + 1))
        vals += [(u[j] ** 2 + 1) * v0 for j in range(len(u)) if j != i]
    return min(vals)


# ---------------------------------------------------------------------------------------- Property 10 (C.76)

def test_property_c10_printed_identity_is_twice_the_left_side() -> None:
    lam, a = [Fraction(1, 2), Fraction(1, 2)], [Fraction(1), Fraction(2)]
    lhs = sum(l * x**3 for l, x in zip(lam, a)) - sum(l * x for l, x in zip(lam, a)) * sum(l * x * x for l, x in zip(lam, a))
    printed = sum(lam[i] * lam[j] * (a[i] - a[j]) ** 2 * (a[i] + a[j]) for i in range(2) for j in range(2) if i != j)
    assert lhs == Fraction(3, 4) and printed == Fraction(3, 2) and printed == 2 * lhs


# ---------------------------------------------------------------------------------------- Property 4 (C.37)

def test_property_c4_c37_printed_sigma2_term_is_absent() -> None:
    mpmath.mp.dps = 50
    sigma = mpmath.mpf("0.01")

    def dphi(v: mpmath.mpf) -> mpmath.mpf:
        e = mpmath.exp(-v)
        return e / (1 + e) ** 2

    for mu in (0, 1, 3):
        def quad(f, mu=mu):  # noqa: ANN001, ANN202
            dens = lambda z: mpmath.exp(-(z - mu) ** 2 / 2) / mpmath.sqrt(2 * mpmath.pi)  # noqa: E731
            return mpmath.quad(lambda z: dens(z) * f(z), [-mpmath.inf, mu - 6, mu, mu + 6, mpmath.inf])

        a2 = quad(lambda z: dphi(sigma * z) * z * z)
        b2 = quad(lambda z: dphi(sigma * z) ** 2 * z * z)
        lhs = b2 - a2 * a2 / (mu * mu + 1)
        printed = (mpmath.mpf(9) + 33 * mu**2 + 13 * mu**4 + mu**6) * sigma**2 / 64
        assert lhs / printed < 1e-4  # the printed sigma^2 term is absent: lhs is O(sigma^4)
        m2, m4, m6 = 1 + mu**2, mu**4 + 6 * mu**2 + 3, mu**6 + 15 * mu**4 + 45 * mu**2 + 15
        assert abs(lhs / (sigma**4 * (m6 - mpmath.mpf(m4) ** 2 / m2) / 256) - 1) < 5e-3


# --------------------------------------------------------------------------------- Theorem 2 (4.11) literal

def test_theorem2_eq411_population_risk_has_an_entropy_floor() -> None:
    # d = K = 2, W* = I, x ~ N(0, I): fbar(W) >= fbar(W*) = E h_2(H(W*, x)) > 0 for every W (Gibbs), so no
    # C sqrt(d log n / n) -> 0 bounds fbar(W_n).
    z, w = np.polynomial.hermite_e.hermegauss(60)
    w = w / math.sqrt(2 * math.pi)
    Z1, Z2 = np.meshgrid(z, z, indexing="ij")
    Wt = np.outer(w, w)
    h = 0.5 * (1 / (1 + np.exp(-Z1)) + 1 / (1 + np.exp(-Z2)))
    floor = float(np.sum(Wt * -(h * np.log(h) + (1 - h) * np.log1p(-h))))
    assert abs(floor - 0.6479) < 1e-3
    rng = np.random.default_rng(0)
    for _ in range(5):  # any W: fbar(W) >= floor
        W = rng.normal(size=(2, 2))
        g = 0.5 * (1 / (1 + np.exp(-(W[0, 0] * Z1 + W[1, 0] * Z2))) + 1 / (1 + np.exp(-(W[0, 1] * Z1 + W[1, 1] * Z2))))
        assert float(np.sum(Wt * -(h * np.log(g) + (1 - h) * np.log1p(-g)))) >= floor - 1e-12
    n = 10**8  # C = 1: sqrt(d log n / n) is far below the floor
    assert math.sqrt(2 * math.log(n) / n) < floor


# ------------------------------------------------------------------------------------------- Lemma C.4.1

def test_lemma_c41_lambda_min_below_rho_for_two_nonzero_mean_coordinates() -> None:
    mu, sigma = np.array([1.7577, -1.6719, 0.9810]), 0.2490
    d = k = 3
    # M[(i,a),(l,b)] = E[phi'(sigma x_i) phi'(sigma x_l) x_a x_b], x = s mu + z, s = +-1: coordinates independent
    mom = {(sg, c, ep, ex): _gauss_mean(sg * mu[c], lambda z, ep=ep, ex=ex: _dphi(sigma * z) ** ep * z**ex)
           for sg in (1.0, -1.0) for c in range(d) for ep in range(3) for ex in range(3)}
    M = np.zeros((k, d, k, d))
    for sg in (1.0, -1.0):
        for i in range(k):
            for a in range(d):
                for l_ in range(k):
                    for b in range(d):
                        M[i, a, l_, b] += 0.5 * math.prod(mom[sg, c, (c == i) + (c == l_), (c == a) + (c == b)]
                                                          for c in range(d))
    lmin = float(np.linalg.eigvalsh(M.reshape(k * d, k * d))[0])
    r = _rho(mu, sigma)
    # the evidence's values (printed mu, sigma rounded to 4 digits): 2.2147e-5 and 2.7822e-4
    assert abs(lmin / 2.2147e-5 - 1) < 2e-3 and abs(r / 2.7822e-4 - 1) < 2e-3
    assert r > 10 * lmin


# ------------------------------------------------------------------------------------------- Lemma C.4.4

def test_lemma_c44_hessian_at_wstar_below_the_printed_lower_bound() -> None:
    W = np.array([[-0.0287, -0.1004, -0.2812], [-0.0239, -0.2809, 0.1027], [-0.2977, 0.0323, 0.0189]])
    mu, s = np.array([-3.7963, -1.8698, 0.1240]), 0.6131
    d, K = W.shape
    z, w = np.polynomial.hermite_e.hermegauss(40)
    w = w / math.sqrt(2 * math.pi)
    Z = np.stack(np.meshgrid(z, z, z, indexing="ij"), -1).reshape(-1, 3)
    wt = np.prod(np.stack(np.meshgrid(w, w, w, indexing="ij"), -1).reshape(-1, 3), 1)
    x = mu + s * Z
    sg = 1 / (1 + np.exp(-(x @ W)))
    h = sg.mean(1)
    G = ((sg * (1 - sg))[:, None, :] * x[:, :, None] / K).reshape(len(wt), d * K) * np.sqrt(wt / (h * (1 - h)))[:, None]
    lmin = float(np.linalg.svd(G, compute_uv=False)[-1] ** 2)  # Hess fbar(W*) = E[g g^T / (H(1-H))]
    sv = np.linalg.svd(W, compute_uv=False)
    kappa, eta = sv[0] / sv[-1], float(np.prod(sv / sv[-1]))
    gamma = s**2 / (eta * kappa**2) * _rho(W.T @ mu / (sv[-1] * s), sv[-1] * s)  # tau = 1 (one component)
    weakest = 3 * gamma / K**2  # (C.128) at eps_0 -> 1/4
    assert abs(lmin - 1.168e-6) / 1.168e-6 < 0.05
    assert weakest > 4 * lmin


# ------------------------------------------------------------------------------------ Proposition 2 (2.15)

def test_prop2_no_attention_serves_both_samples() -> None:
    # Query mu_2 in two samples: X+ (label +1, relevant mu_1): a tokens mu_1, b tokens mu_2; X- (label -1, relevant
    # mu_2): a2 tokens mu_1, b2 tokens mu_2. Logits depend on the key pattern only: mass on S_* is a r/(a r + b) in
    # X+ and b2/(a2 r + b2) in X-, r = exp(logit(mu_1) - logit(mu_2)); other tokens only lower both.
    a, b, a2, b2 = 25, 3, 3, 25
    r = np.exp(np.linspace(-20, 20, 400_001))
    best = float(np.max(np.minimum(a * r / (a * r + b), b2 / (a2 * r + b2))))
    closed = 1 / (1 + math.sqrt(b * a2 / (a * b2)))
    assert abs(best - closed) < 1e-6 and abs(closed - 25 / 28) < 1e-12
    assert best < 1 - 0.01  # 1 - eta^C with eta = 0.01, C = 1 (larger C only raises the target)
