"""Audit thesis Lemma B.3.1 (B.19) (seed 003 L3971-L3975) at t = 0 (model-free): W_O^(0) entries i.i.d. N(0, xi^2) (L791,
L2663); lucky sets W_l(0), U_l(0) from [6] = Ch. 2's (A.8)-(A.9) (sign of W_O(i,:) V(0) for a class-1 / class-2 node's
aggregated value; Assumption B.2.1: value features near orthonormal p_1, p_2 with error sigma < O(1/M)). The ratio is
scale-free in xi. (B.19): max_unlucky ||W_i||^2 <= (1/B) min_{j in W, k in U} min(||W_j||^2, ||W_k||^2)."""
import numpy as np
rng = np.random.default_rng(11)
ma, M, sigma = 6, 4, 0.1
for m in [128, 256, 1024, 4096]:
    rs, rlen = [], []
    for rep in range(20):
        WO = rng.normal(0, 0.01, (m, ma))
        p = np.eye(ma)
        z1, z2 = rng.normal(size=ma), rng.normal(size=ma)
        V1 = p[0] + sigma*z1/np.linalg.norm(z1); V2 = p[1] + sigma*z2/np.linalg.norm(z2)
        W = WO @ V1 > 0; U = WO @ V2 > 0; unl = ~(W | U)
        nr = (WO**2).sum(1)
        rs.append(nr[unl].max()/min(nr[W].min(), nr[U].min()))
        rlen.append(nr[unl].max()/min(nr[W].max(), nr[U].max()))
    rs, rlen = np.array(rs), np.array(rlen)
    print(f"m={m} (M^2 log N = {M*M*np.log(80):.0f} for N=80): |unlucky|~{unl.sum()}, |W|~{W.sum()}, |U|~{U.sum()}; "
          f"max unlucky / min lucky: median {np.median(rs):.1f} (min over 20 reps {rs.min():.1f}); "
          f"max unlucky / max lucky: median {np.median(rlen):.2f}; so lhs/(1/B) = {np.median(rs):.0f}*B "
          f"(B=8: {8*np.median(rs):.0f}, B=64: {64*np.median(rs):.0f})")
