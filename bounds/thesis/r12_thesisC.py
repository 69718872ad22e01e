"""thesis, Appendix C (round 12, helper thesisC): bounds for ``thmcheck.checks.papers.thesis.r12_thesisC``.

- (C.86) L5668 (Lemma C.3.3), (C.89) L5686 (proof of Theorem 2), (C.100) L5752 and (C.110) L5789 (proof of
  Corollary 4.4.1): the printed sample sizes A d log^2 d (A the display's poly/model factor), against the least n
  meeting the requirement n / ln n >= c^2 A d the proof derives them from.
- (C.135) L5885 (proof of Lemma C.3.1): the upper side C_2 sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2, and
  (C.134) L5881's C_2 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2.

Pure functions (no torch)."""

from __future__ import annotations

import math

# ----------------------------------------------------- the d log^2 d sample-size shape, shared by (C.86)-(C.110)


def _shape(logA: float, d: float) -> float:
    """A log^2 d with A = e^logA (A already carries the factor d); inf past float64."""
    if logA > 700.0:
        return math.inf
    return math.exp(logA) * math.log(d) ** 2


def _corrected(logA: float, d: float, K: float, floor: bool) -> float:
    """A (1 + ln(1 + A)) (+ dK ln dK where the measure carries Lemma C.4.5's n >= dK log dK): the least n with
    n / ln n >= c^2 A is <= 2 c^2 A ln(c^2 A) once c^2 A >= e, and <= e below; A (1 + ln(1 + A)) > 0 for every A > 0."""
    if logA > 700.0:
        return math.inf
    A = math.exp(logA)
    out = A * (1.0 + math.log1p(A))
    if floor:
        out += d * K * math.log(d * K)
    return out


def _log_c86(kappa: float, K: float, tau: float, D6: float, d: float) -> float:
    """ln A, A = kappa^8 K^4 tau^12 D_6(Psi) d ((C.86)'s factor: Lemma C.6.5's gamma_1, gamma_2 <~ 1/(kappa^2 sqrt K)
    with (C.243), (C.245) and D_2 D_4 <= D_6)."""
    return 8 * math.log(kappa) + 4 * math.log(K) + 12 * math.log(tau) + math.log(D6) + math.log(d)


def eqC86_shape(kappa: float, K: float, tau: float, D6: float, d: float, **_: object) -> float:
    """(C.86) L5668 as printed: kappa^8 K^4 tau^12 D_6(Psi) d log^2 d."""
    return _shape(_log_c86(kappa, K, tau, D6, d), d)


def eqC86_corrected(kappa: float, K: float, tau: float, D6: float, d: float, **_: object) -> float:
    """A (1 + ln(1 + A)), A = kappa^8 K^4 tau^12 D_6 d."""
    return _corrected(_log_c86(kappa, K, tau, D6, d), d, K, floor=False)


def eqC86_mut_D6sqrt(kappa: float, K: float, tau: float, D6: float, d: float, **_: object) -> float:
    """Planted (against the reading / corrected): sqrt(D_6) in place of D_6."""
    return _corrected(_log_c86(kappa, K, tau, D6**0.5, d), d, K, floor=False)


def eqC86_mut_K3(kappa: float, K: float, tau: float, D6: float, d: float, **_: object) -> float:
    """Planted: K^3 in place of K^4."""
    return _corrected(_log_c86(kappa, K, tau, D6, d) - math.log(K), d, K, floor=False)


def _log_p(eps0: float, kappa: float, tau: float, K: float) -> float:
    """ln P, P = eps0^-2 kappa^12 K^14 tau^12 ((C.89)'s explicit degrees)."""
    return -2.0 * math.log(eps0) + 12.0 * math.log(kappa) + 14.0 * math.log(K) + 12.0 * math.log(tau)


def eqC89_shape(eps0: float, kappa: float, tau: float, K: float, M: float, d: float, **_: object) -> float:
    """(C.89) L5686 as printed: eps0^-2 tau^12 kappa^12 K^14 M d log^2 d, M = (sum_l lambda_l (...)^4 sum_l
    lambda_l (...)^8)^{1/2} delta_1(W*)^2 D_6(Psi) Gamma(Psi)^-2 sigma_max^-4 (the model factor, C_0 hidden)."""
    return _shape(_log_p(eps0, kappa, tau, K) + math.log(M) + math.log(d), d)


