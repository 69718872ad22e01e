"""Deora, Ghaderi, Taheri, Thrampoulidis, "On the Optimization and Generalization of Multi-head Attention" (TMLR).

Seed: ``shared/seeds/004_fdca0756fccde960.txt`` (line numbers ``Lnnn`` below). Each function is one printed
bound, a pure function of named quantities (no torch). The pairing with measurements (``models/mhgd/``) and
instance strategies is in ``checks/papers/mhgd/``.

Notation: T tokens of dimension d, H heads, R >= 1 bounds every token norm (Assumption 1, L125),
x2inf = ||X||_{2,inf} (max row norm), x1inf = ||X||_{1,inf} (max absolute entry), sxu = sum_t ||X u_t||_inf,
nrm = ||theta~||_{2,inf} (Cor. 1) or max_h ||U_h||_F (Lemma 6, "tight version").
"""

from __future__ import annotations

import numpy as np

from thmcheck.bounds.num import log, sqrt

# -------------------------------------------------------------------------------- shared constants


def beta1(T: int, R: float, nrm: float) -> float:
    """beta_1 = sqrt(T) R (2 R^2 nrm + 1)  (Cor. 1, L127-L131; Lemma 6, L778-L782)."""
    return sqrt(T) * R * (2 * R**2 * nrm + 1)


def beta3(T: int, d: int, R: float, nrm: float) -> float:
    """beta_3 = 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 nrm + 1).  The main text prints "2d sqrt(T) d R^3"; the appendix
    (Prop. 5 L608, Lemma 5 L766 "2d sqrt(T)dR^3", eq. 63) gives 2 d sqrt(Td); we use the appendix's sqrt(Td)."""
    return 2 * d * sqrt(T * d) * R**3 * (3 * sqrt(d) * R**2 * nrm + 1)


def beta2(T: int, d: int, H: float, R: float, nrm: float) -> float:
    """beta_2 = beta_3 / sqrt(H) + beta_1^2 / 4  (Cor. 1 (2))."""
    return beta3(T, d, R, nrm) / sqrt(H) + beta1(T, R, nrm) ** 2 / 4


# ------------------------------------------------------------------------------ Lemma 1 / Lemma 4


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


def lemma4_closed_form(item: int, X: np.ndarray, U: np.ndarray, W: np.ndarray, a: np.ndarray, b: np.ndarray,
                       c: np.ndarray) -> np.ndarray:
    """The four closed forms of Lemma 1 (L103-L113) = Lemma 4 (L510-L520), in numpy.

    item 1: grad_U Phi = phi(X W X^T) X;  item 2: grad_W Phi = sum_t x_t u_t^T X^T phi'(X W^T x_t) X;
    item 3: grad_W <a, grad_U Phi b> = sum_t a_t x_t b^T X^T phi'(g_t) X;
    item 4: grad_W <c, grad_W Phi b> = sum_t (c^T x_t) x_t d^T phi'(g_t) X with
            d = diag(Xb) X u_t - X u_t b^T X^T phi(g_t) - X b u_t^T X^T phi(g_t);
    item 5: grad_U <a, grad_U Phi b> = 0 (eq. 47)."""
    T, d = U.shape
    if item == 1:
        S = np.stack([_softmax(X @ W.T @ X[t]) for t in range(T)])
        return S @ X
    if item == 5:
        return np.zeros_like(U)
    out = np.zeros((d, d))
    for t in range(T):
        gt = X @ W.T @ X[t]
        ph = _softmax(gt)
        P = np.diag(ph) - np.outer(ph, ph)
        if item == 2:
            out += np.outer(X[t], U[t] @ X.T @ P @ X)
        elif item == 3:
            out += a[t] * np.outer(X[t], b @ X.T @ P @ X)
        else:
            Xu, Xb = X @ U[t], X @ b
            dv = Xb * Xu - Xu * (b @ X.T @ ph) - Xb * (U[t] @ X.T @ ph)
            out += (c @ X[t]) * np.outer(X[t], dv @ P @ X)
    return out


