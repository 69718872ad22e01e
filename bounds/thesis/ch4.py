"""Hongkang Li, PhD thesis (RPI 2024), Chapter 4 (group imbalance, Gaussian mixture) and Appendix C: printed
bounds as pure functions.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt`` (line numbers ``Lnnn``). No torch here: numpy/scipy only
for the 1-D quadratures of the rho-function (Definition C.2.2). Pairing with measurements and strategies:
``checks/papers/thesis/ch4_group_imbalance.py``, ``checks/papers/thesis/appC_group_imbalance.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np

from thmcheck.bounds.num import log, sqrt

# ------------------------------------------------------------------------------- Chapter 4, App. C

def _dphi(x: np.ndarray) -> np.ndarray:
    s = 1.0 / (1.0 + np.exp(-x))
    return s * (1 - s)


def _composite_gl(panels: int = 200, order: int = 8) -> tuple[np.ndarray, np.ndarray]:
    """Composite Gauss-Legendre nodes/weights on [-1, 1]: ``panels`` panels of ``order`` nodes."""
    x, w = np.polynomial.legendre.leggauss(order)
    edges = np.linspace(-1.0, 1.0, panels + 1)
    half = (edges[1] - edges[0]) / 2
    mid = (edges[:-1] + edges[1:]) / 2
    return (mid[:, None] + half * x[None, :]).ravel(), np.tile(half * w, panels)


_GL_X, _GL_W = _composite_gl()


def gauss_moment(u: float, f, half_width: float = 14.0) -> float:  # noqa: ANN001
    """E_{z ~ N(u,1)}[f(z)] by Gauss-Legendre on [u - 14, u + 14] (composite, 200 x 8 nodes: exact to ~1e-13 for the
    smooth integrands here, also for sigma up to 10 where phi'(sigma z) has width 1/sigma)."""
    z = u + half_width * _GL_X
    dens = np.exp(-0.5 * (z - u) ** 2) / math.sqrt(2 * math.pi)
    return float(half_width * np.sum(_GL_W * dens * f(z)))


def rho_terms(u: np.ndarray, sigma: float) -> dict[str, float]:
    """alpha_q, beta_q of Definition C.2.2 (L5151) for each coordinate, and the two families of terms."""
    u = np.asarray(u, dtype=float)
    d = len(u)
    out = {}
    tb, ta = [], []
    for i in range(d):
        a0 = gauss_moment(u[i], lambda z: _dphi(sigma * z))
        b0 = gauss_moment(u[i], lambda z: _dphi(sigma * z) ** 2)
        a2 = gauss_moment(u[i], lambda z: _dphi(sigma * z) * z * z)
        b2 = gauss_moment(u[i], lambda z: _dphi(sigma * z) ** 2 * z * z)
        tb.append(b2 - a2 * a2 / (u[i] ** 2 + 1))
        for j in range(d):
            if j != i:
                ta.append((u[j] ** 2 + 1) * (b0 - a0 * a0))
    out["min_termB"] = min(tb)
    out["min_termA"] = min(ta) if ta else math.inf
    return out


def rho(u: np.ndarray, sigma: float) -> float:
    """rho(u, sigma) of Definition C.2.2 (C.6), L5151: min over i != j of (u_j^2+1)(beta_0(i) - alpha_0(i)^2)
    and beta_2(i) - alpha_2(i)^2/(u_i^2+1)."""
    t = rho_terms(u, sigma)
    return min(t["min_termA"], t["min_termB"])


def lemma_c41(mu: np.ndarray, sigma: float, **_: object) -> float:
    """Lemma C.4.1 (C.125), L5837-L5841: for x ~ 1/2 N(mu, I_d) + 1/2 N(-mu, I_d) and every R in R^{d x k},
    E[(sum_{i<=k} r_i^T x phi'(sigma x_i))^2] >= rho(mu, sigma) ||R||_F^2, i.e. lambda_min(M) >= rho(mu, sigma).
    Returns rho(mu, sigma). Explicit constants."""
    return rho(mu, sigma)


def lemma_c41_corrected(mu: np.ndarray, sigma: float, **_: object) -> float:
    """What survives: the proof ((C.139): E[x_j x_l] = 0 for j != l) is right when mu has at most one
    nonzero coordinate, and there the bound holds (tight); otherwise only the trivial lambda_min >= 0."""
    return rho(mu, sigma) if int(np.count_nonzero(np.asarray(mu))) <= 1 else 0.0


def c36_leading(mu: float, sigma: float, **_: object) -> float:
    """(C.36), L5371: beta_0 - alpha_0^2 = sigma^4/128 + mu^2 sigma^4/64 + o(sigma^4) as sigma -> 0+."""
    return sigma**4 / 128 + mu**2 * sigma**4 / 64


def c37_leading(mu: float, sigma: float, **_: object) -> float:
    """(C.37), L5375-L5390: beta_2 - alpha_2^2/(mu^2+1) = (9/64 + 33/64 mu^2 + 13/64 mu^4 + 1/64 mu^6) sigma^2
    + o(sigma^2) as sigma -> 0+ (as printed; (C.38) keeps 9/64 sigma^2)."""
    return (9 + 33 * mu**2 + 13 * mu**4 + mu**6) * sigma**2 / 64


def c37_corrected(mu: float, sigma: float, **_: object) -> float:
    """Our leading term: beta_2 - alpha_2^2/m2 = m2 Var_w(phi'(sigma z)) with w ~ z^2 N(mu,1), and
    phi'(t) = 1/4 - t^2/16 + O(t^4), so it is sigma^4 (m6 - m4^2/m2)/256 + O(sigma^6), m_k = E z^k."""
    m2 = 1 + mu**2
    m4 = mu**4 + 6 * mu**2 + 3
    m6 = mu**6 + 15 * mu**4 + 45 * mu**2 + 15
    return sigma**4 * (m6 - m4 * m4 / m2) / 256


def claimed_exponent(p: float, **_: object) -> float:
    """Rate claims: the claimed exponent (passed through)."""
    return p


def _dfact(n: int) -> int:
    return 1 if n <= 0 else n * _dfact(n - 2)


def property_c6(t: int, unorm: float, mus: np.ndarray, sig_norms: np.ndarray, lam: np.ndarray,
                **_: object) -> float:
    """Property 6, L5500: E_GMM[(u^T x)^{2t}] <= (2t-1)!! ||u||^{2t} sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^{2t}.
    ``mus`` norms of mu_l, ``sig_norms`` = ||Sigma_l^{1/2}|| (spectral). Exact-capable: with mpmath (or Fraction)
    arguments every operation stays in that arithmetic (no float() rounding), so an equality case is decided exactly."""
    total = sum((lam_l * (m_l + s_l) ** (2 * t) for lam_l, m_l, s_l in zip(lam, mus, sig_norms, strict=True)), 0)
    return _dfact(2 * t - 1) * unorm ** (2 * t) * total


def property_c7(t: int, d: int, mus: np.ndarray, sig_norms: np.ndarray, lam: np.ndarray, **_: object) -> float:
    """Property 7, L5531: E||x||^{2t} <= d^t (2t-1)!! sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^{2t}."""
    return d**t * _dfact(2 * t - 1) * float(np.sum(lam * (mus + sig_norms) ** (2 * t)))


def c76_printed(lam: list, a: list, **_: object) -> Fraction:
    """(C.76), L5597: sum lam a^3 - sum lam a sum lam a^2 = sum_{1<=i,j<=L, i != j} lam_i lam_j (a_i-a_j)^2 (a_i+a_j)
    (as printed: ordered pairs i != j). Exact rationals."""
    n = len(a)
    return sum((lam[i] * lam[j] * (a[i] - a[j]) ** 2 * (a[i] + a[j]) for i in range(n) for j in range(n) if i != j),
               Fraction(0))


def c76_unordered(lam: list, a: list, **_: object) -> Fraction:
    """(C.76) with the sum over unordered pairs i < j (what the pairing step of the proof computes)."""
    return c76_printed(lam, a) / 2


def c78_printed(lam: list, a: list, **_: object) -> Fraction:
    """(C.78), L5612: sum lam a^2 - (sum lam a)^2 = sum_{1<=i,j<=L, i != j} lam_i lam_j (a_i - a_j)^2 (ordered)."""
    n = len(a)
    return sum((lam[i] * lam[j] * (a[i] - a[j]) ** 2 for i in range(n) for j in range(n) if i != j), Fraction(0))


def c78_unordered(lam: list, a: list, **_: object) -> Fraction:
    """(C.78) over unordered pairs i < j."""
    return c78_printed(lam, a) / 2


def c74(Dm: float, D2m: float, D3m: float, **_: object) -> float:
    """(C.74), L5587: D_m D_2m <= D_3m. Returns D_3m."""
    return D3m


def c75(D2m: float, **_: object) -> float:
    """(C.75), L5589: D_m^2 <= D_2m. Returns D_2m."""
    return D2m


def unit(**_: object) -> float:
    """Normalised bounds (measured/printed constant <= 1): returns 1."""
    return 1.0


def c90(s4: float, s8: float, D4: float, D8: float, smax: float, **_: object) -> float:
    """(C.90), L5690: (S_4 S_8)^{1/2} <= sqrt(D_4 D_8) sigma_max^6 with S_m = sum_l lambda_l (||mu_l|| +
    ||Sigma_l^{1/2}||)^m. Returns the right-hand side."""
    return sqrt(D4 * D8) * smax**6


def c91(D4: float, D6: float, D8: float, D12: float, **_: object) -> float:
    """(C.91), L5694: sqrt(D_4 D_8) D_6 <= D_12. Returns D_12."""
    return D12


def eq4_11_literal(C: float, d: int, n: float, **_: object) -> float:
    """Theorem 2 (4.11), L1150-L1160, as printed: fbar(W_n) <= C sqrt(d log n / n) (C collects E(Psi), poly(.),
    Theta(K^{5/2}(1+xi)): constants independent of n). Returns C sqrt(d log n / n)."""
    return C * math.sqrt(d * math.log(n) / n)


def eq4_11_excess(C: float, d: int, n: float, floor: float, **_: object) -> float:
    """Theorem 2 (4.11) corrected to the excess risk (proof (C.103)): fbar(W_n) <= fbar(W*) + C sqrt(d log n / n),
    with fbar(W*) = E h_2(H(W*, x)) the conditional-entropy floor (``floor``). Returns the right side."""
    return floor + C * math.sqrt(d * math.log(n) / n)


def c73_hessian(W: np.ndarray, x: np.ndarray, y: float, P: np.ndarray, **_: object) -> float:
    """(C.72)-(C.73), L5565-L5580: d^2 l/dw_j dw_l = xi_{j,l} x x^T with xi_{j,l} = (1/K^2) phi'_j phi'_l
    (H^2 + y - 2yH)/(H^2(1-H)^2) - 1[j=l] (1/K) phi''_j (y-H)/(H(1-H)). Returns <Hessian, P>, P of shape
    (d, K, d, K) (a probe)."""
    K = W.shape[1]
    z = x @ W
    p = 1 / (1 + np.exp(-z))
    d1 = p * (1 - p)
    d2 = d1 * (1 - 2 * p)
    h = p.mean()
    xi = np.outer(d1, d1) / K**2 * (h * h + y - 2 * y * h) / (h * h * (1 - h) ** 2)
    xi = xi - np.diag(d2 / K * (y - h) / (h * (1 - h)))
    return float(np.einsum("jl,a,b,ajbl->", xi, x, x, P))


def c71_gradient(W: np.ndarray, x: np.ndarray, y: float, G: np.ndarray, **_: object) -> float:
    """(C.71): dl/dw_j = -(1/K)(y-H)/(H(1-H)) phi'(w_j^T x) x. Returns <gradient, G>, G of shape (d, K)."""
    K = W.shape[1]
    p = 1 / (1 + np.exp(-(x @ W)))
    h = p.mean()
    return float(np.sum(np.outer(x, -(y - h) / (h * (1 - h)) * p * (1 - p) / K) * G))


def gamma_tilde(Wstar: np.ndarray, mus: np.ndarray, s: np.ndarray, lam: np.ndarray, **_: object) -> float:
    """Gamma~ = sum_l lam_l ||Sigma_l^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K ||Sigma_l^-1||^-1/2),
    delta_K ||Sigma_l^-1||^-1/2) (Lemma C.4.4 / (C.7) without 1/sigma_max^2), for Sigma_l = s_l^2 I:
    ||Sigma_l^-1||^-1 = s_l^2, tau = max s/min s, kappa = delta_1/delta_K,
    eta = prod_{i=1}^K (delta_i/delta_K) (L1126; scale-free, so Gamma~ scales like s^2 rho under W* -> t W*)."""
    sv = np.linalg.svd(np.asarray(Wstar, dtype=float), compute_uv=False)
    K = len(sv)
    dK = sv[-1]
    kappa = sv[0] / dK
    eta = float(np.prod(sv / dK))
    tau = float(np.max(s) / np.min(s))
    tot = 0.0
    for lam_l, mu_l, s_l in zip(lam, mus, s, strict=True):
        u = np.asarray(Wstar).T @ mu_l / (dK * s_l)
        tot += lam_l * s_l**2 / (eta * tau**K * kappa**2) * rho(u, dK * s_l)
    return tot


def lemma_c44(Wstar: np.ndarray, mus: np.ndarray, s: np.ndarray, lam: np.ndarray, eps0: float,
              **_: object) -> float:
    """Lemma C.4.4 (C.128), L5851-L5853: (4(1-eps_0)/K^2) Gamma~ I <= Hess fbar(W) for W in B(W*P, r), some
    eps_0 in (0, 1/4). Returns the lower bound 4(1-eps_0) Gamma~ / K^2 (at eps_0 -> 1/4 the weakest: 3 Gamma~/K^2)."""
    K = np.asarray(Wstar).shape[1]
    return 4 * (1 - eps0) * gamma_tilde(Wstar, mus, s, lam) / K**2


# ------------------------------------------------------------------- Theorem 2, Subroutine 1 (this round)

def theorem2_rate_exponent(p: float, **_: object) -> float:
    """Theorem 2 (4.10) and corrected (4.11)-(4.12), L1128-L1163: error / excess risk <= C sqrt(d log n / n).
    In terms of x = sqrt(d log n / n) -> 0 the fitted exponent of the left side in x must be >= 1. Returns p
    (the claimed exponent, 1)."""
    return p


def lemma_c65(kappa: float, K: int, gamma1: float, gamma2: float, gamma3: float, **_: object) -> float:
    """Lemma C.6.5 (C.241), L6429-L6431: |‖w_i*‖ - alpha_hat_i| / ‖w_i*‖ <= kappa^4 K^{3/2} (gamma_1 + gamma_2)
    + kappa^2 K^{1/2} gamma_3 (explicit coefficients). Returns the right side (relative error)."""
    return kappa**4 * K**1.5 * (gamma1 + gamma2) + kappa**2 * math.sqrt(K) * gamma3


def lemma_c65_corrected(kappa: float, K: int, gamma1: float, gamma2: float, gamma3: float, link_ratio: np.ndarray,
                        **_: object) -> float:
    """Lemma C.6.5 corrected: alpha_hat of (C.5) estimates m(||w_i*||) = E[phi'(w_i*^T x)] ||w_i*||/K (the magnitude
    link m(z) = z E[phi'(z wbar_i^T x)]/K; inverting m recovers ||w_i*||), and (C.241) holds for that target:
    |m_i - alpha_hat_i| <= R m_i with R the printed right side. By the triangle inequality the relative error
    against ||w_i*|| is then at most (1 - r_i) + r_i R, r_i = m_i/||w_i*|| = E[phi'(w_i*^T x)]/K (``link_ratio``).
    Returns max_i of that (equality in the population limit, where R = 0 and alpha_hat = m_i)."""
    R = lemma_c65(kappa, K, gamma1, gamma2, gamma3)
    r = np.asarray(link_ratio, dtype=float)
    return float(np.max((1 - r) + r * R))


def stein_q(closed_form: float, **_: object) -> float:
    """Definition C.1.1 (C.2), L5078-L5090: Q_j = E[y (-1)^j p^{-1} grad^j p] = (1/K) sum_i E[phi^(j)(w_i*^T x)]
    w_i*^{xj}. Returns the closed form contracted with the instance's probe (computed by the caller from
    1-D quadratures of E[phi^(j)])."""
    return closed_form


def property_c1(scale: float, **_: object) -> float:
    """Property 1 (C.1), L5165-L5181: the learning problem with x ~ N(mu, Sigma) is equivalent to the one with
    mu projected on col(W*); its proof shows that the law of (W*^T x, y) is unchanged, so fbar(W*) and the Hessian
    block of directions inside col(W*) coincide. The compared quantity is their largest discrepancy; returns the
    allowance for quadrature round-off, 1e-10 x scale (scale = max(fbar(W*), max |Hess fbar(W*)|))."""
    return 1e-10 * scale


# ------------------------------------------------ Corollary 4.4.1 (iii), L1144-L1172, closed forms (C.93)-(C.99)

def cor441_forms(lower: np.ndarray, norms: np.ndarray, s: np.ndarray, lam: np.ndarray, group: int
                 ) -> dict[str, np.ndarray]:
    """The Psi-dependent parts of the closed forms of Theorem 2 along a grid of ||mu_l|| (rows of ``lower``:
    the lower-bound function of rho_l per group, shape (m, L); ``norms``: ||mu_j|| per grid point, shape (m, L)),
    for Sigma_j = s_j^2 I (||Sigma_j^-1||^-1 = s_j^2). Factors that do not move with the mean (sigma_max,
    delta_1, tau, eta, kappa, K, C_0, eps_0) are dropped: the monotonicity is scale-free.

    B (C.93, first case): (sum_j lam_j s_j^2 L_j)^-2 D_12, D_12 = sum_j lam_j (||mu_j||/s_j + 1)^12 (C.8);
    1/q (C.96, first case): S_2/(sum_j lam_j s_j^2 L_j), S_2 = sum_j lam_j (||mu_j|| + s_j)^2 (v = 1 - q/K^2
    increases iff 1/q does); E_w, E, E_l (C.97)-(C.99): sqrt(S_2), S_2, sqrt(S_2)(||mu_l|| + s_l) over
    sum_j lam_j s_j^2 L_j."""
    gam = (lower * (lam * s**2)[None, :]).sum(1)
    s2 = ((norms + s[None, :]) ** 2 * lam[None, :]).sum(1)
    d12 = ((norms / s[None, :] + 1) ** 12 * lam[None, :]).sum(1)
    return {"B": d12 / gam**2, "1/q": s2 / gam, "E_w": np.sqrt(s2) / gam, "E": s2 / gam,
            "E_l": np.sqrt(s2) * (norms[:, group] + s[group]) / gam}


def running_min(rho_col: np.ndarray) -> np.ndarray:
    """L_m of Property C.3 (4) (C.24) on a grid from ||mu_l|| = 0: the minimum of rho over [0, ||mu_l||]."""
    return np.minimum.accumulate(np.asarray(rho_col, dtype=float))


def _min_rel_increase(forms: dict[str, np.ndarray]) -> float:
    return float(min(np.min(f[1:] / f[:-1] - 1.0) for f in forms.values()))


def cor441_mean(rho: np.ndarray, norms: np.ndarray, s: np.ndarray, lam: np.ndarray, group: int,
                **_: object) -> float:
    """Corollary 4.4.1 (iii), L1153-L1160 with Table 4.1: as ||mu_l|| increases from 0 (all else fixed) n_sc
    (via B), v (via 1/q), E_w, E and E_l all increase. Returns the smallest relative increase of the five
    closed forms between neighbouring grid points, with rho_l replaced by L_m (Property C.3 (4), as (C.93),
    (C.96) route the mean-varying regime and L5744 says E_w, E, E_l follow q): the claim is 0 < this.
    Kind: monotonicity of the printed closed forms; hidden constants are positive factors, so scale-free."""
    low = np.array(rho, dtype=float)
    low[:, group] = running_min(low[:, group])
    return _min_rel_increase(cor441_forms(low, np.asarray(norms), np.asarray(s), np.asarray(lam), group))


def cor441_growth(rho: np.ndarray, norms: np.ndarray, s: np.ndarray, lam: np.ndarray, group: int,
                  **_: object) -> float:
    """Corollary 4.4.1 (iii) as a ratio: 1 + the smallest relative increase of the five closed forms between
    neighbouring grid points (:func:`cor441_mean`); the claim is 1 < this (each form's next value over its
    previous one exceeds 1), so the score 1/(1 + increase) shows how flat the flattest step is. Exact-capable: with
    mpmath entries (:func:`cor441_forms_mp`) the increase is computed at the working precision, so a real but tiny
    increase (e.g. D_12 dominated by another group's far mean: 5e-10) is not lost in 1 + increase."""
    if _mp_any(rho, norms, s, lam):
        low = [list(row) for row in rho]
        run = low[0][group]
        for row in low:
            run = min(run, row[group])
            row[group] = run
        forms = cor441_forms_mp(low, norms, s, lam, group)
        return 1 + min(min(f[i + 1] / f[i] - 1 for i in range(len(f) - 1)) for f in forms.values())
    return 1.0 + cor441_mean(rho, norms, s, lam, group)


def _mp_any(*arrays: object) -> bool:
    return any(isinstance(x, mpmath.mpf) for a in arrays for x in np.asarray(a, dtype=object).ravel())


def cor441_forms_mp(lower: list, norms: list, s: list, lam: list, group: int) -> dict[str, list]:
    """:func:`cor441_forms` in mpmath (lists; same formulas, no float conversion)."""
    L = len(lam)
    out: dict[str, list] = {"B": [], "1/q": [], "E_w": [], "E": [], "E_l": []}
    for low, nrm in zip(lower, norms, strict=True):
        gam = sum(low[j] * lam[j] * s[j] ** 2 for j in range(L))
        s2 = sum((nrm[j] + s[j]) ** 2 * lam[j] for j in range(L))
        d12 = sum((nrm[j] / s[j] + 1) ** 12 * lam[j] for j in range(L))
        out["B"].append(d12 / gam**2)
        out["1/q"].append(s2 / gam)
        out["E_w"].append(mpmath.sqrt(s2) / gam)
        out["E"].append(s2 / gam)
        out["E_l"].append(mpmath.sqrt(s2) * (nrm[group] + s[group]) / gam)
    return out


def cor441_growth_rho(rho: np.ndarray, norms: np.ndarray, s: np.ndarray, lam: np.ndarray, group: int,
                      **_: object) -> float:
    """Mutant of :func:`cor441_growth`: rho itself in place of L_m."""
    return 1.0 + cor441_mean_rho(rho, norms, s, lam, group)


def cor441_growth_faster(rho: np.ndarray, norms: np.ndarray, s: np.ndarray, lam: np.ndarray, group: int,
                         **_: object) -> float:
    """Mutant of :func:`cor441_growth`: q in place of 1/q."""
    return 1.0 + cor441_mean_faster(rho, norms, s, lam, group)


def cor441_mean_rho(rho: np.ndarray, norms: np.ndarray, s: np.ndarray, lam: np.ndarray, group: int,
                    **_: object) -> float:
    """Mutant: rho itself in place of L_m (the closed forms (C.97)-(C.102) as literally printed)."""
    return _min_rel_increase(cor441_forms(np.asarray(rho, dtype=float), np.asarray(norms), np.asarray(s),
                                          np.asarray(lam), group))


def cor441_mean_faster(rho: np.ndarray, norms: np.ndarray, s: np.ndarray, lam: np.ndarray, group: int,
                       **_: object) -> float:
    """Mutant: convergence gets faster with the mean (q in place of 1/q), everything else as printed."""
    low = np.array(rho, dtype=float)
    low[:, group] = running_min(low[:, group])
    f = cor441_forms(low, np.asarray(norms), np.asarray(s), np.asarray(lam), group)
    f["1/q"] = 1.0 / f["1/q"]
    return _min_rel_increase(f)


def round_off(**_: object) -> float:
    """Property 5 (C.56), L5475: an identity, checked to round-off: |E_N f - E_mix f| / scale <= 1e-12."""
    return 1e-12


def lemma_c4_3_shape(K: int, D4: float, D8: float, dist: float, **_: object) -> float:
    """Lemma C.4.3 (C.127), L5847: ||Hess fbar(W) - Hess fbar(W* P)|| <= C_5 K^{3/2} (D_4 D_8)^{1/4} ||W - W* P||_F
    with D_p = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^p; the printed shape without C_5 (uniform check)."""
    return K**1.5 * (D4 * D8) ** 0.25 * dist


def lemma_c4_5_shape(D2: float, d: int, K: int, n: int, **_: object) -> float:
    """Lemma C.4.5 (C.129), L5855: sup_{W in B(W* P, r)} ||Hess f_n(W) - Hess fbar(W)|| <= C_6 D_2 sqrt(dK log n / n)
    w.p. >= 1 - d^-10 when n >= C' dK log dK; the printed shape without C_6 (uniform check)."""
    return D2 * sqrt(d * K * log(n) / n)


def c39_printed(u: np.ndarray, sigma: float, **_: object) -> float:
    """(C.39), L5392: lim_{sigma -> 0+} rho(u, sigma) = min_{j in [d], u_j != mu} {(u_j^2 + 1)} sigma^4 / 128 (as
    printed; the condition u_j != mu, with mu = u_i of (C.35)-(C.38), read as j ranging over all of [d])."""
    return min(float(x) ** 2 + 1 for x in u) * sigma**4 / 128


def c39_corrected(u: np.ndarray, sigma: float, **_: object) -> float:
    """Leading term of rho (C.6) from (C.36) and the corrected (C.37): min over i != j of (u_j^2 + 1)(1/128 +
    u_i^2/64) sigma^4, and over i of sigma^4 (m6 - m4^2/m2)/256 at mu = u_i."""
    u = [float(x) for x in u]
    d = len(u)
    pair = min((u[j] ** 2 + 1) * (1 + 2 * u[i] ** 2) / 128 for i in range(d) for j in range(d) if j != i)
    return min([pair * sigma**4] + [c37_corrected(u[i], sigma) for i in range(d)])


def lemma_c6_3_shape(tau: float, D2psi: float, d: int, n: int, **_: object) -> float:
    """Lemma C.6.3 (C.236), L6405: ||Q^_1 - Q_1|| <~ tau^2 sqrt(D_2(Psi)) sqrt(d log n / n) w.p. >= 1 - 2 n^{-Omega(d)},
    D_2(Psi) of (C.8) (normalised means); the printed shape without its constant (uniform check)."""
    return tau**2 * sqrt(D2psi) * sqrt(d * log(n) / n)


def lemma_c6_2_shape(delta1: float, tau: float, D6psi: float, n: int, **_: object) -> float:
    """Lemma C.6.2 (C.235), L6401: ||R^_3 - R_3|| <~ delta_1(W*)^2 (tau^6 sqrt(D_6(Psi))) sqrt(log n / n) w.p. >=
    1 - n^{-Omega(delta^4(W*))}, D_6(Psi) of (C.8); the printed shape without its constant (uniform check)."""
    return delta1**2 * tau**6 * sqrt(D6psi) * sqrt(log(n) / n)


def lemma_c6_2_corrected(delta1: float, tau: float, D6psi: float, n: int, sigma_min: float, **_: object) -> float:
    """(C.235) with the scale of the third-order score restored: S_3(x) is of order sigma^-3, which tau and D_6(Psi)
    (both scale-free) do not carry; the printed shape times sigma_min^-3 (believed to hold; uniform check)."""
    return delta1**2 * tau**6 * sqrt(D6psi) * sqrt(log(n) / n) / sigma_min**3


def lemma_c6_1_shape(delta1: float, tau: float, D2psi: float, D4psi: float, d: int, n: int, **_: object) -> float:
    """Lemma C.6.1 (C.233)/(C.234), L6391: ||Q_2 - Q^_2|| (non-symmetric mixture) or ||Q_3(I, I, alpha) -
    Q^_3(I, I, alpha)|| (symmetric) <~ sqrt(d log n / n) delta_1(W*)^2 tau^6 sqrt(D_2(Psi) D_4(Psi)); the printed
    shape without its constant (uniform check)."""
    return sqrt(d * log(n) / n) * delta1**2 * tau**6 * sqrt(D2psi * D4psi)


def lemma_c6_1_corrected(delta1: float, tau: float, D2psi: float, D4psi: float, d: int, n: int, sigma_min: float,
                         order: int, **_: object) -> float:
    """(C.233)/(C.234) with the sigma_min^-order scale of the score S_order restored (order 2 or 3)."""
    return lemma_c6_1_shape(delta1, tau, D2psi, D4psi, d, n) / sigma_min**order


def lemma_c3_3_corrected_exponent(p: float, **_: object) -> float:
    """What the printed Subroutine 1 does satisfy: W_0 converges (to dirs x m(||w_i*||), not to W* P*), so its
    error does not grow as n grows: fitted exponent >= 0."""
    return 0.0


def c267_shape(tau: float, D6psi: float, **_: object) -> float:
    """(C.267), L6563, its last inequality at p = 1 (the p-th root of the display; the constant of <~ is the hidden
    constant): E_x[sigma_min^-6 (v^T U^T x)^3] <~ tau^6 sqrt(D_6(Psi)); the printed shape without its constant."""
    return tau**6 * sqrt(D6psi)


def c267_corrected(tau: float, D6psi: float, sigma_min: float, **_: object) -> float:
    """(C.267) with the scale restored: sigma_min^-6 E|a^T x|^3 <= sigma_min^-6 sum_l lambda_l (|a^T mu_l| + c s_l)^3
    <~ sigma_min^-3 tau^3 sqrt(D_6(Psi)) <= sigma_min^-3 tau^6 sqrt(D_6(Psi)) (Jensen, tau >= 1)."""
    return tau**6 * sqrt(D6psi) / sigma_min**3


def lemma_c6_3_corrected(tau: float, D2psi: float, d: int, n: int, sigma_min: float, **_: object) -> float:
    """(C.236) with the sigma_min^-1 scale of the score S_1 restored."""
    return lemma_c6_3_shape(tau, D2psi, d, n) / sigma_min


def _a_m(mus_inf: np.ndarray, sig_op: np.ndarray, lam: np.ndarray, m: int) -> float:
    return float(np.sum(lam * (mus_inf + sig_op) ** m))


def lemma_c4_2_shape(d: int, K: int, mus_inf: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray,
                     **_: object) -> float:
    """Lemma C.4.2 (C.126), L5843-L5846, as printed: d^{3/2} K^{5/2} sqrt(sum_l lambda_l (||mu_l||_inf + ||Sigma_l||)^2
    sum_l lambda_l (||mu_l||_inf + ||Sigma_l||)^4), ||Sigma_l|| the spectral norm of the covariance; the printed shape
    without its constant C_12 (uniform check)."""
    return d**1.5 * K**2.5 * math.sqrt(_a_m(mus_inf, sigma_op, lam, 2) * _a_m(mus_inf, sigma_op, lam, 4))


def lemma_c4_2_sqrt_sigma(d: int, K: int, mus_inf: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray,
                          **_: object) -> float:
    """(C.126) read with ||Sigma_l^{1/2}|| in place of ||Sigma_l|| (the form of (C.127) and of the other lemmas of
    App. C.4): the unit of x in both factors."""
    return d**1.5 * K**2.5 * math.sqrt(_a_m(mus_inf, np.sqrt(sigma_op), lam, 2)
                                       * _a_m(mus_inf, np.sqrt(sigma_op), lam, 4))


def lemma_c5_1_shape(K: int, mus_norm: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, d: int, n: int,
                     xi: float, **_: object) -> float:
    """Lemma C.5.1 (C.204), L6262, as printed: sqrt(K sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2) sqrt(d log n / n)
    (1 + xi), ||Sigma_l|| the spectral norm of the covariance; the printed shape without C_13 (uniform check)."""
    return math.sqrt(K * float(np.sum(lam * (mus_norm + sigma_op) ** 2))) * sqrt(d * log(n) / n) * (1 + xi)


def lemma_c5_1_sqrt_sigma(K: int, mus_norm: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, d: int, n: int,
                          xi: float, **_: object) -> float:
    """(C.204) read with ||Sigma_l^{1/2}|| (the form of (C.212)-(C.213) in its own proof)."""
    return lemma_c5_1_shape(K, mus_norm, np.sqrt(sigma_op), lam, d, n, xi)


def lemma_c5_1_corrected(K: int, mus_norm: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, d: int, n: int,
                         xi: float, **_: object) -> float:
    """(C.204) with the scale of x (||Sigma_l^{1/2}||) and the noise term additive: (sqrt(K sum_l lambda_l (||mu_l||
    + ||Sigma_l^{1/2}||)^2) + xi sqrt(K)) sqrt(d log n / n) -- (1/n) sum_i nu_i does not shrink with the data."""
    data = math.sqrt(K * float(np.sum(lam * (mus_norm + np.sqrt(sigma_op)) ** 2)))
    return (data + xi * math.sqrt(K)) * sqrt(d * log(n) / n)


def half(**_: object) -> float:
    """The 1/2 of (C.193), L6185."""
    return 0.5


def c268_rhs(theta: float, tau: float, D6: float, **_: object) -> float:
    """(C.268), L6565, the last line: 1 + theta^2 (tau^12 sqrt(D_6))^2, minus the 1 both sides share."""
    return theta**2 * tau**24 * D6


def c275_rhs(theta: float, tau: float, D2: float, **_: object) -> float:
    """(C.275), L6593, the last line: 1 + theta^2 (tau^2 sqrt(D_2))^2, minus the 1 both sides share."""
    return theta**2 * tau**4 * D2


def c268_corrected(theta: float, tau: float, D6: float, **_: object) -> float:
    """sum_{p>=2} y^p / p^p <= sum_{p>=2} y^p / p! = e^y - 1 - y (p^p >= p!), y = e theta tau^6 sqrt(D_6): a right side
    valid for every theta (the printed theta^2 tau^24 D_6 is not, at tau = 1 or for large theta)."""
    y = math.e * theta * tau**6 * math.sqrt(D6)
    return math.expm1(y) - y


def c275_corrected(theta: float, tau: float, D2: float, **_: object) -> float:
    """As c268_corrected with y = e theta tau^2 sqrt(D_2)."""
    y = math.e * theta * tau**2 * math.sqrt(D2)
    return math.expm1(y) - y


# ------------------------------------------------ proof of Property C.4 (2)-(3), (C.41)-(C.43), (C.53), L5403-L5469

def _q_tail(x: float) -> float:
    """int_x^inf e^{-t^2/2} dt."""
    return math.sqrt(math.pi / 2) * math.erfc(x / math.sqrt(2))


def eqC42_printed(mu: float, sigma: float, k1: float, **_: object) -> float:
    """(C.42), L5411, as printed: f'(sigma) = e^{-2 sigma^2}((2|mu| + 4 sigma + k1/sigma) sigma^{-k1} - 2 e^{-mu^2/2})."""
    return math.exp(-2 * sigma**2) * ((2 * abs(mu) + 4 * sigma + k1 / sigma) * sigma**-k1 - 2 * math.exp(-mu**2 / 2))


def eqC42_corrected(mu: float, sigma: float, k1: float, **_: object) -> float:
    """(C.42) with the factor e^{-2|mu| sigma} of both terms: the derivative of (C.41)."""
    return eqC42_printed(mu, sigma, k1) * math.exp(-2 * abs(mu) * sigma)


def eqC43_printed(mu: float, sigma: float, **_: object) -> float:
    """(C.43), L5419, the chain's end: (2/sqrt(2 pi)) e^{|mu| sigma + sigma^2/2} int_{|mu|+sigma}^inf e^{-t^2/2} dt."""
    return 2 / math.sqrt(2 * math.pi) * math.exp(abs(mu) * sigma + sigma**2 / 2) * _q_tail(abs(mu) + sigma)


def eqC43_corrected(mu: float, sigma: float, **_: object) -> float:
    """The chain's end for its printed left side E_{z ~ N(0,1)}[phi'(sigma z)] (mu = 0 there): 2 e^{sigma^2/2}
    int_sigma^inf e^{-t^2/2} dt / sqrt(2 pi) (from phi'(x) <= e^{-|x|})."""
    return eqC43_printed(0.0, sigma)


def eqC53_printed(mu: float, eps: float, **_: object) -> float:
    """(C.53), L5469, the chain's end: (2/sqrt(2 pi)) e^{-mu^2/2} mu^{-(1-eps)}."""
    return 2 / math.sqrt(2 * math.pi) * math.exp(-mu**2 / 2) * mu ** (-(1 - eps))


def eqC53_corrected(mu: float, sigma: float, **_: object) -> float:
    """The exact value of the chain's middle term 2 int_0^inf e^{-sigma z} N(z; mu, 1) dz = 2 e^{sigma^2/2 - sigma mu}
    Phi(mu - sigma), which bounds the left side for mu >= 0."""
    return 2 * math.exp(sigma**2 / 2 - sigma * mu) * 0.5 * math.erfc(-(mu - sigma) / math.sqrt(2))


def eqC43_mut_no_exp(mu: float, sigma: float, **_: object) -> float:
    """Mutant of the corrected (C.43): the factor e^{sigma^2/2} dropped."""
    return 2 / math.sqrt(2 * math.pi) * _q_tail(sigma)


def eqC53_mut_no_exp(mu: float, sigma: float, **_: object) -> float:
    """Mutant of the corrected (C.53): the factor e^{sigma^2/2} dropped."""
    return eqC53_corrected(mu, sigma) * math.exp(-sigma**2 / 2)


def eqC55_printed(mu: float, eps: float, **_: object) -> float:
    """(C.55), L5473: (2/sqrt(2 pi)) e^{-mu^2/2} mu^{-(3-eps)}."""
    return 2 / math.sqrt(2 * math.pi) * math.exp(-mu**2 / 2) * mu ** (-(3 - eps))


def eqC55_corrected(mu: float, sigma: float, **_: object) -> float:
    """2 int_0^inf e^{-sigma z} z^2 N(z; mu, 1) dz = 2 e^{sigma^2/2 - sigma mu} ((a^2 + 1) Phi(a) + a phi(a)), a = mu -
    sigma (the step (C.53) takes, with z^2), which bounds the left side for mu >= 0."""
    a = mu - sigma
    Phi = 0.5 * math.erfc(-a / math.sqrt(2))
    pdf = math.exp(-a * a / 2) / math.sqrt(2 * math.pi)
    return 2 * math.exp(sigma**2 / 2 - sigma * mu) * ((a * a + 1) * Phi + a * pdf)


def eqC55_mut_no_exp(mu: float, sigma: float, **_: object) -> float:
    """Mutant of the corrected (C.55): the factor e^{sigma^2/2} dropped."""
    return eqC55_corrected(mu, sigma) * math.exp(-sigma**2 / 2)


def eqC42_mut_no_k1(mu: float, sigma: float, k1: float, **_: object) -> float:
    """Mutant of the corrected (C.42): the k1/sigma term dropped."""
    return math.exp(-2 * abs(mu) * sigma - 2 * sigma**2) * ((2 * abs(mu) + 4 * sigma) * sigma**-k1
                                                           - 2 * math.exp(-mu**2 / 2))


# ----------------------------------------- round 4 (thesisA2): (C.65) as printed

def _dfact(n: int) -> int:
    """n!! for n >= -1 ((-1)!! = 0!! = 1)."""
    return math.prod(range(n, 0, -2)) if n > 0 else 1


def eqC65_line6_printed(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[float]],
                        **_: object) -> float:
    """(C.65), L5543, the sixth line as printed: d^{t-1} sum_i sum_j sum_{k=1}^{2t} binom(2t, k) lambda_j
    |mu_ji|^{2t-k} [k even] (k-1)!! sigma_ji^k (the sum starts at k = 1)."""
    return _c65_sum(d, t, lam, mu, sig, k0=1)