def eqC89_corrected(eps0: float, kappa: float, tau: float, K: float, M: float, d: float, **_: object) -> float:
    """A (1 + ln(1 + A)), A = P M d."""
    return _corrected(_log_p(eps0, kappa, tau, K) + math.log(M) + math.log(d), d, K, floor=False)


def eqC89_mut_eps1(eps0: float, kappa: float, tau: float, K: float, M: float, d: float, **_: object) -> float:
    """Planted: eps0^-1 in place of eps0^-2."""
    return _corrected(_log_p(eps0, kappa, tau, K) + math.log(eps0) + math.log(M) + math.log(d), d, K, floor=False)


def eqC89_mut_sqrtM(eps0: float, kappa: float, tau: float, K: float, M: float, d: float, **_: object) -> float:
    """Planted: sqrt(M) in place of M."""
    return _corrected(_log_p(eps0, kappa, tau, K) + 0.5 * math.log(M) + math.log(d), d, K, floor=False)


def _log_c100(eps0: float, kappa: float, tau: float, K: float, lamL: float, sL: float, d: float) -> float:
    return _log_p(eps0, kappa, tau, K) + math.log(lamL) - 6.0 * math.log(sL) + math.log(d)


def eqC100_shape(eps0: float, kappa: float, tau: float, K: float, lamL: float, sL: float, d: float,
                 **_: object) -> float:
    """(C.100) L5752's last line: poly(eps0^-1, eta, tau, kappa, K, delta_1) d log^2 d lambda_L / ||Sigma_L^{1/2}||^6
    (the poly taken as P = eps0^-2 kappa^12 K^14 tau^12, eta = delta_1 = 1)."""
    return _shape(_log_c100(eps0, kappa, tau, K, lamL, sL, d), d)


def eqC100_corrected(eps0: float, kappa: float, tau: float, K: float, lamL: float, sL: float, d: float,
                     **_: object) -> float:
    """A (1 + ln(1 + A)) + dK ln dK, A = P lambda_L s_L^-6 d."""
    return _corrected(_log_c100(eps0, kappa, tau, K, lamL, sL, d), d, K, floor=True)


def eqC100_mut_s2(eps0: float, kappa: float, tau: float, K: float, lamL: float, sL: float, d: float,
                  **_: object) -> float:
    """Planted: ||Sigma_L^{1/2}||^-2 in place of ^-6."""
    return _corrected(_log_c100(eps0, kappa, tau, K, lamL, sL, d) + 4.0 * math.log(sL), d, K, floor=True)


def _log_c110_rate(mu: float) -> float:
    """ln of (C.110)'s case rate: ||mu_l||^4 if ||mu_l|| <= 1, ||mu_l||^12 if ||mu_l|| >= 1."""
    return (4.0 if mu <= 1.0 else 12.0) * math.log(mu)


def _log_c110(eps0: float, kappa: float, tau: float, K: float, mu: float, d: float) -> float:
    return _log_p(eps0, kappa, tau, K) + _log_c110_rate(mu) + math.log(d)


def eqC110_shape(eps0: float, kappa: float, tau: float, K: float, mu: float, d: float, **_: object) -> float:
    """(C.110) L5789 as printed: poly(...) d log^2 d O(||mu_l||^4) (||mu_l|| <= 1), O(||mu_l||^12) (>= 1)."""
    return _shape(_log_c110(eps0, kappa, tau, K, mu, d), d)


def eqC110_reading(eps0: float, kappa: float, tau: float, K: float, mu: float, d: float, **_: object) -> float:
    """The reading's shape: poly(...) d log^2 d max(1, ||mu_l||)^12 (the ||mu_l|| <= 1 case read as O(1))."""
    return _shape(_log_p(eps0, kappa, tau, K) + 12.0 * math.log(max(1.0, mu)) + math.log(d), d)


def eqC110_corrected(eps0: float, kappa: float, tau: float, K: float, mu: float, d: float, **_: object) -> float:
    """A (1 + ln(1 + A)) + dK ln dK, A = P max(1, ||mu_l||)^12 d."""
    return _corrected(_log_p(eps0, kappa, tau, K) + 12.0 * math.log(max(1.0, mu)) + math.log(d), d, K, floor=True)


def eqC110_mut_mu8(eps0: float, kappa: float, tau: float, K: float, mu: float, d: float, **_: object) -> float:
    """Planted: max(1, ||mu_l||)^8 in place of ^12."""
    return _corrected(_log_p(eps0, kappa, tau, K) + 8.0 * math.log(max(1.0, mu)) + math.log(d), d, K, floor=True)


