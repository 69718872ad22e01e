"""thesis (Chapters 5-7, Appendices D-F): bounds of Hongkang Li's PhD thesis (RPI, 2024).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``; catalog: ``shared/claims/thesis_ch5-7.md``.
Pure functions of an instance's named quantities (no torch, no Hypothesis). Each docstring gives the
statement as printed, its source lines, the kind and the assumptions. ``bounds.num`` is used where the
exact (60-digit) re-check should evaluate the bound itself.
"""

from __future__ import annotations

import math
from typing import Any

from bounds.num import exp, sqrt


def double_factorial(n: int) -> int:
    """n!! with (-1)!! = 0!! = 1."""
    out = 1
    while n > 1:
        out *= n
        n -= 2
    return out


# ------------------------------------------------------------------------------------------- Chapter 5


def lemmaD_1_1(a_inf: Any) -> Any:
    """Lemma D.1.1 (L6611): ||a_n X|| <= ||A||_inf for a non-negative A and unit-norm rows of X.

    Deterministic, explicit constant 1. The measured side is max_n ||a_n X||.
    """
    return a_inf


def cond5_8_exponent() -> float:
    """(5.8)-(5.9), L1441-L1447, and L1562: 'condition (5.8) implies that ||A*||_inf is O(1)', where
    0 <= p*_l <= c1/(L psi_l), psi_l = sqrt(d_L d_l) N_l / sum_i d_i N_i, A* = A P* (5.6)-(5.7); argued in
    (D.5)-(D.9) (L6640-L6660) by approximating each row's group-l neighbour count by its mean.

    Hidden constant (O(1), c1): checked as a bounded ratio across scales. The fitted exponent of
    ||A P*||_inf / c1 in the graph size N (fixed group degrees, p*_l = c1/(L psi_l)) must be <= 0.
    """
    return 0.0


def lemmaD_1_2_ratio_exponent() -> float:
    """Lemma D.1.2 (L6624-L6626), (D.2): if l_i >= |N_i| / (1 + c1 poly(eps)/(L p*_i Psi_i)) then
    ||A^t - A*||_inf <= poly(eps), for every sampling realisation (iteration t).

    Hidden constant c1: the smallest admissible c1 poly(eps) is pi_min = max_l L p*_l Psi_l (N_l/S_l - 1),
    so the lemma says R = ||A^t - A*||_inf / pi_min <= 1/c1, a constant. Checked as a scaling exponent: the
    fitted exponent of max R in the graph size N (fixed degrees, fixed sampling deficit) must be <= 0.
    """
    return 0.0


def lemmaD_1_3_ratio_exponent() -> float:
    """Lemma D.1.3 (L6706-L6708), (D.18): the same for symmetric sampling A^s = P^s A P^s, A* = P* A P*.

    Hidden constant c2; checked as the exponent of R = ||A^t - A*||_inf / pi_min in N (claimed <= 0).
    """
    return 0.0


def lemmaD_2_1_cstar_exponent() -> float:
    """Lemma D.2.1 (L6784-L6806): for every smooth phi, a > 0 and eps in (0, 1/(C(phi, a) sqrt(a^2+1))) there is h
    with |E[1{alpha1 x1 + beta1 sqrt(a^2 - x1^2) + b0 >= 0} h(alpha1, b0)] - phi(x1)| <= eps on [-a, a] (a) and
    E[h^2] <= C_s(phi, a)^2 (a^2 + 1), C_s(phi, R) = C* sum_i (i+1)^1.75 R^i |c_i| (5.3), C* a 'sufficiently large
    constant'. Construction/existence with a hidden C*: the smallest C* any h allows, C*_min(a), must stay bounded
    as a varies; checked as its fitted exponent in a on a -> 0 (claimed >= 0: no blow-up)."""
    return 0.0


def lemmaD_2_3_cstar_exponent() -> float:
    """Lemma D.2.3 items 3-4 (L6895-L6903): sum_{i>=1} |c'_i| E[|h_i(z)| 1[|z| <= B_i]] <= C_eps(phi, t) sqrt(t^2+1)
    (and the same with h_i'), c'_i = c_i/p'_i (D.26), C_eps(phi, R) = sum_i ((C* R)^i + (sqrt(log(1/eps)/i) C* R)^i)
    |c_i| (5.2), C* a 'sufficiently large constant'. Hidden C*: the smallest C* making the inequality hold, C*_min(t),
    must stay bounded; checked as its fitted exponent in t on t -> 0 (claimed >= 0)."""
    return 0.0


def lemmaD_2_2(i: int, t: Any) -> Any:
    """Lemma D.2.2 (L6842-L6848): for every integer i >= 1 there is p'_i with
    |p'_i| >= t^{1-i}/sqrt(t^2+1) * (i-1)!!/(100 i^2) such that x_1^i = E[h_i(alpha_1) 1[alpha >= -b0/t]
    1[q_i(b0)]] / p'_i for ||x|| <= t (D.29)-(D.30). Deterministic, explicit constants (100, i^2, (i-1)!!).
    """
    return t ** (1 - i) / sqrt(t * t + 1) * double_factorial(i - 1) / (100 * i * i)


