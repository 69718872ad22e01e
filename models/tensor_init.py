"""Chapter 4 of Li's thesis, App. C.1: score-function tensors of a Gaussian mixture and the tensor
initialisation (Subroutine 1, L5113-L5140) of Algorithm 1.

Definition C.1.1: Q_j = E[y (-1)^j p(x)^{-1} grad^j p(x)] = E[y S_j(x)] with the mixture's score functions
S_1 = sum_l pi_l(x) g_l, S_2 = sum_l pi_l(x) (g_l g_l^T - Sigma_l^{-1}), S_3 = sum_l pi_l(x) (g_l^{x3} - g_l ~x
Sigma_l^{-1}), g_l = Sigma_l^{-1}(x - mu_l), pi_l the posterior of component l (Sigma_l diagonal here).
By Stein's identity Q_j = (1/K) sum_i E[phi^(j)(w_i*^T x)] w_i*^{xj} (population value by 1-D quadrature).

Subroutine 1 as printed, with two choices the text leaves open: the "K largest eigenvalues" are taken in
absolute value (E[phi''] and E[phi'''] may be negative), and the KCL tensor decomposition is replaced by
Jennrich's simultaneous diagonalisation (exact for K <= rank, K x K x K tensors here); the sign of each
direction is fixed by the sign of its least-squares coefficient on Q_1 (phi' > 0). float64, numpy + torch.
"""

from __future__ import annotations

import functools
import math

import numpy as np
import torch


def _phi1(z: np.ndarray) -> np.ndarray:
    """phi' of the sigmoid, p q with p = sigmoid(z), q = 1 - p: no underflow to 0 for |z| > 37 (p q = (1 - t^2)/4
    with t = tanh(z/2) does)."""
    e = np.exp(-np.abs(z))
    return e / (1 + e) ** 2


