"""Round 30 (helper discMS): the proof of Corollary 3 (App. B.5, L985-L997) takes a witness theta^(1/K) at distance
exactly g0(1/K) (L985) and applies Theorem 1 / Theorem 3 at it ('The desired result is obtained by Theorem 1'); Cor.
3's hypotheses (81) and rho(K) carry g(1/K) where Theorem 3's (L932-L936) carry ||theta||_{2,inf} of that witness.

Pure functions of named quantities (thmcheck.bounds.num: the exact re-check evaluates them at 60 digits).
"""

from __future__ import annotations

from thmcheck.bounds import num


def sqrt_h81(T: int, d: int, R: float, g0: float, g: float) -> float:
    """Cor. 3's (81) as printed (L975): 36 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 g0 + g) + 1) g0^2."""
    return 36 * (d * (d * num.sqrt(T))) * R**3 * (3 * num.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2


def sqrt_h_thm3(T: int, d: int, R: float, D: float, N: float) -> float:
    """Theorem 3's hypothesis (L932): 36 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 D + N) + 1) D^2, D = ||theta - theta_0||,
    N = ||theta||_{2,inf}."""
    return 36 * (d * num.sqrt(T * d)) * R**3 * (3 * num.sqrt(d) * R**2 * (3 * D + N) + 1) * D**2


def rho_cor3(T: int, d: int, R: float, sH: float, g0: float, g: float) -> float:
    """Cor. 3's rho(K) (L979): (2 d sqrt(T) d R^3/sqrt(H) + T R^2/4) alpha(K)^2, alpha(K) = 3 d sqrt(d) R^2 [3 sqrt(T)
    R^3 (3 g0 + g) + 2 sqrt(T) R]."""
    alpha = 3 * d * num.sqrt(d) * R**2 * (3 * num.sqrt(T) * R**3 * (3 * g0 + g) + 2 * num.sqrt(T) * R)
    return (2 * (d * (d * num.sqrt(T))) * R**3 / sH + T * R**2 / 4) * alpha**2


def rho_thm3(T: int, d: int, R: float, sH: float, D: float, N: float) -> float:
    """Theorem 3's rho(theta) (L934-L936): (2 d sqrt(T d) R^3/sqrt(H) + T R^2/4) alpha(theta)^2, alpha(theta) = 3 d
    sqrt(d) R^2 [3 sqrt(T) R^3 (3 D + N) + 2 sqrt(T) R]."""
    alpha = 3 * d * num.sqrt(d) * R**2 * (3 * num.sqrt(T) * R**3 * (3 * D + N) + 2 * num.sqrt(T) * R)
    return (2 * (d * num.sqrt(T * d)) * R**3 / sH + T * R**2 / 4) * alpha**2


def side(item: str, rhs: float) -> float:
    """The printed implication as lhs <= rhs (rhs = sqrt(H), or Theorem 3's step-size cap at the witness)."""
    return rhs


def side_strict(item: str, rhs: float) -> float:
    """A wrong version: the right side 1 % too strict (items H and eta)."""
    return 0.99 * rhs


def sqrt_h95(T: int, d: int, R: float, g0: float, g: float) -> float:
    """Cor. 4's (95) (L1127): 256 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 g0 + g) + 1) g0^2."""
    return 256 * (d * num.sqrt(T * d)) * R**3 * (3 * num.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2


def sqrt_h_thm4(T: int, d: int, R: float, D: float, N: float) -> float:
    """Theorem 4's hypothesis (L1107): 256 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 D + N) + 1) D^2."""
    return 256 * (d * num.sqrt(T * d)) * R**3 * (3 * num.sqrt(d) * R**2 * (3 * D + N) + 1) * D**2