def lemma4(item: int, X: np.ndarray, U: np.ndarray, W: np.ndarray, a: np.ndarray, b: np.ndarray, c: np.ndarray,
           r: np.ndarray, scale: float) -> float:
    """Lemma 1 / Lemma 4 (identities), L103-L113 and L510-L599. Kind: deterministic identity.

    Returns <r, closed form of item> / scale, to compare (==) with the same projection of the autograd value
    (scale = the autograd value's Frobenius norm, or 1)."""
    return float((r * lemma4_closed_form(item, X, U, W, a, b, c)).sum() / scale)


# ------------------------------------------------------------------------------ Prop. 1 / Prop. 5


def prop1(item: int, T: int, d: int, x2inf: float, x1inf: float, sxu: float, R: float, UF: float) -> float:
    """Proposition 1 (L115-L121) = Proposition 5 (L601-L612). Kind: deterministic, explicit constants.

    1. ||grad_U Phi|| <= sqrt(T) ||X||_{2,inf};   2. ||grad_W Phi|| <= 2 ||X||_{2,inf}^2 sum_t ||X u_t||_inf;
    3. ||grad Phi|| <= (2.) + (1.);
    4. ||Hess Phi|| <= 6 d^2 ||X||_{2,inf} ||X||_{1,inf}^3 sum_t ||X u_t||_inf + 2 d sqrt(Td) ||X||_{2,inf} ||X||_{1,inf}^2;
    under Assumption 1 (||x_t|| <= R, R >= 1):
    5. ||grad Phi|| <= sqrt(T) R (2 R^2 ||U||_F + 1);   6. ||Hess Phi|| <= 2 d sqrt(Td) R^3 (3 sqrt(d) R^2 ||U||_F + 1).
    """
    if item == 1:
        return sqrt(T) * x2inf
    if item == 2:
        return 2 * x2inf**2 * sxu
    if item == 3:
        return 2 * x2inf**2 * sxu + sqrt(T) * x2inf
    if item == 4:
        return 6 * d**2 * x2inf * x1inf**3 * sxu + 2 * d * sqrt(T * d) * x2inf * x1inf**2
    if item == 5:
        return beta1(T, R, UF)
    return beta3(T, d, R, UF)


def lemma5(item: int, T: int, d: int, H: float, R: float, umax: float) -> float:
    """Lemma 5 (L755-L772). Kind: deterministic, explicit. With umax = max_h ||U_h||_F:
    1. ||grad Phi~|| <= sqrt(T) R (2 R^2 umax + 1);  2. ||Hess Phi~|| <= (2 d sqrt(Td) R^3 / sqrt(H)) (3 sqrt(d) R^2 umax + 1)."""
    return beta1(T, R, umax) if item == 1 else beta3(T, d, R, umax) / sqrt(H)


def cor1(item: int, T: int, d: int, H: float, R: float, nrm: float, L: float) -> float:
    """Corollary 1 (L127-L131) with nrm = ||theta~||_{2,inf}; Lemma 6 (L778-L806) with nrm = max_h ||U_h||_F.
    Kind: deterministic, explicit constants.

    (1) ||grad L^|| <= beta_1 L^;  (2) ||Hess L^|| <= beta_2;  (3) lambda_min(Hess L^) >= -beta_3 L^ / sqrt(H),
    encoded as -lambda_min <= beta_3 L^ / sqrt(H) (the measured side is -lambda_min)."""
    if item == 1:
        return beta1(T, R, nrm) * L
    if item == 2:
        return beta2(T, d, H, R, nrm)
    return beta3(T, d, R, nrm) * L / sqrt(H)


def cor1_per_loss(item: int, T: int, d: int, H: float, R: float, nrm: float) -> float:
    """Corollary 1 (L127-L131) / Lemma 6 (L778-L806) with (1) and (3) divided by L^ > 0 (the same inequalities):

    (1) ||grad L^|| / L^ <= beta_1;  (2) ||Hess L^|| <= beta_2;  (3) -lambda_min(Hess L^) / L^ <= beta_3 / sqrt(H).
    The measured sides of (1) and (3) are computed from log l(z_i), so they stay exact where L^ underflows."""
    if item == 1:
        return beta1(T, R, nrm)
    if item == 2:
        return beta2(T, d, H, R, nrm)
    return beta3(T, d, R, nrm) / sqrt(H)


