# Auditor B, round 16. thesis (A.182), L3486 (proof of Lemma A.3.1, Chapter 2 ViT): for i in W_{l,n}(0),
#   -eta t W_O(i) sum_{j unlucky} V_j(t) W_O(j)^T <~ (eta t m ||p||^2/(B a)) ||W_O(i)^(t)||^2,   a = sqrt(m),
# V_j(t) the coefficient of (A.176): (1/B) sum_n (-y^n) (1/|S^n|) sum_l a_j 1[W_O(j) V_l^n >= 0] sum_s softmax x_s^T x_j
# (x_j a mu_1 token). (A.179) treats the unlucky V_j as centred (Hoeffding, 1/sqrt(B)); own check: V_j tends to a
# nonzero label-biased mean as B grows, so the left side settles while the right side falls like 1/B.
# Own numpy model: one-hot patterns mu_1..mu_4 (d = 4), W_V = W_K = W_Q = I, |S^n| = 10 tokens, y = +1 samples carry
# 3 mu_1 tokens + 1 mu_2 (confusion) + 6 of mu_3/mu_4, y = -1 symmetric; W_O ~ N(0, xi^2), a_i = +-1/sqrt(m); t = 1.
import math
import numpy as np

M, d, Ltok = 4, 4, 10


def samples(Bn, rng):
    y = rng.choice([-1, 1], Bn)
    pats = rng.integers(2, 4, (Bn, Ltok))
    pats[:, :3] = np.where(y[:, None] > 0, 0, 1)
    pats[:, 3] = np.where(y > 0, 1, 0)
    return y, pats


def aggregate(pats):
    X = np.eye(d)[pats]  # (B, L, d)
    lg = X @ X.transpose(0, 2, 1)  # (B, l, s): x_s^T x_l
    w = np.exp(lg); w /= w.sum(2, keepdims=True)
    V = w @ X  # (B, l, d): V_l = sum_s softmax_l(s) x_s
    mass1 = (w * (pats[:, None, :] == 0)).sum(2)  # (B, l): attention mass on mu_1 tokens
    return V, mass1


def run(seed, Bs, m=200, xi=0.01, eta=0.1):
    rng = np.random.default_rng(seed)
    a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    WO = rng.normal(0, xi, (m, d))
    y0, p0 = samples(1, rng)
    while y0[0] < 0:
        y0, p0 = samples(1, rng)
    V0, _ = aggregate(p0)
    Wset = np.flatnonzero(WO @ V0[0, 0] > 0)  # W_{l,n}(0), l a mu_1 token of a +1 sample
    unl = np.setdiff1d(np.arange(m), Wset)  # U_{l,n}(0) is empty for l in S_1^n: the rest are unlucky
    out = []
    for B in Bs:
        r2 = np.random.default_rng([seed, B])
        y, pats = samples(B, r2)
        V, mass1 = aggregate(pats)
        act = (np.einsum("md,bld->bml", WO, V) >= 0)  # (B, m, l)
        Vj = (((-y)[:, None, None] * act * mass1[:, None, :]).mean(2)).mean(0) * a  # (m,)
        lhs = -eta * 1 * (WO[Wset] @ (Vj[unl][:, None] * WO[unl]).sum(0))
        rhs = eta * 1 * m / (B * math.sqrt(m)) * (WO[Wset] ** 2).sum(1)
        k = int(np.argmax(lhs / rhs))
        out.append((B, lhs[k], rhs[k], lhs[k] / rhs[k], float(np.abs(Vj[unl]).mean()), float(np.abs(Vj[unl]).mean() * math.sqrt(B) * math.sqrt(m))))
    return out, len(Wset)


for seed in range(3):
    out, nW = run(seed, [16, 64, 256, 1024, 4096, 16384])
    print(f"seed {seed}: |W_l,n(0)| = {nW}")
    for B, l, r, q, vm, vs in out:
        print(f"   B={B:6d}: largest lhs/rhs over i = {q:9.3g} (lhs {l:.3e}, rhs {r:.3e}); mean |V_j| unlucky {vm:.2e} "
              f"(x sqrt(B) a = {vs:.2f}; Hoeffding 1/(sqrt(B) a) would keep this O(1) only if centred)")
