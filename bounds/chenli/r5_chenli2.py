"""Bounds of chenli's round-5 step claims of Sections 6-11 (helper chenli2; ``checks/papers/chenli/r5_chenli2.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

from thmcheck.bounds.num import exp as _exp  # noqa: E402  (float64, or mpmath in the exact re-check)
from thmcheck.bounds.num import sqrt as _sqrt  # noqa: E402

# ------------------------------------------------------------------------------ Lemma 6.2, (63) (L1414)

def eq63_middle(kp: float, s: float, sabs: float) -> float:
    """(63)'s middle term kappa' (sum_i (lambda_i)_j ||W_i||_F)^2, the sum signed as printed."""
    return kp * s * s


def eq63_middle_abs(kp: float, s: float, sabs: float) -> float:
    """The corrected middle term kappa' (sum_i |(lambda_i)_j| ||W_i||_F)^2."""
    return kp * sabs * sabs


# ------------------------------------------------------------------------------ Lemma 6.12's proof (L1771)

def op_le_m_max(m: int, amax: float) -> float:
    """'||V'V'^T - Z'||_op <= m ||V'V'^T - Z'||_max' for the (m+1) x (m+1) matrix."""
    return m * amax


def op_le_m1_max(m: int, amax: float) -> float:
    """The corrected factor: an (m+1) x (m+1) matrix has ||A||_op <= ||A||_F <= (m+1) ||A||_max."""
    return (m + 1) * amax


def op_le_m_max_square(m: int, amax: float) -> float:
    """Lemma 6.11's proof (L1733): the m x m matrix V V^T - Z, ||.||_op <= m ||.||_max."""
    return m * amax


# ------------------------------------------------------------------------------ Lemma 6.18's proof (L2246-L2254)

def lemma618_expansion(printed: float, corrected: float) -> float:
    """The first right side of L2246: sum_{i,j} (delta_i lambda*_j + delta_j lambda*_i) <v_i, v_j> - sum_i
    delta_i^2 ||v_i||^2 (as printed, with the extra last sum)."""
    return printed


def lemma618_expansion_corrected(printed: float, corrected: float) -> float:
    """||v||^2 - ||v*||^2 - ||v - v*||^2 = 2 <v*, v - v*> = sum_{i,j} (delta_i lambda*_j + delta_j lambda*_i)
    <v_i, v_j> (no extra sum)."""
    return corrected


def gershgorin_printed(alpha: float, kappa: float, m: int, v1sq: float) -> float:
    """L2252: sigma_min(V V^T) >= (alpha - m kappa) ||v_1||^2 (diagonal 'lower bounded by alpha ||v_1||^2')."""
    return (alpha - m * kappa) * v1sq


def gershgorin_corrected(alpha: float, kappa: float, m: int, v1sq: float) -> float:
    """Gershgorin with the diagonal ||v_i||^2 >= alpha^2 ||v_1||^2: sigma_min >= (alpha^2 - (m - 1) kappa) ||v_1||^2."""
    return (alpha * alpha - (m - 1) * kappa) * v1sq


# ------------------------------------------------------------------------------ Lemma 7.2's text (L2337)

def softmax_l2_printed(k: int, gap: Any) -> Any:
    """(k - 1)/(k - 1 + exp(gap)): Lemma 3.6's L1 bound, printed for the L2 norm."""
    return (k - 1) / (k - 1 + _exp(gap))


def softmax_l2_corrected(k: int, gap: Any) -> Any:
    """sqrt(k (k - 1))/(k - 1 + exp(gap)): the L2 distance at equal gaps (the worst case)."""
    kk = k * (k - 1) + 0 * gap  # an mpmath number when gap is one (the exact re-check): sqrt at 60 digits, not float64
    return _sqrt(kk) / (k - 1 + _exp(gap))


# ------------------------------------------------------------------------------ Section 7.1's margin (L2331)

def margin_printed(g1: float, g2: float, omega: float, chi: float, log_d: float, log_mkd: float, F1: float) -> float:
    """(gamma_1 omega sqrt(log d) - chi - gamma_2 omega sqrt(log(mkd))) ||Theta_1||_F (the printed right side)."""
    return (g1 * omega * math.sqrt(log_d) - chi - g2 * omega * math.sqrt(log_mkd)) * F1