def beta3_main_text(T: int, d: int, R: float, nrm: float) -> float:
    """beta_3 as the main text prints it, "2d sqrt(T) d R^3 (...)" read literally: 2 d^2 sqrt(T) R^3 (3 sqrt(d) R^2 nrm + 1)
    (Cor. 1 (3), L131; Prop. 1, L120 has the same "2 d sqrt(T) d"). Larger than the appendix's 2 d sqrt(Td) for d > 1."""
    return 2 * d * d * sqrt(T) * R**3 * (3 * sqrt(d) * R**2 * nrm + 1)


def cor1_per_loss_main_text(item: int, T: int, d: int, H: float, R: float, nrm: float) -> float:
    """:func:`cor1_per_loss` with the main text's literal beta_3 = 2 d^2 sqrt(T) R^3 (...) (see beta3_main_text)."""
    if item == 1:
        return beta1(T, R, nrm)
    if item == 2:
        return beta3_main_text(T, d, R, nrm) / sqrt(H) + beta1(T, R, nrm) ** 2 / 4
    return beta3_main_text(T, d, R, nrm) / sqrt(H)


def prop1_main_text(item: int, T: int, d: int, x2inf: float, x1inf: float, sxu: float, R: float, UF: float) -> float:
    """:func:`prop1` with item 4's "2 d sqrt(T) d" (Prop. 1, L120) read literally as 2 d^2 sqrt(T) (and item 6's beta_3
    likewise); items 1-3, 5 as in :func:`prop1`."""
    if item == 4:
        return 6 * d**2 * x2inf * x1inf**3 * sxu + 2 * d * d * sqrt(T) * x2inf * x1inf**2
    if item == 6:
        return beta3_main_text(T, d, R, UF)
    return prop1(item, T, d, x2inf, x1inf, sxu, R, UF)


# ------------------------------------------------------------------------------------- eq. (24)


def eq24(item: int) -> float:
    """Eq. (24), L500-L504: L^'(theta) <= L^(theta) <= 1 and L^''(theta) <= 1/4, for the logistic loss.

    item 1: (measured L^' - L^) <= 0; item 2: L^ <= 1; item 3: L^'' <= 1/4. Returns the right-hand side."""
    return {1: 0.0, 2: 1.0, 3: 0.25}[item]


# ----------------------------------------------------------------------------------- Lemma 18 / Prop. 3


def lemma18_threshold(T: int, L: int, A: float, eps: float) -> float:
    """Gamma threshold of Lemma 18: (2/A) log((T/L - 1)/eps)."""
    return 2 / A * log((T / L - 1) / eps)


def lemma18(eps: float, A: float, Gamma: float) -> float:
    """Lemma 18 (softmax saturation), L1486-L1510. Kind: deterministic. For r_1..r_L >= A, r_{L+1..T} <= B,
    A > 2B (A, B in R) and Gamma >= (2/A) log((T/L - 1)/eps): sum_{i>L} phi(Gamma r)_i <= eps."""
    return eps


def prop3_threshold(S: float, M: int, zeta: float, eps: float) -> float:
    """Gamma_eps threshold of Prop. 3 (L279-L285): (8 sqrt(2(M+1)) / (3 S^2)) log((1/zeta - 1)/eps)."""
    return 8 * sqrt(2 * (M + 1)) / (3 * S**2) * log((1 / zeta - 1) / eps)


def prop3(item: int, eps: float, T: int, S: float, Zmu: float) -> float:
    """Proposition 3 (attention expressivity), L279-L285, L1512-L1568. Kind: construction.

    item 1 (eq. 10): max_t sum_{t' in R^c} phi_{t'}(x_t^T Gamma W_opt X^T) <= eps (returns eps);
    item 2 (eq. 11): -y Phi(X; U_opt, Gamma W_opt) <= -gamma_attn(eps), gamma_attn(eps) = sqrt(T)/(sqrt2 S)(S^2(1-eps) - 2 eps Z_mu)
    (encoded with a minus sign so that both items read 'lhs <= bound')."""
    if item == 1:
        return eps
    return -(sqrt(T) / (sqrt(2) * S)) * (S**2 * (1 - eps) - 2 * eps * Zmu)


