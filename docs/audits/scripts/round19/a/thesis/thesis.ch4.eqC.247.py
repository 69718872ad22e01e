"""Auditor A, round 19: thesis (seed 003) (C.247), proof of Lemma C.3.3, L6470.
Own model from the paper only: data x ~ sum_l lam_l N(mu_l, Sig_l) (Sec 4.3), y ~ Bern(H(W*,x)),
H = (1/K) sum_j sigmoid(w_j^T x) (4.1). Subroutine 1 (L5113-5131) as printed:
Q_j-hat = sample mean of y (-1)^j p^{-1} grad^j p (C.2), three disjoint thirds D1, D2, D3;
U-hat = top-K eigenvectors of Q2-hat (non-symmetric GMM; 'largest' taken by |eigenvalue|),
R3-hat = Q3-hat(U,U,U), decomposition by Jennrich (simultaneous diagonalisation; stands in for KCL),
alpha-hat from (C.5) (least squares of Q1-hat on the estimated directions), W0 columns alpha_j U v_j.
Population: Q1 = (1/K) sum_j E[phi'(w_j^T x)] w_j (Stein / integration by parts), so alpha_j -> ||w_j|| E[phi'(w_j^T x)]/K.
"""
import numpy as np, itertools, sys

sig = lambda t: 1.0 / (1.0 + np.exp(-t))
dsig = lambda t: sig(t) * (1 - sig(t))

def sample(n, lam, mus, Sigs, W, rng):
    L = len(lam); d = mus[0].size
    g = rng.choice(L, size=n, p=lam)
    X = np.empty((n, d))
    for l in range(L):
        idx = g == l
        X[idx] = rng.multivariate_normal(mus[l], Sigs[l], size=idx.sum())
    H = sig(X @ W).mean(axis=1)
    y = (rng.random(n) < H).astype(float)
    return X, y

def posteriors_u(X, lam, mus, Sigs):
    # r_l(x) (posterior weights) and u_l = Sig_l^{-1}(x - mu_l), Sinv_l
    L = len(lam); logs = []; us = []; Sinvs = []
    for l in range(L):
        Si = np.linalg.inv(Sigs[l]); D = X - mus[l]
        _, ld = np.linalg.slogdet(Sigs[l])
        logs.append(np.log(lam[l]) - 0.5 * ld - 0.5 * np.einsum('ni,ij,nj->n', D, Si, D))
        us.append(D @ Si); Sinvs.append(Si)
    logs = np.array(logs); logs -= logs.max(axis=0)
    r = np.exp(logs); r /= r.sum(axis=0)
    return r, us, Sinvs

def Q1hat(X, y, lam, mus, Sigs):
    r, us, _ = posteriors_u(X, lam, mus, Sigs)
    s = sum(r[l][:, None] * us[l] for l in range(len(lam)))   # -grad p / p
    return (y[:, None] * s).mean(axis=0)

def Q2hat(X, y, lam, mus, Sigs):
    r, us, Si = posteriors_u(X, lam, mus, Sigs)
    d = X.shape[1]; Q = np.zeros((d, d))
    for l in range(len(lam)):
        w = y * r[l]
        Q += (us[l] * w[:, None]).T @ us[l] / len(y) - w.mean() * Si[l]
    return Q

def R3hat(X, y, lam, mus, Sigs, U):
    # Q3(U,U,U) with (-1)^3 grad^3 p / p = sum_l r_l (u^{x3} - sym(u x Sig^{-1}))
    r, us, Si = posteriors_u(X, lam, mus, Sigs)
    K = U.shape[1]; R = np.zeros((K, K, K))
    for l in range(len(lam)):
        w = y * r[l]; a = us[l] @ U; S = U.T @ Si[l] @ U
        R += np.einsum('n,ni,nj,nk->ijk', w, a, a, a) / len(y)
        m = (w[:, None] * a).mean(axis=0)
        R -= np.einsum('i,jk->ijk', m, S) + np.einsum('j,ik->ijk', m, S) + np.einsum('k,ij->ijk', m, S)
    return R

def jennrich(R, rng):
    K = R.shape[0]
    if K == 1:
        return np.ones((1, 1))
    a, b = rng.standard_normal(K), rng.standard_normal(K)
    Ma = np.einsum('ijk,k->ij', R, a); Mb = np.einsum('ijk,k->ij', R, b)
    ev, V = np.linalg.eig(Ma @ np.linalg.pinv(Mb))
    V = np.real(V); V /= np.linalg.norm(V, axis=0)
    return V

