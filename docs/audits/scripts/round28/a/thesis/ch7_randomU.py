"""Auditor A r28: thesis.ch7.theorem4-random-U / prop3-random-U / theorem5b-random-U.
Model (7.1)-(7.2) at l_tr = l_ts = infinity (softmax over context columns = expectation over the column law; the query's
own earlier columns weigh O(1/l) and drop out), W = W_K^T W_Q trained, W_V = (0 I), PE c_k orthonormal, orthogonal to
(mu; 0) and to the TSR patterns. M = 20 TRR patterns e_1..e_20 in R^d, d = 30, K = 3, alpha = 0.4, eta = 0.9, xi = 0.01.
Training = exact population gradient over every (z_0, step) of the batch's tasks (so (iii) holds exactly).
  S: F = {g}, one random 20-cycle g at every step of every task (meets L2100 under every reading).
  C: a random 20-cycle g per task, the same g at every step (L2100 read within a task), 16 tasks per SGD step.
Test: TSR patterns mu'_j = sum_i U[j,i] mu_i, U (M' x M) with orthonormal rows (Haar: QR of a Gaussian), M' = 10;
f_1, f_2, f_3 random derangements of [M']; one random error target per row: A_k(i, f_k(i)) = p, A_k(i, e_k(i)) = 1 - p.
Greedy decoding (7.5) over Y = M' = argmax of the attention mass by output pattern (orthonormal unit patterns).
Own code (torch); nothing imported from the repository."""
import math, sys, time
import torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
M, K, d = 20, 3, 30
alpha, eta, xi = 0.4, 0.9, 0.01
NT = 8   # tasks per SGD step in mode C
E2 = torch.eye(2 * d); Cm = torch.stack([E2[M + k] for k in range(K)]); Id = torch.eye(M)

def batch_tensors(tasks):
    P0s = torch.full((M, M), (1 - alpha) / (M - 1)); P0s[range(M), range(M)] = alpha      # row z0: first-step input law
    Js, Q, TGT = [], [], []
    for perms in tasks:
        Pin = P0s; J = []
        for k in range(K):
            Jk = Pin[:, :, None] * Id[perms[k]][None]; J.append(Jk / K); Pin = Jk.sum(1)
        J = torch.stack(J, 1)                                    # [z0, k, a, b]
        for z0 in range(M):
            z = z0
            for k in range(K):
                q = torch.zeros(2 * d); q[z] = 1.0; q = q + Cm[k]
                z = perms[k][z]; tg = torch.zeros(M); tg[z] = 1.0
                Js.append(J[z0]); Q.append(q); TGT.append(tg)
    return torch.stack(Js), torch.stack(Q), torch.stack(TGT)

def batch_tensors_fast(tasks):   # vectorised twin of batch_tensors (same rows, same order)
    P0s = torch.full((M, M), (1 - alpha) / (M - 1)); P0s[range(M), range(M)] = alpha
    Js, Q, TGT = [], [], []
    ar = torch.arange(M)
    for perms in tasks:
        Pin = P0s; J = []
        for k in range(K):
            Jk = Pin[:, :, None] * Id[perms[k]][None]; J.append(Jk / K); Pin = Jk.sum(1)
        J = torch.stack(J, 1)
        z = ar.clone(); qs, ts = [], []
        for k in range(K):
            q = torch.zeros(M, 2 * d); q[ar, z] = 1.0; q = q + Cm[k]
            z = torch.tensor(perms[k])[z]; tg = Id[z]
            qs.append(q); ts.append(tg)
        Js.append(J[:, None].expand(M, K, K, M, M).reshape(M * K, K, M, M))
        Q.append(torch.stack(qs, 1).reshape(M * K, 2 * d)); TGT.append(torch.stack(ts, 1).reshape(M * K, M))
    return torch.cat(Js), torch.cat(Q), torch.cat(TGT)

def Fout(W, J, Q):   # training output: value = output block (TRR coordinates)
    Wq = Q @ W.T
    S = Wq[:, None, :M, None] + Wq[:, None, None, d:d + M] + (Wq @ Cm.T)[:, :, None, None]
    Wt = J * torch.exp(S)
    return Wt.sum(dim=(1, 2)) / Wt.sum(dim=(1, 2, 3))[:, None]

def rand_cycle(n, g):
    order = torch.randperm(n, generator=g).tolist(); perm = [0] * n
    for i in range(n): perm[order[i]] = order[(i + 1) % n]
    return perm

def train(mode, Ts, seed=1):
    g = torch.Generator().manual_seed(seed)
    W = (xi * torch.randn(2 * d, 2 * d, generator=g)).requires_grad_()
    fixed = None; out = {}
    if mode == "S":
        gg = rand_cycle(M, g); fixed = batch_tensors([[gg] * K])
    if mode == "P":   # a fixed pool of 8 tasks, each with its own random 20-cycle g at every step; full batch every step
        fixed = batch_tensors([[c] * K for c in (rand_cycle(M, g) for _ in range(8))])
    for t in range(1, max(Ts) + 1):
        J, Q, TGT = fixed if mode in "SP" else batch_tensors_fast([[c] * K for c in (rand_cycle(M, g) for _ in range(NT))])
        loss = 0.5 * ((TGT - Fout(W, J, Q)) ** 2).sum(1).mean()
        W.grad = None; loss.backward()
        with torch.no_grad(): W -= eta * W.grad
        if t in Ts: out[t] = (float(loss.detach()), W.detach().clone())
    return out

