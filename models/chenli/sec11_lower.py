"""The Section 11 lower-bound construction of Chen & Li (exact linear algebra and the 4-head gadget).

Torch float64 for the layer; Fractions / mpmath for exact re-checks. No Hypothesis.
"""

from __future__ import annotations

from fractions import Fraction

import mpmath
import numpy as np
import torch


def phi_t(z: torch.Tensor) -> torch.Tensor:
    """phi(z) = z tanh(z/2)."""
    return z * torch.tanh(z / 2)


def gadget(X: torch.Tensor, tau: float, v: torch.Tensor, s: int) -> torch.Tensor:
    """G^s_{tau,v}(X) of Prop. 11.4 as four attention heads (X: 2 x d rows (a_i, z_i)); returns the 2-vector."""
    w = torch.cat([torch.tensor([tau], dtype=X.dtype, device=X.device), v])
    wp = torch.cat([torch.tensor([-tau], dtype=X.dtype, device=X.device), v])
    e1 = torch.zeros_like(w)
    e1[0] = 1.0

    def head(theta: torch.Tensor, proj: torch.Tensor) -> torch.Tensor:
        return torch.softmax(X @ theta @ X.T, dim=-1) @ X @ proj

    th, thp = torch.outer(e1, w), torch.outer(e1, wp)
    return head(th, w) - head(-th, w) + s * (head(thp, wp) - head(-thp, wp))


def gadget_mp(X: np.ndarray, tau: float, v: np.ndarray, s: int) -> list:
    """The same gadget at 60 digits (mpmath), for the exact re-check."""
    with mpmath.workdps(60):
        Xm = mpmath.matrix([[mpmath.mpf(float(x)) for x in row] for row in X])
        w = [mpmath.mpf(tau)] + [mpmath.mpf(float(t)) for t in v]
        wp = [-mpmath.mpf(tau)] + [mpmath.mpf(float(t)) for t in v]

        def head(vec: list, sign: int) -> list:
            # X Theta X^T with Theta = e1 vec^T: entry (r, c) = X[r,0] * <vec, X[c]>
            xw = [mpmath.fsum(Xm[c, j] * vec[j] for j in range(len(vec))) for c in range(2)]
            out = []
            for r in range(2):
                logits = [sign * Xm[r, 0] * xw[c] for c in range(2)]
                mx = max(logits)
                e = [mpmath.exp(li - mx) for li in logits]
                z = e[0] + e[1]
                out.append(mpmath.fsum(e[c] / z * xw[c] for c in range(2)))
            return out

        h1, h2, h3, h4 = head(w, 1), head(w, -1), head(wp, 1), head(wp, -1)
        return [h1[r] - h2[r] + s * (h3[r] - h4[r]) for r in range(2)]


def interpolation(dM: int, rho: float, h: np.ndarray, odd: bool) -> tuple[np.ndarray, np.ndarray]:
    """Lemma 11.5's construction: lambda (indexed 1..2dM+2 as 0..2dM+1) and tau = rho(-dM, ..., dM, dM+1).

    Solves (146) M mu = (h_vec/2, 0) with M_{l,i} = phi(rho(i - l)), l in {-dM..dM}, i in {-dM..dM+1}, plus an
    all-ones last row; lambda_{dM+1+i} = mu_i (the index map under which the proof's display becomes (145)).
    For odd h the right side is -h/2: the proof's 'subtract' step gives -h with +h/2 (sign slip, see the claim).
    ``h`` holds h(l) for l = -dM..dM.
    """
    n = 2 * dM + 2
    idx = np.arange(-dM, dM + 2)
    ls = np.arange(-dM, dM + 1)
    M = np.zeros((n, n))
    z = rho * (idx[None, :] - ls[:, None])
    M[: n - 1] = z * np.tanh(z / 2)
    M[n - 1] = 1.0
    rhs = np.r_[(-0.5 if odd else 0.5) * np.asarray(h, float), 0.0]
    mu = np.linalg.solve(M, rhs)
    return mu, rho * idx.astype(float)  # lambda_j = mu at the same position j (0-based)


