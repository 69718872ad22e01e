"""Round 22 (helper mhgd2): eqs. (108)-(110), (127)-(129) of App. D.2.3 / E.1 at far sizes, in exact arithmetic.

Items (the relevance scores [r_t]_{t'} = x_t^T W_* x_{t'} of DM1, W_* of (104)/(126)):

- ``108=`` / ``110=``: the printed expressions (108) (t in R) and (110) (t in R^c) against the scores (lhs: the largest
  absolute difference; bound 0);
- ``109``: t in R, t' in R^c: [r_t]_{t'} <= S^2 Z_mu ((109) = (127));
- ``128A``: t in R^c, t' in R: [r_t]_{t'} >= S^4 - S^2 (Z_mu + Z_nu) (encoded -r <= -A);
- ``128B``: t, t' in R^c: [r_t]_{t'} <= 2 Z_mu^2 + 2 Z_mu Z_nu + 2 S^2 Z_mu;
- ``129A`` / ``129B``: the same two bounds A, B over every row t in [T] ((129)).
"""

from __future__ import annotations

from math import sqrt

EQ108_ITEMS = ("108=", "110=", "109", "128A", "128B", "129A", "129B")


def eq108_far(item: str, S, Zmu, Znu):  # noqa: ANN001, ANN201  (exact: Fractions in, Fraction out)
    """The printed right-hand sides of (108)-(110), (127)-(129) (see the module docstring); exact in the inputs."""
    if item in ("108=", "110="):
        return 0 * S
    if item == "109":
        return S**2 * Zmu
    if item in ("128A", "129A"):
        return -(S**4 - S**2 * (Zmu + Znu))
    return 2 * Zmu**2 + 2 * Zmu * Znu + 2 * S**2 * Zmu


def eq108_far_no_cross(item: str, S, Zmu, Znu):  # noqa: ANN001, ANN201
    """Planted slip: B without its 2 Z_mu Z_nu term."""
    if item in ("128B", "129B"):
        return 2 * Zmu**2 + 2 * S**2 * Zmu
    return eq108_far(item, S, Zmu, Znu)


def eq108_far_a_mu_only(item: str, S, Zmu, Znu):  # noqa: ANN001, ANN201
    """Planted slip: A = S^4 - S^2 Z_mu (Z_nu dropped)."""
    if item in ("128A", "129A"):
        return -(S**4 - S**2 * Zmu)
    return eq108_far(item, S, Zmu, Znu)


# ------------------------------------------------------------------ (114), proof of Lemma 13 (Term II), L1386

EQ114_ITEMS = ("114-1", "114-2", "114-3", "114")


def eq114_printed(item: str, rhs: float, T: int) -> float:  # noqa: ARG001
    """Each link of (114) as printed: the measurement passes the printed right side of the link (``rhs``)."""
    return rhs


def eq114_t_half(item: str, rhs: float, T: int) -> float:
    """Planted slip: the last line with T^{1/2} instead of T^{5/2} (items 114-3 and 114)."""
    return rhs / T**2 if item in ("114-3", "114") else rhs


# ------------------------------------------------------------------ (115), its last two '>=' (L1390)

EQ115_TAIL_ITEMS = ("115-3", "115-4")


def eq115_tail_sides(item: str, alpha: int, T: int, zeta: float, S: float, Zmu: float, Znu: float, M: int,
                     P: float, Z: float) -> tuple[float, float]:
    """(left, right) of (115)'s third ('>=' after the '=') or fourth '>=' (L1390), each alpha {...} as printed."""
    z, Zb = zeta, max(Zmu, Znu)
    c = T * (1 - z) * z / 2
    r = sqrt(2 * (M + 1)) * S**2 * P * T**2.5
    eq_line = alpha * (c * (z * S**6 - z * (5 * Zmu + (1 + z) * Znu) * S**4
                            - 2 * ((4 - z**2) * Zmu + 2 * z * (1 - z) * Znu) * Zmu * S**2
                            - 4 * (1 - z) * (2 - z) * (Zmu + Znu) * Zmu**2)
                       - r * (S + (1 - z) * Z) * (z * S**2 + (1 - z) * (S + Z) ** 2))
    third = alpha * (c * (z * S**6 - (5 * Zmu + 2 * Znu) * S**4 - 4 * (2 * Zmu + Znu) * Zmu * S**2
                          - 8 * (Zmu + Znu) * Zmu**2) - r * (S + Z) * (S**2 + (S + Z) ** 2))
    last = alpha * (c * (z * S**6 - 7 * Zb * S**4 - 12 * Zb**2 * S**2 - 16 * Zb**3)
                    - 2 * sqrt(2 * (M + 1)) * P * T**2.5 * S**2 * (S + Z) ** 3)
    return (eq_line, third) if item == "115-3" else (third, last)


def eq115_tail_printed(item: str, rhs: float, alpha: int) -> float:  # noqa: ARG001
    """The printed right side of the link (computed by the measurement from the printed lines)."""
    return rhs


def eq113(T, zeta, S, Zmu, Znu):  # noqa: ANN001, ANN201  (exact in Fractions)
    """(113) (L1382): T[-zeta^2 S^6 - zeta(1-zeta)(4Z_mu + zeta Z_nu) S^4 - 2(1-zeta)^2((2+zeta)Z_mu + 2 zeta Z_nu)
    Z_mu S^2 - 4(1-zeta)^3 Z_mu^2 (Z_mu + Z_nu)]."""
    z = zeta
    return T * (-(z**2) * S**6 - z * (1 - z) * (4 * Zmu + z * Znu) * S**4
                - 2 * (1 - z) ** 2 * ((2 + z) * Zmu + 2 * z * Znu) * Zmu * S**2 - 4 * (1 - z) ** 3 * Zmu**2 * (Zmu + Znu))


def eq113_uncollected(T, zeta, S, Zmu, Znu):  # noqa: ANN001, ANN201
    """The bound of L1373-L1378 term by term (before 'Therefore')."""
    z = zeta
    return T * (-(z**3) * S**6 - z**2 * (1 - z) * Zmu * S**4 - z**2 * (1 - z) * S**6 - z**2 * (1 - z) * (Zmu + Znu) * S**4
                - 2 * z * (1 - z) ** 2 * Zmu * S**4 - 2 * z * (1 - z) ** 2 * Zmu * (Zmu + Znu) * S**2
                - 2 * z**2 * (1 - z) * Zmu * S**4 - 2 * z * (1 - z) ** 2 * Zmu**2 * S**2 - 2 * z * (1 - z) ** 2 * Zmu * S**4
                - 2 * z * (1 - z) ** 2 * Zmu * (Zmu + Znu) * S**2 - 4 * (1 - z) ** 3 * Zmu**2 * S**2
                - 4 * (1 - z) ** 3 * Zmu**2 * (Zmu + Znu))
