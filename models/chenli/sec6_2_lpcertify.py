"""LPCERTIFY (Algorithm 1 of Chen & Li, Section 6.2) on instances where the event E holds EXACTLY, and the body K of
Eq. (102) with its probes (membership, minimum-norm point, support function).

Event E (Eq. (65)) = Prop. 6.1 and Lemma 6.2. Lemma 6.2 (exact spectral form: spec(G G^T) in [0.9, 1.1]) holds with
G G^T = I exactly when X has k rows of a (row-signed, column-signed, column-permuted) Sylvester-Hadamard matrix
(X X^T = d I) and the W_i are W_1 = O/sqrt(d), W_2 = omega_2 diag(h_t) O/sqrt(d) (O orthogonal) with h_t a Hadamard row
such that r_a XOR r_b != t for the chosen rows (then X diag(h_t) X^T = 0, Sylvester rows multiply as h_a o h_b =
h_{a XOR b}); the column permutation must preserve h_t. Prop. 6.1 holds for every such X when ||Delta||_op <=
eps min||W_i|| / (4 sqrt d). This is how the certification's guarantees become testable at d = 4..32.

Torch float64 for the layer, numpy + cvxpy (thmcheck.models.lpcert) for the programs. No Hypothesis.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import mpmath
import numpy as np
import torch
from scipy.linalg import hadamard as _scipy_hadamard

from thmcheck.models.chenli import sec6_attention as A
from thmcheck.models.lpcert import OPTIMAL, ConicLP, LPResult, SimplexLS, certify_simplex_ls, simplex_ls_batch


@lru_cache(maxsize=16)
def hadamard(d: int) -> np.ndarray:
    """scipy's Sylvester-Hadamard matrix of order d, built once per d (read-only: callers index or copy it)."""
    H = _scipy_hadamard(d)
    H.flags.writeable = False
    return H


def stabilizer_perm(rng: np.random.Generator, d: int, t: int | None) -> np.ndarray:
    """A random column permutation; one preserving the sign pattern of Hadamard row t when t is given."""
    if t is None:
        return rng.permutation(d)
    h = hadamard(d)[t]
    perm = np.arange(d)
    for sgn in (1, -1):
        idx = np.flatnonzero(h == sgn)
        perm[idx] = rng.permutation(idx)
    return perm


def hadamard_rows(rng: np.random.Generator, d: int, k: int, t: int | None) -> np.ndarray:
    """k distinct Hadamard row indices with r_a XOR r_b != t for all a, b (no condition when t is None)."""
    for _ in range(1000):
        rows = rng.choice(d, size=k, replace=False)
        if t is None or all((a ^ b) != t for a in rows for b in rows):
            return rows
    raise ValueError(f"no {k} Hadamard rows of size {d} avoid XOR {t}")


def e_exact_X(rng: np.random.Generator, d: int, k: int, t: int | None) -> np.ndarray:
    """X in {+-1}^{k x d} with X X^T = d I (and X diag(h_t) X^T = 0 when t is given)."""
    H = hadamard(d).astype(float)
    rows = hadamard_rows(rng, d, k, t)
    perm = stabilizer_perm(rng, d, t)
    X = H[rows][:, perm] * rng.choice([-1.0, 1.0], size=(k, 1)) * rng.choice([-1.0, 1.0], size=(1, d))
    return X


def pick_t(d: int, k: int) -> int | None:
    """A Hadamard row index t that some k rows avoid (None when d is too small)."""
    return 1 if d >= 8 else None


def e_exact_W(rng: np.random.Generator, d: int, m: int, omega2: float, t: int | None) -> np.ndarray:
    """W_1 = O/sqrt(d) (||W_1||_F = 1), W_2 = omega_2 diag(h_t) O / sqrt(d)."""
    O = np.linalg.qr(rng.normal(size=(d, d)))[0]
    Ws = [O / np.sqrt(d)]
    if m == 2:
        if t is None:
            raise ValueError("m = 2 needs a Hadamard row t (d >= 8)")
        Ws.append(omega2 * hadamard(d)[t][:, None] * O / np.sqrt(d))
    return np.stack(Ws)


