# Auditor B: thesis (A.94) L3082 "I_2 = 0" for p_j in P \ p_1, I_2 from (A.73) L3004. Own ViT implementation (see eqA99.py):
# reading A (helper's): S_l, p_l = pattern of token l; reading B: p_l = p_1, S_l = S_1 as in (A.14) (then (A.79)/(A.80) hold).
import numpy as np, itertools
M=3; d=4; L=4; eta=1.0
seqs=[s for s in itertools.product(range(M),repeat=L) if s.count(0)!=s.count(1)]
E=np.eye(d)
def attn(seq,l):
    X=E[:,list(seq)]; w=np.exp(X.T@X[:,l]); return w/w.sum()
for B,m,seed in [(32,8,0),(32,40,1),(1024,60,2),(65536,100,3)]:
    rng=np.random.default_rng(seed)
    WO=rng.normal(0,1/np.sqrt(m),(m,d)); a=rng.choice([-1,1],(L,m))/np.sqrt(m)
    batch=[seqs[k] for k in rng.integers(len(seqs),size=B)]
    # lucky neuron for (l,n) = first y=+1 sample, first mu1 token
    n0=next(s for s in batch if s.count(0)>s.count(1)); l0=n0.index(0)
    V0=E[:,list(n0)]@attn(n0,l0); lucky=np.where(WO@V0>0)[0]
    worst=0;I3B=0
    for i in lucky:
        for j in [1,2]:
            IA=IB=0.0
            for s in batch:
                y=1 if s.count(0)>s.count(1) else -1
                X=E[:,list(s)]
                for l in range(L):
                    w=attn(s,l); V=X@w
                    g=float(WO[i]@V>=0)
                    massA=w[[k for k in range(L) if s[k]==s[l]]].sum()     # sum_{s in S_l} softmax, S_l = tokens of l's pattern
                    IA+=eta*y/L*a[l,i]*g*massA*float(s[l]==j)               # p_l^T p_j = 1 iff l's pattern is j
                    IB+=0.0                                                # p_1^T p_j = 0
            IA/=B
            worst=max(worst,abs(IA))
    print(f"B={B} m={m} seed={seed}: lucky={len(lucky)}  reading A: max |I_2| over lucky i, j in {{2,3}} = {worst:.4f} "
          f"(one term's scale eta/(|S| sqrt m) = {eta/(L*np.sqrt(m)):.4f}); reading B: I_2 = 0 exactly")
