"""Section 5 building blocks of chenli (part A): flat decompositions (Lemmas 5.20/5.21), the restricted norm
xi(M) of Lemma 5.22 by exact enumeration of equal-or-disjoint pairs (S, T), the coupling of Definition 5.10
block by block (exact laws), and a Monte-Carlo estimate of E[X^T J softmax(X Theta X^T) X] (Theorem 5.1)."""

from __future__ import annotations

import functools
import itertools
import math
from fractions import Fraction

import numpy as np
import torch

# ------------------------------------------------------------------------------ Lemmas 5.20 / 5.21 (L1244-L1276)

def flat_step(v: np.ndarray, eps: float) -> tuple[np.ndarray, np.ndarray, int]:
    """One step of the proof of Lemma 5.21: delta = entries with |v_i| <= eps/sqrt(d) (printed without |.|);
    positive and negative parts of v - delta are cut into dyadic buckets (top entry and every entry >= half of
    it) and w is the bucket averages. Returns (w, delta, number of buckets = pieces of w)."""
    d = v.shape[0]
    small = np.abs(v) <= eps / math.sqrt(d)
    delta = np.where(small, v, 0.0)
    r = v - delta
    w = np.zeros(d)
    pieces = 0
    for sg in (1.0, -1.0):
        part = np.where(sg * r > 0, sg * r, 0.0)
        rem = part > 0
        while rem.any():
            top = part[rem].max()
            idx = rem & (part >= top / 2)
            w[idx] = sg * part[idx].mean()
            rem &= ~idx
            pieces += 1
    return w, delta, pieces


def flat_decomposition(v: np.ndarray, eps: float, max_iter: int = 10_000) -> dict:
    """Lemma 5.20 by iterating Lemma 5.21 (proof L1262-L1276) at eps' = eps/sqrt(2), stopping once the residual
    r_n = v - sum_j (w_j + delta_j) has norm <= eps'. The delta_j have disjoint supports (r_j vanishes on
    supp delta_j) with entries <= eps'/sqrt(d), and r_n is 0 there, so ||v - sum w_j||^2 = ||r_n||^2 +
    ||sum delta_j||^2 <= 2 eps'^2 = eps^2. Returns the components' norms and pieces and the final error."""
    ep = eps / math.sqrt(2)
    r = np.array(v, dtype=float)
    ws, norms, pieces = [], [], []
    while np.linalg.norm(r) > ep and len(ws) < max_iter:
        w, delta, p = flat_step(r, ep)
        ws.append(w)
        norms.append(float(np.linalg.norm(w)))
        pieces.append(p)
        r = r - w - delta
    total = np.sum(ws, axis=0) if ws else np.zeros_like(r)
    return {"n": len(ws), "norms": norms, "pieces": pieces, "err": float(np.linalg.norm(v - total)),
            "resid": float(np.linalg.norm(r))}


# ------------------------------------------------------------------------------------ Lemma 5.22 (L1278-L1314)

