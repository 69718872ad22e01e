"""thesis, Appendix C (round 15, helper thesisC): bounds for ``thmcheck.checks.papers.thesis.r15_thesisC``.

- (C.104) L5769-L5773, first '<=': fbar(W_t) <= <grad fbar(W_t), W_t - W*>, as the ratio of the two sides: 1.
- (C.143) L5930: |xi_{j,l}(W) - xi_{j,l}(W')| <= (max_k |T_{j,k,l}|) ||x|| sqrt(K) ||W - W'||_F, as a ratio: 1.
- (C.102) L5756, second '<~': the first line's shape over K^2 (1 + xi) (1 - ||Sigma_L||^3) sqrt(d log n / n).
- (C.163) L6023 and (C.165) L6031: ratios of the two sides (>= 1 resp. <= 1).

Pure functions (no torch)."""

from __future__ import annotations

import math


def unit(**_: object) -> float:
    """A step checked as the ratio of its two sides: 1."""
    return 1.0


def ratio_mut_045(**_: object) -> float:
    """Planted mutant: 0.45 (a ratio that tends to 1/2 near W*, or to 1 in a tight case, exceeds it)."""
    return 0.45


def ratio_mut_09(**_: object) -> float:
    """Planted mutant: 0.9 (the step is tight: the ratio reaches 1 - o(1))."""
    return 0.9


def ratio_mut_11(**_: object) -> float:
    """Planted mutant of a '>=' ratio: 1.1 (the ratio reaches 1 + o(1))."""
    return 1.1


# ------------------------------------------------ (C.102) L5756, second '<~': K^{5/2} (first line) against K^2


def c102_shape(**_: object) -> float:
    """(C.102)'s second '<~' with eta = kappa = tau = delta_K = 1 (the poly's arguments fixed, so the poly is one
    number): the first line divided by K^2 (1 + xi) (1 - ||Sigma_L||^3) sqrt(d log n / n) is <~ 1."""
    return 1.0


def c102_corrected(K: float, **_: object) -> float:
    """Corrected shape: K^{1/2} (the K^{5/2} of (C.84) / Theorem 2 (4.10) kept, against the printed K^2)."""
    return math.sqrt(float(K))


def c102_mut_k(**_: object) -> float:
    """Planted mutant of the corrected shape: K^0 on the ratio, i.e. the printed K^2 in place of K^{5/2} (a weaker
    wrong power, K^{1/4}, grows only x3.8 over the path's 2.3 decades of K)."""
    return 1.0


# ------------------------------------ Corollary 4.4.1's risk rows (C.108), (C.109), (C.113), (C.114), (C.118), ...


def cor_risk_shape(d: int, K: int, n: float, **_: object) -> float:
    """The printed shape of the risk rows: K^2 sqrt(d log n / n) (poly(eta, kappa, tau, delta), (1 + xi) and the
    row's O(g(Psi)) factor are constants of the instance)."""
    return float(K) ** 2 * math.sqrt(float(d) * math.log(float(n)) / float(n))


def cor_risk_excess(d: int, K: int, n: float, floor: float, **_: object) -> float:
    """Corrected (the excess risk, as a bound on the risk itself): floor + K^{5/2} sqrt(d log n / n)."""
    return float(floor) + float(K) ** 2.5 * math.sqrt(float(d) * math.log(float(n)) / float(n))


def cor_risk_mut_nofloor(d: int, K: int, n: float, **_: object) -> float:
    """Planted mutant of the corrected bound: K^{5/2} sqrt(d log n / n) without the floor."""
    return float(K) ** 2.5 * math.sqrt(float(d) * math.log(float(n)) / float(n))


def zero(**_: object) -> float:
    """(C.148) as an identity: the least relative residual over the mean-value point gamma is 0."""
    return 0.0


# ------------------------------------------ Corollary 4.4.1's convergence-rate rows (C.106) L5779, (C.111) L5791


