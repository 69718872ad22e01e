"""thesis, Appendices C and D (round 7, helper thesisCD): the printed sides (and corrected sides) of the proof
displays encoded by ``thmcheck.checks.papers.thesis.r7_thesisCD``: (C.67), (C.139)-(C.141), (C.170), (C.212),
(C.242), (C.254), (C.261), and Lemma D.2.13's L7580, L7592, L7594, (D.96) first inequality; wave 2: (C.19), (C.21),
(C.23), (C.51), (C.115) second step, L7651, L7659, (D.122) and (D.123) first steps.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities.
"""

from __future__ import annotations

import math
from typing import Any

from thmcheck.bounds.num import sqrt as _sqrt  # float64, or mpmath in the exact re-check


def _dfact(n: int) -> int:
    """n!! for n >= -1 ((-1)!! = 0!! = 1)."""
    out = 1
    while n > 1:
        out *= n
        n -= 2
    return out


# ------------------------------------------------------------------------------------------- (C.67) L5561


def eqC67_printed(t: int, unorm: float, munorm: float, sig_half: float, **_: object) -> float:
    """(2t-1)!! ||u||^{2t} (||mu_l|| + ||Sigma_l^{1/2}||)^{2t}."""
    return float(_dfact(2 * t - 1)) * unorm ** (2 * t) * (munorm + sig_half) ** (2 * t)


def eqC67_mut_dfact(t: int, unorm: float, munorm: float, sig_half: float, **_: object) -> float:
    """Planted: (2t-3)!! in place of (2t-1)!! (a wrong Gaussian moment constant)."""
    return float(_dfact(2 * t - 3)) * unorm ** (2 * t) * (munorm + sig_half) ** (2 * t)


def eqC67_mut_split(t: int, unorm: float, munorm: float, sig_half: float, **_: object) -> float:
    """Planted: (||mu||^{2t} + ||Sigma^{1/2}||^{2t}) in place of (||mu|| + ||Sigma^{1/2}||)^{2t} (the binomial cross
    terms dropped; wrong along the mean direction, not the moment order)."""
    return float(_dfact(2 * t - 1)) * unorm ** (2 * t) * (munorm ** (2 * t) + sig_half ** (2 * t))


# -------------------------------------------------------------------------- (C.139) L5901: A_0's last line


def eqC139_printed(R: Any, mu: Any, beta0: Any, beta2: Any, **_: object) -> float:
    """sum_i r_ii^2 beta_2(i, mu, sigma) + sum_i sum_{j != i} r_ij^2 beta_0(i, mu, sigma) (1 + mu_j^2), with r_ij the
    j-th entry of r_i (R = (r_1, .., r_k) in R^{d x k}: r_ij = R[j, i])."""
    d, k = len(R), len(R[0])
    s = 0.0
    for i in range(k):
        s += R[i][i] ** 2 * beta2[i]
        for j in range(d):
            if j != i:
                s += R[j][i] ** 2 * beta0[i] * (1 + mu[j] ** 2)
    return s


def eqC139_mut_no_mean(R: Any, mu: Any, beta0: Any, beta2: Any, **_: object) -> float:
    """Planted: E[x_j^2] = 1 in place of 1 + mu_j^2 (the mean dropped from the second moments)."""
    return eqC139_printed(R, [0.0] * len(mu), beta0, beta2)


def eqC139_corrected(R: Any, mu: Any, beta0: Any, beta2: Any, beta1: Any, **_: object) -> float:
    """The printed sum plus the two families of terms the second '=' of (C.139) drops: under the symmetric mixture
    E[phi'^2(sigma x_i) x_i x_l] = beta_1(i) mu_l (l != i) and E[phi'^2(sigma x_i) x_j x_l] = beta_0(i) mu_j mu_l
    (j != l, both != i): + sum_i [2 r_ii beta_1(i) sum_{l != i} r_il mu_l + beta_0(i) sum_{j != l, j, l != i}
    r_ij r_il mu_j mu_l]."""
    d, k = len(R), len(R[0])
    s = eqC139_printed(R, mu, beta0, beta2)
    for i in range(k):
        s += 2 * R[i][i] * beta1[i] * sum(R[l_][i] * mu[l_] for l_ in range(d) if l_ != i)
        s += beta0[i] * sum(R[j][i] * R[l_][i] * mu[j] * mu[l_] for j in range(d) for l_ in range(d)
                            if j != l_ and j != i and l_ != i)
    return s


