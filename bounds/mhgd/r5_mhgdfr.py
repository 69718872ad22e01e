"""Bounds of mhgd's round-5 step claims (thmcheck.checks.papers.mhgd.r5_mhgdfr): each printed side as a pure
function of the measured quantities (numpy only)."""

from __future__ import annotations

import math

import numpy as np


def _sm(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


def _l4_form(item: str, X: np.ndarray, U: np.ndarray, W: np.ndarray, b: np.ndarray, c: np.ndarray, t: int,
             variant: str = "") -> np.ndarray:
    """The printed right sides: (25) diag(phi) - phi phi^T; (28) x_t u_t^T X^T phi'(X W^T x_t) X; (31) Term_I -
    Term_II = p^T diag(q) phi(g_t) - p^T phi(g_t) q^T phi(g_t); (33) x_t (c^T x_t) u_t^T X^T diag(Xb) phi'(g_t) X;
    (35) (c^T x_t) x_t phi(g_t)^T (X u_t (Xb)^T + Xb (X u_t)^T) phi'(g_t) X."""
    v = X @ W.T @ X[t]
    if variant == "transposed W":
        v = X @ W @ X[t]
    a = _sm(v)
    P = np.diag(a) - np.outer(a, a)
    if variant == "phi' without its rank-one term":
        P = np.diag(a)
    p = (c @ X[t]) * (X @ U[t])
    q = X @ b
    if item == "25":
        return P
    if item == "28":
        return np.outer(X[t], U[t] @ X.T @ P @ X)
    if item == "31":
        if variant == "Term_I + Term_II":
            return np.array([p @ np.diag(q) @ a + (p @ a) * (q @ a)])
        return np.array([p @ np.diag(q) @ a - (p @ a) * (q @ a)])
    if item == "33":
        return (c @ X[t]) * np.outer(X[t], U[t] @ X.T @ np.diag(q) @ P @ X)
    Xu = X @ U[t]
    M = np.outer(Xu, q) + np.outer(q, Xu)
    if variant == "one term of (35)":
        M = np.outer(Xu, q)
    return (c @ X[t]) * np.outer(X[t], a @ M @ P @ X)


def l4_steps(item: str, X: np.ndarray, U: np.ndarray, W: np.ndarray, b: np.ndarray, c: np.ndarray, r: np.ndarray,
             t: int, scale: float) -> float:
    """Lemma 4's proof, the displays (25) L519, (28) L535, (31) L553-L556, (33) L569-L572 and (35) L585-L588:
    <r, printed right side> / scale (== the same projection of the autograd left side)."""
    return float((r * _l4_form(item, X, U, W, b, c, t)).sum() / scale)


def exp_printed(half_hess_norm: float) -> float:  # noqa: ARG001
    """L531, (32) L562-L565, (34) L576-L581: f(W + Delta) = f(W) + <grad f, Delta> + o(||Delta||^2), i.e. the
    remainder divided by ||Delta||^2 tends to 0 along t Delta, t -> 0."""
    return 0.0


def exp_big_o(half_hess_norm: float) -> float:
    """Reading O(||Delta||^2): the limit is at most ||grad^2_W f|| / 2."""
    return half_hess_norm


def p5_steps(item: str, x2inf: float, x1inf: float, xu_inf_t: float, sum_xu_inf: float, sum_x_xu: float, T: int,
             d: int, R: float, UF: float, aux: float, alt: float) -> float:
    """Prop. 5's proof (App. A.1), as printed: (37) L615 first inequality; L625; (39) L629; (40) L633 (Term_I <=
    ||X u_t||_inf ||X||_{2,inf}); (41) L637-L642 (Term_II, same bound); (42) L646 (2 ||X u_t||_inf ||X||_{2,inf});
    (43) L650 (2 ||X||_{2,inf} sum_t ||x_t|| ||X u_t||_inf); (45) L658 (2 R^2 sum_t ||X u_t||_inf + sqrt(T) R);
    (46) L662 (2 sqrt(T) R^3 ||U||_F + sqrt(T) R); (52) L698 (Term_1 + 2 Term_2, the printed signed maxima); (53)
    L702 (Term_1 <= ||X||_{1,inf}^2 (Term_I + Term_II + Term_III)); (54)-(56) L706-L724, first lines (a) and the
    bound 2 d^2 ||X||_{2,inf} ||X||_{1,inf} sum_t ||X u_t||_inf (b); (57) L728-L731, first line (a) and 2 d sqrt(Td)
    ||X||_{2,inf} ||X||_{1,inf}^2 (b)."""
    if item in ("37", "625", "39", "52", "53", "54a", "55a", "56a", "57a"):
        return aux
    if item in ("40", "41"):
        return xu_inf_t * x2inf
    if item == "42":
        return 2 * xu_inf_t * x2inf
    if item == "43":
        return 2 * x2inf * sum_x_xu
    if item == "45":
        return 2 * R**2 * sum_xu_inf + math.sqrt(T) * R
    if item == "46":
        return 2 * math.sqrt(T) * R**3 * UF + math.sqrt(T) * R
    if item in ("54b", "55b", "56b"):
        return 2 * d**2 * x2inf * x1inf * sum_xu_inf
    return 2 * d * math.sqrt(T * d) * x2inf * x1inf**2  # "57b"


def p5_eq52_abs(item: str, x2inf: float, x1inf: float, xu_inf_t: float, sum_xu_inf: float, sum_x_xu: float, T: int,
                d: int, R: float, UF: float, aux: float, alt: float) -> float:
    """(52) read with absolute values (what (53)-(57) bound): ||H_WW|| + 2 max_v |p^T H_UW q| (in `alt`); the other
    items as printed."""
    if item == "52":
        return alt
    return p5_steps(item, x2inf, x1inf, xu_inf_t, sum_xu_inf, sum_x_xu, T, d, R, UF, aux, alt)


def l18_steps(item: str, rhs: float, Gamma: float, A: float, lhs_val: float) -> float:  # noqa: ARG001
    """Lemma 18's proof (L1498-L1508), the log of each display's right side: (1500a) a_i <= e^{Gamma B}/D; (1500b)
    e^{Gamma B}/D <= e^{Gamma B}/(L e^{Gamma A}); (1500c) a_i <= 1/(L e^{Gamma(A - B)}); (1500d) 1/(L e^{Gamma(A -
    B)}) <= 1/(L e^{Gamma A/2}); (1504) C/eps <= e^{Gamma A/2}; (1508) a_i <= eps/(T - L), i > L."""
    return rhs


def l18_corrected(item: str, rhs: float, Gamma: float, A: float, lhs_val: float) -> float:
    """The signs each display needs: the a_i chain (1500a-d) Gamma >= 0; (1504) A > 0; (1508) both (mhgd.lemma18's
    correction). Outside them: a_i <= 1 (log 0) for (1508), no claim (the left side itself) for the others."""
    ok = Gamma >= 0 if item.startswith("1500") else (A > 0 if item == "1504" else (A > 0 and Gamma >= 0))
    if ok:
        return rhs
    return max(rhs, 0.0) if item == "1508" else max(rhs, lhs_val)  # no claim outside the signs


def chain_steps(item: str, rhs: float) -> float:
    """The printed right sides: Prop. 7's proof (L1175-L1177): beta_3(theta') <= beta_3(theta^(eps)) + beta_3(theta_0)
    <= g_0 beta_3(theta_*) + 2 beta_3(theta_0) <= 2 sqrt2 d sqrt(Td) R^3 B_2 (3 sqrt(d) R^2 + 1)(2 + g_0) <= 10 d
    sqrt(Td) R^3 B_2 (3 sqrt(d) R^2 + 1)(1 v g_0), and its use with (98) (L1179); Cor. 5's proof: the equality
    L1203, the case g_0 < 1 (L1207), the two links of the case g_0 >= 1 (L1211); L1215 L^(theta_0) <= log(1 +
    e^{B_Phi})."""
    return rhs


def g3_printed(S: float, ell: float) -> float:
    """Prop. 3's proof, L1546: Gamma_* >= (8/(3 S^4)) log((zeta^-1 - 1)/eps) >= (2/A) log((zeta^-1 - 1)/eps): the
    middle term (the bound on the right one)."""
    return 8 / (3 * S**4) * ell


def g3_corrected(S: float, ell: float) -> float:
    """Where the logarithm is negative the order reverses: (2/A) ell <= max((8/(3 S^4)) ell, 0)."""
    return max(8 / (3 * S**4) * ell, 0.0)


def psi_printed(excess: float) -> float:  # noqa: ARG001
    """L1566: both gaps of the printed chain are <= 0."""
    return 0.0


def psi_y(excess: float) -> float:
    """The chain for y psi_t: its gap (= lhs - excess) <= 0, i.e. lhs <= excess."""
    return excess


def l56_printed(item: str, rhs: float) -> float:
    """Lemma 5's proof: (62) L766 ||grad Phi~||^2 <= (1/H) sum_h (2 sqrt(T) R^3 ||U_h||_F + sqrt(T) R)^2 <= (2
    sqrt(T) R^3 max_h ||U_h||_F + sqrt(T) R)^2 (62b); (63) L770 <v, grad^2 Phi~ v> <= (1/sqrt(H)) (6 sqrt(T) d^2 R^5
    max_h ||U_h||_F + 2 d sqrt(Td) R^3) for ||v|| = 1. Lemma 6's proof: L786 grad L^ = (1/n) sum_i l'(y_i Phi~_i)
    y_i grad Phi~_i (relative error <= 1e-10) and L788 ||grad L^|| <= (1/n) sum_i |l'_i| ||grad Phi~_i||."""
    return rhs


def c3_exact_distance(item: str, rhs: float, lhs: float, alt_gap: float, g1: float, L0: float) -> float:  # noqa: ARG001
    """Proof of Cor. 3 (L985-L995) and Cor. 4 (L1133-L1147) at the witness theta^(1/K) at distance exactly g0(1/K)
    that L985 asserts (possible here: the loss decreases along v): L987 ||.||^2/(K L^(theta^(1/K))) >= ||.||^2 =
    g0(1/K)^2 >= g0(1)^2; L991 ||.||^2/L^(theta_0) >= g0(1)^2/L^(theta_0); (83) g0(1)^2 ^ g0(1)^2/L^(theta_0) <=
    ||.||^2/(K L^) ^ ||.||^2/L^(theta_0); the item evaluated there, returned as lhs + (its rhs - its lhs)."""
    return lhs + alt_gap


def l12_printed(item: str, rhs: float, alt: float) -> float:  # noqa: ARG001
    """Proof of Lemma 12 (L1265): |X_h| <= (1/T)((zeta/2) sqrt(T) ||u_*|| + sqrt(T) ||p||) sqrt(T) ||sum_t x_t|| <=
    (1/T)(...) sqrt(TR) <= TR(S + P)."""
    return rhs


def l12_t32(item: str, rhs: float, alt: float) -> float:  # noqa: ARG001
    """Correction: ||sum_t x_t|| <= T R, so the middle factor is T^{3/2} R (then (1/T) a T^{3/2} R = T R ((zeta/2)
    ||u_*|| + ||p||) <= T R (S + P) since zeta <= 1, ||u_*|| <= sqrt(2) S)."""
    return alt
