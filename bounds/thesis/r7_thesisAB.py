"""Hongkang Li, PhD thesis (RPI 2024), Appendices A and B (Chapters 2-3): displays inside the proofs, round 7
(step claims of ``thmcheck.checks.papers.thesis.r7_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis); ``thmcheck.bounds.num`` so the high-precision re-check evaluates the bound itself. Shapes of
hidden-constant displays are the printed shapes (the constant is left to the uniform check).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, log, log1p, sqrt

# ----------------- (A.46) L2851-L2854 / (B.43) L4073-L4075, first '>~': q_1(T) >~ (1 + min_l K(l))^T (from (A.34)/(B.20))


def eqA46_shape(T: Any, kmin: Any, **_: Any) -> Any:
    """(A.46)/(B.43): the printed right side of the first '>~', (1 + min_{l < T} K(l))^T."""
    return exp(T * log1p(kmin))


def eqA46_corrected(T: Any, kmin: Any, **_: Any) -> Any:
    """What (A.34)/(B.20) give: ||q_1(T)|| = sqrt(prod_{l < T} (1 + K(l))) ||q_1|| >= (1 + min_l K(l))^{T/2} (with
    ||q_1|| = 1): half the printed exponent."""
    return exp(T * log1p(kmin) / 2)


def eqA46_mut_kappa(T: Any, kmin: Any, **_: Any) -> Any:
    """Mutant of the correction: (1 + min K)^{(T+1)/2} (one factor sqrt(1 + min K) too many: wrong along K -> inf at
    T = 1, bounded along T at a fixed K)."""
    return exp((T + 1) * log1p(kmin) / 2)


def eqA46_mut_rate(T: Any, kmin: Any, **_: Any) -> Any:
    """Mutant of the correction: (1 + min K)^{0.6 T} (a wrong rate: wrong along T -> inf at a fixed K)."""
    return exp(0.6 * T * log1p(kmin))


# ------------------------------------- (A.179) L3476, first '<=': unlucky |V_i(t)| <= (1/sqrt(B)) (1/a) 'by Hoeffding (A.12)'


def eqA179_rhs(B: Any, a: Any, **_: Any) -> Any:
    """(A.179): the printed right side of the first '<=', (1/sqrt(B)) (1/a)."""
    return 1 / (sqrt(B) * a)


def eqA179_corrected(B: Any, a: Any, delta: Any, **_: Any) -> Any:
    """What Hoeffding's inequality gives for B independent centred terms in [-1/a, 1/a]: with probability >= 1 - delta,
    |V_i(t)| <= sqrt(2 log(2/delta) / B) / a."""
    return sqrt(2 * log(2 / delta) / B) / a


def eqA179_mut_power(B: Any, a: Any, delta: Any, **_: Any) -> Any:
    """Mutant of the correction: sqrt(2 log(2/delta)) / (B a) (a wrong power of B)."""
    return sqrt(2 * log(2 / delta)) / (B * a)


def eqA179_mut_no_log(B: Any, a: Any, **_: Any) -> Any:
    """Mutant of the correction: sqrt(2 / B) / a (the log(2/delta) dropped: wrong as delta -> 0)."""
    return sqrt(2 / B) / a


# ---------- (A.115) L3189: beta_1 <~ nu_n (|S|-|S_1|) <~ e^{2(tau+delta)||q_1||} phi_n (|S|-|S_1|) <= phi_n (|S|-|S_1|)


def eqA115_middle_rhs(eR: Any, **_: Any) -> Any:
    """(A.115) middle '<~' (checked with constant 1): e^{2(tau+delta)||q_1(t)||} phi_n(t)(|S^n| - |S_1^n|) = eR."""
    return eR


def eqA115_middle_mut_half(eR: Any, c: Any, q: Any, **_: Any) -> Any:
    """Mutant: e^{(tau+delta)||q_1||} phi_n (|S| - |S_1|) (half the exponent)."""
    return eR * exp(-c * q)


def eqA115_last_rhs(phiR: Any, **_: Any) -> Any:
    """(A.115) last '<=': phi_n(t)(|S^n| - |S_1^n|)."""
    return phiR


def eqA115_last_corrected(eR: Any, **_: Any) -> Any:
    """What holds: the member itself, e^{2(tau+delta)||q_1||} phi_n (|S| - |S_1|) (the factor e^{2(tau+delta)||q_1||}
    >= 1 cannot be dropped)."""
    return eR


def eqA115_last_reading(phiR: Any, **_: Any) -> Any:
    """The reading ''<~' under log T <= Theta(1)', ||q_1(t)|| <= 3 and tau + delta < 2: phi_n (|S| - |S_1|) times the
    constant e^{2 * 2 * 3} = e^{12}."""
    return phiR * exp(12.0)


def eqA115_last_mut_low(eR: Any, c: Any, q: Any, **_: Any) -> Any:
    """Mutant of the correction: e^{(tau+delta)||q_1||} phi_n (|S| - |S_1|) (half the exponent)."""
    return eR * exp(-c * q)


# --------------------------- (B.167) L4661-L4673 and (B.177) L4731: the bias gradient split into P_1 + P_2 + P_3, P_2 = T_1 + T_2 + T_3


def eqB167_rhs(P1: Any, P2: Any, P3: Any, **_: Any) -> Any:
    """(B.167): the last member, P_1 + P_2 + P_3 ((B.169)-(B.171))."""
    return P1 + P2 + P3


def eqB167_mut_drop(P1: Any, P2: Any, **_: Any) -> Any:
    """Mutant: P_1 + P_2 (P_3 dropped)."""
    return P1 + P2


def eqB177_rhs(T1: Any, T2: Any, T3: Any, **_: Any) -> Any:
    """(B.177): T_1 + T_2 + T_3 with T_1 as printed in (B.174) (its s-sums weighted by softmax_l(x_s^T W_K^T W_Q x_l),
    without the bias term u_{(s,l)}^T b^(t))."""
    return T1 + T2 + T3


def eqB177_with_bias(T1b: Any, T2: Any, T3: Any, **_: Any) -> Any:
    """(B.177) with T_1's s-sums carrying the bias term u_{(s,l)}^T b^(t) like P_2's (the reading, and the correction)."""
    return T1b + T2 + T3


def eqB177_mut_drop(T1b: Any, T2: Any, **_: Any) -> Any:
    """Mutant of the correction: T_1 + T_2 (T_3 dropped)."""
    return T1b + T2


# ------------------------------------------ (A.18) L2739 (Lemma A.3.1): unlucky |V_i(t)| <= 1/(sqrt(B) a M)


def eqA18_rhs(B: Any, a: Any, M: Any, **_: Any) -> Any:
    """(A.18): the printed right side 1/(sqrt(B) a M)."""
    return 1 / (sqrt(B) * a * M)


# ------------------------------- (A.41) L2813-L2815 / (B.39) L4045-L4047: the first '=' splitting the lucky neurons' Relu sum


def eqA41_rhs(in_s1: Any, out_s1: Any, L: Any, a: Any, m: Any, **_: Any) -> Any:
    """(A.41) first '=' as printed: (1/(|S^n| a)) sum_{l in S_1} sum_{i in W_l} Relu + (1/m) sum_{l not in S_1} sum_i Relu
    (in_s1, out_s1: the two raw Relu sums)."""
    return in_s1 / (L * a) + out_s1 / m


def eqA41_mut_no_size(in_s1: Any, out_s1: Any, L: Any, a: Any, m: Any, **_: Any) -> Any:
    """Planted: the first part without its 1/|S^n| (a missing factor of the token count)."""
    return in_s1 / a + out_s1 / m


def eqB39_rhs(w0: Any, wt: Any, a: Any, **_: Any) -> Any:
    """(B.39) first '=' as printed: (1/a) sum_{i in W_n(0)} Relu + (1/a) sum_{i in W_n(t)} Relu."""
    return (w0 + wt) / a


def eqB39_corrected(w0: Any, a: Any, **_: Any) -> Any:
    """The left member itself, (1/a) sum_{i in W_n(0)} Relu (the added sum over W_n(t) is not zero)."""
    return w0 / a


def eqB39_mut_half(w0: Any, a: Any, **_: Any) -> Any:
    """Mutant of the correction: half the left member."""
    return w0 / (2 * a)


# ------------------------------------------------------------------------ (A.63) L2939-L2942, its first '<=' (Proposition 1)


def eqA63_rhs(rhs: Any, **_: Any) -> Any:
    """(A.63)'s right member after its first '<=', computed with the instance (a triangle step between explicit
    empirical and population means): passed through."""
    return rhs


def eqA63_mut_drop_last(rhs_drop_last: Any, **_: Any) -> Any:
    """Mutant: the right member without its last term |E[(|S_*|/|S|)(p_n(0)(p_n(0) - (sigma+tau)) - 1)]|."""
    return rhs_drop_last


# ----------------------------------------- (A.177) L3468, the second '<~': dropping |S_2| |lambda| nu_n (|S| - |S_1|) / (a |S|)


def eqA177_zero(**_: Any) -> Any:
    """(A.177) second '<~': its right member is -c |S_1| p_n(t) / (a |S|) < 0 for every constant c > 0, so the middle
    member must be <= 0."""
    return 0.0


def eqA177_mut_half(A: Any, **_: Any) -> Any:
    """Mutant: the middle member <= -A/2 (the right member with the constant 1/2)."""
    return -A / 2


# --------------------------------------------------------- (A.42) L2825 / (B.40) L4056: a sum of (1/a) Relu(...) is >= 0


def relu_sum_zero(**_: Any) -> Any:
    """(A.42)/(B.40): the printed right side 0."""
    return 0.0


def relu_sum_mut_positive(unit: Any, **_: Any) -> Any:
    """Mutant: the sum >= 1/(a |S^n|) (one unit activation), false when every activation is 0."""
    return unit


# ------------------- (A.92) L3072 / (B.99) L4323: C_0 = xi (1 - Theta(eta^{-1})), i.e. 1 - C_0/xi = Theta(eta^{-1}) ('>~' half)


def eqA92_shape(eta: Any, **_: Any) -> Any:
    """(A.92)/(B.99): the printed order eta^{-1} of 1 - C_0/xi."""
    return 1 / eta


def eqA92_corrected(eta: Any, kappa: Any, rho: Any, **_: Any) -> Any:
    """What (A.88) at t = 0 gives: 1 - C_0/xi = rho sqrt(pi/(eta kappa))/2, of order rho (eta kappa)^{-1/2}."""
    return rho / sqrt(eta * kappa)


def eqA92_mut_no_rho(eta: Any, kappa: Any, **_: Any) -> Any:
    """Mutant of the correction: (eta kappa)^{-1/2} (the ratio rho dropped: wrong along rho -> 0)."""
    return 1 / sqrt(eta * kappa)


def eqA92_mut_rate(eta: Any, kappa: Any, rho: Any, **_: Any) -> Any:
    """Mutant of the correction: rho (eta kappa)^{-3/4} (a wrong rate: wrong along eta -> 0)."""
    return rho * (eta * kappa) ** -0.75


# ------------------- L4856 (after (B.201), proof of Lemma B.3.3): 'finally eta T = Theta(1). Therefore, K = Theta(1)'


def lemmaB33_K_shape(**_: Any) -> Any:
    """'K = Theta(1)': the printed order 1 of K (its '<~' half)."""
    return 1.0


def lemmaB33_K_corrected(eta: Any, nu: Any, rho: Any, **_: Any) -> Any:
    """What (B.201) with K := max_z b_z - min_z b_z (B.194) forces at eta T = nu: K >= sqrt(rho) nu^3 / eta, K of order
    T (used here as the order of the smallest consistent K)."""
    return sqrt(rho) * nu**3 / eta


def lemmaB33_K_mut_no_rho(eta: Any, nu: Any, **_: Any) -> Any:
    """Mutant of the correction: nu^3 / eta (rho dropped: wrong along rho -> inf)."""
    return nu**3 / eta


def lemmaB33_K_mut_rate(eta: Any, nu: Any, rho: Any, **_: Any) -> Any:
    """Mutant of the correction: sqrt(rho) nu^3 / sqrt(eta) (a wrong rate: wrong along eta -> 0)."""
    return sqrt(rho) * nu**3 / sqrt(eta)


# ------------------------------- (A.88) L3056: the exponent of the printed solution of (A.87) (its '>~' half against (A.87)'s)


def eqA88_shape(E: Any, **_: Any) -> Any:
    """(A.88) as the solution of (A.87): the exponent of (A.87)'s solution, E = eta t^2 r P/4 (the printed exponent must be
    Theta of it)."""
    return E


def eqA88_corrected(E: Any, a: Any, **_: Any) -> Any:
    """What the printed exponent is: E/a (an extra 1/a)."""
    return E / a


def eqA88_mut_sqrt(E: Any, a: Any, **_: Any) -> Any:
    """Mutant of the correction: E/sqrt(a) (a wrong power of a)."""
    return E / sqrt(a)


def eqA88_mut_eta(E: Any, a: Any, eta: Any, **_: Any) -> Any:
    """Mutant of the correction: E/(a sqrt(eta)) (a wrong power of eta: wrong along eta -> 0)."""
    return E / (a * sqrt(eta))


# ------------------------------ (B.117) L4397-L4406: eta (1/B) sum dLoss/dW_Q as printed (no hinge indicator), contracted with G


def eqB117_printed(y: Any, term: Any, eta: Any, **_: Any) -> Any:
    """(B.117) contracted with a probe G: eta (1/B) sum_l (-y_l) term_l, term_l = sum_i a_i 1[W_O(i) V_l >= 0] W_O(i)
    sum_s W_V x_s p_s ((W_K x_s - sum_r p_r W_K x_r) x_l^T : G) (arrays over the batch)."""
    Bn = len(term)
    return eta * sum(-y[n] * term[n] for n in range(Bn)) / Bn


def eqB117_corrected(y: Any, term: Any, eta: Any, hinge_active: Any, **_: Any) -> Any:
    """(B.117) with the hinge's indicator 1[y_l F(x_l) < 1] (the derivative of max{1 - yF, 0})."""
    Bn = len(term)
    return eta * sum(-hinge_active[n] * y[n] * term[n] for n in range(Bn)) / Bn


