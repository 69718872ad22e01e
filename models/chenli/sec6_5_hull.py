"""Linear-algebra quantities of Chen & Li behind Fact 6.7, Eq. (71), Lemma 6.18, Lemma 8.3 (near-orthogonal
families and their hulls) and Lemmas 9.3/9.4 (the value-matrix regression of Section 9). Torch float64,
device-agnostic; mpmath re-measurements for the regression residual. No Hypothesis.
"""

from __future__ import annotations

import itertools

import mpmath
import numpy as np
import torch

# ------------------------------------------------------------------------------------------------ Fact 6.7


def fact6_7_worst(v: torch.Tensor, nu: float, dprime: int) -> tuple[float, dict]:
    """Over every S with |S| <= d': if some S leaves a flat rest (||v_{S^c}||_inf^2 <= ||v_{S^c}||^2/(nu d')),
    return 0 (Fact 6.7 holds by its second item); otherwise the least mass ||v_{S^c}||^2/||v||^2 (attained by the
    top-d' coordinates). Top-j sets are optimal for both items at each size j (their rest has the smallest max and
    the largest sum), so scanning j = 0..d' is exhaustive."""
    sq = torch.sort(v.double() ** 2, descending=True).values
    tot = sq.sum()
    tails = torch.flip(torch.cumsum(torch.flip(sq, [0]), 0), [0])  # tails[j] = sum_{i >= j} sq_i
    js = torch.arange(0, dprime + 1)
    tail_j = torch.where(js < sq.numel(), tails[js.clamp(max=sq.numel() - 1)], torch.zeros((), dtype=sq.dtype))
    max_j = torch.where(js < sq.numel(), sq[js.clamp(max=sq.numel() - 1)], torch.zeros((), dtype=sq.dtype))
    flat = (max_j * nu * dprime <= tail_j) | (tail_j == 0)
    info = {"flat_any": bool(flat.any()), "min_flat_ratio": float((max_j * nu * dprime / tail_j.clamp_min(1e-300)).min())}
    if bool(flat.any()):
        return 0.0, info
    return float(tail_j[-1] / tot), info


# ------------------------------------------------------------------------------------- Gram-matrix helpers


def max_sign_quadratic(Ginv: torch.Tensor, exhaustive_up_to: int = 14) -> float:
    """max over s in {+-1}^m of s^T Ginv s: exhaustive for m <= ``exhaustive_up_to``, else a sign local search
    from all-ones (a lower bound on the max)."""
    m = Ginv.shape[0]
    if m == 1:
        return float(Ginv[0, 0])
    if m <= exhaustive_up_to:
        S = torch.tensor(list(itertools.product([1.0, -1.0], repeat=m - 1)), dtype=Ginv.dtype).reshape(-1, m - 1)
        S = torch.cat([torch.ones(S.shape[0], 1, dtype=Ginv.dtype), S], 1)
        return float(torch.einsum("bi,ij,bj->b", S, Ginv, S).max())
    s = torch.ones(m, dtype=Ginv.dtype)
    best = float(s @ Ginv @ s)
    improved = True
    while improved:
        improved = False
        for i in range(m):
            s[i] = -s[i]
            val = float(s @ Ginv @ s)
            if val > best + 1e-15:
                best, improved = val, True
            else:
                s[i] = -s[i]
    return best


def coherence(V: torch.Tensor) -> float:
    """max_{i != j} |<v_i, v_j>| / (||v_i|| ||v_j||) (0 for m = 1)."""
    n = torch.linalg.norm(V, dim=1)
    C = (V @ V.T) / (n[:, None] * n[None, :])
    C.fill_diagonal_(0.0)
    return float(C.abs().max())


# ------------------------------------------------------------------------------------------------ Lemma 8.3


def lemma8_3_minmax(V: torch.Tensor) -> float:
    """min over subspaces W of dimension <= m-1 of max_i ||Pi_{W^perp} v_i||^2 (rows v_i of V, linearly
    independent). Any such W^perp meets span(v_i) in a unit u, and max_i ||Pi^perp v_i||^2 >= max_i <u,v_i>^2;
    the min over unit u in the span of max_i <u,v_i>^2 is 1 / max_{s in {+-1}^m} s^T G^{-1} s (G the Gram),
    attained by W = span(v) cap u^perp. Exact for m <= 14."""
    G = V @ V.T
    return 1.0 / max_sign_quadratic(torch.linalg.inv(G))


