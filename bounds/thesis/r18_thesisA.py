"""Bounds of checks/papers/thesis/r18_thesisA.py (thesis App. A, Lemma A.3.1 Claim 2 and its proof, round 18, helper
thesisA). Pure functions, no torch.

- The attention-increment displays (A.31) L2779, (A.33) L2785, (A.159) L3385, (A.166) L3422, (A.168) L3428: each right
  side is a positive (negative) product times K(t) > 0 and a hidden constant, so the sign of the left side is what every
  witness K(t) > 0 and every constant c > 0 requires: the bound tested is 0.
- The mean-value '=' of (A.159) / (A.168) with x in (A.160) / (A.169): the point x must exist; lhs <= 1 iff it does.
"""

from __future__ import annotations

from thmcheck.bounds.num import exp, expm1


def sign_zero(**_: object) -> float:
    """0: the sign of c * (positive side) * K(t) for every hidden constant c > 0 and witness K(t) > 0."""
    return 0.0


def mvt_one(**_: object) -> float:
    """1: max((S_1 e^a + R)^2 / y, y / (S_1 e^{a'} + R)^2) <= 1 iff a point x of [a, a'] solves (S_1 e^x + R)^2 = y."""
    return 1.0


def mvt_mut_half(**_: object) -> float:
    """Mutant: the interval's ends moved by a factor 2 inward (killed wherever the exact point is near an end)."""
    return 0.5


def mvt_y(S1: float, R: float, K: float, qn: float, dt: float, printed: bool = True) -> tuple[float, float, float]:
    """(lo, y, hi) of the mean-value step of (A.159) L3385 (equivalently (A.168) L3428): a = ||q||^2 - (delta + tau)||q||,
    a' = a + K ||q||^2; the '=' asks (S_1 e^x + R)^2 = y with y = (S_1 e^a + R)(S_1 e^{a'} + R) (e^K - 1)/(e^{K ||q||^2}
    - 1) as printed ((e^{K ||q||^2} - 1 in place of e^K - 1 when ``printed`` is False), x in [a, a'];
    lo = (S_1 e^a + R)^2, hi = (S_1 e^{a'} + R)^2."""
    a = qn * qn - dt * qn
    ap = a + K * qn * qn
    g1, g2 = S1 * exp(a) + R, S1 * exp(ap) + R
    rho = expm1(K) / expm1(K * qn * qn) if printed else 1
    return g1 * g1, g1 * g2 * rho, g2 * g2


def sign_mut_five(**_: object) -> float:
    """Mutant of (A.164)'s sign check: a margin of 5 between the two keys' scores (the runs' gaps are ~0.6-1.6)."""
    return 5.0
