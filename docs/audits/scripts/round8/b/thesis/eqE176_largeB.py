# E.176 under the absolute-value reading |lhs| <~ sqrt(log B/B) |S_W| at large B (own-p_j reading, query decisive).
import numpy as np, sys
sys.path.insert(0,'/work/audit/r8b/thesis')
from ch6_model import make, sums
for B in [1024,16384,65536]:
    for seed in range(2):
        a,prompt=make(seed=seed,query="decisive")
        batch=[prompt() for _ in range(B)]
        def pj_own(pr):
            c=[s for s,(j,lab) in enumerate(pr['meta']) if lab==1 and j==pr['A']] or [s for s,(j,lab) in enumerate(pr['meta']) if lab==1]
            return pr['P'][:,c[0]]
        SW,SU,SR=sums(a,batch,pj_own)
        sh=np.sqrt(np.log(B)/B)
        print(f"B={B} seed={seed}: S_W={SW:+.5f} S_U={SU:+.5f} E176 lhs={SR:+.5f} |lhs|/|S_W|={abs(SR)/abs(SW):.3f} sqrt(logB/B)={sh:.4f} ratio/shape={abs(SR)/abs(SW)/sh:.1f}",flush=True)
