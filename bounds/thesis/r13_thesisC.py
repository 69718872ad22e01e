"""thesis, Appendix C (round 13, helper thesisC): bounds for ``thmcheck.checks.papers.thesis.r13_thesisC``.

- (C.250) L6486-L6492 and (C.252) L6500 (proof of Lemma C.6.1, symmetric case): the printed pointwise right sides
  ||sigma_min^-6 (x^T alpha) x x^T|| and |sigma_min^-6 (x^T alpha)(x^T v)^2 + E[...]|^p (shapes; hidden constants), and
  pointwise bounds that hold (the triangle inequality over the components of S_3).
- (C.179) L6099's second inequality: (4 eps_0/K^2) Gamma~ (shape eps_0 Gamma~/K^2).
- (C.245) L6462's second step (algebra from (C.235)) and (C.246) L6466 (from (C.241), ||w_j*|| <= ||W*||).

Pure functions (no torch)."""

from __future__ import annotations

import math

# ------------------------------------------------ (C.250) L6486-L6492: ||S_3(x)(I, I, alpha)|| pointwise


def eqC250_printed(sigma_min: float, xa: float, xnorm: float, **_: object) -> float:
    """(C.250)'s right side, shape: ||sigma_min^-6 (x^T alpha) x x^T|| = sigma_min^-6 |x^T alpha| ||x||^2."""
    return float(sigma_min) ** -6 * abs(float(xa)) * float(xnorm) ** 2


def eqC250_corrected(sigma_min: float, xnorm: float, M: float, anorm: float, **_: object) -> float:
    """A pointwise bound that holds: with h_l = Sigma_l^-1 (x - mu_l), ||h_l|| <= sigma_min^-2 (||x|| + M) (M = max_l
    ||mu_l||), each component's matrix h h^T (h^T alpha) - (h (Sigma^-1 alpha)^T + (Sigma^-1 alpha) h^T + Sigma^-1
    (h^T alpha)) has norm <= ||alpha|| (sigma_min^-6 (||x|| + M)^3 + 3 sigma_min^-4 (||x|| + M)); S_3(x)(I, I, alpha)
    is a convex combination of them (weights lambda_l N_l(x)/p(x)) and y <= 1."""
    r = float(xnorm) + float(M)
    s = float(sigma_min)
    return float(anorm) * (s**-6 * r**3 + 3.0 * s**-4 * r)


def eqC250_mut_noM(sigma_min: float, xnorm: float, M: float, anorm: float, **_: object) -> float:
    """Planted (against the correction): the means dropped, ||x|| in place of ||x|| + M (wrong as x -> 0 at mu != 0)."""
    r = float(xnorm)
    s = float(sigma_min)
    return float(anorm) * (s**-6 * r**3 + 3.0 * s**-4 * r)


# ------------------------------------------------ (C.252) L6500: |Gp_i|^p pointwise


def eqC252_printed(sigma_min: float, xa: float, xv: float, Eterm: float, p: int, **_: object) -> float:
    """(C.252)'s right side, shape: |sigma_min^-6 (x^T alpha)(x^T v)^2 + E[sigma_min^-6 (x^T alpha)(x^T v)^2]|^p."""
    s6 = float(sigma_min) ** -6
    return abs(s6 * float(xa) * float(xv) ** 2 + s6 * float(Eterm)) ** int(p)


def eqC252_corrected(sigma_min: float, xnorm: float, M: float, q3vva: float, p: int, **_: object) -> float:
    """A pointwise bound that holds: |Gp_i| <= y |S_3(x)(v, v, alpha)| + |Q_3(v, v, alpha)| <= the (C.250) correction
    (unit v, alpha) + |Q_3(v, v, alpha)|, to the power p."""
    return (eqC250_corrected(sigma_min, xnorm, M, 1.0) + abs(float(q3vva))) ** int(p)


def eqC252_mut_noQ(sigma_min: float, xnorm: float, M: float, q3vva: float, p: int, **_: object) -> float:
    """Planted (against the correction): the expectation E[y S_3](v, v, alpha) = Q_3(v, v, alpha) dropped and only the
    leading cubic term kept (wrong at y = 0, where Gp_i = -Q_3(v, v, alpha), as x -> 0 at mu = 0)."""
    return (float(sigma_min) ** -6 * float(xnorm) ** 3) ** int(p)


