"""Auditor A r25: thesis ch. 4 (C.259), seed 003 L6535-L6540 (proof of Lemma C.6.1, non-symmetric GMM):
Gp'_i = <v, (y_i S_2(x_i) - E[y S_2(x)]) v>, ||v|| = 1, S_2 = grad^2 p / p ((C.251), p the GMM density (C.3));
printed |Gp'_i|^p <~ |sigma_min^-4 (x_i^T v)^2 + E_x[sigma_min^-4 (x^T v)^2]|^p, pointwise in (x_i, y_i).
Own numpy model: S_2(x) = sum_l w_l(x) [Sigma_l^-1 (x-mu_l)(x-mu_l)^T Sigma_l^-1 - Sigma_l^-1], w_l = posterior weights (log-sum-exp);
E[y S_2] by Monte Carlo from the definition (y ~ Bern(H), H = (1/K) sum phi(w_j^T x), (4.1)) and checked against the
integration-by-parts form (1/K) sum_j E[phi''(w_j^T x)] w_j w_j^T. Path: x_i = c v + r u (u _|_ v, x_i^T v = c fixed), y_i = 1."""
import numpy as np
rng = np.random.default_rng(0)
phi = lambda z: 1 / (1 + np.exp(-z))
def S2(x, lam, mus, Sigs):
    Si = [np.linalg.inv(S) for S in Sigs]
    logw = np.array([np.log(l) - 0.5 * np.linalg.slogdet(S)[1] - 0.5 * (x - m) @ Sinv @ (x - m) for l, m, S, Sinv in zip(lam, mus, Sigs, Si)])
    w = np.exp(logw - logw.max()); w /= w.sum()
    return sum(wl * (Sinv @ np.outer(x - m, x - m) @ Sinv - Sinv) for wl, m, Sinv in zip(w, mus, Si))
def case(name, lam, mus, Sigs, W, v, c=0.0, n_mc=400000, ps=(1, 2)):
    d = len(v); v = v / np.linalg.norm(v)
    u = np.linalg.svd(v[None])[2][1]               # a unit vector orthogonal to v
    smin = min(np.linalg.norm(np.linalg.inv(S), 2) ** -0.5 for S in Sigs); smax = max(np.linalg.norm(S, 2) ** 0.5 for S in Sigs)
    comp = rng.choice(len(lam), n_mc, p=lam)
    X = np.stack([rng.multivariate_normal(mus[l], Sigs[l]) for l in comp]) if n_mc <= 2000 else np.concatenate([rng.multivariate_normal(mus[l], Sigs[l], size=np.sum(comp == l)) for l in range(len(lam))])
    H = phi(X @ W).mean(1); y = (rng.random(len(X)) < H).astype(float)
    sub = rng.choice(len(X), 40000, replace=False)
    ES2 = np.mean([y[i] * S2(X[i], lam, mus, Sigs) for i in sub], axis=0)
    ibp = sum(np.mean(phi(X @ W[:, j]) * (1 - phi(X @ W[:, j])) * (1 - 2 * phi(X @ W[:, j]))) * np.outer(W[:, j], W[:, j]) for j in range(W.shape[1])) / W.shape[1]
    Exv2 = np.mean((X @ v) ** 2)
    print(f"{name}: sigma_min={smin:.3f} tau={smax/smin:.3f}  v^T E[yS2] v = {v@ES2@v:+.4f} (MC, 4e4) vs IBP {v@ibp@v:+.4f};  ||Q2||(IBP) = {np.linalg.norm(ibp):.4f}  E(x^T v)^2 = {Exv2:.3f}")
    for r in (1, 10, 100, 1e3, 1e4, 1e5):
        x = c * v + r * u
        lhs = abs(v @ S2(x, lam, mus, Sigs) @ v - v @ ES2 @ v)
        rhs = smin ** -4 * ((x @ v) ** 2 + Exv2)
        print("   r=%-7g |Gp'| = %.4g  rhs = %.4g  " % (r, lhs, rhs) + "  ".join(f"ratio^p (p={p}) = {(lhs/rhs)**p:.3g}" for p in ps))
if __name__ == '__main__':
    S = np.array([[1.0, 0.5], [0.5, 1.0]])
    case("(a) d=2, L=2, lambda=(0.5,0.5), mu=(1,0.5),(-0.3,0.2), Sigma_1=Sigma_2=[[1,.5],[.5,1]], K=1, w*=(1,1), v=e1, x^T v=0",
         [0.5, 0.5], [np.array([1.0, 0.5]), np.array([-0.3, 0.2])], [S, S], np.array([[1.0], [1.0]]), np.array([1.0, 0.0]))
    S2b = np.diag([1.0, 2.0]); R = np.array([[np.cos(0.6), -np.sin(0.6)], [np.sin(0.6), np.cos(0.6)]]); S2b = R @ S2b @ R.T
    case("(b) d=2, L=2, lambda=(0.7,0.3) (minority group 2), mu=(0.8,0),(−0.4,0.6), Sigma_1=I, Sigma_2=rot(0.6) diag(1,2) rot^T, K=2, W*=[[1,.3],[.2,1]], v=e1, x^T v=0.5",
         [0.7, 0.3], [np.array([0.8, 0.0]), np.array([-0.4, 0.6])], [np.eye(2), S2b], np.array([[1.0, 0.3], [0.2, 1.0]]), np.array([1.0, 0.0]), c=0.5)
    case("(c) isotropic control: Sigma_1=Sigma_2=I (Sigma^-1 v parallel to v), else as (a)",
         [0.5, 0.5], [np.array([1.0, 0.5]), np.array([-0.3, 0.2])], [np.eye(2), np.eye(2)], np.array([[1.0], [1.0]]), np.array([1.0, 0.0]))
