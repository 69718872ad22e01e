"""Auditor A r28: thesis Lemma F.3.5 (seed 003 L9301-L9352), (F.8) and (F.10), the gradient forms vs their printed sides.
Model (7.1)-(7.2): W = W_K^T W_Q trained by SGD (Sec. 7.2.2), W_V = (0 I), W^(0) ~ N(0, xi^2); squared loss.
Own prompt builder; TRR patterns e_1..e_M in the upper block; PE c_k = e_{M+k} in spare upper-block coordinates
(orthonormal, orthogonal to every (mu; 0) and (0; mu)); d_x = M + K.  Training tasks: F = {g}, g a 3-cycle (L2100),
x_query uniform, step k uniform, exact fraction alpha of the l_tr examples with input = query input, the others uniform
over the other patterns.  Own code (torch), nothing from the repository."""
import math, sys, itertools
import torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
M, K = 3, 2
def setup(dx_mode):
    global dx, C
    if dx_mode == "clean":
        dx = M + K; C = torch.zeros(K, 2 * dx)
        for k in range(K): C[k, M + k] = 1.0
    else:   # "d=M": d_x = M, PE in the lower block (orthogonal to every (mu; 0) as printed), random orthonormal
        dx = M; g = torch.Generator().manual_seed(11)
        Qm, _ = torch.linalg.qr(torch.randn(M, K, generator=g)); C = torch.zeros(K, 2 * dx); C[:, dx:] = Qm.T
g3 = [1, 2, 0]

def emb(a):
    v = torch.zeros(dx); v[a] = 1.0; return v

def prompt(z0, k, l, alpha, gen):
    """columns p~_i (with PE c_{(i mod K)}), query p~_query, label z_k; steps 1-indexed; the i-th column gets c_{i mod K}."""
    nsh = int(round(alpha * l)); others = [a for a in range(M) if a != z0]
    xs = [z0] * nsh + [others[int(torch.randint(len(others), (1,), generator=gen))] for _ in range(l - nsh)]
    cols, meta = [], []
    for x in xs:
        y = x
        for kk in range(1, K + 1):
            y2 = g3[y]; cols.append(torch.cat([emb(y), emb(y2)])); meta.append((y, kk)); y = y2
    z = z0
    for kk in range(1, k):                      # the query's first k-1 steps (Q_k)
        z2 = g3[z]; cols.append(torch.cat([emb(z), emb(z2)])); meta.append((z, kk)); z = z2
    P = torch.stack(cols)
    pe = torch.stack([C[(i + 1) % K - 1] if False else C[((i + 1) % K) - 1] for i in range(len(cols))])   # c_{(i mod K)}, i 1-indexed; c_0 := c_K
    Pt = P + pe
    q = torch.cat([emb(z), torch.zeros(dx)]) + C[k - 1]
    tgt = emb(g3[z])
    same = torch.tensor([1.0 if (m[0] == z and m[1] == k) else 0.0 for m in meta])   # (F.6): same TRR pattern and same step
    return P, Pt, q, tgt, same

def loss_and_p(W, batch):
    L = 0; ps = []
    for P, Pt, q, tgt, same in batch:
        s = Pt @ W @ q; a = torch.softmax(s, 0)
        F = (Pt[:, dx:] * a[:, None]).sum(0)      # W_V p~_i = lower block (incl. any lower-block PE)
        L = L + 0.5 * ((tgt - F) ** 2).sum(); ps.append(float((a * same).sum()))
    return L / len(batch), ps

def sides(ps, alpha, eta, which):
    a2 = alpha ** 2 / K ** 2; lo = up = 0.0
    for p in ps:
        if which == "F8":
            common = (1 / (K * M)) * (-4 - (3 * K - 2) * (1 - p) * (1 + a2)) * p * (1 - p)
            lo += common + alpha ** 2 / K ** 3 * (1 - p) ** 2
            up += common + (1 / K) * p * (1 - p) ** 2 * (1 + a2)
        else:  # F10
            lo += (1 / (K * M)) * p * (1 - p) ** 2 * (1 + (2 - K) * a2) + (1 - p) ** 2 * alpha ** 2 / K ** 3
            up += (1 / (K * M)) * p * (1 - p) ** 2 * (2 - K + (2 - K) * a2) + (1 - p) ** 2 * p * (1 + a2) / K
    return eta * lo / len(ps), eta * up / len(ps)