def eqB117_mut_sign(y: Any, term: Any, eta: Any, hinge_active: Any, **_: Any) -> Any:
    """Mutant of the correction: +y_l for -y_l."""
    Bn = len(term)
    return eta * sum(hinge_active[n] * y[n] * term[n] for n in range(Bn)) / Bn


# --------------------------- (B.202) L4862-L4866: dLoss_b/dW_V as printed (hinge indicator dropped; Relu indicator at W_V x_l)


def eqB202_printed(y: Any, term_xl: Any, **_: Any) -> Any:
    """(B.202) contracted with G: (1/B) sum_l (-y_l) sum_i a_i 1[W_O(i) W_V x_l >= 0] W_O(i)^T sum_s p_s x_s^T : G (the
    printed indicator's sum_s W_V x_l softmax_l = W_V x_l)."""
    Bn = len(term_xl)
    return sum(-y[n] * term_xl[n] for n in range(Bn)) / Bn


def eqB202_reading(y: Any, term: Any, **_: Any) -> Any:
    """(B.202) with the Relu indicator at the attention output, 1[W_O(i) sum_s W_V x_s p_s >= 0]."""
    Bn = len(term)
    return sum(-y[n] * term[n] for n in range(Bn)) / Bn


def eqB202_corrected(y: Any, term: Any, hinge_active: Any, **_: Any) -> Any:
    """(B.202) with the hinge's indicator 1[y_l F(x_l) < 1] and the Relu indicator at the attention output."""
    Bn = len(term)
    return sum(-hinge_active[n] * y[n] * term[n] for n in range(Bn)) / Bn