def planted_theta(rng: np.random.Generator, X: np.ndarray, logits: np.ndarray, noise: float) -> np.ndarray:
    """Theta with X_{1:} Theta X^T = logits exactly (X X^T = d I) plus a random part invisible to row 1."""
    d = X.shape[1]
    base = np.outer(X[0], logits @ X) / d**2
    N = rng.normal(size=(d, d))
    N -= np.outer(X[0], X[0] @ N @ X.T @ X) / d**2
    N *= noise / max(np.linalg.norm(N), 1e-300)
    return base + N


@dataclass
class Step:
    """One pass of Algorithm 1, lines 7-12, on one example."""

    alpha: np.ndarray
    residual: float
    threshold: float
    accepted: bool  # line 9 and line 10
    A: np.ndarray | None = None  # X_{1:}^T (X_{2:} - X_{3:})
    s: float | None = None  # log(alpha_2 / alpha_3)
    fw_gap: float = np.inf
    status: str = OPTIMAL


def certify_step(X: np.ndarray, thetas: np.ndarray, Ws: np.ndarray, delta: np.ndarray, eps: float,
                 lam_p: float, qp: SimplexLS | None = None) -> Step:
    """Lines 8-12 for one example: QP-1 (cvxpy SimplexLS if given, else the exact batched solver, both verified by
    the Frank-Wolfe gap), the acceptance rule with threshold eps sqrt(lambda')/2, and the constraint (A, s)."""
    Xt = torch.as_tensor(X, dtype=torch.float64)
    y = A.first_row_output(Xt, torch.as_tensor(thetas, dtype=torch.float64),
                           torch.as_tensor(Ws, dtype=torch.float64)).numpy()
    M = X @ (Ws.sum(0) + delta)
    if qp is not None:
        r = qp.solve(M, y)
    else:
        a, _ = simplex_ls_batch(M[None], y[None])
        r = certify_simplex_ls(M, y, a[0], "support-enumeration")
    thr = eps * np.sqrt(lam_p) / 2
    acc = bool(r.value < thr and r.alpha[1] >= 1 / 3 and r.alpha[2] >= 1 / 3)
    st = Step(r.alpha, float(r.value), float(thr), acc, fw_gap=r.fw_gap, status=r.status)
    if acc:
        st.A = np.outer(X[0], X[1] - X[2])
        st.s = float(np.log(r.alpha[1] / r.alpha[2]))
    return st


def constraint_excess(A_: np.ndarray, s: float, thetas: np.ndarray, radius: float) -> np.ndarray:
    """max over the Frobenius ball of ``radius`` around each head of |<A, Theta> - s|: |<A,Theta_i> - s| + r||A||_F
    (the maximum over the radius-neighbourhood of conv(Theta_i) is attained at a vertex: convexity)."""
    return np.abs(np.einsum("de,mde->m", A_, thetas) - s) + radius * np.linalg.norm(A_)


def step_exact(X: np.ndarray, thetas: np.ndarray, Ws: np.ndarray, delta: np.ndarray, alpha: np.ndarray,
               eps: float, lam_p: float) -> dict:
    """60-digit re-check of one accepted step: the residual of the (float, exactly renormalized) alpha against the
    threshold, alpha_2, alpha_3 >= 1/3, and max_i |<A, Theta_i> - log(alpha_2/alpha_3)| + (eps/2d)||A||_F."""
    with mpmath.workdps(60):
        k, d = X.shape
        a = [mpmath.mpf(float(v)) for v in alpha]
        tot = mpmath.fsum(a)
        a = [v / tot for v in a]
        res, _ = A.witness_exact(np.array([float(v) for v in alpha]), X, thetas, Ws, delta, 0)
        thr = mpmath.mpf(eps) * mpmath.sqrt(mpmath.mpf(lam_p)) / 2
        s = mpmath.log(a[1] / a[2])
        A_ = np.outer(X[0], X[1] - X[2])
        nA = mpmath.sqrt(mpmath.fsum(mpmath.mpf(int(v)) ** 2 for v in A_.ravel()))
        worst = max(abs(mpmath.fsum(int(A_[p, q]) * mpmath.mpf(float(th[p, q])) for p in range(d) for q in range(d)
                                    if A_[p, q] != 0) - s) for th in thetas)
        accepted = bool(res < thr and a[1] >= mpmath.mpf(1) / 3 and a[2] >= mpmath.mpf(1) / 3)
        return {"accepted": accepted, "excess": worst + mpmath.mpf(eps) / (2 * d) * nA, "residual": res}