def subroutine1(X, y, lam, mus, Sigs, K, rng):
    n = len(y); t = n // 3
    D1, D2, D3 = slice(0, t), slice(t, 2 * t), slice(2 * t, 3 * t)
    Q2 = Q2hat(X[D1], y[D1], lam, mus, Sigs)
    ev, V = np.linalg.eigh(Q2)
    U = V[:, np.argsort(-np.abs(ev))[:K]]
    R = R3hat(X[D2], y[D2], lam, mus, Sigs, U)
    Vh = jennrich(R, rng)
    dirs = U @ Vh
    Q1 = Q1hat(X[D3], y[D3], lam, mus, Sigs)
    alpha, *_ = np.linalg.lstsq(dirs, Q1, rcond=None)       # (C.5)
    return dirs * alpha[None, :]

_GH = np.polynomial.hermite_e.hermegauss(120); _GH = (_GH[0], _GH[1] / _GH[1].sum())

def Ephi1(w, lam, mus, Sigs, deriv=1):
    # E[phi^{(deriv)}(w^T x)] by Gauss-Hermite on each component
    z, wt = _GH
    tot = 0.0
    for l in range(len(lam)):
        m = w @ mus[l]; s = np.sqrt(w @ Sigs[l] @ w)
        t = m + s * z; p = sig(t)
        f = {1: p * (1 - p), 2: p * (1 - p) * (1 - 2 * p), 3: p * (1 - p) * (1 - 6 * p + 6 * p * p)}[deriv]
        tot += lam[l] * (wt @ f)
    return tot

def D_m(m, lam, mus, Sigs):
    return sum(lam[l] * (np.linalg.norm(mus[l]) / np.linalg.norm(np.linalg.inv(Sigs[l]), 2) ** -0.5 + 1) ** m for l in range(len(lam)))

def run(name, lam, mus, Sigs, W, ns, seeds):
    lam = np.array(lam); mus = [np.array(m, float) for m in mus]; Sigs = [np.array(S, float) for S in Sigs]
    W = np.array(W, float); d, K = W.shape
    sv = np.linalg.svd(W, compute_uv=False); kap = sv[0] / sv[-1]
    smax = max(np.sqrt(np.linalg.norm(S, 2)) for S in Sigs)
    smin = min(np.linalg.norm(np.linalg.inv(S), 2) ** -0.5 for S in Sigs)
    tau = smax / smin; D6 = D_m(6, lam, mus, Sigs)
    nmin = kap ** 8 * K ** 4 * tau ** 12 * D6 * d * np.log(d) ** 2
    c = np.array([Ephi1(W[:, j], lam, mus, Sigs) / K for j in range(K)])
    c2 = np.array([Ephi1(W[:, j], lam, mus, Sigs, 2) / K for j in range(K)])
    c3 = np.array([Ephi1(W[:, j], lam, mus, Sigs, 3) / K for j in range(K)])
    floor = min(np.linalg.norm(W * c[None, :] - W @ np.array(P), 2)
                for P in [np.eye(K)[list(p)] for p in itertools.permutations(range(K))])
    floor_lit = np.linalg.norm(W * c[None, :] - W, 2)
    print(f"== {name}: d={d} K={K} kappa={kap:.3f} tau={tau:.3f} D6={D6:.2f} ||W*||={sv[0]:.3f} "
          f"(C.86) n >= {nmin:.1f}; E phi'(w_j^T x)/K = {np.round(c,4)}, E phi''/K = {np.round(c2,4)}, E phi'''/K = {np.round(c3,4)}")
    print(f"   population limit of W0: columns c_j w_j; floor min_P ||W0 - W*P|| -> {floor:.4f}, literal ||W0 - W*|| -> {floor_lit:.4f}")
    for n in ns:
        shape = kap ** 6 * K ** 3 * tau ** 6 * np.sqrt(D6) * np.sqrt(d * np.log(n) / n) * sv[0]
        lit, perm, q1err = [], [], []
        for s in seeds:
            rng = np.random.default_rng(1000 * s + 7)
            X, y = sample(n, lam, mus, Sigs, W, rng)
            W0 = subroutine1(X, y, lam, mus, Sigs, K, rng)
            lit.append(np.linalg.norm(W0 - W, 2))
            perm.append(min(np.linalg.norm(W0 - W @ np.eye(K)[list(p)], 2) for p in itertools.permutations(range(K))))
        lit, perm = np.array(lit), np.array(perm)
        print(f"   n={n:>9d} shape={shape:.4f} ||W0-W*|| median {np.median(lit):.4f} (ratio {np.median(lit)/shape:7.2f}) "
              f"min_P median {np.median(perm):.4f} (ratio {np.median(perm)/shape:7.2f}) min over seeds ratio_P {perm.min()/shape:7.2f}")

