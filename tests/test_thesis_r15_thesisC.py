"""Second paths for round 15 (helper thesisC) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import math

import numpy as np
from scipy import integrate


def _sig(a: np.ndarray) -> np.ndarray:
    return 0.5 * (1 + np.tanh(a / 2))


def _grid(n: int = 48) -> tuple[np.ndarray, np.ndarray]:
    """Physicists' Gauss-Hermite nodes mapped to N(0, I_2): x = sqrt(2) t, weights / pi."""
    t, w = np.polynomial.hermite.hermgauss(n)
    X, Y = np.meshgrid(t, t, indexing="ij")
    WW = np.outer(w, w)
    return math.sqrt(2) * np.stack([X.ravel(), Y.ravel()], 1), WW.ravel() / math.pi


def _risk(W: np.ndarray, Ws: np.ndarray, mus: list, sd: float, lam: list) -> float:
    """fbar(W) = E_x[-(p* log H(W, x) + (1 - p*) log(1 - H(W, x)))], p* = H(W*, x), x ~ sum_l lam_l N(mu_l, sd^2 I)."""
    z, w = _grid()
    tot = 0.0
    for lam_l, mu in zip(lam, mus, strict=True):
        x = z * sd + np.asarray(mu)
        ps = _sig(x @ Ws).mean(1)
        h = _sig(x @ W).mean(1)
        tot += lam_l * float(np.sum(w * -(ps * np.log(h) + (1 - ps) * np.log1p(-h))))
    return tot


def test_c104_literal_mvt_fails_at_the_entropy_floor() -> None:
    """(C.104) L5769-L5773, first '<=' as printed: fbar(W_t) <= <grad fbar(W_t), W_t - W*>. Symmetric GMM 1/2 N(+-(0.5,
    0), I_2), d = K = 2, W* = 0.8 [[1, 0.3], [0, 1]] (the Hessian at W* positive definite). As W_t -> W* the left side
    stays at the entropy floor fbar(W*) ~ 0.6 while the gradient term (central differences) falls like r^2: the ratio
    grows without bound; read with the excess fbar(W_t) - fbar(W*) (the reading) it tends to 1/2."""
    Ws = 0.8 * np.array([[1.0, 0.3], [0.0, 1.0]])
    mus, sd, lam = [(0.5, 0.0), (-0.5, 0.0)], 1.0, [0.5, 0.5]
    D = np.array([[0.3, -0.5], [0.6, 0.2]])
    D /= np.linalg.norm(D)
    f0 = _risk(Ws, Ws, mus, sd, lam)
    assert 0.4 < f0 < math.log(2)

    def grad(W: np.ndarray, h: float = 1e-5) -> np.ndarray:
        G = np.zeros_like(W)
        for i in range(2):
            for j in range(2):
                E = np.zeros_like(W)
                E[i, j] = h
                G[i, j] = (_risk(W + E, Ws, mus, sd, lam) - _risk(W - E, Ws, mus, sd, lam)) / (2 * h)
        return G

    lit, exc = {}, {}
    for r in (1e-1, 3e-2, 1e-2):
        Wt = Ws + r * D
        g = float(np.sum(grad(Wt) * (Wt - Ws)))
        assert g > 0
        ft = _risk(Wt, Ws, mus, sd, lam)
        lit[r], exc[r] = ft / g, (ft - f0) / g
    assert lit[1e-1] > 10 and lit[1e-2] > 50 * lit[1e-1], lit  # ~ 1/r^2: unbounded
    assert all(0.3 < v < 0.7 for v in exc.values()), exc  # the excess reading: ~ 1/2


def _rho_quad(u: np.ndarray, sigma: float) -> float:
    """rho(u, sigma) of Definition C.2.2 (C.6) by scipy quadrature: min over i != j of (u_j^2 + 1)(beta_0(i) -
    alpha_0(i)^2) and beta_2(i) - alpha_2(i)^2/(u_i^2 + 1), phi' = sigmoid'."""
    def dphi(t: float) -> float:
        e = math.exp(-abs(t))
        return e / (1 + e) ** 2

    def mom(ui: float, f) -> float:  # noqa: ANN001
        return integrate.quad(lambda z: f(z) * math.exp(-0.5 * (z - ui) ** 2) / math.sqrt(2 * math.pi),
                              ui - 15, ui + 15, limit=400, epsabs=1e-15, epsrel=1e-12)[0]

    vals = []
    for i, ui in enumerate(u):
        a0 = mom(ui, lambda z: dphi(sigma * z))
        b0 = mom(ui, lambda z: dphi(sigma * z) ** 2)
        a2 = mom(ui, lambda z: dphi(sigma * z) * z * z)
        b2 = mom(ui, lambda z: dphi(sigma * z) ** 2 * z * z)
        vals.append(b2 - a2 * a2 / (ui * ui + 1))
        vals += [(u[j] ** 2 + 1) * (b0 - a0 * a0) for j in range(len(u)) if j != i]
    return min(vals)