def eqC65_line6_corrected(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[float]],
                          **_: object) -> float:
    """(C.65)'s sixth line with the sum from k = 0 (the binomial theorem's full range)."""
    return _c65_sum(d, t, lam, mu, sig, k0=0)


def eqC65_mut_kfact(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[float]],
                    **_: object) -> float:
    """Mutant of the corrected line: k!! instead of (k-1)!! (the k-th central moment misquoted)."""
    return _c65_sum(d, t, lam, mu, sig, k0=0, shift=0)


def _c65_sum(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[float]], k0: int,
             shift: int = 1) -> float:
    tot = 0.0
    for j, lj in enumerate(lam):
        for i in range(d):
            m, s = abs(mu[j][i]), sig[j][i]
            tot += lj * sum(math.comb(2 * t, k) * m ** (2 * t - k) * _dfact(k - shift) * s**k
                            for k in range(k0, 2 * t + 1) if k % 2 == 0)
    return d ** (t - 1) * tot



def _c145_sum(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[list[float]]],
              sqrt_sigma: bool) -> float:
    tot = 0.0
    for lj, m, s in zip(lam, mu, sig, strict=True):
        nrm = float(np.linalg.norm(np.asarray(s, dtype=float), 2))
        tot += lj * (max(abs(v) for v in m) + (math.sqrt(nrm) if sqrt_sigma else nrm)) ** (2 * t)
    return d**t * _dfact(2 * t - 1) * tot


