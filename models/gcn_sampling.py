"""Chapter 5 of the thesis (three-layer GCN with graph topology sampling): graph model, sampling and the
explicit quantities of Appendix D.

* degree-group configuration-model graphs, normalised adjacency A = D^{-1/2} (A~ + I) D^{-1/2} (L1365),
  stored as edge lists (sparse) so N can reach 10^4;
* group-wise uniform sampling without replacement (Sec. 5.3.2, asymmetric A^t = A P^t; App. D.1.1,
  symmetric A^t = P^t A P^t) and the distance ||A^t - A*||_inf;
* the GCN learner F_A(e_g, X; W, V) = e_g^T A relu(A relu(A X W + B1) V + B2) C (5.4);
* the Hermite-coefficient integral p'_i of Lemma D.2.2 (closed form, scipy and mpmath quadrature), the
  probability of (D.79) by quadrature, the initialisation norm of (D.82).

Float64 torch, device-agnostic; no Hypothesis.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import mpmath
import numpy as np
import torch
from scipy import integrate
from scipy.special import erf

from thmcheck.models.device import generator


@dataclass
class GroupGraph:
    """An undirected graph with self-loops as symmetric edge lists (rows, cols, weights of A)."""

    n: int
    group: torch.Tensor  # (n,) group index of each node
    rows: torch.Tensor
    cols: torch.Tensor
    weights: torch.Tensor  # entries of A = D^{-1/2} (A~ + I) D^{-1/2}


def configuration_graph(sizes: list[int], degrees: list[int], seed: int, device: str = "cpu") -> GroupGraph:
    """Degree-group configuration model: node of group l gets degrees[l] stubs, stubs paired uniformly
    (edges proportional to degree, the mixing (D.6)-(D.10) assumes); self-pairs and multi-edges dropped,
    self-loops added, then symmetric normalisation."""
    rng = np.random.default_rng(seed)
    group = np.concatenate([np.full(s, g) for g, s in enumerate(sizes)])
    stubs = np.concatenate([np.repeat(np.arange(len(group))[group == g], d) for g, d in enumerate(degrees)])
    rng.shuffle(stubs)
    if stubs.size % 2:
        stubs = stubs[:-1]
    u, v = stubs[0::2], stubs[1::2]
    keep = u != v
    u, v = u[keep], v[keep]
    n = len(group)
    key = np.unique(np.minimum(u, v).astype(np.int64) * n + np.maximum(u, v))
    u, v = key // n, key % n
    rows = np.concatenate([u, v, np.arange(n)])
    cols = np.concatenate([v, u, np.arange(n)])
    deg = np.bincount(rows, minlength=n).astype(float)
    w = 1.0 / np.sqrt(deg[rows] * deg[cols])
    t = lambda a, dt=torch.int64: torch.as_tensor(a, dtype=dt, device=device)  # noqa: E731
    return GroupGraph(n, t(group), t(rows), t(cols), t(w, torch.float64))


def psi(sizes: list[int], degrees: list[float]) -> list[float]:
    """psi_l = sqrt(d_L d_l) N_l / sum_i d_i N_i (5.9), nominal group degrees (d_L the largest group's)."""
    tot = sum(d * s for d, s in zip(degrees, sizes, strict=True))
    dl = degrees[-1]
    return [math.sqrt(dl * d) * s / tot for d, s in zip(degrees, sizes, strict=True)]


def sample_diag(g: GroupGraph, sizes: list[int], samples: list[int], pstar: list[float], seed: int,
                symmetric: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """One draw of the diagonal P^t (Sec. 5.3.2: p*_l N_l/S_l on S_l uniformly sampled nodes of group l, 0
    elsewhere; symmetric variant: its square root) and the diagonal P* (p*_l, resp. sqrt(p*_l))."""
    gen = generator(seed)
    pt = torch.zeros(g.n, dtype=torch.float64)
    ps = torch.zeros(g.n, dtype=torch.float64)
    start = 0
    for size, s, p in zip(sizes, samples, pstar, strict=True):
        idx = start + torch.randperm(size, generator=gen)[:s]
        val = p * size / s
        pt[idx] = math.sqrt(val) if symmetric else val
        ps[start:start + size] = math.sqrt(p) if symmetric else p
        start += size
    return pt.to(g.weights.device), ps.to(g.weights.device)


def sampled_distance(g: GroupGraph, pt: torch.Tensor, ps: torch.Tensor, symmetric: bool) -> float:
    """||A^t - A*||_inf = max_n sum_j A_nj |P^t_jj - P*_jj| (asymmetric) or
    max_n sum_j A_nj |P^t_nn P^t_jj - P*_nn P*_jj| (symmetric); A >= 0."""
    if symmetric:
        diff = (pt[g.rows] * pt[g.cols] - ps[g.rows] * ps[g.cols]).abs()
    else:
        diff = (pt[g.cols] - ps[g.cols]).abs()
    row = torch.zeros(g.n, dtype=torch.float64, device=g.weights.device).index_add_(0, g.rows, g.weights * diff)
    return float(row.max())


def a_star_inf(g: GroupGraph, pstar: list[float]) -> float:
    """||A P*||_inf = max_n sum_j A_nj p*_{l(j)}."""
    p = torch.as_tensor(pstar, dtype=torch.float64, device=g.weights.device)[g.group]
    row = torch.zeros(g.n, dtype=torch.float64, device=g.weights.device).index_add_(0, g.rows, g.weights * p[g.cols])
    return float(row.max())


# ------------------------------------------------------------------------------------------ the learner


def a_star_rows(g: GroupGraph, pstar: list[float]) -> torch.Tensor:
    """Row sums of A P*: sum_j A_nj p*_{l(j)} for every node n (A >= 0, so ||A P*||_inf is their max)."""
    p = torch.as_tensor(pstar, dtype=torch.float64, device=g.weights.device)[g.group]
    return torch.zeros(g.n, dtype=torch.float64, device=g.weights.device).index_add_(0, g.rows, g.weights * p[g.cols])


def gcn_forward(A: torch.Tensor, X: torch.Tensor, W: torch.Tensor, V: torch.Tensor, b1: torch.Tensor,
                b2: torch.Tensor, C: torch.Tensor) -> torch.Tensor:
    """F_A(e_g, X; W, V) for all nodes g at once: A relu(A relu(A X W + 1 b1^T) V + 1 b2^T) C (5.4)."""
    r = A @ torch.relu(A @ X @ W + b1) @ V
    return A @ torch.relu(r + b2) @ C


# ----------------------------------------------------------------------------------- Lemma D.1.1, (D.82)


def lemmaD_1_1_sides(A: torch.Tensor, X: torch.Tensor) -> tuple[float, float]:
    """(max_n ||a_n X||, ||A||_inf) for a non-negative A and unit-norm rows of X."""
    return float((A @ X).norm(dim=1).max()), float(A.abs().sum(1).max())


def init_spectral_norm(d: int, m1: int, seed: int, device: str = "cpu") -> float:
    """||W^(0)||_2 for W^(0) in R^{d x m1} with i.i.d. N(0, 1/m1) entries (L1485)."""
    w = torch.randn(d, m1, generator=generator(seed), dtype=torch.float64) / math.sqrt(m1)
    return float(torch.linalg.matrix_norm(w.to(device), ord=2))


# ---------------------------------------------------------------------------------------------- (D.79)


def abs_gaussian_order_prob(s: float) -> float:
    """Pr[|z0| <= |z_rho|] for z0 ~ N(0, 1), z_rho ~ N(0, s^2), by 1-d quadrature of
    E_{z_rho}[erf(|z_rho|/sqrt 2)] (a path independent of the Cauchy-ratio argument of (D.79))."""
    f = lambda y: erf(abs(y) * s / math.sqrt(2.0)) * math.exp(-y * y / 2) / math.sqrt(2 * math.pi)  # noqa: E731
    v, _ = integrate.quad(f, 0.0, np.inf, epsabs=0.0, epsrel=1e-13, limit=400)
    return 2 * v


def abs_gaussian_order_prob_mp(s: float) -> mpmath.mpf:
    """The same probability at 60 digits with mpmath."""
    with mpmath.workdps(60):
        s = mpmath.mpf(s)
        f = lambda y: mpmath.erf(y * s / mpmath.sqrt(2)) * mpmath.npdf(y)  # noqa: E731
        # erf(y s / sqrt 2) steps up over y ~ 1/s: break the range there as well
        pts = sorted({mpmath.mpf(0), *(c / s for c in (1, 4, 10) if c / s < 10), mpmath.mpf(1), mpmath.mpf(4),
                      mpmath.mpf(10)})
        return 2 * mpmath.quad(f, [*pts, mpmath.inf])


# ------------------------------------------------------------------------------------------ Lemma D.2.2


def _he(n: int, x: float) -> float:
    """Probabilists' Hermite polynomial He_n(x) by the three-term recurrence."""
    if n == 0:
        return 1.0
    a, b = 1.0, x
    for k in range(1, n):
        a, b = b, x * b - k * a
    return b


def hermite_pprime(i: int, t: float) -> float:
    """p'_i of Lemma D.2.2 in closed form (Mehler: E[He_i(rho a + sqrt(1-rho^2) b) | a] = rho^i He_i(a), and
    int_c^inf He_i phi = He_{i-1}(c) phi(c)): p'_i = t^{-i} int_{q_i} phi(b) He_{i-1}(-b/t) phi(b/t) db,
    q_i = {0 < -b <= t/(2i)} (even i), {|b| <= t/(2i)} (odd i); independent of x_1."""
    phi = lambda x: math.exp(-x * x / 2) / math.sqrt(2 * math.pi)  # noqa: E731
    f = lambda b: phi(b) * _he(i - 1, -b / t) * phi(b / t)  # noqa: E731
    w = min(t / (2 * i), 40.0)
    kw = {"epsabs": 0.0, "epsrel": 1e-12, "limit": 200}
    v = integrate.quad(f, -w, 0.0, **kw)[0]
    if i % 2 == 1:
        v += integrate.quad(f, 0.0, w, **kw)[0]
    return v * t ** (-i)


def hermite_pprime_mp(i: int, t: float) -> mpmath.mpf:
    """The same integral with mpmath at 60 digits (exact re-check)."""
    with mpmath.workdps(60):
        t = mpmath.mpf(t)
        w = min(t / (2 * i), mpmath.mpf(60))
        f = lambda b: mpmath.npdf(b) * mpmath.hermite(i - 1, -b / t / mpmath.sqrt(2)) * \
            2 ** (-mpmath.mpf(i - 1) / 2) * mpmath.npdf(b / t)  # noqa: E731 (He_n(x) = 2^{-n/2} H_n(x/sqrt2))
        v = mpmath.quad(f, [-w, 0])
        if i % 2 == 1:
            v += mpmath.quad(f, [0, w])
        return v * t ** (-i)


def hermite_pprime_mc(i: int, t: float, x1: float, n: int, seed: int) -> float:
    """Monte Carlo of E[He_i(alpha_1) 1[alpha >= -b0/t] 1[q_i(b0)]] / x1^i (a second path for tests)."""
    g = generator(seed)
    a, b, b0 = torch.randn(3, n, generator=g, dtype=torch.float64)
    rho = x1 / t
    a1 = rho * a + math.sqrt(1 - rho * rho) * b
    he = torch.ones_like(a1) if i == 0 else a1.clone()
    prev = torch.ones_like(a1)
    for k in range(1, i):
        prev, he = he, a1 * he - k * prev
    q = ((-b0 > 0) & (-b0 <= t / (2 * i))) if i % 2 == 0 else (b0.abs() <= t / (2 * i))
    return float((he * (a >= -b0 / t) * q).mean()) / x1 ** i


# ------------------------------------------------------------------ Lemma D.2.1: a lower bound on E[h^2]


def odd_gap_norm2(r: float, s: float, n_alpha: int = 48, n_u: int = 601) -> float:
    """E[g^2] for g(alpha1, b0) = Phi((alpha1 x1 + b0)/s) - Phi((b0 - alpha1 x1)/s), alpha1, b0 ~ N(0, 1),
    s = sqrt(a^2 - x1^2), r = x1/s. g(alpha1, b0) is E_beta1 of 1{alpha1 x1 + beta1 s + b0 >= 0} minus the same at
    -x1. Substituting b0 = s u: E[g^2] = int int phi(alpha) phi(s u) s [Phi(r alpha + u) - Phi(u - r alpha)]^2
    (Gauss-Hermite in alpha, trapezoid in u on [-(12 + 12 r), 12 + 12 r])."""
    from scipy.special import ndtr

    x, w = np.polynomial.hermite_e.hermegauss(n_alpha)
    w = w / w.sum()
    lim = 12.0 + 12.0 * r
    u = np.linspace(-lim, lim, n_u)
    g = ndtr(r * x[:, None] + u[None, :]) - ndtr(u[None, :] - r * x[:, None])
    dens = np.exp(-(s * u) ** 2 / 2) / math.sqrt(2 * math.pi) * s
    inner = np.trapezoid(g * g * dens[None, :], u, axis=1)
    return float(w @ inner)


def odd_gap_norm2_mc(r: float, s: float, n: int, seed: int) -> float:
    """Monte Carlo of :func:`odd_gap_norm2` (second path for the tests)."""
    from scipy.special import ndtr

    g = np.random.default_rng(seed).standard_normal((2, n))
    x1 = r * s
    v = ndtr((g[0] * x1 + g[1]) / s) - ndtr((g[1] - g[0] * x1) / s)
    return float(np.mean(v * v))


def lemmaD_2_1_h_lower_bound(coef: list[float], a: float, eps: float, thetas: np.ndarray) -> tuple[float, float]:
    """A lower bound on E[h(alpha1, b0)^2] over EVERY h meeting Lemma D.2.1 (a) with accuracy eps on [-a, a], for
    phi(x) = sum_i coef[i] x^i: with F(x1) = E[1{alpha1 x1 + beta1 s + b0 >= 0} h] = E[Phi((alpha1 x1 + b0)/s) h],
    F(x1) - F(-x1) = E[g h] <= ||g|| ||h|| and F(x1) - F(-x1) >= phi(x1) - phi(-x1) - 2 eps, so
    E[h^2] >= max_{x1} (phi(x1) - phi(-x1) - 2 eps)_+^2 / E[g^2]. Returns (bound, the maximising x1/a)."""
    best, arg = 0.0, float("nan")
    for th in thetas:
        x1 = th * a
        s = a * math.sqrt(1 - th * th)
        diff = sum(c * (x1 ** i - (-x1) ** i) for i, c in enumerate(coef)) - 2 * eps
        if diff <= 0:
            continue
        v = diff * diff / odd_gap_norm2(x1 / s, s)
        if v > best:
            best, arg = v, float(th)
    return best, arg


def abs_hermite_moment(i: int, derivative: bool = False) -> float:
    """E|He_i(z)| (or E|He_i'(z)| = i E|He_{i-1}(z)|) for z ~ N(0, 1), by adaptive quadrature split at the roots."""
    if derivative:
        return i * abs_hermite_moment(i - 1) if i >= 1 else 0.0
    if i == 0:
        return 1.0
    roots = np.sort(np.polynomial.hermite_e.hermeroots([0] * i + [1]).real)
    pts = [-40.0, *roots.tolist(), 40.0]
    f = lambda x: abs(_he(i, x)) * math.exp(-x * x / 2) / math.sqrt(2 * math.pi)  # noqa: E731
    return float(sum(integrate.quad(f, a, b, epsabs=0.0, epsrel=1e-12, limit=200)[0] for a, b in zip(pts[:-1], pts[1:],
                                                                                                strict=True)))


def lemmaD_2_3_sum(coef: list[float], t: float, derivative: bool = False) -> float:
    """Items 3-4 of Lemma D.2.3: sum_{i >= 1} |c'_i| E[|h_i(z)| 1[|z| <= B_i]] with c'_i = c_i/p'_i (D.26) and h_i = He_i
    (resp. its derivative). B_i >= 100 sqrt(i), so the indicator changes E|h_i| by less than e^{-4000} (dropped)."""
    return sum(abs(c) / abs(hermite_pprime(i, t)) * abs_hermite_moment(i, derivative)
               for i, c in enumerate(coef) if i >= 1 and c != 0)


# ------------------------------------------------------ Theorem 5.3.1: the Fig 5.3/5.4 protocol (small, dense)


@dataclass(frozen=True)
class SamplingFitConfig:
    """Sec. 5.4.2 protocol (catalog Sec. 8.2): two degree groups, labels y = (sin(A^ X W*) * tanh(A^ X W*)) C* (5.20)
    with A^ = A diag(p^), the GCN (5.4) trained by SGD with group-wise sampling A^s = A P^s (S_l = frac N_l,
    dropout 0.4, batch 5), evaluated with A* = A P* on the unlabeled nodes."""

    N1: int = 60
    N2: int = 240
    d1: int = 10
    d2: int = 2
    pstar: tuple[float, float] = (0.9, 0.1)
    d: int = 10
    p: int = 10
    K: int = 2
    m: int = 64
    n_labeled: int = 150
    steps_per_label: int = 4
    lr: float = 1e-2
    batch: int = 5
    frac: float = 0.9
    dropout: float = 0.4
    seed: int = 0


def sampling_fit(cfg: SamplingFitConfig, phats: tuple[tuple[float, float], ...]) -> dict[tuple[float, float], float]:
    """Relative test MSE ||F_{A*} - y||^2 / ||y||^2 on the unlabeled nodes for each dataset p^ (same graph, features,
    W*, C*, initialisation and labeled set for every dataset): :func:`sampling_fit_replicas` with the one seed."""
    return sampling_fit_replicas(cfg, [cfg.seed], phats)[0]


def _spmm(A: torch.Tensor, Xb: torch.Tensor) -> torch.Tensor:
    """Block-diagonal sparse A (R N x R N) times per-replica dense blocks Xb (R, N, c) -> (R, N, c)."""
    R, N, c = Xb.shape
    return torch.sparse.mm(A, Xb.reshape(R * N, c)).reshape(R, N, c)


def sampling_fit_replicas(cfg: SamplingFitConfig, seeds: list[int], phats: tuple[tuple[float, float], ...]
                          ) -> list[dict[tuple[float, float], float]]:
    """:func:`sampling_fit` for R seeds and Q datasets trained at once (issue #24: batched replicas).

    Replica r is the experiment of seed ``seeds[r]`` exactly: its graph, features, teacher, initialisation, labeled
    set (generator seed + 1) and its SGD draws (node sampling, mini-batch, dropout: generator seed + 2, the same draws
    for each dataset, as each dataset restarts that generator) are drawn from its own generators in the order of the
    one-seed protocol. The R graphs form one block-diagonal sparse adjacency; the R x Q models (stacked W, V) take
    one sparse product per layer and one backward per step (the loss is the sum of the R Q models' losses, so each
    model's gradient is its own). Float64 on one thread. Returns one {p^: relative test MSE} per seed."""
    from thmcheck.models.cot import single_thread

    R, Q = len(seeds), len(phats)
    sizes, degrees = [cfg.N1, cfg.N2], [cfg.d1, cfg.d2]
    N = cfg.N1 + cfg.N2
    graphs = [configuration_graph(sizes, degrees, s) for s in seeds]
    A = torch.sparse_coo_tensor(torch.stack([torch.cat([g.rows + r * N for r, g in enumerate(graphs)]),
                                             torch.cat([g.cols + r * N for r, g in enumerate(graphs)])]),
                                torch.cat([g.weights for g in graphs]), (R * N, R * N), check_invariants=False).coalesce()
    grp = graphs[0].group  # the same group layout for every seed (sizes are fixed)
    idx = [torch.nonzero(grp == k)[:, 0] for k in range(2)]
    draws = []
    for s in seeds:
        gen = generator(s + 1)
        rnd = lambda *sh, gen=gen: torch.randn(*sh, generator=gen, dtype=torch.float64)  # noqa: E731
        X, Wst, Cst = rnd(N, cfg.d), rnd(cfg.d, cfg.p), rnd(cfg.p, cfg.K)
        b1, b2, C = rnd(1, cfg.m) / math.sqrt(cfg.m), rnd(1, cfg.m) / math.sqrt(cfg.m), rnd(cfg.m, cfg.K)
        W0, V0 = rnd(cfg.d, cfg.m) / math.sqrt(cfg.m), rnd(cfg.m, cfg.m) / math.sqrt(cfg.m)
        perm = torch.randperm(N, generator=gen)
        draws.append((X, Wst, Cst, b1, b2, C, W0, V0, perm))
    X, Wst, Cst, b1, b2, C, W0, V0, perm = (torch.stack(v) for v in zip(*draws, strict=True))
    omega, test = perm[:, : cfg.n_labeled], perm[:, cfg.n_labeled:]
    ar = torch.arange(R)[:, None]
    Ad = torch.zeros(R, N, N, dtype=torch.float64)  # the dense blocks (for the mini-batch rows)
    for r, g in enumerate(graphs):
        Ad[r, g.rows, g.cols] = g.weights
    # labels (5.20) per seed and dataset: y = (sin(H) * tanh(H)) C*, H = A diag(p^) X W*, scaled by the labeled std
    ys = []
    for phat in phats:
        ph = torch.as_tensor(phat, dtype=torch.float64)[grp]
        H = _spmm(A, ph[None, :, None] * X) @ Wst
        y = (torch.sin(H) * torch.tanh(H)) @ Cst
        sd = torch.stack([y[r, omega[r]].std() for r in range(R)])
        ys.append(y / sd[:, None, None])
    y = torch.stack(ys, 1)  # (R, Q, N, K)
    pst = torch.as_tensor(cfg.pstar, dtype=torch.float64)
    W = W0[:, None].repeat(1, Q, 1, 1).requires_grad_()  # (R, Q, d, m)
    V = V0[:, None].repeat(1, Q, 1, 1).requires_grad_()  # (R, Q, m, m)
    gens = [generator(s + 2) for s in seeds]
    S = [int(cfg.frac * len(ix)) for ix in idx]
    m = cfg.m

    def layer2_in(Pn: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        """A (P h) for every model: (R, Q, N, m) -> (R, Q, N, m), the Q models of a replica in one sparse product."""
        z = (Pn[:, None, :, None] * h).permute(0, 2, 1, 3).reshape(R, N, Q * m)
        return _spmm(A, z).reshape(R, N, Q, m).permute(0, 2, 1, 3)

    with single_thread():
        for _ in range(cfg.steps_per_label * cfg.n_labeled):
            P = torch.zeros(R, N, dtype=torch.float64)
            bs, drops = [], []
            for r, g2 in enumerate(gens):
                for k in range(2):
                    sel = idx[k][torch.randperm(len(idx[k]), generator=g2)[: S[k]]]
                    P[r, sel] = float(pst[k]) * len(idx[k]) / S[k]
                bs.append(omega[r][torch.randint(cfg.n_labeled, (cfg.batch,), generator=g2)])
                drops.append((torch.rand(1, m, generator=g2, dtype=torch.float64) > cfg.dropout).double()
                             / (1 - cfg.dropout))
            b, drop = torch.stack(bs), torch.stack(drops)  # (R, batch), (R, 1, m)
            AX = _spmm(A, P[..., None] * X)  # (R, N, d): A^s X with A^s = A P^s
            h = torch.relu(AX[:, None] @ W + b1[:, None]) * drop[:, None]
            # the prediction A^s[b] relu(A^s h V + b2) C needs the second layer only on the columns J_r where
            # A^s[b_r, j] != 0 (the sampled neighbours of the mini-batch): the other rows enter with weight 0
            Ab = Ad[ar, b] * P[:, None, :]  # (R, batch, N): rows b of A^s
            used = (Ab != 0).any(1)  # (R, N)
            nJ = int(used.sum(1).max())
            J = torch.argsort((~used).to(torch.int8), stable=True, dim=1)[:, :nJ]  # J_r first, padded with unused rows
            AbJ = torch.gather(Ab, 2, J[:, None, :].expand(R, cfg.batch, nJ))  # 0 on the padding
            MJ = layer2_in(P, h)[ar, :, J].permute(0, 2, 1, 3)  # (R, Q, nJ, m): A^s h on the rows J
            Z = torch.relu(MJ @ V + b2[:, None])
            pred = (AbJ[:, None] @ Z) @ C[:, None]  # (R, Q, batch, K)
            yb = y[ar, :, b].permute(0, 2, 1, 3)
            loss = ((pred - yb) ** 2).sum(-1).mean(-1)
            loss.sum().backward()
            with torch.no_grad():
                W -= cfg.lr * W.grad
                V -= cfg.lr * V.grad
                W.grad = V.grad = None
        with torch.no_grad():
            Pst = pst[grp].expand(R, N)
            h = torch.relu(_spmm(A, Pst[..., None] * X)[:, None] @ W + b1[:, None])
            Z = torch.relu(layer2_in(Pst, h) @ V + b2[:, None])
            pred = layer2_in(Pst, Z) @ C[:, None]  # F_{A*} on every node, A* = A P*
    out = []
    for r in range(R):
        t = test[r]
        e = ((pred[r][:, t] - y[r][:, t]) ** 2).sum(-1).mean(-1) / (y[r][:, t] ** 2).sum(-1).mean(-1)
        out.append({phat: float(e[q]) for q, phat in enumerate(phats)})
    return out
