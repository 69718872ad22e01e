"""thesis, Theorem 4 (round 20, task papers): the (7.20) requirement on l_ts at constant 1 for the structured error
model (A_k(i, f_k(i)) = p_c, A_k(i, g_k(i)) = 1 - p_c), and the printed conclusion 'the CoT error is 0'."""

from __future__ import annotations

from thmcheck.bounds.num import log


def tau_structured(pc: float, K: int = 3) -> float:
    """(7.17): tau^f = min_i prod_k A_k(f_{k-1}..(i), f_k..(i)) = p_c^K (every correct step has probability p_c)."""
    return pc ** K


def rho_structured(pc: float) -> float:
    """The primacy of (7.12) over j != j* (the printed 'for all j in [M']' forces rho <= 0, erratum
    thesis.ch7.def7.12-primacy): 1 - (1 - p_c)/p_c = (2 p_c - 1)/p_c, in (0, 1) exactly for p_c in (1/2, 1)."""
    return (2 * pc - 1) / pc


def l_ts_720(pc: float, ap: float, M: int = 20, K: int = 3) -> float:
    """(7.20) at constant 1: (alpha' tau^f rho^f)^{-2} log M (natural log)."""
    return (ap * tau_structured(pc, K) * rho_structured(pc)) ** -2 * log(M)


def cot_error_zero(*_: float) -> float:
    """Theorem 4 L2187: the CoT error is 0 (exactly)."""
    return 0.0