def eqC145_printed(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[list[float]]],
                   **_: object) -> float:
    """(C.145), L5938 ('By Property 7'): d^t (2t-1)!! sum_l lambda_l (||mu_l||_inf + ||Sigma_l||)^{2t}."""
    return _c145_sum(d, t, lam, mu, sig, sqrt_sigma=False)


def eqC145_corrected(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[list[float]]],
                     **_: object) -> float:
    """(C.145) with ||Sigma_l^{1/2}|| (Property 7's term): d^t (2t-1)!! sum_l lambda_l (||mu_l||_inf +
    ||Sigma_l||^{1/2})^{2t} (Jensen over coordinates, then the 1-D moment bound per coordinate)."""
    return _c145_sum(d, t, lam, mu, sig, sqrt_sigma=True)


def eqC145_mut_no_dfact(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[list[float]]],
                        **_: object) -> float:
    """Mutant of the corrected (C.145): the factor (2t-1)!! dropped."""
    return eqC145_corrected(d, t, lam, mu, sig) / _dfact(2 * t - 1)


def eqC145_mut_d_tm1(d: int, t: int, lam: list[float], mu: list[list[float]], sig: list[list[list[float]]],
                     **_: object) -> float:
    """Mutant of the corrected (C.145): d^{t-1} in place of d^t."""
    return eqC145_corrected(d, t, lam, mu, sig) / d


