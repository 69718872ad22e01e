"""Round 29 (helper discMh): the proof of Corollary 5 (App. C.4, L1213-L1217) applies Corollaries 3 and 4, whose
hypotheses are printed with other constants: Cor. 3's (81) and rho(K) with the main text's '2d sqrt(T) d' (read
literally d^2 sqrt(T)), Cor. 5's threshold and rho(K) with the appendix's 'd sqrt(Td)' (d^{3/2} sqrt(T)).

Pure functions of named quantities (thmcheck.bounds.num: the exact re-check evaluates them at 60 digits).
"""

from __future__ import annotations

import math

from thmcheck.bounds import num


def _br(d: int, R: float, x: float) -> float:
    """3 sqrt(d) R^2 x + 1."""
    return 3 * num.sqrt(d) * R**2 * x + 1


def sqrt_h_cor5(T: int, d: int, R: float, B2: float, g0: float) -> float:
    """Cor. 5's threshold (L1187): 256 d sqrt(T d) R^3 B2 (3 sqrt(d) R^2 (4 g0 + B2) + 1) g0^2, g0 = g0(1/K)."""
    return 256 * (d * num.sqrt(T * d)) * R**3 * B2 * _br(d, R, 4 * g0 + B2) * g0**2


def sqrt_h81(T: int, d: int, R: float, g0: float, g: float) -> float:
    """Cor. 3's (81) as printed (L975): 36 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 g0 + g) + 1) g0^2 (= 36 d^2 sqrt(T) ...)."""
    return 36 * (d * (d * num.sqrt(T))) * R**3 * _br(d, R, 3 * g0 + g) * g0**2


def sqrt_h81_appendix(T: int, d: int, R: float, g0: float, g: float) -> float:
    """(81) with the appendix's d sqrt(T d) (Theorem 3's form, L932): the reading."""
    return 36 * (d * num.sqrt(T * d)) * R**3 * _br(d, R, 3 * g0 + g) * g0**2


def sqrt_h95(T: int, d: int, R: float, g0: float, g: float) -> float:
    """Cor. 4's (95) as printed (L1127): 256 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 g0 + g) + 1) g0^2."""
    return 256 * (d * num.sqrt(T * d)) * R**3 * _br(d, R, 3 * g0 + g) * g0**2


def alpha_k(T: int, d: int, R: float, g0: float, g: float) -> float:
    """alpha(K) of Cor. 3 (L979) = of Cor. 5 (L1191, with 4 g0 + B2 = 3 g0 + g):
    3 d sqrt(d) R^2 (3 sqrt(T) R^3 (3 g0 + g) + 2 sqrt(T) R)."""
    return 3 * d * num.sqrt(d) * R**2 * (3 * num.sqrt(T) * R**3 * (3 * g0 + g) + 2 * num.sqrt(T) * R)


def rho_cor3(T: int, d: int, R: float, sH: float, g0: float, g: float) -> float:
    """rho(K) of Cor. 3 as printed (L979): (2 d sqrt(T) d R^3 / sqrt(H) + T R^2/4) alpha(K)^2."""
    return (2 * (d * (d * num.sqrt(T))) * R**3 / sH + T * R**2 / 4) * alpha_k(T, d, R, g0, g) ** 2


def rho_cor3_appendix(T: int, d: int, R: float, sH: float, g0: float, g: float) -> float:
    """The same with the appendix's 2 d sqrt(T d) (the reading; = Cor. 5's rho(K))."""
    return (2 * (d * num.sqrt(T * d)) * R**3 / sH + T * R**2 / 4) * alpha_k(T, d, R, g0, g) ** 2


def rho_cor5(T: int, d: int, R: float, sH: float, g0: float, B2: float) -> float:
    """rho(K) of Cor. 5 (L1191-L1193): (2 d sqrt(T d) R^3 / sqrt(H) + T R^2/4) alpha(K)^2, alpha with 4 g0 + B2."""
    a = 3 * d * num.sqrt(d) * R**2 * (3 * num.sqrt(T) * R**3 * (4 * g0 + B2) + 2 * num.sqrt(T) * R)
    return (2 * (d * num.sqrt(T * d)) * R**3 / sH + T * R**2 / 4) * a**2


def cap_cor5(rho5: float, BPhi: float, gamma: float) -> float:
    """Cor. 5's step-size cap (L1195): 1 ^ 1/rho(K) ^ (4 B_Phi^2/gamma^2) / log(1 + e^{B_Phi})."""
    return min(1, 1 / rho5, 4 * BPhi**2 / gamma**2 / num.log(1 + num.exp(BPhi)))