def lemmaD_2_2_exact(i: int, t: Any) -> Any:
    """Corrected Lemma D.2.2: |p'_i| itself, the coefficient (D.29)-(D.30) force. E_beta[He_i(alpha_1)] = (x1/t)^i
    He_i(alpha) (alpha_1 = (x1/t) alpha + sqrt(1 - x1^2/t^2) beta) and int_u^inf He_i phi = He_{i-1}(u) phi(u) give
    p'_i = t^-i int_{q_i} phi(b) He_{i-1}(-b/t) phi(b/t) db (mpmath quadrature at 30 digits), less a relative 1e-7 for
    the quadrature of the measurement. For even i it is ~t^{-i-1}, one order below the printed bound."""
    import mpmath

    with mpmath.workdps(30):
        tt = mpmath.mpf(t)
        w = min(tt / (2 * i), mpmath.mpf(40))
        f = lambda b: mpmath.npdf(b) * mpmath.hermite(i - 1, -b / tt / mpmath.sqrt(2)) * 2 ** (-(i - 1) / mpmath.mpf(2)) \
            * mpmath.npdf(b / tt)  # noqa: E731  (He_n(x) = 2^{-n/2} H_n(x/sqrt 2))
        v = mpmath.quad(f, [-w, 0]) + (mpmath.quad(f, [0, w]) if i % 2 else 0)
        out = abs(v) * tt ** (-i) * (1 - mpmath.mpf("1e-7"))
    return out if isinstance(t, mpmath.mpf) else float(out)


def arctan_identity(s: Any) -> Any:
    """(D.79), L7320-L7327: Pr[|z0| <= |z_rho|] = (2/pi) arctan(sigma_w sqrt(m1)) for independent
    zero-mean Gaussians z0 ~ N(0, v/m1), z_rho ~ N(0, v sigma_w^2). Exact identity; s = sigma_w sqrt(m1)."""
    import mpmath

    if isinstance(s, mpmath.mpf):  # the exact re-check measures at 60 digits: evaluate the identity there too
        with mpmath.workdps(60):
            return 2 / mpmath.pi * mpmath.atan(s)
    return 2 / math.pi * math.atan(s)


def D82_init_norm(d: int, m1: int) -> float:
    """(D.82) preamble, L7382: ||W^(0)|| <= max_{||a||=1} sqrt(sum_i (a^T w_i^(0))^2) <= ... = 1 for
    W^(0) in R^{d x m1} with i.i.d. N(0, 1/m1) entries (L1485). Printed as a known fact, no probability."""
    return 1.0


def D82_init_norm_whp(d: int, m1: int) -> float:
    """Corrected (D.82) preamble: ||W^(0)|| <= 1 + sqrt(d/m1) + t/sqrt(m1) with probability >= 1 - e^{-t^2/2}
    (Gordon / Davidson-Szarek for Gaussian matrices), here t = 6: each draw fails with probability <= e^{-18}."""
    return 1 + math.sqrt(d / m1) + 6 / math.sqrt(m1)


def theorem5_3_1_best_dataset(err_other_min: float) -> float:
    """Theorem 5.3.1 (5.19), L1548-L1560: the learned GCN, evaluated with A*, reaches (1 + eps0) OPT_{A*} + eps0, and
    OPT_{A*} is smallest on labels generated with A^ = A* (p^ = p*, Sec. 5.4.2). Hidden constants: checked as the
    paper's experiment predicts (Fig 5.3/5.4): the test error on the p^ = p* dataset is <= that on any other p^."""
    return err_other_min


def insight_sampling_monotone() -> float:
    """Sec. 5.3.2 insight (2) (L1441-L1479): by (5.10) higher-degree groups must be sampled more often,
    i.e. the smallest admissible S_l/N_l = (1 + c poly(eps)/(L p*_l psi_l))^{-1} increases with d_l.
    Returned: 0, the largest allowed decrease of the required ratio between consecutive groups."""
    return 0.0


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
    expected lucky fraction is exact: Pr[a_i > 0] * Pr[O_i v1 > 0, O_i v2 > 0] = 1/2 (1/2 - theta/(2 pi))
    (Sheppard), 1/8 for orthogonal value components; ``p_exact`` is that value, computed from the angle."""
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


def cor6_4_3_leak_exponent() -> float:
    """Corollary 6.4.3 (6.20), L1891-L1897: sum_{s in N_*} attn_s >= 1 - Theta(1/M1^C) for any test query
    (test prompts only need an alpha'/2 fraction of same-pattern contexts and l_ts >= 1/alpha').
    At fixed M1 the leakage 1 - mass is bounded by a constant independent of l_ts: exponent in l_ts <= 0."""
    return 0.0


def theorem6_3_3_hinge_exponent() -> float:
    """Theorem 6.3.3 (6.11) with l_ts >= 1/alpha' (6.9): E l(Psi; P, z) <= O(eps) whatever l_ts is, given
    the alpha'/2 assumption. The loss must stay bounded as l_ts grows: exponent in l_ts <= 0."""
    return 0.0


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


