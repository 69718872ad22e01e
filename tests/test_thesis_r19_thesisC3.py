"""Second path for thesis.ch4.lemmaC.3.1's reading 'sigma scale constant (L1104)' (Lemma C.3.1 (C.83), App. C.3,
L5640-L5656): with Sigma kept at its drawn scale, along mu -> mu/t (W*, Sigma, lambda fixed, so kappa, eta, tau fixed)
lambda_min(Hess fbar(W*)) / (Gamma~/K^2) decays like t^2, so no Omega depending on Sigma's scale alone bounds
lambda_min below by Gamma~/K^2.

Independent of the claim's code: the Gram factor of the Hessian at W* in mpmath (60 digits) on a tensor
Gauss-Hermite rule, its eigenvalues by mpmath.eigsy (lambda_min/lambda_max reaches ~1e-32, far below float64's
SVD), rho of Definition C.2.2 (C.6), L5151 by mpmath.quad (no models/, no bounds/)."""

from __future__ import annotations

import mpmath
import numpy as np

DPS = 90


def _sig(v: mpmath.mpf) -> mpmath.mpf:
    return 1 / (1 + mpmath.exp(-v))


def _lambda_min_max(W: list[list[float]], mu: list[float], s: float, nodes: int) -> tuple[mpmath.mpf, mpmath.mpf]:
    """Eigenvalues of E_{x ~ N(mu, s^2 I)}[g g^T / (H (1 - H))], g = (phi'(w_j^T x) x / K)_j, H = mean_j phi(w_j^T x)
    (the population Hessian of the cross-entropy at W = W*: the phi'' term carries E[y|x] - H = 0), as a
    positive-weight Gauss-Hermite sum assembled and diagonalised in mpmath."""
    mpmath.mp.dps = DPS
    d, K = len(W), len(W[0])
    z1, w1 = np.polynomial.hermite_e.hermegauss(nodes)
    M = mpmath.zeros(d * K, d * K)
    for a in range(nodes):
        for b in range(nodes):
            wt = mpmath.mpf(w1[a]) * mpmath.mpf(w1[b]) / (2 * mpmath.pi)
            x = [mpmath.mpf(mu[0]) + s * mpmath.mpf(z1[a]), mpmath.mpf(mu[1]) + s * mpmath.mpf(z1[b])]
            pre = [x[0] * W[0][j] + x[1] * W[1][j] for j in range(K)]
            sg = [_sig(p) for p in pre]
            sg1 = [_sig(-p) for p in pre]
            h, h1 = sum(sg) / K, sum(sg1) / K
            g = [sg[j] * sg1[j] * x[i] / K for j in range(K) for i in range(d)]
            c = wt / (h * h1)
            for p in range(d * K):
                for q in range(p, d * K):
                    M[p, q] += c * g[p] * g[q]
    for p in range(d * K):
        for q in range(p):
            M[p, q] = M[q, p]
    ev = mpmath.eigsy(M, eigvals_only=True)
    ev = sorted(ev[i] for i in range(d * K))
    return ev[0], ev[-1]


def _rho(u: list[mpmath.mpf], sigma: mpmath.mpf) -> mpmath.mpf:
    """Definition C.2.2 (C.6): min over i != j of (u_j^2+1)(beta_0(i) - alpha_0(i)^2), beta_2(i) - alpha_2(i)^2/(u_i^2+1),
    alpha_q(i) = E_{z ~ N(u_i, 1)}[phi'(sigma z) z^q], beta_q(i) = E[phi'(sigma z)^2 z^q]."""
    mpmath.mp.dps = DPS

    def mom(ui: mpmath.mpf, f) -> mpmath.mpf:  # noqa: ANN001
        dens = lambda z: mpmath.exp(-(z - ui) ** 2 / 2) / mpmath.sqrt(2 * mpmath.pi)  # noqa: E731
        pts = sorted({-mpmath.inf, ui - 2 * sigma, ui - 8, ui, ui + 8, mpmath.mpf(0), mpmath.inf})
        return mpmath.quad(lambda z: dens(z) * f(z), pts)

    def dphi(v: mpmath.mpf) -> mpmath.mpf:
        return _sig(v) * _sig(-v)

    vals = []
    for i, ui in enumerate(u):
        a0 = mom(ui, lambda z: dphi(sigma * z))
        b0 = mom(ui, lambda z: dphi(sigma * z) ** 2)
        a2 = mom(ui, lambda z: dphi(sigma * z) * z * z)
        b2 = mom(ui, lambda z: dphi(sigma * z) ** 2 * z * z)
        vals.append(b2 - a2 * a2 / (ui * ui + 1))
        vals += [(u[j] ** 2 + 1) * (b0 - a0 * a0) for j in range(len(u)) if j != i]
    return min(vals)


def _ratio(mu: list[float], s: float, nodes: int) -> tuple[mpmath.mpf, mpmath.mpf, mpmath.mpf]:
    """W* = I_2 (delta_K = kappa = eta = 1), one Gaussian N(mu, s^2 I) (two identical groups: tau = 1, the lambda_l
    sum to 1): Gamma~ = s^2 rho(mu/s, s), K = 2."""
    lmin, lmax = _lambda_min_max([[1.0, 0.0], [0.0, 1.0]], mu, s, nodes)
    gam = mpmath.mpf(s) ** 2 * _rho([mpmath.mpf(m) / s for m in mu], mpmath.mpf(s))
    return lmin / (gam / 4), lmin, lmax


def test_c31_reading_sigma_fixed_ratio_decays_as_mu_grows() -> None:
    # d = K = 2, W* = I, one Gaussian with s = 0.6 (Sigma fixed: the L1104 reading), mu = (0.4, -3.66)/t.
    s = 0.6
    base = [0.4, -3.66]
    r = {}
    for t in (1.0, 0.25, 0.0625):
        mu = [m / t for m in base]
        r[t], lmin, lmax = _ratio(mu, s, 24)
        r32 = _ratio(mu, s, 32)[0]
        assert abs(r32 / r[t] - 1) < 1e-6  # the Gauss-Hermite rule has converged (24 vs 32 nodes per axis)
        assert lmin > 0 and lmin / lmax > mpmath.mpf(10) ** (-DPS + 30)  # resolved far above mpmath's precision
    # 3.946, 0.7706, 0.06538 at t = 1, 1/4, 1/16 (x1/5.1 then x1/11.8 per quarter of t, tending to t^2's x1/16):
    # the ratio keeps falling, so no Omega(Gamma~/K^2) lower bound with Sigma's scale held fixed
    assert abs(r[1.0] - mpmath.mpf("3.9459")) < 1e-3 and abs(r[0.0625] - mpmath.mpf("0.065377")) < 1e-5
    assert r[0.25] < r[1.0] / 4 and r[0.0625] < r[0.25] / 8