def eqB202_mut_sign(y: Any, term: Any, hinge_active: Any, **_: Any) -> Any:
    """Mutant of the correction: +y_l for -y_l."""
    Bn = len(term)
    return sum(hinge_active[n] * y[n] * term[n] for n in range(Bn)) / Bn


# ----------------------------------- (A.174) L3454: dLoss_b/dW_V of the ViT as printed (no hinge indicator), contracted with G


def eqA174_printed(y: Any, term: Any, **_: Any) -> Any:
    """(A.174) contracted with G: (1/B) sum_n (-y^n) term_n, term_n = (1/|S^n|) sum_l sum_i a_(l)i 1[W_O(i) V_l^n >= 0]
    W_O(i) G X^n softmax(.)_l (the printed '-y' read as -y^n)."""
    Bn = len(term)
    return sum(-y[n] * term[n] for n in range(Bn)) / Bn


def eqA174_corrected(y: Any, term: Any, hinge_active: Any, **_: Any) -> Any:
    """(A.174) with the hinge's indicator 1[y^n F(X^n) < 1]."""
    Bn = len(term)
    return sum(-hinge_active[n] * y[n] * term[n] for n in range(Bn)) / Bn


def eqA174_mut_sign(y: Any, term: Any, hinge_active: Any, **_: Any) -> Any:
    """Mutant of the correction: +y^n for -y^n."""
    Bn = len(term)
    return sum(hinge_active[n] * y[n] * term[n] for n in range(Bn)) / Bn