def run(dx_mode, l, alpha, eta, xi, t_steps, B_sgd, B_eval, seed=0):
    setup(dx_mode)
    gen = torch.Generator().manual_seed(seed)
    W = xi * torch.randn(2 * dx, 2 * dx, generator=gen)
    mk = lambda B: [prompt(int(torch.randint(M, (1,), generator=gen)), int(torch.randint(1, K + 1, (1,), generator=gen)), l, alpha, gen) for _ in range(B)]
    for t in range(t_steps):                     # reach W^(t)
        Wv = W.clone().requires_grad_(); L, _ = loss_and_p(Wv, mk(B_sgd)); L.backward(); W = W - eta * Wv.grad
    batch = mk(B_eval)
    Wv = W.clone().requires_grad_(); L, ps = loss_and_p(Wv, batch); L.backward(); G = eta * Wv.grad    # eta (1/B) sum dl/dW^(t)
    types = [(a, k) for a in range(M) for k in range(1, K + 1)]
    colv = lambda a, k: torch.cat([emb(a), emb(g3[a])]) + C[k - 1]
    f8 = [float(colv(a, k2) @ G @ colv(a, k)) for (a, k) in types for k2 in range(1, K + 1) if k2 != k]
    f10 = [float(colv(a2, k2) @ G @ colv(a, k)) for (a, k) in types for a2 in range(M) for k2 in range(1, K + 1) if a2 != a and k2 != k]
    s8 = sides(ps, alpha, eta, "F8"); s10 = sides(ps, alpha, eta, "F10")
    f8T = [float(colv(a, k) @ G @ colv(a, k2)) for (a, k) in types for k2 in range(1, K + 1) if k2 != k]
    f10T = [float(colv(a, k) @ G @ colv(a2, k2)) for (a, k) in types for a2 in range(M) for k2 in range(1, K + 1) if a2 != a and k2 != k]
    inside = lambda fs, sd: all(sd[0] <= f <= sd[1] for f in fs)
    readings = {"transposed (p~^T G p~')": (inside(f8T, s8), inside(f10T, s10)), "negated (-G)": (inside([-f for f in f8], s8), inside([-f for f in f10], s10)),
                "negated+transposed": (inside([-f for f in f8T], s8), inside([-f for f in f10T], s10))}
    print(f"[{dx_mode}] l_tr={l} alpha={alpha} (realised {round(alpha*l)}/{l}) t={t_steps} B_sgd={B_sgd} B_eval={B_eval}: mean p_n={sum(ps)/len(ps):.4f}")
    print(f"    (F.8) forms in [{min(f8):+.4f}, {max(f8):+.4f}] vs sides [{s8[0]:+.4f}, {s8[1]:+.4f}]  -> upper side violated: {max(f8) > s8[1]}, lower: {min(f8) < s8[0]}")
    print(f"    (F.10) forms in [{min(f10):+.4f}, {max(f10):+.4f}] vs sides [{s10[0]:+.4f}, {s10[1]:+.4f}] -> upper violated: {max(f10) > s10[1]}, lower violated: {min(f10) < s10[0]}")
    print("    readings (all forms inside (F.8) sides, inside (F.10) sides):", readings, flush=True)

if __name__ == "__main__":
    B_eval = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
    for mode in ("clean", "d=M"):
        for l in (10, 20, 40):
            run(mode, l, 0.7, 0.9, 1e-3, 1, 5, B_eval)
        run(mode, 40, 0.7, 0.9, 1e-3, 5, 20, B_eval)
    run("clean", 20, 0.5, 0.5, 1e-3, 1, 8, B_eval)
