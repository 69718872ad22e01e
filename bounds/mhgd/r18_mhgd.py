"""Round 18 (mhgd, helper mhgd): pure bound functions of checks/papers/mhgd/r18_mhgd.py."""

from __future__ import annotations

from thmcheck.bounds.num import sqrt


def eq8_shape(item: str, S: float, Zmu: float = 0.0, Znu: float = 0.0) -> float:  # noqa: ARG001
    """(8) (L251): [r_t]_{t'} = O(S^4) for t' in R ('R'), O(S^2) for t' in R^c ('Rc'); the printed shape (constant 1,
    the uniform check looks for one constant over the whole domain); the noise box does not enter the printed shape."""
    return S**4 if item == "R" else S**2


def eq8_fixed_noise(item: str, S: float, Zmu: float, Znu: float) -> float:
    """(8) read as an order in S with the noise box held fixed (constants depend on Z_mu, Z_nu): the exact maxima of
    (108)-(110) under Assumption 3, S^4 + S^2 (Z_mu + Z_nu) (t' in R) and S^2 Z_mu v 2(Z_mu^2 + Z_mu Z_nu + S^2 Z_mu)
    (t' in R^c) (mhgd.eq108-110's A and B), as a bound."""
    if item == "R":
        return S**4 + S**2 * (Zmu + Znu)
    return max(S**2 * Zmu, 2 * (Zmu**2 + Zmu * Znu + S**2 * Zmu))


def cor5_sqrtH(d: float, T: float, R: float, B2: float, g0: float) -> float:
    """Cor. 5's requirement on sqrt(H) (L1187): 256 d sqrt(Td) R^3 B2 (3 sqrt(d) R^2 (4 g0 + B2) + 1) g0^2."""
    return 256 * d * sqrt(T * d) * R**3 * B2 * (3 * sqrt(d) * R**2 * (4 * g0 + B2) + 1) * g0**2


def cor5_rho(d: float, T: float, R: float, B2: float, g0: float, sqrtH: float) -> float:
    """Cor. 5's rho(K) (L1191-L1193): (2 d sqrt(Td) R^3/sqrt(H) + T R^2/4) alpha(K)^2, alpha(K) = 3 d sqrt(d) R^2
    (3 sqrt(T) R^3 (4 g0 + B2) + 2 sqrt(T) R)."""
    alpha = 3 * d * sqrt(d) * R**2 * (3 * sqrt(T) * R**3 * (4 * g0 + B2) + 2 * sqrt(T) * R)
    return (2 * d * sqrt(T * d) * R**3 / sqrtH + T * R**2 / 4) * alpha**2


def cor2_shape(item: str, d: float, T: float, R: float, B2: float, g0: float) -> float:
    """Cor. 2's '>~' shapes (L187, L189): sqrt(H) >~ d^2 T^{1/2} R^5 B2^2 g0^3 (item 'H'), rho(K) >~ d^{9/2} T^{3/2}
    R^13 g0^4 (item 'rho')."""
    if item == "H":
        return d**2 * sqrt(T) * R**5 * B2**2 * g0**3
    return d**4.5 * T**1.5 * R**13 * g0**4


def cor2_shape_read(item: str, d: float, T: float, R: float, B2: float, g0: float) -> float:
    """The shapes Cor. 5's explicit requirements have (what a restatement needs): sqrt(H) ~ d^2 T^{1/2} R^5 B2 g0^2
    (g0 + B2), rho(K) ~ d^3 T^2 R^12 (g0 + B2)^2 (R, d >= 1)."""
    if item == "H":
        return d**2 * sqrt(T) * R**5 * B2 * g0**2 * (g0 + B2)
    return d**3 * T**2 * R**12 * (g0 + B2) ** 2
