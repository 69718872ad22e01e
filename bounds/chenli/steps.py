"""Bounds of chenli's proof displays (kind ``step``): elementary inequalities, identities and chains printed inside
proofs, each a pure function of named quantities. Pairing with measurements: ``checks/papers/chenli/steps.py``.
Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from thmcheck.bounds.num import exp


def factA7_elementary(a: float, b: float) -> float:
    """Proof of Fact A.7, L3405, as printed: for a, b > 0, (a - b)(e^a - e^b) <= max(0, a - b)^2 (e^a + e^b).
    Returns the right-hand side."""
    return max(0 * a, a - b) ** 2 * (exp(a) + exp(b))


def factA7_elementary_corrected(a: float, b: float) -> float:
    """(a - b)(e^a - e^b) <= (a - b)^2 (e^a + e^b)/2 for all real a, b (with x = |a - b|: tanh(x/2) <= x/2)."""
    return (a - b) ** 2 * (exp(a) + exp(b)) / 2


def factA7_identity(e_pos_sq_fx: float, e_sq_fx: float) -> float:
    """Proof of Fact A.7, L3407, the '=' as printed: (1/2) E_{x,y}[(log f(x) - log f(y))^2 (f(x) + f(y))] =
    E_{x,y}[max(0, log f(x) - log f(y))^2 f(x)]. Returns the right-hand side (measured on the instance)."""
    return e_pos_sq_fx


def factA7_identity_corrected(e_pos_sq_fx: float, e_sq_fx: float) -> float:
    """The identity that holds for an exchangeable pair (x, y) (a reversible walk from stationarity):
    (1/2) E[(log f(x) - log f(y))^2 (f(x) + f(y))] = E[(log f(x) - log f(y))^2 f(x)]."""
    return e_sq_fx


def lemma8_2_step(nu_next: float, norm_Mstar: float) -> float:
    """Proof of Lemma 8.2, L2782, as printed: ||Theta_1||_F (sum_{a <= l} nu_a + 2 eps) <= (nu_{l+1}/2) ||M*||_F.
    Returns the right-hand side (nu_{l+1}/2) ||M*||_F."""
    return nu_next / 2 * norm_Mstar


def lemma8_2_step_corrected(nu_next: float, norm_Mstar: float) -> float:
    """Without the 1/2: ||Theta_1||(sum nu_a + 2 eps) <= nu_{l+1} ||M*|| holds for ||M*|| >= rho/d, since
    nu_{l+1} rho/d = 2 (sum nu_a + eps) ||Theta_1|| (nu_{l+1} = 2 d sqrt(2m/lambda)(sum nu_a + eps), Eq. (134))."""
    return nu_next * norm_Mstar


def lemmaA9_elementary(z: float) -> float:
    """Proof of Lemma A.9, L3445, as printed: 'the elementary inequality e^z <= 2 max(0, z) for z in [0, 1]'. Returns
    the right-hand side 2 max(0, z)."""
    return 2 * max(0 * z, z)


def lemmaA9_elementary_corrected(z: float) -> float:
    """What the next display uses: e^z - 1 <= 2 max(0, z) on [0, 1] (convexity: e^z - 1 <= (e - 1) z), written as a
    bound on e^z: e^z <= 1 + 2 max(0, z)."""
    return 1 + 2 * max(0 * z, z)


def lemmaA9_derivative_middle(beta: float, mean_f_tilted: float, log_h: float, h_prime_over_h: float,
                              ent_over_h: float) -> float:
    """Proof of Lemma A.9, L3462, the middle '=' as printed: (1/beta^2)(beta h'(beta)/h(beta) - log h(beta)) =
    (1/beta^2)(E[f e^{-beta f}]/E[e^{-beta f}] - log h(beta)), h(beta) = E_pi[e^{-beta f}]. Returns the second
    expression (the first is the measured left side)."""
    return (mean_f_tilted - log_h) / beta**2


def lemmaA9_derivative_corrected(beta: float, mean_f_tilted: float, log_h: float, h_prime_over_h: float,
                                 ent_over_h: float) -> float:
    """The chain's last expression, which equals the first: (1/beta^2) Ent_pi(e^{-beta f})/E_pi[e^{-beta f}]
    (beta h'/h = -beta E[f e^{-beta f}]/h: the printed middle drops the factor -beta)."""
    return ent_over_h / beta**2


def lemma3_8_ratio_step(eps: float) -> float:
    """Proof of Lemma 3.8, L369, as printed: |(v_i/v_j)(v'_j/v'_i) - 1| <= eps/((1/3)(1/3 + 1/6)) = 6 eps. Returns 6 eps."""
    return 6 * eps


def lemma3_8_ratio_step_corrected(eps: float) -> float:
    """The sharp bound 12 eps: |v_i eps_j - v_j eps_i| <= (v_i + v_j) eps and v_j (v_i + eps_i) >= v_j (v_i - eps); the
    ratio (v_i + v_j) eps/(v_j (v_i - eps)) decreases in v_j and in v_i, so its maximum over v_i, v_j >= 1/3 is
    2 eps/(1/3 - eps) <= 12 eps (eps <= 1/6), attained at v_i = v_j = 1/3, eps = 1/6."""
    return 12 * eps


def appC2_inner_printed(unweighted: float, weighted: float) -> float:
    """Appendix C.2, L3860, the last '=' as printed: <lambda, V y> = sum_i sum_{j in T} <x, (Theta_i)_{:,j}> y_j (the
    lambda_i dropped). Returns the printed right-hand side (measured on the instance)."""
    return unweighted


def appC2_inner_corrected(unweighted: float, weighted: float) -> float:
    """<lambda, V y> = sum_i lambda_i sum_{j in T} <x, (Theta_i)_{:,j}> y_j."""
    return weighted


def thmB1_log_elementary(x: float, xi: float) -> float:
    """Proof of Theorem B.1, L3656, as printed: 'the elementary inequality |log(1 + x + xi) - (x + xi)| <= 6|xi| for all
    |x| <= 1/10 and |xi| <= 1/100'. Returns 6|xi|."""
    return 6 * abs(xi)


def thmB1_log_elementary_corrected(x: float, xi: float) -> float:
    """|log(1 + y) - y| <= y^2/(2(1 - |y|)) for |y| < 1 (the alternating series), y = x + xi."""
    y = x + xi
    return y * y / (2 * (1 - abs(y)))
