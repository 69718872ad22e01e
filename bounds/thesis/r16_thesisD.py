"""thesis, Appendix D (round 16, helper thesisD): the printed right sides of (D.90)'s last step (proof of Lemma
D.2.12) and (D.33) (proof of Lemma D.2.3), encoded by ``thmcheck.checks.papers.thesis.r16_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

import math
from typing import Any

# ------------------------------------------------------------- (D.90), proof of Lemma D.2.12: the last '<= eps'


def d90_shape(eps: Any, **_: object) -> Any:
    """(D.90)'s right end: eps (hidden constants: C0's O~ and the exponent Theta(1) of (D.88))."""
    return eps


def d90_mut_K(eps: Any, K: Any, **_: object) -> Any:
    """Planted (reading side): eps/K (wrong along K)."""
    return eps / K


def d90_mut_ainf(eps: Any, ainf: Any, **_: object) -> Any:
    """Planted (reading side): eps/||A||_inf (wrong along ||A||_inf)."""
    return eps / ainf


# ------------------------------------------------------------------------- (D.33), proof of Lemma D.2.3


def _odd_double_factorial_ratio(i: int) -> float:
    """i^4/i!! (i!! the double factorial, 1!! = 1, 2!! = 2)."""
    df = 1.0
    for k in range(i, 0, -2):
        df *= k
    return i**4 / df


def d33_printed(i: Any, x: Any, t: Any, c: Any, **_: object) -> Any:
    """(D.33)'s right side with O(1) = 1: |c_i| sqrt(t^2 + 1)/t^{1-i} (i^4/i!!) sum_{j=1}^{floor(i/2)} |x|^{i-2j}
    i^{2j}/j! (the sum from j = 1 as printed: empty at i = 1)."""
    i = int(i)
    s = sum(abs(x) ** (i - 2 * j) * float(i) ** (2 * j) / math.factorial(j) for j in range(1, i // 2 + 1))
    return abs(c) * math.sqrt(t * t + 1.0) * t ** (i - 1) * _odd_double_factorial_ratio(i) * s


def d33_corrected(i: Any, x: Any, t: Any, c: Any, **_: object) -> Any:
    """The same with the sum from j = 0 (the leading |x|^i term of h_i, as (D.36) and (D.37) have it) and O(1) = 100
    (1/|p'_i| <= 25.6 sqrt(t^2 + 1) t^{i-1} i^4/i!! for i <= 30, 0 < t <= 10: largest at i = 2, t -> 0)."""
    i = int(i)
    s = sum(abs(x) ** (i - 2 * j) * float(i) ** (2 * j) / math.factorial(j) for j in range(0, i // 2 + 1))
    return 100.0 * abs(c) * math.sqrt(t * t + 1.0) * t ** (i - 1) * _odd_double_factorial_ratio(i) * s


def d33_mut_t_power(i: Any, x: Any, t: Any, c: Any, **_: object) -> Any:
    """Planted (corrected side): t^i in place of t^{i-1} (wrong along t -> 0: 1/|p'_i| ~ t^{i-1})."""
    return d33_corrected(i, x, t, c) * t


# ---------------------------------------------------------------- L6836, proof of Lemma D.2.1: |E[1 h] - phi| <= |R|


def l6836_printed(R_lit: Any, **_: object) -> Any:
    """L6836's middle member |R(x_1)|, R as (D.27) prints it (an upper bound on its modulus: the main part plus the
    tails' bound)."""
    return R_lit


def l6836_corrected(R_lit: Any, c0: Any, R_tail: Any, **_: object) -> Any:
    """|c_0|/2 + |R| with R the intended truncation remainder (|R| <= R_tail): E[1[w0 X + b0 >= 0] h] = c_0/2 + phi(x_1)
    - c_0 - R, the constant c_0 of h meeting an indicator of probability 1/2."""
    return abs(c0) / 2.0 + R_tail


def l6836_mut_quarter(R_lit: Any, c0: Any, R_tail: Any, **_: object) -> Any:
    """Planted (corrected side): |c_0|/4 + tails."""
    return abs(c0) / 4.0 + R_tail


# ---------------------------------------------------------------- (D.13), proof of Lemma D.1.2: Gamma(A*) <= O(1)


def d13_shape(**_: object) -> Any:
    """(D.13)'s right end O(1): the shape 1."""
    return 1.0


def d13_mut_inv_sqrt_dL(dL: Any, **_: object) -> Any:
    """Planted (reading side): 1/sqrt(d_L) (wrong along the largest degree: the reading's Gamma is 1 at a clique)."""
    return dL**-0.5


def d13_mut_dL_third(dL: Any, **_: object) -> Any:
    """Planted (reading side): d_L^{-1/3}."""
    return dL ** (-1.0 / 3.0)


# ------------------------------------------------------------------ L6824, proof of Lemma D.2.1: phi = c_0 + R + ...


def l6824_phi(phi_x1: Any, **_: object) -> Any:
    """L6824's left side phi(x_1) (the identity's other member is measured)."""
    return phi_x1


def l6824_mut_shift(phi_x1: Any, c0: Any, **_: object) -> Any:
    """Planted (reading side): phi(x_1) - c_0/2 (h's constant against the half-probability indicator, the L6836 gap)."""
    return phi_x1 - c0 / 2.0


# ------------------------------------------------------------ (D.23), proof of Lemma D.1.3: the first equality


def d23_printed(rhs: Any, **_: object) -> Any:
    """(D.23)'s first member after '=': |sum_k sum_{j in S_k} A_{n,j} sqrt(p_u p_k) (sqrt(N_k N_u/(l_k l_u)) - 1) +
    sum_k sum_{j not in S_k} A_{n,j} sqrt(p_u p_k)| (computed by the measurement from the graph)."""
    return rhs


def d23_mut_half(rhs: Any, **_: object) -> Any:
    """Planted (reading side): half the printed member."""
    return rhs / 2.0
