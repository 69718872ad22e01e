"""Auditor A r27: thesis.ch7.theorem4-identity-step / theorem5b-identity-task, second script: separates the
'no training step has a fixed point' mechanism from a memorised step prior. Same model as ch7_identity.py
(l_tr = l_ts = infinity, W = W_K^T W_Q, W_V = (0 I), c_k orthonormal in the upper block), training on
(A) the shifts 1, 2, 3 at steps 1, 2, 3 (the helper's) or (B) a fresh uniformly random shift s_k in {1..M-1} at every
step of every task (16 tasks per SGD step, all queries z_0 and steps k per task). Nothing imported from the repository."""
import math, sys
import torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)
M, K, d = 20, 3, 30
alpha, eta, xi = 0.4, 0.9, 0.01
E = torch.eye(2 * d); Cm = torch.stack([E[M + k] for k in range(K)]); Id = torch.eye(M)
shift = lambda s: [(u + s) % M for u in range(M)]

def laws(perms, P0s):
    """P0s: [n, M] input laws; returns J [n, K, M, M] (divided by K)."""
    out = []; Pin = P0s
    for k in range(K):
        A = Id[perms[k]]
        J = Pin[:, :, None] * A[None]
        out.append(J / K); Pin = J.sum(1)
    return torch.stack(out, 1)

def batch_tensors(tasks):
    P0s = torch.full((M, M), (1 - alpha) / (M - 1)); P0s[range(M), range(M)] = alpha      # row z0
    Js, Q, TGT = [], [], []
    for perms in tasks:
        J = laws(perms, P0s)                       # [M(z0), K, M, M]
        for z0 in range(M):
            z = z0
            for k in range(K):
                q = torch.zeros(2 * d); q[z] = 1.0; q = q + Cm[k]
                z = perms[k][z]
                tg = torch.zeros(M); tg[z] = 1.0
                Js.append(J[z0]); Q.append(q); TGT.append(tg)
    return torch.stack(Js), torch.stack(Q), torch.stack(TGT)

def Fout(W, J, Q):
    Wq = Q @ W.T
    S = Wq[:, None, :M, None] + Wq[:, None, None, d:d + M] + (Wq @ Cm.T)[:, :, None, None]
    Wt = J * torch.exp(S)
    return Wt.sum(dim=(1, 2)) / Wt.sum(dim=(1, 2, 3))[:, None]

def train(sampler, T, report, seed=1):
    g = torch.Generator().manual_seed(seed)
    W = (xi * torch.randn(2 * d, 2 * d, generator=g)).requires_grad_()
    out = {}
    fixed = None
    for t in range(1, T + 1):
        tasks = sampler(g)
        J, Q, TGT = batch_tensors(tasks) if (fixed is None or len(tasks) > 1) else fixed
        if len(tasks) == 1: fixed = (J, Q, TGT)
        loss = 0.5 * ((TGT - Fout(W, J, Q)) ** 2).sum(1).mean()
        W.grad = None; loss.backward()
        with torch.no_grad(): W -= eta * W.grad
        if t in report: out[t] = (float(loss.detach()), W.detach().clone())
    return out

def test_cot(W, true_maps, err_maps, probs, alphap=0.8):
    As = [probs[k] * Id[true_maps[k]] + (1 - probs[k]) * Id[err_maps[k]] for k in range(K)]
    errs = 0; mg = []
    for z0 in range(M):
        P0 = torch.full((1, M), (1 - alphap) / (M - 1)); P0[0, z0] = alphap
        Pin = P0; J = []
        for k in range(K):
            Jk = Pin[:, :, None] * As[k][None]; J.append(Jk / K); Pin = Jk.sum(1)
        J = torch.stack(J, 1)
        v = z0; zt = z0
        for k in range(K):
            q = torch.zeros(1, 2 * d); q[0, v] = 1.0; q = q + Cm[k]
            F = Fout(W, J, q)[0]
            v = int(torch.argmax(F)); zt = true_maps[k][zt]
            errs += (v != zt); mg.append(float(F[zt] - max(F[j] for j in range(M) if j != zt)))
    return errs / (M * K), min(mg)

