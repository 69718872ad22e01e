"""thesis (seed 003), round 36 (helper t41): Table 4.1's ORDERS (L1144-L1152) on Theorem 2's closed forms B (C.93),
q (C.96; v = 1 - q/K^2), E_w, E, E_l (C.97)-(C.99), as hidden-constant (uniform) shapes along one group's parameter with
every other group fixed (Corollary 4.4.1, L1166-L1168).

Sigma_j = s_j^2 I (||Sigma_j|| = s_j^2, ||Sigma_j^-1||^-1 = s_j^2, sigma_j = s_j), n_j = ||mu_j||, up to positive factors
that do not move along the path (delta_1, eta, kappa, K, the O's):

  B ~ sigma_max^6 tau^12 D12 / Gamma^2, q ~ Gamma / (tau^K S2), E_w ~ sqrt(S2)/Gamma, E ~ S2/Gamma,
  E_l ~ sqrt(S2) (n_l + s_l)/Gamma,

S2 = sum_j lam_j (n_j + s_j)^2, D12 = sum_j lam_j (n_j/s_j + 1)^12 (C.8), tau = sigma_max/sigma_min,
Gamma = G0 + g with G0 = sum_{j != l} lam_j s_j^2 rho_j (the fixed groups) and g group l's share, 0 < g <= gmax =
lam_l s_l^2 rho_l (any lower function 0 < L <= rho_l of Property 3 (5), existential zeta_s, zeta_s', C_s, L_m).
The measurement (checks/papers/thesis/r36_table41.py) takes g most favourable to the claim's side; the functions here
are the printed SHAPES (the right sides, Table 4.1), of the path parameter t (t = s_l = ||Sigma_l^{1/2}|| for the
Sigma columns, t = ||mu_l|| for the mu column).
"""

from __future__ import annotations

import numpy as np


def forms(S2, D12, tau, smax, G0, g, n_l, s_l, K, tau_held: bool = False) -> dict[str, float]:
    """The five closed forms at group l's share g (tau_held: tau = Theta(1) of L1126, the tau factors dropped)."""
    gam = float(G0) + float(g)
    t = 1.0 if tau_held else float(tau)
    return {"B": float(smax) ** 6 * t**12 * float(D12) / gam**2, "q": gam / (t ** float(K) * float(S2)),
            "E_w": float(np.sqrt(S2)) / gam, "E": float(S2) / gam,
            "E_l": float(np.sqrt(S2)) * (float(n_l) + float(s_l)) / gam}


def deviation(S2, S2_0, G0, gmax, n_l, s_l, lam_l, form: str) -> float:
    """|F(s) - F(0+)| for F in E_w, E, E_l with group l's share chosen in [0, gmax] most favourable to a small
    deviation. F(0+) = the form at s_l -> 0: S2_0 (S2 with s_l = 0), Gamma = G0 (g <= lam_l s_l^2 rho_l -> 0), E_l's
    factor n_l. Written without cancellation: with A = num(s) - num(0+) >= 0 and C = num(0+), F(g) - F(0+) = (A - C g/G0)
    / (G0 + g), which vanishes at g* = A G0 / C; the smallest |.| over g in [0, gmax] is max(0, A - C gmax/G0) /
    (G0 + gmax). S2 - S2_0 = lam_l s_l (2 n_l + s_l)."""
    dS = float(lam_l) * float(s_l) * (2.0 * float(n_l) + float(s_l))
    r, r0 = float(np.sqrt(S2)), float(np.sqrt(S2_0))
    dr = dS / (r + r0)
    A, C = {"E_w": (dr, r0), "E": (dS, float(S2_0)), "E_l": (r * float(s_l) + float(n_l) * dr, r0 * float(n_l))}[form]
    return max(0.0, A - C * float(gmax) / float(G0)) / (float(G0) + float(gmax))


# An upper bound of rho(u, sigma) for every u, K: rho <= beta_2 - alpha_2^2/(u_i^2 + 1) <= beta_2 = E[phi'(sigma(u_i +
# z))^2 (u_i + z)^2] <= (2 pi)^-1/2 sigma^-3 int y^2 phi'(y)^2 dy (sigmoid: int = 0.214978...).
RHO_UB_C = 0.0857638224456672


def rho_upper(sigma: float) -> float:
    """C sigma^-3 >= rho(u, sigma) (used where rho_torch loses digits, sigma > 100: a share at least as large as any
    admissible one, i.e. at least as favourable to an upper bound on B, E_w, E, E_l)."""
    return RHO_UB_C / float(sigma) ** 3


# ---- printed shapes (Table 4.1), ||Sigma_l|| = t^2 ------------------------------------------------------------------

def small_B(t, **_: object) -> float:
    """Column ||Sigma_l|| = o(1): B = O(||Sigma_l||^-3) = O(t^-6)."""
    return float(t) ** -6


