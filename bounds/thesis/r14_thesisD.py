"""Bounds of the round-14 App. D claims of the thesis (``checks/papers/thesis/r14_thesisD.py`` and the re-encoded
``thesis.ch5.lemmaD.2.6-S-choice`` in ``checks/papers/thesis/r11_thesisD.py``): pure functions, no torch."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from thmcheck.bounds import num

# ---------------- Lemma D.2.6's last step (L7129 -> L7137) at S = (m1/p2)^{1/3}: the ||A||_inf (1 + ||A||_inf) kept


def d26_corrected(m1: Any, m2: Any, p2: Any, ainf: Any, **_: object) -> Any:
    """Corrected (hidden constant): p2^{2/3} (1 + ||A||_inf (1 + ||A||_inf)) / (m1^{1/6} sqrt(m2)). L7129's second
    term at S = (m1/p2)^{1/3} is p2^{5/6} ||A||_inf (1 + ||A||_inf) / (m1^{1/3} m2) = (p2/m1)^{1/6} m2^{-1/2} times
    ||A||_inf (1 + ||A||_inf) p2^{2/3}/(m1^{1/6} sqrt(m2)), and (p2/m1)^{1/6} m2^{-1/2} <= 1 (p2 <= m1, m2 >= 1)."""
    return p2 ** (2.0 / 3.0) * (1.0 + ainf * (1.0 + ainf)) / (m1 ** (1.0 / 6.0) * m2**0.5)


def d26_corr_mut_m1(m1: Any, m2: Any, p2: Any, ainf: Any, **_: object) -> Any:
    """Planted (corrected side): m1^{-1/3} for m1^{-1/6} (wrong along m1: the first term is exactly m1^{-1/6})."""
    return p2 ** (2.0 / 3.0) * (1.0 + ainf * (1.0 + ainf)) / (m1 ** (1.0 / 3.0) * m2**0.5)


def d26_corr_mut_p2(m1: Any, m2: Any, p2: Any, ainf: Any, **_: object) -> Any:
    """Planted (corrected side): p2^{1/3} for p2^{2/3} (wrong along p2: the first term is exactly p2^{2/3})."""
    return p2 ** (1.0 / 3.0) * (1.0 + ainf * (1.0 + ainf)) / (m1 ** (1.0 / 6.0) * m2**0.5)


# ---------------- Lemma D.2.4's construction (D.45)-(D.46): its norm bounds (L6960), O~ read as log(e m1 m2)


def d24_norms_shape(m1: Any, m2: Any, **_: object) -> Any:
    """The printed ratio bound 1 (||W^||_{2,inf} <= C0/m1, ||V^||_{2,inf} <= sqrt(m1)/m2 with C0 = O~(p1^2 p2 K^2 C
    C'')) with the O~'s poly(log(m1 m2)) (L6742) read as 1 + log(m1 m2) = log(e m1 m2)."""
    return 1.0 + num.log(m1 * m2)


def d24_mut_p1k(m1: Any, m2: Any, p1: Any, K: Any, **_: object) -> Any:
    """Planted: log(e m1 m2)/(p1 K)^2 (the W^ ratio is 1/(p1 K) at v* uniform: wrong along p1 and K)."""
    return d24_norms_shape(m1, m2) / (p1 * K) ** 2


def d24_mut_p2(m1: Any, m2: Any, p2: Any, **_: object) -> Any:
    """Planted: log(e m1 m2)/p2 (the W^ ratio does not fall with p2 at v* uniform: wrong along p2)."""
    return d24_norms_shape(m1, m2) / p2


# ---------------- L7464 (proof of Lemma D.2.11): O~((eta ||A|| tau_{w,inf} m1/sigma_w)^N) <= O~(eta ||A|| tau m1/sigma_w) <= 1


def l7464_shape(**_: object) -> float:
    """The printed '<= 1' of L7464 as a hidden-constant shape: eta ||A||_inf tau_{w,inf} m1/sigma_w <= c."""
    return 1.0


def l7464_corrected(ainf: Any, **_: object) -> Any:
    """Corrected (hidden constant): eta ||A||_inf tau_{w,inf} m1/sigma_w <= O(||A||_inf) at eta <= eta0 = (m1
    m2)^{-k}, k >= 2 (or eta0 taken <= 1/(poly(m1, m2) ||A||_inf), which makes the printed '<= 1' hold)."""
    return ainf