def c111_shape(K: int, tau: float, m: float, **_: object) -> float:
    """(C.111): 1 - v >~ (1/(K^2 tau^K eta kappa^2)) / (1 + ||mu_l||^2) (eta = kappa = 1 here)."""
    return 1.0 / (float(K) ** 2 * float(tau) ** int(K) * (1.0 + float(m) ** 2))


def c106_shape(K: int, tau: float, s: float, **_: object) -> float:
    """(C.106): 1 - v >~ (1/(K^2 tau^K eta kappa^2)) / (1 + ||Sigma_l||), ||Sigma_l|| = s^2 (eta = kappa = 1)."""
    return 1.0 / (float(K) ** 2 * float(tau) ** int(K) * (1.0 + float(s) ** 2))


def c111_mut(K: int, tau: float, m: float, **_: object) -> float:
    """Planted mutant of (C.111): 1/(1 + ||mu_l||) (a slower decay than the rate's 1/||mu_l||^2)."""
    return 1.0 / (float(K) ** 2 * float(tau) ** int(K) * (1.0 + float(m)))


def c106_mut(K: int, **_: object) -> float:
    """Planted mutant of (C.106): no decay in ||Sigma_l|| at all (1/K^2)."""
    return 1.0 / float(K) ** 2


# ------------------------------------- Corollary 4.4.1's estimation-error rows (C.107) L5781, (C.112) L5793


def c112_shape(K: int, tau: float, m: float, **_: object) -> float:
    """(C.112): K^{5/2} tau^K (1 + ||mu_l||) (the poly's tau^K of (C.84)'s first line kept in the shape; eta = kappa
    = delta_K = 1, xi = 0)."""
    return float(K) ** 2.5 * float(tau) ** int(K) * (1.0 + float(m))


def c107_shape(K: int, tau: float, s: float, **_: object) -> float:
    """(C.107): K^{5/2} tau^K sqrt(||Sigma_l||) = K^{5/2} tau^K s (eta = kappa = delta_K = 1, xi = 0)."""
    return float(K) ** 2.5 * float(tau) ** int(K) * float(s)


def c112_mut(K: int, tau: float, **_: object) -> float:
    """Planted mutant of (C.112): no growth in ||mu_l||."""
    return float(K) ** 2.5 * float(tau) ** int(K)


def c107_mut(K: int, tau: float, s: float, **_: object) -> float:
    """Planted mutant of (C.107): ||Sigma_l||^{1/4} = s^{1/2} (too slow a growth)."""
    return float(K) ** 2.5 * float(tau) ** int(K) * math.sqrt(float(s))


def c101_shape(K: int, tau: float, s: float, lam1: float, **_: object) -> float:
    """(C.101)'s second line: 1 - v >~ lambda_L ||Sigma_L||^3 / (K^2 eta kappa^2 tau^K) (eta = kappa = 1),
    ||Sigma_L|| = s^2."""
    return float(lam1) * float(s) ** 6 / (float(K) ** 2 * float(tau) ** int(K))


def c101_mut(K: int, s: float, **_: object) -> float:
    """Planted mutant of (C.101): 1/(K^2 s) (a rate that grows as ||Sigma_L|| -> 0)."""
    return 1.0 / (float(K) ** 2 * float(s))


def c117_shape(K: int, tau: float, lam1: float, **_: object) -> float:
    """(C.117): K^{5/2} tau^K O(1 / (1 + sqrt(lambda_l))) (eta = kappa = delta_K = 1, xi = 0); over lambda_l in
    (0, 1) the factor lies in [1/2, 1]: the row states boundedness in lambda_l."""
    return float(K) ** 2.5 * float(tau) ** int(K) / (1.0 + math.sqrt(float(lam1)))


def c122_shape(K: int, tau: float, lam1: float, **_: object) -> float:
    """(C.122): K^{5/2} tau^K O(1 + sqrt(lambda_l)) (eta = kappa = delta_K = 1, xi = 0); in [1, 2] over (0, 1)."""
    return float(K) ** 2.5 * float(tau) ** int(K) * (1.0 + math.sqrt(float(lam1)))


