"""thesis (seed 003), round 35 (helper cor441b): Corollary 4.4.1 cases (iv) and (v) (L1166-L1176, Table 4.1 columns 5-6,
L1144-L1152; proof (C.115)-(C.124), L5799-L5823) on the closed forms of Theorem 2, along lambda_l with every Sigma_j,
mu_j fixed (Sigma_j = s_j^2 I, all ||mu_j|| = m).

The ratios are those of ``thmcheck.bounds.thesis.r35_cor441`` (the literal-rho branch of ``case_i_ratios``: B ~ smax^6
tau^12 D12 / Gamma^2 (C.93), 1/q ~ tau^K S2 / Gamma (C.96), E_w ~ sqrt(S2) / Gamma, E ~ S2 / Gamma, E_l ~ sqrt(S2)
(||mu_l|| + s_l) / Gamma (C.97)-(C.99)), fed with the lambda path: per grid point k (lambda_l increasing in k) the
measurement gives S2 = sum_j lam_j (m + s_j)^2, D12 = sum_j lam_j (m/s_j + 1)^12 (C.8), Gamma = sum_j lam_j s_j^2 rho_j
(the fixed groups' rho_j: no mu_j or Sigma_j moves, so no lower function L_s / L_m is invoked; (C.115) writes rho_j),
and, for the proof's reading, Gamma_rho = sum_j lam_j rho_j ((C.115)'s (sum_j lambda_j rho_j)^2, without
||Sigma_j^-1||^-1) and N115 = (S4 S8)^(1/2) D6 ((C.89)'s numerator, which (C.115) expands as a_1 lambda_l^2 + ... + a_5).
tau and sigma_max do not move with lambda.

Case (iv) (||Sigma_l|| = sigma_min^2): each form must increase as lambda_l decreases, form(x_a) > form(x_b) for x_a <
x_b; case (v) (||Sigma_l|| = sigma_max^2): as lambda_l increases, form(x_b) > form(x_a).
"""

from __future__ import annotations

import numpy as np

from thmcheck.bounds.thesis import r35_cor441 as C

FORMS = C.FORMS
_NO_B = ("1/q", "E_w", "E", "E_l")
_VACUOUS = 2.0  # a corrected bound's value off its condition (the corrected statement claims nothing there)


def _arr(x: object) -> np.ndarray:
    return np.asarray(x, dtype=float)


def lam_ratios(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, case: str,
               forms: tuple[str, ...] = FORMS) -> dict[str, float]:
    """Per form the smallest ratio form(earlier)/form(later) over all grid pairs, 'earlier' being the end the printed
    direction starts from: case "iv" lambda_l decreasing (pairs x_a < x_b, ratio form(x_a)/form(x_b)), case "v"
    lambda_l increasing (ratio form(x_b)/form(x_a)). The claim needs every ratio > 1. Computed by
    ``r35_cor441.case_i_ratios`` (its literal branch, gamma="rho": group l's share lam_l s^2 rho_l is set to the
    whole Gamma, G0 = 0) on the grid in increasing (iv) or decreasing (v) lambda_l."""
    lam, S2, D12, Gamma = map(_arr, (lam, S2, D12, Gamma))
    if not np.all(np.diff(lam) > 0):
        raise ValueError("lambda_l grid must increase")
    order = np.arange(len(lam)) if case == "iv" else np.arange(len(lam))[::-1]
    n = len(lam)
    sl = float(s_l)
    return C.case_i_ratios(np.full(n, sl), S2[order], D12[order], np.full(n, float(tau)), np.full(n, float(smax)),
                           Gamma[order] / sl**2, 0.0, 1.0, m_l, K, gamma="rho", forms=forms)


def _growth(case, lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, forms=FORMS) -> float:
    return min(lam_ratios(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, case, forms).values())


def case_iv_growth(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, **_: object) -> float:
    """Corollary 4.4.1 (iv) (Table 4.1 column 5): as lambda_l decreases, ||Sigma_l|| = sigma_min^2, all ||Sigma_j||
    constants, all ||mu_j|| equal, B, v, E_w, E, E_l all increase. 1 + the smallest relative increase over the five
    forms and all grid pairs (Theorem 2's closed forms (C.93), (C.96)-(C.99) with rho_j); the claim is 1 < this."""
    return _growth("iv", lam, S2, D12, Gamma, tau, smax, m_l, s_l, K)