def l7464_mut_m(m1: Any, m2: Any, ainf: Any, **_: object) -> Any:
    """Planted (corrected side): ||A||_inf/(m1 m2) (wrong along m1 at k = 2: x falls only like m1^{-0.01})."""
    return ainf / (m1 * m2)


def l7464_mut_tau(ainf: Any, tau: Any, **_: object) -> Any:
    """Planted (corrected side): ||A||_inf tau_{w,inf}^2 (x is linear in tau_{w,inf}: wrong along tau_{w,inf} -> 0)."""
    return ainf * tau * tau


# ---------------- Lemma D.2.1: '(a) and (b) are equivalent', sup (b)-error <= sup (a)-error


def d21ab_bound(err_a: Any, **_: object) -> Any:
    """(b)'s error at most (a)'s (what '(a) and (b) are equivalent' says of one h, eps = (a)'s error)."""
    return err_a


def d21ab_mut_half(err_a: Any, **_: object) -> Any:
    """Planted: half of (a)'s error (dies under the reading '(b) at ||x|| = a', where the two errors agree)."""
    return 0.5 * err_a


def d21ab_mut_shift(err_a: Any, a: Any, c1: Any, **_: object) -> Any:
    """Planted: (a)'s error less 0.01 c1 a."""
    return err_a - 0.01 * c1 * a


# ---------------- L7151 (proof of Lemma D.2.7): C''' = sup |sum_j v*_{2,j} phi_{2,j}(.)| <= p2 C_s(phi, ||A||) sqrt(||A||^2 + 1)


def l7151_bound(p2: Any, cs: Any, R: Any, **_: object) -> Any:
    """p2 C_s(phi, ||A||_inf) sqrt(||A||_inf^2 + 1), C_s (5.3) with C* = 1 (a larger C* only enlarges it), R =
    ||A||_inf."""
    return p2 * cs * num.sqrt(R * R + 1.0)


def l7151_mut_no_p2(p2: Any, cs: Any, R: Any, **_: object) -> Any:
    """Planted: C_s sqrt(R^2 + 1) / sqrt(p2) (the p2 turned into p2^{-1/2}: the sum over j can reach sqrt(p2))."""
    return cs * num.sqrt(R * R + 1.0) / num.sqrt(p2)


def l7151_mut_R(p2: Any, cs: Any, R: Any, **_: object) -> Any:
    """Planted: p2 C_s / (R^2 + 1)^2 (a wrong power of ||A||_inf)."""
    return p2 * cs / (R * R + 1.0) ** 2


# ---------------- L7193 (proof of Lemma D.2.8): r~_{n,i} ~ N(0, ||a~_n||_inf^2 E[||u||^2] / m2)


def l7193_mean_norm_u(m1: Any, rx: Any) -> float:
    """E[||u||] for u_j = ReLU(g_j), g_j i.i.d. N(0, (rx^2 + 1)/m1), j in [m1] (u of L7191 at the init L1485 with
    ||a~_n X|| = rx): ||u||^2 = ((rx^2 + 1)/m1) chi^2_K with K ~ Bin(m1, 1/2) active units, E[chi_K] = sqrt(2)
    Gamma((K+1)/2)/Gamma(K/2), summed over K (exact to double precision)."""
    m1 = int(m1)
    s2 = float(rx) * float(rx) + 1.0
    half = 20.0 * math.sqrt(m1)  # 40 standard deviations of Bin(m1, 1/2): the rest weighs < e^{-800}
    K = np.arange(max(1, int(m1 / 2 - half)), min(m1, int(m1 / 2 + half) + 1) + 1, dtype=float)
    lg = np.vectorize(math.lgamma)
    logpmf = math.lgamma(m1 + 1.0) - lg(K + 1.0) - lg(m1 - K + 1.0) - m1 * math.log(2.0)
    chi = math.sqrt(2.0) * np.exp(lg((K + 1.0) / 2.0) - lg(K / 2.0))
    return math.sqrt(s2 / m1) * float(np.sum(np.exp(logpmf) * chi))