def test_icl(W, true_maps, err_maps, probs, alphap=0.8):
    As = [probs[k] * Id[true_maps[k]] + (1 - probs[k]) * Id[err_maps[k]] for k in range(K)]
    B = As[0] @ As[1] @ As[2]
    errs = 0; mg = []
    for z0 in range(M):
        P0 = torch.full((M,), (1 - alphap) / (M - 1)); P0[z0] = alphap
        J = P0[:, None] * B / K
        q = torch.zeros(2 * d); q[z0] = 1.0; q = q + Cm[0]
        Wq = W @ q
        S = Wq[:M][:, None] + Wq[d:d + M][None, :] + Cm[0] @ Wq
        w = J * torch.exp(S); num = w.sum(0); den = w.sum()
        for k in range(1, K): den = den + torch.exp(Cm[k] @ Wq) / K          # zero padding columns of (7.8)
        F = num / den
        zt = z0
        for k in range(K): zt = true_maps[k][zt]
        errs += (int(torch.argmax(F)) != zt); mg.append(float(F[zt] - max(F[j] for j in range(M) if j != zt)))
    return errs / M, min(mg), B

if __name__ == "__main__":
    Ts = [int(x) for x in (sys.argv[1] if len(sys.argv) > 1 else "800,3200").split(",")]
    which = sys.argv[2] if len(sys.argv) > 2 else "AB"
    samplers = {}
    if "A" in which: samplers["A: shifts 1,2,3"] = lambda g: [[shift(1), shift(2), shift(3)]]
    if "C" in which: samplers["C: random shift g per task, same g at every step (L2100 within a task)"] = lambda g: [[shift(int(s))] * K for s in torch.randint(1, M, (16,), generator=g)]
    if "B" in which: samplers["B: random shift per step"] = lambda g: [[shift(int(s)) for s in torch.randint(1, M, (K,), generator=g)] for _ in range(32)]
    for name, smp in samplers.items():
        res = train(smp, max(Ts), set(Ts))
        for t in Ts:
            loss, W = res[t]
            dg = sum(float(W[d + j, j]) for j in range(M)) / M
            print(f"[{name}] T={t}: train loss {loss:.4f}; mean mu^T W[out,in] mu = {dg:+.3f}, mean mu^T W[in,in] mu = {sum(float(W[j, j]) for j in range(M)) / M:+.3f}")
            for e1 in (1, 7):
                row = []
                for p1 in (0.52, 0.53, 0.55, 0.57, 0.6, 0.65):
                    er, mg = test_cot(W, [list(range(M)), shift(2), shift(3)], [shift(e1), shift(3), shift(4)], [p1, 0.9, 0.9])
                    row.append(f"p1={p1}: {er:.2f} ({mg:+.3f})")
                print(f"    CoT f = shift3 o shift2 o identity, step-1 error -> shift {e1}: " + "; ".join(row))
            row = []
            for p1 in (0.52, 0.53, 0.55):
                er, mg = test_cot(W, [shift(5), shift(9), shift(4)], [shift(12), shift(3), shift(6)], [p1, 0.9, 0.9])
                row.append(f"p1={p1}: {er:.2f} ({mg:+.3f})")
            print(f"    control CoT f = shift4 o shift9 o shift5 (no fixed point), step-1 error -> shift 12: " + "; ".join(row))
            for p1 in (0.52, 0.53, 0.55, 0.6):
                er, mg, Bm = test_icl(W, [list(range(M)), shift(2), shift(M - 2)], [shift(7), shift(5), shift(4)], [p1, 0.9, 0.9])
                top = torch.sort(Bm[0], descending=True).values
                cond = all(int(torch.argmax(Bm[i])) == i for i in range(M))
                print(f"    ICL f = identity (id, +2, -2), errors -> 7/5/4, p1={p1}: Condition 7.3.2 {cond} (B(i,i) {float(top[0]):.4f} vs {float(top[1]):.4f}, rho_o {float(1 - top[1]/top[0]):.3f}, tau_o {float(top[0]):.3f}): ICL error {er:.2f} ({mg:+.3f})")
            er, mg, Bm = test_icl(W, [shift(5), shift(9), shift(4)], [shift(12), shift(3), shift(6)], [0.52, 0.9, 0.9])
            print(f"    control ICL f = shift 18 (5, 9, 4), p1=0.52: Condition 7.3.2 {all(int(torch.argmax(Bm[i])) == (i + 18) % M for i in range(M))}: ICL error {er:.2f} ({mg:+.3f})")