# ------------------------------------------------------- (C.254) L6508-L6511 and (C.261) L6535: the last '<~'


def eqC254_shape(theta: float, tau: float, D2: float, D4: float, **_: object) -> float:
    """1 + theta^2 tau^12 D_2(Psi) D_4(Psi) (the printed right side; its constant hidden by '<~')."""
    return 1.0 + theta**2 * tau**12 * D2 * D4


def eqC261_shape(theta: float, tau: float, D2: float, **_: object) -> float:
    """1 + theta^2 tau^8 D_2(Psi)^2 (the printed right side of (C.261); its constant hidden by '<~')."""
    return 1.0 + theta**2 * tau**8 * D2**2


def _series_exp_corrected(x: float) -> float:
    """e^{e x} - e x: 1 + sum_{p >= 2} (e x)^p / p! >= 1 + sum_{p >= 2} (e x)^p / p^p (p^p >= p!)."""
    return math.exp(math.e * x) - math.e * x


def eqC254_corrected(theta: float, tau: float, D2: float, D4: float, **_: object) -> float:
    """e^{e x} - e x, x = theta tau^6 sqrt(D_2 D_4): the series' own bound (p^p >= p!)."""
    return _series_exp_corrected(theta * tau**6 * math.sqrt(D2 * D4))


def eqC261_corrected(theta: float, tau: float, D2: float, **_: object) -> float:
    """e^{e x} - e x, x = theta tau^4 D_2."""
    return _series_exp_corrected(theta * tau**4 * D2)


def eqC254_mut_no_one(theta: float, tau: float, D2: float, D4: float, **_: object) -> float:
    """Planted: x^2 = theta^2 tau^12 D_2 D_4, the '1 +' dropped (wrong along theta -> 0, where the series -> 1;
    under the Reading too)."""
    return (theta * tau**6 * math.sqrt(D2 * D4)) ** 2


def eqC261_mut_no_one(theta: float, tau: float, D2: float, **_: object) -> float:
    """Planted: x^2 = theta^2 tau^8 D_2^2, the '1 +' dropped (wrong along theta -> 0)."""
    return (theta * tau**4 * D2) ** 2


def eqC254_mut_half(theta: float, tau: float, D2: float, D4: float, **_: object) -> float:
    """Planted: x e^{x/2} (wrong along theta -> inf, the series grows like e^x sqrt(2 pi x), and along theta -> 0)."""
    x = theta * tau**6 * math.sqrt(D2 * D4)
    return x * math.exp(x / 2)


def eqC261_mut_half(theta: float, tau: float, D2: float, **_: object) -> float:
    """Planted: x e^{x/2}, x = theta tau^4 D_2."""
    x = theta * tau**4 * D2
    return x * math.exp(x / 2)


# ------------------------------------------------------------------- (D.96) L7596: its first inequality


def eqD96_first_printed(R: Any, eta: Any, eps0: Any, **_: object) -> Any:
    """R + 6 eta sqrt(eps_0) sqrt(R) + eta eps_0 (R = R(sqrt(lambda_t) W_t, sqrt(lambda_t) V_t))."""
    return R + 6 * eta * _sqrt(eps0) * _sqrt(R) + eta * eps0