# ----------------------------------------------------------------------------------------------- the body K


@dataclass
class Body:
    """K of Eq. (102): {Theta : ||Theta||_F <= R, |<A_t, Theta> - s_t| <= 7 eps for all t}, as cvxpy programs built
    once (capacity ``cap`` constraints) and re-solved with verified answers (thmcheck.models.lpcert.ConicLP)."""

    d: int
    cap: int
    solver: str = "CLARABEL"
    progs: dict = field(default_factory=dict)

    def _prog(self, objective: str) -> ConicLP:
        if objective not in self.progs:
            self.progs[objective] = ConicLP(self.d * self.d, 2 * self.cap, objective=objective, ball=True,
                                            solver=self.solver)
        return self.progs[objective]

    @staticmethod
    def rows(As: np.ndarray, ss: np.ndarray, eps: float, shift: np.ndarray | None = None) -> tuple:
        """Inequalities G x <= h of the slabs (in x = vec(Theta) - shift)."""
        Am = As.reshape(len(As), int(np.prod(As.shape[1:])))  # also when no constraint was accepted
        b = np.r_[ss + 7 * eps, -ss + 7 * eps]
        G = np.vstack([Am, -Am])
        if shift is not None:
            b = b - G @ shift
        return G, b

    @staticmethod
    def contains(As: np.ndarray, ss: np.ndarray, eps: float, R: float, P: np.ndarray) -> tuple[bool, float]:
        """The membership oracle of K (Definition 6.13 item 1), in float64: whether vec(P) satisfies every slab and
        the ball, and the worst slack max(max_t (G x - h)_t, ||x|| - R) (<= 0 inside)."""
        x = np.ravel(P)
        G, h = Body.rows(As, ss, eps)
        worst = max(float(np.max(G @ x - h)) if len(G) else -np.inf, float(np.linalg.norm(x)) - R)
        return worst <= 0.0, worst

    def min_norm(self, As: np.ndarray, ss: np.ndarray, eps: float, R: float) -> LPResult:
        """The minimum-norm point of K (Theorem 6.17 (II))."""
        G, h = self.rows(As, ss, eps)
        return self._prog("norm").solve(A=G, b=h, R=R)

    def support(self, As: np.ndarray, ss: np.ndarray, eps: float, R: float, U: np.ndarray) -> LPResult:
        """h_K(U) = max <U, Theta> over K (returned as the minimum of <-U, Theta>: value = -h_K(U))."""
        G, h = self.rows(As, ss, eps)
        return self._prog("linear").solve(c=-U.ravel(), A=G, b=h, R=R)


