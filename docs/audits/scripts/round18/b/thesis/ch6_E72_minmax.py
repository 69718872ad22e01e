"""(E.72) with the neuron allowed to depend on the token: min over label-q OOD tokens of max over a_i > 0 neurons."""
import numpy as np, torch
from ch6_E72_E73_ood import train
for seed in [5, 6]:
    res = train(delta=0.02, seed=seed, cT=10, Tmode='E62')
    c = res['cfg']; M1, M2, dx = c['M1'], c['M2'], c['dx']
    rng = np.random.default_rng(1000 + seed)
    v = rng.normal(size=M1); v -= v.mean(); v /= np.linalg.norm(v); Km = np.eye(M1) - 2 * np.outer(v, v)  # same as ood_eval
    MUp = Km @ res['MU']; Rm, _ = np.linalg.qr(rng.normal(size=(M2, M2))); NUp = Rm @ res['NU']
    toks = []
    for j in range(M1):
        for k in range(M2):
            for kp in (-1.0, 1.0):
                p = MUp[j] + kp * NUp[k]; p[dx] = 1.0; toks.append(p)
    G = (res['WO'] @ res['WV'] @ torch.tensor(np.array(toks)).T).numpy()
    apos = res['a'].numpy() > 0
    print(f"seed={seed}: max_i min_tok = {G[apos].min(1).max():.4f}; min_tok max_i = {G[apos].max(0).min():.4f}; all neurons: min_tok max_i = {G.max(0).min():.4f}; "
          f"per ODR pattern j, min over its tokens of max_i: {[round(float(G[apos][:, j*2*M2:(j+1)*2*M2].max(0).min()), 4) for j in range(M1)]}", flush=True)