def eqD96_first_corrected(R: Any, eta: Any, eps0: Any, lw: Any, **_: object) -> Any:
    """A side that holds for both definitions of R: R + 6 eta sqrt(eps_0 R) + 3 eta sqrt(lambda_w eps_0) + eta eps_0 +
    eta^2 eps_0. With L7540's R (||.||_{2,4}^2): E||W~||_{2,4}^2 <= sqrt(E ||W~||_{2,4}^4) <= ||W_t||_{2,4}^2 + 3 eta
    ||W_hat||_{2,4}^2 (Jensen, Cauchy-Schwarz) and lambda_w lambda_t ||W_hat||_{2,4}^2 <= sqrt(lambda_w eps_0); with
    (5.11)'s R (||.||_{2,4}^4) the expansion leaves + eta^2 lambda_w ||sqrt(lambda_t) W_hat||_{2,4}^4 <= eta^2 eps_0."""
    return (R + 6 * eta * _sqrt(eps0) * _sqrt(R) + 3 * eta * _sqrt(lw * eps0) + eta * eps0 + eta * eta * eps0)


def eqD96_first_mut(R: Any, eta: Any, eps0: Any, lw: Any, **_: object) -> Any:
    """Planted: the corrected side without its 3 eta sqrt(lambda_w eps_0) (wrong along lambda_w -> inf)."""
    return R + 6 * eta * _sqrt(eps0) * _sqrt(R) + eta * eps0 + eta * eta * eps0


# ------------------------------------------------------- L7594: lambda_w ||sqrt(lambda_t) W_t||_{2,4}^4 <= R


def regulariser_L7540(lv: Any, lam: Any, fro2V: Any, lw: Any, n4W: Any, **_: object) -> Any:
    """R(sqrt(lambda) W, sqrt(lambda) V) = lambda_v ||sqrt(lambda) V||_F^2 + lambda_w ||sqrt(lambda) W||_{2,4}^2 as printed
    at L7540 (||W||_{2,4}^2 = sqrt(sum_i ||w_i||^4) = sqrt(n4W))."""
    return lv * lam * fro2V + lw * lam * _sqrt(n4W)


def regulariser_511(lv: Any, lam: Any, fro2V: Any, lw: Any, n4W: Any, **_: object) -> Any:
    """R with the fourth power of (5.11) L1495: lambda_v ||sqrt(lambda) V||_F^2 + lambda_w ||sqrt(lambda) W||_{2,4}^4."""
    return lv * lam * fro2V + lw * lam * lam * n4W


def regulariser_mut(lv: Any, lam: Any, fro2V: Any, lw: Any, n4W: Any, **_: object) -> Any:
    """Planted: (5.11)'s R with lambda_t^3 on the W part (a wrong power of the scale lambda_t)."""
    return lv * lam * fro2V + lw * lam**3 * n4W


# ------------------------------------------------------------- L7592: the O_p(eta^2) remainder, uniform shape


def eta_squared(eta: Any, **_: object) -> Any:
    """eta^2 (the printed O_p(eta^2), constant hidden)."""
    return eta * eta


def eta_cubed(eta: Any, **_: object) -> Any:
    """Planted: eta^3 (a wrong power of the step size)."""
    return eta**3


def eta_squared_wnorm(eta: Any, w4: Any, **_: object) -> Any:
    """Planted: eta^2 ||W_hat||_{2,4}^8 (a wrong power of the direction's scale: too small as W_hat -> 0)."""
    return eta * eta * w4 * w4


# -------------------------------------------------------------------- (C.212) L6295: E|G'_i|^p <= O(A^{p/2})


def eqC212_shape(p: int, A: float, **_: object) -> float:
    """A^{p/2}, A = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (the printed O(.), constant hidden)."""
    return A ** (p / 2)