def prop6_4_1_ratio_exponent() -> float:
    """Prop. 6.4.1 (6.17)-(6.18), L1877-L1887, hidden constants: the ratio (6.18)/(6.17) is O(1/M1 + 1/M2); with
    M2 proportional to M1 its fitted exponent in M1 must be <= -1."""
    return -1.0


def lemmaE_4_5_scaled_exponent() -> float:
    """Lemma E.4.5 (E.8)-(E.9), (E.12)-(E.13), L8005-L8027: components of the accumulated W_Q / W_K update on other
    relevant patterns are <~ 1/M1, on irrelevant patterns <~ 1/M2, times the own-pattern component. Hidden constants:
    M1 x ratio (resp. M2 x ratio) must stay bounded across M1; claimed exponent in M1 <= 0."""
    return 0.0


# ------------------------------------------------------------------------------------------- Chapter 7


def def7_12_rho_positive(rho_printed: Any = 0, rho_corrected: Any = 0) -> int:
    """(7.12), L2122-L2131: there is rho^f in (0,1) with A_k(i, j*) >= A_k(i, j)/(1-rho^f) for all j in [M']
    (j = j* included as printed); the same for (7.13) with B^f. Returned: 0, the value the largest admissible rho must
    exceed. (The arguments are the measured largest admissible rho under the printed and the j != j* definition, so
    that the corrected bound can take the same signature.)"""
    return 0


def example1_value(name: str) -> float:
    """Example 1 (L2133-L2134, L2177): A1 = [[.6,.4],[.4,.6]], A2 = [[.4,.6],[.8,.2]]; claimed
    B = A1 A2 = [[.56,.44],[.64,.36]], tau^f = 0.36, tau_o^f = 0.56 (values to compare)."""
    return {"B00": 0.56, "B01": 0.44, "B10": 0.64, "B11": 0.36, "tau": 0.36, "tau_o": 0.56}[name]


def condition7_3_2_threshold() -> float:
    """Condition 7.3.2 (7.21), L2197-L2215, on the structured error model of the catalog (A_k(i, f_k(i)) = p_c,
    A_k(i, g_k(i)) = 1 - p_c, c = (1,1,1), K = 3): the Condition holds iff p_c^3 >= 3 p_c^2 (1-p_c),
    i.e. p_c >= 3/4. Returned: the threshold 3/4."""
    return 0.75


def condition7_3_2_holds(pc: float) -> float:
    """Condition 7.3.2 on the structured c = (1,1,1), K = 3 instance: holds (1.0) iff p_c >= 3/4."""
    return float(pc >= 0.75)


def theorem3_T_exponent_in_alpha() -> float:
    """Theorem 3 (7.15), L2139-L2157: T >= Omega(eta^{-1} alpha^{-2} K^3 log(K/eps) + ...) suffices. The
    measured T_needed must not grow faster than alpha^{-2}: fitted exponent in alpha >= -2."""
    return -2.0


def theorem3_T_formula(alpha: float, K: int, M: int, eps: float, eta: float) -> float:
    """The (7.15) expression without its hidden constant: eta^-1 (alpha^-2 K^3 log(K/eps) + M K (1/alpha + 1/eps))."""
    return (alpha ** -2 * K ** 3 * math.log(K / eps) + M * K * (1 / alpha + 1 / eps)) / eta


def theorem3_ratio_exponent() -> float:
    """Theorem 3 (7.14)-(7.16), L2139-L2157: T >= Omega(7.15) iterations suffice for loss O(eps). Hidden constant
    checked as a bounded ratio: T_needed / (7.15) may not grow along any axis (fitted exponent <= 0)."""
    return 0.0


def theorem4_cot_error(eps: float) -> float:
    """Theorem 4 (7.20), L2179-L2187: for l_ts >= Omega((alpha' tau rho)^{-2} log M) the CoT error is 0.
    Checked: measured CoT error at l_ts = 4 (alpha' tau rho)^{-2} log M is <= eps (a small tolerance)."""
    return eps


def theorem5_icl_error_floor(c0: float) -> float:
    """Theorem 5 (a), L2197-L2215: if Condition 7.3.2 fails the ICL error is >= Omega(1); checked with c0."""
    return c0


def prop3_mass(eps_train: float) -> float:
    """Prop. 3 (7.23), L2231-L2239: attention on S_k^* >= 1 - eps (eps as in Theorem 3, the training loss)."""
    return 1 - eps_train


def lemmaF_3_6_log_exponent() -> float:
    """Lemma F.3.6 (F.11)-(F.12), L9360-L9366: for t >~ T1 = eta^-1 alpha^-2 K^3 log(K/eps) the attention on
    context columns of other steps is <= eps. Hidden constant: the first step t1(eps) at which the other-step
    mass is <= eps may grow at most linearly in log(K/eps); claimed exponent of t1 in log(K/eps): <= 1."""
    return 1.0
