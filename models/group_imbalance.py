"""Chapter 4 of Li's thesis: one-hidden-layer sigmoid network on a Gaussian mixture (group imbalance).

Model (4.1): P(y=1|x) = H(W, x) = (1/K) sum_j phi(w_j^T x), phi = sigmoid; cross-entropy loss (4.2)-(4.3);
x ~ sum_l lambda_l N(mu_l, Sigma_l). Population quantities by 1-D Gauss-Legendre quadrature (coordinates
factor under each component) or tensor quadrature in small d; GD of Algorithm 1. float64, device-agnostic.
"""

from __future__ import annotations

import math

import numpy as np
import torch


def _composite_gl(panels: int = 200, order: int = 8) -> tuple[np.ndarray, np.ndarray]:
    """Composite Gauss-Legendre on [-1, 1] (panels x order nodes; no large eigenproblem at import)."""
    x, w = np.polynomial.legendre.leggauss(order)
    edges = np.linspace(-1.0, 1.0, panels + 1)
    half = (edges[1] - edges[0]) / 2
    mid = (edges[:-1] + edges[1:]) / 2
    return (mid[:, None] + half * x[None, :]).ravel(), np.tile(half * w, panels)


_GL = _composite_gl()


def _nodes(u: float, dtype: torch.dtype, device: str, half: float = 14.0) -> tuple[torch.Tensor, torch.Tensor]:
    """Nodes z and weights w with sum w f(z) ~ E_{z ~ N(u,1)} f(z) (composite Gauss-Legendre on u +- 14)."""
    x = torch.as_tensor(_GL[0], dtype=dtype, device=device)
    w = torch.as_tensor(_GL[1], dtype=dtype, device=device)
    z = u + half * x
    return z, half * w * torch.exp(-0.5 * (z - u) ** 2) / math.sqrt(2 * math.pi)


def dphi(t: torch.Tensor) -> torch.Tensor:
    """phi'(t) = sigmoid(t)(1 - sigmoid(t)) = (1 - tanh^2(t/2))/4."""
    return (1 - torch.tanh(t / 2) ** 2) / 4


def c41_matrix(mu: np.ndarray, sigma: float, k: int, dtype: torch.dtype = torch.float64,
               device: str = "cpu") -> torch.Tensor:
    """M with vec(R)^T M vec(R) = E_{x ~ 1/2 N(mu,I) + 1/2 N(-mu,I)}[(sum_{i<k} r_i^T x phi'(sigma x_i))^2]:
    M[(i,a),(l,b)] = E[phi'(sigma x_i) phi'(sigma x_l) x_a x_b], each entry a product of 1-D moments."""
    d = len(mu)
    c = torch.arange(d, device=device)
    ik = torch.arange(k, device=device)
    fn = (c[None, None, :] == ik[:, None, None]).long() + (c[None, None, :] == ik[None, :, None]).long()
    ia = torch.arange(d, device=device)
    pw = (c[None, None, :] == ia[:, None, None]).long() + (c[None, None, :] == ia[None, :, None]).long()
    M = torch.zeros(k, d, k, d, dtype=dtype, device=device)
    for sgn in (1.0, -1.0):
        # mom[c, f, p] = E[phi'(sigma x_c)^f x_c^p] under N(sgn mu_c, 1)
        mom = torch.empty(d, 3, 3, dtype=dtype, device=device)
        for cc in range(d):
            z, w = _nodes(sgn * float(mu[cc]), dtype, device)
            g = dphi(sigma * z)
            gp = torch.stack([torch.ones_like(g), g, g * g])
            zp = torch.stack([torch.ones_like(z), z, z * z])
            mom[cc] = torch.einsum("n,fn,pn->fp", w, gp, zp)
        # vals[i, l, a, b] = prod_c mom[c, fn[i,l,c], pw[a,b,c]]
        F = fn[:, :, None, None, :].expand(k, k, d, d, d)
        P = pw[None, None, :, :, :].expand(k, k, d, d, d)
        C = c.expand(k, k, d, d, d)
        vals = mom[C, F, P].prod(-1)  # (i, l, a, b)
        M += 0.5 * vals.permute(0, 2, 1, 3)
    return M.reshape(k * d, k * d)


