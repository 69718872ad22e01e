"""Round 29 (helper leads): beta_3 / beta_2 by name with Corollary 1's printed beta_3 = 2 d sqrt(T) d R^3 (...) (L133),
read literally as 2 d^2 sqrt(T) R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1), in three proof displays whose hypotheses are
printed with explicit constants (74), (84) or an explicit tilde-beta (87)-(88).

Pure functions of named quantities (thmcheck.bounds.num: the exact re-check evaluates them at 60 digits).
"""

from __future__ import annotations

from thmcheck.bounds import num


def _br(d: int, R: float, n: float) -> float:
    """3 sqrt(d) R^2 n + 1."""
    return 3 * num.sqrt(d) * R**2 * n + 1


def beta3_cor1(T: int, d: int, R: float, n: float) -> float:
    """Corollary 1 (3) as printed (L133): 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 n + 1)."""
    return 2 * (d * (d * num.sqrt(T))) * R**3 * _br(d, R, n)


def beta3_appendix(T: int, d: int, R: float, n: float) -> float:
    """The appendix's beta_3 (Prop. 5 L611, (87) L1031, L1173): 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 n + 1)."""
    return 2 * (d * num.sqrt(T * d)) * R**3 * _br(d, R, n)


def beta1(T: int, R: float, n: float) -> float:
    """Corollary 1 (1): sqrt(T) R (2 R^2 n + 1)."""
    return num.sqrt(T) * R * (2 * R**2 * n + 1)


def sqrt_h74(T: int, d: int, R: float, N: float, D: float) -> float:
    """(74)'s right side (L896, d-bar read as d): 36 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 D + N) + 1) D^2."""
    return 36 * (d * num.sqrt(T * d)) * R**3 * _br(d, R, 3 * D + N) * D**2


# ---------------------------------------------------------------- L918's second link (proof of Lemma 10)


def l918_extra(T: int, d: int, R: float, nj: float, a: float, sH: float, eta: float, Lj: float, Lt: float) -> float:
    """L918's middle term eta max_alpha beta_3(theta_{j,alpha}) A_j^2 / sqrt(H) (4/3 L^(theta_j) + 4/3 L^(theta)) with
    Cor. 1's printed beta_3 (max over alpha at ||theta_{j,alpha}||_{2,inf} = nj)."""
    return eta * beta3_cor1(T, d, R, nj) * a**2 / sH * (4 * Lj + 4 * Lt) / 3


def l918_extra_appendix(T: int, d: int, R: float, nj: float, a: float, sH: float, eta: float, Lj: float,
                        Lt: float) -> float:
    """The same with the appendix's beta_3 (the reading)."""
    return eta * beta3_appendix(T, d, R, nj) * a**2 / sH * (4 * Lj + 4 * Lt) / 3


def l918_right(eta: float, Lj: float, Lt: float, **_: float) -> float:
    """L918's second member's last term: eta (2/3 L^(theta_j) + 2/3 L^(theta))."""
    return eta * (2 * Lj + 2 * Lt) / 3


def l918_right_060(eta: float, Lj: float, Lt: float, **_: float) -> float:
    """Mutant of the reading: 0.6 for 2/3 (the appendix reading meets 2/3 with equality at the worst corner)."""
    return eta * (0.6 * Lj + 0.6 * Lt)


# ---------------------------------------------------------------- L1043's last '>=' (proof of Lemma 11)


def beta3_tilde(T: int, d: int, R: float, N: float, D: float, **_: float) -> float:
    """(87)'s beta~_3(theta) := 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 D + N) + 1) (L1031, as printed)."""
    return 2 * (d * num.sqrt(T * d)) * R**3 * _br(d, R, 3 * D + N)


def l1043_left(T: int, d: int, R: float, N: float, D: float, a: float, **_: float) -> float:
    """L1043's third member 2 beta~_3(theta) ||theta_k - theta_k^{-i}||^2."""
    return 2 * beta3_tilde(T, d, R, N, D) * a**2


