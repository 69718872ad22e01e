"""thesis, Appendix C (round 17, helper thesisC): bounds for ``thmcheck.checks.papers.thesis.r17_thesisC``.

Pure functions (no torch)."""

from __future__ import annotations

import math

# ------------------------------------ (C.200) L6215-L6222, its '=': E sup ||avg of n|| against E sup ||one sample||


def c200_eq_printed(**_: object) -> float:
    """(C.200)'s '=' as printed, measured as the difference (3/t) E[sup_W ||D(W; x)||] - (3/t) E[sup_W ||(1/n) sum_i
    D(W; x_i)||] (the factor 3/t dropped, it is common): 0."""
    return 0.0


def c200_mut_half(rhs: float, **_: object) -> float:
    """Planted mutant (of the reading '<='): E sup ||avg|| <= E sup ||D|| / 2, i.e. the difference >= rhs / 2."""
    return 0.5 * rhs


def c200_mut_zero(rhs: float, **_: object) -> float:
    """Planted mutant (of the reading '<='): E sup ||avg|| <= 0, i.e. the difference >= rhs."""
    return rhs


# ------------------------------------ (C.202) L6236-L6242: the condition on t from (C.197) and (C.201)


def _c202_x(d: int, K: int, n: float, r: float, A2: float, A4: float, c12: float) -> float:
    """dK log(36 c12 r n d^{25/2} K^{7/2} sqrt(A2 A4)) + log(4/delta), delta = d^-10 (c12 = 1: as (C.202) prints
    it, the C_12 of eps dropped inside the log)."""
    arg = math.log(36.0 * c12 * r * n) + 12.5 * math.log(d) + 3.5 * math.log(K) + 0.5 * math.log(A2 * A4)
    return d * K * arg + math.log(4.0) + 10.0 * math.log(d)


def c202_printed(d: int, K: int, n: float, S: float, A2: float, A4: float, r: float, C6: float, **_: object) -> float:
    """(C.202) as printed: max{1/(ndK), C_6 S (X)^{1/2} n^{-1/2}, (X)^{1/2} (S n)^{-1/2}}, X = dK log(36 r n d^{25/2}
    K^{7/2} sqrt(A2 A4)) + log(4/delta), S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, A_m = sum_l lambda_l
    (||mu_l||_inf + ||Sigma_l^{1/2}||)^m."""
    X = _c202_x(d, K, n, r, A2, A4, 1.0)
    return max(1.0 / (n * d * K), C6 * S * math.sqrt(max(X, 0.0) / n), math.sqrt(max(X, 0.0) / (S * n)))


def c202_corrected(d: int, K: int, n: float, S: float, A2: float, A4: float, r: float, C6: float, C12: float,
                   **_: object) -> float:
    """Corrected: (C.197)'s second term kept as it is, C_6 X / (S n) (not its square root, and with its C_6), and
    C_12 kept inside the log: max{1/(ndK), C_6 S sqrt(X/n), C_6 X/(S n)}, X = dK log(36 r/eps) + log(4/delta)."""
    X = _c202_x(d, K, n, r, A2, A4, C12)
    return max(1.0 / (n * d * K), C6 * S * math.sqrt(max(X, 0.0) / n), C6 * X / (S * n))


def c202_mut_sqrt(d: int, K: int, n: float, S: float, A2: float, A4: float, r: float, C6: float, C12: float,
                  **_: object) -> float:
    """Planted mutant of the corrected bound: its last term C_6 sqrt(X/(S n)) (the printed square root, with C_6)."""
    X = _c202_x(d, K, n, r, A2, A4, C12)
    return max(1.0 / (n * d * K), C6 * S * math.sqrt(max(X, 0.0) / n), C6 * math.sqrt(max(X, 0.0) / (S * n)))


def c202_mut_nolog(d: int, K: int, n: float, S: float, A2: float, A4: float, r: float, C6: float, C12: float,
                   **_: object) -> float:
    """Planted mutant of the corrected bound: the cover's dK log(36 r/eps) term dropped from X (log(4/delta) only)."""
    X = math.log(4.0) + 10.0 * math.log(d)
    return max(1.0 / (n * d * K), C6 * S * math.sqrt(max(X, 0.0) / n), C6 * X / (S * n))


# ------------------------------------ (C.136) L5893: E[(sum_i r_i^T x phi'(sigma x_i))^2] = A_0 + B_0


def c136_printed(A0: float, B0: float, **_: object) -> float:
    """(C.136): the second moment equals A_0 + B_0 ((C.137), (C.138))."""
    return A0 + B0


def c136_mut_no_b0(A0: float, B0: float, **_: object) -> float:
    """Planted mutant: the cross terms B_0 dropped."""
    return A0


def c136_mut_twice_b0(A0: float, B0: float, **_: object) -> float:
    """Planted mutant: the cross terms counted twice."""
    return A0 + 2.0 * B0


# ------------------------------------ L5179 (Property 1): W*^T x_i = W*^T (z + mu_U)


def l5179_printed(a: float, b: float, **_: object) -> float:
    """L5179's last member, v^T W*^T (z + mu_U) = a + b (a = v^T W*^T z, b = v^T W*^T mu_U)."""
    return a + b


def l5179_mut_no_mean(a: float, b: float, **_: object) -> float:
    """Planted mutant: the mean dropped altogether (W*^T x = W*^T z)."""
    return a


def l5179_mut_double(a: float, b: float, **_: object) -> float:
    """Planted mutant: the column-space part counted twice."""
    return a + 2.0 * b