def sec7_restatement(eps: float, T: int, S: float, Zmu: float) -> float:
    """Sec. 7 restatement of Prop. 3 (L381-L383): y Phi(X; U_opt, Gamma W_opt) = (S sqrt(T)/sqrt2)((1-eps) - 2 eps Z_mu/S)
    for all Gamma >= log((1/zeta - 1)/eps)/S; encoded as -y Phi <= -(that)."""
    return -(S * sqrt(T) / sqrt(2)) * ((1 - eps) - 2 * eps * Zmu / S)


def sec7_threshold(S: float, zeta: float, eps: float) -> float:
    """Gamma threshold printed in Sec. 7 (L381): log((1/zeta - 1)/eps) / S."""
    return log((1 / zeta - 1) / eps) / S


def gamma_lin(S: float, T: int, zeta: float, Zmu: float) -> float:
    """gamma_lin = (S sqrt(T)/sqrt2)(zeta - 2 (1-zeta) Z_mu / S^2)  (eq. 132, L1576-L1582)."""
    return S * sqrt(T / 2) * (zeta - 2 * (1 - zeta) * Zmu / S**2)  # sqrt(T/2): exact-mode safe (no float sqrt(2))


def eq132(S: float, T: int, zeta: float, Zmu: float) -> float:
    """Eq. (132): y <U_lin, X> >= gamma_lin, U_lin = 1_T u*^T/(S sqrt(2T)); encoded as -y<U,X> <= -gamma_lin."""
    return -gamma_lin(S, T, zeta, Zmu)


def _bracket(S: float, zeta: float, Zb: float) -> float:
    return zeta * S**4 - 7 * Zb * S**2 - 12 * Zb**2 - 16 * Zb**3 / S**2


def gamma_star(version: int, S: float, T: int, zeta: float, M: int, Zmu: float, Znu: float, Z: float,
               P: float) -> float:
    """The three printed gamma_*: 13 = Lemma 13 (L1289), 15 = Lemma 15 (L1420), 7 = main-text eq. (7) (L237)."""
    Zb = max(Zmu, Znu)
    br = _bracket(S, zeta, Zb)
    pt = P * T**2.5 * (S + Z) ** 3
    gl = gamma_lin(S, T, zeta, Zmu)
    if version == 13:
        return T * (1 - zeta) * zeta / (4 * sqrt(2 * (M + 1))) * br - pt + gl
    if version == 15:
        return T * (1 - zeta) * zeta / (4 * sqrt(2) * (M + 1)) * br - pt + gl
    return (T * (1 - zeta) * zeta * br - pt + gl) / (4 * sqrt(2) * (M + 1))


def lemma13(S: float, T: int, zeta: float, M: int, Zmu: float, Znu: float, Z: float, P: float) -> float:
    """Lemma 13 (L1277-L1396): E_alpha y <grad Phi(X; theta^(1)), theta_*> >= gamma_* (Lemma-13 version);
    encoded as -margin <= -gamma_*."""
    return -gamma_star(13, S, T, zeta, M, Zmu, Znu, Z, P)


# ------------------------------------------------------------------------------------ Fact 2, Lemma 12


def fact2(delta: float) -> float:
    """Fact 2 (L1225-L1227): P(|mean - mu| > 2B sqrt(log(1/delta)/(2H))) <= delta. Returns delta."""
    return delta


def fact2_radius(B: float, H: int, delta: float) -> float:
    """The deviation radius of Fact 2: 2B sqrt(log(1/delta)/(2H))."""
    return 2 * B * sqrt(log(1 / delta) / (2 * H))


def lemma12(delta: float) -> float:
    """Lemma 12 (L1251-L1271): P_alpha(|Phi~(X; theta~^(1))| > T R (S+P) sqrt(2 log(1/delta))) <= delta."""
    return delta


