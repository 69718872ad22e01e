"""Bounds of chenli's round-7 uniform conversions (helper chenliH): the printed SHAPES of hidden-constant statements
(issue 31), pure functions of named quantities; the constant is left to the engine's uniform check. Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

# ----------------------------------------------------------------------------- Theorem 5.1 (L511-L515)


def thm5_1_shape(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Theorem 5.1, L513: ||E[X^T J Y] - k sum_i W_i||_F <= Theta~(m k^5/(r_Theta^{1/12} ^ (d^C/upsilon))) for some
    constant 0 < C < 1, as its envelope over C: m k^5 max(r_Theta^{-1/12}, upsilon d^{-C}) <= m k^5 upsilon for every
    C in (0, 1) (upsilon >= 1 >= r_Theta^{-1/12}); a divergence of lhs/shape refutes every C at once."""
    return m * k**5 * upsilon


def thm5_1_corrected(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Theorem 5.1 with the proof's own last step (L1346-L1350: sum_i Delta_Theta_i W_i and the triangle inequality):
    the envelope times max_i ||W_i||_F, which Assumption 10 (L495) normalises only for i = 1."""
    return m * k**5 * upsilon * max(1.0, w_max)


def thm5_1_mutant_over_d(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Planted mutant (wrong along d, a rate the envelope does not claim): m k^5 upsilon/d^2."""
    return m * k**5 * upsilon / d**2


def thm5_1_mutant_no_k(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Planted mutant (a missing factor of the second parameter k): m upsilon/k^5."""
    return m * upsilon / k**5


# ----------------------------------------------------------------------------- Eq. (2) (L190)


def eq2_shape(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Eq. (2), L190: E[(1/k) X^T J Y] ~ sum_i W_i, '(see Theorem 5.1)': the relative Frobenius error <~ Theorem 5.1's
    envelope over C divided by k, m k^4 upsilon (a scale-free reading of the informal '~')."""
    return m * k**4 * upsilon


def eq2_mutant_over_w(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Planted mutant (wrong along ||W_i||_F -> inf): m k^4 upsilon/max_i ||W_i||_F."""
    return m * k**4 * upsilon / max(1.0, w_max)
