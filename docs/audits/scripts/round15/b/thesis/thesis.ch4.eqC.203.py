"""Auditor B, round 15: thesis (C.203), end of Lemma C.4.5's proof (App. C.4.7, L6246-L6249):
P( sup_{W in B(W*P, r)} ||Hess f_n(W) - Hess fbar(W)|| <= C_6 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2
   sqrt(dK log n / n) ) <= d^-10, n >= C' dK log dK.
Own numpy: FCN (4.1) H(W, x) = (1/K) sum_j sigmoid(w_j^T x), cross entropy (4.3), f_n (4.2); GMM x ~ sum_l lambda_l
N(mu_l, Sigma_l); y ~ Bern(H(W*, x)). Hessian of the per-sample loss in closed form:
  (H - y)/(H(1-H)) Hess H + (y/H^2 + (1-y)/(1-H)^2) grad H grad H^T, Hess H = blockdiag((1/K) s''(w_j^T x) x x^T).
Population Hessian: E over x and y|x (exact in y), Monte Carlo in x with 2e6 draws (its error is printed).
The sup over the ball is approximated from below by W* and 40 random points at distance r (P = I); the event
{sup <= thr} is tested with the largest of these, and the Hessians' change over the ball is printed (r -> 0 limit).
"""
import math
import numpy as np


def sig(u):
    return 1 / (1 + np.exp(-u))


def hess_terms(W, X, y):
    """mean over samples of the per-sample Hessian (dK x dK, vec by columns j)."""
    n, d = X.shape
    K = W.shape[1]
    U = X @ W
    s = sig(U); s1 = s * (1 - s); s2 = s1 * (1 - 2 * s)
    H = s.mean(1)
    G = (s1[:, :, None] * X[:, None, :] / K).reshape(n, K * d)  # grad H, vec index j*d + a
    c2 = y / H ** 2 + (1 - y) / (1 - H) ** 2
    c1 = (H - y) / (H * (1 - H))
    Hs = np.einsum("n,np,nq->pq", c2, G, G) / n
    for j in range(K):
        Hs[j * d:(j + 1) * d, j * d:(j + 1) * d] += np.einsum("n,na,nb->ab", c1 * s2[:, j] / K, X, X) / n
    return Hs


def pop_hess(W, Ws, sampler, rng, N=2_000_000, chunks=20):
    """fbar's Hessian at W: E_x E_{y|x} with y's conditional mean H(W*, x) (exact in y)."""
    acc = 0
    parts = []
    for _ in range(chunks):
        X = sampler(rng, N // chunks)
        p = sig(X @ Ws).mean(1)
        parts.append(hess_terms(W, X, p))  # linear in y: plug E[y|x]
    parts = np.array(parts)
    return parts.mean(0), np.linalg.norm(parts.std(0) / math.sqrt(chunks), 2)


def main():
    rng = np.random.default_rng(0)
    d, K, L = 2, 2, 2
    lam = np.array([0.5, 0.5]); mus = np.array([[0.5, 0.0], [-0.5, 0.0]]); sd = 1.0  # Sigma_l = I
    Ws = 0.8 * np.array([[1.0, 0.3], [0.0, 1.0]])

    def sampler(rng, n):
        l = rng.random(n) < lam[0]
        return np.where(l[:, None], mus[0], mus[1]) + sd * rng.standard_normal((n, d))

    S = sum(lam[i] * (np.linalg.norm(mus[i]) + sd) ** 2 for i in range(L))
    Hbar, mcerr = pop_hess(Ws, Ws, sampler, rng)
    print(f"d={d} K={K} L={L}, mu = +-(0.5, 0), Sigma = I, W* = 0.8 [[1, .3], [0, 1]]; population Hessian MC "
          f"error ~ {mcerr:.1e}; d^-10 = {d ** -10:.2e}")
    for n in (1000, 5000):
        thr1 = S * math.sqrt(d * K * math.log(n) / n)
        devs = []
        for _ in range(100):
            X = sampler(rng, n)
            y = (rng.random(n) < sig(X @ Ws).mean(1)).astype(float)
            devs.append(np.linalg.norm(hess_terms(Ws, X, y) - Hbar, 2))
        devs = np.array(devs)
        print(f"n={n} (C' = n/(dK log dK) = {n / (d * K * math.log(d * K)):.0f}): threshold/C_6 = {thr1:.4f}; "
              f"deviation at W* over 100 samples: median {np.median(devs):.4f}, max {devs.max():.4f} "
              f"(max/threshold(C_6=1) = {devs.max() / thr1:.3f}); fraction in the event at C_6 = 1: "
              f"{(devs <= thr1).mean():.2f}, at C_6 = 0.1: {(devs <= 0.1 * thr1).mean():.2f}")
    # the ball: a few points at distance r, the sup from below and the change of the deviation
    n = 1000
    thr1 = S * math.sqrt(d * K * math.log(n) / n)
    for r in (1e-2, 1e-3):
        inside = 0
        worst_change = 0.0
        for rep in range(10):
            X = sampler(rng, n)
            y = (rng.random(n) < sig(X @ Ws).mean(1)).astype(float)
            dev0 = np.linalg.norm(hess_terms(Ws, X, y) - Hbar, 2)
            sup = dev0
            for _ in range(8):
                D = rng.standard_normal((d, K)); D *= r / np.linalg.norm(D)
                Hb, _ = pop_hess(Ws + D, Ws, sampler, np.random.default_rng(rep), N=200_000, chunks=4)
                Hb0, _ = pop_hess(Ws, Ws, sampler, np.random.default_rng(rep), N=200_000, chunks=4)
                Hb = Hbar + (Hb - Hb0)  # common random numbers for the population change
                v = np.linalg.norm(hess_terms(Ws + D, X, y) - Hb, 2)
                worst_change = max(worst_change, abs(v - dev0))
                sup = max(sup, v)
            inside += sup <= 0.1 * thr1
        print(f"r={r:g}: 10 samples (n=1000), sup over W* and 8 points at distance r <= 0.1 x threshold(C_6=1) "
              f"in {inside}/10; largest change of the deviation over these points {worst_change:.2e}")


if __name__ == "__main__":
    main()
