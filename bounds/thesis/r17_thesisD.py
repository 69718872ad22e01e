"""thesis, Appendix D (round 17, helper thesisD): the printed right sides of (D.132) and (D.133) (proof of Theorem
5.3.1, L7806, L7810), encoded by ``thmcheck.checks.papers.thesis.r17_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

import math
from typing import Any


def d132_shape(ainf: Any, eps_c: Any, C0: Any, **_: object) -> Any:
    """(D.132) / (D.133)'s right side: O~(||A*||_inf^2 (eps_c + C0)) (hidden constant; the O~'s polylog(m1 m2), L6742,
    is fixed on every path but the width path)."""
    return ainf**2 * (eps_c + C0)


def d132_corrected(ainf: Any, eps_c: Any, C0: Any, **_: object) -> Any:
    """Corrected: O~(||A*||_inf (||A*||_inf (||A*||_inf + 1) + 1) eps_c + ||A*||_inf^2 C0): (D.130)'s corrected bound
    (thesis.ch5.thm5.3.1-D.130.corrected, one more factor ||A*||_inf) plus (D.131)'s C0 ||A*||_inf^2."""
    return ainf * (ainf * (ainf + 1.0) + 1.0) * eps_c + ainf**2 * C0


def d132_mut_m(ainf: Any, eps_c: Any, C0: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): the corrected bound over m1 (wrong along the widths)."""
    return d132_corrected(ainf, eps_c, C0) / m1


def d132_mut_A(ainf: Any, eps_c: Any, C0: Any, **_: object) -> Any:
    """Planted (corrected side): ||A*||_inf^{5/2} eps_c + ||A*||_inf^2 C0 (a wrong power of ||A*||_inf)."""
    return ainf**2.5 * eps_c + ainf**2 * C0


# ------------------------------------------------- (D.36) L6928, proof of Lemma D.2.3 (c): its first inequality


def _dfact(n: int) -> float:
    """n!! (1 for n <= 0)."""
    out = 1.0
    while n > 1:
        out *= n
        n -= 2
    return out


def d36_term(i: int, t: float, eps: float) -> float:
    """(D.36)'s middle member per unit |c_i|: i^4/i!! sum_{j=0}^{floor(i/2)} B_i^{i-2j} i^{2j}/j! t^{i-1} sqrt(t^2+1),
    B_i = 100 i^{1/2} + 10 sqrt(log(t^{i-1} sqrt(t^2+1)/eps_i^2)) with eps_i^2 = t^{i-1} sqrt(t^2+1) eps^2 (the
    lemma's B_i: the log's argument is 1/eps^2)."""
    Bi = 100.0 * math.sqrt(i) + 10.0 * math.sqrt(math.log(1.0 / (eps * eps)))
    s = sum(Bi ** (i - 2 * j) * float(i) ** (2 * j) / math.factorial(j) for j in range(i // 2 + 1))
    return i**4 / _dfact(i) * s * t ** (i - 1) * math.sqrt(t * t + 1.0)


def d36_shape(t: Any, eps: Any, coef: Any, **_: object) -> float:
    """(D.36)'s middle member O(1) sum_i |c_i| i^4/i!! sum_j B_i^{i-2j} i^{2j}/j! t^{i-1} sqrt(t^2+1) (the O(1) hidden)."""
    return sum(abs(float(c)) * d36_term(i, float(t), float(eps)) for i, c in enumerate(coef) if i >= 1 and c != 0)


def d36_corrected(t: Any, eps: Any, coef: Any, **_: object) -> float:
    """Corrected: the same with t^{i-1} (t^2 + 1) for t^{i-1} sqrt(t^2+1) (|p'_i| ~ t^{-i-1} for even i as t -> inf)."""
    return d36_shape(t, eps, coef) * math.sqrt(float(t) ** 2 + 1.0)


def d36_mut_eps(t: Any, eps: Any, coef: Any, **_: object) -> float:
    """Planted (corrected side): the corrected bound times eps (wrong along eps -> 0; the left side has no eps)."""
    return d36_corrected(t, eps, coef) * float(eps)


def d36_mut_t(t: Any, eps: Any, coef: Any, **_: object) -> float:
    """Planted (corrected side): the corrected bound over (1 + t) (wrong along t -> inf)."""
    return d36_corrected(t, eps, coef) / (1.0 + float(t))
