"""Hongkang Li, PhD thesis (RPI 2024), Appendices A and B (Chapters 2-3): displays inside the proofs, round 5
(step claims of ``thmcheck.checks.papers.thesis.r5_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis); ``thmcheck.bounds.num`` so the 60-digit re-check evaluates the bound itself. Shapes of hidden-constant
displays are the printed shapes (the constant is left to the uniform check).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, log, sqrt

# ------------------------------------------------------------- (A.142) L3321 / (B.146) L4559: prod sqrt(1 + K) >~ e^{sum K}


def eqA142_shape(sumK: Any, q2: Any, **_: Any) -> Any:
    """(A.142)/(B.146): the printed right side of the first '>~', e^{sum_b K(b) ||q_1(0)||^2}."""
    return exp(sumK * q2)


def eqA142_corrected(sumK: Any, q2: Any, kmax: Any, **_: Any) -> Any:
    """What holds for K(b) in (0, kmax]: log(1 + x) >= x - x^2/2 >= x (1 - kmax/2), so prod sqrt(1 + K(b)) ||q||^2
    >= e^{(1 - kmax/2) sum K / 2} ||q||^2 (with ||q||^2 = q2)."""
    return q2 * exp((1 - kmax / 2) * sumK / 2)


def eqA142_mut_no_kmax(sumK: Any, q2: Any, **_: Any) -> Any:
    """Mutant of the correction: e^{sum K / 2} (the second-order term dropped: wrong along t at a fixed K)."""
    return q2 * exp(sumK / 2)


def eqA142_mut_rate(sumK: Any, q2: Any, kmax: Any, **_: Any) -> Any:
    """Mutant of the correction: e^{0.6 sum K} (a wrong rate: wrong along t -> inf with K -> 0+)."""
    return q2 * exp(0.6 * sumK)


# ----------------------------------------------------------- (A.135) L3291: p_n(0) = Theta(...) >= Theta(e^{-(delta+tau)})


def eqA135_shape(c: Any, **_: Any) -> Any:
    """(A.135): the shape e^{-(delta + tau)} of the chain's last member (c = delta + tau)."""
    return exp(-c)


def eqA135_corrected(c: Any, frac: Any, **_: Any) -> Any:
    """What the chain supports: the shape with the fraction |S_1^n|/|S^n| = frac kept, frac e^{-c}."""
    return frac * exp(-c)


def eqA135_mut_c(c: Any, frac: Any, **_: Any) -> Any:
    """Mutant of the correction: frac e^{-c/2} (a wrong rate in delta + tau: wrong along c -> inf)."""
    return frac * exp(-c / 2)


# ------------------------------------------------------- (A.137)-(A.138) L3299-L3303: the threshold on alpha_*


def eqA138_printed(s: Any, c: Any, a_nd: Any, **_: Any) -> Any:
    """(A.138): alpha_* >= (1 - alpha_nd)/(1 + (1 - (tau + sigma)) e^{-(delta + tau)}), s = sigma + tau,
    c = delta + tau."""
    return (1 - a_nd) / (1 + (1 - s) * exp(-c))


def eqA138_corrected(s: Any, c: Any, a_nd: Any, **_: Any) -> Any:
    """(A.137) solved for alpha_* (alpha_# = 1 - alpha_* - alpha_nd) as B -> inf: (1 - alpha_nd + s (1 - s)
    e^{-c}) / (1 + (1 - s) e^{-c})."""
    g = (1 - s) * exp(-c)
    return (1 - a_nd + s * g) / (1 + g)


def eqA138_mut_half(s: Any, c: Any, a_nd: Any, **_: Any) -> Any:
    """Mutant of the correction: half of the missing term s (1 - s) e^{-c}."""
    g = (1 - s) * exp(-c)
    return (1 - a_nd + s * g / 2) / (1 + g)


# --------------------------------------------- (A.75) L3012 / (B.83) L4249: Pr(|mean y| >= sqrt(log B / B)) <= B^{-c}


def eqA75_shape(B: Any, **_: Any) -> Any:
    """(A.75)/(B.83) in log form: Pr <= B^{-c} for some c > 0 <=> log(1/Pr) >~ log B (shape log B)."""
    return log(B)


def eqA75_mut_log2(B: Any, **_: Any) -> Any:
    """Mutant: log(1/Pr) >~ log(B)^2, i.e. Pr <= B^{-c log B} (a faster rate)."""
    return log(B) ** 2


def eqA75_mut_sqrtB(B: Any, **_: Any) -> Any:
    """Mutant: log(1/Pr) >~ B^{1/2}, i.e. a sub-Gaussian tail exp(-c sqrt(B)) at this threshold."""
    return sqrt(B)


