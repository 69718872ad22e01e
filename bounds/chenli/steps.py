"""Bounds of chenli's proof displays (kind ``step``): elementary inequalities, identities and chains printed inside
proofs, each a pure function of named quantities. Pairing with measurements: ``checks/papers/chenli/steps.py``.
Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from bounds.num import exp


def factA7_elementary(a: float, b: float) -> float:
    """Proof of Fact A.7, L3406, as printed: for a, b > 0, (a - b)(e^a - e^b) <= max(0, a - b)^2 (e^a + e^b).
    Returns the right-hand side."""
    return max(0 * a, a - b) ** 2 * (exp(a) + exp(b))


def factA7_elementary_corrected(a: float, b: float) -> float:
    """(a - b)(e^a - e^b) <= (a - b)^2 (e^a + e^b)/2 for all real a, b (with x = |a - b|: tanh(x/2) <= x/2)."""
    return (a - b) ** 2 * (exp(a) + exp(b)) / 2


def factA7_identity(e_pos_sq_fx: float, e_sq_fx: float) -> float:
    """Proof of Fact A.7, L3408, the '=' as printed: (1/2) E_{x,y}[(log f(x) - log f(y))^2 (f(x) + f(y))] =
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
