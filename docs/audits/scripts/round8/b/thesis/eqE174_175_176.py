import numpy as np, sys
sys.path.insert(0,'/work/audit/r8b/thesis')
from ch6_model import make, sums
beta=1.0
print("hypotheses: M1=4 M2=4 dy=2 beta=1 K=0.5 alpha=0.8 l=20 (>=1/(alpha beta^2)=1.25) m=200 (>=M1^2 log M1=22) delta=0.2, B>=M1")
for query in ["decisive","any"]:
  for B in [64,1024,8192]:
    rows=[]
    for seed in range(6):
        a,prompt=make(seed=seed,query=query)
        batch=[prompt() for _ in range(B)]
        g=max(pr['gamma'] for pr in batch)
        # reading (i): per-prompt p_j^n = a context token of prompt n with label +q (IDR = its task's +1 pattern mu_a if any)
        def pj_own(pr):
            c=[s for s,(j,lab) in enumerate(pr['meta']) if lab==1 and j==pr['A']] or [s for s,(j,lab) in enumerate(pr['meta']) if lab==1]
            return pr['P'][:,c[0]] if c else np.zeros(pr['P'].shape[0])
        SW,SU,SR=sums(a,batch,pj_own)
        # reading (ii): one fixed p_j (a label-q context token of prompt 0 with x_j = mu_a + kappa nu_b); worst over 10 such
        cands=[]
        for pr in batch[:40]:
            for s,(j,lab) in enumerate(pr['meta']):
                if lab==1 and j==pr['A']: cands.append(pr['P'][:,s])
        fixed=[sums(a,batch,lambda pr,v=v: v) for v in cands[:10]]
        rows.append((SW,SU,SR,g,min(f[0] for f in fixed),sum(f[0]<0 for f in fixed),len(fixed),
                     sum((f[2]>0 and f[0]>=0) or (f[2]>-np.sqrt(np.log(B)/B)*f[0]*100) for f in fixed),
                     max(abs(f[2])/max(abs(f[0]),1e-300) for f in fixed), sum(f[1]>f[0]/(beta**2+1) for f in fixed)))
    print(f"query={query} B={B}:")
    for r in rows:
        print(f"   own p_j: S_W={r[0]:+.4f} S_U={r[1]:+.4f} (E.175 needs <= {r[0]/2:+.4f}) E176 lhs={r[2]:+.4f} vs rhs shape -sqrt(logB/B) S_W={-np.sqrt(np.log(B)/B)*r[0]:+.4f}; "
              f"beta^2(1-gamma_0)={beta**2*(1-r[3]):.3f} | fixed p_j: min S_W={r[4]:+.4f}, #S_W<0 {r[5]}/{r[6]}, #E.175 fails {r[9]}/{r[6]}, #E.176 fails even with C=100: {r[7]}/{r[6]}, max|lhs176|/|S_W|={r[8]:.2f}")