# ------------------------------------------- (B.33) L4017, Lemma B.3.4: an unlucky neuron's V_i(t) >= -1/sqrt(B a), a = sqrt(m)


def eqB33_rhs(B: Any, m: Any, **_: Any) -> Any:
    """(B.33): the printed right side, -1/sqrt(B a) with a = sqrt(m) ((A.51)/(B.46))."""
    return -1 / sqrt(B * sqrt(m))


def eqB33_corrected(B: Any, m: Any, delta: Any, **_: Any) -> Any:
    """Correction of (B.33) (Hoeffding for B centred terms of size 1/a, with probability at least 1 - delta):
    V_i(t) >= -sqrt(2 log(1/delta)) / (sqrt(B) a), a = sqrt(m)."""
    return -sqrt(2 * log(1 / delta) / B) / sqrt(m)


def eqB33_mut_power_m(B: Any, m: Any, **_: Any) -> Any:
    """Mutant: -1/(sqrt(B) m) (a wrong power of a = sqrt(m): wrong along m -> inf)."""
    return -1 / (sqrt(B) * m)


def eqB33_mut_power_B(B: Any, m: Any, **_: Any) -> Any:
    """Mutant: -1/(B sqrt(m)) = -1/(B a) (a wrong power of B: wrong along B -> inf, at every m)."""
    return -1 / (B * sqrt(m))