def eqC212_corrected(p: int, lam: Any, mun: Any, sig: Any, **_: object) -> float:
    """2^p sum_l lambda_l (||mu_l|| + sqrt(p) ||Sigma_l^{1/2}||)^p: |G'| <= |v^T x| + E|v^T x| ((C.211)), E(X + c)^p <=
    2^p E X^p for c = E X <= (E X^p)^{1/p}, and ||m + s Z||_p <= |m| + s sqrt(p) (E|Z|^p <= p^{p/2})."""
    return 2.0**p * sum(lv * (m + math.sqrt(p) * s) ** p for lv, m, s in zip(lam, mun, sig, strict=True))


def eqC212_mut(p: int, lam: Any, mun: Any, sig: Any, **_: object) -> float:
    """Planted: the corrected side without its sqrt(p) (geometric growth 2^p in place of the Gaussian p^{p/2})."""
    return 2.0**p * sum(lv * (m + s) ** p for lv, m, s in zip(lam, mun, sig, strict=True))


# ------------------------------------------------------------------ (C.242) L6437-L6444: first line <= last line


def eqC242_last(delta1: float, perp: float, vdiff: float, adiff: float, **_: object) -> float:
    """delta_1(W*) (||w_bar - U^ U^^T w_bar|| + ||U^^T w_bar - v^||) + | ||w*|| - alpha^ | (the last line)."""
    return delta1 * (perp + vdiff) + adiff


def eqC242_corrected(delta1: float, perp: float, vdiff: float, adiff: float, vnorm: float, **_: object) -> float:
    """The last line with ||U^ v^|| = ||v^|| kept on the magnitude term (the fourth line's factor)."""
    return delta1 * (perp + vdiff) + adiff * vnorm


def eqC242_mut(delta1: float, perp: float, vdiff: float, adiff: float, vnorm: float, **_: object) -> float:
    """Planted: the corrected side without ||U^^T w_bar - v^||."""
    return delta1 * perp + adiff * vnorm


# ---------------------------------------------------------------------- (C.140) L5905-L5909: B_0's last line


def eqC140_printed(R: Any, mu: Any, alpha0: Any, alpha2: Any, **_: object) -> float:
    """sum_{i != l} r_ii r_li alpha_2(i) alpha_0(l) + sum_{i != l} sum_{j not in {i, l}} r_ij r_lj alpha_0(i) alpha_0(l)
    (1 + mu_j^2) (r_ij = R[j][i], the j-th entry of r_i; the free j read as summed over j not in {i, l}, the range of
    the expansion's last term)."""
    d, k = len(R), len(R[0])
    s = 0.0
    for i in range(k):
        for l_ in range(k):
            if i == l_:
                continue
            s += R[i][i] * R[i][l_] * alpha2[i] * alpha0[l_]
            s += sum(R[j][i] * R[j][l_] * alpha0[i] * alpha0[l_] * (1 + mu[j] ** 2) for j in range(d) if j not in (i, l_))
    return s


def eqC140_mut(R: Any, mu: Any, alpha0: Any, alpha2: Any, **_: object) -> float:
    """Planted: the printed side with alpha_0 in place of alpha_2."""
    return eqC140_printed(R, mu, alpha0, alpha0)


# ------------------------------------------------------------------- (C.141) L5913-L5920: its first '='


def eqC141_rhs(R: Any, mu: Any, alpha0: Any, alpha2: Any, beta0: Any, beta2: Any, **_: object) -> float:
    """sum_{i<=k} (r_ii alpha_2(i)/sqrt(1+mu_i^2) + sum_{l != i} r_li alpha_0(l) sqrt(1+mu_i^2))^2 - sum_i r_ii^2
    alpha_2(i)^2/(1+mu_i^2) - sum_i sum_{l != i} r_li^2 alpha_0(l)^2 (1+mu_i^2) + sum_i r_ii^2 beta_2(i) + sum_i
    sum_{j != i} r_ij^2 beta_0(i) (1+mu_j^2); r_li = R[i][l] (the i-th entry of r_l), l over [k], j over [d]."""
    d, k = len(R), len(R[0])
    s = 0.0
    for i in range(k):
        g = math.sqrt(1 + mu[i] ** 2)
        sq = R[i][i] * alpha2[i] / g + sum(R[i][l_] * alpha0[l_] * g for l_ in range(k) if l_ != i)
        s += sq * sq - R[i][i] ** 2 * alpha2[i] ** 2 / g**2
        s -= sum(R[i][l_] ** 2 * alpha0[l_] ** 2 * g**2 for l_ in range(k) if l_ != i)
        s += R[i][i] ** 2 * beta2[i] + sum(R[j][i] ** 2 * beta0[i] * (1 + mu[j] ** 2) for j in range(d) if j != i)
    return s


