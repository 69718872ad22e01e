"""Second path for thesis.ch4.lemmaC.3.1 / C.3.2 (Lemma C.3.1 (C.83), Lemma C.3.2 (C.85), App. C.3, L5640-L5664):
along Sigma -> t^2 Sigma (kappa, eta, tau, W*, mu fixed) lambda_min(Hess fbar(W*)) / (Gamma~/K^2) decays like t^2,
so no universal Omega bounds lambda_min below by Gamma~/K^2.

Independent of the claim's code: numpy Gauss-Hermite for the Hessian at W* written from (C.72)-(C.73) at y = E[y|x]
(no models/), mpmath quadrature for rho of Definition C.2.2 (C.6), L5151 (no bounds/)."""

from __future__ import annotations

import math

import mpmath
import numpy as np


def _hessian_at_wstar(W: np.ndarray, mu: np.ndarray, s: float, nodes: int = 40) -> np.ndarray:
    """E_{x ~ N(mu, s^2 I)}[g g^T / (H (1 - H))], g = (phi'(w_j^T x) x / K)_j, H = mean_j phi(w_j^T x): the
    population Hessian of the cross-entropy at W = W* (the phi'' term has the factor E[y|x] - H = 0)."""
    d, K = W.shape
    z1, w1 = np.polynomial.hermite_e.hermegauss(nodes)
    w1 = w1 / math.sqrt(2 * math.pi)
    Z = np.stack(np.meshgrid(*([z1] * d), indexing="ij"), -1).reshape(-1, d)
    wts = np.prod(np.stack(np.meshgrid(*([w1] * d), indexing="ij"), -1).reshape(-1, d), 1)
    x = mu + s * Z
    a = x @ W
    sig = 1 / (1 + np.exp(-a))
    dphi = sig * (1 - sig)
    h = sig.mean(1)
    rows = (dphi[:, None, :] * x[:, :, None] / K).reshape(len(wts), d * K)
    G = rows * np.sqrt(wts / (h * (1 - h)))[:, None]
    return G  # Hess = G^T G


def _rho(u: list[float], sigma: float) -> mpmath.mpf:
    """Definition C.2.2 (C.6): min over i != j of (u_j^2+1)(beta_0(i) - alpha_0(i)^2), beta_2(i) - alpha_2(i)^2/(u_i^2+1)."""
    mpmath.mp.dps = 40

    def mom(ui: float, f) -> mpmath.mpf:  # noqa: ANN001
        dens = lambda z: mpmath.exp(-(z - ui) ** 2 / 2) / mpmath.sqrt(2 * mpmath.pi)  # noqa: E731
        return mpmath.quad(lambda z: dens(z) * f(z), [-mpmath.inf, ui - 5, ui, ui + 5, mpmath.inf])

    def dphi(v: mpmath.mpf) -> mpmath.mpf:
        e = mpmath.exp(-v)
        return e / (1 + e) ** 2

    vals = []
    for i, ui in enumerate(u):
        a0 = mom(ui, lambda z: dphi(sigma * z))
        b0 = mom(ui, lambda z: dphi(sigma * z) ** 2)
        a2 = mom(ui, lambda z: dphi(sigma * z) * z * z)
        b2 = mom(ui, lambda z: dphi(sigma * z) ** 2 * z * z)
        vals.append(b2 - a2 * a2 / (ui * ui + 1))
        vals += [(u[j] ** 2 + 1) * (b0 - a0 * a0) for j in range(len(u)) if j != i]
    return min(vals)


def test_c31_ratio_decays_like_t_squared_as_sigma_shrinks() -> None:
    # d = K = 2, W* = I (kappa = eta = 1), two identical groups (tau = 1), mu = (0.6, -0.3), Sigma_l = t^2 I.
    W = np.eye(2)
    mu = np.array([0.6, -0.3])
    K = 2
    ratios, contraction = [], []
    ts = [2.0**-k for k in (5, 6, 7, 8)]
    for t in ts:
        sv = np.linalg.svd(_hessian_at_wstar(W, mu, t), compute_uv=False)
        lmin, lmax = sv[-1] ** 2, sv[0] ** 2
        # Gamma~ = sum_l lam_l ||Sigma^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu/(delta_K s), delta_K s), s = t
        gamma = t * t * float(_rho([float(v) for v in mu / t], t))
        ratios.append(lmin / (gamma / K**2))
        s2 = (np.linalg.norm(mu) + t) ** 2
        contraction.append(2 * lmin / lmax / (gamma / (K**2 * s2)))
    slope = np.polyfit(np.log(ts), np.log(ratios), 1)[0]
    slope_c = np.polyfit(np.log(ts), np.log(contraction), 1)[0]
    # t^2: the ratio falls by ~4 per halving of t, ~64 over the three halvings
    assert 1.8 < slope < 2.2, (ratios, slope)
    assert ratios[-1] < ratios[0] / 40
    assert 1.8 < slope_c < 2.2, (contraction, slope_c)