def eqC231_shape(d: int, **_: object) -> float:
    """(C.231), L6377, the chain's end: d^{-10} (hidden constant)."""
    return float(d) ** -10


def eqC231_mut_shape_d1(d: int, **_: object) -> float:
    """Mutant shape d^{-11}."""
    return float(d) ** -11


def eqC191_printed(p: int, A: float, **_: object) -> float:
    """(C.191), L6165-L6177, the end of its chain of '=': C9 (sum_j E(u_j^T x)^2)^p = A^p (C9 = 1: both sides carry
    it)."""
    return A**p


def eqC191_corrected(p: int, c2p: float, **_: object) -> float:
    """A bound believed to hold for (C.191)'s first line (K = 1): 2^p (2p-1)!! sum_l lambda_l (||u|| (||mu_l|| +
    ||Sigma_l^{1/2}||))^{2p} = 2^p (2p-1)!! c2p (Property 6 per power, the power mean, sum_l binom(p, l) < 2^p)."""
    return 2**p * _dfact(2 * p - 1) * c2p


def eqC191_mut_no_2p(p: int, c2p: float, **_: object) -> float:
    """Mutant of the corrected bound: the factor 2^p dropped."""
    return _dfact(2 * p - 1) * c2p


def eqC40_line3_printed(mu: float, sigma: float, **_: object) -> float:
    """(C.40), L5397, the third member: (1/8) e^{2|mu| sigma + 2 sigma^2} int_0^inf (1/sqrt(2 pi)) e^{-(z + 2 sigma)^2/2} dz."""
    return math.exp(2 * abs(mu) * sigma + 2 * sigma**2) / 8 * _q_tail(2 * sigma) / math.sqrt(2 * math.pi)