def test_c102_ratio_grows_like_sqrt_K() -> None:
    """(C.102) L5756, second '<~': 1/2 N(+-m e_1, s^2 I_d), m = 1, s = 0.1, W* = [I_K; 0] (eta = kappa = tau = delta_K
    = 1), xi = 0: the first line over K^2 (1 - ||Sigma_L||^3) (sqrt(d log n/n) cancels) is K^{1/2} (m + s) / (s^2
    rho) with rho free of K (K = 3, 5, 8 give the same rho): the ratio grows like sqrt(K), unbounded."""
    m, s = 1.0, 0.1
    rhos = []
    for K in (3, 5, 8):
        u = np.zeros(K)
        u[0] = m / s
        rhos.append(_rho_quad(u, s))
    assert max(rhos) / min(rhos) - 1 < 1e-9, rhos
    rho = rhos[0]
    assert 5e-7 < rho < 1e-6, rho

    def ratio(K: int) -> float:
        first = K**2.5 * math.sqrt((m + s) ** 2) / (s * s * rho)
        return first / (K**2 * (1 - s**6))

    assert ratio(600) / ratio(3) > 14.1
    assert abs(ratio(3) - 2.49e8) / 2.49e8 < 0.01, ratio(3)


def _d1(z: np.ndarray) -> np.ndarray:  # sigmoid'
    p = _sig(z)
    return p * (1 - p)


def _d2(z: np.ndarray) -> np.ndarray:  # sigmoid''
    p = _sig(z)
    return p * (1 - p) * (1 - 2 * p)


def _c148_residuals(ws: np.ndarray, w: np.ndarray, gammas: np.ndarray) -> tuple[np.ndarray, float]:
    """K = 1, x ~ N(0, I_2) (two identical groups): xi(w) = sigmoid'(w^T x) (the loss's second derivative in z, free
    of y), T = sigmoid''; Delta = E[(xi(w) - xi(w*)) x x^T], M(g) = E[T(w_g^T x) x^T (w - w*) x x^T]. Returns the
    relative residuals ||Delta - M(g)||_F / ||Delta||_F on the gammas, and that of the gamma-average of M (the
    pointwise reading), by a 64^2-node Gauss-Hermite grid."""
    x, wt = _grid(64)
    xx = x[:, :, None] * x[:, None, :]
    delta = np.einsum("n,n,nab->ab", wt, _d1(x @ w) - _d1(x @ ws), xx)
    proj = x @ (w - ws)

    def M(g: float) -> np.ndarray:
        return np.einsum("n,n,nab->ab", wt, _d2(x @ (g * w + (1 - g) * ws)) * proj, xx)

    dn = np.linalg.norm(delta)
    res = np.array([np.linalg.norm(delta - M(g)) / dn for g in gammas])
    gl, gw = np.polynomial.legendre.leggauss(40)
    avg = sum(0.5 * wi * M(0.5 * (gi + 1)) for gi, wi in zip(gl, gw, strict=True))
    return res, float(np.linalg.norm(delta - avg) / dn)


def test_c148_one_gamma_cannot_serve_a_matrix() -> None:
    """(C.148) L5950-L5956: one mean-value point W' = g W + (1 - g) W* for the whole d x d display. K = 1, d = 2,
    x ~ N(0, I_2), w* = (1, 0), w = (1, 1): no g in [0, 1] makes M(g) equal Delta (the smallest relative residual
    over 4001 values of g is above 5 %), while the pointwise reading (g = g(x), i.e. the average of M over g) matches
    Delta to quadrature accuracy."""
    ws, w = np.array([1.0, 0.0]), np.array([1.0, 1.0])
    res, avg = _c148_residuals(ws, w, np.linspace(0, 1, 4001))
    assert res.min() > 0.05, res.min()
    assert avg < 1e-8, avg


