"""Bounds of chenli's round-11 Section 5 proof displays (helper chenli5; ``checks/papers/chenli/r11_chenli5.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def l900_bound(ups: float, d2: int, d3: int, d: int, fro2: float, **_: Any) -> float:
    """Lemma 5.12's proof, L900: E[(x^T Theta_[2,3] 1_[2])^2] <= upsilon^2 (d2 + d3)^3/d ||Theta||_F^2."""
    return ups**2 * (d2 + d3) ** 3 / d * fro2


def l900_mutant_square(ups: float, d2: int, d3: int, d: int, fro2: float, **_: Any) -> float:
    """Planted mutant: (d2 + d3)^2 for (d2 + d3)^3 (one block factor dropped)."""
    return ups**2 * (d2 + d3) ** 2 / d * fro2


def l900_mutant_triangle(ups: float, d2: int, d: int, fro2: float, **_: Any) -> float:
    """Planted mutant: upsilon^2 d2^2/d ||Theta||_F^2, the bound on ||Theta_[2,3] 1_[2]||^2 alone (the slices'
    correlated signs, which multiply it by up to d2 + d3, dropped)."""
    return ups**2 * d2**2 / d * fro2


def l745_variance(norm2: float, **_: Any) -> float:
    """Lemma 5.9's proof, L745: V_y[<Theta_[1]^T x, y_[1]>] = ||Theta_[1]^T x||^2 (y_[1] uniform on the cube)."""
    return norm2


def l745_mutant_half(norm2: float, **_: Any) -> float:
    """Planted mutant: half the squared norm."""
    return norm2 / 2


def l745_mutant_third_fro(fro2: float, **_: Any) -> float:
    """Planted mutant: the event's floor ||Theta||_F^2/3 taken as the variance itself."""
    return fro2 / 3


def lemma5_11_mutant_first_term_d_inverse(c: float, r: float, d2: int, d3: int, d: int) -> float:  # noqa: ARG001
    """Planted mutant of chenli.lemma5.11 (round 11, replacing 'over r_Theta', which r <= d^{1/4} leaves no room to
    kill at computable d): the threshold's first term with min(d2, d3)^{-1} for min(d2, d3)^{-1/4} and the d-free term
    c (c + sqrt(log r))/r^{3/8} dropped: wrong along d2 = d3 -> inf."""
    return c**0.5 * r**0.125 / min(d2, d3)


def l810_shape(fro2: float, **_: Any) -> float:
    """Lemma 5.11's proof, L810: E ||Theta^T x||^2 <~ ||Theta||_F^2 (the shape ||Theta||_F^2)."""
    return fro2


def l810_mutant_over_d(fro2: float, d: int, **_: Any) -> float:
    """Planted mutant (wrong along d -> inf): ||Theta||_F^2/d."""
    return fro2 / d


def l810_mutant_over_d3(fro2: float, d3: int, **_: Any) -> float:
    """Planted mutant (wrong along the slice block d3 -> inf): ||Theta||_F^2/d3^2."""
    return fro2 / d3**2


def l810_corrected(fro2: float, d3: int, ups: float, d: int, **_: Any) -> float:
    """Corrected L810 (with (30)'s true bound ||Theta^T 1_[3]||^2 <= d3^2 upsilon^2/d ||Theta||_F^2): E ||Theta^T x||^2
    <~ (1 + d3^2 upsilon^2/d) ||Theta||_F^2 (under bullet (ii) at most (1 + r_Theta/(64 c^2)) ||Theta||_F^2)."""
    return fro2 * (1.0 + d3 * d3 * ups * ups / d)


def l968_shape(fro2: float, c: float, d2: int, d3: int, r: float, **_: Any) -> float:
    """Lemma 5.13's proof, L968 (the extra condition |nu|, |nu'| <= c/sqrt(d3)): E ||Theta (1_U2 + 1_U3)||^2 <~
    (c/sqrt(min(d2, d3)) + c^2/r_Theta) ||Theta||_F^2."""
    return (c / min(d2, d3) ** 0.5 + c * c / r) * fro2


def l972_shape(fro2: float, c: float, d2: int, d3: int, r: float, ups: float, d: float, **_: Any) -> float:
    """Lemma 5.13's proof, L972 (general nu, nu'): E ||Theta (1_U2 + 1_U3)||^2 <~ (c/sqrt(d2) + c^2/r_Theta + d3
    upsilon^2/d) ||Theta||_F^2."""
    return (c / d2**0.5 + c * c / r + d3 * ups * ups / d) * fro2