# --------------------------------------------------------------------- (C.134) L5881 -> (C.135) L5885: the upper side


def eqC135_upper(s_inf: float, **_: object) -> float:
    """(C.135)'s upper side without C_2: sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 (``s_inf``)."""
    return float(s_inf)


def eqC134_upper(s_two: float, **_: object) -> float:
    """(C.134)'s last line without C_2: sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (``s_two``)."""
    return float(s_two)


def eqC135_mut_inf_sq(s_inf: float, s_two: float, **_: object) -> float:
    """Planted (against the corrected (C.134) form): sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 again,
    i.e. the printed (C.135) side (must die along d -> inf)."""
    return float(s_inf)


def eqC134_mut_sqrt(s_two: float, **_: object) -> float:
    """Planted: sqrt of the (C.134) sum (wrong power of the mean scale)."""
    return float(s_two) ** 0.5


# ---------------------------------------------------------- (C.243) L6448-L6451: the step through delta_K(Q_2)


def eqC243_shape(n: float, d: float, delta1: float, deltaK: float, tau: float, D2: float, D4: float,
                 **_: object) -> float:
    """(C.243)'s right side: sqrt(d log n / n) delta_1(W*)^2 / delta_K(W*)^2 tau^6 sqrt(D_2 D_4)."""
    return math.sqrt(d * math.log(n) / n) * delta1**2 / deltaK**2 * tau**6 * math.sqrt(D2 * D4)


def eqC243_corrected(n: float, d: float, delta1: float, deltaK: float, tau: float, D2: float, D4: float,
                     dKQ2: float, **_: object) -> float:
    """The step with delta_K(Q_2) kept: sqrt(d log n / n) delta_1^2 tau^6 sqrt(D_2 D_4) / delta_K(Q_2)."""
    return math.sqrt(d * math.log(n) / n) * delta1**2 * tau**6 * math.sqrt(D2 * D4) / dKQ2


def eqC243_mut_noD(n: float, d: float, delta1: float, deltaK: float, tau: float, D2: float, D4: float,
                   dKQ2: float, **_: object) -> float:
    """Planted (against the corrected form): sqrt(D_2 D_4) dropped."""
    return math.sqrt(d * math.log(n) / n) * delta1**2 * tau**6 / dKQ2


def eqC243_mut_sqrtn(n: float, d: float, delta1: float, deltaK: float, tau: float, D2: float, D4: float,
                     dKQ2: float, **_: object) -> float:
    """Planted: (d log n / n) in place of its square root."""
    return d * math.log(n) / n * delta1**2 * tau**6 * math.sqrt(D2 * D4) / dKQ2


def eqC244_corrected(n: float, d: float, delta1: float, deltaK: float, tau: float, D2: float, D4: float,
                     dKM: float, **_: object) -> float:
    """(C.244) with delta_K(Q_3(I, I, alpha)) kept: sqrt(d log n / n) delta_1^2 tau^6 sqrt(D_2 D_4) / delta_K(M)."""
    return eqC243_corrected(n, d, delta1, deltaK, tau, D2, D4, dKM)


def eqC244_mut_noD(n: float, d: float, delta1: float, deltaK: float, tau: float, D2: float, D4: float,
                   dKM: float, **_: object) -> float:
    """Planted (against the corrected form): sqrt(D_2 D_4) dropped."""
    return eqC243_mut_noD(n, d, delta1, deltaK, tau, D2, D4, dKM)


# ------------------------------------------ Theorem 2's step size eta_0 = O(1 / sum_l lambda_l (||mu~_l||_inf + ...)^2)


def theorem2_eta0_const(**_: object) -> float:
    """Theorem 2 L1132 / Algorithm 1 L1117: eta_0 lambda_max(Hess f_n(W_hat_n)) < 2 (GD (4.6) is locally stable at
    W_hat_n) with eta_0 = c / sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2: eta_0 lambda_max / c is O(1)."""
    return 1.0


def theorem2_eta0_corrected(s_inf: float, s_two: float, **_: object) -> float:
    """eta_0 = c / sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (Euclidean norms): the measured lambda_max / s_inf
    is O(s_two / s_inf)."""
    return float(s_two) / float(s_inf)