def test_closed_form_xi_T_match_autograd() -> None:
    """The closed forms of xi_{j,l} and T_{j,l,k} used by thesis.ch4.eqC.143 and thesis.ch4.eqC.148 against torch
    autograd of the loss -y log H - (1 - y) log(1 - H), H = mean_k sigmoid(z_k), at random z, y (K = 1, 2, 3)."""
    import torch

    from thmcheck.checks.papers.thesis.r15_thesisC import _xi_T_np

    def ell(z: torch.Tensor, y: float) -> torch.Tensor:
        h = torch.sigmoid(z).mean()
        return -(y * torch.log(h) + (1 - y) * torch.log(1 - h))

    rng = np.random.default_rng(1)
    for K in (1, 2, 3):
        z, y = rng.normal(size=(4, K)) * 2, rng.uniform(size=4)
        xi, T = _xi_T_np(z, y)
        for i in range(4):
            zi = torch.tensor(z[i], dtype=torch.float64)
            hess = torch.autograd.functional.hessian(lambda u, yy=float(y[i]): ell(u, yy), zi)
            third = torch.autograd.functional.jacobian(
                lambda u, yy=float(y[i]): torch.autograd.functional.hessian(lambda v: ell(v, yy), u,
                                                                            create_graph=True), zi)
            assert np.allclose(xi[i], hess.numpy(), atol=1e-12)
            assert np.allclose(T[i], third.numpy(), atol=1e-12)


def test_c205_population_gradient_zero_at_wstar_and_matches_finite_differences() -> None:
    """(C.205)'s grad fbar (autograd of the quadrature) vanishes at W* (L6351: grad fbar(W*P) = 0) and matches
    central differences of models.group_imbalance.population_ce_gmm at another point."""
    from thmcheck.checks.papers.thesis.r15_thesisC import _pop_grad
    from thmcheck.models import group_imbalance as GI

    rng = np.random.default_rng(3)
    Ws = np.eye(2, 2) + 0.2 * rng.normal(size=(2, 2))
    mus = np.array([[0.5, -0.3], [-0.4, 0.8]])
    s2, lam = np.array([1.0, 0.7]), np.array([0.4, 0.6])
    assert np.linalg.norm(_pop_grad(Ws, Ws, mus, s2, lam, 30)) < 1e-8
    W = Ws + 0.3 * rng.normal(size=(2, 2))
    g = _pop_grad(W, Ws, mus, s2, lam, 30)
    h = 1e-5
    fd = np.zeros_like(W)
    for idx in np.ndindex(*W.shape):
        E = np.zeros_like(W)
        E[idx] = h
        fd[idx] = (GI.population_ce_gmm(W + E, Ws, mus, s2, lam, 30)
                   - GI.population_ce_gmm(W - E, Ws, mus, s2, lam, 30)) / (2 * h)
    assert np.allclose(g, fd, rtol=1e-5, atol=1e-8)