# ----- (A.77) L3016-L3018: 'with probability at least 1 - (mB)^{-c}' from (A.75) (<= B^{-c}) and (A.76) (<= m^{-c})
# Measured as lhs = log(mB) / log(1 / Pr(failure)): "Pr(failure) <= (mB)^{-c} for a constant c > 0" is lhs <= 1/c.


def eqA77_shape(**_: Any) -> Any:
    """(A.77)'s probability: log(mB) / log(1/Pr(fail)) <= 1/c, the printed shape 1 (c hidden)."""
    return 1.0


def eqA77_corrected(m: Any, B: Any, **_: Any) -> Any:
    """The union bound's dominant part, Pr(fail of (A.75)) <= B^{-c}: log(mB)/log(1/Pr(fail)) <= (1/c) log(mB)/log B."""
    return log(m * B) / log(B)


def eqA77_mut_logB(m: Any, B: Any, **_: Any) -> Any:
    """Mutant of the correction: log(mB) / log(B)^2 (a wrong power of log B: wrong along B -> inf at a fixed m)."""
    return log(m * B) / log(B) ** 2


# ------------------------------------------------- (A.58) L2911-L2913: without attention, c'(1 - zeta) = O(alpha_*(1 - alpha_*))


def eqA58_shape(alpha: Any, **_: Any) -> Any:
    """(A.58): the printed shape alpha_*(1 - alpha_*) (c' and the O-constant hidden)."""
    return alpha * (1 - alpha)