def cap_cor3(rho3: float, g01: float, L0: float) -> float:
    """Cor. 3's (and Cor. 4's) step-size cap (L979-L981): 1 ^ 1/rho(K) ^ g0(1)^2 ^ g0(1)^2 / L^(theta_0)."""
    return min(1, 1 / rho3, g01**2, g01**2 / L0)


def side(item: str, rhs: float) -> float:
    """The bound of each item: Cor. 5's sqrt(H) (items '81', '95'), Cor. 3's cap (item 'eta')."""
    return rhs


def side_strict(item: str, rhs: float) -> float:
    """Mutant (of the reading): each right side 1 % too strict ((95) and the cap are met with equality at B2 = 1, eta at
    Cor. 5's cap; (81)'s reading has slack 36/256 and is moved to 1/10)."""
    return rhs * (0.1 if item == "81" else 0.99)


# ---------------------------------------------------------------- proof of Theorem 4 (L1117): Lemma 11's (84)


def sqrt_h_thm4(T: int, d: int, R: float, D: float, N: float) -> float:
    """Theorem 4's hypothesis (L1107): 256 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 D + N) + 1) D^2."""
    return 256 * (d * num.sqrt(T * d)) * R**3 * _br(d, R, 3 * D + N) * D**2


def sqrt_h84(T: int, d: int, R: float, D: float, N: float) -> float:
    """Lemma 11's (84) as printed (L1009): 256 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 D + N) + 1) D^2 (= 256 d^2 sqrt(T) ...)."""
    return 256 * (d * (d * num.sqrt(T))) * R**3 * _br(d, R, 3 * D + N) * D**2


def sqrt_h(sH: float) -> float:
    """The bound: sqrt(H) of an H meeting Theorem 4's hypothesis."""
    return sH


def sqrt_h_strict(sH: float) -> float:
    """Mutant (of the reading, met with equality at H = Theorem 4's least H): sqrt(H) 1 % too small."""
    return 0.99 * sH


# ---------------------------------------------------------------- Prop. 2 (P3) against Lemma 15 (its proof)


def lemma15_sqrt_h(T: int, R: float, S: float, P: float, g15: float) -> float:
    """Lemma 15's requirement (L1424) without the common sqrt(2 log(n/delta)): 4 (2 R^3 T (S + P) + sqrt(T R))/gamma_*,
    gamma_* of (119)."""
    return 4 * (2 * R**3 * T * (S + P) + num.sqrt(T * R)) / g15


def prop2_p3_shape(T: int, R: float, S: float, P: float, g7: float, g15: float = math.nan) -> float:  # noqa: ARG001
    """Prop. 2's P3 hypothesis shape (L235) without sqrt(2 log(n/delta)): R^4 T (S + P)/gamma_*, gamma_* of (7)
    (``g15``, Lemma 15's gamma_* of (119), is passed for the corrected form and not used here)."""
    return R**4 * T * (S + P) / g7


def prop2_p3_shape_corrected(T: int, R: float, S: float, P: float, g7: float, g15: float) -> float:  # noqa: ARG001
    """The shape Lemma 15 states (L1424): (R^3 T (S + P) + sqrt(T R))/gamma_*, with Lemma 15's gamma_* of (119)
    (``g15``), up to an absolute constant. Round 29 divided by gamma_* of (7) (``g7``): the ratio of the two gamma_*
    is not bounded (gamma_*(119) -> 0 while gamma_*(7) stays positive), so that form crossed (round 31, ratios 43-51)."""
    return (R**3 * T * (S + P) + num.sqrt(T * R)) / g15


# ---------------------------------------------------------------- Sec. 5.3: (12) from (3)


def eq3_shape(T: int, d: int, R: float, N: float, D: float) -> float:
    """(3)'s right side at theta~^(0) = 0 (L147): d^2 T^{1/2} R^5 ||theta~||_{2,inf} ||theta~||^3."""
    return d**2 * num.sqrt(T) * R**5 * N * D**3


def eq74_right(T: int, d: int, R: float, N: float, D: float) -> float:
    """Theorem 3's explicit requirement (L932) at theta~^(0) = 0: 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 D + N) + 1) D^2."""
    return 36 * (d * num.sqrt(T * d)) * R**3 * _br(d, R, 3 * D + N) * D**2
