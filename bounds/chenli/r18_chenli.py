"""Bounds of chenli's round-18 changes (helper chenli): Lemmas 9.3 and 9.4 over Assumption 10's whole range
(``checks/papers/chenli/sec9_solve.py``). Pure functions of named quantities (no torch). Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log, sqrt

# ----------------------------------------------------------------------- Lemma 9.4 (L2933-L2935), label part


def lemma9_4_y(m: int, d: int, k: int, **_: Any) -> Any:
    """As printed: |y| = ||F(X)_{:,1}|| <= sqrt(m d k) (Assumption 10: ||W_1||_F = 1, ||W_i||_F^2 >= lambda')."""
    return sqrt(m * d * k)


def lemma9_4_y_scaled(m: int, d: int, k: int, wmax: float, **_: Any) -> Any:
    """Believed true over Assumption 10's whole range: sqrt(m d k) max_i ||W_i||_F (the lemma for the rescaled
    W_i/max_i ||W_i||_F; F is linear in the W_i). With Assumption 9 even ||y|| <= sqrt(mdk) wmax sqrt(m/r_W)."""
    return sqrt(m * d * k) * wmax


def lemma9_4_y_mut_room(m: int, d: int, k: int, wmax: float, **_: Any) -> Any:
    """Planted: sqrt(dk) max_i ||W_i||_F/sqrt(20 m^3 k log d), Assumption 9's room (at the generator's floor r_W = 10
    m^3 k log d) halved and without the sum over heads; the aligned equal-rows instances reach sqrt(dk) sum_i
    ||W_i||_F/sqrt(r_W) >= sqrt 2 times it."""
    return sqrt(d * k / (20.0 * m**3 * k * log(d))) * wmax


# ----------------------------------------------------------------------- Lemma 9.3 (L2917-L2923)


def lemma9_3(eps: float, d: int, k: int, m: int, w1_sq: float, **_: Any) -> Any:
    """As printed: ||Z w* - y||^2 <= eps^2 d^3 k^3 m ||W_1||_F^2."""
    return eps**2 * d**3 * k**3 * m * w1_sq


def lemma9_3_scaled(eps: float, d: int, k: int, m: int, wmax_sq: float, **_: Any) -> Any:
    """Believed true over Assumption 10's whole range: eps^2 d^3 k^3 m max_i ||W_i||_F^2 (the proof's chain with the
    sum over heads kept, ||w_i*|| <= ||W_i||_op <= ||W_i||_F/sqrt(r_W) and r_W >= m)."""
    return eps**2 * d**3 * k**3 * m * wmax_sq


def lemma9_3_mut_room(eps: float, d: int, k: int, m: int, wmax_sq: float, **_: Any) -> Any:
    """Planted: eps^2 d^3 k^3 max_i ||W_i||_F^2/(80 m^3 k log d), Assumption 9's room halved and without the sum over
    heads; antipodal rows with aligned perturbations reach eps^2 d^3 k^3 (sum_i ||W_i||_F)^2/(4 r_W), twice it."""
    return eps**2 * d**3 * k**3 * wmax_sq / (80.0 * m**3 * k * log(d))


# ----------------------------------------------------------------------- Lemma 9.1 (L2860-L2871), Theta-free floor


def lemma9_1_shape_scaled(eps_rel: float, d: int, k: int, m: int, w1: float, **_: Any) -> Any:
    """Lemma 9.1's shape eps^2 d^4 k^3 m ||W_1||_F^2 times 2^{(k-1) d}, with eps = eps_rel 2^{-(k-1) d/2} (both sides
    of the printed '<~' multiplied by 2^{(k-1) d}, the inverse probability of k equal rows, so that nothing
    underflows at Assumption 9's d ~ 1e3): eps_rel^2 d^4 k^3 m ||W_1||_F^2."""
    return eps_rel * eps_rel * d**4 * k**3 * m * w1 * w1


# ----------------------------------------------------------------------- L1444: Lemma 6.2's net step, third link


def l1444_third(eps: float, wmin: float, **_: Any) -> Any:
    """As printed (shape, hidden constant): delta (kd sum_i ||W_i||_F^2)^{1/2} <~ eps min_i ||W_i||_F."""
    return eps * wmin
