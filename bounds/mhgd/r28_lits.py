"""Round 28 (helper lits): L910's last '=' (proof of Lemma 10) with beta_3 as Corollary 1 prints it.

Every side is written as c * d * s * bracket * a^2 with the same float operations, so that the appendix reading
(s = sqrt(T d)) gives bitwise equality and the literal reading (s = d sqrt(T)) differs only by sqrt(T d) vs d sqrt(T).
"""

from __future__ import annotations

from thmcheck.bounds import num


def _bracket(d: int, R: float, n: float) -> float:
    """3 sqrt(d) R^2 n + 1 (d-bar read as d)."""
    return 3 * num.sqrt(d) * R**2 * n + 1


def l910_left(T: int, d: int, R: float, n: float, a: float) -> float:
    """L910's printed left member 4 d sqrt(T d-bar) R^3 (3 sqrt(d-bar) R^2 ||th_{j,alpha}||_{2,inf} + 1) ||th - th_j||^2."""
    return 4 * (d * num.sqrt(T * d)) * R**3 * _bracket(d, R, n) * a**2


def two_beta3_cor1(T: int, d: int, R: float, n: float, a: float) -> float:
    """2 beta_3(th_{j,alpha}) ||th - th_j||^2 with Corollary 1's printed beta_3 = 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 n + 1)
    (L133; Lemma 6 L782 prints the same), read literally: 2 d^2 sqrt(T) R^3 (...)."""
    return 4 * (d * (d * num.sqrt(T))) * R**3 * _bracket(d, R, n) * a**2


def two_beta3_appendix(T: int, d: int, R: float, n: float, a: float) -> float:
    """The same with the appendix's beta_3 = 2 d sqrt(T d) R^3 (...) (Prop. 5 L611, (87) L1031, L1173)."""
    return 4 * (d * num.sqrt(T * d)) * R**3 * _bracket(d, R, n) * a**2


def two_beta3_cor1_wrong_exp(T: int, d: int, R: float, n: float, a: float) -> float:
    """Mutant of the reading: d^{1/2} dropped (2 d sqrt(T) R^3 (...))."""
    return 4 * (d * num.sqrt(T)) * R**3 * _bracket(d, R, n) * a**2


def eq87_right(T: int, d: int, R: float, n: float) -> float:
    """(87)'s first '=' right member as printed: 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 ||alpha th_k + (1-alpha) th_k^{-i}||
    _{2,inf} + 1)."""
    return 2 * (d * num.sqrt(T * d)) * R**3 * _bracket(d, R, n)


def beta3_cor1(T: int, d: int, R: float, n: float) -> float:
    """Corollary 1's printed beta_3 at ||.||_{2,inf} = n: 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 n + 1), read literally."""
    return 2 * (d * (d * num.sqrt(T))) * R**3 * _bracket(d, R, n)


def beta3_appendix(T: int, d: int, R: float, n: float) -> float:
    """The appendix's beta_3: 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 n + 1)."""
    return 2 * (d * num.sqrt(T * d)) * R**3 * _bracket(d, R, n)
