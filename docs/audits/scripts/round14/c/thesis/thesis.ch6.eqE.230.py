# Auditor C r14: thesis (E.230) at t = 1 (proof of Lemma E.4.10, case (1)). Own torch model of Chapter 6 (same data
# and initialization as my thesis.ch6.eqE.225.py: (6.1), (6.2) with the query in the softmax sum (E.30), (6.6), (6.7),
# Section 6.2.3 init W_V = delta I, W_K = W_Q = delta on the first d_X diagonal, W_O ~ N(0,1/m), a = +-1/m fixed),
# hinge loss, one SGD step of all of W_Q, W_K, W_V, W_O on batch B_0 (t = 0 -> 1).
# Printed (E.230) at t = 1, i in W_n ((E.31) at W^(0)): eta (1/B) sum_{n in B_0} (1/a) sum_s softmax^(1)_s
# [eta sum_i' V_i'(0) W_O(i')^(0)]^T p_s^n . W_O(i)^(1) > 0, where eta sum_i' V_i'(0) W_O(i')^(0)T = W_V^(1) - W_V^(0)
# (all neurons: W_n, U_n and the rest), so lhs_i = eta (1/B) sum_n (1/a) ((W_V^(1) - W_V^(0)) pbar^n(1)) . W_O(i)^(1).
import numpy as np, torch
torch.set_default_dtype(torch.float64)
def run(seed, M1=4, M2=2, beta=1.0, alpha=0.9, delta=0.2, eta=1.0, mfac=16, Bfac=10, l=12, K=0.5):
    rng = np.random.default_rng(seed)
    dx = M1 + M2; D = dx + 1
    m = int(np.ceil(mfac * M1**2 * np.log(M1))); B = Bfac * M1
    E = np.eye(D); mu = beta * E[:M1]; nu = beta * E[M1:dx]; q = E[dx]
    P, Z = [], []
    for n in range(B):
        ta, tb = rng.choice(M1, 2, replace=False); z = rng.choice([1, -1]); jq = ta if z == 1 else tb
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[ta] = probs[tb] = alpha / 2
        cols = []
        for s in range(l):
            j = rng.choice(M1, p=probs); x = mu[j] + rng.uniform(-K, K) * nu[rng.integers(M2)]
            lab = 1 if j == ta else (-1 if j == tb else rng.choice([1, -1])); cols.append(x + lab * q)
        cols.append(mu[jq] + rng.uniform(-K, K) * nu[rng.integers(M2)])
        P.append(np.array(cols).T); Z.append(z)
    P = torch.tensor(np.array(P)); Z = torch.tensor(Z, dtype=torch.float64)
    WV = torch.tensor(delta * np.eye(D), requires_grad=True)
    WKn = np.zeros((D, D)); WKn[:dx, :dx] = delta * np.eye(dx)
    WK = torch.tensor(WKn, requires_grad=True); WQ = torch.tensor(WKn.copy(), requires_grad=True)
    WO = torch.tensor(rng.normal(0, 1 / np.sqrt(m), (m, D)), requires_grad=True)
    a = torch.tensor(rng.choice([1.0, -1.0], m) / m)
    def fwd(WV, WK, WQ, WO):
        sc = torch.einsum('nds,nd->ns', WK @ P, (WQ @ P)[:, :, -1])       # (W_K p_s)^T W_Q p_query
        w = torch.softmax(sc, 1); pbar = torch.einsum('nds,ns->nd', P, w)
        V = pbar @ WV.T; H = V @ WO.T; F = torch.relu(H) @ a
        return F, V, pbar
    F, V0, pbar0 = fwd(WV, WK, WQ, WO)
    loss = torch.clamp(1 - Z * F, min=0).mean(); loss.backward()
    with torch.no_grad():
        WV1, WK1, WQ1, WO1 = (X - eta * X.grad for X in (WV, WK, WQ, WO))
        _, _, pbar1 = fwd(WV1, WK1, WQ1, WO1)
        dWV = WV1 - WV
        vec = eta * (1 / B) * m * (pbar1 @ dWV.T).sum(0)                  # eta (1/B) sum_n (1/a) dW_V pbar^n(1)
        V0 = V0.numpy(); WO0 = WO.detach().numpy(); an = a.numpy()
        lucky = set()
        for n in range(B):
            lucky |= set(np.nonzero((WO0[:, :dx] @ V0[n, :dx] > 0) & (WO0[:, dx:] @ V0[n, dx:] > 0) & (an > 0))[0])
        lucky = sorted(lucky)
        vals = (WO1[lucky] @ vec).numpy()
    return m, B, float((Z * F).abs().max()), bool((1 - Z * F > 0).all()), vals.min(), vals.max(), (vals < 0).mean(), len(vals)
for mf in (16, 64, 256, 1024):
    for seed in range(3):
        m, B, Fm, hall, lo, hi, fneg, nl = run(seed, mfac=mf)
        print(f"m {m} (= {mf} M1^2 log M1) B {B} seed {seed}: hinges all active {hall} (max|F| {Fm:.1e}); lhs over {nl} lucky rows: min {lo:.3e} max {hi:.3e} frac<0 {fneg:.2f}")
for beta in (2.0,):
    for seed in range(3):
        m, B, Fm, hall, lo, hi, fneg, nl = run(seed, beta=beta)
        print(f"beta {beta} m {m} seed {seed}: min {lo:.3e} max {hi:.3e} frac<0 {fneg:.2f}")
