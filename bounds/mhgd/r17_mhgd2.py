"""Round 17 (mhgd, helper mhgd, continuation): pure bound functions of checks/papers/mhgd/r17_mhgd2.py."""

from __future__ import annotations


def l850(item: int, L0: float, eta: float, g2: float, hmax: float, rho: float) -> float:
    """Lemma 7's proof chain (L850) with theta_{k+1} - theta_k = -eta grad: item 1 the Taylor link
    L0 - eta g2 + (1/2) max ||Hess|| eta^2 g2; item 2 the Hessian factor of the second link, rho_k (the link reads
    (1/2) max ||Hess|| ||Delta||^2 <= (eta^2 rho_k/2) g2, i.e. max ||Hess|| <= rho_k); item 3 the chain's end
    L0 - eta g2 + (eta^2 rho_k/2) g2."""
    if item == 1:
        return L0 - eta * g2 + 0.5 * hmax * eta**2 * g2
    if item == 2:
        return rho
    return L0 - eta * g2 + 0.5 * eta**2 * rho * g2


def eq14(Lk: float, inner: float, lmin: float, dist2: float) -> float:
    """(14)'s right side: L^(theta_k) + <grad L^(theta_k), theta - theta_k> + (1/2) min lambda_min ||theta - theta_k||^2."""
    return Lk + inner + 0.5 * lmin * dist2