def lemma12_radius(T: int, R: float, S: float, P: float, delta: float) -> float:
    """T R (S + P) sqrt(2 log(1/delta))."""
    return T * R * (S + P) * sqrt(2 * log(1 / delta))


# ------------------------------------------------------------------------------- App. B: training


def prop4(L1: float, L2: float) -> float:
    """Prop. 4 / Prop. 6 (GLQC), L337-L343, L826-L834: if 2 (beta3(th1) v beta3(th2)) ||th1 - th2||^2 <= sqrt(H),
    then max_{[th1,th2]} L^ <= (4/3) (L^(th1) v L^(th2))."""
    return 4 / 3 * max(L1, L2)


def lemma7(L0: float, eta: float, g2: float) -> float:
    """Lemma 7 (descent), L840-L852: if eta <= 1/(beta2(th_k) v beta2(th_{k+1})),
    L^(th_{k+1}) <= L^(th_k) - (eta/2) ||grad L^(th_k)||^2."""
    return L0 - eta / 2 * g2


def eq85(expansion: float, dist: float) -> float:
    """Eq. (85), L1021: ||G(th) - G(th')|| <= max_alpha {(1 + eta beta3 L^/sqrt(H)) v eta beta2}(th_alpha) ||th - th'||,
    G(th) = th - eta grad L^(th); `expansion` is the max over alpha (computed on a grid, which only lowers it)."""
    return expansion * dist


def eq67(b3max: float, H: float, Lmax: float) -> float:
    """Eq. (67)/(15), L325, L818: -min_{[th1,th2]} lambda_min(Hess L^) <= (beta3(th1) v beta3(th2))/sqrt(H) max_{[th1,th2]} L^."""
    return b3max / sqrt(H) * Lmax


def thm3(item: int, Lth: float, D: float, eta: float, K: int, avg: float) -> float:
    """Theorem 3 (= Thm. 1 with explicit constants), L930-L962. Kind: algorithmic.

    item 1: L^(th_K) <= (1/K) sum_{k=1}^K L^(th_k)  (returns avg);
    item 2: avg <= 2 L^(th) + 5 D^2/(4 eta K);   item 3: ||th_K - th_0|| <= 4 D;
    item 4 (eq. 80): max_k ||th_k - th|| <= 3 D."""
    if item == 1:
        return avg
    if item == 2:
        return 2 * Lth + 5 * D**2 / (4 * eta * K)
    if item == 3:
        return 4 * D
    return 3 * D


def alpha_rho(T: int, d: int, H: float, R: float, D: float, N: float) -> tuple[float, float]:
    """alpha and rho of Thm. 3 (L930-L936): alpha = 3 d sqrt(d) R^2 (3 sqrt(T) R^3 (3D+N) + 2 sqrt(T) R),
    rho = (2 d sqrt(Td) R^3 / sqrt(H) + T R^2/4) alpha^2."""
    a = 3 * d * sqrt(d) * R**2 * (3 * sqrt(T) * R**3 * (3 * D + N) + 2 * sqrt(T) * R)
    return a, (2 * d * sqrt(T * d) * R**3 / sqrt(H) + T * R**2 / 4) * a**2


def h_train(T: int, d: int, R: float, D: float, N: float, const: float = 36.0) -> float:
    """Smallest H of eq. (74) (const 36) / eq. (84) (const 256):
    sqrt(H) >= const d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D+N) + 1) D^2."""
    return (const * d * sqrt(T * d) * R**3 * (3 * sqrt(d) * R**2 * (3 * D + N) + 1) * D**2) ** 2


def lemma11(eta: float, T: int, R: float, D: float, N: float, n: int, K: int, Lth: float) -> float:
    """Lemma 11 (L1007-L1099): (1/n) sum_i ||th_K - th_K^{-i}|| <= (2 eta beta1~/n)(2 K L^(th) + 9 D^2/(4 eta)),
    beta1~ = sqrt(T) R (2 R^2 (3D+N) + 1)."""
    b1t = sqrt(T) * R * (2 * R**2 * (3 * D + N) + 1)
    return 2 * eta * b1t / n * (2 * K * Lth + 9 * D**2 / (4 * eta))


