# Auditor C r14: thesis (E.225) at t = 1 (proof of Lemma E.4.10, case (1)), own numpy model of Chapter 6:
# (6.1) prompts p_s = (x_s; y_s), query (x_q; 0); (6.2) F = a^T Relu(W_O sum_s W_V p_s softmax_s((W_K p_s)^T W_Q p_q)),
# s over the l contexts and the query ((E.30)); (6.6) x = mu_j + kappa nu_k, |mu| = |nu| = beta, kappa ~ U(-K, K);
# (6.7) tasks (a, b); contexts' IDR: mu_a, mu_b w.p. alpha/2 each, others (1-alpha)/(M1-2); labels by f (random
# otherwise); Emb(+-1) = +-q. Init (Sec. 6.2.3): W_V = delta I, W_K = W_Q = delta on the first d_X diagonal entries,
# W_O ~ N(0, 1/m), a_i = +-1/m. Hinge loss, one SGD step on the batch B_0 (t = 0 -> 1).
# W_V^(1) p - delta p = eta sum_i' V_i'(0; p) W_O(i')^(0)T with V_i'(0; p) = (1/B) sum_n' z^n' 1[z F < 1] a_i'
# 1[W_O(i') V^n' >= 0] (pbar^n' . p). (E.31): W_n = {i : O_i1 V_n1(0) > 0, O_i2 V_n2(0) > 0, a_i > 0}.
# Printed (E.225) at t = 1: eta sum_{i' in W_n} V_i'(0) W_O(i')^(0) W_O(i)^(1)T > 0 for i in W_n.
import numpy as np
def run(seed, M1=4, M2=2, beta=1.0, alpha=0.9, delta=0.2, eta=1.0, mfac=16, Bfac=10, l=12, K=0.5, dy=1):
    rng = np.random.default_rng(seed)
    dx = M1 + M2; D = dx + dy
    m = int(np.ceil(mfac * M1**2 * np.log(M1))); B = Bfac * M1
    E = np.eye(D); mu = beta * E[:M1]; nu = beta * E[M1:dx]; q = np.zeros(D); q[dx] = 1.0
    WV = delta * np.eye(D); WK = np.zeros((D, D)); WK[:dx, :dx] = delta * np.eye(dx); WQ = WK.copy()
    WO = rng.normal(0, 1 / np.sqrt(m), (m, D)); a = rng.choice([1.0, -1.0], m) / m
    P, Z = [], []
    for n in range(B):
        ta, tb = rng.choice(M1, 2, replace=False)
        z = rng.choice([1, -1]); jq = ta if z == 1 else tb
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[ta] = probs[tb] = alpha / 2
        cols = []
        for s in range(l):
            j = rng.choice(M1, p=probs); x = mu[j] + rng.uniform(-K, K) * nu[rng.integers(M2)]
            lab = 1 if j == ta else (-1 if j == tb else rng.choice([1, -1]))
            cols.append(x + lab * q)
        cols.append(mu[jq] + rng.uniform(-K, K) * nu[rng.integers(M2)])
        P.append(np.array(cols).T); Z.append(z)
    pbar, Vn, act, Fv = [], [], [], []
    for Pn in P:
        sc = (WK @ Pn).T @ (WQ @ Pn[:, -1]); w = np.exp(sc - sc.max()); w /= w.sum()
        pb = Pn @ w; V = WV @ pb; h = WO @ V
        pbar.append(pb); Vn.append(V); act.append(h >= 0); Fv.append(a @ np.maximum(h, 0))
    hinge = [1 - z * F > 0 for z, F in zip(Z, Fv)]
    # one step on W_O
    gO = np.zeros_like(WO)
    for n in range(B):
        if hinge[n]: gO += Z[n] * np.outer(a * act[n], Vn[n])
    WO1 = WO + eta * gO / B
    vals = []
    for n in range(B):
        Wn = np.nonzero((WO[:, :dx] @ Vn[n][:dx] > 0) & (WO[:, dx:] @ Vn[n][dx:] > 0) & (a > 0))[0]
        if len(Wn) == 0: continue
        for p in [pbar[n]] + [P[n][:, s] for s in range(l + 1)]:      # pbar^n and every token p_s^n
            wk = np.array([Z[k] * hinge[k] * (pbar[k] @ p) for k in range(B)])
            coef = (a * (wk @ np.array(act, float)) / B)[Wn]
            vec = eta * coef @ WO[Wn]                                # eta sum_{i' in W_n} V_i'(0) W_O(i')^(0)
            vals += list(WO1[Wn] @ vec)
            break_p = True
            break                                                    # pbar^n only (tokens below)
    vals = np.array(vals)
    return m, B, max(max(Fv), -min(Fv)), all(hinge), vals.min(), vals.max(), (vals < 0).mean(), len(vals)
for beta in (1.0, 2.0):
    for seed in range(3):
        m, B, Fm, hall, lo, hi, fneg, npairs = run(seed, beta=beta)
        print(f"beta {beta} seed {seed} m {m} B {B}: max|F| {Fm:.2e} all hinges active {hall}; (E.225) lhs over {npairs} pairs (n, i in W_n): min {lo:.3e} max {hi:.3e} frac<0 {fneg:.2f}")
for mf in (64, 256, 1024):
    for seed in range(3):
        m, B, Fm, hall, lo, hi, fneg, npairs = run(seed, mfac=mf)
        print(f"wider m {m} seed {seed}: all hinges {hall}; min {lo:.3e} max {hi:.3e} frac<0 {fneg:.2f}")