def eqC141_mut(R: Any, mu: Any, alpha0: Any, alpha2: Any, beta0: Any, beta2: Any, **_: object) -> float:
    """Planted: the square without its cross term's factor 2 (half the cross term, B_0 as (C.140) prints it)."""
    k = len(R[0])
    s = eqC141_rhs(R, mu, alpha0, alpha2, beta0, beta2)
    for i in range(k):
        s -= R[i][i] * alpha2[i] * sum(R[i][l_] * alpha0[l_] for l_ in range(k) if l_ != i)
    return s


# ---------------------------------------------------------------------------------- (C.170) L6047: C = 0


def zero(**_: object) -> float:
    """The printed end of (C.170): C = 0."""
    return 0.0


# ------------------------------------------------------ L7580: E_Sigma ||V_t + sqrt(eta) Sigma V_hat||_F^2


def eqL7580_printed(fro2V: Any, fro2Vh: Any, eta: Any, **_: object) -> Any:
    """||V_t||_F^2 + eta ||V_hat||_F^2."""
    return fro2V + eta * fro2Vh


def eqL7580_mut(fro2V: Any, fro2Vh: Any, eta: Any, **_: object) -> Any:
    """Planted: sqrt(eta) in place of eta (the step's scale squared wrongly)."""
    return fro2V + _sqrt(eta) * fro2Vh


# -------------------------------------------- L7647-L7651: (D.107) => the min{c'_1, c'_2} display, uniform shape


def d107_min_printed(eta: Any, gamma: Any, eps0: Any, Q: Any, a: Any, **_: object) -> Any:
    """||q^T A*||_1 ||A*||_inf^2 eta eps0 / gamma + eta^1.5 (the printed O(.) + O_p(eta^1.5), constant hidden)."""
    return Q * a**2 * eta * eps0 / gamma + eta**1.5


def d107_min_corrected(eta: Any, gamma: Any, eps0: Any, Q: Any, a: Any, **_: object) -> Any:
    """Corrected: ||q^T A*||_1 ||A*||_inf^4 eta eps0 / gamma + eta^1.5 ((D.107)'s fourth power carried over)."""
    return Q * a**4 * eta * eps0 / gamma + eta**1.5


def d107_min_mut_a3(eta: Any, gamma: Any, eps0: Any, Q: Any, a: Any, **_: object) -> Any:
    """Planted: ||A*||_inf^3 (a wrong power of the aggregation norm)."""
    return Q * a**3 * eta * eps0 / gamma + eta**1.5


def d107_min_mut_gamma(eta: Any, gamma: Any, eps0: Any, Q: Any, a: Any, **_: object) -> Any:
    """Planted: the 1/gamma dropped (a missing factor of a second parameter)."""
    return Q * a**4 * eta * eps0 + eta**1.5




# ------------------------------------------------------------- (C.51) L5459: rho(u, sigma) as sigma -> inf


def c51_shape(sigma: Any, eps: Any, **_: object) -> Any:
    """sigma^{-(3 + eps)} (the printed Theta(1/sigma^{3+eps}), constant hidden)."""
    return sigma ** (-(3 + eps))


def c51_mut_square(sigma: Any, eps: Any, **_: object) -> Any:
    """Planted: sigma^{-2} (a wrong power of sigma: rho decays faster)."""
    return sigma**-2.0