def c117_mut(K: int, tau: float, lam1: float, **_: object) -> float:
    """Planted mutant of (C.117)/(C.122): K^{5/2} tau^K sqrt(lambda_l), which vanishes as lambda_l -> 0."""
    return float(K) ** 2.5 * float(tau) ** int(K) * math.sqrt(float(lam1))


def c121_shape(K: int, tau: float, lam1: float, **_: object) -> float:
    """(C.121): 1 - v >~ Theta(1 / (1 + lambda_l)) / (K^2 eta tau^K kappa^2) (eta = kappa = 1); the factor lies in
    [1/2, 1] over lambda_l in (0, 1): the row states that 1 - v stays bounded below by c / (K^2 tau^K)."""
    return 1.0 / (float(K) ** 2 * float(tau) ** int(K) * (1.0 + float(lam1)))


def c121_mut(K: int, tau: float, lam1: float, **_: object) -> float:
    """Planted mutant of (C.121): 1 / (K^2 tau^K lambda_l), which blows up as lambda_l -> 0."""
    return 1.0 / (float(K) ** 2 * float(tau) ** int(K) * float(lam1))


def c183_rhs(t1: float, t2: float, t3: float, **_: object) -> float:
    """(C.183)'s right side: the three norms (cover step of f_n, deviation at the cover point, cover step of fbar)."""
    return float(t1) + float(t2) + float(t3)


def c183_mut(t1: float, t3: float, **_: object) -> float:
    """Planted mutant of (C.183): the deviation at the cover point ||(1/n) sum_i Hess l(W_j; x_i) - E Hess l(W_j)||
    dropped (wrong as eps -> 0, where both cover steps vanish and the sampling deviation stays)."""
    return float(t1) + float(t3)


def c205_rhs(a: float, b: float, **_: object) -> float:
    """(C.205)'s right side: sup ||grad f_n - grad fbar|| + ||(1/n) sum_i nu_i||."""
    return float(a) + float(b)


def c205_mut(a: float, **_: object) -> float:
    """Planted mutant of (C.205): the noise term ||(1/n) sum_i nu_i|| dropped."""
    return float(a)


def c203_rhs(d: int, **_: object) -> float:
    """(C.203)'s right side as printed: the event's probability is at most d^-10."""
    return float(d) ** -10


def c203_reading(d: int, **_: object) -> float:
    """(C.203) read as Lemma C.4.5 states it: the event's probability is at least 1 - d^-10."""
    return 1.0 - float(d) ** -10


def c203_mut(d: int, **_: object) -> float:
    """Planted mutant of the reading: probability at least 1 + d^-10 (above one: no event reaches it)."""
    return 1.0 + float(d) ** -10


def c222_rhs(**_: object) -> float:
    """(C.222): some W' of the segment [W*P, W_hat_n] makes the expansion exact: the distance of the remainder
    f_n(W_hat) - f_n(W*P) - <grad f~_n(W*P), vec(Delta)> from the range of (1/2) vec(Delta)^T Hess f_n(W') vec(Delta)
    over the segment is 0."""
    return 0.0


def c222_corrected(noise: float, **_: object) -> float:
    """(C.222) with the noisy gradient: the remainder misses the segment's range by at most |<(1/n) sum_i nu_i,
    vec(Delta)>| (Taylor's theorem holds with grad f_n; the tilde adds that inner product)."""
    return float(noise)


def c222_mut(noise: float, **_: object) -> float:
    """Planted mutant of the corrected (C.222): half the noise inner product."""
    return 0.5 * float(noise)


def c223_rhs(lin: float, **_: object) -> float:
    """(C.223)'s right side: |grad f_n(W*P)^T vec(W_hat_n - W*P)|."""
    return float(lin)


def c223_mut(lin: float, **_: object) -> float:
    """Planted mutant of (C.223): 0.3 |grad f_n^T vec(Delta)| (near the ERM the quadratic term is ~ half of it)."""
    return 0.3 * float(lin)