# ----------------------------------------------------------------------------- Prop. 7 (good init)


def prop7_g0(BPhi: float, gamma: float, eps: float) -> float:
    """g0(eps) = (2 B_Phi + log(1/eps)) / gamma."""
    return (2 * BPhi + log(1 / eps)) / gamma


def prop7_H(T: int, d: int, R: float, B2: float, BPhi: float, gamma: float, eps: float) -> float:
    """Smallest H of eq. (98): sqrt(H) >= (5 d sqrt(Td) R^3 B2/B_Phi)(3 sqrt(d) R^2 + 1) g0^2 (1 v g0)."""
    g0 = prop7_g0(BPhi, gamma, eps)
    return (5 * d * sqrt(T * d) * R**3 * B2 / BPhi * (3 * sqrt(d) * R**2 + 1) * g0**2 * max(1.0, g0)) ** 2


def prop7(item: int, eps: float, BPhi: float, gamma: float, B2: float) -> float:
    """Prop. 7 (L1155-L1179), the witness theta^(eps) = theta0 + g0(eps) theta_*:
    item 1: L^(theta^(eps)) <= eps;  item 2: ||theta^(eps) - theta0|| <= g0(eps);
    item 3: ||theta^(eps)||_{2,inf} <= g(eps) = B2 + g0(eps)."""
    if item == 1:
        return eps
    g0 = prop7_g0(BPhi, gamma, eps)
    return g0 if item == 2 else B2 + g0


def eq24_corrected(item: int, zmin: float) -> float:
    """What (24) gives for every theta: item 1 L^' - L^ <= 0 and item 3 L^'' <= 1/4 as printed; item 2 as
    L^ <= log 2 + max(0, -min_i z_i) (L^ <= 1 holds only when every margin z_i >= -0.5413)."""
    if item == 2:
        return log(2.0) + max(0.0, -zmin)
    return eq24(item)


def lemma18_corrected(eps: float, A: float, Gamma: float) -> float:
    """Lemma 18 with the implicit A > 0 and Gamma >= 0 (as in its use, Prop. 3): leak <= eps; otherwise only
    the trivial leak <= 1."""
    return eps if (A > 0 and Gamma >= 0) else 1.0


def fact2_corrected(delta: float) -> float:
    """Hoeffding's two-sided inequality at that radius gives failure probability <= 2 delta (not delta)."""
    return min(1.0, 2 * delta)


def eq24_as_printed(item: int, zmin: float) -> float:  # noqa: ARG001
    """Eq. (24) as printed, with the signature of :func:`eq24_corrected` (zmin unused)."""
    return eq24(item)


# ------------------------------------------------------------------------- DM1 (Sec. 5, Apps. D-F)


def dm1_R(S: float, Z: float, Znu: float, M: int) -> float:
    """L211: 'Assumption 1 is satisfied with R = sqrt(S^2 + Z^2 + 2 Z_nu/M)' (Assumption 1 also asks R >= 1);
    checked as max(1, max_t ||x_t||) <= R."""
    return sqrt(S**2 + Z**2 + 2 * Znu / M)


def dm1_R_corrected(S: float, Z: float, Znu: float, M: int) -> float:
    """The R that satisfies Assumption 1 (R >= 1 included): max(1, sqrt(S^2 + Z^2 + 2 Z_nu/M))."""
    return max(1.0, dm1_R(S, Z, Znu, M))


def eq128(item: int, S: float, Zmu: float, Znu: float) -> float:
    """Eqs. (109), (128)-(129), L1326-L1334, L1530-L1540, relevance scores r_t = X W_*^T x_t:
    item 1: [r_t]_{t'} >= A = S^4 - S^2 (Z_mu + Z_nu) for t in R^c, t' in R (encoded -r <= -A);
    item 2: [r_t]_{t'} <= B = 2 (Z_mu^2 + Z_mu Z_nu + S^2 Z_mu) for t, t' in R^c;
    item 3: [r_t]_{t'} <= S^2 Z_mu for t in R, t' in R^c (109)."""
    if item == 1:
        return -(S**4 - S**2 * (Zmu + Znu))
    if item == 2:
        return 2 * (Zmu**2 + Zmu * Znu + S**2 * Zmu)
    return S**2 * Zmu


