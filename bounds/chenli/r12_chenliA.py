"""Bounds of chenli's round-12 Section 4-5 checks (helper chenliA; ``checks/papers/chenli/r12_chenliA.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

K_SCALE = 10.0  # each '<<' read with the factor 10


def assump4_room(d: int, **_: Any) -> float:
    """Assumption 4 (L453) with (8) (L447), each '<<' read with the factor 10: upsilon <= sqrt(d)/(10 r_Theta^2) at
    the largest r_Theta that (8) admits, r_Theta = d^{1/4}/10, i.e. upsilon <= 10 (a smaller r_Theta only widens it)."""
    r = d**0.25 / K_SCALE
    return d**0.5 / (K_SCALE * r * r)


def assump4_mutant_one(**_: Any) -> float:
    """Planted mutant: upsilon <= 1 (Assumption 4's floor; every Theta with a column heavier than the average, or any
    nonzero Theta Pi_S^perp column pattern, needs more)."""
    return 1.0


def assump4_mutant_over_d(d: int, **_: Any) -> float:
    """Planted mutant (wrong along d): upsilon <= 10/d^{1/4}."""
    return 10.0 / d**0.25


def eq43_shape(fro2: float, c: float, d2: int, d3: int, r: float, ups: float, d: float, s: float,
               **_: Any) -> float:
    """Lemma 5.13's proof, (43) (L1004, the general case, on the event (41)): E[<1_T2 + 1_T3 - 1'_2 - 1'_3, Theta
    (1_U2 + 1_U3)>^2 | U] <~ s^2 (c/sqrt(d2) + c^2/r_Theta + upsilon^2 d3^3/d) ||Theta||_F^2."""
    return s * s * (c / d2**0.5 + c * c / r + ups * ups * d3**3 / d) * fro2


def eq43_corrected(fro2: float, c: float, d2: int, d3: int, r: float, ups: float, d: float, s: float,
                   **_: Any) -> float:
    """Corrected (43): given U, y on each block of S \\ U is a fixed-count +-1 vector (pair correlation rho_b <= q_b^2,
    >= -1/(n_b - 1)), so E[<w, y>^2 | U] <= 2 ||w||^2 + 2 q2^2 n2 ||w_2||^2 + 2 q3^2 n3 ||w_3||^2 <= (2 + 8 c^2 + 2 d3)
    ||w||^2 (|q2| <= 2c/sqrt(d2), |q3| <= 1), c^2 <= d3/4, and the event (41) caps ||w||^2 <= ||Theta (1_U2 + 1_U3)||^2
    <= s^2 (c/sqrt(d2) + c^2/r_Theta + d3 upsilon^2/d) ||Theta||_F^2."""
    return s * s * (1.0 + d3) * (c / d2**0.5 + c * c / r + ups * ups * d3 / d) * fro2


def eq43_mutant_sqrt_d3(fro2: float, c: float, d2: int, d3: int, r: float, ups: float, d: float, s: float,
                        **_: Any) -> float:
    """Planted mutant of the corrected (43) (wrong along d3 ~ 4 c^2): (1 + sqrt(d3)) for (1 + d3)."""
    return s * s * (1.0 + d3**0.5) * (c / d2**0.5 + c * c / r + ups * ups * d3 / d) * fro2


def eq43_mutant_over_d(fro2: float, c: float, d2: int, d3: int, r: float, ups: float, d: float, s: float,
                       **_: Any) -> float:
    """Planted mutant of the corrected (43) (wrong along d): over d^{1/4}."""
    return eq43_corrected(fro2, c, d2, d3, r, ups, d, s) / d**0.25


def l994_end(fro2: float, ups: float, d3: int, d: float, **_: Any) -> float:
    """Lemma 5.13's proof, L994 (the general case; the chain's two ends): (sum_{i in S_[3] \\ U_[3]} w_i)^2 <= upsilon^2
    d3^3/d ||Theta||_F^2, w = P_{S\\U} Theta (1_U2 + 1_U3)."""
    return ups * ups * d3**3 / d * fro2


def l994_corrected(fro2: float, ups: float, d3: int, d: float, k: int, **_: Any) -> float:
    """Corrected L994 for the realized U: |w_i| = |Theta_i 1_U| <= ||Theta_i|| sqrt|U| <= upsilon ||Theta||_F
    sqrt(|U|/d), so (sum_{S_[3] \\ U_[3]} w_i)^2 <= upsilon^2 d3^2 |U|/d ||Theta||_F^2 (|U| = |U2| + |U3| <= c sqrt(d2) +
    d3)."""
    return ups * ups * d3 * d3 * k / d * fro2


def l994_mutant_over_sqrt_d(fro2: float, ups: float, d3: int, d: float, **_: Any) -> float:
    """Planted mutant of the reading (E over U; wrong along d): upsilon^2 d3^3/d^{3/2} ||Theta||_F^2."""
    return ups * ups * d3**3 / d**1.5 * fro2


def lemma5_13_general_shape(c: float, r: float, d2: int, d3: int, nu: float, d: float, **_: Any) -> float:
    """Lemma 5.13's general case (L922-L924): the threshold's shape sqrt(c) r^{1/4}/d2^{1/4} + c/r^{1/4} + d3^{3/2}
    nu/sqrt(d) (times ||Theta||_F; nu read as max(|nu|, |nu'|, upsilon), the larger of its two readings)."""
    return c**0.5 * r**0.25 / d2**0.25 + c / r**0.25 + d3**1.5 * nu / d**0.5


def union_tail(t: float, s: float, s2: float, **_: Any) -> float:
    """Lemma 5.13's proof, L1010 and L1016 (Markov twice and a union bound): the probability bound 1/t^2 + 1/s^2 +
    1/s'^2."""
    return 1.0 / (t * t) + 1.0 / (s * s) + 1.0 / (s2 * s2)


def l870_printed(**_: Any) -> float:
    """Lemma 5.11's proof, L870 (its second bullet): P[|x^T Theta 1_[3]| > (v d3^{3/2}/sqrt(d) + s sqrt(d3) v/sqrt(d))
    ||Theta||_F] <~ exp(-Omega(s^2)) for every s > 0. Where the probability is 1 up to the level s* (|x^T Theta 1_[3]|
    = (d3 + s*) sqrt(d3) v ||Theta||_F/sqrt(d)), 1 <= C exp(-c' s*^2) forces s* <= sqrt(log(C)/c'): s* <~ 1."""
    return 1.0


def l870_corrected(c: float, d3: int, **_: Any) -> float:
    """Corrected L870: the mean of x^T Theta 1_[3] also carries mu 1_[2]^T Theta 1_[3] (|mu| <= c/sqrt(d2), |1_[2]^T
    Theta 1_[3]| <= d3 sqrt(d2) v ||Theta||_F/sqrt(d) by Assumption 4's columns), so the threshold is ((d3^{3/2} + c
    d3) v/sqrt(d) + s sqrt(d3) v/sqrt(d)) ||Theta||_F and the level s* is <~ 1 + c sqrt(d3)."""
    return 1.0 + c * d3**0.5


def l870_mutant_c(c: float, **_: Any) -> float:
    """Planted mutant of the corrected L870 (wrong along d3 = 4 c^2 d3mult): 1 + c."""
    return 1.0 + c


def l870_mutant_sqrt_d3(d3: int, **_: Any) -> float:
    """Planted mutant of the corrected L870 (wrong along c at d3 ~ 4 c^2): 1 + sqrt(d3)."""
    return 1.0 + d3**0.5


def l848_printed(**_: Any) -> float:
    """Lemma 5.11's proof, (31) (L848), which L872 says 'still holds' under the second bullet: P[|x^T Theta 1_[2]| >
    (2c + s) sqrt(d2/r_Theta) ||Theta||_F] <~ exp(-Omega(s^2)). Where the probability is 1 up to the level s*, s* <~ 1."""
    return 1.0


def l848_corrected(d3: int, v: float, r: float, d: float, **_: Any) -> float:
    """Corrected (31) under the second bullet: the mean's nu 1_[3]^T Theta 1_[2] part is up to d3 sqrt(d2) v
    ||Theta||_F/sqrt(d) (L826), i.e. d3 v sqrt(r_Theta/d) units of sqrt(d2/r_Theta) ||Theta||_F: s* <~ 1 + d3 v
    sqrt(r_Theta/d)."""
    return 1.0 + d3 * v * (r / d) ** 0.5


def l848_mutant_no_r(d3: int, v: float, d: float, **_: Any) -> float:
    """Planted mutant of the corrected (31) (wrong along r_Theta): 1 + d3 v/sqrt(d)."""
    return 1.0 + d3 * v / d**0.5


def l848_mutant_sqrt_r(r: float, **_: Any) -> float:
    """Planted mutant of the corrected (31) (wrong along r_Theta): 1 + sqrt(r_Theta)."""
    return 1.0 + r**0.5


def l1235_printed(k: int, d3: int, **_: Any) -> float:
    """Lemma 5.18's proof, L1235 (the chain's last line, its first term): E[mu^T J M* nu] = (1/(d2 d3)) 1_[2]^T (k Id)
    1_[2] = k/d3."""
    return k / d3


def l1235_reading(**_: Any) -> float:
    """The reading 1_[3] for the second 1_[2] (as in (54), L1157): (1/(d2 d3)) 1_[2]^T (k Id) 1_[3] = 0 (disjoint
    supports)."""
    return 0.0


def l1235_mutant_inv(d2: int, d3: int, **_: Any) -> float:
    """Planted mutant of the reading: 1/(d2 d3) (nonzero)."""
    return 1.0 / (d2 * d3)


def l1235_mutant_k(k: int, d3: int, **_: Any) -> float:
    """Planted mutant of the reading: k/d3^2 (nonzero)."""
    return k / (d3 * d3)


def l734_printed(d2: int, d3: int, col: float, **_: Any) -> float:
    """Lemma 5.9's proof, L734: |<Theta_{:,i}, mu 1_[2] + nu 1_[3]>| <= sqrt(max(d2, d3)) ||Theta_{:,i}||."""
    return max(d2, d3) ** 0.5 * col


def l734_corrected(d2: int, d3: int, col: float, **_: Any) -> float:
    """Corrected L734 (Cauchy-Schwarz): <= ||mu 1_[2] + nu 1_[3]|| ||Theta_{:,i}|| <= sqrt(d2 + d3) ||Theta_{:,i}||."""
    return (d2 + d3) ** 0.5 * col


def l734_mutant_d2(d2: int, col: float, **_: Any) -> float:
    """Planted mutant of the corrected L734 (wrong along d3): sqrt(d2) ||Theta_{:,i}||."""
    return d2**0.5 * col


def l734_mutant_d3(d3: int, col: float, **_: Any) -> float:
    """Planted mutant of the corrected L734 (wrong along d2): sqrt(d3) ||Theta_{:,i}||."""
    return d3**0.5 * col


def l1235_error_printed(k: int, d2: int, d3: int, dss: float, **_: Any) -> float:
    """Lemma 5.18's proof, L1235 (the chain's last line, its error term): |E[mu^T (J M_{mu,nu} - J M*) nu]| <=
    delta** k^2/sqrt(d2 d3), from ||M_{mu,nu} - M*||_max <= delta** (L1228)."""
    return dss * k * k / (d2 * d3) ** 0.5


def l1235_error_corrected(k: int, d2: int, d3: int, dss: float, **_: Any) -> float:
    """Corrected error term from ||M_{mu,nu} - M*||_max <= delta** alone: mu^T J D nu = (sum_a mu_a)(1^T D nu), so
    |.| <= |sum mu| k delta** ||nu||_1 and, mu and nu independent, E <= sqrt(k/d2) k delta** k/sqrt(d3) =
    delta** k^{5/2}/sqrt(d2 d3)."""
    return dss * k**2.5 / (d2 * d3) ** 0.5


def l1235_error_mutant_d2(k: int, d2: int, d3: int, dss: float, **_: Any) -> float:
    """Planted mutant of the corrected error term (wrong along d2): delta** k^{5/2}/(d2 sqrt(d3))."""
    return dss * k**2.5 / (d2 * d3**0.5)


def l1235_error_mutant_k(k: int, d2: int, d3: int, dss: float, **_: Any) -> float:
    """Planted mutant of the corrected error term (wrong along k): delta** k^2 sqrt(log(k + 1))/sqrt(d2 d3)."""
    return dss * k * k * math.sqrt(math.log(k + 1.0)) / (d2 * d3) ** 0.5


def l1232_right(rhs: float, **_: Any) -> float:
    """Lemma 5.18's proof, L1232 (the chain's first '='): the right side E_{mu,nu}[mu^T J M_{mu,nu} nu] (measured; the
    claim compares the printed left side, which has no J, with it)."""
    return rhs


def l1232_mutant_zero(**_: Any) -> float:
    """Planted mutant: the right side 0 (the J-less left side is not 0 for a Theta coupling S_[2] and S_[3])."""
    return 0.0