def eqC40_line3_corrected(mu: float, sigma: float, **_: object) -> float:
    """The second member in closed form: (1/8) e^{2 mu sigma + 2 sigma^2} int_{mu + 2 sigma}^inf (1/sqrt(2 pi))
    e^{-t^2/2} dt (completing the square in -(z + mu)^2/2 - 2 sigma z)."""
    return math.exp(2 * mu * sigma + 2 * sigma**2) / 8 * _q_tail(mu + 2 * sigma) / math.sqrt(2 * math.pi)


def eqC40_mut_no_sq(mu: float, sigma: float, **_: object) -> float:
    """Mutant of the corrected member: the factor e^{2 sigma^2} dropped."""
    return eqC40_line3_corrected(mu, sigma) * math.exp(-2 * sigma**2)


def _c73_parts(W: list[list[float]], x: list[float], j: int, l: int) -> tuple[float, float, float, float, float]:
    z = np.asarray(W, dtype=float).T @ np.asarray(x, dtype=float)           # w_k^T x, k = 1..K
    ph = 1 / (1 + np.exp(-z))
    d1 = ph * (1 - ph)
    d2 = d1 * (1 - 2 * ph)
    return float(ph.mean()), float(d1[j]), float(d1[l]), float(d2[j]), float(len(z))


