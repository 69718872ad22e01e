"""Bounds of chenli's round-5 step claims of Sections 3-5 and Appendix A (``checks/papers/chenli/r5_chenli1.py``):
proof displays read literally. Pure functions of named quantities (no torch). Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

# ------------------------------------------------------------------ Lemma 3.9's proof, the case a_1 = max (L403)


def l39_top_case(k: int, C: float, R: float, eta: float) -> Any:
    """L403 as printed, divided by (e^{a_1} - e^{b_1})/(e^{a_1} + S) > 0: (5) <= k e^{-CR} (e^{a_1} - e^{b_1})/
    (e^{a_1} + S) reads S/(e^{b_1} + S) <= k e^{-CR} (S = sum_{i >= 2} e^{a_i})."""
    return k * math.exp(-C * R)


def l39_top_case_corrected(k: int, C: float, R: float, eta: float) -> Any:
    """What the hypotheses give: S <= (k - 1) e^{-CR} e^{a_1} and e^{a_1 - b_1} <= e^{eta R}, so S/(e^{b_1} + S) <=
    min(1, (k - 1) e^{(eta - C) R})."""
    e = (eta - C) * R
    return 1.0 if e > 50 else min(1.0, (k - 1) * math.exp(e))


# ------------------------------------------------------------- Lemma 5.8's proof, Eqs. (14)-(16); Lemma 5.11's (28)


def middle(middle: float, **_: Any) -> Any:
    """The display's middle term, measured on the instance (e.g. (c^2/d_2) 1^T (A A^T) 1 in (14))."""
    return middle


def chain_end(end: float, **_: Any) -> Any:
    """The display's last term, measured on the instance (e.g. c^2 ||A||_op^2 in (14))."""
    return end


def abs_middle(abs_middle: float, **_: Any) -> Any:
    """The middle term with the absolute value the step needs (|1^T (A A^T) 1'| instead of 1^T (A A^T) 1')."""
    return abs_middle


def rhs(rhs: float, **_: Any) -> Any:
    """The display's right-hand side, measured on the instance."""
    return rhs


def rhs_corrected(rhs_corrected: float, **_: Any) -> Any:
    """The right-hand side that holds (given in each claim's corrected_text), measured on the instance."""
    return rhs_corrected


def half_rhs(rhs: float, **_: Any) -> Any:
    """A planted wrong bound: half the printed right-hand side."""
    return rhs / 2


def eq30(col_sum_sq: float, d3: int, d: int, ups: float, fro2: float, **_: Any) -> Any:
    """(30) as printed: ||Theta 1_[3]||^2 <= (d_3 ups^2/d) ||Theta||_F^2 (ups: Assumption 4's parameter)."""
    return d3 * ups**2 / d * fro2


def eq30_corrected(col_sum_sq: float, d3: int, d: int, ups: float, fro2: float, **_: Any) -> Any:
    """The triangle inequality over the d_3 columns with Assumption 4: ||Theta 1_[3]||^2 <= (d_3^2 ups^2/d)
    ||Theta||_F^2."""
    return d3**2 * ups**2 / d * fro2


# --------------------------------------------------------------------------- Appendix A.1 (MLSI statements)


def factA2(rho_over_lambda: float, **_: Any) -> Any:
    """Fact A.2: the product chain's MLSI constant max_a rho_a/lambda_a."""
    return rho_over_lambda


def factA7(rho: float, e_gamma2_f: float, **_: Any) -> Any:
    """(148): Ent_pi(f) <= 2 rho E_pi[Gamma(log f)^2 f] (both sides divided by E_pi f in the measurement)."""
    return 2 * rho * e_gamma2_f


def mlsi_linear(d: int, **_: Any) -> Any:
    """Lemma A.3: an MLSI constant Theta(d), as a uniform shape: d."""
    return d


def corA5_shape(shape: float, **_: Any) -> Any:
    """Corollary A.5: an MLSI constant Theta(max(d_1/lambda_1, d_2/lambda_2, d_3/lambda_3)), as a uniform shape."""
    return shape


def lemmaA11(log_rhs: float, **_: Any) -> Any:
    """Lemma A.11's right side exp(beta/(1 - 8 rho beta) E_pi g^2), in logs (the left side is log E exp(beta g^2))."""
    return log_rhs


def eq52(delta: float, k: int, **_: Any) -> Any:
    """(52): ||M* - M||_op <= 2 delta sqrt(k)."""
    return 2 * delta * math.sqrt(k)


def constant_one(**_: Any) -> Any:
    """A hidden absolute constant as a uniform shape: 1 (Lemma A.14's K = Theta(1))."""
    return 1.0


def reading_rhs(reading_rhs: float, **_: Any) -> Any:
    """A reading's right-hand side, measured on the instance (given in the claim's reading text)."""
    return reading_rhs
