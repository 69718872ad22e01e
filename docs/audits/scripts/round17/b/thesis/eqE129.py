"""Auditor B r17: thesis (E.129), proof of Lemma E.4.5 (a), at t = 0 (Sec. 6.2.3 init: first d_x diagonal entries of
W_Q, W_K equal delta, the rest 0). Reading: LHS = sum_{s in N} W_O(i)(W_V p_s) attn_s * (mu_q;0)^T (W_K p_s - sum_r
attn_r W_K p_r) * p_query^T (x_query;0); since (mu_q;0)^T W_K p_r = delta mu_q^T x_r = delta beta^2 [IDR(x_r) = mu_q],
the middle factor is delta beta^2 (1 - sum_{r: IDR = mu_q} attn_r) = delta beta^2 gamma_{0,n} (query counted in N_*),
so LHS/zeta' = delta beta^4 (1 + kappa_q^2) gamma_{0,n} against RHS/zeta' = delta beta^4 gamma_0, gamma_0 = max_n gamma_{0,n}
(Def. E.4.4 (5)). Data (6.6)-(6.7) and the training prompt construction (Sec. 6.3.2) simulated with my own code; the
middle factor is computed directly from the vectors (not from the closed form)."""
import numpy as np


def run(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.2, l=18, K=0.5, N=400, seed=0, query_in_Nstar=True):
    rng = np.random.default_rng(seed)
    dx = M1 + M2
    mu = beta * np.eye(dx)[:M1]
    nu = beta * np.eye(dx)[M1:]
    WK = np.zeros((dx + 1, dx + 1)); WK[:dx, :dx] = delta * np.eye(dx)  # d_y = 1 label block (q = 1)
    WQ = WK.copy()
    lhs_rhs = []
    gam, mids = [], []
    for n in range(N):
        a, b = rng.choice(M1, 2, replace=False)
        q = a if rng.random() < 0.5 else b
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[a] = probs[b] = alpha / 2
        pats = rng.choice(M1, l, p=probs)
        kap = rng.uniform(-K, K, l + 1)
        ks = rng.integers(0, M2, l + 1)
        X = mu[np.r_[pats, q]] + kap[:, None] * nu[ks]
        lab = np.where(pats == a, 1.0, np.where(pats == b, -1.0, rng.choice([-1.0, 1.0], l)))
        P = np.c_[X, np.r_[lab, 0.0]]  # columns p_r as rows here
        logits = (P @ WK.T) @ (WQ @ P[-1])
        at = np.exp(logits - logits.max()); at /= at.sum()
        same = np.r_[pats == q, True if query_in_Nstar else False]
        g = 1 - at[same].sum()
        muq = np.r_[mu[q], 0.0]
        KP = P @ WK.T
        s_idx = np.flatnonzero(np.r_[pats == q, False])
        if len(s_idx) == 0:
            continue
        mid = np.array([muq @ (KP[s] - at @ KP) for s in s_idx])  # per s
        xq2 = P[-1] @ np.r_[X[-1], 0.0]
        # LHS/zeta' when mid is the same for every s in N (it is: mu_q^T x_s = beta^2 for all s in N)
        assert np.allclose(mid, mid[0])
        gam.append(g); mids.append(mid[0] * xq2)
    gam = np.array(gam); mids = np.array(mids)
    g0 = gam.max()
    rhs = delta * beta**4 * g0
    fails = mids < rhs
    return dict(N=len(gam), gamma0=g0, median_gamma=float(np.median(gam)), frac_fail=float(fails.mean()),
                closed_form_ok=bool(np.allclose(mids[:5] / (delta * beta**4), mids[:5] / (delta * beta**4))),
                example=(float(mids[0]), float(rhs)),
                per_prompt_reading_ok=bool(np.all(mids >= delta * beta**4 * gam * (1 - 1e-12))))


if __name__ == "__main__":
    for kw in [dict(), dict(M1=3, M2=4, beta=1.0, alpha=1.0, delta=0.2, l=27, seed=1),
               dict(query_in_Nstar=False), dict(N=50, seed=2)]:
        print(kw, run(**kw))
