"""Hongkang Li, PhD thesis (RPI 2024), Chapter 6 (in-context learning) and Appendix E: bounds (also the
Chernoff tail forms used in Appendix F).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``; catalog: ``shared/claims/thesis_ch5-7.md``.
Pure functions of an instance's named quantities (no torch, no Hypothesis). ``thmcheck.bounds.num`` is used where the
exact (60-digit) re-check should evaluate the bound itself.
"""

from __future__ import annotations

import math
from typing import Any

from thmcheck.bounds.num import exp

# ------------------------------------------------------------------------------------------- Chapter 6


def chernoff_printed(form: str, n: int, p: Any, c: Any) -> Any:
    """The explicit tail bounds of App. E/F derived 'by the Chernoff bound of Bernoulli distribution'
    (Lemma E.4.1, L7983; Lemma F.3.1, L9238), as printed. X_i i.i.d. Bernoulli(p), n of them:

    * (E.42) L8133: Pr(mean <= (1-c) alpha/2) <= exp(-l_tr c^2 alpha/2), p = alpha/2: exp(-n c^2 p);
    * (E.146) L8674: Pr(sum <= B(1-c)/M1) <= exp(-c^2 B/M1), p = 1/M1: exp(-n c^2 p);
    * (F.37) L9472: Pr(mean <= (1 - rho/2) p) <= exp(-l_ts rho^2 p), p = alpha' prod_k A_k: here c = rho/2,
      so exp(-n (2c)^2 p);
    * (F.58) L9571: Pr(mean <= (1 - rho_o/2) p) <= exp(-l_ts rho_o p), p = alpha' B(q, .): exp(-n (2c) p).

    ``c`` is always the relative deviation (the threshold is (1-c) p).
    """
    if form in ("E.42", "E.146"):
        return exp(-n * c * c * p)
    if form == "F.37":
        return exp(-n * (2 * c) ** 2 * p)
    if form == "F.58":
        return exp(-n * (2 * c) * p)
    raise ValueError(form)


def chernoff_lemmaE_4_1(form: str, n: int, p: Any, c: Any) -> Any:
    """Lemma E.4.1 (E.4), L7983-L7988, the bound the proofs cite: Pr(mean <= (1-c) p) <= exp(-n p c^2/2)."""
    return exp(-n * p * c * c / 2)


def remark_task_fraction(M1: int) -> float:
    """Remark after Theorem 6.3.3 (L1824): with |T_tr| = M1 the training tasks are 'a fraction
    (M1-1)^{-1/2} of the total number of in-domain tasks' (|T| = M1(M1-1), Def. 6.3.1)."""
    return (M1 - 1) ** -0.5


def remark_task_fraction_corrected(M1: int) -> float:
    """Corrected remark (L1824): |T_tr| = M1 of |T| = M1 (M1 - 1) in-domain tasks is the fraction 1/(M1 - 1)."""
    return 1 / (M1 - 1)


def lemmaE_4_11_min_tasks(M1: int) -> int:
    """Condition 6.3.2 (L1802-L1806) / Lemma E.4.11 (L8291-L8299): Condition 6.3.2 needs |T_tr| >= M1 and
    |T_tr| = M1 suffices (cyclic tasks mu_i -> +1, mu_{i+1} -> -1). Returned: M1, the claimed minimum."""
    return M1


def lemmaE_4_9_fraction(p_exact: float) -> float:
    """Lemma E.4.9 (L8101-L8125): |W_n| >= Omega(m) lucky neurons at initialisation (E.31)-(E.32). The
    expected lucky fraction is exact: Pr[a_i > 0] Pr[O_{i,1} V_{n,1} > 0] Pr[O_{i,2} V_{n,2} > 0] = 1/8 (two disjoint,
    independent Gaussian blocks of W_O's row); ``p_exact`` is that value."""
    return p_exact


def lemmaE_4_10_off_fraction() -> float:
    """Lemma E.4.10 (E.38)-(E.41), L8109-L8125: lucky neurons stay activated for all t, so the fraction of lucky
    (sample, neuron) pairs that are ever inactive is 0."""
    return 0.0


def theorem6_3_3_T_exponent_in_m() -> float:
    """Theorem 6.3.3 (6.10), L1808-L1828: T = Theta(eta^{-1} M1 alpha^{-2/3} beta^{-2/3} sqrt(log M1)),
    independent of the width m (with a_i = +-1/m, Sec. 6.2.3). Claimed exponent of T_needed in m: 0."""
    return 0.0