# ------------------------------------------------ (C.179) L6099, second inequality


def eqC179b_shape(eps0: float, gamma_tilde: float, K: int, **_: object) -> float:
    """(C.179)'s last right side, shape: eps_0 Gamma~ / K^2 (the printed 4 eps_0/K^2 Gamma~; the 4 and C_5 C_3 hidden
    with the Theta of r in (C.81))."""
    return float(eps0) * float(gamma_tilde) / K**2


def eqC179b_mut_gamma2(eps0: float, gamma_tilde: float, K: int, **_: object) -> float:
    """Planted: Gamma~^2 in place of Gamma~ (wrong as Gamma~ -> 0 along Sigma -> t^2 Sigma: r is linear in Gamma~)."""
    return float(eps0) * float(gamma_tilde) ** 2 / K**2


def eqC179b_mut_eps2(eps0: float, gamma_tilde: float, K: int, **_: object) -> float:
    """Planted: eps_0^2 in place of eps_0 (wrong as eps_0 -> 0: the distance r is linear in eps_0)."""
    return float(eps0) ** 2 * float(gamma_tilde) / K**2


# ------------------------------------------------ (C.245) L6462, second step; (C.246) L6466


def eqC245_step_printed(kappa: float, tau: float, D6: float, K: int, n: float, **_: object) -> float:
    """(C.245)'s last side: kappa^2 tau^6 sqrt(D_6) sqrt(K^3 log n / n)."""
    return float(kappa) ** 2 * float(tau) ** 6 * math.sqrt(float(D6)) * math.sqrt(K**3 * math.log(n) / n)


def eqC245_mut_noK(kappa: float, tau: float, D6: float, K: int, n: float, **_: object) -> float:
    """Planted: sqrt(log n / n) without K^3 (the K^{3/2} of Theorem 3 of [267] lost)."""
    return float(kappa) ** 2 * float(tau) ** 6 * math.sqrt(float(D6)) * math.sqrt(math.log(n) / n)


def eqC246_printed(kappa: float, K: int, g1: float, g2: float, g3: float, Wnorm: float, **_: object) -> float:
    """(C.246)'s right side: (kappa^4 K^{3/2} (gamma_1 + gamma_2) + kappa^2 K^{1/2} gamma_3) ||W*||."""
    return (float(kappa) ** 4 * K**1.5 * (float(g1) + float(g2)) + float(kappa) ** 2 * K**0.5 * float(g3)) * float(Wnorm)


def eqC246_mut_minnorm(kappa: float, K: int, g1: float, g2: float, g3: float, Wnorm: float, wmin: float,
                       **_: object) -> float:
    """Planted: ||W*|| replaced by the smallest column norm min_i ||w_i*|| (too small for every other column)."""
    return (float(kappa) ** 4 * K**1.5 * (float(g1) + float(g2)) + float(kappa) ** 2 * K**0.5 * float(g3)) * float(wmin)


# ------------------------------------------------ (C.258) L6527, (C.259) L6531, (C.272) L6585, (C.273) L6589


def eqC258_printed(sigma_min: float, Hx: float, xnorm: float, **_: object) -> float:
    """(C.258)'s right side, shape: ||sigma_min^-4 (1/K) sum_j phi(w_j*^T x) x x^T|| = sigma_min^-4 H(W*, x) ||x||^2."""
    return float(sigma_min) ** -4 * float(Hx) * float(xnorm) ** 2


def eqC258_corrected(sigma_min: float, xnorm: float, M: float, **_: object) -> float:
    """A pointwise bound that holds: ||S_2(x)|| <= max_l (||h_l||^2 + ||Sigma_l^-1||) <= sigma_min^-4 (||x|| + M)^2 +
    sigma_min^-2 (y <= 1), h_l = Sigma_l^-1 (x - mu_l)."""
    return float(sigma_min) ** -4 * (float(xnorm) + float(M)) ** 2 + float(sigma_min) ** -2


def eqC258_mut_noM(sigma_min: float, xnorm: float, M: float, **_: object) -> float:
    """Planted (against the correction): the means dropped, sigma_min^-4 ||x||^2 + sigma_min^-2 (wrong as ||mu|| -> inf
    at fixed x: S_2 ~ Sigma^-1 mu mu^T Sigma^-1 there)."""
    return float(sigma_min) ** -4 * float(xnorm) ** 2 + float(sigma_min) ** -2