def l7193_printed(arow_inf: Any, rx: Any, m2: Any, **_: object) -> Any:
    """Printed variance of r~_{n,i}: ||a~_n||_inf^2 E[||u||^2] / m2, ||a~_n||_inf the row's absolute sum (the thesis's
    convention L1333, '||.||_inf measures the maximum absolute row sum'), E[||u||^2] = (rx^2 + 1)/2 in closed form."""
    return arow_inf * arow_inf * (rx * rx + 1.0) / 2.0 / m2


def l7193_upper(arow_inf: Any, rx: Any, m2: Any, **_: object) -> Any:
    """The printed variance read as an upper bound (Var(r~) <= ||a~_n||_inf^2 E[||u||^2]/m2): the same function."""
    return l7193_printed(arow_inf, rx, m2)


def l7193_corrected(arow_inf: Any, m1: Any, rx: Any, m2: Any, **_: object) -> Any:
    """Corrected (the law of r~ when every a_m X equals a~_n X and A is row-stochastic and symmetric):
    ||a~_n||_inf^2 E[||u||]^2/m2 (row sum; the squared mean E[||u||]^2 for the second moment E[||u||^2])."""
    Eu = l7193_mean_norm_u(m1, rx)
    return arow_inf * arow_inf * Eu * Eu / m2


def l7193_mut_second_moment(arow_inf: Any, m1: Any, rx: Any, m2: Any, **_: object) -> Any:
    """Planted: ||a~_n||_inf^2 E[||u||^2]/m2 (the second moment in place of the squared mean: wrong at small m1)."""
    return arow_inf * arow_inf * (rx * rx + 1.0) / 2.0 / m2


def l7193_mut_m2(arow_inf: Any, m1: Any, rx: Any, m2: Any, **_: object) -> Any:
    """Planted: ||a~_n||_inf^2 E[||u||]^2/sqrt(m2) (wrong along m2)."""
    Eu = l7193_mean_norm_u(m1, rx)
    return arow_inf * arow_inf * Eu * Eu / num.sqrt(m2)


def l7193_mut_max_entry(arow_inf: Any, D: Any, m1: Any, rx: Any, m2: Any, **_: object) -> Any:
    """Planted: (||a~_n||_inf/(D+1))^2 E[||u||]^2/m2 (the row's largest entry for its sum: wrong along D)."""
    Eu = l7193_mean_norm_u(m1, rx)
    return (arow_inf / (D + 1.0)) ** 2 * Eu * Eu / m2


# ---------------- L7488 (proof of Lemma D.2.11): the second term's contribution


def l7488_shape(eta: Any, ainf: Any, qa1: Any, tw: Any, tv: Any, m1: Any, m2: Any, sv: Any, **_: object) -> Any:
    """Printed shape (hidden constant): eta^2 ||q^T A||_1 ||A||_inf^2 (tau_{w,inf}^2 + tau_{v,inf}^2/m1) m2/sigma_v."""
    return eta * eta * qa1 * ainf * ainf * (tw * tw + tv * tv / m1) * m2 / sv


def l7488_mut_m2(eta: Any, ainf: Any, qa1: Any, tw: Any, tv: Any, m1: Any, m2: Any, sv: Any, **_: object) -> Any:
    """Planted: sqrt(m2) for m2 (wrong along m2)."""
    return eta * eta * qa1 * ainf * ainf * (tw * tw + tv * tv / m1) * num.sqrt(m2) / sv


def l7488_mut_sv(eta: Any, ainf: Any, qa1: Any, tw: Any, tv: Any, m1: Any, m2: Any, sv: Any, **_: object) -> Any:
    """Planted: 1/sqrt(sigma_v) for 1/sigma_v (wrong along sigma_v)."""
    return eta * eta * qa1 * ainf * ainf * (tw * tw + tv * tv / m1) * m2 / num.sqrt(sv)


def l7488_mut_tv(eta: Any, ainf: Any, qa1: Any, tw: Any, tv: Any, m1: Any, m2: Any, sv: Any, **_: object) -> Any:
    """Planted: tau_{v,inf}^2/m1^2 for tau_{v,inf}^2/m1 (wrong along tau_{v,inf})."""
    return eta * eta * qa1 * ainf * ainf * (tw * tw + tv * tv / (m1 * m1)) * m2 / sv