def theorem6_3_3_T_exponent_in_alpha() -> float:
    """Theorem 6.3.3 (6.10) / Fig E.1: T proportional to alpha^{-2/3}. Sufficient rate: the fitted exponent
    of T_needed in alpha must be >= -2/3 - (no steeper than claimed)."""
    return -2.0 / 3.0


def cor6_4_3_leak_shape(M1: int, C: float) -> float:
    """Corollary 6.4.3 (6.20), L1891-L1897: sum_{s in N_*} attn_s >= 1 - Theta(1/M1^C) for any test query and any
    constant C > 1 (test prompts only need an alpha'/2 fraction of same-pattern contexts and l_ts >= 1/alpha'), as a
    uniform shape: the leakage 1 - sum_{N_*} attn_s <= c M1^{-C}."""
    return float(M1) ** (-C)


def theorem6_3_3_hinge_shape(M1: int, B: int) -> float:
    """Theorem 6.3.3 (6.11) with (6.9), L1808-L1828: E l(Psi; P, z) <= O(eps) whenever B > Omega(max{eps^-2, M1}
    log M1), as a uniform shape: the smallest eps the batch B allows, eps = sqrt(log M1 / B) (the Omega constant goes
    into the hidden constant)."""
    return math.sqrt(math.log(M1) / B)


def theorem6_3_4_ood_hinge(eps_id: float) -> float:
    """Theorem 6.3.4 (6.13), L1832-L1844: if S_j = sum_i k_{j,i} >= 1 then the OOD hinge is <= O(eps).
    Hidden O: checked as 'small' (catalog predicate): the in-domain hinge of the same model plus 0.1."""
    return eps_id + 0.1


def theorem6_3_7_small_prune(eps_id: float, M2: int) -> float:
    """Theorem 6.3.7 (6.15), L1848-L1866: pruning L^c (||r_i|| <= 1/sqrt(M2)) leaves the hinge <=
    O(eps + M2^{-1/2}); checked with constant 1: eps_id + M2^{-1/2}."""
    return eps_id + M2 ** -0.5


def prop6_4_5_cos_dx(M2: int) -> float:
    """Prop. 6.4.5 (6.21), L1903-L1909: cos(r_{i,dx}, mu_bar) >= 1 - Theta(1)/M2 on L; constant 1."""
    return 1 - 1 / M2


def prop6_4_5_cos_dy(M1: int) -> float:
    """Prop. 6.4.5 (6.22): cos(r_{i,dy}, sign(a_i) q) >= 1 - Theta(1)/M1 on L; constant 1."""
    return 1 - 1 / M1


def prop6_4_5_scaled_gap() -> float:
    """Prop. 6.4.5 (6.21) with constant 1: (1 - min_{i in L} cos(r_{i,dx}, mu_bar)) * M2 <= 1."""
    return 1.0


def prop6_4_1_ratio(M1: int, M2: int) -> float:
    """Prop. 6.4.1 (6.17)-(6.19), L1877-L1887: projections on other patterns are <= O(sqrt(log M1)(1/M1 +
    1/M2)) while the own projection is >= Omega(sqrt(log M1)); constant 1 on the ratio: 1/M1 + 1/M2."""
    return 1 / M1 + 1 / M2


def lemmaE_4_5_shape(M: int) -> float:
    """Lemma E.4.5 (E.8)-(E.9) / (E.12)-(E.13), L8005-L8099, as a uniform shape: the accumulated update's component on
    other relevant patterns is <~ 1/M1 (M = M1), on irrelevant patterns <~ 1/M2 (M = M2), times the own component."""
    return 1 / M


def prop6_4_5_gap_shape(M2: int) -> float:
    """Prop. 6.4.5 (6.21), L1903-L1909, as a uniform shape: 1 - min_{i in L} cos(r_{i,dx}, mu_bar) <= c / M2 for one
    constant c (Theta(1)/M2)."""
    return 1 / M2


def theorem6_3_3_T_shape(alpha: float, eta: float, M1: int, beta: float) -> float:
    """(6.10)'s printed shape T = Theta(eta^-1 M1 alpha^{-2/3} beta^{-2/3} sqrt(log M1)) (the constant hidden), the
    shape of 'the required number of iterations is proportional to alpha^{-2/3}' (L1828, Fig E.1)."""
    return M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1)) / eta
