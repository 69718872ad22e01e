"""Round 13 (factrecall, helper thesisF): stage 2 of the proof of Lemma 6 (App. D.3) of Nichani, Lee & Bietti --
L1327-L1328 (the decrease of the relation-only loss), L1330-L1332 (its consequence) and L1352 (the norm of Theta(., r)
stays large). Pure functions of plain numbers (no torch); the claims are in
``checks/papers/factrecall/r13_factrecall.py``. ``nb`` = ||grad_theta Lbar_r||, ``diff`` = ||grad_theta Lbar_r -
grad_theta L_r|| (over all of theta).
"""

from __future__ import annotations

import math


def l1327_rhs(nb: float, diff: float) -> float:
    """L1327's right side: ||grad Lbar_r||^2 - ||grad Lbar_r|| ||grad Lbar_r - grad L_r||."""
    return nb * nb - nb * diff


def l1327_mutant(nb: float, diff: float) -> float:
    """Mutant (of the reading's bound): the correction term added, ||grad Lbar_r||^2 + ||grad Lbar_r|| ||grad Lbar_r -
    grad L_r|| (wrong wherever grad L_r is not a longer multiple of grad Lbar_r)."""
    return nb * nb + nb * diff


def l1332_rhs(item: str, T: int, alpha_sm: float, p_r: float, kq_r: float, gbar: float) -> float:
    """L1332, both '>=' written as '<=': (1332a) ||grad Lbar_r|| <= sqrt(2) W_KQ(r) p(r) T alpha_sm^2 (the left side
    is measured under the premise, 0 where the premise fails); (1332b) W_KQ(r) p(r) ||p*(. | r) - p^(. | r)|| <=
    ||grad Lbar_r|| (= ``gbar``)."""
    if item == "1332a":
        return math.sqrt(2) * kq_r * p_r * T * alpha_sm**2
    return gbar


def l1332_mutant(item: str, T: int, alpha_sm: float, p_r: float, kq_r: float, gbar: float) -> float:
    """Mutant: (1332b) half of ||grad Lbar_r|| (wrong where the W_KQ(r) block of the gradient is small against its
    W_OV(., r) block, i.e. early on the flow); (1332a) as printed."""
    return l1332_rhs(item, T, alpha_sm, p_r, kq_r, gbar) * (0.5 if item == "1332b" else 1.0)


def l1352_rhs(eps: float, A: int) -> float:
    """L1352's right side: eps^2/(100(|A| + 1))."""
    return eps * eps / (100.0 * (A + 1))


def l1352_mutant(eps: float, A: int) -> float:  # noqa: ARG001
    """Mutant: eps (the square and the 100(|A| + 1) dropped), wrong by a factor 100(|A| + 1)/eps >= 3e3."""
    return eps


def l1358_rhs(item: str, member: float) -> float:  # noqa: ARG001
    """L1358-L1363, each link A_i <= A_{i+1} of the chain (an '=' link implies it): the right member A_{i+1} (evaluated
    by the measurement, passed as ``member``; all members are <= 0)."""
    return member


def l1358_mutant(item: str, member: float) -> float:  # noqa: ARG001
    """Mutant: the right member 1.5 times as negative (wrong on every '=' link)."""
    return 1.5 * member


def thm6_printed(item: str, member: float, corr: float) -> float:  # noqa: ARG001
    """Theorem 6's proof (L1377-L1394), each checked link lhs <= rhs with the printed right member (evaluated by the
    measurement, in logarithms for the W_KQ chains): (1381) 2 iota max_r p(r)^{-1} ||p* - p0||^{-1}; (1383) 2 R sqrt(D)
    iota; (1386)-(1388), (1393), (1394) the next member of L1385-L1388 / L1392-L1394 (``corr``: the corrected
    member, unused here)."""
    return member


def thm6_corrected(item: str, member: float, corr: float) -> float:
    """The corrected right members: (1383) 2 R sqrt(2D) iota (||p* - p0||^{-1} <= sqrt(2D), p(r) = 1/R); (1393)
    log(exp(iota/sqrt(2)) alpha sqrt(|A| + 1)) (|N| >= 4 R sqrt(2D) T gives 4 R sqrt(D) T/|N| <= 1/sqrt(2)); the
    others as printed. ``corr`` is the corrected member (evaluated by the measurement)."""
    return corr if item in ("1383", "1393") else member


def thm6_corrected_mutant(item: str, member: float, corr: float) -> float:
    """Mutant of the correction: the printed members back (wrong on 1383 and 1393)."""
    return member if item in ("1383", "1393") else corr


def member_rhs(item: str, member: float) -> float:  # noqa: ARG001
    """A chain's link lhs <= rhs with the printed right member evaluated by the measurement (``member``)."""
    return member


def member_mutant_tenth(item: str, member: float) -> float:  # noqa: ARG001
    """Mutant: the right member moved down by a tenth of its size (wrong on every '=' link and every tight one)."""
    return member - 0.1 * abs(member)


def l1311_mutant(item: str, member: float) -> float:  # noqa: ARG001
    """Mutant (of the reading's bound, 0): a relative distance of -1e-3 required (wrong everywhere, the distance is
    >= 0)."""
    return member - 1e-3
