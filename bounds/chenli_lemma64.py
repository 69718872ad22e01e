"""chenli Lemma 6.4 (helpful 2-sparse attention patterns occur): the exponent of its probability bound in xi.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn``). The pairing with the Monte Carlo measurement
and the instance strategy is in ``checks/papers/chenli_lemma64.py``.
"""

from __future__ import annotations


def lemma6_4_exponent(m: int) -> float:
    """Lemma 6.4, L1539-L1561 (proof Sections 6.4.1-6.4.5, L1563-L2064). Kind: rate; hidden constants (Omega, O,
    Theta(eps*), '<<' in (68)-(70), the absolute c of s).

    Statement: Theta' = Theta^par + Theta^perp (Theta^par: projection onto the affine hull K_Theta), ||Theta'||_F <=
    2 ||Theta_1||_F, beta << min(d, ||Theta_1||_F), xi with (68) xi << k^{-Theta(1/lambda)} exp(-O(beta^2/lambda)) and
    (69) xi >> (k e^{beta^2})^{Theta(1/lambda)} / e^{lambda/(m kappa)}; if ||Theta^perp||_F >= eps* with eps* as in
    (70), then with probability >= Omega(xi)^m (k e^{beta^2})^{-O(m/lambda)} over X ~ {+-1}^{k x d}, for all i in
    [m], with s = c min(1, ||Theta_1||_F): (1) X_1 Theta_i (X_2 - X_3)^T in [s, s + xi ||Theta_1||_F]; (2) X_1
    Theta' (X_2 - X_3)^T outside [s - Theta(eps*), s + xi ||Theta_1||_F + Theta(eps*)]; (3) X_1 Theta_i (X_2 -
    X_a)^T >= beta ||Theta_1||_F for a in {1, 4, ..., k} (printed '..., m': a typo).
    Assumptions: Section 4 (Assumptions 1-7, notably 7: non-arithmetic Theta_i).

    Checked consequence: at fixed Theta's, k, beta, s (and Theta'), p(xi) >= C xi^m as xi -> 0, so the exponent of
    p(xi) in xi at xi -> 0 is at most m. Returns m."""
    return float(m)