def test_c203_event_is_likely_not_rare() -> None:
    """(C.203) as printed says P(deviation <= C_6 S sqrt(dK log n / n)) <= d^-10 = 2^-10. Own numpy: the per-sample
    cross-entropy Hessian of H(W, x) = (1/K) sum_j sigmoid(w_j^T x) at W*, and the population Hessian at W* by Monte
    Carlo, E[grad H grad H^T / (H (1 - H))] (labels integrated out), on 1/2 N(+-(0.5, 0), I_2), W* = 0.8 [[1, 0.3],
    [0, 1]]. At n = 1000 and C_6 = 0.1 every one of 200 samples lies in the event."""
    rng = np.random.default_rng(7)
    Ws = 0.8 * np.array([[1.0, 0.3], [0.0, 1.0]])
    d, K = 2, 2

    def draw(n: int) -> np.ndarray:
        sgn = np.where(rng.random(n) < 0.5, 1.0, -1.0)
        return rng.normal(size=(n, d)) + np.outer(sgn, [0.5, 0.0])

    def parts(x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        s = _sig(x @ Ws)  # (n, K)
        Hx = s.mean(1)
        gH = (s * (1 - s))[:, :, None] * x[:, None, :] / K  # dH/dw_j, (n, K, d)
        return Hx, gH.reshape(len(x), K * d), (s * (1 - s) * (1 - 2 * s))

    xb = draw(2_000_000)
    Hx, g, _ = parts(xb)
    Hbar = np.einsum("ni,nj,n->ij", g, g, 1 / (Hx * (1 - Hx))) / len(xb)
    S = 0.5 * (0.5 + 1.0) ** 2 * 2  # sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 = (0.5 + 1)^2
    n = 1000
    thr = 0.1 * S * math.sqrt(d * K * math.log(n) / n)
    inside = 0
    for _ in range(200):
        x = draw(n)
        Hx, g, s2 = parts(x)
        y = (rng.random(n) < Hx).astype(float)
        a = y / Hx**2 + (1 - y) / (1 - Hx) ** 2  # d^2 l / dH^2
        b = -y / Hx + (1 - y) / (1 - Hx)  # d l / dH
        Hn = np.einsum("ni,nj,n->ij", g, g, a) / n
        for j in range(K):  # d^2 H / dw_j^2 = sigmoid''(w_j^T x) x x^T / K, block diagonal
            Hn[j * d:(j + 1) * d, j * d:(j + 1) * d] += np.einsum("n,na,nb->ab", b * s2[:, j] / K, x, x) / n
        inside += np.linalg.norm(Hn - Hbar, 2) < thr
    assert inside == 200
    assert 1 - 1e-6 ** (1 / 200) > 2.0**-10  # Clopper-Pearson lower bound with 200/200 far above d^-10


def test_c219_gradient_event_is_likely_not_rare() -> None:
    """(C.219) read as its chain says P(||grad f_n - grad fbar|| <= C_13 sqrt(K S) sqrt(d log n / n)) <= 2^-10. Own
    numpy at W* (grad fbar(W*) = 0) on 1/2 N(+-(0.5, 0), I_2), W* = 0.8 [[1, 0.3], [0, 1]], n = 1000, C_13 = 1:
    the per-sample gradient (H - y) / (H (1 - H)) grad H; all 200 samples lie in the event."""
    rng = np.random.default_rng(11)
    Ws = 0.8 * np.array([[1.0, 0.3], [0.0, 1.0]])
    d, K, n = 2, 2, 1000
    S = (0.5 + 1.0) ** 2  # sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2
    thr = 1.0 * math.sqrt(K * S) * math.sqrt(d * math.log(n) / n)
    inside = 0
    for _ in range(200):
        sgn = np.where(rng.random(n) < 0.5, 1.0, -1.0)
        x = rng.normal(size=(n, d)) + np.outer(sgn, [0.5, 0.0])
        s = _sig(x @ Ws)
        Hx = s.mean(1)
        y = (rng.random(n) < Hx).astype(float)
        c = (Hx - y) / (Hx * (1 - Hx)) / K
        g = np.einsum("n,nj,na->aj", c, s * (1 - s), x) / n
        inside += np.linalg.norm(g) < thr
    assert inside == 200


def test_c222_noisy_gradient_breaks_the_taylor_expansion() -> None:
    """(C.222) with grad f~_n = grad f_n + (1/n) sum_i nu_i: own numpy f_n (cross-entropy of H(W, x) = (1/K) sum_j
    sigma(w_j^T x)), own minimiser (scipy BFGS from W*), phi(t) = f_n(W* + t Delta): Taylor's remainder phi(1) -
    phi(0) - phi'(0) lies in [min phi''/2, max phi''/2] over [0, 1] (finite differences), the noisy one does not."""
    from scipy.optimize import minimize
    rng = np.random.default_rng(7)
    n = 1000
    Ws = np.array([[1.0, -0.3], [0.2, 0.9]])
    comp = rng.integers(0, 2, n)
    x = np.array([[0.5, 0.0], [-0.5, 0.0]])[comp] + rng.normal(size=(n, 2))
    y = (rng.random(n) < _sig(x @ Ws).mean(1)).astype(float)

    def f(w: np.ndarray) -> float:
        h = _sig(x @ w.reshape(2, 2)).mean(1)
        return float(-(y * np.log(h) + (1 - y) * np.log(1 - h)).mean())

    res = minimize(f, Ws.ravel(), method="BFGS", options={"gtol": 1e-10})
    D = res.x - Ws.ravel()
    phi = lambda t: f(Ws.ravel() + t * D)  # noqa: E731
    e = 1e-4
    dphi0 = (phi(e) - phi(-e)) / (2 * e)
    R = phi(1.0) - phi(0.0) - dphi0
    e2 = 1e-3
    qq = [(phi(t + e2) - 2 * phi(t) + phi(t - e2)) / e2**2 / 2 for t in np.linspace(0, 1, 201)]
    lo, hi = min(qq), max(qq)
    assert lo - 1e-5 <= R <= hi + 1e-5  # Taylor with grad f_n: holds
    xi = 10.0
    nubar = rng.uniform(-xi, xi, size=(n, 4)).mean(0)
    Rt = R - float(nubar @ D)
    gap = max(lo - Rt, Rt - hi)
    assert gap > 10 * (hi - lo + 1e-5), (R, Rt, lo, hi)