if __name__ == "__main__" and "repair" not in sys.argv:
    ns = [1000, 10000, 100000, 1000000, 3000000]
    seeds = range(5)
    # 1) K = 1, d = 2, non-symmetric two-group GMM, identity covariances (tau = 1), generic means
    run("K1-generic", [0.5, 0.5], [[1.0, 0.0], [-0.5, 0.5]], [np.eye(2), np.eye(2)], [[1.5], [-1.0]], ns, seeds)
    # 2) K = 1, means in span(W*) (Property 1's WLOG), a minority group
    run("K1-span", [0.7, 0.3], [[0.6, 0.4], [-1.2, -0.8]], [np.eye(2), np.eye(2)], [[1.5], [1.0]], ns, seeds)
    # 3) K = 2, d = 3, kappa > 1
    run("K2", [0.5, 0.5], [[1.0, 0.0, 0.0], [0.0, -0.8, 0.3]], [np.eye(3), np.eye(3)], [[1.0, 0.3], [0.2, 1.1], [0.0, 0.0]], ns, seeds)

def corrected(W0, lam, mus, Sigs, K):
    # repair (not a reading of the print): solve a * E[phi'(a u^T x)]/K = alpha_hat for each column (u = unit direction)
    from scipy.optimize import brentq
    out = np.zeros_like(W0)
    for j in range(W0.shape[1]):
        a_hat = np.linalg.norm(W0[:, j]); u = W0[:, j] / a_hat
        f = lambda a: a * Ephi1(a * u, lam, mus, Sigs) / K - a_hat
        grid = np.linspace(1e-6, 50, 201); vals = [f(a) for a in grid]
        k = next((i for i in range(len(grid) - 1) if vals[i] * vals[i + 1] <= 0), None)
        out[:, j] = (brentq(f, grid[k], grid[k + 1]) if k is not None else np.nan) * u
    return out

def run_repair(name, lam, mus, Sigs, W, ns, seeds):
    lam = np.array(lam); mus = [np.array(m, float) for m in mus]; Sigs = [np.array(S, float) for S in Sigs]
    W = np.array(W, float); d, K = W.shape
    sv = np.linalg.svd(W, compute_uv=False); kap = sv[0] / sv[-1]; D6 = D_m(6, lam, mus, Sigs)
    c = np.array([Ephi1(W[:, j], lam, mus, Sigs) / K for j in range(K)])
    print(f"== repair check {name}")
    for n in ns:
        shape = kap ** 6 * K ** 3 * np.sqrt(D6) * np.sqrt(d * np.log(n) / n) * sv[0]
        lit, perm, swaps, q1 = [], [], 0, []
        for s in seeds:
            rng = np.random.default_rng(1000 * s + 7)
            X, y = sample(n, lam, mus, Sigs, W, rng)
            W0 = corrected(subroutine1(X, y, lam, mus, Sigs, K, rng), lam, mus, Sigs, K)
            lit.append(np.linalg.norm(W0 - W, 2))
            errs = {p: np.linalg.norm(W0 - W @ np.eye(K)[list(p)], 2) for p in itertools.permutations(range(K))}
            best = min(errs, key=errs.get); perm.append(errs[best]); swaps += best != tuple(range(K))
            q1.append(np.linalg.norm(Q1hat(X, y, lam, mus, Sigs) - W @ c))
        print(f"   n={n:>8d} shape={shape:.4f} literal ||W0c-W*|| median {np.median(lit):.4f} (ratio {np.median(lit)/shape:6.3f}); "
              f"min_P median {np.median(perm):.4f} (ratio {np.median(perm)/shape:6.3f}); best P != I in {swaps}/{len(seeds)}; "
              f"||Q1hat - sum c_j w_j|| median {np.median(q1):.4f}")

if __name__ == "__main__" and "repair" in sys.argv:
    ns = [10000, 100000, 1000000]
    run_repair("K1-generic", [0.5, 0.5], [[1.0, 0.0], [-0.5, 0.5]], [np.eye(2), np.eye(2)], [[1.5], [-1.0]], ns, range(5))
    run_repair("K2", [0.5, 0.5], [[1.0, 0.0, 0.0], [0.0, -0.8, 0.3]], [np.eye(3), np.eye(3)], [[1.0, 0.3], [0.2, 1.1], [0.0, 0.0]], [100000, 1000000], range(10))