# ----------------------------------------------------------------------- (B.53)-(B.54) L4111-L4115: |E p' - 1|


def eqB54_printed(gamma: Any, eps: Any, **_: Any) -> Any:
    """(B.54): |E[p'_n(T)] - 1| <= (1 - gamma_d) eps_S."""
    return (1 - gamma) * eps


def eqB54_corrected(gamma: Any, eps: Any, **_: Any) -> Any:
    """With p'_n as printed in (B.53) (the confusion fraction for n not in D_1 u D_2): |E p' - 1| = (1 - gamma_d)
    (1 - eps_S); (with the class-relevant fraction in (B.53), the printed (1 - gamma_d) eps_S)."""
    return (1 - gamma) * (1 - eps)


def eqB54_mut(gamma: Any, eps: Any, **_: Any) -> Any:
    """Mutant of the correction: (1 - gamma_d)(1 - eps_S)^2."""
    return (1 - gamma) * (1 - eps) ** 2


# --------------------------------------------------- (A.47)-(A.48) L2858-L2862, (B.44)-(B.45) L4077-L4081


def eqA48_shape(T: Any, **_: Any) -> Any:
    """(A.48): ||q_1(T)||^2 = Theta(log T) (shape log T)."""
    return log(T)


def eqA48_mut_logsq(T: Any, **_: Any) -> Any:
    """Mutant: log(T)^2 (a wrong power of log T)."""
    return log(T) ** 2


def eqA48_mut_c(T: Any, c: Any, **_: Any) -> Any:
    """Mutant (lower bound): log(T) / (1 - c/2) (a wrong factor in delta + tau, wrong as c -> 2)."""
    return log(T) / (1 - c / 2)


def eqB45_shape(T: Any, delta: Any, **_: Any) -> Any:
    """(B.45): ||q_1(T)|| = Theta(sqrt(log T (1 - delta))) (shape sqrt((1 - delta) log T))."""
    return sqrt(log(T) * (1 - delta))


def eqB45_mut_const(T: Any, delta: Any, **_: Any) -> Any:
    """Mutant of the upper half: the constant 1 (no growth in T)."""
    return 1 + 0 * T


def eqB45_mut_delta(T: Any, delta: Any, **_: Any) -> Any:
    """Mutant of the upper half: sqrt((1/2 - delta) log T) (vanishes at Assumption B.2.1's edge delta -> 1/2)."""
    return sqrt(log(T) * (0.5 - delta))


def eqB45_mut_lin(T: Any, delta: Any, **_: Any) -> Any:
    """Mutant of the lower half: log(T)(1 - delta) (a wrong power of log T: wrong along T -> inf)."""
    return log(T) * (1 - delta)


def eqA48_mut_power(T: Any, **_: Any) -> Any:
    """Mutant (upper bound): log(T) T^{-1/10} (a wrong power of T)."""
    return log(T) * T ** -0.1


def eqA48_mut_c_up(T: Any, c: Any, **_: Any) -> Any:
    """Mutant (upper bound): log(T)(1 - c/2) (a wrong factor in delta + tau, wrong as c -> 2)."""
    return log(T) * (1 - c / 2)


# ---------------------------------------------------------------------------- (A.68) L2981: dLoss_b / dW_O(i,.)


def eqA68_printed(y: Any, ai: Any, act: Any, VG: Any, **_: Any) -> Any:
    """(A.68) contracted with a probe G: -(1/B) sum_n y^n (1/|S^n|) sum_l a_(l)i 1[W_O(i) V_l^n >= 0] V_l^n(t)^T G;
    arrays y (B,), ai (L,), act (B, L) in {0, 1}, VG (B, L) = V_l^n G."""
    Bn, L = len(VG), len(VG[0])
    return -sum(y[n] * sum(ai[l] * act[n][l] * VG[n][l] for l in range(L)) / L for n in range(Bn)) / Bn


def eqA68_corrected(y: Any, ai: Any, act: Any, VG: Any, hinge_active: Any, **_: Any) -> Any:
    """(A.68) with the hinge's own indicator 1[y^n F(X^n) < 1] (the derivative of max{1 - yF, 0})."""
    Bn, L = len(VG), len(VG[0])
    return -sum(hinge_active[n] * y[n] * sum(ai[l] * act[n][l] * VG[n][l] for l in range(L)) / L
                for n in range(Bn)) / Bn


def eqA68_mut_no_relu(y: Any, ai: Any, act: Any, VG: Any, hinge_active: Any, **_: Any) -> Any:
    """Mutant of the correction: the Relu indicator 1[W_O(i) V_l >= 0] dropped."""
    Bn, L = len(VG), len(VG[0])
    return -sum(hinge_active[n] * y[n] * sum(ai[l] * VG[n][l] for l in range(L)) / L for n in range(Bn)) / Bn


