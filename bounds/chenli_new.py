"""chenli: bounds of records turned into checks (Lemma 6.8 Items 2-3, Lemmas 7.5/7.6), Chen & Li, "Provably
learning a multi-head attention layer" (shared/seeds/000_7ee2e1d97e13a266.txt). Pure functions; no torch.

Staging module (issue #17): to be moved into the section modules of ``bounds/chenli/`` once the layout move lands.
"""

from __future__ import annotations

from typing import Any

from bounds.num import exp, log


def lemma6_8_items23(s: Any, K: Any, d: int, m: int, item2: int, item3: int) -> Any:
    """Lemma 6.8, Items 2 and 3 (L1653-L1665, proofs L1663-L1665), with the proof's explicit constants.

    Kind: probabilistic, explicit constants from the proof (the statement's '<~' and 'all but arbitrarily small
    constant failure probability' are hidden). x ~ U({+-1}^d); Assumption 4 (L451): every column (and row) of Theta_i
    has norm <= (v/sqrt d)||Theta_i||_F, v >= 1; E' any d x p matrix with ||E'||_F = ||Theta_1||_F (Section 6.4).

    Item 2 with constant s: ||Theta_i^T x||_inf <= s v sqrt(log d) ||Theta_i||_F/sqrt(d) for all i. The proof
    ('Hoeffding's inequality'): P[|<c, x>| >= t] <= 2 exp(-t^2/(2||c||^2)) with ||c|| <= v||Theta_i||_F/sqrt d gives
    2 d^{-s^2/2} per entry, and the union over the d entries and m heads 2 m d^{1 - s^2/2}.
    Item 3 with constant K: ||E'^T x||^2 <= K ||Theta_1||_F^2. The proof ('Markov's inequality', E ||E'^T x||^2 =
    ||E'||_F^2): failure probability <= 1/K.

    Returns the proof's bound on P[Item 2 or Item 3 fails] (item2/item3 in {0, 1} select the items checked)."""
    hoeffding = 2 * m * exp((1 - s * s / 2) * log(d)) if item2 else 0
    markov = 1 / K if item3 else 0
    return hoeffding + markov


def lemma7_5_gaussian_rate() -> float:
    """Lemmas 7.5/7.6, L2489-L2555. Kind: rate (hidden constant Omega).

    Statement: with tau = (chi + a)||Theta_1||_F (Eq. (113)), P[|X_1 Theta_{i*} X_1^T| > tau] <= exp(-Omega(a^2))
    (7.5) and P[|X_1 Theta_{i*} X_a^T| > tau] <= exp(-Omega(a^2)) + m exp(-Omega(m r_Theta)) (7.6), x uniform on the
    cube, under Assumptions 3 and 5. Consequence checked: sqrt(-log P) >= sqrt(c) a, so the fitted slope rho of
    sqrt(-log P) in a is positive; the bound is that sign."""
    return 0.0


def lemma9_1_eps_exponent() -> float:
    """Lemma 9.1, L2860-L2873. Kind: rate (hidden constant, and a hidden poly(m, k, d) number of samples).

    Statement: if ||Theta^_i - Theta_i||_F <= eps for all i, Algorithm 5 outputs W^_i with E[(F^(X) - F(X))^2] <~
    eps^2 d^4 k^3 m ||W_1||_F^2 with probability 1 - delta. Consequence checked: at fixed (d, k, m, W) the test loss
    is O(eps^2) as eps -> 0, so its fitted exponent in eps is at least 2; the bound is that exponent."""
    return 2.0