# ------------------------------------ (C.120) L5815, second '<~': n_sc's lambda-factor against O(1) - Theta((1+lambda_l)^-2)


def c120_shape(lam_l: float, **_: object) -> float:
    """(C.120)'s last line, its factor in lambda_l with the O(1) and Theta(.) at 1 and 1/2: 1 - (1/2)(1 + lambda_l)^-2
    (any positive c_1 > c_2 gives a factor between two positive constants over lambda_l in (0, 1))."""
    return 1.0 - 0.5 / (1.0 + lam_l) ** 2


def c120_mut_vanish_one(lam_l: float, **_: object) -> float:
    """Planted mutant: (1 + lambda_l)^-2 - 1/4, a factor vanishing as lambda_l -> 1."""
    return 1.0 / (1.0 + lam_l) ** 2 - 0.25


def c120_mut_vanish_zero(lam_l: float, **_: object) -> float:
    """Planted mutant: lambda_l, a factor vanishing as lambda_l -> 0."""
    return lam_l


# ------------------------------------ (C.214) L6301: P(|(1/n) sum G'_i| >= t/6) <= 2 exp(max{-C14 ..., -C15 ...})


def c214_shape(n: float, t: float, S: float, **_: object) -> float:
    """(C.214)'s exponent with C_14 = C_15 = 1: min{n t^2/(144 S), n sqrt(S t)} (the bound is 2 exp(-min{C_14 (.),
    C_15 (.)}); the claim: -log(P/2) >= c min{...} for one constant c > 0)."""
    return min(n * t * t / (144.0 * S), n * math.sqrt(S * t))


def c214_corrected_shape(n: float, t: float, S_max: float, **_: object) -> float:
    """Corrected: the sub-Gaussian exponent with the LARGEST group's scale, n t^2 / S_max, S_max = max_l (||mu_l|| +
    ||Sigma_l^{1/2}||)^2 (G'_i = zeta v^T x - E[.] with |zeta| <= 1 is sub-Gaussian with a norm set by the heaviest
    group, whatever its weight; 144 absorbed in the constant)."""
    return n * t * t / S_max


def c214_mut_linear(n: float, t: float, S_max: float, **_: object) -> float:
    """Planted mutant of the corrected shape: n t^3 / S_max^{3/2} (a faster tail than Gaussian, wrong as t grows)."""
    return n * t**3 / S_max**1.5


def c214_mut_avg(n: float, t: float, S: float, **_: object) -> float:
    """Planted mutant of the corrected shape: n t^2 / S with the weighted S (the printed scale, wrong for a rare heavy
    group)."""
    return n * t * t / S


# ------------------------------------ (C.212) L6295: E|G'_i|^p <= O((sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2)^{p/2})


def abs_normal_moment(p: float) -> float:
    """E|z|^p for z ~ N(0, 1): 2^{p/2} Gamma((p + 1)/2) / sqrt(pi)."""
    return 2.0 ** (p / 2) * math.gamma((p + 1) / 2) / math.sqrt(math.pi)


def c212_shape(p: float, S: float, **_: object) -> float:
    """(C.212)'s O(S^{p/2}) with its p-dependent constant read as E|z|^p (a Gaussian's p-th absolute moment): m_p
    S^{p/2}, S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2."""
    return abs_normal_moment(p) * S ** (p / 2)


def c212_corrected(p: float, Sp: float, **_: object) -> float:
    """Corrected: m_p sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^p (the groups' p-th powers averaged, not the
    squares: a rare heavy group dominates the p-th moment)."""
    return abs_normal_moment(p) * Sp


def c212_mut_low_power(p: float, Sp: float, Spm1: float, **_: object) -> float:
    """Planted mutant of the corrected bound: m_p sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^{p-1} (one power
    short: wrong as the scale grows)."""
    return abs_normal_moment(p) * Spm1


# ------------------------------------ (C.213) L6297: E exp(theta G'_i) <= 1 + O(|e theta^2| S)


def c213_shape(theta: float, S: float, **_: object) -> float:
    """(C.213)'s O(.) argument: e theta^2 S, S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (the left side is
    E exp(theta G'_i) - 1)."""
    return math.e * theta * theta * S


def c213_mut_quartic(theta: float, S: float, **_: object) -> float:
    """Planted mutant (of the reading's bound): e theta^4 S^2 (vanishes faster as theta -> 0)."""
    return math.e * theta**4 * S * S


# ------------------------------------ (C.155) L5978-L5985, last '<=': C_8 sqrt(sum_k ||w_k - W*p_k||^2 ...) (S4 S8)^{1/4}


def c155_shape(wn2: float, aj2: float, al2: float, S4: float, S8: float, **_: object) -> float:
    """(C.155)'s last line without C_8 and the common sqrt(E sum_k T^2): sqrt(sum_k ||w_k - W* p_k||^2 ||a_j||^2
    ||a_l||^2) (S4 S8)^{1/4}, S_m = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^m."""
    return math.sqrt(wn2 * aj2 * al2) * (S4 * S8) ** 0.25


def c155_mut_s2(wn2: float, aj2: float, al2: float, S4: float, S8: float, S2: float, **_: object) -> float:
    """Planted mutant: (S4 S8)^{1/4} replaced by S2^{3/2} (the weighted squares: wrong for a rare heavy group)."""
    return math.sqrt(wn2 * aj2 * al2) * S2**1.5
