"""thesis, Appendix B (proof of Lemma B.3.2), round 19 (helper thesisB): the last member of (B.138) at t = 0.

The member is a closed form in the counts of the Section 3.5.1 graph (Definition B.2.3's p_n(t), phi_l(t) at t = 0,
b^(0) = 0, ||q_1(0)|| = 1 by Assumption B.2.1's orthonormal q_j) and the scalars eta, xi, eps_0, sigma, m; the checked
relation is the chain's printed '> 0'."""

from __future__ import annotations

import math

import numpy as np


def p_phi_t0(c: np.ndarray, label: int, own_pat: int, sigma: float, disc_rest: str = "printed") -> tuple[float, float]:
    """Definition B.2.3 at t = 0 (b_z^(0) = 0, ||q_1(0)|| = 1) for one node: ``c[z, k]`` = the number of nodes of pattern
    k (0 = mu_1, 1 = mu_2, >= 2 non-discriminative) at distance z of the node (its aggregation set S^{n,0} = T^n, z = 0,
    1, 2), ``label`` +-1, ``own_pat`` its pattern. Returns (p_n(0), phi_n(0)).

    S_*: the nodes of the label's discriminative pattern (mu_1 for +1, mu_2 for -1), S_#: the other one. For n in D_1 u
    D_2 the printed rest term is sum_z |(N_z^n cap S_*^{n,t}) - S_1^{n,t}| (``disc_rest='printed'``: 0 for n in D_1,
    the S_* count for n in D_2); ``disc_rest='others'`` (a reading): every node of N_z^n outside S_*. For n outside D_1
    u D_2 the rest is sum_z |(N_z^n cup S_*^{n,t}) / (S_1^{n,t} cup S_2^{n,t})| = the non-discriminative nodes of N_z^n
    (S_* lies inside S_1 u S_2)."""
    s = 0 if label > 0 else 1
    h = 1 - s
    n_star = float(c[:, s].sum())
    n_hash = float(c[:, h].sum())
    n_nd = float(c[:, 2:].sum())
    e_m, e_p = math.exp(1.0 - sigma), math.exp(1.0 + sigma)
    if own_pat in (0, 1):
        if disc_rest == "printed":
            rest = n_star if s == 1 else 0.0      # (N_z cap S_*) - S_1: empty when S_* = S_1 (n in D_1)
        else:
            rest = float(c.sum()) - n_star
        nu = 1.0 / (n_star * e_m + rest)
        phi = 1.0 / (n_star * e_p + rest)
    else:
        nu = 1.0 / ((n_star + n_hash) * e_m + n_nd)
        phi = 1.0 / ((n_star + n_hash) * e_p + n_nd)
    return n_star * e_m * nu, phi


def b138_last_t0(pbar: float, sigma: float, eta: float, xi: float, eps0: float, m: float, phi_l: float,
                 s_minus_s1: float) -> float:
    """(B.138)'s last member at t = 0, read literally: eta (1/B) sum_n (m/a) ( (1 - 2 eps_0)/B sum_n xi eta (t+1)^2 m/a^2
    ((1/(4B)) sum_n p_n(b) - sigma) + eta m (1/(2B)) sum_{b=1}^{t} (...) ) phi_l(t) (|S^{l,t}| - |S_1^{l,t}|)
    ||q_1(t)||^2 with a = sqrt(m), t = 0: the sum over b = 1..0 is empty, the sums over n of n-free terms are B times
    them (the inner sums rebind n), ||q_1(0)|| = 1; ``pbar`` = (1/B) sum_{n in B_b} p_n(0)."""
    a = math.sqrt(m)
    first = (1 - 2 * eps0) * xi * eta * 1.0 * m / a ** 2 * (pbar / 4.0 - sigma)
    return eta * (m / a) * first * phi_l * s_minus_s1 * 1.0


def b138_zero(**_: object) -> float:
    """The chain's printed right end 0 ('> 0')."""
    return 0.0


def b138_mut(**_: object) -> float:
    """Planted: > 1 (a wrong scale: the member is of the order eta^2 xi sqrt(m))."""
    return 1.0