def c51_mut_half(sigma: Any, eps: Any, **_: object) -> Any:
    """Planted: sigma^{-2.5} (a wrong power of sigma, closer to the true -3)."""
    return sigma**-2.5


# ----------------------------------------------------------------- (C.115) L5801: the second '<=', literal


def c115_second_printed(G: Any, a5: Any, **_: object) -> Any:
    """poly(.) d log^2 d a_5 / (sum_j lambda_j rho_j)^2 = G a_5 (the right side of (C.115)'s second '<=')."""
    return G * a5


def c115_second_mut(G: Any, a5: Any, **_: object) -> Any:
    """Planted: G a_5 / 2."""
    return G * a5 / 2


# ------------------------------------------ L7659: the Omega(.) threshold that makes min{c'_1, c'_2} <= (1 - eta gamma/4) c'_3


def l7659_constant(**_: object) -> Any:
    """1: the printed threshold's Omega(.) is one constant C (uniform), so the least C the step needs is O(1)."""
    return 1.0


def l7659_mut_gamma(gamma: Any, **_: object) -> Any:
    """Planted: a needed constant that vanishes with gamma (a wrong power of gamma)."""
    return gamma


# --------------------------------------------------------------- (C.21) L5271-L5275: the limit '+inf'


def c21_level(M: Any, **_: object) -> Any:
    """M: '= +inf' means the left side exceeds every level M once sigma is small enough."""
    return M


# ------------------------------------------------- (C.19) L5251-L5256 and (C.23) L5285: limits 0 as sigma -> 0


def sigma_squared(sigma: Any, **_: object) -> Any:
    """sigma^2 (the rate at which the printed limit 0 is reached; constant hidden)."""
    return sigma * sigma


def sigma_cubed(sigma: Any, **_: object) -> Any:
    """Planted: sigma^3 (a wrong power of sigma)."""
    return sigma**3


def sigma_squared_dphi3(sigma: Any, dphi: Any, **_: object) -> Any:
    """Planted: sigma^2 phi'(u_i)^3 (decays too fast in |u_i|: a wrong factor of the second parameter)."""
    return sigma * sigma * dphi**3


def sigma_fifth(sigma: Any, **_: object) -> Any:
    """Planted: sigma^5 (faster than rho(u/sigma, sigma) = O(sigma^4) at a zero coordinate)."""
    return sigma**5


# ------------------------------------------------------------------ (D.122) L7736-L7738: its first '<='


def d122_first_printed(rhs: Any, **_: object) -> Any:
    """|sum_n (q^T A*)_n sum_i c_{i,r} |sigma(a_n* H v_i) - sigma(a_n^(2) H' v'_i)|| (the printed right side)."""
    return rhs


def d122_first_corrected(rhs_abs: Any, **_: object) -> Any:
    """Corrected: sum_n |(q^T A*)_n| sum_i |c_{i,r}| |sigma(.) - sigma(.)| (the absolute value moved inside)."""
    return rhs_abs


def d122_first_mut(rhs_abs: Any, **_: object) -> Any:
    """Planted: half the corrected side."""
    return rhs_abs / 2


# ------------------------------------------------------------------ (D.123) L7749-L7754: its first '<='


def d123_first_printed(t1: Any, t2_printed: Any, **_: object) -> Any:
    """|f* - f_mid| + |e_g^T (A* - A^(3)) sigma(A^(2) sigma(A^(1) X W) V) c_r| (W, V as printed)."""
    return t1 + t2_printed


def d123_first_corrected(t1: Any, t2_primed: Any, **_: object) -> Any:
    """Corrected: the second term with W', V' (the triangle inequality through f_mid)."""
    return t1 + t2_primed


def d123_first_mut(t1: Any, t2_primed: Any, **_: object) -> Any:
    """Planted: the corrected side without its first term."""
    return t2_primed