def eqC259_printed(sigma_min: float, xv: float, Exv2: float, p: int, **_: object) -> float:
    """(C.259)'s right side, shape: |sigma_min^-4 (x_i^T v)^2 + E[sigma_min^-4 (x^T v)^2]|^p."""
    return (float(sigma_min) ** -4 * (float(xv) ** 2 + float(Exv2))) ** int(p)


def eqC259_corrected(sigma_min: float, xnorm: float, M: float, q2vv: float, p: int, **_: object) -> float:
    """A pointwise bound that holds: |Gp'_i| <= |S_2(x_i)(v, v)| + |Q_2(v, v)| <= the (C.258) correction + |Q_2(v, v)|,
    to the power p."""
    return (eqC258_corrected(sigma_min, xnorm, M) + abs(float(q2vv))) ** int(p)


def eqC259_mut_xv(sigma_min: float, xv: float, Exv2: float, M: float, q2vv: float, p: int, **_: object) -> float:
    """Planted (against the correction): ||x|| replaced by |x^T v| (the printed slip itself: wrong along the
    hyperplane x^T v = const, ||x|| -> inf)."""
    return (float(sigma_min) ** -4 * (abs(float(xv)) + float(M)) ** 2 + float(sigma_min) ** -2
            + abs(float(q2vv))) ** int(p)


def eqC272_printed(sigma_min: float, Hx: float, xnorm: float, **_: object) -> float:
    """(C.272)'s right side, shape: ||sigma_min^-2 (1/K) sum_j phi(w_j*^T x_i) x_i|| = sigma_min^-2 H(W*, x) ||x||."""
    return float(sigma_min) ** -2 * float(Hx) * float(xnorm)


def eqC272_corrected(sigma_min: float, xnorm: float, M: float, **_: object) -> float:
    """A pointwise bound that holds: ||S_1(x)|| <= max_l ||Sigma_l^-1 (x - mu_l)|| <= sigma_min^-2 (||x|| + M) (y <= 1)."""
    return float(sigma_min) ** -2 * (float(xnorm) + float(M))


def eqC272_mut_noM(sigma_min: float, xnorm: float, M: float, **_: object) -> float:
    """Planted (against the correction): the means dropped (wrong as x -> 0 at mu != 0)."""
    return float(sigma_min) ** -2 * float(xnorm)


def eqC273_printed(sigma_min: float, xv: float, Exv: float, p: int, **_: object) -> float:
    """(C.273)'s right side, shape: |sigma_min^-2 (x_i^T v) + E[sigma_min^-2 (x^T v)]|^p."""
    return abs(float(sigma_min) ** -2 * (float(xv) + float(Exv))) ** int(p)


def eqC273_corrected(sigma_min: float, xnorm: float, M: float, q1v: float, p: int, **_: object) -> float:
    """A pointwise bound that holds: |Gq_i| <= ||S_1(x_i)|| + |Q_1^T v| <= sigma_min^-2 (||x_i|| + M) + |Q_1^T v|, to
    the power p."""
    return (eqC272_corrected(sigma_min, xnorm, M) + abs(float(q1v))) ** int(p)


def eqC273_mut_noQ(sigma_min: float, xnorm: float, M: float, q1v: float, p: int, **_: object) -> float:
    """Planted (against the correction): the expectation Q_1^T v and the means dropped, (sigma_min^-2 ||x_i||)^p
    (wrong as x_i -> 0 at y_i = 0, where |Gq_i| = |Q_1^T v|)."""
    return (float(sigma_min) ** -2 * float(xnorm)) ** int(p)


# ------------------------------------------------ (C.265) L6557: ||B_i(x)|| pointwise


def eqC265_printed(sigma_min: float, Hx: float, uxnorm: float, **_: object) -> float:
    """(C.265)'s right side, shape: sigma_min^-6 (1/K) sum_j phi(w_j*^T x) ||U^^T x||^3 ((U^^T x)^3 read as the cube of
    its norm)."""
    return float(sigma_min) ** -6 * float(Hx) * float(uxnorm) ** 3