def eqA58_corrected(alpha: Any, **_: Any) -> Any:
    """With uniform attention weights zeta = E[p_n] = alpha_*: 1 - zeta = 1 - alpha_*."""
    return 1 - alpha


def eqA58_mut_square(alpha: Any, **_: Any) -> Any:
    """Mutant of the correction: (1 - alpha_*)^2 (a wrong power: wrong along alpha_* -> 1)."""
    return (1 - alpha) ** 2


# ---------- (B.52) L4107, second '>=': gamma_d (T(1-delta))^C / ((T(1-delta))^C + Theta(1)) >= gamma_d (1 - eta^C), T from (3.8)


def eqB52_shape(eta: Any, C: Any, **_: Any) -> Any:
    """(B.52): the printed deficit of the gamma_d term, eta^C (1 - (.)/((.) + Theta(1)) <= eta^C; constant hidden)."""
    return eta**C


def eqB52_corrected(eta: Any, C: Any, eps0: Any, delta: Any, **_: Any) -> Any:
    """What (3.8)'s T = eta^{-1/2}(1 - 2 eps_0)^{-1/2}(1 - delta)^{-1/2} gives: (T(1 - delta))^{-C} =
    eta^{C/2} (1 - 2 eps_0)^{C/2} (1 - delta)^{-C/2}."""
    return eta ** (C / 2) * (1 - 2 * eps0) ** (C / 2) * (1 - delta) ** (-C / 2)


def eqB52_mut_eps(eta: Any, C: Any, eps0: Any, delta: Any, **_: Any) -> Any:
    """Mutant of the correction: (1 - 2 eps_0)^C for (1 - 2 eps_0)^{C/2} (wrong along eps_0 -> 1/2)."""
    return eta ** (C / 2) * (1 - 2 * eps0) ** C * (1 - delta) ** (-C / 2)


# ------------------------------ (A.50) L2868: phi_n(T)(|S^n| - |S_1^n|) <= eta^C, with (A.48)'s ||q_1(T)||^2 and (2.10)'s T


def eqA50_shape(eta: Any, C: Any, **_: Any) -> Any:
    """(A.50): the printed right side eta^C (checked with a hidden constant: uniform over eta)."""
    return eta**C


def eqA50_corrected(eta: Any, C: Any, alpha: Any, **_: Any) -> Any:
    """With T = eta^{-3/5}/alpha ((2.10)) and e^{||q_1(T)||^2} = T^C ((A.48)): the left side is at most
    ((1 - alpha)/alpha) T^{-C} = ((1 - alpha)/alpha) alpha^C eta^{3C/5}."""
    return (1 - alpha) / alpha * alpha**C * eta ** (3 * C / 5)


def eqA50_mut_alpha(eta: Any, C: Any, alpha: Any, **_: Any) -> Any:
    """Mutant of the correction: the factor (1 - alpha)/alpha dropped (wrong along alpha -> 0)."""
    return alpha**C * eta ** (3 * C / 5)
