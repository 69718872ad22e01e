# diagnostics for ch7_pc.py: per-step CoT decisions and attention mass on S_k^* (l_ts = inf)
import sys, numpy as np, torch
sys.argv = sys.argv[:1]
from ch7_pc import *
T = 800; seed = 0
W = train_fast(T, seed)
np.save(f'W_T{T}_s{seed}.npy', W.numpy())
def cot_detail(W, pc, ap=0.8, shifts=(1, 2, 3), errshift=(1, 1, 1)):
    A = transitions(pc, shifts, errshift)
    out = []
    for q in range(Mp):
        px = x_dist(q, ap); cols, w, meta = [], [], []
        Pj = px.copy()
        for j in range(1, K + 1):
            for a in range(Mp):
                for b in range(Mp):
                    pr = Pj[a] * A[j - 1][a, b]
                    if pr > 0: cols.append(col(E(a) + delta_noise, E(b) + delta_noise, j)); w.append(pr); meta.append((j, a, b))
            Pj = Pj @ A[j - 1]
        P = torch.stack(cols)[None]; wt = torch.tensor(w)[None]
        z = [q]
        for j in range(K): z.append((z[-1] + shifts[j]) % Mp)
        v = [q]; rec = []
        for k in range(1, K + 1):
            Qv = col(E(v[-1]), torch.zeros(d), k)[None]
            s = torch.einsum('bnd,de,be->bn', P, W, Qv)[0]
            a_ = wt[0] * torch.exp(s - s.max()); a_ = a_ / a_.sum()
            Sstar = sum(a_[i].item() for i, (j, aa, bb) in enumerate(meta) if j == k and aa == v[-1])
            samein_otherstep = sum(a_[i].item() for i, (j, aa, bb) in enumerate(meta) if j != k and aa == v[-1])
            F = forward(W, P, wt, Qv)[0][:Mp].numpy()
            vk = int(np.argmax(F - 0.5 * 0)); 
            dist = [((forward(W, P, wt, Qv)[0] - E(c)) ** 2).sum().item() for c in range(Mp)]
            vk = int(np.argmin(dist))
            rec.append((k, z[k], vk, round(Sstar, 4), round(samein_otherstep, 4), round(F[z[k]] - np.max(np.delete(F, z[k])), 5)))
            v.append(vk)
        out.append(rec)
    return out
for pc in [0.75, 0.625, 0.5001]:
    print('pc', pc)
    for r in cot_detail(W, pc)[:3]: print('  ', r)
