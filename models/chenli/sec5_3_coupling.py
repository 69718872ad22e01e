"""chenli Section 5.3: Monte Carlo of the slice law pi^s_{mu,nu;d1,d2,d3} (Section 5, L562) and of the coupling
D_{mu,nu,mu',nu'} of Definition 5.10 (L761-L777), with low-rank evaluations of the deviations of Lemmas 5.11, 5.13
and 5.14 (Theta = U diag(s) V^T of rank r, so d up to ~10^4 is cheap: O(n d r) per batch).

Conventions: coordinates 0..d1-1 are the cube block S_[1] (uniform +-1), the next d2 the slice block S_[2] with
exactly a2 entries +1 (mu = 2 a2/d2 - 1), the last d3 the slice block S_[3] with exactly a3 entries +1
(nu = 2 a3/d3 - 1). All tensors float64 on CPU; randomness from a seeded ``torch.Generator``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import torch

F64 = torch.float64


def coupled_slice_rows(n: int, k: int, m: int, a, b, gen: torch.Generator,  # noqa: ANN001
                       dtype: torch.dtype = F64, device: str = "cpu") -> tuple[torch.Tensor, torch.Tensor]:
    """The slice-block coupling of Definition 5.10, written once: n draws of k rows of a slice block of length m,
    row i of x with a[i] entries +1 and of x' with b[i] (a, b: ints or length-k tensors).

    One uniform permutation per row (argsort of i.i.d. float64 uniform keys) orders the block; x is +1 on its first
    a positions and x' on its first b. So x is uniform on its slice, and x' = x with, if a <= b, the positions
    a..b-1 (a uniform (b - a)-subset of the -1 entries of x) set to +1, else the positions b..a-1 (a uniform
    (a - b)-subset of the +1 entries) set to -1: exactly the coupling of Definition 5.10."""
    if m == 0:
        z = torch.zeros(n, k, 0, dtype=dtype, device=device)
        return z, z
    keys = torch.rand(n, k, m, generator=gen, dtype=F64, device=device)
    rank = keys.argsort(-1).argsort(-1)  # position of each coordinate in its row's permutation
    at = torch.as_tensor(a, device=device).reshape(1, -1, 1)
    bt = torch.as_tensor(b, device=device).reshape(1, -1, 1)
    one = torch.ones((), dtype=dtype, device=device)
    return torch.where(rank < at, one, -one), torch.where(rank < bt, one, -one)


def sample_slices(n: int, d1: int, d2: int, a2: int, d3: int, a3: int, gen: torch.Generator) -> torch.Tensor:
    """n independent draws of x ~ pi^s = U_{d1} (x) U_{d2, mu} (x) U_{d3, nu} (n x d, entries +-1)."""
    return sample_coupling(n, d1, d2, a2, a2, d3, a3, a3, gen)[0]


def sample_coupling(n: int, d1: int, d2: int, a2: int, b2: int, d3: int, a3: int, b3: int,
                    gen: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """n draws of (x, x') ~ D_{mu,nu,mu',nu'} (Definition 5.10): x ~ pi^s with a2 (a3) entries +1 in block 2
    (block 3); x' = x with, per slice block, if a <= b a uniformly random subset of b - a of the -1 entries set to
    +1, else a uniformly random subset of a - b of the +1 entries set to -1 (the cube block is shared).

    Each slice block is drawn by :func:`coupled_slice_rows` (one row per draw)."""
    for m, a, b in ((d2, a2, b2), (d3, a3, b3)):
        if not (0 <= a <= m and 0 <= b <= m):
            raise ValueError("slice counts must lie in [0, block size]")
    parts, parts2 = [], []
    if d1:
        cube = torch.randint(0, 2, (n, d1), generator=gen).to(F64) * 2 - 1
        parts.append(cube)
        parts2.append(cube)
    for m, a, b in ((d2, a2, b2), (d3, a3, b3)):
        if m == 0:
            continue
        x, x2 = coupled_slice_rows(n, 1, m, a, b, gen)
        parts.append(x[:, 0])
        parts2.append(x2[:, 0])
    return torch.cat(parts, 1), torch.cat(parts2, 1)


def low_rank_theta(d: int, r: int, F: float, family: str, gen: torch.Generator,
                   u1: torch.Tensor | None = None, v1: torch.Tensor | None = None
                   ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Theta = U diag(s) V^T of rank r, ||Theta||_F = F, with r equal singular values (stable rank exactly r).

    family 'haar': U, V Haar-random d x r (delocalised); 'aligned': the first left/right singular vectors are the
    given unit vectors u1, v1 (e.g. the block-mean directions), the rest Haar-random in their orthogonal complements.
    """
    G = torch.randn(d, r, generator=gen, dtype=F64)
    H = torch.randn(d, r, generator=gen, dtype=F64)
    if family == "aligned":
        if u1 is None or v1 is None:
            raise ValueError("family 'aligned' needs u1 and v1")
        G[:, 0] = u1
        H[:, 0] = v1
    elif family != "haar":
        raise ValueError(f"unknown family {family!r}")
    U = torch.linalg.qr(G)[0]
    V = torch.linalg.qr(H)[0]
    if family == "aligned":  # QR keeps the span of the first column: fix its sign
        U[:, 0] *= torch.sign(U[:, 0] @ u1)
        V[:, 0] *= torch.sign(V[:, 0] @ v1)
    s = torch.full((r,), F / math.sqrt(r), dtype=F64)
    return U, s, V


def theta_stats(U, s, V) -> dict[str, float]:  # noqa: ANN001
    """Stable rank ||Theta||_F^2/||Theta||_op^2 and upsilon = sqrt(d) max(column, row norm)/||Theta||_F
    (Assumptions 3 and 4, first parts) of Theta = U diag(s) V^T with orthonormal columns of U, V (so the singular
    values are s, row j of Theta has the norm of row j of U diag(s), column j that of V diag(s)). U, s, V: torch
    tensors or numpy arrays (the one copy of these statistics, used by Lemmas 5.11 and 5.15)."""
    U, s, V = (torch.as_tensor(t, dtype=F64) for t in (U, s, V))
    d = U.shape[0]
    F = float(torch.linalg.vector_norm(s))
    rows = torch.linalg.vector_norm(U * s, dim=1)  # ||Theta_{i.}|| (V orthonormal)
    cols = torch.linalg.vector_norm(V * s, dim=1)  # ||Theta_{.j}||
    return {"stable_rank": F**2 / float(s.abs().max()) ** 2,
            "upsilon": math.sqrt(d) * float(torch.maximum(rows.max(), cols.max())) / F, "F": F}


def bilinear_deviation(U: torch.Tensor, s: torch.Tensor, V: torch.Tensor, blocks: tuple[int, int, int],
                       x_counts: tuple[int, int], y_counts: tuple[int, int, int, int], n: int,
                       gen: torch.Generator, batch: int = 1000) -> torch.Tensor:
    """Lemma 5.11: |x^T Theta (y - y')|/||Theta||_F for n draws of x ~ pi^s (x_counts = (a2, a3)) independent of
    (y, y') ~ D (y_counts = (a2', b2', a3', b3'): y has a2' / a3' entries +1, y' has b2' / b3')."""
    d1, d2, d3 = blocks
    F = float(torch.linalg.vector_norm(s))
    out = []
    for start in range(0, n, batch):
        b = min(batch, n - start)
        x = sample_slices(b, d1, d2, x_counts[0], d3, x_counts[1], gen)
        y, y2 = sample_coupling(b, d1, d2, y_counts[0], y_counts[1], d3, y_counts[2], y_counts[3], gen)
        out.append((((x @ U) * s) * ((y - y2) @ V)).sum(1).abs() / F)
    return torch.cat(out)


def quadratic_deviation(U: torch.Tensor, s: torch.Tensor, V: torch.Tensor, blocks: tuple[int, int, int],
                        counts: tuple[int, int, int, int], n: int, gen: torch.Generator,
                        batch: int = 1000) -> torch.Tensor:
    """Lemmas 5.13/5.14: |x^T Theta x - x'^T Theta x'|/||Theta||_F for n draws of (x, x') ~ D_{mu,nu,mu',nu'}
    (counts = (a2, b2, a3, b3): x has a2 / a3 entries +1, x' has b2 / b3)."""
    d1, d2, d3 = blocks
    F = float(torch.linalg.vector_norm(s))
    out = []
    for start in range(0, n, batch):
        b = min(batch, n - start)
        x, x2 = sample_coupling(b, d1, d2, counts[0], counts[1], d3, counts[2], counts[3], gen)
        q1 = (((x @ U) * s) * (x @ V)).sum(1)
        q2 = (((x2 @ U) * s) * (x2 @ V)).sum(1)
        out.append((q1 - q2).abs() / F)
    return torch.cat(out)


def upper_quantile(z: torch.Tensor, tail: float) -> float:
    """The empirical (1 - tail)-quantile of z (the ceil((1 - tail) n)-th order statistic)."""
    n = z.shape[0]
    k = min(n, max(1, math.ceil((1.0 - tail) * n)))
    return float(torch.sort(z).values[k - 1])


# ---------------------------------------------------------------------------------------------------- Lemma 5.13
# A structured Theta for which the deviation of Lemma 5.13 is exact at every d (used by chenli.lemma5.13):
# blocks d1 = d/2 (cube), d2 = d3 = m = d/4; Theta = sigma (u1 v1^T + sum_{k=2}^R u_k v_k^T) with u1 = 1_[2]/sqrt(m),
# v1 = 1_[3]/sqrt(m) and u_k, v_k (k >= 2) 2(R - 1) distinct normalised Walsh vectors on the cube block
# (sigma = ||Theta||_F/sqrt(R): R equal singular values). x and x' agree on the cube block under Definition 5.10,
# so only the rank-one part moves: x^T Theta x - x'^T Theta x' = sigma ((1_[2].x)(1_[3].x) - (1_[2].x')(1_[3].x'))/m.


def walsh_vectors(n: int, count: int, offset: int = 1) -> torch.Tensor:
    """count distinct rows (indices offset, offset + 1, ...) of the Sylvester Hadamard matrix of order n (a power of
    2), normalised to unit length: orthonormal, every entry +-1/sqrt(n). Shape (count, n)."""
    if n & (n - 1) or offset + count > n:
        raise ValueError("n must be a power of 2 with offset + count <= n")
    idx = torch.arange(offset, offset + count).unsqueeze(1)
    cols = torch.arange(n).unsqueeze(0)
    bits = idx & cols
    parity = torch.zeros_like(bits)
    while bool(bits.any()):
        parity ^= bits & 1
        bits = bits >> 1
    return (1 - 2 * parity).to(F64) / math.sqrt(n)


def structured_theta(d: int, R: int, F: float = 1.0) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """The low-rank factors (U, s, V) of the structured Theta above (d a power of 2, >= 16; R >= 2), with u_k =
    Walsh rows 1..R-1 and v_k = Walsh rows R..2R-2 of the cube block (Tr Theta = 0)."""
    d1, m = d // 2, d // 4
    if d1 & (d1 - 1) or 4 * m != d or 2 * R - 1 > d1:
        raise ValueError("need d a power of 2 with 2R - 1 <= d/2")
    U = torch.zeros(d, R, dtype=F64)
    V = torch.zeros(d, R, dtype=F64)
    U[d1:d1 + m, 0] = 1 / math.sqrt(m)
    V[d1 + m:, 0] = 1 / math.sqrt(m)
    U[:d1, 1:] = walsh_vectors(d1, R - 1, 1).T
    V[:d1, 1:] = walsh_vectors(d1, R - 1, R).T
    return U, torch.full((R,), F / math.sqrt(R), dtype=F64), V


def structured_deviation_sq(m: int, R: int, s2: int, s2p: int, s3: int, s3p: int) -> Fraction:
    """Exact (x^T Theta x - x'^T Theta x')^2/||Theta||_F^2 for the structured Theta, when x has m/2 + s2 (block 2)
    and m/2 + s3 (block 3) entries +1 and x' has m/2 + s2p and m/2 + s3p (block sums 2 s): the deviation is
    sigma (2 s2 2 s3 - 2 s2p 2 s3p)/m with sigma^2 = ||Theta||_F^2/R, deterministic given the counts."""
    return Fraction(16 * (s2 * s3 - s2p * s3p) ** 2, m * m * R)


def smoothing_deviation_var(d: int, u: int, s: float, F: float = 1.0) -> float:
    """Variance of the smoothing's share of the deviation (chenli.lemma5.13 on Theta = Theta_struct + G, G_ij iid
    N(0, (s F/d)^2), the Appendix-C smoothing with sigma_C = s F/sqrt(d)): with x' = x - 2 x_U (U = the u coordinates
    where x and x' differ), x^T G x - x'^T G x' = sum_ij a_ij G_ij with a_ij = 2 x_i x_j [exactly one of i, j in U],
    so given (x, U) (and G independent of the coupling) it is exactly N(0, 8 u (d - u) (s F/d)^2)."""
    return 8.0 * u * (d - u) * (s * F / d) ** 2
