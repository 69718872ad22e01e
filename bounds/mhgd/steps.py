"""Displays inside the proofs of Deora et al. (mhgd), as printed: each function is the right-hand side of one
display (or of one link of a chain), a pure function of named quantities. Seed
``shared/seeds/004_fdca0756fccde960.txt`` (line numbers ``Lnnn``). Claims: ``checks/papers/mhgd/steps_displays.py``.
"""

from __future__ import annotations

from fractions import Fraction

from thmcheck.bounds.num import log, sqrt

# --------------------------------------------------------------------------- App. A (gradients and Hessians)


def eq60_first_line(T: int, d: int, R: float, s_signed: float, s_abs: float) -> float:  # noqa: ARG001
    """(60), first line (L737): ||grad^2 Phi|| <= 6 d^2 R^4 sum_t max_tau x_tau^T u_t + 2 d sqrt(Td) R^3 (no
    absolute value: s_signed = sum_t max_tau x_tau^T u_t)."""
    return 6 * d**2 * R**4 * s_signed + 2 * d * sqrt(T * d) * R**3


def eq60_abs(T: int, d: int, R: float, s_signed: float, s_abs: float) -> float:  # noqa: ARG001
    """(59) (L739), the line (60) rewrites: with ||X u_t||_inf = max_tau |x_tau^T u_t| (s_abs)."""
    return 6 * d**2 * R**4 * s_abs + 2 * d * sqrt(T * d) * R**3


def eq66_middle(g_lin: float, g_sq: float, h_lin: float, h_sq: float) -> float:  # noqa: ARG001
    """(66), middle line (L794): (1/n) sum_i |l''_i| ||grad Phi_i|| + |l'_i| ||grad^2 Phi_i||^2 (as printed:
    g_lin = (1/n) sum |l''_i| ||grad Phi_i||, h_sq = (1/n) sum |l'_i| ||grad^2 Phi_i||^2)."""
    return g_lin + h_sq


def eq66_intended(g_lin: float, g_sq: float, h_lin: float, h_sq: float) -> float:  # noqa: ARG001
    """(66) with the squares where (65) puts them: (1/n) sum |l''_i| ||grad Phi_i||^2 + |l'_i| ||grad^2 Phi_i||."""
    return g_sq + h_lin


def lemma6_lmin_first(signed: float, unsigned: float) -> float:  # noqa: ARG001
    """Proof of Lemma 6, lambda_min chain, first line (L800): lambda_min >= -(1/n) sum_i |l'_i| y_i ||grad^2 Phi_i||
    (signed = (1/n) sum_i |l'_i| y_i ||grad^2 Phi_i||)."""
    return -signed


def lemma6_lmin_second(signed: float, unsigned: float) -> float:  # noqa: ARG001
    """The chain's second line (L800): -(1/n) sum_i |l'_i| ||grad^2 Phi_i||."""
    return -unsigned


def eq26_remainder(limit: float) -> float:  # noqa: ARG001
    """(26) (L530): phi(v + delta) = phi(v) + phi'(v) delta + o(||delta||^2): the limit of ||remainder||/||delta||^2
    along t delta, t -> 0, is 0."""
    return 0.0


def eq26_big_o(limit: float) -> float:  # noqa: ARG001
    """Reading O(||delta||^2), with an explicit constant: |D^2 phi(v)[delta, delta]_i| <= a_i (2 ||delta||_inf)^2, so
    ||D^2 phi[delta, delta]|| <= 4 ||delta||^2 and the limit of ||remainder||/||delta||^2 is at most 2."""
    return 2.0


# --------------------------------------------------------------------------------- App. C (stability)


def eq87_equality(left: float, right: float) -> float:  # noqa: ARG001
    """(87), second line (L1041): ||alpha theta_k + (1 - alpha) theta_k^{-i}||_{2,inf} = ||theta_k||_{2,inf} v
    ||theta_k^{-i}||_{2,inf} (right = the max)."""
    return right


# ------------------------------------------------------------------------------ App. D (first phase, P2, P3)


def eq103_rhs(rhs: float) -> float:
    """(103) (L1261): (1/sqrt(H)) sum_h (alpha_h / T) <U_h^(1), 1_T 1_T^T X> (evaluated by the measurement)."""
    return rhs


def eq115_identity(T: int, zeta: Fraction, S: Fraction, Zmu: Fraction, Znu: Fraction) -> Fraction:
    """(115), the '=' (L1380-L1381): T(1-zeta)zeta/2 [zeta S^6 - zeta(5Z_mu + (1+zeta)Z_nu) S^4
    - 2((4 - zeta^2) Z_mu + 2 zeta(1-zeta) Z_nu) Z_mu S^2 - 4(1-zeta)(2-zeta)(Z_mu + Z_nu) Z_mu^2] (P term apart)."""
    z = zeta
    return T * (1 - z) * z / 2 * (z * S**6 - z * (5 * Zmu + (1 + z) * Znu) * S**4
                                  - 2 * ((4 - z**2) * Zmu + 2 * z * (1 - z) * Znu) * Zmu * S**2
                                  - 4 * (1 - z) * (2 - z) * (Zmu + Znu) * Zmu**2)