# ------------------------------------------------------------------------------ Lemmas 7.3/7.4 (L2359, L2425)

def avg_norm_printed(m: int, kappa: float, lam: float) -> float:
    """The relative error m kappa/(2 sqrt(lambda)) of (1 +- m kappa/(2 sqrt lambda)) / Z."""
    return m * kappa / (2 * math.sqrt(lam))


def avg_norm_corrected(m: int, kappa: float, lam: float) -> float:
    """(m - 1) kappa: sum_{i != i'} 1/(||Theta_i|| ||Theta_i'||) <= (m - 1) sum_i 1/||Theta_i||^2."""
    return (m - 1) * kappa


def avg_norm_printed_istar(m: int, kappa: float, lam: float) -> float:
    """Lemma 7.4's version: the same m kappa/(2 sqrt lambda) with i* left out of both sums."""
    return m * kappa / (2 * math.sqrt(lam))


def avg_norm_corrected_istar(m: int, kappa: float, lam: float) -> float:
    """(m - 2) kappa: m - 1 heads remain."""
    return max(m - 2, 0) * kappa


def holder_op(ip: float) -> float:
    """L2373 / L2443: ||Theta~||_op <= |<Theta~, Theta_1/||Theta_1||_tr>| (the first link)."""
    return ip


def stable_rank_printed(Z: float, tr1: float) -> float:
    """L2377: ||Theta~||_F^2/||Theta~||_op^2 >= Z ||Theta_1||_tr^2 (the first link)."""
    return Z * tr1 * tr1


def stable_rank_printed_jstar(Z: float, trj: float, mj: int) -> float:
    """L2447: ||Theta'||_F^2/||Theta'||_op^2 >= m ||Theta_{j*}||_tr^2/||Theta_{j*}||_F^2 (the first link), passed as
    m ||Theta_{j*}||_tr^2/||Theta_{j*}||_F^2 in ``trj`` with mj = 1."""
    return mj * trj


# ------------------------------------------------------------------------------ Lemma 11.5's proof (L3137)

def a_singular_value_printed(c: Any, rho: Any) -> Any:
    """The printed 'smallest singular value' of A: 1/(2dM+1)^2 + rho^2/2 - sqrt(1/(2dM+1)^4 + rho^4/4) (c = 1/(2dM+1))."""
    return c * c + rho * rho / 2 - _sqrt(c**4 + rho**4 / 4)


def a_singular_value_corrected(c: Any, rho: Any) -> Any:
    """Its square root: the printed numbers are the eigenvalues of A A^T, i.e. squared singular values."""
    return _sqrt(c * c + rho * rho / 2 - _sqrt(c**4 + rho**4 / 4))


def rho_over_dm(rho: float, dM: float) -> float:
    """sigma_min(A) >~ rho/dM (and the same for sigma_min(M^)): the printed shape."""
    return rho / dM


def one_over_dm(rho: float, dM: float) -> float:
    """The shape that holds: sigma_min(A) ~ 1/(2 dM + 1), free of rho."""
    return 1.0 / dM


# ------------------------------------------------------------------------------ Lemma 11.10's proof (L3220)

def wprime_printed(q: int) -> int:
    """'the coordinates of w' are bounded in magnitude by q' (L3220)."""
    return q


def wprime_corrected(q: int) -> int:
    """(w_1)_j 2^i <= (q - 1) q/2 for (w_1)_j in {0, ..., q - 1} and i <= log2 q - 1."""
    return (q - 1) * q // 2


# ------------------------------------------------------------------------------ true steps

def identity(value: Any) -> Any:
    """An identity's other side (equality claims): the value computed by the second formula."""
    return value


def upper(value: Any) -> Any:
    """An inequality's right side, computed by the measurement from the instance (the display's explicit formula)."""
    return value


def completeness_unit() -> float:
    """Lemma 6.3 (completeness): ||alpha X What - Y_1|| <= (eps/2) min_i ||W_i||_F, measured relative to its right
    side (lhs = residual/((eps/2) min_i ||W_i||_F)), so the bound is 1."""
    return 1.0


def wstar_printed(m: int, w1: float) -> float:
    """L2903: ||w*|| <= sqrt(m) ||W_1||_F (= sqrt m)."""
    return math.sqrt(m) * w1