def _phi_derivs(z: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The first three derivatives of the sigmoid, from p = sigmoid(z), q = 1 - p without cancellation."""
    d1 = _phi1(z)
    return d1, -d1 * np.tanh(z / 2), d1 * (1 - 6 * d1)


def phi_deriv_means(Wstar: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray,
                    nodes: int = 120) -> np.ndarray:
    """E[phi^(j)(w_i^T x)] for j = 1, 2, 3 (rows) and each neuron i (columns), x ~ sum_l lam_l N(mu_l,
    diag s2_l): w_i^T x is a 1-D Gaussian mixture, integrated by Gauss-Hermite."""
    K = Wstar.shape[1]
    out = np.zeros((3, K))
    for i in range(K):
        w = Wstar[:, i]
        for lam_l, mu_l, s2_l in zip(lam, mus, s2, strict=True):
            m, v = float(w @ mu_l), float(w**2 @ s2_l)
            out[:, i] += lam_l * gaussian_phi_deriv_means(m, math.sqrt(v), nodes)
    return out


@functools.lru_cache(maxsize=4)
def _leggauss(n: int) -> tuple[np.ndarray, np.ndarray]:
    return np.polynomial.legendre.leggauss(n)


_ZMAX = 80.0  # phi', phi'', phi''' < 1e-34 beyond |z| = 80


def gaussian_phi_deriv_means(m: float, s: float, nodes: int = 120) -> np.ndarray:
    """(E phi'(z), E phi''(z), E phi'''(z)) for z ~ N(m, s^2). s <= 1: Gauss-Hermite in the Gaussian's variable (the
    narrow factor); s > 1: Gauss-Legendre (800 nodes) in z over [-80, 80] intersected with m +- 40 s, and 400 nodes on
    each of the two outer pieces out to m +- 40 s, where the sigmoid's derivatives (width ~1) are the narrow factor:
    Gauss-Hermite's node spacing ~0.3 s misses them once s >~ 3 (relative error 3e-5 at s = 5, 1 at s = 888, where
    every node lands where phi' underflows).

    For s > 1 the derivatives are moved onto the density p of N(m, s^2) by parts (phi', phi'' vanish at both ends,
    p at m +- 40 s is < e^-800): E phi''(z) = -int phi' p' and E phi'''(z) = int phi' p'', with p' = -p u / s and
    p'' = p (u^2 - 1) / s^2, u = (z - m) / s. Integrated directly, phi''' against a wide p cancels: its terms are
    ~1/s and its value ~1/s^3 (round 29, helper undecB: E phi''' 1.004x / 1.037x / 1.388x the true value at s = 1e6 /
    3.2e6 / 1e7 in float64); against p'' the integrand phi' > 0 has no cancellation where it lives. Tested against
    mpmath over (m, s) grids, s up to 6e7 and |m| up to 1e4 (tests/test_thesis_r29_discC.py)."""
    if s <= 1.0:
        g, wg = np.polynomial.hermite_e.hermegauss(nodes)
        wg = wg / math.sqrt(2 * math.pi)
        return np.array([wg @ dj for dj in _phi_derivs(m + s * g)])
    lo, hi = m - 40.0 * s, m + 40.0 * s  # the Gaussian's mass (beyond: < e^-800)
    out = np.zeros(3)
    for a, b, n in ((max(lo, -_ZMAX), min(hi, _ZMAX), 800), (max(lo, _ZMAX), hi, 400), (lo, min(hi, -_ZMAX), 400)):
        if a >= b:
            continue
        x, wx = _leggauss(n)
        z = (x + 1) / 2 * (b - a) + a
        u = (z - m) / s
        p = wx * (b - a) / 2 * np.exp(-0.5 * u * u) / (s * math.sqrt(2 * math.pi))
        d1 = _phi1(z)
        out += np.array([p @ d1, (p * u / s) @ d1, (p * (u * u - 1) / (s * s)) @ d1])
    return out


def population_q(Wstar: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray) -> list[np.ndarray]:
    """[Q_1 (d,), Q_2 (d, d), Q_3 (d, d, d)] by Stein's identity (the closed form of Definition C.1.1)."""
    E = phi_deriv_means(Wstar, lam, mus, s2)
    K = Wstar.shape[1]
    W = Wstar
    q1 = W @ E[0] / K
    q2 = np.einsum("i,ai,bi->ab", E[1], W, W) / K
    q3 = np.einsum("i,ai,bi,ci->abc", E[2], W, W, W) / K
    return [q1, q2, q3]


def score_parts(x: torch.Tensor, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray) -> tuple[torch.Tensor,
                                                                                             torch.Tensor,
                                                                                             torch.Tensor]:
    """Posteriors pi (n, L), g_l = Sigma_l^{-1}(x - mu_l) (n, L, d) and the inverse variances (L, d)."""
    mu = torch.as_tensor(np.asarray(mus, dtype=float))
    v = torch.as_tensor(np.asarray(s2, dtype=float))
    diff = x[:, None, :] - mu[None]
    logd = (-0.5 * (diff**2 / v[None]).sum(-1) - 0.5 * torch.log(v).sum(-1)[None]
            + torch.log(torch.as_tensor(np.asarray(lam, dtype=float)))[None])
    pi = torch.softmax(logd, 1)
    return pi, diff / v[None], 1 / v


def score_contractions(x: torch.Tensor, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray, a: np.ndarray,
                       B: np.ndarray, C: np.ndarray, only: int | None = None
                       ) -> tuple[torch.Tensor | None, torch.Tensor | None, torch.Tensor | None]:
    """Per-sample <S_1, a>, <S_2, B>, <S_3, C> (n,) for probes a (d,), B (d, d), C (d, d, d); ``only`` = j computes
    the j-th alone (the others are None; the j-th is the same tensor either way)."""
    pi, g, iv = score_parts(x, lam, mus, s2)
    a_t, B_t, C_t = (torch.as_tensor(np.asarray(t, dtype=float)) for t in (a, B, C))
    s1 = (pi * (g @ a_t)).sum(1) if only in (None, 1) else None
    s2_ = (pi * (torch.einsum("nla,ab,nlb->nl", g, B_t, g) - (iv * torch.diagonal(B_t)[None]).sum(-1)[None])).sum(1) \
        if only in (None, 2) else None
    if only not in (None, 3):
        return s1, s2_, None
    cube = torch.einsum("nla,nlb,nlc,abc->nl", g, g, g, C_t)
    # g ~x Sigma^{-1} = sum_i (g x z_i x z_i + z_i x g x z_i + z_i x z_i x g), z_i the columns of Sigma^{-1/2}...
    # for diagonal Sigma^{-1} = diag(iv): sum_k iv_k (g e_k e_k + e_k g e_k + e_k e_k g)
    Ckk1 = torch.einsum("akk->ak", C_t)  # C[a, k, k]
    Ckk2 = torch.einsum("kak->ak", C_t)
    Ckk3 = torch.einsum("kka->ak", C_t)
    sym = torch.einsum("nla,lk,ak->nl", g, iv, Ckk1 + Ckk2 + Ckk3)
    s3 = (pi * (cube - sym)).sum(1)
    return s1, s2_, s3


def empirical_q(x: torch.Tensor, y: torch.Tensor, lam: np.ndarray, mus: np.ndarray,
                s2: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Sample means Q^_1 (d,), Q^_2 (d, d), Q^_3 (d, d, d) of y S_j(x) (d small: Q^_3 is formed)."""
    pi, g, iv = score_parts(x, lam, mus, s2)
    n, d = x.shape
    yp = y[:, None] * pi  # (n, L)
    q1 = torch.einsum("nl,nla->a", yp, g) / n
    q2 = (torch.einsum("nl,nla,nlb->ab", yp, g, g) - torch.diag((yp.sum(0)[:, None] * iv).sum(0))) / n
    q3 = torch.einsum("nl,nla,nlb,nlc->abc", yp, g, g, g)
    eye = torch.eye(d, dtype=x.dtype)
    t = torch.einsum("nl,nla,lk->ak", yp, g, iv)  # sum_n y pi_l g_a iv_k
    sym = (torch.einsum("ak,kb,kc->abc", t, eye, eye) + torch.einsum("bk,ka,kc->abc", t, eye, eye)
           + torch.einsum("ck,ka,kb->abc", t, eye, eye))
    q3 = (q3 - sym) / n
    return q1.numpy(), q2.numpy(), q3.numpy()


def empirical_q2(x: torch.Tensor, y: torch.Tensor, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray) -> np.ndarray:
    """Sample mean Q^_2 (d, d) of y S_2(x) alone (no d^3 tensor: for large d)."""
    pi, g, iv = score_parts(x, lam, mus, s2)
    n = x.shape[0]
    yp = y[:, None] * pi
    G = (g * yp[:, :, None].sqrt().nan_to_num()) if bool((yp >= 0).all()) else None
    if G is not None:
        flat = G.reshape(-1, G.shape[-1])
        q2 = flat.T @ flat
    else:
        q2 = torch.einsum("nl,nla,nlb->ab", yp, g, g)
    return ((q2 - torch.diag((yp.sum(0)[:, None] * iv).sum(0))) / n).numpy()


def empirical_q1(x: torch.Tensor, y: torch.Tensor, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray) -> np.ndarray:
    """Sample mean Q^_1 (d,) of y S_1(x)."""
    pi, g, _ = score_parts(x, lam, mus, s2)
    return (torch.einsum("nl,nla->a", y[:, None] * pi, g) / x.shape[0]).numpy()


def empirical_q3_projected(x: torch.Tensor, y: torch.Tensor, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray,
                           U: np.ndarray) -> np.ndarray:
    """Q^_3(U, U, U) (K, K, K), the sample mean of y S_3(x) contracted with U (d, K) on every mode, without
    forming the d^3 tensor: with h_l = U^T g_l and M_l = U^T diag(1/s2_l) U the projected S_3 of component l is
    h^{x3} - (h x M + M x h (modes 1, 3) + M x h (modes 1, 2)) (Definition C.1.1 with diagonal Sigma_l)."""
    pi, g, iv = score_parts(x, lam, mus, s2)
    Ut = torch.as_tensor(np.asarray(U, dtype=float))
    h = g @ Ut  # (n, L, K)
    M = torch.einsum("ka,lk,kb->lab", Ut, iv, Ut)  # (L, K, K)
    yp = y[:, None] * pi
    cube = torch.einsum("nl,nla,nlb,nlc->abc", yp, h, h, h)
    t = torch.einsum("nl,nla->la", yp, h)  # (L, K)
    sym = (torch.einsum("la,lbc->abc", t, M) + torch.einsum("lb,lac->abc", t, M)
           + torch.einsum("lc,lab->abc", t, M))
    return ((cube - sym) / x.shape[0]).numpy()


def subroutine1_large_d(x: torch.Tensor, y: torch.Tensor, K: int, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray,
                        rng: np.random.Generator) -> dict[str, np.ndarray]:
    """:func:`subroutine1` for a non-symmetric mixture (U from Q^_2) at large d: the same steps on the same
    thirds, with Q^_3 only ever used through Q^_3(U, U, U) (formed directly from the projected scores)."""
    n = x.shape[0]
    parts = [slice(0, n // 3), slice(n // 3, 2 * n // 3), slice(2 * n // 3, n)]
    U = top_abs_eigvecs(empirical_q2(x[parts[0]], y[parts[0]], lam, mus, s2), K)
    R3 = empirical_q3_projected(x[parts[1]], y[parts[1]], lam, mus, s2, U)
    V = jennrich(R3, rng)
    dirs = U @ V
    dirs = dirs / np.linalg.norm(dirs, axis=0, keepdims=True)
    q1c = empirical_q1(x[parts[2]], y[parts[2]], lam, mus, s2)
    alpha_hat = np.linalg.lstsq(dirs, q1c, rcond=None)[0]
    sgn = np.where(alpha_hat < 0, -1.0, 1.0)
    dirs, alpha_hat, V = dirs * sgn, alpha_hat * sgn, V * sgn
    return {"U": U, "V": V, "dirs": dirs, "alpha_hat": alpha_hat, "W0": dirs * alpha_hat, "q1": q1c}


def top_abs_eigvecs(M: np.ndarray, K: int) -> np.ndarray:
    """Orthonormal eigenvectors of the symmetric part of M for its K largest |eigenvalues|."""
    ev, V = np.linalg.eigh((M + M.T) / 2)
    idx = np.argsort(-np.abs(ev))[:K]
    return np.linalg.qr(V[:, idx])[0]


def jennrich(T: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Unit vectors v_i with T ~ sum_i c_i v_i^{x3} (K x K x K, linearly independent v_i): eigenvectors of
    T(I, I, a) T(I, I, b)^{-1} for random a, b (real parts)."""
    K = T.shape[0]
    if K == 1:
        return np.ones((1, 1))
    a, b = rng.normal(size=K), rng.normal(size=K)
    Ma, Mb = np.einsum("ijk,k->ij", T, a), np.einsum("ijk,k->ij", T, b)
    ev, V = np.linalg.eig(Ma @ np.linalg.pinv(Mb))
    V = np.real(V)
    return V / np.linalg.norm(V, axis=0, keepdims=True)


def subroutine1(x: torch.Tensor, y: torch.Tensor, K: int, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray,
                symmetric: bool, rng: np.random.Generator) -> dict[str, np.ndarray]:
    """Subroutine 1 on (x, y) split into thirds D_1, D_2, D_3. Returns U_hat (d, K), the directions
    U_hat v_hat_i (d, K), alpha_hat of (C.5) (K,), W0 = alpha_hat_j U_hat v_hat_j as printed (line 11), and
    Q^_1 of D_3."""
    n = x.shape[0]
    parts = [slice(0, n // 3), slice(n // 3, 2 * n // 3), slice(2 * n // 3, n)]
    q1a, q2a, q3a = empirical_q(x[parts[0]], y[parts[0]], lam, mus, s2)
    if not symmetric:
        U = top_abs_eigvecs(q2a, K)
    else:
        alpha = rng.normal(size=x.shape[1])
        U = top_abs_eigvecs(np.einsum("abc,c->ab", q3a, alpha), K)
    _, _, q3b = empirical_q(x[parts[1]], y[parts[1]], lam, mus, s2)
    R3 = np.einsum("abc,ai,bj,ck->ijk", q3b, U, U, U)
    V = jennrich(R3, rng)
    dirs = U @ V
    dirs = dirs / np.linalg.norm(dirs, axis=0, keepdims=True)
    q1c, _, _ = empirical_q(x[parts[2]], y[parts[2]], lam, mus, s2)
    alpha_hat = np.linalg.lstsq(dirs, q1c, rcond=None)[0]
    sgn = np.where(alpha_hat < 0, -1.0, 1.0)
    dirs, alpha_hat, V = dirs * sgn, alpha_hat * sgn, V * sgn
    return {"U": U, "V": V, "dirs": dirs, "alpha_hat": alpha_hat, "W0": dirs * alpha_hat, "q1": q1c}


def magnitude_link(z: float, wbar: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray, K: int) -> float:
    """m(z) = z E[phi'(z wbar^T x)]/K: the least-squares coefficient (C.5) of a neuron z wbar on Q_1."""
    return z * float(phi_deriv_means((z * wbar)[:, None], lam, mus, s2)[0, 0]) / K


def invert_magnitude(alpha: float, wbar: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray,
                     K: int, z_max: float = 50.0) -> float:
    """The z >= 0 with m(z) = alpha (bisection; m is increasing on the bracket found), capped at z_max."""
    lo, hi = 0.0, 1.0
    while magnitude_link(hi, wbar, lam, mus, s2, K) < alpha and hi < z_max:
        lo, hi = hi, min(2 * hi, z_max)
    if magnitude_link(hi, wbar, lam, mus, s2, K) < alpha:
        return z_max
    for _ in range(60):
        mid = (lo + hi) / 2
        if magnitude_link(mid, wbar, lam, mus, s2, K) < alpha:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def perm_error(W0: np.ndarray, Wstar: np.ndarray, spectral: bool = False) -> float:
    """min over column permutations P of ||W0 - W* P|| (Frobenius, or spectral), all permutations (K <= 4)."""
    from itertools import permutations

    K = Wstar.shape[1]
    return min(float(np.linalg.norm(W0 - Wstar[:, list(p)], 2 if spectral else None))
               for p in permutations(range(K)))
