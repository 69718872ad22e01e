# margins and attention concentration of saved trained W's (ch7_pc.py), l_ts = infinity
import sys, os, numpy as np, torch
sys_argv = sys.argv[1:]; sys.argv = sys.argv[:1]
from ch7_pc import *
def detail(W, pc, ap=0.8, shifts=(1, 2, 3), errshift=(1, 1, 1)):
    A = transitions(pc, shifts, errshift); worst = []; mass = []
    for q in range(Mp):
        px = x_dist(q, ap); cols, w, meta = [], [], []; Pj = px.copy()
        for j in range(1, K + 1):
            for a in range(Mp):
                for b in range(Mp):
                    pr = Pj[a] * A[j - 1][a, b]
                    if pr > 0: cols.append(col(E(a) + delta_noise, E(b) + delta_noise, j)); w.append(pr); meta.append((j, a, b))
            Pj = Pj @ A[j - 1]
        P = torch.stack(cols)[None]; wt = torch.tensor(w)[None]
        z = [q]
        for j in range(K): z.append((z[-1] + shifts[j]) % Mp)
        v = [q]; m_ = []
        for k in range(1, K + 1):
            Qv = col(E(v[-1]), torch.zeros(d), k)[None]
            s = torch.einsum('bnd,de,be->bn', P, W, Qv)[0]
            at = wt[0] * torch.exp(s - s.max()); at = at / at.sum()
            mass.append(sum(at[i].item() for i, (j, aa, bb) in enumerate(meta) if j == k and aa == v[-1]))
            F = forward(W, P, wt, Qv)[0][:Mp].numpy()
            vk = int(np.argmax(F)); v.append(vk)
            m_.append(F[z[k]] - np.max(np.delete(F, z[k])))
        worst.append(m_)
    return np.array(worst), float(np.min(mass))
def icl_margin(W, pc, ap=0.8):
    errs, Bm = icl_error(W, pc, ap)
    return errs
for f in sys_argv:
    W = torch.tensor(np.load(f))
    print(f, flush=True)
    for pc in [0.75, 0.7, 0.65, 0.625, 0.6, 0.5625, 0.53125, 0.5001]:
        mg, mass = detail(W, pc)
        print(f'  CoT pc={pc}: rho={(2*pc-1)/pc:.4f} min margin per step {np.round(mg.min(0), 4)}, #queries wrong at step (1,2,3) {(mg < 0).sum(0)}, min attention on S_k^* {mass:.4f}', flush=True)
    print('  ICL error at pc =', [(pc, icl_margin(W, pc)) for pc in [0.99, 0.95, 0.9, 0.85, 0.8, 0.78, 0.77, 0.76]], flush=True)