# ------------------------------ derived from Theorem 2 (4.10) / Lemma C.3.2 (C.84): the n -> inf error constant


def theorem2_trinv_shape(gamma_tilde: float, K: float, S2: float, d: float, **_: object) -> float:
    """(C.84)'s constant at xi = 0 without sqrt(log n): K^{5/2} sqrt(sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2)
    sqrt(d) / Gamma~ (Gamma~ carries Theorem 2's poly(kappa, eta, tau) through eta tau^K kappa^2)."""
    if not gamma_tilde > 0:  # outside the assumption Gamma~ > 0 (rejected there)
        return math.inf
    return K**2.5 * math.sqrt(S2) * math.sqrt(d) / gamma_tilde


def theorem2_trinv_mut_sqrtgamma(gamma_tilde: float, K: float, S2: float, d: float, **_: object) -> float:
    """Planted: sqrt(Gamma~) in place of Gamma~ (wrong power along Sigma -> t^2 Sigma, where Gamma~ ~ t^2)."""
    if not gamma_tilde > 0:
        return math.inf
    return K**2.5 * math.sqrt(S2) * math.sqrt(d) / math.sqrt(gamma_tilde)


def theorem2_eta0_mut_nosigma(s_inf: float, s_mean: float, **_: object) -> float:
    """Planted (against the corrected form): sum_l lambda_l ||mu_l||^2 / s_inf (the covariance part dropped: -> 0 as
    the means -> 0 while lambda_max keeps its Sigma part)."""
    return float(s_mean) / float(s_inf)


# ------------------------------------------- (C.178) L6095 and (C.182) L6114: the explicit lower Hessian constant


def eqC178_lower(gamma_tilde: float, K: int, **_: object) -> float:
    """(C.178)'s lower side as printed: (4/K^2) Gamma~ (explicit 4)."""
    return 4.0 * float(gamma_tilde) / K**2


def eqC182_lower(gamma_tilde: float, K: int, **_: object) -> float:
    """(C.182)'s lower side at W = W*P with the most favourable eps_0 in (0, 1/4): 4(1 - eps_0)/K^2 Gamma~ > 3
    Gamma~/K^2 (the infimum over eps_0, the weakest form)."""
    return 3.0 * float(gamma_tilde) / K**2


def eqC178_mut_K(gamma_tilde: float, K: int, **_: object) -> float:
    """Planted: (4/K) Gamma~ (wrong power of K)."""
    return 4.0 * float(gamma_tilde) / K


def eqC180_lower(gamma_tilde: float, K: int, **_: object) -> float:
    """(C.180) at W = W*P with the most favourable eps_0 in (0, 1/4): ||Hess fbar|| >= 4(1 - eps_0)/K^2 Gamma~ >
    3 Gamma~/K^2."""
    return 3.0 * float(gamma_tilde) / K**2


def eqC180_mut_S2(gamma_tilde: float, K: int, S2: float, **_: object) -> float:
    """Planted: the upper shape sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2 used as a lower bound."""
    return float(S2)


def eqC181_upper(gamma_tilde: float, K: int, S2: float, **_: object) -> float:
    """(C.181)'s middle line, shape: S2 + (4/K^2) Gamma~ with S2 = sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2
    (C_4 hidden; the last line drops the Gamma~ term)."""
    return float(S2) + 4.0 * float(gamma_tilde) / K**2


def eqC181_mut_gamma(gamma_tilde: float, K: int, S2: float, **_: object) -> float:
    """Planted: (4/K^2) Gamma~ alone (the C_4 S2 term dropped; Gamma~ vanishes as mu -> mu/t)."""
    return 4.0 * float(gamma_tilde) / K**2


def eqC179_shape(K: int, A4: float, A8: float, dist: float, **_: object) -> float:
    """(C.179)'s first right side, shape: K^{3/2} (A4 A8)^{1/4} ||W - W*P||_F with A_p = sum_l lambda_l (||mu_l|| +
    ||Sigma_l^1/2||)^p (C_5 hidden)."""
    return K**1.5 * (float(A4) * float(A8)) ** 0.25 * float(dist)


def eqC179_mut_dist2(K: int, A4: float, A8: float, dist: float, **_: object) -> float:
    """Planted: ||W - W*P||_F^2 (wrong power of the distance: a Hessian difference is linear in it)."""
    return K**1.5 * (float(A4) * float(A8)) ** 0.25 * float(dist) ** 2