@functools.lru_cache(maxsize=16)
def _assignments(d: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Indicator rows of S and T for the 3^d assignments of [d] to (neither, S, T)."""
    digits = np.stack(np.unravel_index(np.arange(3**d), (3,) * d), 1)
    return torch.as_tensor(digits == 1, dtype=torch.float64), torch.as_tensor(digits == 2, dtype=torch.float64)


def xi_exact(M: torch.Tensor) -> float:
    """xi(M) = max over nonempty S = T (|1_S^T M 1_S|/|S|) and nonempty disjoint S, T (|1_S^T M 1_T|/sqrt(|S||T|)),
    by enumerating the 3^d assignments of each coordinate to (neither, S, T) and the 2^d sets S (d <= 13)."""
    d = M.shape[0]
    S, T = (x.to(device=M.device, dtype=M.dtype) for x in _assignments(d))
    ns, nt = S.sum(1), T.sum(1)
    val = ((S @ M) * T).sum(1).abs()
    ok = (ns > 0) & (nt > 0)
    best = (val[ok] / torch.sqrt(ns[ok] * nt[ok])).max() if ok.any() else torch.tensor(0.0, dtype=M.dtype)
    diag = ((S @ M) * S).sum(1).abs()
    okd = ns > 0
    best_eq = (diag[okd] / ns[okd]).max()
    return float(torch.maximum(best, best_eq))


# ------------------------------------------------------------------------------------ Definition 5.10 (L761-L776)

def coupling_block_law(n: int, a: int, a2: int) -> dict[tuple[int, ...], Fraction]:
    """Exact law of x'_block under the coupling of Definition 5.10 for one slice block of size n, from x uniform
    on the strings with a entries +1 to the target with a2 entries +1: if a <= a2 set a uniformly random subset of
    a2 - a of the -1 entries to +1, else a random subset of a - a2 of the +1 entries to -1 (enumeration)."""
    law: dict[tuple[int, ...], Fraction] = {}
    xs = list(itertools.combinations(range(n), a))
    px = Fraction(1, len(xs))
    for plus in xs:
        pos = set(plus)
        pool = [i for i in range(n) if i not in pos] if a <= a2 else sorted(pos)
        subs = list(itertools.combinations(pool, abs(a2 - a)))
        ps = px / len(subs)
        for sub in subs:
            new = pos | set(sub) if a <= a2 else pos - set(sub)
            z = tuple(1 if i in new else -1 for i in range(n))
            law[z] = law.get(z, Fraction(0)) + ps
    return law


# ------------------------------------------------------------------------------------ Theorem 5.1 (L511, L1316-L1350)

def jsx_deviation(theta: torch.Tensor, k: int, n: int, gen: torch.Generator, batch: int = 20_000) -> float:
    """||(1/k) E^[X^T J softmax(X Theta X^T) X] - I||_op, Monte Carlo over n draws X ~ Unif{+-1}^{k x d}
    (X^T J S X = (X^T 1)(1^T S X), accumulated in float64)."""
    d = theta.shape[0]
    acc = torch.zeros(d, d, dtype=theta.dtype, device=theta.device)
    done = 0
    while done < n:
        b = min(batch, n - done)
        X = (torch.randint(0, 2, (b, k, d), generator=gen, device=theta.device) * 2 - 1).to(theta.dtype)
        Y = (X.reshape(-1, d) @ theta).view(X.shape)  # X Theta as one GEMM
        S = torch.softmax(torch.bmm(Y, X.transpose(1, 2)), -1)
        acc += X.sum(1).T @ torch.bmm(S.sum(1).unsqueeze(1), X).squeeze(1)  # sum_b (X^T 1)(1^T S X)
        done += b
    E = acc / (n * k) - torch.eye(d, dtype=theta.dtype, device=theta.device)
    return float(torch.linalg.matrix_norm(E, 2))


def phase1_error(thetas: torch.Tensor, Ws: torch.Tensor, k: int, n: int, gen: torch.Generator,
                 batch: int = 20_000) -> float:
    """||(1/k) E^[X^T J Y] - sum_i W_i||_F / ||sum_i W_i||_F for Y = F(X) = sum_i softmax(X Theta_i X^T) X W_i
    (Eq. (1)), Monte Carlo over n draws of X ~ Unif{+-1}^{k x d} (the Phase-I estimator of Eq. (2))."""
    d = thetas.shape[-1]
    acc = torch.zeros(d, d, dtype=thetas.dtype, device=thetas.device)
    done = 0
    while done < n:
        b = min(batch, n - done)
        X = (torch.randint(0, 2, (b, k, d), generator=gen, device=thetas.device) * 2 - 1).to(thetas.dtype)
        S = torch.softmax(torch.einsum("bmke,ble->bmkl", torch.einsum("bkd,mde->bmke", X, thetas), X), -1)
        cX = torch.einsum("bml,bld->bmd", S.sum(2), X)  # 1^T S_i X per head
        acc += X.sum(1).T @ torch.einsum("bmd,mde->be", cX, Ws)  # sum_b (X^T 1)(1^T Y), Y = sum_i S_i X W_i
        done += b
    Wsum = Ws.sum(0)
    return float(torch.linalg.matrix_norm(acc / (n * k) - Wsum) / torch.linalg.matrix_norm(Wsum))



def cube_slice_projections(v: torch.Tensor, d1: int, d2: int, a2: torch.Tensor, a3: torch.Tensor, n: int,
                           gen: torch.Generator) -> torch.Tensor:
    """<X_i, v> for n independent draws of the k rows X_i ~ pi^s_{mu_i, nu_i; d1, d2, d3} (uniform cube on the
    first d1 coordinates, uniform slices with exactly a2[i] (resp. a3[i]) entries +1 on the next d2 (resp. the last
    d3 = d - d1 - d2) coordinates). Returns an n x k float64 tensor. Slices are drawn as random permutations.
    ``v`` may also be a d x B matrix (B directions on the same draws: common random numbers, the generator consumed
    exactly as for one): the result is then n x k x B, column b equal to the call with ``v[:, b]``."""
    k = a2.shape[0]
    d3 = v.shape[0] - d1 - d2
    out = torch.zeros((n, k) + tuple(v.shape[1:]), dtype=torch.float64)
    if d1:
        x1 = torch.randint(0, 2, (n, k, d1), generator=gen).to(torch.float64) * 2 - 1
        out += x1 @ v[:d1]
    for seg, m, a in ((v[d1: d1 + d2], d2, a2), (v[d1 + d2:], d3, a3)):
        if m == 0:
            continue
        rank = torch.rand(n, k, m, generator=gen, dtype=torch.float64).argsort(-1).argsort(-1)
        x = torch.where(rank < a[None, :, None], 1.0, -1.0).to(torch.float64)
        out += x @ seg
    return out


# ------------------------------------------------------------------------------------ Theorem 5.4 (L563)

def two_valued_slice_law(m: int, K: int, a: int) -> tuple[np.ndarray, np.ndarray]:
    """Exact law of p(x) = <v, x> for x ~ U_{m, mu} (exactly K entries +1, mu = 2K/m - 1) and the two-valued
    v = 1_A/a - 1_B/b with A = [a], B = [m] \\ [a], b = m - a (so v is orthogonal to the all-ones vector).
    With J = #{i in A: x_i = +1} ~ Hypergeometric(m, K, a): p(x) = (2J - a)/a - (2(K - J) - b)/b.
    Returns (atoms, pmf), atoms increasing."""
    from scipy.special import gammaln

    b = m - a
    js = np.arange(max(0, K - b), min(a, K) + 1)
    jf = js.astype(float)
    # Hypergeometric(m, K, a) pmf from log-gamma (scipy's hypergeom.pmf takes ~30 s at m = 1e5, a = 4e4; this is O(1)
    # per atom, relative error ~ m 1e-16 on each atom)
    lp = (gammaln(K + 1) - gammaln(jf + 1) - gammaln(K - jf + 1) + gammaln(m - K + 1) - gammaln(a - jf + 1)
          - gammaln(m - K - a + jf + 1) - gammaln(m + 1) + gammaln(a + 1) + gammaln(b + 1))
    pmf = np.exp(lp)
    atoms = (2 * js - a) / a - (2 * (K - js) - b) / b
    return atoms, pmf


def slice_kolmogorov(m: int, K: int, a: int) -> dict:
    """sup_r |P[p(x) <= r] - P[p(gamma) <= r]| for the two-valued v of :func:`two_valued_slice_law`, x ~ U_{m,mu}
    and gamma ~ N(mu, 1 - mu^2)^{(x) m}, so p(gamma) ~ N(mu <v, 1>, (1 - mu^2)||v||^2) = N(0, (1 - mu^2)||v||^2).
    The law of p(x) is a step function, so the sup is attained at an atom, from the left or from the right.
    Returns the distance, tau = ||v||_inf/||v||_2 and mu."""
    from scipy.stats import norm

    b = m - a
    mu = 2 * K / m - 1
    atoms, pmf = two_valued_slice_law(m, K, a)
    sigma = math.sqrt((1 - mu * mu) * (1 / a + 1 / b))
    G = norm.cdf(atoms / sigma)
    F = np.minimum(np.cumsum(pmf), 1.0)
    F_left = np.r_[0.0, F[:-1]]
    dist = float(max(np.abs(F - G).max(), np.abs(F_left - G).max()))
    tau = (1 / min(a, b)) / math.sqrt(1 / a + 1 / b)
    return {"dist": dist, "tau": tau, "mu": mu}