def l1043_right(T: int, d: int, R: float, nk: float, a: float, **_: float) -> float:
    """L1043's last member 2 (beta_3(theta_k) v beta_3(theta_k^{-i})) ||theta_k - theta_k^{-i}||^2, Cor. 1's printed
    beta_3 (nk = ||theta_k||_{2,inf} v ||theta_k^{-i}||_{2,inf})."""
    return 2 * beta3_cor1(T, d, R, nk) * a**2


def l1043_right_appendix(T: int, d: int, R: float, nk: float, a: float, **_: float) -> float:
    return 2 * beta3_appendix(T, d, R, nk) * a**2


def l1043_right_appendix_x11(T: int, d: int, R: float, nk: float, a: float, **_: float) -> float:
    """Mutant of the reading: the appendix right side 1.1 times too large (the reading is tight at nk = 3D + N)."""
    return 1.1 * l1043_right_appendix(T, d, R, nk, a)


# ---------------------------------------------------------------- (88)'s first '=' (proof of Lemma 11)


def eq88_right(T: int, d: int, R: float, n: float, sH: float, **_: float) -> float:
    """(88)'s first right member as printed (L1035): 2 d sqrt(T d) R^3 / sqrt(H) (3 sqrt(d) R^2 n + 1) + T R^2 / 4
    (2 R^2 n + 1)^2."""
    return 2 * (d * num.sqrt(T * d)) * R**3 / sH * _br(d, R, n) + T * R**2 / 4 * (2 * R**2 * n + 1) ** 2


def beta2_cor1(T: int, d: int, R: float, n: float, sH: float) -> float:
    """Corollary 1 (2) as printed (L131): beta_2 := beta_3 / sqrt(H) + beta_1^2 / 4 with L133's beta_3."""
    return beta3_cor1(T, d, R, n) / sH + beta1(T, R, n) ** 2 / 4


def beta2_appendix(T: int, d: int, R: float, n: float, sH: float) -> float:
    return beta3_appendix(T, d, R, n) / sH + beta1(T, R, n) ** 2 / 4


# ---------------------------------------------------------------- L958's 'rho_0 <= rho_eta(Theta_0)' (proof of Thm. 3)


def theta_k(T: int, R: float, eta: float, A: float, N: float) -> float:
    """L956's Theta_k := (2 eta sqrt(T) R^3 + 1)(||theta - theta_k|| + ||theta||_{2,inf}) + eta sqrt(T) R."""
    return (2 * eta * num.sqrt(T) * R**3 + 1) * (A + N) + eta * num.sqrt(T) * R


def rho_eta_theta(T: int, d: int, R: float, Th: float, sH: float, **_: float) -> float:
    """L958's rho_eta(Theta_k) := 2 d sqrt(T d) R^3 / sqrt(H) (3 sqrt(d) R^2 Theta_k + 1) + T R^2 / 4 (2 R^2 Theta_k + 1)^2."""
    return eq88_right(T, d, R, Th, sH)


def rho_eta_theta_09(T: int, d: int, R: float, Th: float, sH: float, **_: float) -> float:
    """Mutant of the reading: rho_eta(Theta_0) with its beta_1^2 / 4 term at 0.9 of itself (the reading is tight as
    eta -> 0 and H -> inf, where only that term is left)."""
    return 2 * (d * num.sqrt(T * d)) * R**3 / sH * _br(d, R, Th) + 0.9 * T * R**2 / 4 * (2 * R**2 * Th + 1) ** 2


def thm3_alpha(T: int, d: int, R: float, N: float, D: float) -> float:
    """Theorem 3's alpha(theta) := 3 d sqrt(d) R^2 [3 sqrt(T) R^3 (3 D + N) + 2 sqrt(T) R] (L936)."""
    return 3 * d * num.sqrt(d) * R**2 * (3 * num.sqrt(T) * R**3 * (3 * D + N) + 2 * num.sqrt(T) * R)


def thm3_rho(T: int, d: int, R: float, N: float, D: float, sH: float) -> float:
    """Theorem 3's rho(theta) := (2 d sqrt(T d) R^3 / sqrt(H) + T R^2 / 4) alpha(theta)^2 (L938)."""
    return (2 * (d * num.sqrt(T * d)) * R**3 / sH + T * R**2 / 4) * thm3_alpha(T, d, R, N, D) ** 2
