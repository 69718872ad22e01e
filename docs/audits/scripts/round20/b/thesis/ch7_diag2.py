# diagnostic companion of thesis.ch7.theorem4-pc.py: how much do trained scores depend on a column's OUTPUT pattern?
import importlib.util, sys, numpy as np, torch
spec = importlib.util.spec_from_file_location('c7', '/work/audit/r20b/thesis/thesis.ch7.theorem4-pc.py')
c7 = importlib.util.module_from_spec(spec); sys.argv = ['x']; spec.loader.exec_module(c7)
W = c7.train(T=800)
Mp, d, K = c7.Mp, c7.d, c7.K
Mu = torch.zeros(Mp, d)
for j in range(Mp): Mu[j, 2*j] = Mu[j, 2*j+1] = 2**-0.5
spreads = []
for k in range(1, K+1):
    for a in range(Mp):
        q = c7.col(Mu[a], torch.zeros(d), k)
        s = torch.stack([c7.col(Mu[a], Mu[b], k) @ W @ q for b in range(Mp)])
        spreads.append((s.max() - s.min()).item())
        if k == 1 and a < 3: print(f'k={k} a={a}: scores of S_k^* columns by output b: ' + ' '.join(f'{v:.3f}' for v in s.tolist()))
print(f'spread over outputs of S_k^* column scores: mean {np.mean(spreads):.3f} max {np.max(spreads):.3f} (a wrong output with score higher by s flips the vote when (1-p_c)/p_c > e^(-s))')
for p in (0.52, 0.53, 0.55, 0.6): print(f'  p_c={p}: flip needs score excess > {np.log(p/(1-p)):.3f}')
