# Auditor B: thesis (A.101) L3110: W_O(i)^(t) p <~ (1/sqrt B) W_O(i)^(t) p_2, p in P \ {p_2}, i in U_{l,n}(0) (A.9).
# Own ViT implementation as in eqA99.py (M = 3, L = 4, W_V = W_K = W_Q = I, hinge, xi = 1/sqrt m, eta = 0.1, m = M^2 ln B).
import numpy as np, itertools
M=3; d=4; L=4; eta=0.1
seqs=[s for s in itertools.product(range(M),repeat=L) if s.count(0)!=s.count(1)]
def V_of(seq):
    X=np.eye(d)[:,list(seq)]; out=[]
    for l in range(L):
        w=np.exp(X.T@X[:,l]); w/=w.sum(); out.append(X@w)
    return np.array(out)
Vs={s:V_of(s) for s in seqs}
s0=(0,0,1,2); V2=Vs[s0][2]          # n: y = +1 sample, l: its mu_2 token (l in S_2^n)
for B in [10**2,10**4,10**6]:
    m=int(np.ceil(M*M*np.log(B))); xi=1/np.sqrt(m); out=[]
    for seed in range(5):
        rng=np.random.default_rng(seed)
        WO=rng.normal(0,xi,(m,d)); a=rng.choice([-1,1],(L,m))/np.sqrt(m)
        U=(WO@V2>0)
        res={}
        for t in [0,1]:
            W=WO
            if t==1:
                idx=rng.integers(len(seqs),size=B); counts=np.bincount(idx,minlength=len(seqs)); G=np.zeros((m,d))
                for c,s in zip(counts,seqs):
                    if c==0: continue
                    y=1 if s.count(0)>s.count(1) else -1; V=Vs[s]; pre=WO@V.T
                    F=(a*np.maximum(pre.T,0)).sum()/L
                    if 1-y*F>0: G+=c*(-y)*((a.T*(pre>0))@V)/L
                W=WO-eta*G/B
            sel=U&(W[:,1]>0)
            r=np.max(W[sel][:,[0,2]],axis=1)/W[sel,1]
            res[t]=(np.median(r), (U&(W[:,1]<=0)&(np.max(W[:,[0,2]],axis=1)>0)).sum(), U.sum())
        out.append(res)
    for t in [0,1]:
        med=[o[t][0] for o in out]
        print(f"B={B} m={m} t={t}: median over U-neurons (W p_2 > 0) of max_p W p / W p_2 per seed {[round(x,2) for x in med]}; "
              f"x sqrt(B) ~ {np.median(med)*np.sqrt(B):.0f}; #U with W p_2 <= 0 < W p: {[o[t][1] for o in out]} of {[o[t][2] for o in out]}")