def small_cube(t, **_: object) -> float:
    """Column ||Sigma_l|| = o(1): Theta(||Sigma_l||^3) = t^6 (v = 1 - Theta(.), i.e. q/K^2 = Theta(t^6); E_w, E, E_l =
    O(1) - Theta(.): the deviation from the constant is Theta(t^6))."""
    return float(t) ** 6


def large_B(t, **_: object) -> float:
    """Column ||Sigma_l|| = Omega(1): B = O(||Sigma_l||^3) = O(t^6)."""
    return float(t) ** 6


def large_v(t, **_: object) -> float:
    """Column ||Sigma_l|| = Omega(1): v = 1 - Theta(1/(1 + ||Sigma_l||)): q = Theta(1/(1 + t^2))."""
    return 1.0 / (1.0 + float(t) ** 2)


def large_sqrt(t, **_: object) -> float:
    """Column ||Sigma_l|| = Omega(1): E_w = O(sqrt(||Sigma_l||)) = O(t)."""
    return float(t)


def large_lin(t, **_: object) -> float:
    """Column ||Sigma_l|| = Omega(1): E, E_l = O(||Sigma_l||) = O(t^2)."""
    return float(t) ** 2


def mu_v(t, **_: object) -> float:
    """Column mu_l changes: v = 1 - Theta(1/(||mu_l||^2 + 1)): q = Theta(1/(t^2 + 1))."""
    return 1.0 / (1.0 + float(t) ** 2)


def mu_lin(t, **_: object) -> float:
    """Column mu_l changes: E_w = O(1 + ||mu_l||)."""
    return 1.0 + float(t)


def mu_sq(t, **_: object) -> float:
    """Column mu_l changes: E, E_l = O(1 + ||mu_l||^2)."""
    return 1.0 + float(t) ** 2


# ---- corrected shapes (the closed forms' own orders) -----------------------------------------------------------------

def small_B_corrected(t, **_: object) -> float:
    """B = O(||Sigma_l||^-6) = O(t^-12) with tau = Theta(1) held (D12 ~ (n_l/t)^12); tau^12 ~ t^-12 adds the rest."""
    return float(t) ** -12


def small_B_corrected_tau(t, **_: object) -> float:
    """B = O(t^-24) as printed ((C.93): tau^12 D12, tau = sigma_max/t)."""
    return float(t) ** -24


def small_dev_corrected(t, **_: object) -> float:
    """E_w, E, E_l = O(1) + O(||Sigma_l||^{1/2}) (the deviation is O(t), the linear term of S2)."""
    return float(t)


def small_q_corrected(t, K, **_: object) -> float:
    """q = Theta(t^K) ((C.96)'s tau^K, tau = sigma_max/t; Gamma -> G0 > 0, S2 -> S2(0) > 0)."""
    return float(t) ** float(K)


def one(t, **_: object) -> float:
    """q = Theta(1) (tau held: Gamma -> G0, S2 -> S2(0))."""
    return 1.0


def large_B_corrected(t, **_: object) -> float:
    """B = O(t^20) as printed, uniformly over the shares: (C.93)'s sigma_max^6 tau^12 = t^18 / sigma_min^12, D12 -> a
    constant, and Gamma >= g ~ c/t while group l's share dominates (B ~ t^20 there), Gamma -> G0 after (B ~ t^18); the
    switch can come decades late when G0 is small (dev: G0 = 4.6e-8 against g = 0.27 at t = 30)."""
    return float(t) ** 20


def large_v_corrected(t, K, **_: object) -> float:
    """q >~ t^-(3 + K) as printed, uniformly over the shares ((C.96)'s tau^K, tau = t/sigma_min, S2 ~ lam_l t^2; Gamma
    >= max(G0, g), g ~ c/t): q ~ t^-(3+K) while group l's share dominates Gamma, t^-(2+K) once G0 does (which can take
    decades when G0 is small)."""
    return float(t) ** -(3.0 + float(K))


# ---- mutants: wrong shapes (each too small by a power) ---------------------------------------------------------------

def mut_pow(p: float):  # noqa: ANN201
    """A wrong shape t^p."""
    def f(t, **_: object) -> float:
        return float(t) ** p
    f.__doc__ = f"Mutant: the shape t^{p:g}."
    return f


def mut_pow1p(p: float):  # noqa: ANN201
    """A wrong shape (1 + t)^p (the mu column, t = ||mu_l|| >= 0)."""
    def f(t, **_: object) -> float:
        return (1.0 + float(t)) ** p
    f.__doc__ = f"Mutant: the shape (1 + t)^{p:g}."
    return f


def mut_qpow(dp: float, neg: bool = False):  # noqa: ANN201
    """A wrong shape t^(K + dp) (neg: t^-(K + 2) moved by -dp, i.e. t^-(K + 2 + dp))."""
    def f(t, K, **_: object) -> float:
        return float(t) ** (-(float(K) + 2.0 + dp) if neg else float(K) + dp)
    f.__doc__ = "Mutant: a power of t off by one from the corrected order."
    return f
