"""Bounds of checks/papers/thesis/r14_thesisAB.py (thesis Chs. 2-3, Apps. A-B, round 14, helper thesisAB). Pure
functions, no torch."""

from __future__ import annotations


def theorem1_shape(eta: float, a_star: float, **_: object) -> float:
    """Theorem 1 (2.10), L576-L599: T = Theta(eta^{-3/5} alpha*^{-1}) iterations suffice for zero population risk, so
    the first iteration with zero training hinge is at most c eta^{-3/5} alpha*^{-1} (the printed shape)."""
    return eta ** -0.6 / a_star


def theorem1_corrected_shape(eta: float, a_star: float, **_: object) -> float:
    """What the proofs use ((A.45), (A.55): eta T = Theta(1)): T* <~ eta^{-1} alpha*^{-1}."""
    return 1.0 / (eta * a_star)


def theorem1_mut_half(eta: float, a_star: float, **_: object) -> float:
    """Planted: eta^{-1/2} alpha*^{-1} (too slow along eta -> 0)."""
    return eta ** -0.5 / a_star


def theorem1_mut_alpha(eta: float, a_star: float, **_: object) -> float:
    """Planted: eta^{-1} (alpha*^{-1} - 2), which is <= 0 for alpha* >= 1/2 (wrong along alpha*)."""
    return (1.0 / a_star - 2.0) / eta


def eqA106_shape(own: float, B: float, **_: object) -> float:
    """(A.106) L3133: the printed right side (1/sqrt(B)) W_O(j,:)^(t+1) p_1 of a lucky neuron j in W_{l,n}(0)
    (constant hidden)."""
    return own / B ** 0.5


def eqA106_mut_b(own: float, B: float, **_: object) -> float:
    """Planted: own/B (a wrong power of B)."""
    return own / B


def eqA105_shape(eta: float, m: float, B: float, t: float, s1frac: float, sig_tau: float, w: float,
                 **_: object) -> float:
    """(A.105) L3124-L3129's last right side with a = sqrt(m), ||p|| = 1 and p_n(b) <= 1 (an upper bound of the printed
    side, so a divergence against it is one against the printed side): (eta/a)(1 + (sigma + tau) + t (|S_1|/(2|S|))
    eta (m/a) w) sqrt(log m log B / B), w = max_j |W_O(i,:)^(t) p_j| of the neuron (constant hidden)."""
    from math import log, sqrt

    a = sqrt(m)
    return (eta / a) * (1.0 + sig_tau + t * s1frac / 2.0 * eta * (m / a) * w) * sqrt(log(m) * log(B) / B)


def eqA105_mut_b(eta: float, m: float, B: float, t: float, s1frac: float, sig_tau: float, w: float,
                 **_: object) -> float:
    """Planted: 1/B in place of sqrt(log B / B)."""
    from math import log, sqrt

    a = sqrt(m)
    return (eta / a) * (1.0 + sig_tau + t * s1frac / 2.0 * eta * (m / a) * w) * sqrt(log(m)) / B


def eqA105_triangle(abs_sum: float, **_: object) -> float:
    """Corrected (A.105): the triangle inequality over the batch, |W_O(i)^(t+1) p - W_O(i)^(t) p| <= (eta/B) sum_{n in
    B_b} |(1/|S^n|) sum_l a_(l)i 1[W_O(i) V_l^n(t) > 0] V_l^n(t)^T p| (abs_sum, measured at the step's iterate)."""
    return abs_sum


def eqA105_mut_concentrated(abs_sum: float, m: float, B: float, **_: object) -> float:
    """Planted: the corrected side times the concentration factor sqrt(log m log B / B) the display claims (wrong along
    B: the batch-mean gradient has a nonzero mean)."""
    from math import log, sqrt

    return abs_sum * sqrt(log(m) * log(B) / B)


def eqB104_ub(eta: float, t: float, B: float, m: float, wk: float, wi: float, **_: object) -> float:
    """(B.104) L4341's right side without its hidden constant, an upper bound of it: (eta^2 t m/(sqrt(B) a^2)) wk +
    (eta^2/a) sum_{b=1}^t sqrt(log m log B / B) (1/2B) sum_{n in B_b} (m/a) p_n(t) wi with a = sqrt(m) (m/a^2 = 1),
    p_n(t) <= 1 (so (1/2B) sum_n p_n <= 1/2), wk = max over k not in W_l(0) of |W_O(k)^(t) p_1| and wi = max over the
    lucky i of |W_O(i)^(t) p_2| (the most favourable neurons): eta^2 t (wk/sqrt(B) + (wi/2) sqrt(log m log B / B))."""
    from math import log, sqrt

    return eta * eta * t * (wk / sqrt(B) + 0.5 * wi * sqrt(log(m) * log(B) / B))


def eqB104_triangle(abs_sum: float, **_: object) -> float:
    """Corrected (B.104): the triangle inequality over the batch, |H_5| <= (eta/B) sum_{n in B_b} |a_i| 1[W_O(i) V_n(t)
    >= 0] |(Delta_W' xbar_n(t))^T p_j| (abs_sum, measured; Delta_W' the W_V update of the neurons not in W_l(0))."""
    return abs_sum


def eqB103_ub(eta: float, t: float, B: float, m: float, wj: float, **_: object) -> float:
    """(B.103) L4337's right side, an upper bound of it: (eta^2/a) sum_{b=1}^t sqrt(log m log B / B) (1/2B) sum_{n in
    B_b} (m/a) p_n(b) wj with a = sqrt(m), p_n(b) <= 1, wj = max over the lucky k of |W_O(k)^(t) p_j| (the most
    favourable neuron): eta^2 t (wj/2) sqrt(log m log B / B)."""
    from math import log, sqrt

    return eta * eta * t * 0.5 * wj * sqrt(log(m) * log(B) / B)


def eqB91_shape(eta: float, m: float, pterm: float, sig: float, **_: object) -> float:
    """(B.91) L4273-L4280 at t = 0 (the sums over b empty): (eta/a) (1/B) sum_{n in B_b} (p_n(0)(1 - 2 eps_0) - sigma)
    with a = sqrt(m); pterm = (1/B) sum_n p_n(0) (1 - 2 eps_0), sig = sigma (constant of '>~' hidden)."""
    return eta / m ** 0.5 * (pterm - sig)


def eqB91_mut_sum(eta: float, m: float, pterm: float, sig: float, N: float, **_: object) -> float:
    """Planted: (eta/a) sum_{n in B_b} (...) without the 1/B (B = N; wrong along N)."""
    return eqB91_shape(eta, m, pterm, sig) * N



def eqA83_shape(eta: float, m: float, pterm: float, st: float, **_: object) -> float:
    """(A.83) L3036 at t = 0 (the sums over b empty): (eta/(aB)) sum_{n in B_b} ((|S_1^n|/|S^n|) p_n(0) - (sigma +
    tau)) ||p_1||^2 with a = sqrt(m), ||p_1|| = 1; pterm = (1/B) sum_n (|S_1^n|/|S^n|) p_n(0), st = sigma + tau
    (constant of '>~' hidden)."""
    return eta / m ** 0.5 * (pterm - st)


def eqA83_mut_sum(eta: float, m: float, pterm: float, st: float, B: float, **_: object) -> float:
    """Planted: (eta/a) sum_{n in B_b} (...) without the 1/B (wrong along B)."""
    return eqA83_shape(eta, m, pterm, st) * B