def eqC73_printed(W: list[list[float]], x: list[float], y: int, j: int, l: int, **_: object) -> float:
    """(C.72)-(C.73), L5581-L5583: d^2 l/dw_j dw_l = xi_{j,l} x x^T with xi_{j,l} = (1/K^2) phi'_j phi'_l (H^2 + y -
    2yH)/(H^2 (1-H)^2) - [j = l] (1/K) phi''_j (y - H)/(H (1-H)), H = (1/K) sum_k phi(w_k^T x)."""
    H, d1j, d1l, d2j, K = _c73_parts(W, x, j, l)
    v = d1j * d1l * (H * H + y - 2 * y * H) / (K * K * H * H * (1 - H) ** 2)
    if j == l:
        v -= d2j * (y - H) / (K * H * (1 - H))
    return v


def eqC73_mut_sign(W: list[list[float]], x: list[float], y: int, j: int, l: int, **_: object) -> float:
    """Mutant: the phi'' term added instead of subtracted."""
    H, d1j, d1l, d2j, K = _c73_parts(W, x, j, l)
    v = d1j * d1l * (H * H + y - 2 * y * H) / (K * K * H * H * (1 - H) ** 2)
    return v + (d2j * (y - H) / (K * H * (1 - H)) if j == l else 0.0)


def eqC73_mut_K(W: list[list[float]], x: list[float], y: int, j: int, l: int, **_: object) -> float:
    """Mutant: 1/K in place of 1/K^2 in the product term."""
    H, d1j, d1l, d2j, K = _c73_parts(W, x, j, l)
    v = d1j * d1l * (H * H + y - 2 * y * H) / (K * H * H * (1 - H) ** 2)
    if j == l:
        v -= d2j * (y - H) / (K * H * (1 - H))
    return v


def eqC71_printed(W: list[list[float]], x: list[float], y: int, j: int, **_: object) -> float:
    """(C.71), L5579: dl/dw_j = -(1/K) (y - H)/(H (1 - H)) phi'(w_j^T x) x = zeta x; returns zeta."""
    H, d1j, _d1l, _d2j, K = _c73_parts(W, x, j, j)
    return -(y - H) / (H * (1 - H)) * d1j / K


def eqC71_mut_sign(W: list[list[float]], x: list[float], y: int, j: int, **_: object) -> float:
    """Mutant: the sign of zeta flipped."""
    return -eqC71_printed(W, x, y, j)
