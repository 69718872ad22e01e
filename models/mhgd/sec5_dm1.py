"""The tokenized-mixture data model DM1 of Deora et al. (mhgd, Sec. 5, L201-L211) and its constructions, in torch.

Patterns: mu_+ = S q_1, mu_- = S q_2, nu_l = S q_{2+l} for a random orthogonal Q (d >= M + 2). A sample has
label y, a relevant set R of L = zeta T tokens equal to mu_y, and T - L tokens nu_{j_t} + z_t. The noise
z = Q c lives in the Assumption-3 box: |c_1|, |c_2| <= Z_mu/S (so |<z, mu_+->| <= Z_mu), |c_{2+l}| <= Z_nu/(M S)
(|<z, nu_l>| <= Z_nu/M) and a component orthogonal to every pattern of norm <= r_perp; the smallest admissible
Z is then the box's largest norm sqrt(2(Z_mu/S)^2 + M(Z_nu/(MS))^2 + r_perp^2).

Noise modes: ``uniform`` (inside the box), ``corners`` (random sign corners, r_perp at full radius), ``adv``
(corners with y<z, u_*> = -2 Z_mu: the linear margin's worst case), ``zero``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from thmcheck.models.mhgd import sec2_model as M

NOISE_MODES = ("uniform", "corners", "adv", "zero")


@dataclass
class DM1:
    """Patterns and noise box of one DM1 instance (float64 tensors)."""

    T: int
    L: int  # |R| = zeta T
    M: int
    S: float
    Zmu: float
    Znu: float
    rperp: float
    Q: torch.Tensor  # (d, d) orthogonal

    @property
    def d(self) -> int:
        return int(self.Q.shape[0])

    @property
    def zeta(self) -> float:
        return self.L / self.T

    @property
    def mu_p(self) -> torch.Tensor:
        return self.S * self.Q[:, 0]

    @property
    def mu_m(self) -> torch.Tensor:
        return self.S * self.Q[:, 1]

    @property
    def nus(self) -> torch.Tensor:
        return self.S * self.Q[:, 2:2 + self.M].T

    @property
    def u_star(self) -> torch.Tensor:
        return self.mu_p - self.mu_m

    @property
    def Z(self) -> float:
        """The largest noise norm of the box (the smallest admissible Z of Assumption 3)."""
        return math.sqrt(2 * (self.Zmu / self.S) ** 2 + self.M * (self.Znu / (self.M * self.S)) ** 2
                         + self.rperp**2)

    @property
    def R_printed(self) -> float:
        """R = sqrt(S^2 + Z^2 + 2 Z_nu/M) (L211)."""
        return math.sqrt(self.S**2 + self.Z**2 + 2 * self.Znu / self.M)

    def W_star(self) -> torch.Tensor:
        """W_* = mu_+ mu_+^T + mu_- mu_-^T + sum_l nu_l (mu_+ + mu_-)^T (eq. 104 / 126)."""
        mp, mm = self.mu_p, self.mu_m
        return torch.outer(mp, mp) + torch.outer(mm, mm) + torch.outer(self.nus.sum(0), mp + mm)

    def U_star(self) -> torch.Tensor:
        """U_* = 1_T u_*^T (eq. 105)."""
        return self.u_star.expand(self.T, self.d).clone()

    def theta_opt(self) -> tuple[torch.Tensor, torch.Tensor]:
        """(U_opt, W_opt) of eq. (9): U_* / (S sqrt(2T)), W_* / (S^2 sqrt(2(M+1)))."""
        return (self.U_star() / (self.S * math.sqrt(2 * self.T)),
                self.W_star() / (self.S**2 * math.sqrt(2 * (self.M + 1))))


def make_dm1(T: int, L: int, M_: int, d: int, S: float, Zmu: float, Znu: float, rperp: float,
             g: torch.Generator, canonical: bool = False) -> DM1:
    """A DM1 instance with a random orthogonal Q (or the canonical basis)."""
    if not (1 <= L <= T - 1 and d >= M_ + 2):
        raise ValueError("need 1 <= L <= T-1 and d >= M+2")
    if canonical:
        Q = torch.eye(d, dtype=torch.float64)
    else:
        Q, Rr = torch.linalg.qr(torch.randn(d, d, generator=g, dtype=torch.float64))
        Q = Q * torch.sign(torch.diagonal(Rr))[None, :]
    return DM1(T, L, M_, S, Zmu, Znu, rperp, Q)


def _noise_coeffs(dm: DM1, n: int, mode: str, ys: torch.Tensor, g: torch.Generator) -> torch.Tensor:
    """Coefficients c (n, T, d) of z = Q c in the Assumption-3 box."""
    T, d, Mm = dm.T, dm.d, dm.M
    a_mu, a_nu = dm.Zmu / dm.S, dm.Znu / (Mm * dm.S)
    c = torch.zeros(n, T, d, dtype=torch.float64)
    if mode == "zero":
        return c
    if mode == "uniform":
        c[..., :2] = (2 * torch.rand(n, T, 2, generator=g, dtype=torch.float64) - 1) * a_mu
        c[..., 2:2 + Mm] = (2 * torch.rand(n, T, Mm, generator=g, dtype=torch.float64) - 1) * a_nu
        rad = dm.rperp * torch.rand(n, T, 1, generator=g, dtype=torch.float64)
    else:
        sg = 2.0 * (torch.rand(n, T, d, generator=g, dtype=torch.float64) < 0.5).to(torch.float64) - 1.0
        c[..., :2] = sg[..., :2] * a_mu
        c[..., 2:2 + Mm] = sg[..., 2:2 + Mm] * a_nu
        if mode == "adv":  # y <z, mu_+ - mu_-> = -2 Z_mu
            c[..., 0] = -ys[:, None] * a_mu
            c[..., 1] = ys[:, None] * a_mu
        rad = torch.full((n, T, 1), dm.rperp, dtype=torch.float64)
    if d > Mm + 2:
        v = torch.randn(n, T, d - Mm - 2, generator=g, dtype=torch.float64)
        c[..., Mm + 2:] = v / v.norm(dim=-1, keepdim=True).clamp_min(1e-300) * rad
    return c


def sample(dm: DM1, n: int, g: torch.Generator, mode: str = "uniform",
           ys: torch.Tensor | None = None) -> dict[str, torch.Tensor]:
    """n samples of DM1: X (n,T,d), y (n,), rel (n,T) bool (the set R), j (n,T) pattern index of each irrelevant
    token, c (n,T,d) noise coefficients (zero on relevant tokens)."""
    T, L = dm.T, dm.L
    if ys is None:
        ys = 2.0 * (torch.rand(n, generator=g, dtype=torch.float64) < 0.5).to(torch.float64) - 1.0
    perm = torch.argsort(torch.rand(n, T, generator=g, dtype=torch.float64), dim=1)
    rel = torch.zeros(n, T, dtype=torch.bool)
    rel.scatter_(1, perm[:, :L], True)
    j = torch.randint(0, dm.M, (n, T), generator=g)
    c = _noise_coeffs(dm, n, mode, ys, g)
    c = torch.where(rel[..., None], torch.zeros_like(c), c)
    nus = dm.nus
    mu_y = torch.where(ys[:, None] > 0, dm.mu_p[None, :], dm.mu_m[None, :])  # (n, d)
    Xirr = nus[j] + c @ dm.Q.T
    X = torch.where(rel[..., None], mu_y[:, None, :].expand(n, T, dm.d), Xirr)
    return {"X": X, "y": ys, "rel": rel, "j": j, "c": c}


# ---------------------------------------------------------------------------------------- quantities


def relevance_scores(X: torch.Tensor, W: torch.Tensor) -> torch.Tensor:
    """r (..., T, T) with r[t, t'] = [r_t]_{t'} = x_t^T W x_{t'} (r_t = X W^T x_t, eq. 107)."""
    return X @ W @ X.transpose(-1, -2)


def relevance_formulas(dm: DM1, X: torch.Tensor, y: float, rel: torch.Tensor, c: torch.Tensor) -> torch.Tensor:
    """The printed closed forms (108) and (110) of [r_t]_{t'} for one sample (T, T)."""
    T = dm.T
    z = c @ dm.Q.T  # noise vectors (zero on R)
    mp, mm, nus = dm.mu_p, dm.mu_m, dm.nus
    mu_y = mp if y > 0 else mm
    S2 = dm.S**2
    out = torch.empty(T, T, dtype=X.dtype)
    for t in range(T):
        for tp in range(T):
            if rel[t]:
                out[t, tp] = dm.S**4 if rel[tp] else S2 * (mu_y @ z[tp])
            elif rel[tp]:
                out[t, tp] = dm.S**4 + S2 * (mu_y @ z[t]) + S2 * (nus @ z[t]).sum()
            else:
                nz = (nus @ z[t]).sum()
                out[t, tp] = ((mp @ z[t]) * (mp @ z[tp]) + (mm @ z[t]) * (mm @ z[tp]) + nz * (mp @ z[tp])
                              + nz * (mm @ z[tp]) + S2 * ((mp + mm) @ z[tp]))
    return out


def attention_margin(X: torch.Tensor, y: torch.Tensor, U: torch.Tensor, W: torch.Tensor) -> torch.Tensor:
    """y Phi(X; U, W) for a batch X (n,T,d), y (n,)."""
    return y * M.head_outputs(X, U[None], W[None])[:, 0]


def leak(X: torch.Tensor, rel: torch.Tensor, W: torch.Tensor) -> torch.Tensor:
    """max_t sum_{t' in R^c} softmax(x_t^T W X^T)_{t'} per sample (n,), via log-softmax (no cancellation)."""
    lw = torch.log_softmax(X @ W @ X.transpose(-1, -2), dim=-1)  # row t: logits x_t^T W x_{t'}
    lw = torch.where(rel[:, None, :], torch.full_like(lw, -math.inf), lw)
    return torch.logsumexp(lw, dim=-1).exp().max(dim=-1).values


def first_phase_row(X: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The closed form of Lemma 16 (L1450): every row of U_h^(1)/alpha_h is (1/(2 n1 T)) sum_i y_i sum_t x_{i,t}."""
    n, T = X.shape[0], X.shape[1]
    return (y[:, None] * X.sum(1)).sum(0) / (2 * n * T)


def first_phase_autograd(X: torch.Tensor, y: torch.Tensor, H: float, alpha: float) -> tuple[torch.Tensor, ...]:
    """theta_h^(1) = -alpha sqrt(H) grad_{theta_h} L^_{n1}(0) for one head of an H-head model at theta = 0,
    by autograd (thmcheck.models.mhgd.sec2_model.per_head_grad on a single group of H identical zero heads)."""
    T, d = X.shape[1], X.shape[2]
    z = torch.zeros(1, T, d, dtype=X.dtype), torch.zeros(1, d, d, dtype=X.dtype)
    gU, gW, _ = M.per_head_grad(X, y, z[0], z[1], torch.tensor([float(H)], dtype=X.dtype))
    return -alpha * math.sqrt(H) * gU[0], -alpha * math.sqrt(H) * gW[0]


def ntk_margin(X: torch.Tensor, y: torch.Tensor, U: torch.Tensor, W: torch.Tensor, dU: torch.Tensor,
               dW: torch.Tensor) -> torch.Tensor:
    """y <grad_theta Phi(X_i; U, W), (dU, dW)> for every sample (n,): one backward pass with an independent copy
    of (U, W) per sample, so the gradient of the sum holds every per-sample gradient."""
    n = X.shape[0]
    Ui = U.detach()[None].expand(n, *U.shape).clone().requires_grad_(True)
    Wi = W.detach()[None].expand(n, *W.shape).clone().requires_grad_(True)
    A = torch.softmax(torch.einsum("ntd,nde,nse->nts", X, Wi, X), dim=-1)
    f = torch.einsum("nts,nsd,ntd->", A, X, Ui)
    gU, gW = torch.autograd.grad(f, (Ui, Wi))
    return y * ((gU * dU).sum((1, 2)) + (gW * dW).sum((1, 2)))


def lemma13_parts(dm: DM1, X: torch.Tensor, y: torch.Tensor, p: torch.Tensor, alpha: float) -> torch.Tensor:
    """y <grad Phi(X; theta^(1)), theta_*> for theta^(1) = (alpha 1_T (zeta/2 u_* + p)^T, 0) and
    theta_* = (U_*/||U_*||_F, sign(alpha) W_*/||W_*||_F) (Lemma 13, L1281-L1287), per sample (n,)."""
    T, d = dm.T, dm.d
    U1 = alpha * (dm.zeta / 2 * dm.u_star + p).expand(T, d).clone()
    W1 = torch.zeros(d, d, dtype=torch.float64)
    Us, Ws = dm.U_star(), dm.W_star()
    return ntk_margin(X, y, U1, W1, Us / Us.norm(), math.copysign(1.0, alpha) * Ws / Ws.norm())


def rademacher_tail(H: int, a: float) -> float:
    """Exact P(|sum_{h<=H} alpha_h| > a) for IID alpha_h ~ Unif(+-1) (binomial sums; sum = 2k - H)."""
    from scipy.stats import binom

    if a < 0:
        return 1.0
    hi = math.floor((H + a) / 2)  # k > (H + a)/2  <=>  k >= hi + 1
    lo = math.ceil((H - a) / 2) - 1  # k < (H - a)/2  <=>  k <= lo
    return float(binom.sf(hi, H, 0.5) + (binom.cdf(lo, H, 0.5) if lo >= 0 else 0.0))


def alpha_quantile(xp: torch.Tensor, xm: torch.Tensor, H: int, delta: float, iters: int = 200) -> float:
    """The largest b with P_k(min_i f_i(k) < b) <= delta, f_i(k) = (k xp_i + (H-k) xm_i)/H, k ~ Bin(H, 1/2)
    (the multi-head NTK margins (117) when k heads have alpha = +1). Bisection on b; for each b the set
    {k : min_i f_i(k) >= b} is an integer interval (every f_i is affine), whose mass is a binomial difference."""
    from scipy.stats import binom

    xp_, xm_ = xp.double().cpu().numpy(), xm.double().cpu().numpy()

    def fail(b: float) -> float:
        lo, hi = 0.0, float(H)
        for a, c in zip(xm_, xp_):  # f(k) = a + k (c - a)/H >= b
            s = (c - a) / H
            if s > 0:
                lo = max(lo, (b - a) / s)
            elif s < 0:
                hi = min(hi, (b - a) / s)
            elif a < b:
                return 1.0
        kl, kh = math.ceil(lo - 1e-12), math.floor(hi + 1e-12)
        if kl > kh:
            return 1.0
        return float(1.0 - (binom.cdf(kh, H, 0.5) - (binom.cdf(kl - 1, H, 0.5) if kl >= 1 else 0.0)))

    lo_b = float(min(xp_.min(), xm_.min()))
    hi_b = float(max(xp_.max(), xm_.max())) + 1e-12
    if fail(hi_b) <= delta:
        return hi_b
    for _ in range(iters):  # invariant: fail(lo_b) <= delta < fail(hi_b)
        mid = 0.5 * (lo_b + hi_b)
        if fail(mid) <= delta:
            lo_b = mid
        else:
            hi_b = mid
        if hi_b - lo_b <= 1e-15 * max(1.0, abs(lo_b)):
            break
    return lo_b


# ------------------------------------------------------------------------------ App. G experiment (DM1)


def appg_data(n: int, g: torch.Generator, T: int = 10, L: int = 1, d: int = 4, M_: int = 2, S: float = 2.0,
              sigma: float = 0.1) -> tuple[torch.Tensor, torch.Tensor]:
    """App. G's DM1 (L1588): T = 10 tokens, zeta = 0.1 (L = 1 relevant token), patterns S e_1 (mu_+), S e_2 (mu_-),
    S e_3, S e_4 (nu_1, nu_2: M = 2, d = 4), S = 2, irrelevant tokens nu_j + z with z ~ N(0, sigma^2 I), sigma = 0.1;
    equiprobable labels; the relevant position drawn uniformly. Returns X (n, T, d), y (n,)."""
    y = torch.where(torch.rand(n, generator=g, dtype=torch.float64) < 0.5, 1.0, -1.0).to(torch.float64)
    E = torch.eye(d, dtype=torch.float64) * S
    j = torch.randint(0, M_, (n, T), generator=g)
    X = E[2 + j] + sigma * torch.randn(n, T, d, generator=g, dtype=torch.float64)
    for i in range(n):
        perm = torch.randperm(T, generator=g)[:L]
        X[i, perm] = E[0] if y[i] > 0 else E[1]
    return X, y


def appg_margins(X: torch.Tensor, y: torch.Tensor, H: int, eta: float, checkpoints: list[int]) -> list[float]:
    """Full-batch GD from theta~(0) = 0 with H heads and step eta (exact: all heads stay equal, one group of
    multiplicity H); at each checkpoint k the normalised margin min_i y_i Phi~(X_i; theta~_k) / ||U~_k||_F
    (= min_i y_i Phi(X_i; U_1, W_1) / ||U_1||_F; the normalisation of gamma_attn, whose U_opt has ||U_opt||_F = 1
    while W_opt is scaled by Gamma -> inf, eq. (11), L285)."""
    T, d = X.shape[1], X.shape[2]
    U = torch.zeros(1, T, d, dtype=torch.float64)
    W = torch.zeros(1, d, d, dtype=torch.float64)
    m = torch.tensor([float(H)], dtype=torch.float64)
    out, k = [], 0
    for K in sorted(checkpoints):
        r = M.gd(X, y, U, W, m, eta, K - k)
        U, W, k = r["U"], r["W"], K
        marg = y * M.mha_output(X, U, W, m) / (U.norm() * math.sqrt(H))
        out.append(float(marg.min()))
    return out
