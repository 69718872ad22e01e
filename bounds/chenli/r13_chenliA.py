"""Bounds of chenli's round-13 Section 5 checks (helper chenliA; ``checks/papers/chenli/r13_chenliA.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def l1166_printed(delta: float, **_: Any) -> float:
    """L1166 (Lemma 5.16's proof, the case v = w): the event E = {|mu_i| <= sqrt(log(k/delta)/d2) for all i in [k]}
    has P[E] >= 1 - delta, i.e. P[E^c] <= delta."""
    return delta


def l1166_corrected(delta: float, k: int, **_: Any) -> float:
    """Corrected: Hoeffding at the printed threshold, P[|mu_i| > t] <= 2 exp(-d2 t^2/2) = 2 sqrt(delta/k) for t^2 =
    log(k/delta)/d2, and a union bound over the k rows: P[E^c] <= min(1, 2 sqrt(k delta)). (P[E^c] <= delta needs
    the threshold sqrt(2 log(2k/delta)/d2).)"""
    return min(1.0, 2.0 * math.sqrt(k * delta))


def l1166_mutant_half(delta: float, **_: Any) -> float:
    """Planted mutant: P[E^c] <= delta/2."""
    return delta / 2.0


def l1166_mutant_sq(delta: float, **_: Any) -> float:
    """Planted mutant (wrong along delta, also under the reading's threshold sqrt(2 log(2k/delta)/d2), where P[E^c] ~
    delta/(sqrt(2 pi) sqrt(2 log(2k/delta))) >> delta^2): P[E^c] <= delta^2."""
    return delta * delta


def l1166_mutant_over_k(delta: float, k: int, **_: Any) -> float:
    """Planted mutant (wrong along k): P[E^c] <= delta/k."""
    return delta / k


def l1186_printed(k: int, delta: float, delta_e: float, dstar: float, **_: Any) -> float:
    """L1186 (Lemma 5.16's proof, v = w): (1/d2) |1_[2]^T (E[X^T softmax(X Theta X^T) X] - k Id) 1_[2]| <= delta*
    sqrt(log(k/delta)) k^2 + 3 delta k^{5/2} log(k/delta), with delta* the bound of L1176 (||M_mu - M||_max <=
    delta*) and delta the bound of P[E^c] (the chain's two premises) at their least admissible values dstar and
    delta_e = max(delta, P[E^c]) (delta also sets E's threshold sqrt(log(k/delta)/d2))."""
    L = math.log(k / delta)
    return dstar * math.sqrt(L) * k * k + 3.0 * delta_e * k**2.5 * L


def l1186_corrected(k: int, delta: float, delta_e: float, dstar: float, trace_m: float, **_: Any) -> float:
    """Corrected (the J-less chain): its identity term is E[mu^T M* mu] = Tr(M*)/d2 (mu_i independent, mean 0, variance
    1/d2), not k/d2 = Tr(J M*)/d2, so the J-less left side is at most the printed right side plus |k - Tr(M*)|."""
    return l1186_printed(k, delta, delta_e, dstar) + abs(k - trace_m)


def l1186_mutant_half(k: int, delta: float, delta_e: float, dstar: float, trace_m: float, **_: Any) -> float:
    """Planted mutant: the corrected bound with |k - Tr(M*)|/2."""
    return l1186_printed(k, delta, delta_e, dstar) + abs(k - trace_m) / 2.0


def l1066_case2_shape(d: float, d2: float, d3: float, r: float, c: float, k: int, v: float, ind: float,
                      **_: Any) -> float:
    """Lemma 5.15 (L1060-L1066) as printed: ||E Delta||_max <= delta*_c, the printed shape (Theta~ constant and
    polylogs 1) with the printed indicator 1 = 1[|nu|, |nu'| <= c/sqrt(d3)] (0 in the second alternative with |nu| =
    1): k^{8/3}(sqrt(c) r^{1/4}/d2^{1/4} + c^2/r^{1/4})^{1/3} + k^3 (c^2 v sqrt(r)/sqrt(d))^c there."""
    from thmcheck.bounds.chenli.sec5_4_conclude import delta_star

    return delta_star(d, d2, d3, r, c, k, v, ind)


def l1066_mutant_over_f(d: float, d2: float, d3: float, r: float, c: float, k: int, v: float, ind: float, F: float,
                        **_: Any) -> float:
    """Planted mutant (wrong along ||Theta||_F -> inf): delta*_c/||Theta||_F."""
    return l1066_case2_shape(d, d2, d3, r, c, k, v, ind) / F


def l1126_shape(**_: Any) -> float:
    """L1126 (Lemma 5.16's proof, v != w): |mu_i|, |nu_i| <~ sqrt(log(k/delta)/d2) for all i with probability >= 1 -
    delta. Checked as: the least constant C with P[max_i max(|mu_i|, |nu_i|) <= C sqrt(log(k/delta)/d2)] >= 1 - delta
    is <~ 1 (the shape 1; the uniform check asks for one constant over the domain)."""
    return 1.0


def l1126_mutant_over_d3(d3: float, **_: Any) -> float:
    """Planted mutant (wrong along d3 -> inf at d2 = d3 fixed ratio): 1/sqrt(d3)."""
    return 1.0 / math.sqrt(d3)


def l1178_printed(delta: float, k: int, L: float, d2: int, **_: Any) -> float:
    """L1178 (Lemma 5.16's proof, v = w): delta E[mu^T J M_mu mu | E^c] <= delta k^{5/2} log(k/delta)/d2 (L =
    log(k/delta)); checked divided by delta > 0."""
    return k**2.5 * L / d2


def l1178_corrected(delta: float, k: int, L: float, d2: int, **_: Any) -> float:
    """Corrected: delta k^{5/2} (log(k/delta) + 5)/d2. ||J M||_op <= k^{3/2}; E[mu_i^2 | E^c] is a mediant of
    E[mu_i^2 | |mu_i| > t] and E[mu_i^2 | |mu_i| <= t] (the rows are independent), so E[||mu||^2 | E^c] <= k
    E[mu_1^2 | |mu_1| > t]; the binomial's overshoot gives d2 E[mu_1^2 | |mu_1| > t] <= d2 t^2 + 5 (Gaussian: a^2 + 2;
    the lattice step adds <= 4t + 4/d2)."""
    return k**2.5 * (L + 5.0) / d2


def l1178_mutant_half(delta: float, k: int, L: float, d2: int, **_: Any) -> float:
    """Planted mutant: half the printed bound."""
    return 0.5 * k**2.5 * L / d2


def l1178_mutant_plus_one(delta: float, k: int, L: float, d2: int, **_: Any) -> float:
    """Planted mutant (along the overshoot): delta k^{5/2} (log(k/delta) + 1)/d2, short of the overshoot ~2."""
    return k**2.5 * (L + 1.0) / d2


def l1178_mutant_one_k_short(delta: float, k: int, L: float, d2: int, **_: Any) -> float:
    """Planted mutant (wrong along k): delta k^{3/2} log(k/delta)/d2."""
    return k**1.5 * L / d2


def l1178_mutant_no_log(delta: float, k: int, L: float, d2: int, **_: Any) -> float:
    """Planted mutant (wrong along delta): delta k^{5/2}/d2."""
    return k**2.5 / d2


def l1044_shape(s: float, **_: Any) -> float:
    """(46) (Lemma 5.14's proof): P[(1_T - 1')^T Theta 1_U > s v (d2 + d3)^{3/2}/sqrt(d)] ||Theta||_F <~ 1/s^2 (the
    shape 1/s^2; ||Theta||_F outside the bracket, as printed)."""
    return 1.0 / (s * s)


def l1044_mutant_s(s: float, **_: Any) -> float:
    """Planted mutant: s (wrong along s -> 0: the reading's event is sure for small s, probability 1)."""
    return s


def l1034_shape(t: float, **_: Any) -> float:
    """(45) (Lemma 5.14's proof): P[|y_[0]^T Theta (1_U2 + 1_U3)| > t v (d2 + d3) ||Theta||_F/sqrt(d)] <~ 1/t^2."""
    return 1.0 / (t * t)


def l1034_mutant_over_d2(t: float, d2: float, **_: Any) -> float:
    """Planted mutant (wrong along d2): 1/(t^2 d2)."""
    return 1.0 / (t * t * d2)