def eq115_identity_corrected(T: int, zeta: Fraction, S: Fraction, Zmu: Fraction, Znu: Fraction) -> Fraction:
    """The same with (4 - 2 zeta - zeta^2) Z_mu, what the two brackets above it give."""
    z = zeta
    return T * (1 - z) * z / 2 * (z * S**6 - z * (5 * Zmu + (1 + z) * Znu) * S**4
                                  - 2 * ((4 - 2 * z - z**2) * Zmu + 2 * z * (1 - z) * Znu) * Zmu * S**2
                                  - 4 * (1 - z) * (2 - z) * (Zmu + Znu) * Zmu**2)


def eq115_first(alpha: int, T: int, zeta: float, S: float, Zmu: float, Znu: float, M: int, P: float,
                Z: float) -> float:
    """(115), first inequality (L1376-L1378): y<grad_W Phi(X; theta^(1)), W_*> >= alpha {T zeta/2 [..(112)..]
    - T zeta/2 [..(113)..] - sqrt(2(M+1)) S^2 P T^{5/2} (zeta S + (1-zeta)(S+Z)) (zeta S^2 + (1-zeta)(S+Z)^2)}."""
    z = zeta
    a = (z * S**6 - z * (1 - z) * (Zmu + Znu) * S**4 - 2 * (1 - z) * (z + 2 * (1 - z)) * Zmu**2 * S**2
         - 4 * (1 - z) ** 2 * Zmu**2 * (Zmu + Znu))
    b = (z**2 * S**6 + z * (1 - z) * (4 * Zmu + z * Znu) * S**4
         + 2 * (1 - z) ** 2 * ((2 + z) * Zmu + 2 * z * Znu) * Zmu * S**2 + 4 * (1 - z) ** 3 * Zmu**2 * (Zmu + Znu))
    p = sqrt(2 * (M + 1)) * S**2 * P * T**2.5 * (z * S + (1 - z) * (S + Z)) * (z * S**2 + (1 - z) * (S + Z) ** 2)
    return alpha * (T * z / 2 * a - T * z / 2 * b - p)


def eq115_first_abs(alpha: int, T: int, zeta: float, S: float, Zmu: float, Znu: float, M: int, P: float,
                    Z: float) -> float:
    """Reading: the left side with sign(alpha) W_* (as in (107)), the right side with |alpha| = 1."""
    return eq115_first(1, T, zeta, S, Zmu, Znu, M, P, Z)


def eq116_last(lhs_expr: float, T: int, zeta: float, S: float, Zbar: float, Z: float, M: int, P: float) -> float:  # noqa: ARG001
    """(116), last inequality (L1392-L1394): ... >= T(1-zeta)zeta/(4 sqrt(2(M+1))) (zeta S^4 - 7 Zbar S^2
    - 12 Zbar^2 - 16 Zbar^3/S^2) - P T^{5/2} (S+Z)^3."""
    z = zeta
    return (T * (1 - z) * z / (4 * sqrt(2 * (M + 1))) * (z * S**4 - 7 * Zbar * S**2 - 12 * Zbar**2
                                                          - 16 * Zbar**3 / S**2) - P * T**2.5 * (S + Z) ** 3)


def eq116_corrected(lhs_expr: float, T: int, zeta: float, S: float, Zbar: float, Z: float, M: int, P: float) -> float:  # noqa: ARG001
    """What the line above gives after dividing by ||W_*||_F = S^2 sqrt(2(M+1)): T(1-zeta)zeta/(2 sqrt(2(M+1)))
    (...) - 2 P T^{5/2} (S+Z)^3."""
    z = zeta
    return (T * (1 - z) * z / (2 * sqrt(2 * (M + 1))) * (z * S**4 - 7 * Zbar * S**2 - 12 * Zbar**2
                                                          - 16 * Zbar**3 / S**2) - 2 * P * T**2.5 * (S + Z) ** 3)


def phiprime0_printed(T: int) -> float:
    """Sec. 5.2 (L259): phi'(0) = I_T - (1/T) 1_T 1_T^T, whose Frobenius norm is sqrt(T - 1)."""
    return sqrt(T - 1)


def phiprime0_appendix(T: int) -> float:
    """App. D.2.3 (L1309): R_0 = (1/T) I_T - (1/T^2) 1 1^T, Frobenius norm sqrt(T - 1)/T."""
    return sqrt(T - 1) / T