def c41_lhs_mc(mu: np.ndarray, sigma: float, R: np.ndarray, n: int, gen: torch.Generator) -> tuple[float, float]:
    """Monte Carlo of E[(sum_i r_i^T x phi'(sigma x_i))^2] (mean, standard error); R is d x k."""
    d, k = R.shape
    mu_t = torch.as_tensor(mu, dtype=torch.float64)
    s = torch.where(torch.rand(n, 1, generator=gen, dtype=torch.float64) < 0.5, 1.0, -1.0)
    x = s * mu_t + torch.randn(n, d, generator=gen, dtype=torch.float64)
    Rt = torch.as_tensor(R, dtype=torch.float64)
    v = ((x @ Rt) * dphi(sigma * x[:, :k])).sum(1) ** 2
    return float(v.mean()), float(v.std() / math.sqrt(n))


def rho_gaps(mu: float, sigma: float, dtype: torch.dtype = torch.float64, device: str = "cpu") -> tuple[float, float]:
    """beta_0 - alpha_0^2 and beta_2 - alpha_2^2/(mu^2+1) of Definition C.2.2 for one coordinate, computed as
    variances (no cancellation): Var(phi'(sigma z)) = Var(tanh^2(sigma z/2))/16 and
    E[z^2 (phi' - alpha_2/m2)^2] with m2 = mu^2 + 1 = E z^2."""
    z, w = _nodes(mu, dtype, device)
    t = torch.tanh(sigma * z / 2) ** 2
    m = (w * t).sum()
    var0 = (w * (t - m) ** 2).sum() / 16
    m2 = (w * z * z).sum()
    c = (w * z * z * t).sum() / m2
    var2 = (w * z * z * (t - c) ** 2).sum() / 16
    return float(var0), float(var2)


def rho_torch(u: np.ndarray, sigma: float) -> float:
    """rho(u, sigma) (C.6) from the stable variance forms (a second path to thmcheck.bounds.thesis.ch4.rho)."""
    d = len(u)
    g = [rho_gaps(float(u[i]), sigma) for i in range(d)]
    vals = [g[i][1] for i in range(d)]
    vals += [(float(u[j]) ** 2 + 1) * g[i][0] for i in range(d) for j in range(d) if j != i]
    return min(vals)