def prop3_printed(item: int, eps: float, T: int, S: float, Zmu: float, Gamma: float) -> float:  # noqa: ARG001
    """Prop. 3 as printed (any Gamma >= the threshold, which is negative when eps > 1/zeta - 1); see :func:`prop3`."""
    return prop3(item, eps, T, S, Zmu)


def prop3_corrected(item: int, eps: float, T: int, S: float, Zmu: float, Gamma: float) -> float:
    """Prop. 3 with Gamma >= 0 (Lemma 18 needs it): the printed bounds; for Gamma < 0 only the trivial
    leak <= 1 and y Phi >= -sqrt(2T) Z_mu / S (every token's classifier logit is >= -2 Z_mu)."""
    if Gamma >= 0:
        return prop3(item, eps, T, S, Zmu)
    return 1.0 if item == 1 else sqrt(2 * T) * Zmu / S


def sec7_printed(eps: float, T: int, S: float, Zmu: float, M: int, zeta: float, Gamma: float) -> float:  # noqa: ARG001
    """Sec. 7 (L381): y Phi(X; U_opt, Gamma W_opt) >= (S sqrt(T)/sqrt2)((1-eps) - 2 eps Z_mu/S) for every
    Gamma >= log((1/zeta - 1)/eps)/S; encoded as -y Phi <= -(that)."""
    return sec7_restatement(eps, T, S, Zmu)


def sec7_corrected(eps: float, T: int, S: float, Zmu: float, M: int, zeta: float, Gamma: float) -> float:
    """What Prop. 3 proves: gamma_attn(eps) once Gamma >= the Prop. 3 threshold (8 sqrt(2(M+1))/(3S^2))
    log((1/zeta-1)/eps) and Gamma >= 0; below it only the trivial y Phi >= -sqrt(2T) Z_mu/S."""
    if Gamma >= 0 and Gamma >= prop3_threshold(S, M, zeta, eps):
        return prop3(2, eps, T, S, Zmu)
    return sqrt(2 * T) * Zmu / S


def lemma16(item: int, value: float) -> float:
    """Lemma 16 (L1434-L1452): the closed forms of the first-phase iterate, as a projection <r, closed form>
    (computed from the data by the measurement, see thmcheck.checks.papers.mhgd): item 1 every row of U_h^(1) is
    (alpha_h/(2 n1 T)) sum_i y_i sum_t x_{i,t}; item 2 the decomposition (120) zeta alpha/2 u_* + p_1 + p_2;
    item 3 W_h^(1) = 0."""
    return 0.0 if item == 3 else value


def lemma2_exponent() -> float:
    """Lemma 2 (L225-L227) / main text (L223): ||p|| = ||U_h^(1)/alpha_h row - (zeta/2) u_*|| <=
    C(2S+Z)(sqrt(d/n1) + sqrt(log(1/delta)/n1)), i.e. the (1-delta)-quantile of ||p|| decays as n1^{-1/2}."""
    return -0.5


def lemma2_corrected() -> float:
    """The first-phase row tends to (zeta/4) u_* (E[y mu_y] = u_*/2), so p -> -(zeta/4) u_*: ||p|| stays
    bounded (exponent <= 0) and does not vanish."""
    return 0.0


def zero_init_margin(S: float, T: int, zeta: float, Zmu: float) -> float:
    """Catalog remark (not a claim of the paper): at theta~ = 0 the NTK margin with theta~_* =
    (sqrt2 U_*/(||U_*|| sqrt(H)), 0)_h is >= sqrt2 gamma_lin."""
    return sqrt(2 + 0 * S) * gamma_lin(S, T, zeta, Zmu)  # 2 + 0 S: an mpf when S is (exact mode)


