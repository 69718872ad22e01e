"""Auditor B r27: thesis (6.19), Prop. 6.4.1 (seed 003 L1877-L1886). Own torch model (6.2), hinge loss, SGD; data (6.6)
with the IDI index 'arbitrarily selected' from [M2] minus {k0} during training; then a token carrying nu_k0."""
import itertools, numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def run(M1, M2, seed=0, delta=0.2, K=0.5, beta=3.0, l=12, B=16, T=150, m=40, eta=1.0, alpha=0.8):
    g = torch.Generator().manual_seed(seed); rng = np.random.default_rng(seed)
    dx, dy = M1 + M2, 1; D = dx + dy; ma = mb = D + 2
    mu = [beta * torch.eye(dx)[j] for j in range(M1)]; nu = [beta * torch.eye(dx)[M1 + k] for k in range(M2)]
    k0 = M2 - 1; e = M1 + k0
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WQ[:dx, :dx] = delta * torch.eye(dx); WK[:dx, :dx] = delta * torch.eye(dx)
    WV = torch.zeros(mb, D); WV[:D, :D] = delta * torch.eye(D)
    WO = torch.randn(m, mb, generator=g) / np.sqrt(m); a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m
    tasks = list(itertools.permutations(range(M1), 2))
    def token(j, k, lab): x = mu[j] + float(rng.uniform(-K, K)) * nu[k]; return torch.cat([x, torch.tensor([float(lab)])])
    def prompt(task):
        A, Bp = task
        def lab(j): return 1 if j == A else (-1 if j == Bp else int(rng.choice([-1, 1])))
        probs = [alpha / 2 if j in task else (1 - alpha) / (M1 - 2) for j in range(M1)]
        cols = []
        for _ in range(l):
            j = int(rng.choice(M1, p=probs)); cols.append(token(j, int(rng.integers(M2)), lab(j)))   # uniform over [M2]
        jq = int(rng.choice(M1, p=probs)); z = lab(jq)
        q = torch.cat([mu[jq] + float(rng.uniform(-K, K)) * nu[int(rng.integers(M2))], torch.zeros(1)])
        return torch.stack(cols), q, z
    P = [WQ, WK, WV, WO]
    for p_ in P: p_.requires_grad_(True)
    for t in range(T):
        loss = 0
        for bidx in range(B):
            task = tasks[(t * B + bidx) % len(tasks)]            # cyclic tasks: every task, IDR pattern and label covered
            C, q, z = prompt(task)
            att = torch.softmax((WK @ C.T).T @ (WQ @ q), 0)
            F = a @ torch.relu(WO @ (WV @ C.T @ att))
            loss = loss + torch.clamp(1 - z * F, min=0) / B
        gr = torch.autograd.grad(loss, P)
        with torch.no_grad():
            for p_, g_ in zip(P, gr): p_ -= eta * g_
    WQ, WK = WQ.detach(), WK.detach()
    ee = torch.zeros(ma); ee[e] = 1.0; ed = torch.zeros(D); ed[e] = 1.0
    rows_ok = all(torch.equal(W[e, :], delta * ed) and torch.equal(W[:, e], delta * ee) for W in (WQ, WK))
    kap = 0.99 * K
    p = torch.cat([mu[0] + kap * nu[k0], torch.zeros(1)])
    b = torch.zeros(ma); b[:dx] = nu[k0]
    lhsQ = float(b @ WQ @ p); pK = torch.cat([mu[0] + kap * nu[k0], torch.ones(1)]); lhsK = float(b @ WK @ pK)
    # for contrast: an IDI pattern seen in training
    b1 = torch.zeros(ma); b1[:dx] = nu[0]; p1 = torch.cat([mu[0] + kap * nu[0], torch.zeros(1)])
    return rows_ok, lhsQ, lhsK, delta * kap * beta**2, float(b1 @ WQ @ p1), float(loss)
for M1, M2 in [(3, 12), (6, 24), (10, 40)]:
    ok, lq, lk, pred, seen, loss = run(M1, M2)
    shape = np.sqrt(np.log(M1)) * (1 / M1 + 1 / M2)
    print(f"M1={M1} M2={M2}: [nu_k0;0]^T W_Q p = {lq:.6f}, W_K: {lk:.6f} "
          f"(delta kappa beta^2 = {pred:.6f}); seen IDI nu_0: {seen:.4f}; final batch loss {loss:.3f}; shape sqrt(ln M1)(1/M1+1/M2) = {shape:.4f}")
print("ratio lhs/shape with lhs = 0.891 (delta .2, kappa .495, beta 3), M2 = 4 M1:",
      ", ".join(f"M1={M1}: {0.2*0.495*9/(np.sqrt(np.log(M1))*(1/M1+1/(4*M1))):.3g}" for M1 in [2, 4, 16, 64, 1000, 10**6]))