def eqC265_corrected(sigma_min: float, xnorm: float, M: float, K: int, **_: object) -> float:
    """A pointwise bound that holds: phi <= 1 and the flattening's spectral norm is at most the Frobenius norm of T_i,
    <= max_l (||a_l||^3 + 3 ||a_l|| ||U^^T Sigma_l^-1 U^||_F) with a_l = U^^T Sigma_l^-1 (x - mu_l), ||a_l|| <=
    sigma_min^-2 (||x|| + M), ||U^^T Sigma_l^-1 U^||_F <= sqrt(K) sigma_min^-2."""
    r = float(xnorm) + float(M)
    s = float(sigma_min)
    return s**-6 * r**3 + 3.0 * math.sqrt(K) * s**-4 * r


def eqC265_mut_noM(sigma_min: float, xnorm: float, M: float, K: int, **_: object) -> float:
    """Planted (against the correction): the means dropped (wrong as x -> 0 at mu != 0)."""
    r = float(xnorm)
    s = float(sigma_min)
    return s**-6 * r**3 + 3.0 * math.sqrt(K) * s**-4 * r


# ------------------------------------------- (C.259), (C.273) read in moments (what (C.260), (C.274) take from them)

def eqC273_moments(sigma_min: float, Zp: float, **_: object) -> float:
    """(C.273) in L^p: ||sigma_min^-2 (x^T v + E[x^T v])||_{L^p} = sigma_min^-2 Zp, Zp = (E|x^T v + E x^T v|^p)^{1/p}."""
    return float(sigma_min) ** -2 * float(Zp)


def eqC273_moments_mut_sigma(sigma_min: float, Zp: float, **_: object) -> float:
    """Planted: sigma_min^-1 in place of sigma_min^-2 (wrong as sigma -> 0: the score is ~ 1/sigma, Zp ~ sigma)."""
    return float(sigma_min) ** -1 * float(Zp)


def eqC259_moments(sigma_min: float, Zp2: float, **_: object) -> float:
    """(C.259) in L^p: ||sigma_min^-4 ((x^T v)^2 + E[(x^T v)^2])||_{L^p} = sigma_min^-4 Zp2."""
    return float(sigma_min) ** -4 * float(Zp2)


def eqC259_moments_mut_sigma(sigma_min: float, Zp2: float, **_: object) -> float:
    """Planted: sigma_min^-2 in place of sigma_min^-4 (wrong as sigma -> 0: S_2 ~ 1/sigma^2, Zp2 ~ sigma^2)."""
    return float(sigma_min) ** -2 * float(Zp2)


def eqC252_moments(sigma_min: float, Zp3: float, **_: object) -> float:
    """(C.252) in L^p: ||sigma_min^-6 ((x^T alpha)(x^T v)^2 + E[(x^T alpha)(x^T v)^2])||_{L^p} = sigma_min^-6 Zp3."""
    return float(sigma_min) ** -6 * float(Zp3)


def eqC252_moments_mut_sigma(sigma_min: float, Zp3: float, **_: object) -> float:
    """Planted: sigma_min^-3 in place of sigma_min^-6 (wrong as sigma -> 0: S_3 ~ 1/sigma^3, Zp3 ~ sigma^3)."""
    return float(sigma_min) ** -3 * float(Zp3)


# ------------------------------------------------ (C.255) L6515, (C.262) L6539: Chernoff tails of the means


def eqC255_shape(S: float, **_: object) -> float:
    """(C.255) optimised over theta: -log P(mean >= t) >= n t^2 / (4 C16 S^2), i.e. n t^2 / (-log P) <= 4 C16 S^2:
    the shape S^2, S = tau^6 sqrt(D_2 D_4) (also (C.262) with S = tau^4 D_2)."""
    return float(S) ** 2


def eqC255_mut_t(S: float, t: float, **_: object) -> float:
    """Planted mutant: S^2 / t (a tail that tightens with t)."""
    return float(S) ** 2 / float(t)


def eqC253_first_shape(**_: object) -> float:
    """(C.253)'s first step, E|Gp|^p <~ (E[sigma_min^-6 |x^T alpha| (x^T v)^2])^p, divided by its right side: 1."""
    return 1.0


def eqC253_first_mut_p(p: float, **_: object) -> float:
    """Planted mutant: 1/p (a ratio that shrinks with p)."""
    return 1.0 / float(p)