def haar_rows(Mp, g):
    Qm, R = torch.linalg.qr(torch.randn(M, Mp, generator=g)); Qm = Qm * torch.sign(torch.diagonal(R))[None]
    return Qm.T                                                   # M' x M, orthonormal rows

def derangement(n, g):
    while True:
        p = torch.randperm(n, generator=g).tolist()
        if all(p[i] != i for i in range(n)): return p

def scores(W, U, v_in, k):
    """score of a step-k' context column (a, b) for the query (mu'_{v_in}; 0) + c_k, for all a, b, k'."""
    q = torch.cat([U[v_in] @ torch.eye(M, d), torch.zeros(d)]) + Cm[k]        # mu' embedded in the first M coords
    Wq = W @ q
    sa = U @ Wq[:M]; sb = U @ Wq[d:d + M]; sc = Cm @ Wq                      # input part, output part, PE part
    return sa, sb, sc

def test(W, U, fs, es, ps, alphap=0.8):
    Mp = U.shape[0]; I = torch.eye(Mp)
    As = [ps[k] * I[fs[k]] + (1 - ps[k]) * I[es[k]] for k in range(K)]
    cot_err = 0; cot_mg = []; icl_err = 0; icl_mg = []
    Bm = As[0] @ As[1] @ As[2]
    for z0 in range(Mp):
        P0 = torch.full((Mp,), (1 - alphap) / (Mp - 1)); P0[z0] = alphap
        Pin = P0; J = []
        for k in range(K):
            Jk = Pin[:, None] * As[k]; J.append(Jk / K); Pin = Jk.sum(0)
        # CoT (7.5)-(7.6): at step k the query column is (v_{k-1}; 0) + c_k; context = all K l_ts example columns
        v = z0; zt = z0; wrong = False
        for k in range(K):
            sa, sb, sc = scores(W, U, v, k)
            wts = sum(J[kk] * torch.exp(sa[:, None] + sb[None, :] + sc[kk]) for kk in range(K))
            mass = wts.sum(0)                                    # by output pattern b (value block = mu'_b)
            zt = fs[k][zt]; v = int(torch.argmax(mass))
            others = torch.cat([mass[:zt], mass[zt + 1:]])
            cot_mg.append(float(torch.log(mass[zt]) - torch.log(others.max())))
            cot_err += (v != zt)
        # ICL (7.8): data column (x_i; y_iK) + c_1, K-1 zero padding columns + c_2, c_3; query (x; 0) + c_1
        sa, sb, sc = scores(W, U, z0, 0)
        Jicl = P0[:, None] * Bm
        wd = Jicl * torch.exp(sa[:, None] + sb[None, :] + sc[0]); mass = wd.sum(0)
        tgt = fs[2][fs[1][fs[0][z0]]]
        icl_err += (int(torch.argmax(mass)) != tgt)
        others = torch.cat([mass[:tgt], mass[tgt + 1:]])
        icl_mg.append(float(torch.log(mass[tgt]) - torch.log(others.max())))
    cond = all(int(torch.argmax(Bm[i])) == fs[2][fs[1][fs[0][i]]] for i in range(Mp))
    return cot_err / (Mp * K), min(cot_mg), icl_err / Mp, min(icl_mg), cond

if __name__ == "__main__":
    Ts = [int(x) for x in (sys.argv[1] if len(sys.argv) > 1 else "800,3200").split(",")]
    modes = sys.argv[2] if len(sys.argv) > 2 else "SC"
    ndraw = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    for mode in modes:
        t0 = time.time(); res = train(mode, set(Ts)); print(f"# training {mode}: {time.time() - t0:.0f}s", flush=True)
        for t in Ts:
            loss, W = res[t]
            print(f"[{mode}] T={t}: train loss {loss:.5f}")
            for p in (0.6, 0.7, 0.8, 0.9):
                g = torch.Generator().manual_seed(5000)
                cot, fails, mgs, icl, ifails, imgs, nc = [], 0, [], [], 0, [], 0
                for r in range(ndraw):
                    Mp = 10; U = haar_rows(Mp, g)
                    fs = [derangement(Mp, g) for _ in range(K)]
                    es = [[int(x) for x in ((torch.tensor(f) + torch.randint(1, Mp, (Mp,), generator=g)) % Mp)] for f in fs]
                    c, cm, ie, im, cond = test(W, U, fs, es, [p] * K)
                    cot.append(c); fails += (c > 0); mgs.append(cm)
                    if cond: nc += 1; icl.append(ie); ifails += (ie > 0); imgs.append(im)
                rho = 1 - (1 - p) / p
                print(f"   p={p} (rho^f={rho:.3f}, tau^f={p**3:.3f}): CoT error mean {sum(cot)/len(cot):.3f}, fails on {fails}/{ndraw} U draws, least log-margin {min(mgs):+.3f};"
                      f" ICL (Condition 7.3.2 strict on {nc}/{ndraw}): fails on {ifails}/{nc}" + (f", least margin {min(imgs):+.3f}" if nc else ""), flush=True)
