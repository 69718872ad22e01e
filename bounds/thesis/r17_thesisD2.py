"""thesis, Appendix D (round 17, helper thesisD, continuation): the printed members of (D.35) (proof of Lemma D.2.3
(1), L6918), encoded by ``thmcheck.checks.papers.thesis.r17_thesisD2``, in log10 (the members are below 1e-2000).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

import math
from typing import Any

LOG10E = 1.0 / math.log(10.0)


def _dfact(n: int) -> float:
    out = 1.0
    while n > 1:
        out *= n
        n -= 2
    return out


def theta(i: int, eps: float) -> float:
    """theta_i = 1 + sqrt(log(1/eps_i^2 sqrt(t^2+1)/t^{1-i}))/(10 sqrt(i)) = 1 + sqrt(log(1/eps^2))/(10 sqrt(i)) (the
    log's argument is 1/eps^2 since eps_i^2 = t^{i-1} sqrt(t^2+1) eps^2)."""
    return 1.0 + math.sqrt(math.log(1.0 / (eps * eps))) / (10.0 * math.sqrt(i))


def log10_sum(logs: list[float]) -> float:
    """log10 of sum 10^x over logs (-inf for an empty list)."""
    if not logs:
        return -math.inf
    m = max(logs)
    return m + math.log10(sum(10.0 ** (x - m) for x in logs))


def d35_middle_log10(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """log10 of (D.35)'s middle member with its O(1) read as 1: sum_i |c_i| sqrt(t^2+1)/t^{1-i} i^4/i!! i^{i/2} 1200^i
    (theta_i e^{-100 theta_i^2})^i; log10c maps i to log10 |c_i|."""
    lt, e = float(log10t), float(eps)
    half = 0.5 * math.log10(1.0 + 10.0 ** (2.0 * lt)) if lt < 150 else lt
    out = []
    for i, lc in dict(log10c).items():
        th = theta(int(i), e)
        out.append(lc + half + (i - 1) * lt + math.log10(i**4 / _dfact(i)) + 0.5 * i * math.log10(i)
                   + i * math.log10(1200.0) + i * (math.log10(th) - 100.0 * th * th * LOG10E))
    return log10_sum(out)


def d35_end_log10(log10t: Any, eps: Any, **_: object) -> float:
    """log10 of (D.35)'s last member eps/8 sqrt(t^2+1) (= Lemma D.2.3 item 1's bound)."""
    lt = float(log10t)
    return math.log10(float(eps) / 8.0) + 0.5 * math.log10(1.0 + 10.0 ** (2.0 * lt))


def d35_end_corrected(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """Corrected (log10): the last member plus the middle member with O(1) = 1 (which the first step meets)."""
    return log10_sum([d35_end_log10(log10t, eps), d35_middle_log10(log10t, eps, log10c)])


def d35_mut_const(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """Planted (first step): the middle member times 1e-2300 (the first member is ~1e-2190 times it near eps = 1)."""
    return d35_middle_log10(log10t, eps, log10c) - 2300.0


def d35_mut_t(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """Planted (first step): the middle member times t 1e-2150 (wrong as t -> 0, where the ratio levels off)."""
    return d35_middle_log10(log10t, eps, log10c) + float(log10t) - 2150.0


def d35_corr_mut_t(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """Planted (corrected side): the corrected bound times t (wrong as t -> 0)."""
    return d35_end_corrected(log10t, eps, log10c) + float(log10t)


# ------------------------------------------------- L6924, proof of Lemma D.2.3 (2): sum |c'_i| |E[|h_i(b)| 1[|x| >= b]]|


def l6924_middle_log10(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """log10 of L6924's middle member with its O(1) read as 1: sum_i sqrt(t^2+1)/t^{1-i} |c_i| i^4/i!! e^{-b^2/2}
    (3b)^i, b = 100 i^{1/2} theta_i."""
    lt, e = float(log10t), float(eps)
    half = 0.5 * math.log10(1.0 + 10.0 ** (2.0 * lt)) if lt < 150 else lt
    out = []
    for i, lc in dict(log10c).items():
        b = 100.0 * math.sqrt(i) * theta(int(i), e)
        out.append(lc + half + (i - 1) * lt + math.log10(i**4 / _dfact(i)) - b * b / 2 * LOG10E
                   + i * math.log10(3.0 * b))
    return log10_sum(out)


def l6924_corrected(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """Corrected (log10): eps/8 sqrt(t^2+1) plus the middle member with O(1) = 1."""
    return log10_sum([d35_end_log10(log10t, eps), l6924_middle_log10(log10t, eps, log10c)])


def l6924_mut_const(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """Planted (first step): the middle member times 1e-3 (the first member is ~1e-2.6 times it or more)."""
    return l6924_middle_log10(log10t, eps, log10c) - 3.0


def l6924_mut_t(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """Planted (first step): the middle member times t (wrong as t -> 0, where the ratio levels off)."""
    return l6924_middle_log10(log10t, eps, log10c) + float(log10t)


def l6924_corr_mut_t(log10t: Any, eps: Any, log10c: Any, **_: object) -> float:
    """Planted (corrected side): the corrected bound times t (wrong as t -> 0)."""
    return l6924_corrected(log10t, eps, log10c) + float(log10t)
