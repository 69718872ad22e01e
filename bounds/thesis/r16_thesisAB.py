"""Bounds of checks/papers/thesis/r16_thesisAB.py (thesis App. A, round 16, helper thesisAB). Pure functions, no torch.

The printed shapes of (A.118) L3205, (A.119) L3209, (A.120) L3213 (proof of Lemma A.3.1 Claim 2, the coefficient of
q_1(t) in the W_Q gradient (A.110)), with a = sqrt(m) (a_(l)i = +-1/sqrt(m), L2650). Constants of '>~'/'<~' hidden."""

from __future__ import annotations

SIG_TAU = 0.11   # sigma + tau of the model (sigma = 0.1 W_V noise, tau = 0.01 token noise)


def a118_shape(pn: float, n1: float, L: float, xi: float, eta: float, t: float, m: float, npos_pb: float,
               B: float, **_: object) -> float:
    """(A.118): (p_n(t)/|S_1^n|) ( (1/B) sum_n xi eta (t+1)^2 |S_1^n| m/(|S^n| a^2) ((1/(4B)) sum_n (|S_1^n|/|S^n|)
    p_n - sigma - tau) + eta m (1/(2B)) sum_{b=1}^t sum_{n in B_b+} (|S_1^n|/(a|S^n|)) p_n(b) (1 - (sigma + tau))
    ((xi/(aB)) sum_n (eta (t+1)^2 |S_1^n|/|S^n|) (1/(4B)) sum_n (|S_1^n| m/a) p_n(t))^2 ), every sample with the same
    counts (|S_1^n| = n1, |S^n| = L): batch means of constants are the constants. npos_pb = sum_{b=1}^t sum_{n in
    B_b+} p_n(b) (B_b+ the positive samples of the batch of step b)."""
    a = m ** 0.5
    f = n1 / L
    term1 = xi * eta * (t + 1) ** 2 * f * m / a ** 2 * (f * pn / 4.0 - SIG_TAU)
    inner = (xi / a) * eta * (t + 1) ** 2 * f * (n1 * m / a) * pn / 4.0
    term2 = eta * m / (2.0 * B) * f / a * npos_pb * (1.0 - SIG_TAU) * inner ** 2
    return pn / n1 * (term1 + term2)


def a118_mut(pn: float, n1: float, L: float, xi: float, eta: float, t: float, m: float, npos_pb: float,
             B: float, **_: object) -> float:
    """Planted: the sigma + tau of the first term dropped and the side halved in (t + 1) (a wrong shape along t)."""
    a = m ** 0.5
    f = n1 / L
    return pn / n1 * xi * eta * (t + 1) * f * m / a ** 2 * f * pn / 4.0


def ref_shape(ref: float, **_: object) -> float:
    """(A.119)/(A.120): the right side as measured, W_O(i)^(t) W_V^(t) x_j softmax_j phi_n(t) |S_1^n|/p_n(t) (over
    sqrt(B) for (A.120)); the constant of '<~' hidden."""
    return ref


def ref_mut_sq(ref: float, B: float, **_: object) -> float:
    """Planted: the right side over B (a wrong rate along B)."""
    return ref / B