def H(W: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
    """H(W, x) = (1/K) sum_j sigmoid(w_j^T x) for x of shape (n, d), W of shape (d, K)."""
    return torch.sigmoid(x @ W).mean(-1)


def ce_loss(W: torch.Tensor, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """Per-sample cross-entropy (4.3): -y log H - (1-y) log(1-H)."""
    h = H(W, x)
    return -(y * torch.log(h) + (1 - y) * torch.log1p(-h))


def hessian_c73(W: torch.Tensor, x: torch.Tensor, y: float) -> torch.Tensor:
    """(C.72)-(C.73): d^2 l/dw_j dw_l = xi_{jl} x x^T, xi_{jl} = (1/K^2) phi'_j phi'_l (H^2 + y - 2yH)/(H^2(1-H)^2)
    - 1[j=l] (1/K) phi''_j (y - H)/(H(1-H)). Returns the (d, K, d, K) tensor for one sample x (d,)."""
    d, K = W.shape
    z = x @ W
    p = torch.sigmoid(z)
    d1 = p * (1 - p)
    d2 = d1 * (1 - 2 * p)
    h = p.mean()
    xi = torch.outer(d1, d1) / K**2 * (h * h + y - 2 * y * h) / (h * h * (1 - h) ** 2)
    xi = xi - torch.diag(d2 / K * (y - h) / (h * (1 - h)))
    return torch.einsum("jl,a,b->ajbl", xi, x, x)


def grad_c71(W: torch.Tensor, x: torch.Tensor, y: float) -> torch.Tensor:
    """(C.71): dl/dw_j = -(1/K)(y - H)/(H(1-H)) phi'(w_j^T x) x; returns (d, K)."""
    K = W.shape[1]
    p = torch.sigmoid(x @ W)
    h = p.mean()
    return torch.outer(x, -(y - h) / (h * (1 - h)) * p * (1 - p) / K)


def entropy_floor(Wstar: np.ndarray, mu: np.ndarray, sig: np.ndarray, nodes: int = 60) -> float:
    """fbar(W*) = E_x[h_2(H(W*, x))] for x ~ N(mu, diag(sig^2)) by tensor Gauss-Hermite quadrature (d <= 3):
    the minimum over W of the population cross-entropy (fbar(W) = E KL + E h_2 >= fbar(W*))."""
    d = len(mu)
    g, wg = np.polynomial.hermite_e.hermegauss(nodes)
    wg = wg / math.sqrt(2 * math.pi)
    grids = np.meshgrid(*([g] * d), indexing="ij")
    pts = np.stack([gr.ravel() for gr in grids], 1) * sig + mu
    wts = np.prod(np.stack(np.meshgrid(*([wg] * d), indexing="ij"), 0).reshape(d, -1), 0)
    h = torch.sigmoid(torch.as_tensor(pts @ Wstar)).mean(1).numpy()
    h = np.clip(h, 1e-300, 1 - 1e-16)
    h2 = -h * np.log(h) - (1 - h) * np.log1p(-h)
    return float(np.sum(wts * h2))


def population_ce(W: np.ndarray, Wstar: np.ndarray, mu: np.ndarray, sig: np.ndarray, nodes: int = 60) -> float:
    """fbar(W) = E_x[CE(H(W*,x) || H(W,x))] by the same quadrature (labels integrated out exactly)."""
    d = len(mu)
    g, wg = np.polynomial.hermite_e.hermegauss(nodes)
    wg = wg / math.sqrt(2 * math.pi)
    grids = np.meshgrid(*([g] * d), indexing="ij")
    pts = np.stack([gr.ravel() for gr in grids], 1) * sig + mu
    wts = np.prod(np.stack(np.meshgrid(*([wg] * d), indexing="ij"), 0).reshape(d, -1), 0)
    hs = torch.sigmoid(torch.as_tensor(pts @ Wstar)).mean(1).numpy()
    h = torch.sigmoid(torch.as_tensor(pts @ W)).mean(1).numpy()
    return float(np.sum(wts * (-hs * np.log(h) - (1 - hs) * np.log1p(-h))))


def gaussian_power_moment(m: float, v: float, t: int) -> float:
    """E[g^{2t}] for g ~ N(m, v): sum_p C(2t, p) m^{2t-p} (p-1)!! v^{p/2} (p even)."""
    out = 0.0
    for p in range(0, 2 * t + 1, 2):
        df = 1
        for q in range(p - 1, 0, -2):
            df *= q
        out += math.comb(2 * t, p) * m ** (2 * t - p) * df * v ** (p // 2)
    return out


def norm_power_moment(mu: np.ndarray, s2: np.ndarray, t: int) -> float:
    """E||x||^{2t} for x ~ N(mu, diag(s2)) exactly, from the cumulants of ||x||^2 (sum of scaled
    non-central chi-squares): kappa_r = sum_i 2^{r-1}(r-1)! s2_i^{r-1}(s2_i + r mu_i^2)."""
    kap = [0.0] + [float(np.sum(2 ** (r - 1) * math.factorial(r - 1) * s2 ** (r - 1) * (s2 + r * mu**2)))
                   for r in range(1, t + 1)]
    mom = [1.0] + [0.0] * t
    for n in range(1, t + 1):
        mom[n] = sum(math.comb(n - 1, r - 1) * kap[r] * mom[n - r] for r in range(1, n + 1))
    return mom[t]


def population_hessian_at_wstar(Wstar: np.ndarray, mus: np.ndarray, s: np.ndarray, lam: np.ndarray,
                                nodes: int = 40) -> torch.Tensor:
    """Hessian of fbar at W = W* (labels y|x ~ Bern(H(W*, x)) integrated out, so the phi'' term of (C.73)
    vanishes): (1/K^2) E[phi'_j phi'_l / (H(1-H)) x x^T], x ~ sum_l lam_l N(mu_l, s_l^2 I), by tensor
    Gauss-Hermite quadrature (d <= 3). Returned as a (dK x dK) matrix indexed (a, j)."""
    d, K = Wstar.shape
    g, wg = np.polynomial.hermite_e.hermegauss(nodes)
    wg = wg / math.sqrt(2 * math.pi)
    grid = np.stack([gr.ravel() for gr in np.meshgrid(*([g] * d), indexing="ij")], 1)
    wts = np.prod(np.stack(np.meshgrid(*([wg] * d), indexing="ij"), 0).reshape(d, -1), 0)
    Hs = torch.zeros(d * K, d * K, dtype=torch.float64)
    Wt = torch.as_tensor(Wstar, dtype=torch.float64)
    for lam_l, mu_l, s_l in zip(lam, mus, s, strict=True):
        x = torch.as_tensor(grid * s_l + mu_l, dtype=torch.float64)
        z = x @ Wt
        p, q = torch.sigmoid(z), torch.sigmoid(-z)
        h, h1 = p.mean(1), q.mean(1)  # H and 1 - H without cancellation
        d1 = p * q
        coef = torch.as_tensor(wts, dtype=torch.float64) / (h * h1) / K**2
        # sum_n coef_n d1_nj d1_nl x_na x_nb
        F = (d1[:, None, :] * x[:, :, None]).reshape(len(coef), d * K)  # (n, (a, j))
        Hs += lam_l * (F * coef[:, None]).T @ F
    return Hs


# ------------------------------------------------------------------ Algorithm 1: data, ERM, GD (Theorem 2)


def sample_gmm(n: int, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray,
               gen: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """n points of sum_l lam_l N(mu_l, diag(s2_l)) (float64) and their component indices."""
    lam_t = torch.as_tensor(np.asarray(lam, dtype=float))
    comp = torch.multinomial(lam_t, n, replacement=True, generator=gen)
    mu_t = torch.as_tensor(np.asarray(mus, dtype=float))
    sd_t = torch.sqrt(torch.as_tensor(np.asarray(s2, dtype=float)))
    z = torch.randn(n, mu_t.shape[1], generator=gen, dtype=torch.float64)
    return mu_t[comp] + sd_t[comp] * z, comp


def sample_labels(Wstar: torch.Tensor, x: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    """y ~ Bern(H(W*, x)) (4.1)."""
    return (torch.rand(x.shape[0], generator=gen, dtype=torch.float64) < H(Wstar, x)).double()


def erm_grad_hess(W: torch.Tensor, x: torch.Tensor, y: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, float]:
    """Gradient (d, K) and Hessian (dK x dK, index (a, j)) of f_n(W) = (1/n) sum CE (4.2) by the closed
    forms (C.71)-(C.73), and f_n(W). log H and log(1-H) are taken from sigmoids without cancellation."""
    n, d = x.shape
    K = W.shape[1]
    z = x @ W
    p, q = torch.sigmoid(z), torch.sigmoid(-z)
    h, h1 = p.mean(1), q.mean(1)  # H and 1 - H
    d1 = p * q
    d2 = d1 * (q - p)
    c = -(y - h) / (h * h1) / K  # dl/dz_j = c phi'_j
    grad = x.T @ (c[:, None] * d1) / n
    xi1 = (h * h + y - 2 * y * h) / (h * h * h1 * h1) / K**2  # multiplies phi'_j phi'_l
    xi2 = -(y - h) / (h * h1) / K  # times phi''_j on the diagonal j = l
    F = (d1[:, None, :] * x[:, :, None]).reshape(n, d * K)
    Hs = (F * xi1[:, None]).T @ F / n
    D = (d2 * xi2[:, None])  # (n, K)
    diag = torch.einsum("nj,na,nb->ajb", D, x, x) / n  # (d, K, d)
    Hs = Hs.view(d, K, d, K)
    for j in range(K):
        Hs[:, j, :, j] += diag[:, j, :]
    loss = -(y * torch.log(h) + (1 - y) * torch.log(h1)).mean()
    return grad, Hs.reshape(d * K, d * K), float(loss)


def _trust_region_step(ev: torch.Tensor, Q: torch.Tensor, g: torch.Tensor, radius: float) -> torch.Tensor:
    """argmin_p g.p + p.H p / 2 over ||p|| <= radius, from the eigendecomposition H = Q diag(ev) Q^T (the exact
    trust-region subproblem: the Newton step when H is positive definite and the step fits, else the shift
    s > max(0, -lambda_min) with ||(H + s I)^-1 g|| = radius, found by bisection on log s)."""
    gt = Q.T @ g
    lmin = float(ev[0])
    if lmin > 0:
        p = -gt / ev
        if float(p.norm()) <= radius:
            return Q @ p
    lo = max(0.0, -lmin)
    scale = max(float(ev.abs().max()), 1e-300)
    lo_s, hi_s = lo + 1e-15 * scale, lo + float(gt.norm()) / radius + scale
    for _ in range(200):
        mid = math.sqrt(lo_s * hi_s) if lo_s > 0 else 0.5 * hi_s
        if float((gt / (ev + mid)).norm()) > radius:
            lo_s = mid
        else:
            hi_s = mid
        if hi_s - lo_s <= 1e-13 * hi_s:
            break
    return Q @ (-gt / (ev + hi_s))


def newton_critical_point(W0: torch.Tensor, x: torch.Tensor, y: torch.Tensor, iters: int = 300,
                          tol: float = 1e-11) -> tuple[torch.Tensor, float, float]:
    """The local minimiser of f_n reached from W0 by a trust-region Newton method (issue 32).

    Each step minimises the quadratic model of f_n in a ball of radius Delta (exactly, from the eigendecomposition
    of the dK x dK Hessian: the Newton step when the Hessian is positive definite and the step fits, else
    (Hess + s I)^-1 grad with s > max(0, -lambda_min) on the sphere); the step is taken when f_n falls by at least a
    tenth of the predicted decrease, and Delta grows (x 2) after a good step on the boundary and shrinks (/ 4) after
    a poor one. It therefore follows f_n downhill from W0 like the gradient descent of Algorithm 1 (the same basin)
    and ends with Newton's quadratic convergence at a strict local minimiser. (The former shift to lambda_min +
    1e-8 made the first step at an indefinite Hessian of norm ~6e5, which no line search could rescue.)

    Returns (W_hat, gradient norm, lambda_min of the Hessian at W_hat); lambda_min > 0 certifies a strict local
    minimiser. A failure (no convergence within ``iters`` steps, a non-finite Hessian) returns gradient norm inf and
    lambda_min nan; callers report it as the solver's failure (``thmcheck.checks.claim.SolverFailure``), never as an
    instance outside the hypotheses. A descent that leaves the ball ||W - W0||_F <= 10 (1 + ||W0||_F), f_n falling
    at every accepted step (a neuron saturating: the infimum of f_n along W0's basin lies at infinity, where
    gradient descent from W0 goes too), returns gradient norm inf and lambda_min -inf: a property of the sample
    (no local minimiser near W0), not a failure of the solver."""
    W = W0.clone()
    d, K = W.shape
    g, Hs, f = erm_grad_hess(W, x, y)
    radius = 0.1 * (1.0 + float(W0.norm()))
    eps = float(torch.finfo(Hs.dtype).eps)
    for _ in range(iters):
        gnorm = float(g.norm())
        if gnorm < tol:
            break
        if not bool(torch.isfinite(Hs).all()):
            return W, math.inf, math.nan
        ev, Q = torch.linalg.eigh(Hs)
        gv = g.reshape(-1)
        p = _trust_region_step(ev, Q, gv, radius)
        pred = -float(gv @ p + 0.5 * p @ (Hs @ p))
        Wn = W + p.view(d, K)
        gn, Hn, fn = erm_grad_hess(Wn, x, y)
        ok = math.isfinite(fn) and bool(torch.isfinite(Hn).all())
        noise = 8 * eps * max(abs(f), 1.0)
        if ok and pred <= noise:  # the model decrease is at rounding level: accept a step that lowers the gradient
            good = fn <= f + noise and float(gn.norm()) < gnorm
            rho = 1.0 if good else 0.0
        else:
            rho = (f - fn) / pred if ok else -math.inf
            good = rho > 0.1
        pn = float(p.norm())
        if rho < 0.25:
            radius = pn / 4
        elif rho > 0.75 and pn >= 0.99 * radius:
            radius = 2 * radius
        if good:
            W, g, Hs, f = Wn, gn, Hn, fn
        if radius < 1e-14 * (1 + float(W.norm())):
            break
        if float((W - W0).norm()) > 10 * (1 + float(W0.norm())):  # the descent left the ball: no local minimiser
            return W, math.inf, -math.inf
    if not float(g.norm()) < 1e-8:  # no critical point within iters steps
        return W, math.inf, math.nan
    return W, float(g.norm()), float(torch.linalg.eigvalsh(Hs)[0])


def gd_contraction(W0: torch.Tensor, W_hat: torch.Tensor, x: torch.Tensor, y: torch.Tensor, eta0: float,
                   T: int) -> np.ndarray:
    """Algorithm 1 without gradient noise (xi = 0): ||W_t - W_hat||_F for t = 0..T."""
    W = W0.clone()
    out = [float((W - W_hat).norm())]
    for _ in range(T):
        W = W - eta0 * erm_grad(W, x, y)
        out.append(float((W - W_hat).norm()))
    return np.array(out)


def erm_grad(W: torch.Tensor, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """Only the gradient of f_n (C.71), for GD iterations."""
    K = W.shape[1]
    z = x @ W
    p, q = torch.sigmoid(z), torch.sigmoid(-z)
    h, h1 = p.mean(1), q.mean(1)
    c = -(y - h) / (h * h1) / K
    return x.T @ (c[:, None] * p * q) / x.shape[0]


def _gh_grid(d: int, nodes: int) -> tuple[np.ndarray, np.ndarray]:
    g, wg = np.polynomial.hermite_e.hermegauss(nodes)
    wg = wg / math.sqrt(2 * math.pi)
    grid = np.stack([gr.ravel() for gr in np.meshgrid(*([g] * d), indexing="ij")], 1)
    wts = np.prod(np.stack(np.meshgrid(*([wg] * d), indexing="ij"), 0).reshape(d, -1), 0)
    return grid, wts


def excess_ce_groups(W: np.ndarray, Wstar: np.ndarray, mus: np.ndarray, s2: np.ndarray,
                     nodes: int = 30) -> np.ndarray:
    """Per group l: fbar_l(W) - fbar_l(W*) = E_{x ~ N(mu_l, diag s2_l)} KL(Bern(H(W*,x)) || Bern(H(W,x))) by
    tensor Gauss-Hermite quadrature (d <= 3); the KL is summed pointwise (non-negative, no cancellation)."""
    d = Wstar.shape[0]
    grid, wts = _gh_grid(d, nodes)
    out = []
    for mu_l, s2_l in zip(mus, s2, strict=True):
        x = torch.as_tensor(grid * np.sqrt(s2_l) + mu_l)
        zs, z = x @ torch.as_tensor(Wstar), x @ torch.as_tensor(W)
        ps, qs = torch.sigmoid(zs).mean(1), torch.sigmoid(-zs).mean(1)
        p, q = torch.sigmoid(z).mean(1), torch.sigmoid(-z).mean(1)
        kl = ps * (torch.log(ps) - torch.log(p)) + qs * (torch.log(qs) - torch.log(q))
        out.append(float(np.sum(wts * kl.clamp_min(0).numpy())))
    return np.array(out)


def population_hessian_gmm(W: np.ndarray, Wstar: np.ndarray, mus: np.ndarray, s2: np.ndarray, lam: np.ndarray,
                           nodes: int = 30) -> np.ndarray:
    """Hess fbar(W) (dK x dK) with the labels integrated out (E[y|x] = H(W*, x)), by tensor Gauss-Hermite
    quadrature per component (d <= 3); equals population_hessian_at_wstar at W = W*."""
    d, K = Wstar.shape
    grid, wts = _gh_grid(d, nodes)
    Hs = torch.zeros(d * K, d * K, dtype=torch.float64)
    for lam_l, mu_l, s2_l in zip(lam, mus, s2, strict=True):
        x = torch.as_tensor(grid * np.sqrt(s2_l) + mu_l)
        ey = H(torch.as_tensor(Wstar), x)
        ey1 = H(torch.as_tensor(Wstar), -x)  # 1 - E[y|x], without cancellation
        z = x @ torch.as_tensor(W)
        lp, lq = torch.nn.functional.logsigmoid(z), torch.nn.functional.logsigmoid(-z)
        logh = torch.logsumexp(lp, 1) - math.log(K)
        logh1 = torch.logsumexp(lq, 1) - math.log(K)
        # xi_1 d1_j d1_l with xi_1 = (h^2 + ey - 2 ey h)/(h^2 h1^2) = ey/h^2 + (1-ey)/h1^2 and d1 = p q, in log
        # space: a_j = p_j q_j / h, b_j = p_j q_j / h1 are bounded by K (h^2 h1^2 underflows for large |z|)
        a = torch.exp(lp + lq - logh[:, None])
        b = torch.exp(lp + lq - logh1[:, None])
        w = torch.as_tensor(wts)
        A = (a[:, None, :] * x[:, :, None]).reshape(len(w), d * K)
        Bm = (b[:, None, :] * x[:, :, None]).reshape(len(w), d * K)
        Hm = (((A * (w * ey)[:, None]).T @ A + (Bm * (w * ey1)[:, None]).T @ Bm) / K**2).view(d, K, d, K)
        # xi_2 d2_j with xi_2 = -(ey - h)/(h h1)/K = -(ey/h - (1-ey)/h1)/K and d2 = p q (q - p)
        c2 = -(ey[:, None] * a - ey1[:, None] * b) * (torch.sigmoid(-z) - torch.sigmoid(z)) * w[:, None] / K
        diag = torch.einsum("nj,na,nb->ajb", c2, x, x)
        for j in range(K):
            Hm[:, j, :, j] += diag[:, j, :]
        Hs += lam_l * Hm.reshape(d * K, d * K)
    return Hs.numpy()


def hessian_factor_at_wstar(Wstar: np.ndarray, mus: np.ndarray, s2: np.ndarray, lam: np.ndarray,
                            nodes: int = 30) -> np.ndarray:
    """A factor G (rows x dK) with G^T G = Hess fbar(W*) (labels integrated out), by the same tensor Gauss-Hermite
    rule as :func:`population_hessian_gmm`: at W = W* the phi'' term vanishes (E[y|x] = H) and Hess fbar(W*) =
    E[grad H grad H^T/(H(1-H))], grad H = (phi'(w_j^T x) x/K)_j, so each node contributes the row
    sqrt(lam_l w/(H(1-H))) grad H (in log space). The singular values of G give lambda(Hess) = sv^2 with absolute
    error ~ eps sv_max in sv, i.e. lambda_min resolved down to ~1e-20 lambda_max (eigvalsh of the assembled
    Hessian resolves only ~1e-13)."""
    d, K = Wstar.shape
    grid, wts = _gh_grid(d, nodes)
    rows = []
    Ws = torch.as_tensor(Wstar)
    for lam_l, mu_l, s2_l in zip(lam, mus, s2, strict=True):
        x = torch.as_tensor(grid * np.sqrt(s2_l) + mu_l)
        z = x @ Ws
        lp, lq = torch.nn.functional.logsigmoid(z), torch.nn.functional.logsigmoid(-z)
        logh = torch.logsumexp(lp, 1) - math.log(K)
        logh1 = torch.logsumexp(lq, 1) - math.log(K)
        logc = 0.5 * (math.log(lam_l) + torch.log(torch.as_tensor(wts)) - logh - logh1) - math.log(K)
        coef = torch.exp(lp + lq + logc[:, None])  # (n, K)
        rows.append((coef[:, None, :] * x[:, :, None]).reshape(len(wts), d * K))
    return torch.cat(rows, 0).numpy()


def population_ce_gmm(W: np.ndarray, Wstar: np.ndarray, mus: np.ndarray, s2: np.ndarray, lam: np.ndarray,
                      nodes: int = 30) -> float:
    """fbar(W) for the mixture (labels integrated out), tensor Gauss-Hermite quadrature (d <= 3)."""
    d = Wstar.shape[0]
    grid, wts = _gh_grid(d, nodes)
    tot = 0.0
    for lam_l, mu_l, s2_l in zip(lam, mus, s2, strict=True):
        x = torch.as_tensor(grid * np.sqrt(s2_l) + mu_l)
        ey = H(torch.as_tensor(Wstar), x)
        z = x @ torch.as_tensor(W)
        lp, lq = torch.nn.functional.logsigmoid(z), torch.nn.functional.logsigmoid(-z)
        logh = torch.logsumexp(lp, 1) - math.log(W.shape[1])
        logh1 = torch.logsumexp(lq, 1) - math.log(W.shape[1])
        tot += lam_l * float(np.sum(wts * (-(ey * logh + (1 - ey) * logh1)).numpy()))
    return tot


def theorem2_experiment(Wstar: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray, ns: list[int],
                        reps: int, seed: int, gd_steps: int = 40, nodes: int = 30) -> dict[str, np.ndarray]:
    """Theorem 2 sweep over n (xi = 0): for each (n, rep) draw n samples, find the critical point W_hat_n near W*
    (damped Newton from W*; Algorithm 1's GD converges to the same point, checked on the run), and record
    ||W_hat_n - W*||_F (4.10), the excess population risks fbar(W_hat_n) - fbar(W*) and fbar_l(W_hat_n) -
    fbar_l(W*) (corrected (4.11)-(4.12)), whether the descent escaped to infinity (``escaped``: 1, every other
    field nan; a solver failure leaves ``escaped`` nan too), lambda_min/lambda_max of Hess f_n(W_hat_n), and the GD contraction
    factor over ``gd_steps`` steps of (4.6) with eta_0 = 1/lambda_max from W_0 = W* + (W_hat_n - W*) rotated
    (a point at the same distance) against the asymptotic factor 1 - lambda_min/lambda_max (C.230)."""
    gen = torch.Generator().manual_seed(int(seed) % 2**63)
    Ws = torch.as_tensor(Wstar)
    rows: dict[str, list] = {k: [] for k in ("n", "err", "excess", "lmin", "lmax", "grad", "gd_rate",
                                             "pred_rate", "gd_final")}
    rows["excess_groups"] = []
    rows["escaped"] = []  # 1: the descent from W* left every ball around it (no local minimiser there); nan: failure
    for n in ns:
        for _ in range(reps):
            x, _ = sample_gmm(int(n), lam, mus, s2, gen)
            y = sample_labels(Ws, x, gen)
            Wh, gn, lm = newton_critical_point(Ws, x, y)
            _, Hs, _ = erm_grad_hess(Wh, x, y)
            if not (math.isfinite(gn) and bool(torch.isfinite(Hs).all())):
                for k in rows:
                    rows[k].append(np.full(len(lam), np.nan) if k == "excess_groups" else
                                   (n if k == "n" else 1.0 if k == "escaped" and lm == -math.inf else math.nan))
                continue
            rows["escaped"].append(0.0)
            ev = torch.linalg.eigvalsh(Hs)
            lmin, lmax = float(ev[0]), float(ev[-1])
            D = torch.randn(Ws.shape, generator=gen, dtype=torch.float64)
            W0 = Wh + D / D.norm() * max(float((Wh - Ws).norm()), 1e-3)
            path = gd_contraction(W0, Wh, x, y, 1.0 / lmax, gd_steps)
            rate = float((path[-1] / path[0]) ** (1.0 / gd_steps))
            eg = excess_ce_groups(Wh.numpy(), Wstar, mus, s2, nodes)
            rows["n"].append(n)
            rows["err"].append(float((Wh - Ws).norm()))
            rows["excess"].append(float(np.sum(lam * eg)))
            rows["excess_groups"].append(eg)
            rows["lmin"].append(lmin)
            rows["lmax"].append(lmax)
            rows["grad"].append(gn)
            rows["gd_rate"].append(rate)
            rows["pred_rate"].append(1 - lmin / lmax)
            rows["gd_final"].append(float(path[-1] / path[0]))
    return {k: np.array(v, dtype=float) for k, v in rows.items()}


# ------------------------------------------------------------------ Property C.1 / Lemma C.3.1 (this round)


def project_means(Wstar: np.ndarray, mus: np.ndarray) -> np.ndarray:
    """Property C.1's twin: each mean mu_l replaced by its projection U U^T mu_l on col(W*) (U orthonormal)."""
    U, _, _ = np.linalg.svd(np.asarray(Wstar, dtype=float), full_matrices=False)
    return np.asarray(mus, dtype=float) @ U @ U.T


def population_hessian_autograd(W: np.ndarray, Wstar: np.ndarray, mus: np.ndarray, s2: np.ndarray,
                                lam: np.ndarray, nodes: int = 30) -> np.ndarray:
    """Second path to ``population_hessian_gmm``: the torch autograd Hessian (dK x dK, index (a, j)) of the
    quadrature population risk fbar(W) = sum_l lam_l E_l[-(H* log H + (1-H*) log(1-H))] (no closed form used)."""
    d, K = np.asarray(Wstar).shape
    grid, wts = _gh_grid(d, nodes)
    w = torch.as_tensor(wts)
    xs = [torch.as_tensor(grid * np.sqrt(s2_l) + mu_l) for mu_l, s2_l in zip(mus, s2, strict=True)]
    eys = [H(torch.as_tensor(Wstar), x) for x in xs]

    def fbar(v: torch.Tensor) -> torch.Tensor:
        Wt = v.view(d, K)
        tot = torch.zeros((), dtype=torch.float64)
        for lam_l, x, ey in zip(lam, xs, eys, strict=True):
            z = x @ Wt
            logh = torch.logsumexp(torch.nn.functional.logsigmoid(z), 1) - math.log(K)
            logh1 = torch.logsumexp(torch.nn.functional.logsigmoid(-z), 1) - math.log(K)
            tot = tot + float(lam_l) * (w * (-(ey * logh + (1 - ey) * logh1))).sum()
        return tot

    v0 = torch.as_tensor(np.asarray(W, dtype=float)).reshape(-1).clone()
    return torch.autograd.functional.hessian(fbar, v0, vectorize=True).numpy()


def rho_group(Wstar: np.ndarray, mu: np.ndarray, s: float, dK: float) -> float:
    """rho_j = rho(W*^T mu_j/(delta_K s_j), delta_K s_j): the argument of Gamma (C.7) for a group with Sigma_j = s_j^2 I
    (dK = delta_K(W*), the smallest singular value); by the variance forms (rho_torch)."""
    return rho_torch(Wstar.T @ mu / (dK * s), dK * float(s))


def rho_along_mean(Wstar: np.ndarray, mus: np.ndarray, s: np.ndarray, group: int, direction: np.ndarray,
                   grid: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """rho_j = rho(W*^T mu_j/(delta_K s_j), delta_K s_j) (the argument of Gamma (C.7), Sigma_j = s_j^2 I) for every
    group j while mu_group = r * direction runs over ``grid`` (r >= 0, unit direction), the other means fixed.
    Returns (rho, norms), both of shape (len(grid), L); rho by the variance forms (rho_torch)."""
    dK = float(np.linalg.svd(Wstar, compute_uv=False)[-1])
    L = len(s)
    base = [rho_group(Wstar, mus[j], s[j], dK) for j in range(L)]
    rho = np.tile(np.asarray(base, dtype=float), (len(grid), 1))
    norms = np.tile(np.linalg.norm(mus, axis=1), (len(grid), 1))
    for k, r in enumerate(grid):
        mu = float(r) * direction
        rho[k, group] = rho_group(Wstar, mu, s[group], dK)
        norms[k, group] = float(np.linalg.norm(mu))
    return rho, norms