def case_v_growth(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, **_: object) -> float:
    """Corollary 4.4.1 (v) (Table 4.1 column 6): as lambda_l increases, ||Sigma_l|| = sigma_max^2, the same conditions,
    all five forms increase; 1 + the smallest relative increase (the claim is 1 < this)."""
    return _growth("v", lam, S2, D12, Gamma, tau, smax, m_l, s_l, K)


def case_iv_growth_proof(lam, S2, N115, Gamma_rho, tau, smax, m_l, s_l, K, **_: object) -> float:
    """(iv) on the proof's forms (C.115)-(C.119): Gamma read as sum_j lambda_j rho_j (no ||Sigma_j^-1||^-1), B's
    numerator as (C.89)'s (S4 S8)^(1/2) D6 (the a_1 .. a_5 of (C.115))."""
    return _growth("iv", lam, S2, N115, Gamma_rho, tau, smax, m_l, s_l, K)


def case_v_growth_proof(lam, S2, N115, Gamma_rho, tau, smax, m_l, s_l, K, **_: object) -> float:
    """(v) on the proof's forms (C.120)-(C.124), as ``case_iv_growth_proof``."""
    return _growth("v", lam, S2, N115, Gamma_rho, tau, smax, m_l, s_l, K)


def _gamma_moves(Gamma, sign: int) -> bool:
    """Whether Gamma (linear in lambda_l along the path) moves with lambda_l in direction ``sign`` (+1: non-decreasing,
    -1: non-increasing), to a relative 1e-12."""
    g = _arr(Gamma)
    return bool(sign * (g[-1] - g[0]) >= -1e-12 * abs(g[0]))


def case_iv_corrected(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, **_: object) -> float:
    """Corrected (iv): if group l's per-weight share s_l^2 rho_l is at least the share it trades against (Gamma
    non-decreasing in lambda_l), then as lambda_l decreases v (1/q), E_w, E, E_l increase (S2 falls in lambda_l since
    s_l is the smallest and the ||mu_j|| are equal, Gamma rises). B is not claimed (D12 rises in lambda_l). Off the
    condition nothing is claimed (a constant 2 > 1)."""
    if not _gamma_moves(Gamma, +1):
        return _VACUOUS
    return _growth("iv", lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, _NO_B)


def case_v_corrected(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, **_: object) -> float:
    """Corrected (v): if s_l^2 rho_l is at most the share it trades against (Gamma non-increasing in lambda_l), then as
    lambda_l increases v (1/q), E_w, E, E_l increase (S2 rises since s_l is the largest). B is not claimed (D12 falls
    in lambda_l). Off the condition nothing is claimed."""
    if not _gamma_moves(Gamma, -1):
        return _VACUOUS
    return _growth("v", lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, _NO_B)


def case_iv_mut_reversed(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, **_: object) -> float:
    """Mutant of the corrected (iv): the condition reversed (Gamma non-increasing in lambda_l)."""
    if not _gamma_moves(Gamma, -1):
        return _VACUOUS
    return _growth("iv", lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, _NO_B)


def case_v_mut_reversed(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, **_: object) -> float:
    """Mutant of the corrected (v): the condition reversed (Gamma non-decreasing in lambda_l)."""
    if not _gamma_moves(Gamma, +1):
        return _VACUOUS
    return _growth("v", lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, _NO_B)


def case_iv_mut_nocond(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, **_: object) -> float:
    """Mutant of the corrected (iv): the condition dropped (Table 4.1's column 5 for v, E_w, E, E_l everywhere)."""
    return _growth("iv", lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, _NO_B)


def case_v_mut_nocond(lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, **_: object) -> float:
    """Mutant of the corrected (v): the condition dropped (Table 4.1's column 6 for v, E_w, E, E_l everywhere)."""
    return _growth("v", lam, S2, D12, Gamma, tau, smax, m_l, s_l, K, _NO_B)