def interpolation_value(lam: np.ndarray, tau: np.ndarray, u: np.ndarray, odd: bool) -> np.ndarray:
    """Item 4's left side at <v,x> = u: sum_i lambda_i phi(tau_i + u) +/- lambda_i phi(-tau_i + u)."""
    a = torch.as_tensor(tau[None, :] + u[:, None])
    b = torch.as_tensor(-tau[None, :] + u[:, None])
    lt = torch.as_tensor(lam[None, :])
    sgn = -1.0 if odd else 1.0
    return (lt * phi_t(a) + sgn * lt * phi_t(b)).sum(1).numpy()


def interpolation_value_mp(lam: np.ndarray, tau: np.ndarray, u: float, odd: bool) -> mpmath.mpf:
    """The same at 60 digits (lambda, tau taken as their exact float64 values)."""
    with mpmath.workdps(60):
        sgn = -1 if odd else 1
        out = mpmath.mpf(0)
        for li, ti in zip(lam, tau, strict=True):
            a, b = mpmath.mpf(float(ti)) + mpmath.mpf(u), -mpmath.mpf(float(ti)) + mpmath.mpf(u)
            out += mpmath.mpf(float(li)) * (a * mpmath.tanh(a / 2) + sgn * b * mpmath.tanh(b / 2))
        return out


def path_distance_inverse_exact(m: int) -> list[list[Fraction]]:
    """The exact inverse of D_ij = |i - j| (Gauss-Jordan over the rationals)."""
    A = [[Fraction(abs(i - j)) for j in range(m)] + [Fraction(int(i == j)) for j in range(m)] for i in range(m)]
    for c in range(m):
        p = next(r for r in range(c, m) if A[r][c] != 0)
        A[c], A[p] = A[p], A[c]
        pv = A[c][c]
        A[c] = [x / pv for x in A[c]]
        for r in range(m):
            if r != c and A[r][c] != 0:
                f = A[r][c]
                A[r] = [x - f * y for x, y in zip(A[r], A[c], strict=True)]
    return [row[m:] for row in A]


def lwr_encode(t: np.ndarray, bits: int) -> np.ndarray:
    """z[x]: each t in Z_q written as bits (s_i + 1)/2 with t = sum_i 2^i (s_i + 1)/2, s_i in {+-1}."""
    t = np.asarray(t, dtype=np.int64)
    return (2 * ((t[..., None] >> np.arange(bits)) & 1) - 1).reshape(*t.shape[:-1], -1)


def reduction_layer(X: torch.Tensor, lam: torch.Tensor, tau: torch.Tensor, nu: torch.Tensor, s: int) -> torch.Tensor:
    """Column 0 of F(X) = sum_i lambda_i G^s_{tau_i, nu}(X) e_1^T (Lemma 11.7) for a batch X (B x 2 x D).

    Every G^s is computed head by head as in Prop. 11.4 (four softmax heads with Theta = +-e_1 (+-tau_i, nu)^T and
    value vector (+-tau_i, nu)); returns B x 2 (the other columns of F are 0).
    """
    a = X[:, :, 0]  # B x 2
    zv = X[:, :, 1:] @ nu  # B x 2: <nu, z_c>
    out = torch.zeros_like(a)
    for sign_tau, coef in ((1.0, 1.0), (-1.0, float(s))):
        xw = a[:, None, :] * (sign_tau * tau)[None, :, None] + zv[:, None, :]  # B x m x 2: <w_i, X_c>
        for sign_theta, c2 in ((1.0, 1.0), (-1.0, -1.0)):
            logits = sign_theta * a[:, None, :, None] * xw[:, :, None, :]  # B x m x 2(r) x 2(c)
            p = torch.softmax(logits, dim=-1)
            head = (p * xw[:, :, None, :]).sum(-1)  # B x m x 2
            out = out + coef * c2 * (head * lam[None, :, None]).sum(1)
    return out


def all_two_token_inputs(dz: int) -> np.ndarray:
    """Every X in {+-1}^{2 x (dz + 1)} (rows (a_1, z_1), (a_2, z_2)), as an array 4^{dz+1} x 2 x (dz + 1)."""
    D = dz + 1
    bits = ((np.arange(2 ** (2 * D))[:, None] >> np.arange(2 * D)) & 1) * 2 - 1
    return bits.reshape(-1, 2, D).astype(float)
