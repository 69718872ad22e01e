"""Round 17 (mhgd, helper mhgd): pure bound functions of the r17 claims (checks/papers/mhgd/r17_mhgd.py)."""

from __future__ import annotations

import math


def eq118_middle(T: int, R: float, thF: float) -> float:
    """(118)'s middle bound as printed (L1412): sqrt(2TR) (2 R^2 ||theta_h^(1)||_F + 1), R under the root."""
    return math.sqrt(2 * T * R) * (2 * R**2 * thF + 1)


def eq118_middle_read(T: int, R: float, thF: float) -> float:
    """The bound Prop. 1 (item 5, L117 / Prop. 5) gives for ||grad Phi|| ||theta_*|| with ||theta_*|| = sqrt 2:
    sqrt(2T) R (2 R^2 ||theta_h^(1)||_F + 1) (R outside the root)."""
    return math.sqrt(2 * T) * R * (2 * R**2 * thF + 1)


def l1043_link(item: str, rhs: float) -> float:  # noqa: ARG001
    """The chain of L1043 (proof of Lemma 11): each link's printed smaller side travels as ``rhs`` (the chain is a
    '>=' chain read right to left as '<=': the next side <= the previous one)."""
    return rhs


def eq89_printed(printed: float, intended: float, extra: float) -> float:  # noqa: ARG001
    """(89) (L1055, proof of Lemma 11) as printed: ((1 + 4 eta beta~3/(3 sqrt H)) (L^{-i}(theta_k) +
    L^{-i}(theta_k^{-i}))) ||theta_k - theta_k^{-i}|| + eta beta1(theta_k) l_i(theta_k)/n (the factor multiplies the
    losses); evaluated by the measurement."""
    return printed


def eq89_intended(printed: float, intended: float, extra: float) -> float:  # noqa: ARG001
    """(22) / (91)'s form: (1 + alpha_{k,i}) ||theta_k - theta_k^{-i}|| + eta beta1 l_i/n, alpha_{k,i} = 4 eta beta~3
    (L^{-i}(theta_k) + L^{-i}(theta_k^{-i}))/(3 sqrt H)."""
    return intended


def eq118_end(T: int, R: float, S: float, P: float) -> float:
    """(118)'s last member (L1412, the a.s. bound on X_h that Lemma 14's Hoeffding step uses): 2 (2 R^3 T (S + P) +
    sqrt(TR))."""
    return 2 * (2 * R**3 * T * (S + P) + math.sqrt(T * R))


def eq118_end_read(T: int, R: float, S: float, P: float) -> float:
    """The same with sqrt(T) R for sqrt(TR) (what Prop. 1 and ||theta_h^(1)|| <= sqrt(T)(S + P) give, up to the
    factor sqrt 2 <= 2): 2 (2 R^3 T (S + P) + sqrt(T) R)."""
    return 2 * (2 * R**3 * T * (S + P) + math.sqrt(T) * R)
