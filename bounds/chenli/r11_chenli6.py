"""Bounds of chenli's round-11 Section 6.4 displays (helper chenli6; ``checks/papers/chenli/r11_chenli6.py``): Lemma
6.11's (80)-(82), Lemma 6.12's (83)-(85), (91), (98) and (92). Pure functions of named quantities (no torch); each
is the printed shape f(params) of a hidden-constant display. Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def f2(F: float, **_: Any) -> float:
    """(80)/(83): ||V V^T||_op <~ ||Theta_1||_F^2 (the shape ||Theta_1||_F^2)."""
    return F * F


def lam_f2(F: float, lam: float, **_: Any) -> float:
    """(81)/(84): sigma_min(V V^T) >~ lambda ||Theta_1||_F^2; (91)/(98) lower, m-th (resp. (m+1)-th) root:
    det^{1/m} >= c lambda ||Theta_1||_F^2 (the Omega inside the power)."""
    return lam * F * F


def m_over_lam(m: int, lam: float, **_: Any) -> float:
    """(82)/(85): ||V||_F^2/sigma_min(V V^T) <~ m/lambda."""
    return m / lam


def l92_shape(m: int, lam: float, k: int, beta: float, **_: Any) -> float:
    """(92)'s chain, in the exponent: a^T (V V^T)^{-1} a <= O(m log(k)/lambda) + O(m beta^2/lambda), i.e. the shape
    m (log k + beta^2)/lambda."""
    return m * (math.log(k) + beta * beta) / lam


def lam_pow_f2(F: float, lam: float, m: int, **_: Any) -> float:
    """(98) lower, (m+1)-th root: det(V'V'^T)^{1/(m+1)} >= c lambda^{m/(m+1)} ||Theta_1||_F^2 (lambda^m Omega(F^2)^{m+1})."""
    return lam ** (m / (m + 1.0)) * F * F


# ------------------------------------------------------------------ planted mutants (wrong shapes)


def mut_lam_f2(F: float, lam: float, **_: Any) -> float:
    """Mutant of an upper bound ||.||_op or det^{1/m} <~ F^2: lambda F^2 (wrong along lambda -> 0)."""
    return lam * F * F


def mut_f2_over_m(F: float, m: int, **_: Any) -> float:
    """Mutant of an upper bound <~ F^2: F^2/m (wrong along m -> inf)."""
    return F * F / m


def mut_sqrt_lam_f2(F: float, lam: float, **_: Any) -> float:
    """Mutant of a lower bound >~ lambda F^2: sqrt(lambda) F^2 (wrong along lambda -> 0, heads at the floor)."""
    return math.sqrt(lam) * F * F


def mut_m_lam_f2(F: float, lam: float, m: int, **_: Any) -> float:
    """Mutant of a lower bound >~ lambda F^2: m lambda F^2 (wrong along m -> inf)."""
    return m * lam * F * F


def mut_f2(F: float, **_: Any) -> float:
    """Mutant of a lower bound det^{1/m} >~ lambda F^2: F^2 (lambda dropped; wrong along lambda -> 0)."""
    return F * F


def mut_m(m: int, **_: Any) -> float:
    """Mutant of (82)/(85): m (the 1/lambda dropped; wrong along lambda -> 0)."""
    return float(m)


def mut_inv_lam(lam: float, **_: Any) -> float:
    """Mutant of (82)/(85): 1/lambda (the m dropped; wrong along m -> inf)."""
    return 1.0 / lam


def mut92_no_lam(m: int, k: int, beta: float, **_: Any) -> float:
    """Mutant of (92): m (log k + beta^2) (the 1/lambda dropped; wrong along lambda -> 0)."""
    return m * (math.log(k) + beta * beta)


def mut92_no_m(lam: float, k: int, beta: float, **_: Any) -> float:
    """Mutant of (92): (log k + beta^2)/lambda (the m dropped; wrong along m -> inf)."""
    return (math.log(k) + beta * beta) / lam


def mut92_no_logk(m: int, lam: float, beta: float, **_: Any) -> float:
    """Mutant of (92): m (1 + beta^2)/lambda (the log k dropped; wrong along k -> inf)."""
    return m * (1.0 + beta * beta) / lam


def l93_lower(m: int, lam: float, k: int, **_: Any) -> float:
    """(93)'s k^{-Theta(m/lambda)}, in the exponent, lower side: ||a||^2/r_^2 >= c m log(k)/lambda."""
    return m * math.log(k) / lam


