"""Audit thesis.ch7.eqF.18 (seed 003 L9390-L9393): Pr(||mean_B grad - E grad|| >= eps ||E grad||) <= e^{-B eps^2}.

Own implementation of Chapter 7's model from the text: prompts (7.1), model (7.2) with W = W_K^T W_Q,
W_V = (0 I) (Sec. 7.2.2), PE c_k orthonormal and orthogonal to (mu_i; 0) (L2096), p~_i = p_i + c_{i mod K} (L2012),
squared loss 1/2||z - F||^2 (L2024), W^(0) entries N(0, xi^2) (L2030), k uniform in [K], query pattern uniform,
a fraction alpha of the context inputs sharing the query's TRR pattern (L2102). One task f (f_k = cyclic shift).
E[grad] is EXACT (enumeration of the whole prompt distribution); batch deviation by Monte Carlo.
Batches: (a) i.i.d. prompts (Algorithm 3 line 3: "independently sample"); (b) strictly balanced batches (every
query pattern and every step k exactly B/(MK) times) -- the strictest reading of condition (iii)/footnote 31.
"""
import itertools
import math
import numpy as np
from scipy.stats import beta


def build(M, K, l, alpha):
    dx = M + K
    D = 2 * dx
    mu = np.eye(dx)[:M]                       # TRR patterns e_1..e_M in R^{dx}
    c = np.zeros((K + 1, D))
    for kk in range(1, K + 1):
        c[kk, M + kk - 1] = 1.0               # c_k in the top half, orthogonal to (mu_i; 0) and (0; mu_i)
    c[0] = c[K]                               # c_0 := c_K (i mod K = 0)
    shift = [None] + [1 + (kk % 2) for kk in range(1, K + 1)]  # f_k = cyclic shift by 1 or 2

    def chain(a):
        out = [a]
        for kk in range(1, K + 1):
            out.append((out[-1] + shift[kk]) % M)
        return out

    n_same = round(alpha * l)
    prompts = []                               # (columns p~ (n x D), query q~, label z), equally likely
    for q0 in range(M):
        others = [o for o in range(M) if o != q0]
        for k in range(1, K + 1):
            for oth in itertools.product(others, repeat=l - n_same):
                xs = [q0] * n_same + list(oth)
                cols = []
                for x in xs:
                    ch = chain(x)
                    for s in range(K):           # column s+1 of E_i: (y_{i,s}; y_{i,s+1})
                        cols.append(np.concatenate([mu[ch[s]], mu[ch[s + 1]]]))
                zc = chain(q0)
                for s in range(k - 1):           # Q_k columns 1..k-1: (z_s; z_{s+1}); column k: (z_{k-1}; 0)
                    cols.append(np.concatenate([mu[zc[s]], mu[zc[s + 1]]]))
                qcol = np.concatenate([mu[zc[k - 1]], np.zeros(dx)])
                n = len(cols)                     # = l K + k - 1 context columns
                P = np.array([cols[i] + c[(i + 1) % K] for i in range(n)])
                q = qcol + c[(n + 1) % K]
                prompts.append((P, q, mu[zc[k]], q0, k))
    return prompts, dx, D


def grad(W, P, q, z, dx):
    s = P @ W @ q
    a = np.exp(s - s.max()); a /= a.sum()
    V = P[:, dx:]                             # W_V p~ = bottom half
    F = a @ V
    g = F - z
    ds = a * ((V - F) @ g)
    return np.outer(P.T @ ds, q)             # dl/dW = sum_i ds_i p~_i q~^T


def main() -> None:
    rng = np.random.default_rng(12345)
    for (M, K, l, alpha, B, eps) in [(3, 1, 5, 0.4, 12, 0.5), (4, 2, 5, 0.4, 24, 0.5), (5, 2, 5, 0.4, 40, 0.5),
                                     (8, 2, 5, 0.4, 64, 0.5)]:
        prompts, dx, D = build(M, K, l, alpha)
        W = 0.01 * rng.normal(size=(D, D))
        G = np.array([grad(W, P, q, z, dx) for P, q, z, _, _ in prompts])
        EG = G.mean(axis=0)
        nE = np.linalg.norm(EG)
        r2 = np.mean(np.sum((G - EG) ** 2, axis=(1, 2))) / nE ** 2
        bound = math.exp(-B * eps ** 2)
        # (a) iid batches
        R = 2000
        hits = 0
        rel = []
        for _ in range(R):
            idx = rng.integers(len(prompts), size=B)
            dev = np.linalg.norm(G[idx].mean(axis=0) - EG) / nE
            rel.append(dev); hits += dev >= eps
        lo = beta.ppf(0.0005, hits, R - hits + 1) if hits else 0.0
        # (b) strictly balanced batches: each (pattern, step) exactly B/(MK) times; contexts random
        groups = {}
        for i, (_, _, _, q0, k) in enumerate(prompts):
            groups.setdefault((q0, k), []).append(i)
        per = B // (M * K)
        assert per * M * K == B
        hb = 0
        relb = []
        for _ in range(R):
            idx = np.concatenate([rng.choice(v, size=per) for v in groups.values()])
            dev = np.linalg.norm(G[idx].mean(axis=0) - EG) / nE
            relb.append(dev); hb += dev >= eps
        lob = beta.ppf(0.0005, hb, R - hb + 1) if hb else 0.0
        # spectral-norm version of the event (iid)
        hs = 0
        sE = np.linalg.norm(EG, 2)
        for _ in range(500):
            idx = rng.integers(len(prompts), size=B)
            hs += np.linalg.norm(G[idx].mean(axis=0) - EG, 2) >= eps * sE
        print(f"M={M} K={K} l={l} alpha={alpha} B={B} eps={eps}: #prompt types {len(prompts)}, ||EG||_F={nE:.4g},"
              f" r2={r2:.3g}; bound e^(-B eps^2)={bound:.4g}")
        print(f"   iid batches: P(dev>=eps)={hits/R:.4f} (99.9% CP lower {lo:.3f}), median rel dev {np.median(rel):.3f};"
              f" spectral-norm event {hs/500:.3f}")
        print(f"   balanced batches: P={hb/R:.4f} (99.9% CP lower {lob:.3f}), median rel dev {np.median(relb):.3f}")


if __name__ == "__main__":
    main()