def l972_corrected(fro2: float, c: float, d2: int, d3: int, r: float, ups: float, d: float, **_: Any) -> float:
    """Corrected L972: the S_[3] term with ||Theta 1_[3]||^2 <= d3^2 upsilon^2/d ||Theta||_F^2 (the triangle inequality
    over the S_[3] columns; (37)'s 2 d3 upsilon^2/d is (30)'s erratum): (c/sqrt(d2) + c^2/r_Theta + d3^2 upsilon^2/d)
    ||Theta||_F^2."""
    return (c / d2**0.5 + c * c / r + d3 * d3 * ups * ups / d) * fro2


def l968_mutant_over_d(fro2: float, d: float, **_: Any) -> float:
    """Planted mutant (wrong along d): ||Theta||_F^2/d^{1/2}."""
    return fro2 / d**0.5


def l968_mutant_r_squared(fro2: float, c: float, r: float, **_: Any) -> float:
    """Planted mutant: c^2/r_Theta^2 alone (the c/sqrt(min(d2, d3)) term dropped and r's power doubled): wrong along
    r_Theta -> inf (the d path)."""
    return c * c / r**2 * fro2


def l990_shape(w2: float, c: float, r: float, **_: Any) -> float:
    """Lemma 5.13's proof, L990 (the extra condition): E[<w, 1_T2 + 1_T3 - 1'_2 - 1'_3>^2 | U] <~ (1 + c^2/r_Theta)
    ||w||^2."""
    return (1.0 + c * c / r) * w2


def l990_corrected(w2: float, c: float, **_: Any) -> float:
    """Corrected L990: (c^2/d2) <1, w|S2\\U2>^2 <= c^2 ||w||^2 (Cauchy-Schwarz, tight for w constant on S2 \\ U2), so
    the conditional second moment is <~ (1 + c^2) ||w||^2."""
    return (1.0 + c * c) * w2


def l990_mutant_c(w2: float, c: float, **_: Any) -> float:
    """Planted mutant of the corrected bound (wrong along c -> inf, the d path): (1 + c) ||w||^2."""
    return (1.0 + c) * w2


def l990_mutant_over_d(w2: float, d: float, **_: Any) -> float:
    """Planted mutant of the corrected bound (wrong along d): ||w||^2/d^{1/4}."""
    return w2 / d**0.25


def l960_threshold(fro2: float, c: float, d2: int, r: float, ups: float, d3: int, d: float, t: float,
                   **_: Any) -> float:
    """Lemma 5.13's proof, (39) (L960) read as a quantile: the (1 - 1/t^2)-quantile of |y_[0]^T Theta (1_U2 + 1_U3)|
    is <= t (c/sqrt(d2) + c^2/r_Theta + d3 upsilon^2/d)^{1/2} ||Theta||_F (P[X > a] <= 1/t^2 iff that quantile <= a)."""
    return t * ((c / d2**0.5 + c * c / r + d3 * ups * ups / d) * fro2) ** 0.5


def l960_corrected(fro2: float, c: float, d2: int, r: float, ups: float, d3: int, d: float, t: float,
                   **_: Any) -> float:
    """Corrected (39): Markov on the corrected (37) (d3^2 upsilon^2/d for d3 upsilon^2/d, as in L972's correction)."""
    return t * ((c / d2**0.5 + c * c / r + d3 * d3 * ups * ups / d) * fro2) ** 0.5


def l960_mutant_tenth(fro2: float, c: float, d2: int, r: float, ups: float, d3: int, d: float, t: float,
                      **_: Any) -> float:
    """Planted mutant of the corrected (39): a tenth of its threshold."""
    return l960_corrected(fro2, c, d2, r, ups, d3, d, t) / 10


def l960_mutant_over_d(fro2: float, c: float, d2: int, r: float, ups: float, d3: int, d: float, t: float,
                       **_: Any) -> float:
    """Planted mutant of the corrected (39) (wrong along d): the threshold over d^{1/8}."""
    return l960_corrected(fro2, c, d2, r, ups, d3, d, t) / d**0.125


def l956_threshold(fro2: float, c: float, d2: int, d3: int, r: float, t: float, **_: Any) -> float:
    """Lemma 5.13's proof, (38) (L956) read as a quantile: the (1 - 1/t^2)-quantile of |y_[0]^T Theta (1_U2 + 1_U3)| is
    <= t (c/sqrt(min(d2, d3)) + c^2/r_Theta)^{1/2} ||Theta||_F (the extra condition)."""
    return t * ((c / min(d2, d3) ** 0.5 + c * c / r) * fro2) ** 0.5