# ------------------------------------------------------- (A.195) L3554 / (B.215) L4927: W_O(i)^(0) V_l(0) >~ xi


def eqA195_shape(xi: Any, **_: Any) -> Any:
    """(A.195)/(B.215): the shape xi of xi(Theta(1) - sigma - tau) (the constant absorbs Theta(1) - sigma - tau > 0)."""
    return xi


def eqA195_mut_sqrt_xi(xi: Any, **_: Any) -> Any:
    """Mutant: xi^{1/2} (a wrong power of the init scale: wrong along xi -> 0)."""
    return sqrt(xi)


# ---------------------------------------------------------------------- (A.67) L2977: the '=' with nu_n(t) |S_j^n|


def eqA67_printed(S: Any, S1: Any, Sj: Any, q: Any, delta: Any, tau: Any, **_: Any) -> Any:
    """(A.67)'s right member nu_n(t) |S_j^n| with nu_n(t) = 1/(|S_1| e^{q^2 - (delta + tau) q} + |S| - |S_1|)
    (Definition A.2.2 (2)), q = ||q_1(t)||."""
    return Sj / (S1 * exp(q * q - (delta + tau) * q) + S - S1)


def eqA67_corrected(S: Any, S1: Any, Sj: Any, q: Any, delta: Any, tau: Any, **_: Any) -> Any:
    """The middle member simplified: |S_j| / (|S| - |S_1| + |S_1| e^{q^2 - 2 delta q}) (= nu_n |S_j| iff tau = delta)."""
    return Sj / (S - S1 + S1 * exp(q * q - 2 * delta * q))


def eqA67_mut(S: Any, S1: Any, Sj: Any, q: Any, delta: Any, tau: Any, **_: Any) -> Any:
    """Mutant of the correction: e^{q^2 - delta q} in the denominator."""
    return Sj / (S - S1 + S1 * exp(q * q - delta * q))


# ------------------------------------------------ Lemma A.3.1 Claim 3 (A.36)-(A.39) L2793-L2801: ||z_j(t)|| <= sigma + tau


def claim3_printed(sigma: Any, tau: Any, **_: Any) -> Any:
    """(A.39): ||z_j(t)|| <= sigma + tau (the instance's Assumption 2.3.1 / (2.5) constants)."""
    return sigma + tau


def claim3_mut_tau(sigma: Any, tau: Any, **_: Any) -> Any:
    """Mutant: tau (sigma dropped)."""
    return tau + 0 * sigma


# ---------------------------- deterministic first steps of (A.54) L2892, (A.136) L3295, (B.56) L4123, (B.69) L4181


def chain_rhs(rhs: Any, **_: Any) -> Any:
    """The right member of the step, computed with the instance (a triangle / Cauchy-Schwarz step between explicit
    empirical and population means): passed through."""
    return rhs


def chain_mut_drop_last(rhs_drop_last: Any, **_: Any) -> Any:
    """Mutant: the right member without its last term."""
    return rhs_drop_last


def claim3_printed_sigma(sigma: Any, **_: Any) -> Any:
    """(B.29): ||z_j(t)|| <= sigma."""
    return sigma


# ---------------------------------------------------------------------------- (B.76) L4225: dLoss_b / dW_O(i)


def eqB76_printed(y: Any, ai: Any, act_nb: Any, VG_nb: Any, **_: Any) -> Any:
    """(B.76) contracted with a probe G: -(1/B) sum_n y_n sum_{l in S^{n,t}} a_i 1[W_O(i) V_l >= 0] V_l^T G; ragged
    lists act_nb[n][k], VG_nb[n][k] over the aggregation set of the batch node n."""
    Bn = len(y)
    return -sum(y[n] * sum(ai * a * v for a, v in zip(act_nb[n], VG_nb[n], strict=True)) for n in range(Bn)) / Bn


def eqB76_corrected(y: Any, ai: Any, act_self: Any, VG_self: Any, hinge_active: Any, **_: Any) -> Any:
    """The gradient of (B.1) with (3.1): -(1/B) sum_n 1[y_n F(x_n) < 1] y_n a_i 1[W_O(i) V_n >= 0] V_n^T G."""
    Bn = len(y)
    return -sum(hinge_active[n] * y[n] * ai * act_self[n] * VG_self[n] for n in range(Bn)) / Bn


def eqB76_mut_no_relu(y: Any, ai: Any, act_self: Any, VG_self: Any, hinge_active: Any, **_: Any) -> Any:
    """Mutant of the correction: the Relu indicator dropped."""
    Bn = len(y)
    return -sum(hinge_active[n] * y[n] * ai * VG_self[n] for n in range(Bn)) / Bn