def mut93_lam2(m: int, lam: float, k: int, **_: Any) -> float:
    """Mutant of (93)'s lower side: m log(k)/lambda^2 (wrong along lambda -> 0)."""
    return m * math.log(k) / lam**2


def mut93_m2(m: int, lam: float, k: int, **_: Any) -> float:
    """Mutant of (93)'s lower side: m^2 log(k)/lambda (wrong along m -> inf)."""
    return m * m * math.log(k) / lam


def mut93_log2(m: int, lam: float, k: int, **_: Any) -> float:
    """Mutant of (93)'s lower side: m log(k)^2/lambda (wrong along k -> inf)."""
    return m * math.log(k) ** 2 / lam


# ------------------------------------------------------- Lemma 6.8 Item 4 (L1659): the diagonal heavy/light family


def item4_logs(ld: float, lam: float, c7: float, c8: float, nu: float, k: float, g: float, ts: float = 0.0,
               **_: Any) -> dict:
    """Logs of the quantities of the diagonal family of ``chenli.lemma6.8-item4`` (m = 1, F := ||Theta||_F = sqrt(d),
    ld = log d): kappa of (7) (c = c7), d' of (75), |S| = floor(d'), heavy mass fraction mu = 2 g kappa spread over |S|
    diagonal entries of size a (a^2/F^2 = mu/|S|), the light mass 1 - mu over the other d - |S| diagonal entries with
    magnitudes spread in [b/2, b] (so b^2/F^2 <= 4 (1 - mu)/(d - |S|)), r_Theta at twice the lower end of (8) ('<<' a
    factor 10, c of (8) = c8) and v at twice the least value Assumption 4 allows. ts in [0, 1] sets |S| =
    floor(floor(d')^{1 - ts}) (ts = 0: |S| = floor(d'), v ~ d^{1/4}; ts -> 1: fewer, larger heavy entries, v up to
    Assumption 4's top sqrt(d)/(10 r^2)), so v spans Assumption 4's range. Keys are natural logs."""
    lk = math.log(c7) + 6.5 * math.log(lam) - 2.0 * math.log(ld)
    ldp = lk + 0.5 * ld - math.log(nu) - 0.5 * math.log(ld)
    ls = ldp if ldp > 40.0 else (math.log(math.floor(math.exp(ldp))) if ldp >= 0.0 else -math.inf)
    if ts > 0.0 and math.isfinite(ls):
        ls = (1.0 - ts) * ls
        ls = ls if ls > 40.0 else math.log(math.floor(math.exp(ls)))
    lmu = math.log(2.0 * g) + lk
    la2 = lmu - ls
    a2 = math.exp(la2)
    lr = math.log(20.0) + c8 * math.log(ld + math.log(k)) - lk - math.log(lam)
    lv = max(0.0, math.log(2.0) + 0.5 * (ld + la2 - math.log1p(-a2))) if a2 < 1.0 else math.inf
    ld_minus_s = ld + math.log1p(-math.exp(ls - ld)) if ls < ld else -math.inf
    lb2 = math.log(4.0) + math.log1p(-math.exp(lmu)) - ld_minus_s if lmu < 0.0 else math.inf
    return {"log_kappa": lk, "log_dprime": ldp, "log_S": ls, "log_mu": lmu, "log_a2": la2, "log_b2max": lb2,
            "log_r": lr, "log_v": lv}


def item4_bound(**_: Any) -> float:
    """Item 4's right side 2 kappa ||Theta_1||_F^2, over kappa ||Theta_1||_F^2: 2."""
    return 2.0


def item4_mut_kappa(**_: Any) -> float:
    """Planted: kappa ||Theta_1||_F^2 (the factor 2 dropped)."""
    return 1.0


def item4_mut_sqrt_kappa(log_kappa: float, **_: Any) -> float:
    """Planted: 2 kappa^{3/2} ||Theta_1||_F^2 (kappa's exponent changed), over kappa ||Theta_1||_F^2."""
    return 2.0 * math.exp(0.5 * log_kappa)


# ------------------------------------------------- L1763: 'c log(m/c')/sqrt(r_Theta) << kappa' after (87)


def one(**_: Any) -> float:
    """The shape 1 of '<< kappa' (lhs already divided by kappa)."""
    return 1.0


def l1763_mut_lam(lam: float, **_: Any) -> float:
    """Planted: lambda^3 (wrong along lambda -> 0)."""
    return lam**3


def l1763_mut_ld(ld: float, **_: Any) -> float:
    """Planted: 1/log^3 d (wrong along d)."""
    return 1.0 / ld**3