def sec5_ordering(item: int, version: int, S: float, T: int, zeta: float, M: int, Zmu: float, Znu: float,
                  Z: float, P: float) -> float:
    """L287 / L383: gamma_attn >= gamma_* >= gamma_lin, gamma_attn = S sqrt(T)/sqrt2 (the eps -> 0 limit).
    item 1: gamma_* <= gamma_attn (measured gamma_*); item 2: gamma_lin <= gamma_* (measured gamma_lin)."""
    if item == 1:
        return S * sqrt(T) / sqrt(2)
    return gamma_star(version, S, T, zeta, M, Zmu, Znu, Z, P)


def lemma14_level(gstar: float, R: float, T: int, S: float, P: float, H: float, delta: float) -> float:
    """Lemma 14 (L1398-L1416): w.p. >= 1 - delta over alpha, y <grad Phi~(X; theta~^(1)), theta~_*> >=
    gamma_* - 2(2R^3 T(S+P) + sqrt(TR)) sqrt(2 log(1/delta)/H) (round 14: sqrt(TR) as printed, L1404 '\\sqrt{TR}';
    it was read as sqrt(T) R, Prop. 1's factor, which is the larger for R >= 1: the literal level is the higher);
    compared with the exact delta-quantile."""
    return gstar - 2 * (2 * R**3 * T * (S + P) + sqrt(T * R)) * sqrt(2 * log(1 / delta) / H)


def lemma15_threshold(gstar: float, R: float, T: int, S: float, P: float, n: int, delta: float) -> float:
    """Smallest sqrt(H) of Lemma 15: 4 (2R^3 T(S+P) + sqrt(TR)) sqrt(2 log(n/delta)) / gamma_* (round 14: sqrt(TR) as
    printed, L1424; the smaller threshold for R >= 1, so fewer heads are admitted than under the reading sqrt(T) R)."""
    return 4 * (2 * R**3 * T * (S + P) + sqrt(T * R)) * sqrt(2 * log(n / delta)) / gstar


def lemma15(S: float, T: int, zeta: float, M: int, Zmu: float, Znu: float, Z: float, P: float) -> float:
    """Lemma 15 (L1418-L1428): under its H condition, w.p. 1 - delta, P3 holds with gamma = gamma_*/2
    (gamma_* of (119), the Lemma-15 version); compared with the delta-quantile of min_i y_i <grad Phi~, theta~_*>."""
    return gamma_star(15, S, T, zeta, M, Zmu, Znu, Z, P) / 2


def appg_margin_ratio(tol: float) -> float:
    """App. G (L1590): 'for smaller H, GD indeed achieves margin gamma_attn = S sqrt(T)/sqrt(2)' (eq. (11)), read as
    normalised margin / gamma_attn >= 1 - tol (the measured side is the ratio)."""
    return 1.0 - tol


def lemma2_shape(S: float, Z: float, d: int, n1: int, delta: float) -> float:
    """Lemma 2, eq. (6) (L225-L227): ||p|| <= C (2S + Z)(sqrt(d/n1) + sqrt(log(1/delta)/n1)) =: P, C universal (the
    printed shape; the uniform check looks for one C over the whole domain)."""
    return (2 * S + Z) * (sqrt(d / n1) + sqrt(log(1 / delta) / n1))


def lemma2_shape_corrected(S: float, Z: float, d: int, n1: int, delta: float) -> float:
    """With the row's true centre (zeta/4) u_* in place of (zeta/2) u_*, p keeps the constant part -(zeta/4) u_*:
    ||p|| <= C (2S + Z)(1 + sqrt(d/n1) + sqrt(log(1/delta)/n1))."""
    return (2 * S + Z) * (1 + sqrt(d / n1) + sqrt(log(1 / delta) / n1))


def lemma5_printed(item: int, T: int, d: int, H: float, R: float, umax: float) -> float:
    """Lemma 5 (L755-L772) as printed: item 2's "2d sqrt(T)dR^3/sqrt(H)" read literally, 2 d^2 sqrt(T) R^3 (...)/sqrt(H)
    (round 28: the literal check; :func:`lemma5`, with the appendix's 2 d sqrt(Td) of Prop. 5, is the reading)."""
    return beta1(T, R, umax) if item == 1 else beta3_main_text(T, d, R, umax) / sqrt(H)