def lemma16_printed(rhs_printed: float, rhs_sign: float) -> float:  # noqa: ARG001
    """Proof of Lemma 16 (L1442-L1444): n grad_{theta_h} L^(theta^(0)) = (1/(2 sqrt(H))) sum_i y_i grad Phi_h
    ('l'(0) = 1/2 for the logistic loss'); evaluated against a random direction by the measurement."""
    return rhs_printed


def lemma16_sign(rhs_printed: float, rhs_sign: float) -> float:  # noqa: ARG001
    """With l'(0) = -1/2: -(1/(2 sqrt(H))) sum_i y_i grad Phi_h."""
    return rhs_sign


def lemma17_shape(S: float, d: int, n1: int, delta: float) -> float:
    """(121) (L1460): ||p_1|| <= C S (sqrt(d/n1) + sqrt(log(1/delta)/n1)), C a universal constant (the shape)."""
    return S * (sqrt(d / n1) + sqrt(log(1 / delta) / n1))


# ------------------------------------------------------------------------------------------ App. E


def e1_two_b(S: Fraction, Z: Fraction) -> Fraction:  # noqa: ARG001
    """App. E.1 (L1544): 'Z_mu = Z_nu <= S^2/8 => A >= 3/4 S^4 > 1.25/4 S^4 >= 2B', the last link: 2B <= 1.25/4 S^4."""
    return Fraction(5, 16) * S**4


def e1_two_b_corrected(S: Fraction, Z: Fraction) -> Fraction:  # noqa: ARG001
    """2B <= 2.5/4 S^4 = 5/8 S^4 (tight at Z = S^2/8)."""
    return Fraction(5, 8) * S**4


def e_theta_opt_norm(T: int, d: int, M: int) -> float:  # noqa: ARG001
    """(123)-(124) (L1478-L1482): 'normalized so that ||theta_opt||_F = sqrt(2)': squared norm 2."""
    return 2.0


# ------------------------------------------------------------------------------------------- Fact 1


def fact1(delta: float) -> float:
    """Fact 1 (L1223): P(||x||_2 > C K (sqrt(d) + sqrt(log(1/delta)))) <= delta (the bound is delta)."""
    return delta


# --------------------------------------------------------------------------------------- Proposition 2


def prop2(item: int, delta: float, B2: float, gamma7_half: float) -> float:
    """Prop. 2 (L231-L239): item 1 (P1): ||theta_h^(1)|| <= B2 = sqrt(T)(S + P) a.s.; item 2 (P2):
    P_alpha(max_i |Phi~(X_i; theta~^(1))| > B_Phi) <= delta, B_Phi = T R (S + P) sqrt(2 log(n/delta)); item 3 (P3, in
    the limit H -> infinity that the hidden-constant H condition allows): the NTK margin of the paper's witness
    theta~_* is >= gamma_*/2 with gamma_* of eq. (7) (encoded -margin <= -gamma_*/2)."""
    if item == 1:
        return B2
    if item == 2:
        return delta
    return -gamma7_half


# ------------------------------------------------------------------------------------------ Sec. 5.3


def sec53_nogo(T: int, n: int) -> float:  # noqa: ARG001
    """Sec. 5.3 (L289-L307): no p, C > 0 make the construction meet both the saturation requirement and (12):
    S^5 ||theta~||^3 / H^{1/2} > 1 whenever S^2 >= H^p / C (every '>~' read with constant 1)."""
    return 1.0


def eq21_printed(printed: float, intended: float, extra: float) -> float:  # noqa: ARG001
    """(21) (L369; App. C, L1056): ||theta_{k+1} - theta_{k+1}^{-i}|| <= ((1 + eta beta~3/sqrt(H)) max_alpha
    L^{-i}(theta_{k alpha}^{-i})) ||theta_k - theta_k^{-i}|| + (eta beta1(theta_k)/n) l_i(theta_k), as printed
    (the factor multiplies the loss); evaluated by the measurement."""
    return printed


def eq21_intended(printed: float, intended: float, extra: float) -> float:  # noqa: ARG001
    """The expansiveness factor of (20)/(86) with eta beta2 <= 1: (1 + eta beta~3 max L^{-i}/sqrt(H))."""
    return intended


def thm3_eta_or(eta: float, rho: float) -> float:  # noqa: ARG001
    """Proof of Thm. 3 (L956): 'eta <= 1 v 1/rho(theta) => eta <= 1/rho(theta)': the conclusion's bound 1/rho."""
    return 1 / rho


def thm3_eta_and(eta: float, rho: float) -> float:  # noqa: ARG001
    """With the theorem's own cap 1 ^ 1/rho (a typo of v for ^): the conclusion eta <= 1/rho then holds."""
    return 1 / rho


def eq106_norm(S: float, T: int) -> float:  # noqa: ARG001
    """(106) (L1297): 'U_*-bar = U_*/||U_*-bar||_F = (1/(S sqrt(2T))) 1_T u_*^T', compared by Frobenius norms: the right
    side has norm 1."""
    return 1.0