def l956_mutant_inv_t(fro2: float, c: float, d2: int, d3: int, r: float, t: float, **_: Any) -> float:
    """Planted mutant (wrong along t -> inf): (38)'s threshold with 1/t for t."""
    return l956_threshold(fro2, c, d2, d3, r, t) / t**2


def l956_mutant_over_d(fro2: float, c: float, d2: int, d3: int, r: float, t: float, d: float, **_: Any) -> float:
    """Planted mutant (wrong along d): (38)'s threshold over d^{1/8}."""
    return l956_threshold(fro2, c, d2, d3, r, t) / d**0.125


def l976_threshold(fro2: float, c: float, d2: int, d3: int, r: float, s: float, **_: Any) -> float:
    """Lemma 5.13's proof, (40) (L976) read as a quantile: the (1 - 1/s^2)-quantile of ||Theta (1_U2 + 1_U3)|| is
    <= s (c/sqrt(min(d2, d3)) + c^2/r_Theta)^{1/2} ||Theta||_F (the extra condition)."""
    return l956_threshold(fro2, c, d2, d3, r, s)


def l976_mutant_inv_s(fro2: float, c: float, d2: int, d3: int, r: float, s: float, **_: Any) -> float:
    """Planted mutant (wrong along s -> inf): (40)'s threshold with 1/s for s."""
    return l956_mutant_inv_t(fro2, c, d2, d3, r, s)


def l976_mutant_over_d(fro2: float, c: float, d2: int, d3: int, r: float, s: float, d: float, **_: Any) -> float:
    """Planted mutant (wrong along d): (40)'s threshold over d^{1/8}."""
    return l956_mutant_over_d(fro2, c, d2, d3, r, s, d)


def l980_threshold(fro2: float, c: float, d2: int, r: float, ups: float, d3: int, d: float, s: float,
                   **_: Any) -> float:
    """Lemma 5.13's proof, (41) (L980) read as a quantile: the (1 - 1/s^2)-quantile of ||Theta (1_U2 + 1_U3)|| is
    <= s (c/sqrt(d2) + c^2/r_Theta + d3 upsilon^2/d)^{1/2} ||Theta||_F (no extra condition)."""
    return l960_threshold(fro2, c, d2, r, ups, d3, d, s)


def l980_corrected(fro2: float, c: float, d2: int, r: float, ups: float, d3: int, d: float, s: float,
                   **_: Any) -> float:
    """Corrected (41): Markov on the corrected L972 (d3^2 upsilon^2/d for d3 upsilon^2/d)."""
    return l960_corrected(fro2, c, d2, r, ups, d3, d, s)


def l980_mutant_tenth(fro2: float, c: float, d2: int, r: float, ups: float, d3: int, d: float, s: float,
                      **_: Any) -> float:
    """Planted mutant of the corrected (41): a tenth of its threshold."""
    return l960_mutant_tenth(fro2, c, d2, r, ups, d3, d, s)


def l980_mutant_over_d(fro2: float, c: float, d2: int, r: float, ups: float, d3: int, d: float, s: float,
                       **_: Any) -> float:
    """Planted mutant of the corrected (41) (wrong along d): the threshold over d^{1/8}."""
    return l960_mutant_over_d(fro2, c, d2, r, ups, d3, d, s)


def l1000_shape(fro2: float, c: float, n: int, r: float, s: float, **_: Any) -> float:
    """Lemma 5.13's proof, (42) (L1000, the extra condition, on the event (40)): E[<w, 1_T2 + 1_T3 - 1'_2 - 1'_3>^2 | U]
    <= s^2 (1 + c^2/r_Theta) (c/sqrt(min(d2, d3)) + c^2/r_Theta) ||Theta||_F^2 (d2 = d3 = n on the family)."""
    return s * s * (1.0 + c * c / r) * (c / n**0.5 + c * c / r) * fro2


def l1000_corrected(fro2: float, c: float, n: int, r: float, s: float, **_: Any) -> float:
    """Corrected (42): the corrected L990 factor (1 + c^2) for (1 + c^2/r_Theta)."""
    return s * s * (1.0 + c * c) * (c / n**0.5 + c * c / r) * fro2


def l1000_mutant_c(fro2: float, c: float, n: int, r: float, s: float, **_: Any) -> float:
    """Planted mutant of the corrected (42) (wrong along c): (1 + c) for (1 + c^2)."""
    return s * s * (1.0 + c) * (c / n**0.5 + c * c / r) * fro2


def l1000_mutant_over_d(fro2: float, c: float, n: int, r: float, s: float, d: float, **_: Any) -> float:
    """Planted mutant of the corrected (42) (wrong along d): over d^{1/4}."""
    return l1000_corrected(fro2, c, n, r, s) / d**0.25
