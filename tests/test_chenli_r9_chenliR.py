"""Second paths of chenli's round-9 step claims (helper chenliR): explicit instances computed here with plain math
and a direct enumeration, sharing no code with the claims' measurements or bounds (checks/papers/chenli/r9_chenliR.py,
bounds/chenli/r9_chenliR.py)."""

from __future__ import annotations

import itertools
import math


def _lemma77_log_mass(a: float, b: float) -> float:
    """log(e^-a + e^-b) (Lemma 7.7's bound with constants 1), by factoring out the larger term."""
    hi, lo = (-b, -a) if b < a else (-a, -b)
    return hi + math.log(1.0 + math.exp(lo - hi))


def test_l2621_lemma77_mass() -> None:
    """L2621 as printed: beta = 0.5, m = 1, lambda = 1, r_Theta = d. Lemma 7.7 allows P[X_2 in Omega] = e^-a + e^-b
    (a = beta m r_Theta, b = m log d/lambda^4), about 1/d; exp(-c (a v b)) = exp(-c a) needs c <= log(d)/a, which
    falls like log(d)/d: no c > 0 serves every d (the regime a >= 10 b holds at each point)."""
    needed = []
    for d in (1e3, 1e4, 1e5, 1e6, 1e7):
        a, b = 0.5 * d, math.log(d)
        assert a >= 10 * b
        log_p = _lemma77_log_mass(a, b)
        assert abs(log_p + math.log(d)) < 1e-9  # the mass is 1/d: the e^-b term
        needed.append(-log_p / max(a, b))  # the largest c with P <= exp(-c (a v b))
    assert abs(needed[3] - 2.763e-5) < 1e-8
    assert all(later < earlier / 5 for earlier, later in itertools.pairwise(needed))
    # with the min (the reading / correction) the needed constant stays >= 1
    for d in (1e3, 1e5, 1e7):
        a, b = 0.5 * d, math.log(d)
        assert -_lemma77_log_mass(a, b) / min(a, b) >= 1 - 1e-12


def test_l2621_hamming_tail_sets() -> None:
    """Explicit bad sets: Omega_d = {x in {+-1}^d : at least w coordinates equal -1}, w the least weight whose tail fits
    Lemma 7.7's size bound at beta = 0.5, m = 1, lambda = 1, r_Theta = d (a superset of a valid bad set is valid: the
    ratio bound concerns only x, x' outside Omega). Exact integer counts: the constant c with |Omega_d|/2^d <=
    exp(-c (a v b)) falls below 0.05 by d = 1024 and keeps falling (regime a >= 10 b at every d)."""
    needed = []
    for d in (128, 256, 512, 1024):
        a, b = 0.5 * d, math.log(d)
        assert a >= 10 * b
        limit = math.exp(-a) + math.exp(-b)
        count, w = 0, d + 1
        while w > 0 and (count + math.comb(d, w - 1)) / 2**d <= limit:
            w -= 1
            count += math.comb(d, w)
        assert 0 < count / 2**d <= limit
        assert count / 2**d > limit / 10  # the tail fills the allowance up to one binomial step
        needed.append(-math.log(count / 2**d) / max(a, b))
    assert needed[-1] < 0.05
    assert all(later < earlier for earlier, later in itertools.pairwise(needed))
