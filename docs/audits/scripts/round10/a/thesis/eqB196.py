"""Audit A: thesis (B.196) L4815-L4817 (proof of Lemma B.3.3): -eta (1/B) sum dLoss/db_z >~ (...)(|S_* cap N_z| - |S_* cap N_z|)/(K|S|)
= 0 as printed (intended S_* - S_#, positive at z = z_m): so the b_{z_m} SGD step must be >= 0.
Own graph transformer (3.1): x = one-hot pattern (M = 4 < d = 6), random degree-4 graph, gamma_d = 0.5 (D_1, D_2 equal),
non-discriminative nodes labelled by the D_1/D_2 majority within distance 2 (ties +1); Z = 3: u = e_0 (self), e_1 (SPD 1),
e_2 (SPD 2); T^n = nodes within distance 2 (an admissible sample); z_m = argmax_{z in {1,2}} mean_n Delta_n(z), Delta_n(z) =
|D_* cap N_z^n| - |D_# cap N_z^n| (absolute counts, Definition 3.4.1 / (3.6)); eps_0 = share of nodes with Delta_n(z_m) <= 0.
SGD (Algorithm 4) on W_Q, W_K, W_V, W_O, b with b_0 fixed (Lemma B.3.3), hinge loss, a = +-1/sqrt m, W_O ~ N(0, 0.01^2),
W_V = W_K = W_Q = I; batch N // 13 drawn with replacement (|L| = N >= B T, T = 13); m = 16 N / 100.
"""
import math, numpy as np, torch
torch.set_default_dtype(torch.float64); torch.set_num_threads(1)
def graph(seed, N, M=4, deg=4, gd=0.5):
    rng = np.random.default_rng(seed)
    n1 = int(N * gd / 2)
    pat = np.array([0] * n1 + [1] * n1 + list(rng.integers(2, M, N - 2 * n1))); rng.shuffle(pat)
    A = np.zeros((N, N), bool)
    for i in range(N):
        for j in rng.choice(N, deg // 2, replace=False):
            if i != j: A[i, j] = A[j, i] = True
    At = torch.as_tensor(A, dtype=torch.float64)
    D = torch.full((N, N), 99.0); D.fill_diagonal_(0); R = torch.eye(N)
    for k in (1, 2):
        R = (R @ At + R).clamp(max=1); D = torch.where((R > 0) & (D == 99), torch.tensor(float(k)), D)
    D = D.numpy().astype(int)
    y = np.where(pat == 0, 1.0, np.where(pat == 1, -1.0, 0.0))
    c1 = ((D <= 2) & (pat[None] == 0)).sum(1); c2 = ((D <= 2) & (pat[None] == 1)).sum(1)
    y = np.where(y == 0, np.where(c1 >= c2, 1.0, -1.0), y)
    dstar = np.where(y[:, None] > 0, pat[None] == 0, pat[None] == 1); dhash = np.where(y[:, None] > 0, pat[None] == 1, pat[None] == 0)
    marg = {z: ((D == z) & dstar).sum(1) - ((D == z) & dhash).sum(1) for z in (1, 2)}
    frac = {z: float(np.mean(marg[z] / np.maximum((D == z).sum(1), 1))) for z in (1, 2)}
    zm = max((1, 2), key=lambda z: marg[z].mean())
    return rng, pat, y, D, zm, {z: float(marg[z].mean()) for z in (1, 2)}, frac, float(np.mean(marg[zm] <= 0))
def run(seed, N, T=13, eta=0.5, b0=0.0):
    rng, pat, y, D, zm, mbar, frac, eps0 = graph(seed, N)
    m = 16 * N // 100; Bsz = N // T
    g = torch.Generator().manual_seed(seed)
    X = torch.zeros(N, 6); X[torch.arange(N), torch.as_tensor(pat)] = 1.0
    w = {"WQ": torch.eye(6), "WK": torch.eye(6), "WV": torch.eye(6), "WO": torch.randn(m, 6, generator=g) * 0.01, "b": torch.tensor([b0, 0.0, 0.0])}
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).double() / math.sqrt(m)
    Dt = torch.as_tensor(D); mask = Dt <= 2; U = torch.clamp(Dt, max=2); Y = torch.as_tensor(y)
    steps = []
    for s in range(T):
        q = {k: v.clone().requires_grad_() for k, v in w.items()}
        idx = torch.as_tensor(rng.integers(0, N, Bsz))
        L = (X[idx] @ q["WQ"].T) @ (X @ q["WK"].T).T + q["b"][U[idx]]
        att = torch.softmax(L.masked_fill(~mask[idx], -math.inf), 1)
        F = torch.relu(att @ (X @ q["WV"].T) @ q["WO"].T) @ a
        torch.clamp(1 - Y[idx] * F, min=0).mean().backward()
        gb = q["b"].grad.clone(); gb[0] = 0.0
        steps.append(float(-eta * gb[zm]))
        w = {k: (q[k] - eta * (gb if k == "b" else q[k].grad)).detach() for k in w}
    return zm, mbar, frac, eps0, steps, m, Bsz
for N in (200, 800, 1600):
    for seed in range(3):
        for b0 in (0.0, 1.0):
            zm, mbar, frac, eps0, st, m, Bsz = run(seed, N, b0=b0)
            neg = sum(1 for v in st[1:] if v < 0)
            print(f"N={N} m={m} B={Bsz} seed={seed} b0={b0}: z_m={zm} (mean margins abs {mbar[1]:.2f}/{mbar[2]:.2f}, frac {frac[1]:.3f}/{frac[2]:.3f}), eps0={eps0:.2f}; "
                  f"b_zm steps t=1..12 negative: {neg}/12 (t=1 {st[1]:.2e}, t=12 {st[12]:.2e})", flush=True)