def run_lpcertify(seed: int, cfg: dict) -> dict:
    """Algorithm 1 on an E-exact family: T examples, QP-1 by the exact batched solver (verified by its Frank-Wolfe
    gap), acceptance as printed (lambda' := min ||W_i||_F^2), constraints collected; A = 0 constraints dropped.

    cfg: d, k, m, T, eps, theta_norm, omega2, delta_frac (||Delta||_op as a fraction of the Prop. 6.1 budget),
    logit_bias (added to tokens 2, 3 of head 1's first-row logits, to make acceptance frequent)."""
    rng = np.random.default_rng(seed)
    d, k, m, T, eps = cfg["d"], cfg["k"], cfg["m"], cfg["T"], cfg["eps"]
    t = pick_t(d, k) if m == 2 else None
    Ws = e_exact_W(rng, d, m, cfg.get("omega2", 1.0), t)
    minW = float(np.linalg.norm(Ws, axis=(1, 2)).min())
    lam_p = minW**2
    thetas = rng.normal(size=(m, d, d))
    thetas *= cfg["theta_norm"] / np.linalg.norm(thetas, axis=(1, 2), keepdims=True)
    if m == 2:  # heads that agree often enough for acceptance: a shared part plus a small private part
        thetas[1] = 0.9 * thetas[0] + 0.1 * thetas[1]
        thetas[1] *= cfg["theta_norm"] * cfg.get("ratio2", 1.0) / np.linalg.norm(thetas[1])
    G = rng.normal(size=(d, d))
    delta = G / np.linalg.norm(G, 2) * cfg.get("delta_frac", 0.5) * eps * minW / (4 * np.sqrt(d))
    Xs = np.stack([e_exact_X(rng, d, k, t) for _ in range(T)])
    Xt = torch.as_tensor(Xs, dtype=torch.float64)
    th = torch.as_tensor(thetas, dtype=torch.float64)
    logits = torch.einsum("bd,mde,bke->bmk", Xt[:, 0], th, Xt)
    S = torch.softmax(logits, -1)
    Y1 = torch.einsum("bmk,bkd,mde->be", S, Xt, torch.as_tensor(Ws, dtype=torch.float64)).numpy()
    M = Xs @ (Ws.sum(0) + delta)
    alpha, res = simplex_ls_batch(M, Y1)
    thr = eps * np.sqrt(lam_p) / 2
    acc = (res < thr) & (alpha[:, 1] >= 1 / 3) & (alpha[:, 2] >= 1 / 3)
    As = np.einsum("bd,be->bde", Xs[:, 0], Xs[:, 1] - Xs[:, 2])
    keep = acc & (np.abs(As).sum((1, 2)) > 0)
    idx = np.flatnonzero(keep)
    Uk = np.linalg.svd(np.eye(k) - 1.0 / k)[0][:, : k - 1]
    Gs = np.concatenate([np.einsum("ka,bkd,de->bae", Uk, Xs, W / np.linalg.norm(W)) for W in Ws], 1)
    ev = np.linalg.eigvalsh(Gs @ Gs.transpose(0, 2, 1))
    gaps = np.array([certify_simplex_ls(M[i], Y1[i], alpha[i], "support-enumeration").fw_gap for i in idx])
    ss = np.log(alpha[idx, 1] / alpha[idx, 2])
    return {"thetas": thetas, "Ws": Ws, "delta": delta, "As": As[idx], "ss": ss, "X_accepted": Xs[idx],
            "alpha": alpha[idx], "fw_gap_max": float(gaps.max()) if gaps.size else 0.0, "T": T,
            "accepted": int(idx.size), "eps": eps, "lam_p": lam_p, "d": d, "m": m, "k": k,
            "prop61": float(np.linalg.norm(Xs @ delta, axis=2).max()),
            "lo": float(ev.min()), "hi": float(ev.max()), "prop61_budget": eps * minW / 4}


def conv_min_norm(thetas: np.ndarray) -> float:
    """min ||Theta|| over conv(Theta_1..Theta_m) (m <= 2, closed form)."""
    if len(thetas) == 1:
        return float(np.linalg.norm(thetas[0]))
    a, b = thetas[0].ravel(), thetas[1].ravel()
    dv = b - a
    t = float(np.clip(-(a @ dv) / max(dv @ dv, 1e-300), 0.0, 1.0))
    return float(np.linalg.norm(a + t * dv))


def affine_hull_distance(thetas: np.ndarray, P: np.ndarray) -> float:
    """Distance of P to the affine hull K_Theta of the heads."""
    base = thetas[0].ravel()
    v = P.ravel() - base
    if len(thetas) > 1:
        D = (thetas[1:] - thetas[0]).reshape(len(thetas) - 1, -1)
        coef = np.linalg.lstsq(D.T, v, rcond=None)[0]
        v = v - D.T @ coef
    return float(np.linalg.norm(v))
