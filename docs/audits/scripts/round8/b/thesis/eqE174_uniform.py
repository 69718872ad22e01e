# E.174 uniformity at large B: S_W / (beta^2 (1-gamma_0)) along delta -> 0, l -> infinity (both allowed: delta in (0,0.2],
# l >= max(1, 1/(alpha beta^2)) only a lower bound). Own-p_j reading, query on a decisive pattern.
import numpy as np, sys
sys.path.insert(0,'/work/audit/r8b/thesis')
from ch6_model import make, sums
B=4096
for delta,l in [(0.2,20),(0.05,20),(0.2,80),(0.05,80),(0.01,160)]:
    out=[]
    for seed in range(3):
        a,prompt=make(seed=seed,delta=delta,l=l,query="decisive")
        batch=[prompt() for _ in range(B)]
        g=max(pr['gamma'] for pr in batch)
        def pj_own(pr):
            c=[s for s,(j,lab) in enumerate(pr['meta']) if lab==1 and j==pr['A']] or [s for s,(j,lab) in enumerate(pr['meta']) if lab==1]
            return pr['P'][:,c[0]]
        SW,SU,SR=sums(a,batch,pj_own)
        out.append((SW,1-g,SW/(1-g)))
    print(f"delta={delta} l={l} B={B}: S_W={[round(o[0],5) for o in out]} 1-gamma_0={[round(o[1],3) for o in out]} ratio={[round(o[2],4) for o in out]}",flush=True)
