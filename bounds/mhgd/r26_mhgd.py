"""Round 26 (helper mhgd): bounds of the step claims of checks/papers/mhgd/r26_mhgd.py."""

from __future__ import annotations

from thmcheck.bounds.num import sqrt


def l806_last(T: int, d: int, H: int, R: float, umax: float, L: float) -> float:
    """Proof of Lemma 6, the lambda_min chain's last '>=' (L806), its two sides negated:
    (1/n) sum_i |l'(y_i Phi~_i)| ||grad^2 Phi~_i|| <= (2 d sqrt(T) d R^3/sqrt(H)) (3 sqrt(d) R^2 max_h ||U_h||_F + 1) L^,
    as printed ('2 d sqrt(T) d', not App. A's 2 d sqrt(Td))."""
    return 2 * d * sqrt(T) * d * R**3 / sqrt(H) * (3 * sqrt(d) * R**2 * umax + 1) * L


def l806_last_zero(T: int, d: int, H: int, R: float, umax: float, L: float) -> float:  # noqa: ARG001
    """Planted slip: the right side 0 (the Hessian term of (65) dropped)."""
    return 0.0


THM1_ITEMS = ("H", "rho")


def thm3_sqrtH(d: float, T: float, R: float, D: float, N: float) -> float:
    """Theorem 3's requirement (L932): sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 D + N) + 1) D^2,
    D = ||theta - theta_0||, N = ||theta||_{2,inf}."""
    return 36 * d * sqrt(T * d) * R**3 * (3 * sqrt(d) * R**2 * (3 * D + N) + 1) * D**2


def thm3_rho(d: float, T: float, R: float, D: float, N: float) -> float:
    """Theorem 3's rho(theta) (L936-L938) at H -> infinity (its smallest value): (T R^2/4) alpha(theta)^2,
    alpha(theta) = 3 d sqrt(d) R^2 [3 sqrt(T) R^3 (3 D + N) + 2 sqrt(T) R]."""
    alpha = 3 * d * sqrt(d) * R**2 * (3 * sqrt(T) * R**3 * (3 * D + N) + 2 * sqrt(T) * R)
    return T * R**2 / 4 * alpha**2


def thm1_shape(item: str, d: float, T: float, R: float, D: float, N: float) -> float:
    """Theorem 1's '>~' shapes (L147, L149): sqrt(H) >~ d^2 T^{1/2} R^5 N D^3 (item 'H'),
    rho >~ d^{9/2} T^{3/2} R^13 N^2 D^2 (item 'rho')."""
    if item == "H":
        return d**2 * sqrt(T) * R**5 * N * D**3
    return d**4.5 * T**1.5 * R**13 * N**2 * D**2


def thm1_shape_read(item: str, d: float, T: float, R: float, D: float, N: float) -> float:
    """The shapes Theorem 3's explicit requirements have (what a restatement needs, R, d >= 1):
    sqrt(H) ~ d^2 T^{1/2} R^3 (R^2 (D + N) + 1) D^2, rho ~ d^3 T^2 R^8 (R^2 (D + N) + 1)^2."""
    if item == "H":
        return d**2 * sqrt(T) * R**3 * (R**2 * (D + N) + 1) * D**2
    return d**3 * T**2 * R**8 * (R**2 * (D + N) + 1) ** 2


def thm1_shape_read_D3(item: str, d: float, T: float, R: float, D: float, N: float) -> float:
    """Planted slip in the corrected shapes: sqrt(H) with D^3 (Theorem 1's power) instead of D^2."""
    if item == "H":
        return d**2 * sqrt(T) * R**3 * (R**2 * (D + N) + 1) * D**3
    return thm1_shape_read(item, d, T, R, D, N)


def l1562_printed(y: float, S: float, T: int, psi_sum: float) -> float:
    """Proof of Prop. 3, App. E.1, L1562, the right side as printed: (y/(S sqrt(2T))) sum_t sum_t'
    [phi(x_t^T W_* X^T)]_t' (mu_+ - mu_-)^T x_t' (psi_sum: the double sum)."""
    return y / (S * sqrt(2 * T)) * psi_sum


def l1562_opt(y: float, S: float, T: int, psi_sum: float) -> float:  # noqa: ARG001
    """The reading U_* := U_*-bar = U_*/||U_*||_F (Sec. 5.2, L249; = U_opt of (9)): the left side measured with the
    unnormalised U_* = 1_T u_*^T equals y sum_t psi_t."""
    return y * psi_sum


def l1562_wrong_sqrt2(y: float, S: float, T: int, psi_sum: float) -> float:  # noqa: ARG001
    """Planted slip in the reading: U_*/(S sqrt(T)) (the sqrt(2) of ||U_*||_F = S sqrt(2T) lost)."""
    return y * psi_sum * sqrt(2)


def eq132_first(S: float, T: int, nR: int, y: float, noise_sum: float) -> float:
    """(132)'s first '=' (L1582): (1/(S sqrt(2T))) (|R| S^2 + y sum_{t in R^c} <mu_+ - mu_-, z_t>)."""
    return (nR * S**2 + y * noise_sum) / (S * sqrt(2 * T))


def eq132_first_no_y(S: float, T: int, nR: int, y: float, noise_sum: float) -> float:  # noqa: ARG001
    """Planted slip: the noise sum without its label y."""
    return (nR * S**2 + noise_sum) / (S * sqrt(2 * T))
