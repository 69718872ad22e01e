"""Chen & Li, Section 5 hidden-constant lemmas (part B): Lemmas 5.8, 5.9, 5.16.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn``). All constants of these lemmas are hidden
(<~, Theta~, absolute C), so each bound here is the exponent of a rate that the measured fit is compared with;
the pairing with measurements and instance strategies is in ``checks/papers/chenli_sec5.py``.
"""

from __future__ import annotations


def lemma5_8_small_ball_exponent() -> float:
    """Lemma 5.8, L605-L706. Kind: probabilistic, hidden constants (<~, absolute 0 < C < 1, Omega).

    Statement: mu, mu' multiples of 1/d2, nu, nu' of 1/d3, |mu|, |mu'| <= c/sqrt(d2) with 1 <= c <=
    sqrt(min(r_Theta, d2, d3))/2, and (i) |nu|, |nu'| <= c/sqrt(d3) or (ii) |nu|, |nu'| <= 0.9 and d3 <= min(d/(8
    upsilon^2), sqrt(d r_Theta)/(8 c upsilon)); x ~ pi^s_{mu,nu}, y ~ pi^s_{mu',nu'} independent; s, t > 0:
    P[|x^T Theta y - t| <= s ||Theta||_F] <~ s^{1/2} + (c^2 upsilon sqrt(r_Theta)/sqrt(d))^C + exp(-Omega(r_Theta)).
    Checked where the s-free terms are negligible: the concentration function Q(s) = sup_t P[...] decays at least
    like s^{1/2}, i.e. its fitted exponent in s is >= 1/2."""
    return 0.5


def lemma5_9_small_ball_exponent() -> float:
    """Lemma 5.9, L708-L755. Kind: probabilistic, hidden constants. Any slices mu, mu' (multiples of 1/d2), nu, nu'
    (of 1/d3), d2, d3 <~ r_Theta^2: P[|x^T Theta y - t| <= s ||Theta||_F] <~ s^{1/2} + upsilon^3 r_Theta^3/sqrt(d).
    Checked as Lemma 5.8: the fitted exponent of Q(s) in s is >= 1/2."""
    return 0.5


def lemma5_16_exponent() -> float:
    """Lemma 5.16, L1108-L1190. Kind: rate, hidden constants (Theta~, C). v, w in {0,1}^d equal or disjoint, d2 =
    max(|v|, |w|), d3 = min (0 if v = w): |v^T(E[X^T J softmax(X Theta X^T) X] - k I) w|/sqrt(d2 d3) <= delta*,
    delta* = Theta~(k^{14/3}(r^{1/4}/d2^{1/4} + 1/r^{1/4} + r^{1/8} sqrt(upsilon)/d^{1/4})^{1/3} + k^5(upsilon
    sqrt(r)/sqrt(d))^C) (normalisation 1/d2 for v = w: the printed sqrt(d2 * 0) is a typo). For dense test vectors
    (d2 >= d/2) and r_Theta ~ sqrt(d), delta* -> 0 as d grows; the weakest consequence checked: the fitted exponent
    in d of the max over such (v, w) of the normalised deviation must not exceed 0."""
    return 0.0