def lemma8_3_top_eigenspace(V: torch.Tensor) -> float:
    """max_i ||Pi_{W^perp} v_i||^2 for W = top-(m-1) eigenspace of sum v_i v_i^T (a second path: >= the min)."""
    m = V.shape[0]
    if m == 1:
        return float((V**2).sum())
    U = torch.linalg.svd(V.T, full_matrices=False)[0][:, : m - 1]
    R = V - (V @ U) @ U.T
    return float((R**2).sum(1).max())


# ------------------------------------------------------------------------------------------------ Lemma 6.18


def lemma6_18_worst(V: torch.Tensor, eta: float) -> dict:
    """v* = (1/Z) sum v_i/||v_i||^2 and the worst v = sum lambda_i v_i (sum lambda = 1, ||v||^2 <= (1+eta)||v*||^2)
    for ||v - v*||^2, in closed form: with delta = lambda - lambda* = P u (P an orthonormal basis of 1^perp),
    A = P^T G P, b = P^T G lambda*, c = eta ||v*||^2 the constraint reads ||w + beta||^2 <= c + ||beta||^2
    (w = A^{1/2} u, beta = A^{-1/2} b) and the max of ||w||^2 = ||v - v*||^2 is (||beta|| + R)^2."""
    m = V.shape[0]
    G = V @ V.T
    n = torch.diagonal(G)
    lam_star = (1 / n) / (1 / n).sum()
    vstar_sq = float(lam_star @ G @ lam_star)
    P = torch.linalg.svd(torch.eye(m, dtype=V.dtype) - 1.0 / m)[0][:, : m - 1]
    A = P.T @ G @ P
    b = P.T @ G @ lam_star
    ev, Q = torch.linalg.eigh(A)
    Ah_inv = Q @ torch.diag(ev.rsqrt()) @ Q.T
    beta = Ah_inv @ b
    nb = float(torch.linalg.norm(beta))
    R = float(np.sqrt(eta * vstar_sq + nb**2))
    if nb > 0:
        direction = -beta / nb
    else:  # beta = 0: every direction is a maximizer
        direction = torch.zeros_like(b)
        direction[0] = 1.0
    w = direction * (nb + R)
    u = Ah_inv @ w
    delta = P @ u
    v = V.T @ (lam_star + delta)
    vstar = V.T @ lam_star
    return {"dist_sq": float(((v - vstar) ** 2).sum()), "vstar_sq": vstar_sq, "delta_l1": float(delta.abs().sum()),
            "v_sq": float((v**2).sum()), "lam_l2": float(torch.linalg.norm(lam_star + delta))}


# ------------------------------------------------------------------------------------------------ Eq. (71)


def eq71_sup_ratio(G: torch.Tensor, lam: float) -> float:
    """sup over Theta' != 0 of sum_i |alpha_i| / ((1/lambda) ||Theta'||_F / ||Theta_1||_F), where alpha are the
    coefficients of the projection of Theta' onto span(Theta_i) with Gram G (row 0 = the largest norm):
    ||Theta'||^2 >= alpha^T G alpha, so the sup is lambda ||Theta_1|| sqrt(max_s s^T G^{-1} s)."""
    return lam * float(torch.sqrt(G[0, 0] * max_sign_quadratic(torch.linalg.inv(G))))


def projection_coefficients(thetas: torch.Tensor, theta_p: torch.Tensor) -> torch.Tensor:
    """alpha with Theta' = sum alpha_i Theta_i + E, E orthogonal to every Theta_i (a second path: least squares)."""
    M = thetas.reshape(thetas.shape[0], -1).T
    return torch.linalg.lstsq(M, theta_p.reshape(-1, 1)).solution.squeeze(1)


# ------------------------------------------------------------------------------------------- Lemmas 9.3/9.4


def regression_design(X: torch.Tensor, thetas: torch.Tensor) -> torch.Tensor:
    """Z in R^{k x md} of Eq. (140): Z[r, (i, j)] = sum_l softmax(X_r Theta_i X^T)_l X_{l, j}."""
    S = torch.softmax(torch.einsum("rd,mde,le->mrl", X, thetas, X), dim=-1)  # (m, k, k)
    Zb = torch.einsum("mrl,lj->rmj", S, X)
    return Zb.reshape(X.shape[0], -1)


def regression_label(X: torch.Tensor, thetas: torch.Tensor, Ws: torch.Tensor) -> torch.Tensor:
    """y = F(X)_{:,1} = sum_i softmax(X Theta_i X^T) X W_i[:, 0]."""
    S = torch.softmax(torch.einsum("rd,mde,le->mrl", X, thetas, X), dim=-1)
    return torch.einsum("mrl,lj,mj->r", S, X, Ws[:, :, 0])


