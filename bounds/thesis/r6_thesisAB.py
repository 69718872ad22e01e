"""Hongkang Li, PhD thesis (RPI 2024), Appendices A and B (Chapters 2-3): displays inside the proofs, round 6
(step claims of ``thmcheck.checks.papers.thesis.r6_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis); ``thmcheck.bounds.num`` so the 60-digit re-check evaluates the bound itself. Shapes of hidden-constant
displays are the printed shapes (the constant is left to the uniform check).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, log, sqrt

# ------------------------------------- (A.90) L3062-L3066 / (B.97) L4313-L4317: int_{-inf}^0 e^{-c u^2} du = Theta(1/eta)


def eqA90_shape(eta: Any, **_: Any) -> Any:
    """(A.90)/(B.97): the printed order eta^{-1} of int_{-inf}^0 e^{-eta kappa u^2} du (its '>~' half)."""
    return 1 / eta


def eqA90_corrected(eta: Any, kappa: Any, **_: Any) -> Any:
    """What holds: int_{-inf}^0 e^{-eta kappa u^2} du = sqrt(pi / (eta kappa)) / 2, of order (eta kappa)^{-1/2}."""
    return 1 / sqrt(eta * kappa)


def eqA90_mut_no_kappa(eta: Any, **_: Any) -> Any:
    """Mutant of the correction: eta^{-1/2} (the collected factor kappa dropped: wrong along kappa -> inf)."""
    return 1 / sqrt(eta)


def eqA90_mut_rate(eta: Any, kappa: Any, **_: Any) -> Any:
    """Mutant of the correction: (eta kappa)^{-3/4} (a wrong rate: wrong along eta -> 0)."""
    return (eta * kappa) ** -0.75


# ------------------- (A.85)-(A.86) L3046-L3048 / (B.93) L4288: w.h.p. for all i in [m], ||W_O(i)^(0)|| >~ xi (and W_O p_1)


def eqA85_shape(xi: Any, **_: Any) -> Any:
    """(A.85)/(A.86)/(B.93): the printed lower shape xi of min_{i in [m]} ||W_O(i,.)^(0)|| (resp. |W_O(i,.)^(0) p_1|)."""
    return xi


def eqA85_corrected(xi: Any, m: Any, ma: Any, **_: Any) -> Any:
    """What holds for the norm (median of the minimum of m chi_{m_a} norms with entries N(0, xi^2/m_a)):
    >~ xi m^{-1/m_a} (the lower tail Pr(chi^2_{m_a} <= y) ~ y^{m_a/2})."""
    return xi * m ** (-1 / ma)


def eqA85_mut_no_ma(xi: Any, m: Any, ma: Any, **_: Any) -> Any:
    """Mutant of the correction: xi sqrt(m_a) m^{-1/m_a} (the initial variance xi^2 read without its 1/m_a: too large
    along m_a -> inf at a fixed m)."""
    return xi * sqrt(ma) * m ** (-1 / ma)


def eqA85_mut_rate(xi: Any, m: Any, ma: Any, **_: Any) -> Any:
    """Mutant of the correction: xi m^{-1/(4 m_a)} (a wrong rate in m; at m_a >= 4 the rate m^{-1/(m_a + 2)} of the
    first mutant differs from the true one by less than x10 over the m-path)."""
    return xi * m ** (-1 / (4 * ma))


def eqA86_corrected(xi: Any, m: Any, ma: Any, **_: Any) -> Any:
    """What holds for the projection (median of min_i |g_i|, g_i ~ N(0, xi^2/m_a)): of order xi / (m sqrt(m_a))."""
    return xi / (m * sqrt(ma))


def eqA86_mut_no_ma(xi: Any, m: Any, **_: Any) -> Any:
    """Mutant of the correction: xi / m (the 1/sqrt(m_a) of the initial variance dropped: wrong along m_a)."""
    return xi / m


def eqA86_mut_sqrt_m(xi: Any, m: Any, ma: Any, **_: Any) -> Any:
    """Mutant of the correction: xi / (sqrt(m) sqrt(m_a)) (a wrong rate in m)."""
    return xi / sqrt(m * ma)


# ----------------------- (A.107) L3141-L3144 / (B.114) L4381: ||W_O(i,.)^(t+1)||^2 = sum_{l=1}^M (W_O(i,.)^(t+1) p_l)^2


def eqA107_printed(proj2: Any, **_: Any) -> Any:
    """(A.107)/(B.114): the printed right side of the first '=', sum_{l=1}^M (W_O(i,.)^(t+1) p_l)^2."""
    return proj2


def eqA107_corrected(proj2: Any, perp2: Any, **_: Any) -> Any:
    """What holds: ||W||^2 = sum_{l=1}^M (W p_l)^2 + ||W - P P^T W||^2 (the component of the initial row outside
    span(P), which no update in span(P) removes)."""
    return proj2 + perp2


def eqA107_mut_first(proj2: Any, first2: Any, **_: Any) -> Any:
    """Mutant: (W p_1)^2 counted twice, sum_l (W p_l)^2 + (W p_1)^2 (too large when the row grows along p_1)."""
    return proj2 + first2


# --------------------------------- (A.108) L3146 / (B.115) L4383: ||W_O(i,.) z_l(t)|| <= (sigma + tau) ||W_O(i,.)||


def eqA108_printed(s: Any, wnorm: Any, **_: Any) -> Any:
    """(A.108)/(B.115) (and (A.26), (A.28), (B.12), (B.16)): (sigma + tau) ||W_O(i,.)|| (s = sigma + tau, or sigma in
    App. B), the bound on the noise ||z_l(t)|| times the row norm."""
    return s * wnorm


def eqA108_mut_half(s: Any, wnorm: Any, **_: Any) -> Any:
    """Mutant: (sigma + tau) ||W|| / 2 (a constant too favourable: Cauchy-Schwarz is attained for z parallel to W)."""
    return s * wnorm / 2


# ----------------------------- (B.66) L4169-L4171: p_n(0) = A / (A + (N_tot - A) e^{-1}) = Theta(1) (first case)


def eqB66_shape(**_: Any) -> Any:
    """(B.66): the printed order Theta(1) of p_n(0) (its '>~' half: the shape 1)."""
    return 1


def eqB66_corrected(frac: Any, **_: Any) -> Any:
    """What holds: p_n(0) >= A / N_tot = frac (the e^{-1} weights make the denominator at most N_tot)."""
    return frac


def eqB66_mut_sqrt(frac: Any, **_: Any) -> Any:
    """Mutant of the correction: sqrt(frac) (a wrong rate: wrong along frac -> 0)."""
    return sqrt(frac)


def eqB66_mut_size(frac: Any, ntot: Any, **_: Any) -> Any:
    """Mutant of the correction: frac N_tot^{1/4} (a spurious size factor: wrong along N_tot at a fixed frac)."""
    return frac * ntot**0.25


# ---------------------------------------------- (A.216) L3630: the four-class hinge gradient with respect to W_O(i,:)


def identity_zero(**_: Any) -> Any:
    """An identity checked as a relative difference: 0."""
    return 0


# ------------------------------------------------------ (B.51) L4105 (its last '>='): ... >= |N cap S_#|/(...) - x^{-1} e^{-b}


def eqB51_printed(ratio_hash: Any, tail: Any, **_: Any) -> Any:
    """(B.51)'s last member as printed: |N_zm cap S_#| / (|N_zm cap S_*| + |N_zm cap S_#|) - (T(1-delta))^{-C} e^{-b_z}
    (ratio_hash the printed fraction, tail the subtracted term)."""
    return ratio_hash - tail


def eqB51_star(ratio_star: Any, tail: Any, **_: Any) -> Any:
    """The reading with the class-relevant count in the numerator: |N_zm cap S_*| / (... + ...) - tail."""
    return ratio_star - tail


def eqB51_corrected(mediant_min: Any, **_: Any) -> Any:
    """What holds: the middle member is a mediant of the per-distance fractions A_z / (A_z + C_z + D_z / x), so it is
    at least their minimum over the distances z (A_z = |N_z cap S_*|, C_z = |N_z cap S_#|, D_z the other nodes)."""
    return mediant_min


def eqB51_mut_no_d(mediant_min_nod: Any, **_: Any) -> Any:
    """Mutant of the correction: the minimum of A_z / (A_z + C_z) (the other nodes' D_z / x dropped: too large)."""
    return mediant_min_nod


# -------------------------------------------------- (B.200) L4837-L4845 (its last '>= 0'): by the definition of z_m (3.6)


def eqB200_printed(**_: Any) -> Any:
    """(B.200)'s last step: (1/2)(Delta_l(z_m) - Delta_l(z)) |D_i| >= 0, the bound 0."""
    return 0


def eqB200_mut_pos(di: Any, **_: Any) -> Any:
    """Mutant: the gap at least |D_i| / 2 (a wrong constant: a node's gap can be 0)."""
    return di / 2


# ------------------------------- (A.175) L3458: sum_{s in S_1^n} softmax(x_s^T W_K^T W_Q x_l) >= p_n(t) (Definition A.2.2)


def eqA175_printed(S: Any, S1: Any, c: Any, **_: Any) -> Any:
    """p_n(0) of Definition A.2.2 (3) with ||q_1(0)|| = 1: |S_1| e^{1 - c} / (|S_1| e^{1 - c} + |S| - |S_1|), c = delta +
    tau."""
    a = S1 * exp(1 - c)
    return a / (a + S - S1)


def eqA175_corrected(S: Any, S1: Any, c: Any, **_: Any) -> Any:
    """What the noise allows (||W_K x_s - q_j||, ||W_Q x_l - r_1|| <= c): logits >= 1 - 2c - c^2 on S_1 and <= 2c + c^2
    elsewhere, so the mass is >= |S_1| e^{1 - 4c - 2c^2} / (|S_1| e^{1 - 4c - 2c^2} + |S| - |S_1|)."""
    a = S1 * exp(1 - 4 * c - 2 * c * c)
    return a / (a + S - S1)


def eqA175_mut_3c(S: Any, S1: Any, c: Any, **_: Any) -> Any:
    """Mutant of the correction: e^{1 - 6c/5} (too small a noise allowance: too large)."""
    a = S1 * exp(1 - 1.2 * c)
    return a / (a + S - S1)


# ------------------------- (A.188) L3518 with (A.190) L3526: Pr(i in W_{l,n}(0)) = A^cap_{m_a}(phi) / A_{m_a}, phi <= pi/2 - s


def eqA188_cap(ma: Any, phi: Any, **_: Any) -> Any:
    """A^cap_{m_a}(phi) / A_{m_a} for a colatitude phi <= pi/2: (1/2) I_{sin^2 phi}((m_a - 1)/2, 1/2) (the cap formula
    (A.189) cites, Equation 1 of [259]); mpmath's regularized incomplete beta."""
    import mpmath

    return mpmath.betainc((ma - 1) / mpmath.mpf(2), mpmath.mpf(1) / 2, 0, mpmath.sin(phi) ** 2, regularized=True) / 2


def eqA188_hemisphere(**_: Any) -> Any:
    """The cap of colatitude pi/2 (a hemisphere): 1/2."""
    return 0.5


def eqA188_mut(ma: Any, phi: Any, **_: Any) -> Any:
    """Mutant of the correction: the cap at phi itself (the printed value) in place of the hemisphere."""
    return eqA188_cap(ma, phi)


# ---------------------------------------------- (B.199) L4831-L4834: the count identity behind (B.200)'s first step


def eqB199_printed(a: Any, b: Any, di: Any, dstar: Any, **_: Any) -> Any:
    """(B.199)'s right side |D_*^l cap N_z^l| |D_i| - |D_i cap N_z^l| |D_*^l| (a, b: the two intersections)."""
    return a * di - b * dstar


def eqB199_mut(a: Any, b: Any, di: Any, dstar: Any, **_: Any) -> Any:
    """Mutant: the cross term a b counted once more (wrong whenever both intersections are non-empty)."""
    return a * di - b * dstar + a * b


# --------------------------- (B.18) L3975: ||W_O(i,.) z_l(t)|| <= sigma ||W_O(j,.)|| (i unlucky, j lucky), at t = 0


def eqB18_printed(**_: Any) -> Any:
    """(B.18) as a ratio: max_i ||W_O(i) z|| / (sigma min_j ||W_O(j)||) <= 1."""
    return 1


def eqB18_mut(**_: Any) -> Any:
    """Mutant of the reading (Cauchy-Schwarz ratio ||W_O(i) z|| / (sigma ||W_O(i)||) <= 1): 1/2."""
    return 0.5


# ------------ (A.199) L3570 / (B.219) L4947 at t = 1: W_O(i,:)^(0) sum_{i' in W(0)} W_O(i',:)^(0) > 0 for every lucky i


def eqA199_printed(**_: Any) -> Any:
    """(A.199)/(B.219): the bound 0 of '> 0'."""
    return 0


def eqA199_mut(scale: Any, **_: Any) -> Any:
    """Mutant of the reading (the mean over lucky i): at least the sum's scale |W(0)| xi^2 (too large)."""
    return scale


# ------------------------ (A.217), (A.219), (A.221), (A.223) L3636-L3654: the coefficients of p_k for i in W_2 on D_k


def eqA217_printed(k: Any, m: Any, **_: Any) -> Any:
    """The printed coefficient of p_k in -dLoss/dW_O(i,:) for i in W_2 on a sample of D_k: 2/sqrt(m) (k = 2), 0 (k = 1),
    -2/sqrt(m) (k = 3), 0 (k = 4)."""
    return {1: 0, 2: 2 / sqrt(m), 3: -2 / sqrt(m), 4: 0}[int(k)]


def eqA217_mut(k: Any, m: Any, **_: Any) -> Any:
    """Mutant: the D_3 coefficient with the wrong sign (+2/sqrt(m))."""
    return {1: 0, 2: 2 / sqrt(m), 3: 2 / sqrt(m), 4: 0}[int(k)]


# ---------------------- (B.184) L4757: |N_zm^l| / N <= |D_1 cap N_zm^l| / |D_1| for y_l = 1 (its '<='), on a graph


def eqB184_printed(frac_all: Any, **_: Any) -> Any:
    """(B.184)'s middle member |N_zm^l| / N (the '<=' read as lhs >= it, lhs = |D_1 cap N_zm^l| / |D_1|)."""
    return frac_all


def eqB184_mut(frac_all: Any, **_: Any) -> Any:
    """Mutant of the reading: twice the middle member."""
    return 2 * frac_all


# ------------------ (A.198) L3566 / (B.218) L4943: ||mean_{lucky} theta - E[theta]|| <= O(1/M) (m >~ M^2 log N, m -> inf)


def eqA198_shape(M: Any, **_: Any) -> Any:
    """(A.198)/(B.218): the printed order 1/M."""
    return 1 / M


def eqA198_corrected(ma: Any, **_: Any) -> Any:
    """What holds with E[theta] = pi/2: pi/2 - E[theta | lucky] ~ sqrt(2/(pi m_a)), of order m_a^{-1/2}."""
    return 1 / sqrt(ma)


def eqA198_mut(ma: Any, **_: Any) -> Any:
    """Mutant of the correction: m_a^{-3/4} (a wrong rate, too small)."""
    return ma**-0.75


# ------------------------------------------- (B.168) L4677: the softmax over S^{l,t} split by N_l^{z-1} sums to 1


def eqB168_printed(**_: Any) -> Any:
    """(B.168): 1."""
    return 1


def eqB168_mut(**_: Any) -> Any:
    """Mutant: 0.9 (a partition that loses mass)."""
    return 0.9


# ----------------- (A.76) L3014 / (B.84) L4251: Pr(|z_l(t)^T p_1| >= s sqrt(log m)) <= m^{-c}, ||z_l(t)|| <= s


def eqA76_printed(s: Any, m: Any, **_: Any) -> Any:
    """(A.76)/(B.84) for a noise concentrated at one vector z: the event has probability 1[|z^T p_1| >= s sqrt(log m)],
    at most m^{-c} < 1 (m >= 2, c > 0) only if |z^T p_1| < s sqrt(log m) (s = sigma + tau in (A.76), sigma in
    (B.84), the noise radius of (A.39)/(B.29))."""
    return s * sqrt(log(m))


def eqA76_mut_half(s: Any, m: Any, **_: Any) -> Any:
    """Mutant: threshold halved, s sqrt(log m) / 2 (wrong for m < e^4 when z lies along p_1 at radius s)."""
    return s * sqrt(log(m)) / 2


def eqA76_mut_no_tau(sigma: Any, m: Any, **_: Any) -> Any:
    """Mutant: the noise level tau dropped, sigma sqrt(log m) (wrong when tau is large against sigma)."""
    return sigma * sqrt(log(m))


# ------------- (A.52) L2882 / (B.47) L4089: sum_{b=1}^T b^{o_1} p_n(b)^{o_2} >~ T^{o_1+1} p_n(T)^{o_2} (divided by T^{o_1})


def eqA52_shape(T: Any, p: Any, o2: Any, **_: Any) -> Any:
    """(A.52)/(B.47): the printed shape T^{o_1+1} p_n(T)^{o_2}, divided by T^{o_1} (as the measured side is)."""
    return T * p**o2


def eqA52_mut_power(T: Any, p: Any, o2: Any, **_: Any) -> Any:
    """Mutant: T^{o_1+2} p^{o_2} (a wrong power of T: wrong along T -> inf)."""
    return T**2 * p**o2


def eqA52_mut_p(T: Any, p: Any, o2: Any, **_: Any) -> Any:
    """Mutant: T^{o_1+1} p^{o_2/2} (a wrong power of p_n(T): wrong along p -> 0 at o_2 > 0)."""
    return T * p ** (o2 / 2)


# --------------------------- (B.59) L4131: T = eta^{-1/2} (1-delta)^{-1/2} / sqrt(a_1) = ... / (1 - 2 eps_0)^{1/2}


def eqB59_printed(eta: Any, delta: Any, eps0: Any, **_: Any) -> Any:
    """(B.59)'s last member as printed: eta^{-1/2} (1 - delta)^{-1/2} / (1 - 2 eps_0)^{1/2} (a_1 = 1 - 2 eps_0)."""
    return 1 / sqrt(eta * (1 - delta) * (1 - 2 * eps0))


def eqB59_corrected(eta: Any, delta: Any, eps0: Any, xi_sqrt_m: Any, pbar: Any, sigma: Any, **_: Any) -> Any:
    """What holds with (B.46)'s a_1 = xi sqrt(m) pbar ((1 - 2 eps_0) pbar / 4 - sigma) (a = sqrt(m), pbar the batch
    mean of p_n): T = 2 eta^{-1/2} (1 - delta)^{-1/2} / (xi sqrt(m) pbar ((1 - 2 eps_0) pbar - 4 sigma))^{1/2}."""
    return 2 / sqrt(eta * (1 - delta) * xi_sqrt_m * pbar * ((1 - 2 * eps0) * pbar - 4 * sigma))


def eqB59_mut_no4(eta: Any, delta: Any, eps0: Any, xi_sqrt_m: Any, pbar: Any, sigma: Any, **_: Any) -> Any:
    """Mutant of the correction: the 1/4 of (B.46)'s inner factor dropped (factor 2 too small)."""
    return 1 / sqrt(eta * (1 - delta) * xi_sqrt_m * pbar * ((1 - 2 * eps0) * pbar - 4 * sigma))


# ------------- (A.91) L3070 / (B.98) L4321: the batch average inside y(0) is Theta(eta^{-1} xi), in particular positive


def eqA91_zero(**_: Any) -> Any:
    """(A.91)/(B.98): Theta(eta^{-1} xi) with xi > 0 is positive: the bound 0 of the batch average."""
    return 0.0


def eqA91_mut_one(**_: Any) -> Any:
    """Mutant: the batch average compared with 1 (too large: p_n <= 1 and the noise is subtracted)."""
    return 1.0


# ------------------------- (A.64) L2948 and (A.65) L2952-L2955 (proof of Proposition 1): alpha_* -> 0 shapes


def eqA64_shape(alpha: Any, **_: Any) -> Any:
    """(A.64): the printed right side Theta(1) alpha_* (shape alpha_*)."""
    return alpha


def eqA64_mut_logn(alpha: Any, N: Any, **_: Any) -> Any:
    """Mutant: alpha_* sqrt(log N / N) (a spurious factor of N: wrong along N -> inf at a fixed alpha_*)."""
    return alpha * sqrt(log(N) / N)


def eqA65_shape(alpha: Any, s: Any, **_: Any) -> Any:
    """(A.65): the printed order 1/(alpha_* (alpha_* - sigma - tau))^2 (s = sigma + tau)."""
    return 1 / (alpha * (alpha - s)) ** 2


def eqA65_mut_no_gap(alpha: Any, **_: Any) -> Any:
    """Mutant: 1/alpha_*^4 (the gap alpha_* - sigma - tau replaced by alpha_*: wrong along s -> alpha_*)."""
    return 1 / alpha**4


# ------------------------ (B.63) L4145-L4147: Pr(||batch grad - E grad|| >= eps ||E grad||) <= e^{-B eps^2}


def eqB63_printed(B: Any, eps: Any, **_: Any) -> Any:
    """(B.63)'s first '<=': e^{-B eps^2} (no variance scale)."""
    return exp(-B * eps**2)


def eqB63_chebyshev(B: Any, eps: Any, r2: Any, **_: Any) -> Any:
    """Chebyshev: Pr(||mean_B - E|| >= eps ||E||) <= r2 / (B eps^2), r2 = E||G - E G||^2 / ||E G||^2 (capped at 1)."""
    v = r2 / (B * eps**2)
    return v if v < 1 else 1.0


def eqB63_mut(B: Any, eps: Any, **_: Any) -> Any:
    """Mutant: e^{-4 B eps^2} (a larger exponent)."""
    return exp(-4 * B * eps**2)


# ------------------- (A.55) L2899-L2901, second member: a_1 = alpha (1/N) sum_n (alpha ||p_1||^2 p_n - (sigma + tau)) p_n


def eqA55_printed(alpha: Any, printed_avg: Any, **_: Any) -> Any:
    """(A.55)'s a_1 as printed: |S_1|/|S| (1/N) sum_n (|S_1|/|S| ||p_1||^2 p_n(t) - (sigma + tau)) p_n(t) (||p_1|| = 1,
    ``printed_avg`` the average)."""
    return alpha * printed_avg


def eqA55_corrected(alpha: Any, quarter_avg: Any, **_: Any) -> Any:
    """What (A.51) gives (a = sqrt(m), xi = 1/sqrt(m), the batch the N samples): alpha^2 (1/N) sum_n ((1/(4N))
    sum_n' alpha p_n' - sigma - tau) p_n (``quarter_avg`` the average; alpha twice outside: (A.51)'s prefactor and
    the inner xi-term)."""
    return alpha**2 * quarter_avg


def eqA55_mut(alpha: Any, printed_avg: Any, **_: Any) -> Any:
    """Mutant of the correction: the printed average with a factor 1/4 on the whole (the noise term scaled too)."""
    return alpha * printed_avg / 4


# -------------------- (B.72) L4191-L4193: T = eta^{-1/2} / ((1 - 2 eps_0)^{1/2} (1 - delta)^{1/2} gamma_d^2)


def eqB72_shape(eta: Any, delta: Any, eps0: Any, gd: Any, **_: Any) -> Any:
    """(B.72): the printed T = eta^{-1/2} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2} gamma_d^{-2}."""
    return 1 / (sqrt(eta * (1 - 2 * eps0) * (1 - delta)) * gd**2)


def eqB72_mut_eta(eta: Any, delta: Any, eps0: Any, gd: Any, **_: Any) -> Any:
    """Mutant: eta^{-1} in place of eta^{-1/2} (a wrong power of the step size: wrong along eta -> 0)."""
    return 1 / (eta * sqrt((1 - 2 * eps0) * (1 - delta)) * gd**2)