def wstar(Ws: torch.Tensor) -> torch.Tensor:
    """w* of Eq. (141): w*_{i,j} = (W_i)_{j,1}."""
    return Ws[:, :, 0].reshape(-1)


def residual_sq_mp(X: np.ndarray, thetas_hat: np.ndarray, thetas: np.ndarray, Ws: np.ndarray,
                   dps: int = 60) -> mpmath.mpf:
    """||Z w* - y||^2 at ``dps`` digits (inputs taken as their exact float values)."""
    with mpmath.workdps(dps):
        k, d = X.shape
        m = thetas.shape[0]

        def patterns(th: np.ndarray) -> list:
            out = []
            for r in range(k):
                u = [mpmath.fsum(mpmath.mpf(float(X[r, p])) * mpmath.mpf(float(th[p, q])) for p in range(d))
                     for q in range(d)]
                lg = [mpmath.fsum(u[q] * int(X[ell, q]) for q in range(d)) for ell in range(k)]
                mx = max(lg)
                e = [mpmath.exp(x - mx) for x in lg]
                z = mpmath.fsum(e)
                out.append([x / z for x in e])
            return out

        tot = mpmath.mpf(0)
        Xw = [[mpmath.fsum(int(X[ell, j]) * mpmath.mpf(float(Ws[i, j, 0])) for j in range(d)) for ell in range(k)]
              for i in range(m)]
        diffs = [mpmath.mpf(0)] * k
        for i in range(m):
            Sh, S = patterns(thetas_hat[i]), patterns(thetas[i])
            for r in range(k):
                diffs[r] += mpmath.fsum((Sh[r][ell] - S[r][ell]) * Xw[i][ell] for ell in range(k))
        tot = mpmath.fsum(x**2 for x in diffs)
        return tot


def label_norm_mp(X: np.ndarray, thetas: np.ndarray, Ws: np.ndarray, dps: int = 60) -> mpmath.mpf:
    """||F(X)_{:,1}|| at ``dps`` digits (inputs taken as their exact float values)."""
    with mpmath.workdps(dps):
        k, d = X.shape
        y = [mpmath.mpf(0)] * k
        for i in range(thetas.shape[0]):
            Xw = [mpmath.fsum(int(X[ell, j]) * mpmath.mpf(float(Ws[i, j, 0])) for j in range(d)) for ell in range(k)]
            for r in range(k):
                u = [mpmath.fsum(int(X[r, p]) * mpmath.mpf(float(thetas[i, p, q])) for p in range(d)) for q in range(d)]
                lg = [mpmath.fsum(u[q] * int(X[ell, q]) for q in range(d)) for ell in range(k)]
                mx = max(lg)
                e = [mpmath.exp(x - mx) for x in lg]
                z = mpmath.fsum(e)
                y[r] += mpmath.fsum(e[ell] / z * Xw[ell] for ell in range(k))
        return mpmath.sqrt(mpmath.fsum(x**2 for x in y))


def subspace_residuals(thetas: torch.Tensor, M: torch.Tensor) -> torch.Tensor:
    """Lemma 8.4: min over lambda of ||sum_j lambda_j M_j - Theta_i||_F for each i, with M_1..M_m orthonormal (rows
    of M, vectorised): the distance of Theta_i to span(M), ||Theta_i - sum_j <M_j, Theta_i> M_j||. The minimiser
    lambda_j = <M_j, Theta_i> has ||lambda|| <= ||Theta_i||_F, so any norm cap >= ||Theta_1||_F leaves it feasible."""
    T = thetas.reshape(thetas.shape[0], -1)
    Mf = M.reshape(M.shape[0], -1)
    coef = T @ Mf.T
    return torch.linalg.vector_norm(T - coef @ Mf, dim=1)


def half_energy_count(E: np.ndarray) -> int:
    """Lemma 6.9: #{x in {+-1}^d : ||E^T x||^2 >= ||E||_F^2 / 2} for an integer matrix E (d x p), by enumerating
    the 2^d points in int64 (exact: 2 ||E^T x||^2 >= ||E||_F^2 compared in integers)."""
    from thmcheck.models.cube import cube_points_int

    Et = torch.as_tensor(np.asarray(E, dtype=np.int64))
    X = torch.as_tensor(cube_points_int(Et.shape[0]))
    energy = ((X @ Et) ** 2).sum(1)
    return int((2 * energy >= int((Et * Et).sum())).sum())
